import type { PatentDetail } from '@patent-hub/contracts';
import { describe, expect, it } from 'vitest';
import { RECORD } from '../../test/support/assistant-fixtures.js';
import { toPatentForAnalysis } from './patents.gateway.js';

// Attorney review: with a continuation-in-part in the chain the cut-off is the earliest date a claim can have, and the
// analysis must say that art dated from it to the patent's own filing date was not searched.
describe('prior-art cut-off with a continuation-in-part in the chain', () => {
  const dates = (earliestPossible: boolean): PatentDetail =>
    ({
      ...RECORD,
      app_filing_date: '2014-09-22',
      dates: {
        ...RECORD.dates!,
        effective_filing_date: {
          date: '2004-02-06',
          exact: !earliestPossible,
          earliest_possible: earliestPossible,
          basis: 'earliest of its own filing date (2014-09-22) and the 4 application(s) it claims',
          citations: [],
        },
      },
    }) as PatentDetail;

  it('names the window left unsearched and why it matters', () => {
    const cutoff = toPatentForAnalysis(dates(true)).cutoff!;
    expect(cutoff).toMatchObject({ date: '2004-02-06', exact: false });
    expect(cutoff.basis).toContain('art dated from 2004-02-06 to 2014-09-22 is not searched');
    expect(cutoff.basis).toContain('35 U.S.C. 120, MPEP 2133.01');
  });

  it('says nothing of the kind without one', () => {
    const cutoff = toPatentForAnalysis(dates(false)).cutoff!;
    expect(cutoff.basis).not.toContain('not searched');
  });
});
