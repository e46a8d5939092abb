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
    expect(cutoff.basis).toContain(
      'art dated from 2004-02-06 to 2014-09-22 is searched too and listed apart',
    );
    expect(cutoff.basis).toContain('35 U.S.C. 120, MPEP 2133.01');
  });

  it('says nothing of the kind without one', () => {
    const cutoff = toPatentForAnalysis(dates(false)).cutoff!;
    expect(cutoff.basis).not.toContain('not searched');
  });

  it('says which date it used and gives a CIP ancestor its own filing date (US11646472 chain)', () => {
    // Attorney review (issue 23, fix 4): US11646472 (filed 2021-01-05) continues CIP 14/156,267 (filed 2014-01-15)
    // of 13/929,653; claims relying on the CIP's new matter date from 2014-01-15, not from the own filing.
    const d = dates(true);
    const cipChain = {
      ...d,
      application_number: '17248024',
      app_filing_date: '2021-01-05',
      dates: {
        ...d.dates!,
        claimed: [
          {
            relation: 'continuation',
            application_number: '14156267',
            country: 'US',
            filing_date: '2014-01-15',
            counts_for_term: true,
            via: '15150231',
          },
          {
            relation: 'continuation-in-part',
            application_number: '13929653',
            country: 'US',
            filing_date: '2013-06-27',
            counts_for_term: true,
            via: '14156267',
          },
        ],
      },
    } as PatentDetail;
    const cutoff = toPatentForAnalysis(cipChain).cutoff!;
    // A parent's document of record is prior art against the CIP matter's claims when public before it (re-review).
    expect(toPatentForAnalysis(cipChain).continuity?.cipFiled).toBe('2014-01-15');
    expect(toPatentForAnalysis(dates(false)).continuity?.cipFiled).toBeUndefined();
    expect(cutoff.basis).toContain(
      "the cut-off used is 2004-02-06, the date of claims supported by the parent application; a claim relying on matter first added in continuation-in-part 14/156,267 has that CIP's own filing date (2014-01-15) as its cut-off instead: art dated from 2004-02-06 to 2014-01-15 is searched too and listed apart",
    );
  });
});

describe('pre-grant publication, read for 154(d) provisional rights', () => {
  const with_ = (patch: Partial<PatentDetail>) =>
    toPatentForAnalysis({ ...RECORD, publication_number: null, ...patch } as PatentDetail)
      .publishedBeforeGrant;

  it('is known from a publication number or the kind code, else not known', () => {
    expect(with_({ publication_number: 'US20160012345A1' })).toBe(true);
    expect(with_({ kind: 'B2' })).toBe(true);
    expect(with_({ kind: 'B1' })).toBe(false);
    expect(with_({ kind: null })).toBeNull();
  });
});

describe('expiry qualifier for the analysis', () => {
  it('carries "not exact" when the record cannot make the expiry exact, as the assistant says it', () => {
    // RECORD: US10000000, term to 2035-03-10 (not exact).
    expect(toPatentForAnalysis(RECORD).expiry?.qualifier).toBe('not exact');
    const exact = {
      ...RECORD,
      dates: { ...RECORD.dates!, expiry: { ...RECORD.dates!.expiry, exact: true } },
    };
    expect(toPatentForAnalysis(exact as PatentDetail).expiry?.qualifier).toBe('');
  });
});
