import path from 'node:path';
import { LocalProvider } from '../../src/providers/local.provider.js';
import { analyzePatent } from '../../src/analysis/analyze-patent.use-case.js';
import { buildReport } from '../../src/analysis/report.js';
import { patentDataDir, readGrantSlice, withServiceDates } from './uspto-xml-reader.js';

/** A weekly slice of the shared full-text grants ('ipg110104'). */
export const grantSlice = (name: string) =>
  path.join(patentDataDir(), `uspto-xml/PatentsView__PatentsView-DB/ipgxml/${name}.small.xml`);

/** A real grant with the dates the patents service computes for it, as the analysis receives it. */
export const servicedGrant = (sliceName: string, number: string) =>
  withServiceDates(readGrantSlice(grantSlice(sliceName)).find((g) => g.number === number)!);

/** The local engine's analysis of a real grant (no corpus search) and its downloaded report, on `today`. */
export async function analysedGrant(sliceName: string, number: string, today: Date) {
  const patent = servicedGrant(sliceName, number);
  const a = await analyzePatent(
    {
      loadPatent: async () => patent,
      search: { similar: async () => [] },
      provider: new LocalProvider(),
      now: () => today,
    },
    number,
    1,
  );
  return { patent, a, report: buildReport(a, today).content };
}
