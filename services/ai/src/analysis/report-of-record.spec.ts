import { describe, expect, it } from 'vitest';
import { analyzeGrantOnCards } from '../../test/support/corpus-cards.js';
import { buildReport } from './report.js';

// Attorney review (issue 23 item 3) of US7158629: its references of record US6233332, US6502133 and US6571240 are
// held (title and abstract). The line said "charted: 18% element coverage of claim 33" beside a description of
// elements not disclosed, and rows without a passage quoted nothing (→ "").
const HELD = ['6233332', '6502133', '6571240'];

describe('the report on references of record', () => {
  it('uses the badge words and says when a row has no matching passage', async () => {
    const a = await analyzeGrantOnCards(
      'uspto-xml/PatentsView__PatentsView-DB/ipgxml/ipg070102.small.xml',
      '7158629',
      HELD,
    );
    const lines = buildReport(a, new Date('2026-01-01')).content.split('\n');
    const ofRecord = lines.filter((l) => /^Reference of record: US(6233332|6502133|6571240) /.test(l));
    expect(ofRecord).toHaveLength(3);
    for (const l of ofRecord)
      expect(l).toMatch(/charted on claim \d+: \d+ of \d+ elements disclosed · term coverage \d+% \(/);
    expect(lines.filter((l) => l.endsWith('→ ""'))).toEqual([]);
    expect(
      lines.some((l) =>
        /^ {2}Claim \d+ element \d+: not found .* → no passage shares the element's distinctive words$/.test(
          l,
        ),
      ),
    ).toBe(true);
  });
});
