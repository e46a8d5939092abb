// Tuning aid for patents.similar: `TSX_TSCONFIG_PATH=services/ai/tsconfig.tsx.json npx tsx services/ai/bench/tune-similar.ts '[{"cpcWeight":0},{}]'`
// prints P@10 on the tuning half (never the held-out half) and known-item MRR for each SimilarParams override.
import { patentDataDir } from '../test/support/uspto-xml-reader.js';
import { loadCorpus } from './corpus.js';
import { ServiceIndex, cpcQueries, evalCpc } from './retrieval.js';
import { DEFAULT_SIMILAR } from '@patent-hub/text';
const { docs, grants } = loadCorpus(patentDataDir());
const { tune } = cpcQueries(docs);
const si = new ServiceIndex(docs);
for (const v of JSON.parse(process.argv[2])) {
  const p = { ...DEFAULT_SIMILAR, ...v };
  const r = await evalCpc(docs, tune, (t, ex) => si.rank(t, 10, ex, p));
  const mrr =
    grants.reduce((s, g) => {
      const k = si.rank(g.claims[0].text, 100, [], p).indexOf(g.number);
      return s + (k >= 0 ? 1 / (k + 1) : 0);
    }, 0) / grants.length;
  console.log(JSON.stringify(v), 'P@10', r.p10.toFixed(3), 'MRR', mrr.toFixed(3), 'p95', r.p95.toFixed(1));
}
