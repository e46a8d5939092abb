// Diagnosis of the cited patents the analysis does not show (issue 23): for each XML grant whose references of record
// the corpus holds before its cut-off, the cited patent's card, its rank in the analysis' pool, its chart against the
// best claim and which gate keeps it out (floor, element matches, element evidence, shared terms, field test); then
// the first-cited rank under variants of the fusion of the queries (title + abstract, each independent claim).
// `TSX_TSCONFIG_PATH=services/ai/tsconfig.tsx.json tsx services/ai/bench/cited-gates.ts`
import { filingDateTest } from '@patent-hub/contracts';
import { fieldAgreement, PRIOR_ART_POOL } from '../src/analysis/prior-art.retriever.js';
import { parseClaims } from '../src/engine/claims-parser.js';
import { sharedEmbedder } from '../src/engine/embeddings.js';
import {
  chartCandidates,
  chartPriorArt,
  clearsFloor,
  disclosedNeeded,
  hasElementEvidence,
  outsideFieldReason,
  queryTerms,
  RELEVANCE_FLOOR,
  SHARED_TERMS,
  type ChartedReference,
} from '../src/engine/prior-art-chart.js';
import { patentDataDir, withServiceDates } from '../test/support/uspto-xml-reader.js';
import { loadCorpus } from './corpus.js';
import { benchSearch, examinerCited, extend, firstRank } from './evidence.js';
import { ServiceIndex } from './retrieval.js';

const { docs, grants } = loadCorpus(patentDataDir());
const service = new ServiceIndex(docs);
const search = benchSearch(service, docs, grants);
const cards = new Map(docs.map((d) => [d.patentNumber, d]));

/** The gates of clearsFloor a charted reference fails, in words. */
const failedGates = (r: ChartedReference) =>
  [
    r.relevance < RELEVANCE_FLOOR && `floor (${r.relevance} < ${RELEVANCE_FLOOR})`,
    r.termMatched < disclosedNeeded(r.elements) &&
      `elements matched on their terms ${r.termMatched} < ${disclosedNeeded(r.elements)}`,
    r.onlyOneTerm && 'only one-term elements',
    r.substantiveMatched === 0 && 'no substantive match',
    !hasElementEvidence(r) &&
      `element evidence (disclosed ${r.substantiveDisclosed}, partly ${r.substantivePartly} of ${r.substantiveElements})`,
    r.sharedTerms < Math.min(SHARED_TERMS, r.claimTerms) &&
      `shared terms ${r.sharedTerms} of ${r.claimTerms}`,
  ].filter((x): x is string => !!x);

/** Fusion variants: the weight of the title + abstract list and of each of the k claim lists. */
const variants: Record<string, (k: number) => { abstract: number; claim: number }> = {
  'shipped (every query weighs 1)': () => ({ abstract: 1, claim: 1 }),
  'abstract weighs as all claims together': (k) => ({ abstract: 1, claim: 1 / Math.max(1, k) }),
  'title + abstract only': () => ({ abstract: 1, claim: 0 }),
  'claims only': () => ({ abstract: 0, claim: 1 }),
};

const cases = grants.flatMap((raw) => {
  const g = withServiceDates(raw);
  const cutoff = g.cutoff?.date ?? g.earliestDate;
  if (!cutoff) return [];
  const wanted = raw.citedPatents.filter((c) => (cards.get(c)?.date ?? '9') < cutoff);
  return wanted.length > 0 ? [{ g, cutoff, wanted, examiner: examinerCited(raw.citations) }] : [];
});
const ranks = new Map(Object.keys(variants).map((v) => [v, [] as number[]]));
for (const { g, cutoff, wanted, examiner } of cases) {
  const test = filingDateTest({ before: cutoff, byFilingDate: true });
  const claims = parseClaims(g.claims).filter((c) => c.independent);
  const lists = [`${g.title}. ${g.abstract}`, ...claims.map((c) => c.text)].map((q) =>
    service.rank(q, 100, [g.number], undefined, cutoff, true, test),
  );
  const counts = await search.corpusCounts!({ before: cutoff, patentNumber: g.number, terms: queryTerms(g) });
  const ordered = async (weights: { abstract: number; claim: number }) => {
    const fused = new Map<string, number>();
    lists.forEach((list, i) =>
      list.forEach((n, rank) =>
        fused.set(n, (fused.get(n) ?? 0) + (i === 0 ? weights.abstract : weights.claim) / (60 + rank + 1)),
      ),
    );
    const deep = [...fused].filter(([, s]) => s > 0).sort((a, b) => b[1] - a[1]);
    const pool = deep.slice(0, PRIOR_ART_POOL).map(([n]) => ({ ...cards.get(n)!, score: 0 }));
    const texts = await search.fullText!(pool.map((c) => c.patentNumber));
    const chartOrder = chartPriorArt(g, pool, texts, counts, { floor: 0, limit: pool.length }).shown;
    return {
      fused: deep.map(([n]) => n),
      after: extend(
        chartOrder.map((r) => r.candidate.patentNumber),
        deep.map(([n]) => n),
      ),
    };
  };
  const shipped = await ordered(variants['shipped (every query weighs 1)'](claims.length));
  for (const [name, w] of Object.entries(variants))
    ranks.get(name)!.push(firstRank((await ordered(w(claims.length))).after, new Set(wanted)));

  const fullTexts = await search.fullText!(wanted);
  const charted = chartCandidates(g, [], fullTexts, counts, {
    ofRecord: wanted.map((n) => ({ ...cards.get(n)!, score: 0 })),
  });
  const field = await fieldAgreement(sharedEmbedder(), g, charted.recordCharted);
  console.log(`\n=== US${g.number} (cut-off ${cutoff}) ${g.title}\n  abstract: ${g.abstract}`);
  console.log(`  claim 1: ${g.claims[0].text.replace(/\s+/g, ' ')}`);
  for (const n of wanted) {
    const d = cards.get(n)!;
    const r = charted.recordCharted.find((x) => x.candidate.patentNumber === n)!;
    console.log(
      `--- cites US${n} (${d.date}; ${examiner.has(n) ? 'cited by the examiner' : 'cited by other'}) ${d.title}`,
    );
    console.log(`  abstract: ${d.abstract}\n  CPC: ${d.cpc.join(' ') || 'none'}; full text: ${r.fullText}`);
    console.log(
      `  rank in the fused lists (0-based; each query's top 100): ${shipped.fused.indexOf(n)}; after the chart order: ${shipped.after.indexOf(n)}`,
    );
    console.log(
      `  relevance ${r.relevance} (claim ${r.bestClaim}, ${r.elements} elements); over the floor: ${clearsFloor(r, RELEVANCE_FLOOR)}`,
    );
    console.log(`  gates failed: ${failedGates(r).join('; ') || 'none'}`);
    console.log(
      `  field: cosine ${field?.get(n)?.toFixed(3) ?? 'unknown'}, rare terms ${JSON.stringify(r.fieldTerms)}: ${outsideFieldReason(g, r, field) ?? 'in the field'}`,
    );
    for (const row of r.charts.find((c) => c.claim === r.bestClaim)?.rows ?? [])
      console.log(
        `    [${row.label}] ${row.score.toFixed(2)} ${row.element.slice(0, 100)}\n      shares ${row.hits.join(', ') || '-'} of ${row.ownTerms.join(', ')} (${row.where || 'no passage'})`,
      );
  }
}
console.log(
  "\nfirst cited patent, 0-based rank after the chart order of the top 24 (-1: in no query's top 100):",
);
for (const [name, rs] of ranks) {
  const mrr = rs.reduce((s, k) => s + (k >= 0 ? 1 / (k + 1) : 0), 0) / Math.max(1, rs.length);
  const recall = rs.filter((k) => k >= 0 && k < 100).length / Math.max(1, rs.length);
  console.log(`  ${name}: ${rs.join(', ')}; recall@100 ${recall.toFixed(3)}, MRR ${mrr.toFixed(3)}`);
}
