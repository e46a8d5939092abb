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
    // What the number is, and what it is not, in the analysis (API) and right under the score in the report.
    expect(a.scoreBasis?.technicalMerit).toBe(
      'This number is a reading of measurable signals (number of claims, parts the broadest independent claim ' +
        "introduces, forward citations within this corpus, continuity family size), not an assessment of the technology's merit. " +
        'Not assessed without claims or when fewer than 3 of them are known.',
    );
    expect(a.scoreBasis?.commercialPotential).toBe(
      'This number is a reading of measurable signals (remaining term, entity status, forward citations within this ' +
        'corpus, continuity family size), not an assessment of the market, of licensing or of value. Not assessed ' +
        'when the remaining term is unknown or fewer than 3 of them are known.',
    );
    expect(after('Technical Merit')).toBe(`  ${a.scoreBasis!.technicalMerit}`);
    expect(after('Commercial Potential')).toBe(`  ${a.scoreBasis!.commercialPotential}`);
    expect(after('Novelty Score')).not.toMatch(/reading of measurable signals/);
    // Each reason lists its signals with their values.
    for (const key of ['technicalMerit', 'commercialPotential'] as const)
      for (const s of a.scoreSignals![key])
        expect(a.scoreReasons[key]).toContain(`${s.name}: ${s.value ?? 'not available'}`);
    // The signals the basis names are the ones the score lists.
    expect(a.scoreSignals!.technicalMerit.map((s) => s.name)).toEqual([
      'claims',
      'breadth of the broadest independent claim (parts it introduces)',
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

describe('the report of an analysis stored without its signals', () => {
  it('does not claim the current basis for figures an earlier engine computed', async () => {
    const a = await analyzeGrantOnCards(
      'uspto-xml/PatentsView__PatentsView-DB/ipgxml/ipg070102.small.xml',
      '7158629',
      [],
    );
    const { scoreBasis: _basis, scoreSignals: _signals, ...older } = a;
    const lines = buildReport(older, new Date('2026-01-01')).content.split('\n');
    const after = (label: string) => lines[lines.findIndex((l) => l.startsWith(`${label}: `)) + 1];
    expect(after('Technical Merit')).toMatch(
      /^ {2}Computed by an earlier version of the engine, which did not record the signals behind this number: not an assessment of the technology\./,
    );
  });
});
