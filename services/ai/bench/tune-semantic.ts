// Tuning aid for the semantic re-rank: `TSX_TSCONFIG_PATH=services/ai/tsconfig.tsx.json npx tsx services/ai/bench/tune-semantic.ts`
// [pools] [weights], MAX_WORDS=n to change how much of each text is embedded (default the engine's 40);
// prints P@10 on the tuning half of the CPC queries (never the held-out half) and known-item MRR for each pool × weight.
import { patentDataDir } from '../test/support/uspto-xml-reader.js';
import { Embedder } from '../src/engine/embeddings.js';
import { loadCorpus } from './corpus.js';
import { ServiceIndex, cpcQueries, evalCpc } from './retrieval.js';
import { knownItemRank, retrieverRank } from './semantic.js';

const pools = JSON.parse(process.argv[2] ?? '[30, 24, 16]') as number[];
const weights = JSON.parse(process.argv[3] ?? '[0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.7, 1]') as number[];
const { docs, grants } = loadCorpus(patentDataDir());
const { tune } = cpcQueries(docs);
const si = new ServiceIndex(docs);
const maxWords = Number(process.env.MAX_WORDS ?? 40);
const embedder = new Embedder({ cacheSize: 100_000, maxWords });
let t = performance.now();
// Fill the cache with the largest pool first, so the sweep measures ranking, not embedding.
await evalCpc(docs, tune, (text, ex) =>
  retrieverRank(si, text, ex, { embedder, limit: 10, pool: Math.max(...pools), semanticWeight: 0.5 }),
);
console.log(
  `maxWords ${maxWords}: embedded ${embedder.embeddedTexts} texts for the tuning pools in ${((performance.now() - t) / 1000).toFixed(0)} s`,
);
t = performance.now();
for (const g of grants)
  await knownItemRank(si, g.claims[0].text, g.number, {
    embedder,
    pool: Math.max(...pools),
    semanticWeight: 0.5,
  });
console.log(
  `embedded ${embedder.embeddedTexts} texts in all after the MRR pools (${((performance.now() - t) / 1000).toFixed(0)} s more)`,
);
for (const pool of pools)
  for (const w of weights) {
    const r = await evalCpc(docs, tune, (text, ex) =>
      retrieverRank(si, text, ex, { embedder, limit: 10, pool, semanticWeight: w }),
    );
    let mrr = 0;
    for (const g of grants) {
      const k = await knownItemRank(si, g.claims[0].text, g.number, { embedder, pool, semanticWeight: w });
      mrr += k >= 0 ? 1 / (k + 1) : 0;
    }
    console.log(
      `pool ${pool} weight ${w}: P@10 tune ${r.p10.toFixed(3)} MRR ${(mrr / grants.length).toFixed(3)} p95 ${r.p95.toFixed(1)} ms`,
    );
  }
