import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { patentDataDir, readGrantSlice } from '../../test/support/uspto-xml-reader.js';
import { LocalProvider } from '../providers/local.provider.js';
import { analyzePatent } from './analyze-patent.use-case.js';
import { buildReport } from './report.js';

// Attorney review (issue 23 item 6) of US7473205 and US7472777 (weekly slice ipg090106). The terms are those the
// patents service computed for the attorney's analyses (the XML slice does not state them).
const slice = path.join(patentDataDir(), 'uspto-xml/PatentsView__PatentsView-DB/ipgxml/ipg090106.small.xml');

async function analysed(
  number: string,
  expiry: { date: string; basis: string; qualifier?: string },
  filingDate: string,
  from = slice,
  documentType = 'utility',
  today = '2026-11-28',
) {
  const grant = readGrantSlice(from).find((g) => g.number === number)!;
  const patent = {
    ...grant,
    documentType,
    granted: true,
    filingDate,
    expiry: { ...expiry, lapsed: false },
  };
  const a = await analyzePatent(
    {
      loadPatent: async () => patent,
      search: { similar: async () => [] },
      provider: new LocalProvider(),
      now: () => new Date(`${today}T00:00:00Z`),
    },
    number,
    1,
  );
  return { a, report: buildReport(a, new Date(`${today}T00:00:00Z`)).content };
}

const us7472777 = () =>
  analysed(
    '7472777',
    { date: '2024-08-17', basis: '20 years from 2004-05-03 plus 106 days of patent term adjustment' },
    '2005-05-03',
  );

describe('term and damages as the analysis states them', () => {
  const us7473205 = (today: string) =>
    analysed(
      '7473205',
      { date: '2027-07-08', basis: '20 years from 2006-08-24 plus 318 days of patent term adjustment' },
      '2006-08-24',
      slice,
      'utility',
      today,
    );

  it('says a utility patent is in force until its expiry only if the maintenance fees are paid (US7473205)', async () => {
    // Granted 2009-01-06: before the 3.5-year fee's grace period ends (2013-01-07) nothing is yet unpaid.
    const { a, report } = await us7473205('2011-03-01');
    expect(report).toContain(
      'Document: utility patent, in force until 2027-07-08 if the maintenance fees are paid (20 years from',
    );
    expect(a.patentStatus!.stateText).toBe('in force until 2027-07-08 if the maintenance fees are paid');
    expect(a.recommendations[0]).toMatch(
      /^US7473205 is in force until 2027-07-08 if the maintenance fees are paid \(/,
    );
  });

  it('reads "status unknown", not "in force", once a fee grace period has passed unrecorded (US7473205)', async () => {
    // Attorney review (issue 23, fix 2): on 2026-11-28 all three grace periods are past and the data holds no payment.
    const { a, report } = await us7473205('2026-11-28');
    const unknown =
      'status unknown: the 3.5-year maintenance fee was payable with the surcharge until 2013-01-07 and the fee payment record was not available; if unpaid, the patent expired as of 2013-01-06 (35 U.S.C. 41(b); 37 CFR 1.362(g)); if every fee was paid, it runs until 2027-07-08';
    expect(a.patentStatus!.state).toBe('unknown');
    expect(a.patentStatus!.stateText).toBe(unknown);
    expect(report).toContain(`Document: utility patent, ${unknown} (20 years from`);
    expect(report).not.toContain('in force until');
    expect(a.recommendations[0]).toBe(
      `US7473205: ${unknown} (20 years from 2006-08-24 plus 318 days of patent term adjustment). Check the USPTO fee record before relying on it.`,
    );
  });

  it('gives the basis of the 6 years and the marking condition of past damages (US7472777)', async () => {
    const { a } = await us7472777();
    const damages = a.recommendations.find((r) => r.includes('Damages can still be sought'))!;
    expect(damages).toContain(
      'Damages can still be sought only for infringement from 2020-11-28 to 2024-08-17: 35 U.S.C. 286 bars recovery for infringement committed more than 6 years before the complaint or counterclaim is filed',
    );
    expect(damages).toMatch(/35 U\.S\.C\. 287\(a\) applies if patented articles .* marked .* notified/);
  });

  it("opens a reissue's damages window at its grant, the original's claims earlier; 252, no 154(d) (USRE49258)", async () => {
    // Attorney review (issue 23, fix 1): reissued 2022-10-25, after the 6 years back from 2026-11-28 (2020-11-28).
    // The term is the one the patents service computes for it from the original's filing (2003-04-17).
    // Corrected after a second review: claims identical in substance to the original patent's keep effect from the
    // original grant (35 U.S.C. 252), so for them the window opens 6 years back; a reissue application is not
    // published under 122(b), so no 154(d) provisional rights.
    const { a } = await analysed(
      'RE049258',
      {
        date: '2023-04-17',
        basis: "reissue: the rest of the original patent's term, 20 years from 2003-04-17",
      },
      '2018-04-10',
      path.join(patentDataDir(), 'uspto-xml/dspinellis__alexandria3k/ipgb20221025.xml'),
      'reissue',
    );
    const damages = a.recommendations.find((r) => r.includes('Damages can still be sought'))!;
    expect(damages).toContain(
      "Damages can still be sought only for infringement from 2022-10-25 (from 2020-11-28 for claims identical in substance to the original patent's) to 2023-04-17:",
    );
    expect(damages).toContain('but the window opens only at the grant on 2022-10-25');
    expect(damages).not.toContain('154(d)');
    expect(damages).toMatch(/intervening rights under 35 U\.S\.C\. 252/);
    expect(damages).toContain('(35 U.S.C. 286, 252: U.S. Code as of 2023-04-20.)');
  });

  it('says in the status line when the expiry is not exact (USRE49258: adjustment not in the data)', async () => {
    // Attorney re-review: the report printed "expired 2023-04-17" as exact; the assistant said "(not exact)".
    const { a, report } = await analysed(
      'RE049258',
      {
        date: '2023-04-17',
        basis: "reissue: the rest of the original patent's term, 20 years from 2003-04-17",
        qualifier: 'not exact',
      },
      '2018-04-10',
      path.join(patentDataDir(), 'uspto-xml/dspinellis__alexandria3k/ipgb20221025.xml'),
      'reissue',
    );
    expect(a.patentStatus?.expiryBasis).toBe(
      "reissue: the rest of the original patent's term, 20 years from 2003-04-17; not exact",
    );
    expect(report).toContain('expired 2023-04-17 (reissue: the rest of the original patent');
    expect(report).toContain('2003-04-17; not exact)');
  });

  it('notes that only 154(d) provisional rights reach before the grant, without 252 for a non-reissue (US7472777)', async () => {
    const { a } = await us7472777();
    const damages = a.recommendations.find((r) => r.includes('Damages can still be sought'))!;
    // Granted 2009-01-06: more than 6 years ago, so 154(d)(3) bars provisional rights now (attorney re-review).
    expect(damages).toContain(
      'provisional rights under 35 U.S.C. 154(d) can no longer be sought: they must be sought within 6 years after the grant on 2009-01-06 (154(d)(3))',
    );
    // No fee payment in the record: each fee whose grace period ended before the term did bounds the window.
    expect(damages).toContain(
      "If any of the 3.5-year and 7.5-year maintenance fees was not paid, the patent expired as of the end of that fee's grace period (2013-01-06 and 2017-01-06 respectively), before that window opens, and no damages remain. If the 11.5-year maintenance fee was not paid (the earlier ones paid), the patent expired as of the end of its grace period, 2021-01-06, and the window ends there.",
    );
    expect(damages).not.toContain('252');
  });
});
