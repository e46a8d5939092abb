// Calibrates the field test (FIELD_COSINE) on the XML grants: the sentence-embedding cosine (USE-lite) of a grant's
// title and abstract with random corpus documents dated before its cut-off (unrelated: the test must reject nearly
// all of them), with the cited patents the corpus holds (references of record: the field's art, it must keep them) and
// with the references over the relevance floor (each printed, to be read by hand). The second signal (FIELD_COSINE_LOW with
// FIELD_RARE_SHARED terms of FIELD_RARE_IDF shared by the titles and abstracts) is measured on the same pairs, and
// so is the classification gate (otherSubclass): how many pairs with a classification on both sides share a subclass
// or a main group. The grants of 2005-2012 carry IPC codes (IPCR; edition-7 IPC in 2005), not CPC: read, as the
// patents service reads them, by its XML parser; the title/abstract corpus carries CPC only (classificationsOf).
// `TSX_TSCONFIG_PATH=services/ai/tsconfig.tsx.json npx tsx services/ai/bench/calibrate-field.ts`
import { mainGroup } from '@patent-hub/contracts';
import {
  classificationGate,
  classificationsOf,
  classSubclasses,
  FIELD_COSINE,
  FIELD_COSINE_LOW,
  FIELD_RARE_IDF,
  FIELD_RARE_MIN,
  FIELD_RARE_SHARED,
  inPatentField,
  otherSubclass,
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
const groups = (codes: string[]) => new Set(codes.map(mainGroup).filter((g) => g !== null));
/** Classification agreement of two documents: 'none' when either has no classification. */
type Agreement = 'none' | 'group' | 'subclass' | 'other';
const agreement = (a: string[], b: string[]): Agreement => {
  if (classSubclasses(a).size === 0 || classSubclasses(b).size === 0) return 'none';
  if (otherSubclass(a, b)) return 'other';
  const ga = groups(a);
  return [...groups(b)].some((g) => ga.has(g)) ? 'group' : 'subclass';
};
const agreements: Record<'random' | 'examiner' | 'examinerAll', Agreement[]> = {
  random: [],
  examiner: [],
  examinerAll: [],
};
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
  const own = classificationsOf(g);
  agreements.random.push(...sample.map((d) => agreement(own, classificationsOf(d))));
  agreements.examiner.push(...examiner.map((d) => agreement(own, classificationsOf(d))));
  // Every cited patent the corpus holds, dated or not: the examiner's art as classified.
  agreements.examinerAll.push(
    ...g.citedPatents
      .map((n) => docs[service.idOf.get(n) ?? -1])
      .filter((d) => d)
      .map((d) => agreement(own, classificationsOf(d))),
  );
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
    const classed = agreement(own, classificationsOf(c));
    const pass = inPatentField(cos, rare) && !classificationGate(g, c, rare) ? 'in field' : 'outside';
    over.push(
      `${cos.toFixed(3)} ${rare} ${pass} ${classed} US${g.number} ${g.title} [${[...classSubclasses(own)].join(' ')}] ← ` +
        `US${c.patentNumber} ${c.title} [${[...classSubclasses(classificationsOf(c))].join(' ')}]`,
    );
  });
}
console.log(`random documents n=${random.length}, cited n=${cited.length}, over the floor n=${over.length}`);
const cosines = random.map(([c]) => c);
for (const p of [90, 95, 98, 99]) console.log(`random p${p}: ${pct(cosines, p).toFixed(3)}`);
console.log(
  `cited (cosine, shared rare terms): ${cited.map((p) => `${p[0].toFixed(3)}/${rareOf(p)}`).join(', ')}`,
);
const share = (xs: Pair[], keep: (p: Pair) => boolean) => {
  const n = xs.filter(keep).length;
  return `${(n / Math.max(1, xs.length)).toFixed(3)} (${n})`;
};
const kept = (keep: (p: Pair) => boolean) =>
  `random kept ${share(random, keep)}, cited kept ${share(cited, keep)}`;
for (const f of [0.6, 0.65, 0.7, 0.75]) console.log(`cosine ${f} alone: ${kept(([c]) => c >= f)}`);
for (const rare of [3.5, 4, 4.5, 5])
  for (const low of [0.4, 0.45, 0.5, 0.55])
    for (const k of [2, 3, 4])
      console.log(
        `cosine ${FIELD_COSINE}, or ${low} with ${k} terms of IDF ${rare}: ` +
          kept((p) => p[0] >= FIELD_COSINE || (p[0] >= low && rareOf(p, rare) >= k)),
      );
// A shared rare term even over FIELD_COSINE (FIELD_RARE_MIN): the cosine alone keeps "optics" for optics.
for (const rare of [4, 4.5, 5])
  for (const k of [1, 2])
    console.log(
      `cosine ${FIELD_COSINE} with ${k} terms of IDF ${rare}, or ${FIELD_COSINE_LOW} with ${FIELD_RARE_SHARED} of ${FIELD_RARE_IDF}: ` +
        kept(
          (p) =>
            (p[0] >= FIELD_COSINE && rareOf(p, rare) >= k) ||
            (p[0] >= FIELD_COSINE_LOW && rareOf(p) >= FIELD_RARE_SHARED),
        ),
    );
const rule =
  `cosine ${FIELD_COSINE} with ${FIELD_RARE_MIN} term, or ${FIELD_COSINE_LOW} with ${FIELD_RARE_SHARED} terms, ` +
  `of IDF ${FIELD_RARE_IDF}`;
console.log(`the rule (${rule}): ${kept((p) => inPatentField(p[0], rareOf(p)))}`);
/** Whether the subclass gate drops a pair (classificationGate: not over FIELD_RARE_SHARED rare terms). */
const gateDrops = (p: Pair, a: Agreement, rare = FIELD_RARE_IDF) =>
  a === 'other' && rareOf(p, rare) < FIELD_RARE_SHARED;
const gated = random.filter((p, i) => inPatentField(p[0], rareOf(p)) && !gateDrops(p, agreements.random[i]));
const cosineGated = random.filter((p, i) => p[0] >= FIELD_COSINE && !gateDrops(p, agreements.random[i]));
// The rule with rare terms at IDF 4 (the OLED/LCD pair's "seal" is at 4.49), with and without the gate.
const at4 = (p: Pair) => inPatentField(p[0], rareOf(p, 4));
const at4Gated = random.filter((p, i) => at4(p) && !gateDrops(p, agreements.random[i], 4));
console.log(
  `the rule and the subclass gate: random kept ${gated.length} of ${random.length}; ` +
    `cosine ${FIELD_COSINE} alone and the gate: ${cosineGated.length}; ` +
    `the rule at IDF 4: ${random.filter(at4).length}, with the gate ${at4Gated.length}`,
);
// What the gate changes: pairs the rule keeps that it drops, and on how many pairs it applies (both classified).
for (const [k, xs, agreed] of [
  ['random', random, agreements.random],
  ['cited', cited, agreements.examiner],
] as const) {
  const rule = xs.filter((p) => inPatentField(p[0], rareOf(p)));
  const dropped = xs.filter((p, i) => inPatentField(p[0], rareOf(p)) && gateDrops(p, agreed[i]));
  console.log(
    `the gate on ${k} pairs: applies to ${agreed.filter((a) => a !== 'none').length} of ${xs.length}; ` +
      `the rule keeps ${rule.length}, the gate drops ${dropped.length} of them`,
  );
}
for (const [k, xs] of Object.entries(agreements)) {
  const n = (a: Agreement) => xs.filter((x) => x === a).length;
  const both = xs.length - n('none');
  console.log(
    `classification, ${k} pairs n=${xs.length}: both classified ${both}; same main group ${n('group')}, ` +
      `same subclass (main group or not) ${n('group') + n('subclass')}, another subclass ${n('other')} ` +
      `(${(n('other') / Math.max(1, both)).toFixed(3)} of the classified pairs)`,
  );
}
console.log(
  `over the floor (cosine, shared rare terms, classification agreement):\n${over.sort().reverse().join('\n')}`,
);
