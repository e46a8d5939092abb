import { describe, expect, it } from 'vitest';
import type { PatentForAnalysis, PriorArtCandidate } from '../engine/types.js';
import { LocalProvider } from '../providers/local.provider.js';
import { analyzePatent } from './analyze-patent.use-case.js';
import { buildReport } from './report.js';

// Issue 23: US5131025 (a modem that answers only authorized callers) is shown for US7643624's claim 9 on partial
// matches of two of its four elements, none disclosed. The report says so beside the similarity.
const patent: PatentForAnalysis = {
  number: '7643624',
  title: 'Remote access to a second residential line',
  abstract:
    'An authorized caller reaches a second residential line of the same subscriber and gets its dial tone.',
  description: 'The switch checks the caller and connects the call to the second line.',
  claims: [
    {
      number: 9,
      text: '9. A method for making a telephone call, comprising: receiving, at a first line of a plurality of residential telephone lines associated with a telephone device, an incoming call initiated by a calling party, the plurality of telephone lines being serviced by a single network; verifying the calling party is an authorized user of the telephone device; and connecting the incoming call with a second line of the plurality of telephone lines, whereby the calling party receives a dial tone associated with the second line of the plurality of telephone lines.',
      dependsOn: [],
    },
  ],
  earliestDate: '2005-01-01',
  familyNumbers: [],
  cpc: [],
};
const modem: PriorArtCandidate = {
  patentNumber: '5131025',
  title: 'Intelligent modem system which determines proper access thereto',
  abstract:
    'An intelligent modem system is used for connecting an information processing terminal with a public communication line, comprising: a reception operation control circuit which verifies if an incoming call is from an authorized party or not, and connects a modem circuit connected to the public communication line to a line leading to the information processing terminal only when an incoming call is confirmed to be from an authorized party.',
  date: '1992-07-14',
  cpc: [],
  score: 1,
};
const idf = (terms: string[]) => Object.fromEntries(terms.map((t) => [t, 5]));

describe('a reference shown on partial matches only', () => {
  it('says "no element disclosed; partial matches only" beside its similarity in the report', async () => {
    const a = await analyzePatent(
      {
        loadPatent: async () => patent,
        search: {
          similar: async () => [modem],
          corpusCounts: async (q) => ({
            total: 20000,
            datedBefore: 9000,
            undated: 0,
            forwardCitations: 0,
            idf: idf(q.terms ?? []),
          }),
        },
        provider: new LocalProvider(),
        now: () => new Date('2026-01-01'),
      },
      patent.number,
      1,
    );
    const ref = a.priorArt.find((p) => p.patent === '5131025')!;
    const rows = ref.mappings.filter((m) => m.claim === ref.chartClaim);
    expect(rows.some((m) => m.disclosed)).toBe(false);
    expect(rows.filter((m) => m.label === 'partly').length).toBeGreaterThanOrEqual(2);
    expect(buildReport(a, new Date('2026-01-01')).content).toContain(
      `Similarity: ${(ref.similarity / 10).toFixed(1)}/10 (no element disclosed; partial matches only)`,
    );
  });
});
