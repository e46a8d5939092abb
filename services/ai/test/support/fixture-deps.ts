import type { AnalyzeDeps } from '../../src/analysis/analyze-patent.use-case.js';
import type { PatentForAnalysis, PriorArtCandidate } from '../../src/engine/types.js';
import { LocalProvider } from '../../src/providers/local.provider.js';

export const FIXTURE_PATENT: PatentForAnalysis = {
  number: '9999001',
  title: 'Magnetic napkin holder',
  abstract: 'A napkin holder with a lanyard and magnetic clamps that hold a napkin across the torso.',
  description: 'The holder comprises a lanyard, a pair of clamps and magnets. The clamps may be plastic.',
  claims: [
    {
      number: 1,
      text: '1. A napkin holder comprising: a lanyard; a pair of clamps attached to the lanyard; and a magnet in each clamp.',
      dependsOn: [],
    },
    { number: 2, text: '2. The napkin holder of claim 1, wherein the clamps are plastic.', dependsOn: [1] },
  ],
  earliestDate: '2003-01-09',
  familyNumbers: [],
  cpc: ['A41B13/10'],
};

const CANDIDATES: PriorArtCandidate[] = [
  {
    patentNumber: '5000001',
    title: 'Bib clip',
    abstract: 'A lanyard with a pair of clamps attached to the lanyard holds a bib.',
    date: '1995-01-01',
    cpc: [],
    score: 1,
  },
];

/** Analysis dependencies with a fixture patent; `delayMs` keeps a job running long enough to observe or kill it. */
export function fixtureDeps(
  opts: { delayMs?: number; fail?: string; onStart?: (number: string) => void } = {},
): AnalyzeDeps {
  return {
    async loadPatent(number) {
      opts.onStart?.(number);
      if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs));
      if (opts.fail) throw new Error(opts.fail);
      return { ...FIXTURE_PATENT, number };
    },
    search: { similar: async () => CANDIDATES },
    provider: new LocalProvider(),
  };
}
