import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { patentDataDir, readGrantSlice } from '../../test/support/uspto-xml-reader.js';
import { LocalProvider } from '../providers/local.provider.js';
import { analyzePatent } from './analyze-patent.use-case.js';
import { buildReport } from './report.js';

// Attorney review (issue 23 item 6) of US7473205 and US7472777 (weekly slice ipg090106). The terms are those the
// patents service computed for the attorney's analyses (the XML slice does not state them).
const slice = path.join(patentDataDir(), 'uspto-xml/PatentsView__PatentsView-DB/ipgxml/ipg090106.small.xml');

async function analysed(number: string, expiry: { date: string; basis: string }, filingDate: string) {
  const grant = readGrantSlice(slice).find((g) => g.number === number)!;
  const patent = {
    ...grant,
    documentType: 'utility',
    granted: true,
    filingDate,
    expiry: { ...expiry, lapsed: false },
  };
  const a = await analyzePatent(
    {
      loadPatent: async () => patent,
      search: { similar: async () => [] },
      provider: new LocalProvider(),
      now: () => new Date('2026-11-28T00:00:00Z'),
    },
    number,
    1,
  );
  return { a, report: buildReport(a, new Date('2026-11-28T00:00:00Z')).content };
}

describe('term and damages as the analysis states them', () => {
  it('says a utility patent is in force until its expiry only if the maintenance fees are paid (US7473205)', async () => {
    const { a, report } = await analysed(
      '7473205',
      { date: '2027-07-08', basis: '20 years from 2006-08-24 plus 318 days of patent term adjustment' },
      '2006-08-24',
    );
    expect(report).toContain(
      'Document: utility patent, in force until 2027-07-08 if the maintenance fees are paid (20 years from',
    );
    expect(a.patentStatus!.stateText).toBe('in force until 2027-07-08 if the maintenance fees are paid');
    expect(a.recommendations[0]).toMatch(
      /^US7473205 is in force until 2027-07-08 if the maintenance fees are paid \(/,
    );
  });

  it('gives the basis of the 6 years and the marking condition of past damages (US7472777)', async () => {
    const { a } = await analysed(
      '7472777',
      { date: '2024-08-17', basis: '20 years from 2004-05-03 plus 106 days of patent term adjustment' },
      '2005-05-03',
    );
    const damages = a.recommendations.find((r) => r.includes('Damages can still be sought'))!;
    expect(damages).toContain(
      'Damages can still be sought only for infringement from 2020-11-28 to 2024-08-17: 35 U.S.C. 286 bars recovery for infringement committed more than 6 years before the complaint or counterclaim is filed',
    );
    expect(damages).toMatch(/35 U\.S\.C\. 287\(a\) applies if patented articles .* marked .* notified/);
  });
});
