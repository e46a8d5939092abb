// Calibrates the field test (FIELD_COSINE) on the XML grants: the sentence-embedding cosine (USE-lite) of a grant's
// title and abstract with random corpus documents dated before its cut-off (unrelated: the test must reject nearly
// all of them), with the examiner-cited patents the corpus holds (the field's art: it must keep them) and with the
// references over the relevance floor (each printed, to be read by hand).
// `TSX_TSCONFIG_PATH=services/ai/tsconfig.tsx.json npx tsx services/ai/bench/calibrate-field.ts`
import { FIELD_COSINE } from '../src/engine/prior-art-chart.js';
import { searchPriorArt } from '../src/analysis/prior-art.retriever.js';
import { cosineSimilarity, sharedEmbedder } from '../src/engine/embeddings.js';
import { candidateItem } from '../src/engine/semantic-rerank.js';
import type { PriorArtCandidate } from '../src/engine/types.js';
import { patentDataDir } from '../test/support/uspto-xml-reader.js';
import { loadCorpus } from './corpus.js';
import { benchSearch } from './evidence.js';
import { pct, ServiceIndex } from './retrieval.js';

const { docs, grants } = loadCorpus(patentDataDir());
const service = new ServiceIndex(docs);
const search = benchSearch(service, docs, grants);
const embedder = sharedEmbedder();
let seed = 7;
const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const random: number[] = [];
const cited: number[] = [];
const over: string[] = [];
for (const g of grants) {
  // Without `field` the search shows every reference over the floor (up to 24): those the field test judges.
  const found = await searchPriorArt(search, g, { limit: 24 });
  const cutoff = found.search.cutoff;
  if (!cutoff) continue;
  const pool = docs.filter((d) => d.date && d.date < cutoff);
  const sample = Array.from({ length: 8 }, () => pool[Math.floor(rand() * pool.length)]);
  const examiner = g.citedPatents
    .map((n) => docs[service.idOf.get(n) ?? -1])
    .filter((d) => d && (d.date ?? '9') < cutoff);
  const above = found.shown.map((r) => r.candidate);
  const cards: PriorArtCandidate[] = [...sample, ...examiner, ...above].map((d) => ({ ...d, score: 0 }));
  const v = (await embedder.embed([
    { key: g.number, text: `${g.title}. ${g.abstract}` },
    ...cards.map(candidateItem),
  ]))!;
  const cos = v.slice(1).map((x) => cosineSimilarity(v[0], x));
  random.push(...cos.slice(0, sample.length));
  cited.push(...cos.slice(sample.length, sample.length + examiner.length));
  above.forEach((c, i) =>
    over.push(
      `${cos[sample.length + examiner.length + i].toFixed(3)} US${g.number} ${g.title} ← US${c.patentNumber} ${c.title}`,
    ),
  );
}
console.log(
  `random documents n=${random.length}, examiner-cited n=${cited.length}, over the floor n=${over.length}`,
);
for (const p of [90, 95, 98, 99]) console.log(`random p${p}: ${pct(random, p).toFixed(3)}`);
console.log(`examiner-cited: ${cited.map((c) => c.toFixed(3)).join(', ')}`);
const share = (xs: number[], f: number) => xs.filter((x) => x >= f).length / Math.max(1, xs.length);
for (const f of [0.6, 0.65, 0.7, 0.75])
  console.log(
    `field ${f}: random kept ${share(random, f).toFixed(3)}, examiner-cited kept ${share(cited, f).toFixed(3)}`,
  );
console.log(`over the floor (FIELD_COSINE ${FIELD_COSINE}):\n${over.sort().reverse().join('\n')}`);
