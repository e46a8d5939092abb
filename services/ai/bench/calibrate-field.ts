// Calibrates the field test (FIELD_COSINE) on the XML grants: the sentence-embedding cosine (USE-lite) of a grant's
// title and abstract with random corpus documents dated before its cut-off (unrelated: the test must reject nearly
// all of them), with the examiner-cited patents the corpus holds (the field's art: it must keep them) and with the
// references over the relevance floor (each printed, to be read by hand). The second signal (FIELD_COSINE_LOW with
// FIELD_RARE_SHARED terms of FIELD_RARE_IDF shared by the titles and abstracts) is measured on the same pairs.
// `TSX_TSCONFIG_PATH=services/ai/tsconfig.tsx.json npx tsx services/ai/bench/calibrate-field.ts`
import {
  FIELD_COSINE,
  FIELD_COSINE_LOW,
  FIELD_RARE_IDF,
  FIELD_RARE_SHARED,
  inPatentField,
  sharedRareTerms,
} from '../src/engine/prior-art-chart.js';
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
const idf = (t: string) => service.index.idf(t);
/** Cosine and the IDF of each shared term of IDF 3.5 or more (sharedRareTerms) of each pair. */
type Pair = [number, number[]];
const rareOf = ([, idfs]: Pair, min = FIELD_RARE_IDF) => idfs.filter((x) => x >= min).length;
const random: Pair[] = [];
const cited: Pair[] = [];
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
  const pairs = v
    .slice(1)
    .map((x, i): Pair => [cosineSimilarity(v[0], x), sharedRareTerms(g, cards[i], idf, 3.5).map(idf)]);
  random.push(...pairs.slice(0, sample.length));
  cited.push(...pairs.slice(sample.length, sample.length + examiner.length));
  above.forEach((c, i) => {
    const [cos] = pairs[sample.length + examiner.length + i];
    const rare = rareOf(pairs[sample.length + examiner.length + i]);
    const pass = inPatentField(cos, rare) ? 'in field' : 'outside';
    over.push(`${cos.toFixed(3)} ${rare} ${pass} US${g.number} ${g.title} ← US${c.patentNumber} ${c.title}`);
  });
}
console.log(
  `random documents n=${random.length}, examiner-cited n=${cited.length}, over the floor n=${over.length}`,
);
const cosines = random.map(([c]) => c);
for (const p of [90, 95, 98, 99]) console.log(`random p${p}: ${pct(cosines, p).toFixed(3)}`);
console.log(
  `examiner-cited (cosine, shared rare terms): ${cited.map((p) => `${p[0].toFixed(3)}/${rareOf(p)}`).join(', ')}`,
);
const share = (xs: Pair[], keep: (p: Pair) => boolean) => {
  const n = xs.filter(keep).length;
  return `${(n / Math.max(1, xs.length)).toFixed(3)} (${n})`;
};
const kept = (keep: (p: Pair) => boolean) =>
  `random kept ${share(random, keep)}, examiner-cited kept ${share(cited, keep)}`;
for (const f of [0.6, 0.65, 0.7, 0.75]) console.log(`cosine ${f} alone: ${kept(([c]) => c >= f)}`);
for (const rare of [3.5, 4, 4.5, 5])
  for (const low of [0.4, 0.45, 0.5, 0.55])
    for (const k of [2, 3, 4])
      console.log(
        `cosine ${FIELD_COSINE}, or ${low} with ${k} terms of IDF ${rare}: ` +
          kept((p) => p[0] >= FIELD_COSINE || (p[0] >= low && rareOf(p, rare) >= k)),
      );
console.log(
  `the rule (cosine ${FIELD_COSINE}, or ${FIELD_COSINE_LOW} with ${FIELD_RARE_SHARED} terms of IDF ${FIELD_RARE_IDF}): ` +
    kept((p) => inPatentField(p[0], rareOf(p))),
);
console.log(`over the floor (cosine, shared rare terms):\n${over.sort().reverse().join('\n')}`);
