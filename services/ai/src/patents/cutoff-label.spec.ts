import type { PatentDetail } from '@patent-hub/contracts';
import { describe, expect, it } from 'vitest';
import { RECORD } from '../../test/support/assistant-fixtures.js';
import { toPatentForAnalysis } from './patents.gateway.js';

// Attorney re-review 2026-11-29c (C6): the analysis's cut-off called a pre-AIA patent's foreign priority its
// "effective filing date", the AIA's term; the assistant's card already said "Earliest priority date claimed".
describe('the cut-off of a pre-AIA patent with a foreign priority', () => {
  const withPriority = (filed: string) =>
    ({
      ...RECORD,
      app_filing_date: filed,
      dates: {
        ...RECORD.dates!,
        effective_filing_date: {
          ...RECORD.dates!.effective_filing_date,
          date: '2004-09-07',
          exact: true,
          earliest_possible: false,
          basis: `earliest of its own filing date (${filed}) and foreign 93127003 A (TW) filed 2004-09-07 (35 U.S.C. 119(a))`,
        },
      },
    }) as PatentDetail;

  it('is named the earliest priority date claimed, not an effective filing date', () => {
    const cutoff = toPatentForAnalysis(withPriority('2005-09-07')).cutoff!;
    expect(cutoff.date).toBe('2004-09-07');
    expect(cutoff.basis).toMatch(
      /^earliest priority date claimed \(pre-AIA; not a 102\(e\) date\): earliest of/,
    );
  });

  it('keeps "effective filing date" under the AIA', () => {
    expect(toPatentForAnalysis(withPriority('2014-09-07')).cutoff!.basis).toMatch(/^effective filing date: /);
  });
});
