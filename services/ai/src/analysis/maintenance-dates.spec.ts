import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { patentDataDir, readGrantSlice } from '../../test/support/uspto-xml-reader.js';
import { maintenanceWindows } from '../legal/deadlines.js';
import { LocalProvider } from '../providers/local.provider.js';
import { analyzePatent } from './analyze-patent.use-case.js';
import { buildReport } from './report.js';

// Attorney review (issue 23): US7641529 (granted 2010-01-05) had its surcharge end 2014-01-05 (a Sunday) and its
// 11.5-year due date 2021-07-05 (Independence Day observed) in the report, while the assistant moved them.
const file = path.join(patentDataDir(), 'uspto-xml/PatentsView__PatentsView-DB/ipgxml/ipg100105.small.xml');

async function analysed() {
  const grant = readGrantSlice(file).find((g) => g.number === '7641529')!;
  const patent = {
    ...grant,
    documentType: 'utility',
    granted: true,
    filingDate: '2007-05-07',
    // The record's term: 20 years from the filing date (the XML slice does not state it).
    expiry: {
      date: '2027-05-07',
      basis: '20 years from the filing date 2007-05-07 (35 U.S.C. 154(a)(2))',
      lapsed: false,
    },
  };
  return analyzePatent(
    {
      loadPatent: async () => patent,
      search: { similar: async () => [] },
      provider: new LocalProvider(),
      now: () => new Date('2013-06-01T00:00:00Z'),
    },
    '7641529',
    1,
  );
}

describe('maintenance-fee dates of an analysis (35 U.S.C. 21(b))', () => {
  it('returns the last days moved off weekends and federal holidays, as the assistant gives them, for US7641529', async () => {
    const a = await analysed();
    expect(a.patentStatus?.grantDate).toBe('2010-01-05');
    const fees = a.patentStatus!.maintenanceFees;
    const windows = maintenanceWindows('2010-01-05');
    expect(fees.map((f) => [f.due, f.graceEnds])).toEqual(windows.map((w) => [w.due, w.graceEnds]));
    expect(fees[0]).toMatchObject({ due: '2013-07-05', graceEnds: '2014-01-06' });
    expect(fees[2]).toMatchObject({ due: '2021-07-06' });
    expect(fees[2].dueMoved).toMatch(/^2021-07-05 is a federal holiday \(Independence Day\)/);

    const report = buildReport(a, new Date('2013-06-01T00:00:00Z')).content;
    expect(report).toContain(
      'Maintenance fee 3.5-year: window 2013-01-05 to 2013-07-05, with surcharge until 2014-01-06',
    );
    expect(report).toContain('2014-01-05 is a Sunday: moved to 2014-01-06 (35 U.S.C. 21(b))');
    expect(report).toContain('window 2021-01-05 to 2021-07-06');
    expect(report).not.toMatch(/until 2014-01-05|to 2021-07-05,/);

    const r = a.recommendations.join('\n');
    expect(r).toContain(
      'payable 2013-01-05 to 2013-07-05 without surcharge, until 2014-01-06 with the surcharge',
    );
  });
});
