// Calibrates the relevance floor (RELEVANCE_FLOOR) on the XML grants (claims + full text, the analysis path):
// the relevance an unrelated document reaches (random corpus documents dated before the cut-off, charted exactly
// like retrieved candidates) against that of the retrieved candidates. The floor sits above what nearly every
// unrelated document reaches. `npx tsx services/ai/bench/calibrate-floor.ts`
import { chartPriorArt } from '../src/engine/prior-art-chart.js';
import { searchPriorArt } from '../src/analysis/prior-art.retriever.js';
import { patentDataDir } from '../test/support/uspto-xml-reader.js';
import { queryTerms } from '../src/engine/prior-art-chart.js';
import { loadCorpus } from './corpus.js';
import { benchSearch } from './evidence.js';
import { pct, ServiceIndex } from './retrieval.js';

const { docs, grants } = loadCorpus(patentDataDir());
const service = new ServiceIndex(docs);
const search = benchSearch(service, docs, grants);
let seed = 7;
const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const random: number[] = [];
const retrieved: number[] = [];
for (const g of grants) {
  const found = await searchPriorArt(search, g, { embedder: null, floor: 0, limit: 24 });
  retrieved.push(...found.shown.map((r) => r.relevance));
  const cutoff = found.search.cutoff;
  if (!cutoff) continue;
  const pool = docs.filter((d) => d.date && d.date < cutoff);
  const sample = Array.from({ length: 24 }, () => pool[Math.floor(rand() * pool.length)]).map((d) => ({
    ...d,
    score: 0,
  }));
  const counts = await search.corpusCounts!({ before: cutoff, patentNumber: g.number, terms: queryTerms(g) });
  const texts = await search.fullText!(sample.map((d) => d.patentNumber));
  random.push(
    ...chartPriorArt(g, sample, texts, counts, { floor: 0, limit: 24 }).shown.map((r) => r.relevance),
  );
}
console.log(
  `relevance over ${grants.length} grants: random documents n=${random.length}, retrieved n=${retrieved.length}`,
);
for (const p of [50, 90, 95, 99])
  console.log(`p${p}: random ${pct(random, p).toFixed(3)}, retrieved ${pct(retrieved, p).toFixed(3)}`);
const share = (xs: number[], f: number) => xs.filter((x) => x >= f).length / Math.max(1, xs.length);
for (let f = 0.1; f <= 0.51; f += 0.05)
  console.log(
    `floor ${f.toFixed(2)}: random kept ${share(random, f).toFixed(3)}, retrieved kept ${share(retrieved, f).toFixed(3)}`,
  );
