import { describe, expect, it } from 'vitest';
import { analyzeGrantOnCards } from '../../test/support/corpus-cards.js';
import { buildReport } from './report.js';

// Attorney review (issue 23): a "Technical Merit" figure was read as a judgement of the technology. The report says,
// under each of the two scores computed from counts, what it rests on and what it is not.
describe('the report on the scores computed from counts', () => {
  it('says under Technical Merit and Commercial Potential what they rest on and what they are not', async () => {
    const a = await analyzeGrantOnCards(
      'uspto-xml/PatentsView__PatentsView-DB/ipgxml/ipg070102.small.xml',
      '7158629',
      [],
    );
    const lines = buildReport(a, new Date('2026-01-01')).content.split('\n');
    const after = (label: string) => lines[lines.findIndex((l) => l.startsWith(`${label}: `)) + 1];
    expect(after('Technical Merit')).toBe(
      '  From measurable signals only (number of claims, words in the shortest independent claim, forward ' +
        'citations within this corpus, continuity family size): not an assessment of the technology.',
    );
    expect(after('Commercial Potential')).toBe(
      '  From measurable signals only (remaining term, entity status, forward citations within this corpus, ' +
        'continuity family size): not an assessment of the market, of licensing or of value.',
    );
    expect(after('Novelty Score')).not.toMatch(/From measurable signals only/);
    // The signals the basis names are the ones the score lists.
    expect(a.scoreSignals!.technicalMerit.map((s) => s.name)).toEqual([
      'claims',
      'shortest independent claim (words)',
      'forward citations within the corpus',
      'continuity family size (parent and child applications)',
    ]);
    expect(a.scoreSignals!.commercialPotential.map((s) => s.name)).toEqual([
      'remaining term',
      'entity status',
      'forward citations within the corpus',
      'continuity family size (parent and child applications)',
    ]);
  });
});
