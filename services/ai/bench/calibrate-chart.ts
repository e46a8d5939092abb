// Calibrates the chart labels' two thresholds (issue 23) on the labelled element/passage pairs of chart-labels.json:
// precision and recall of "disclosed" for the term signal alone (the rule before) and for both signals, over a sweep.
// `TSX_TSCONFIG_PATH=services/ai/tsconfig.tsx.json tsx services/ai/bench/calibrate-chart.ts`
import { TERM_THRESHOLD } from '../src/engine/claim-chart.js';
import { POSSIBLY_THRESHOLD, SEMANTIC_THRESHOLD } from '../src/engine/chart-evidence.js';
import { sharedEmbedder } from '../src/engine/embeddings.js';
import { pairSignals, readLabels, resolvePairs, loadGrants, grantWeights } from './chart-labels.js';

const grants = loadGrants();
const pairs = resolvePairs(readLabels(), grants);
const signals = await pairSignals(pairs, grantWeights(grants), sharedEmbedder());
const pr = (predict: (s: (typeof signals)[number]) => boolean) => {
  const tp = signals.filter((s) => predict(s) && s.label === 1).length;
  const fp = signals.filter((s) => predict(s) && s.label === 0).length;
  const fn = signals.filter((s) => !predict(s) && s.label === 1).length;
  return { precision: tp / Math.max(1, tp + fp), recall: tp / Math.max(1, tp + fn), tp, fp };
};
const fmt = (r: ReturnType<typeof pr>) =>
  `precision ${r.precision.toFixed(3)} recall ${r.recall.toFixed(3)} (${r.tp} right, ${r.fp} wrong)`;
console.log(`${pairs.length} pairs, ${pairs.filter((p) => p.label === 1).length} positives`);
console.log(
  `term ≥ 0.6 alone, 2 distinctive terms (the threshold before issue 23): ${fmt(pr((s) => s.termMatchAt(0.6)))}`,
);
for (const term of [0.5, 0.6, 0.7, 0.8])
  for (const sem of [0.4, 0.5, 0.6])
    console.log(
      `term ≥ ${term}, cosine ≥ ${sem}: ${fmt(pr((s) => s.termMatchAt(term) && s.semantic >= sem))}`,
    );
for (const term of [0.7, 0.8])
  console.log(`term ≥ ${term} alone (no embeddings): ${fmt(pr((s) => s.termMatchAt(term)))}`);
for (const sem of [0.4, 0.5, 0.6]) console.log(`cosine ≥ ${sem} alone: ${fmt(pr((s) => s.semantic >= sem))}`);
// Meaning compensating for other words: the shipped rule, or fewer shared terms with a higher cosine.
const shipped = (s: (typeof signals)[number]) =>
  s.termMatchAt(TERM_THRESHOLD) && s.semantic >= SEMANTIC_THRESHOLD;
for (const [term, sem] of [
  [0.6, 0.65],
  [0.6, 0.7],
  [0.6, 0.75],
  [0.5, 0.7],
] as const)
  console.log(
    `shipped, or term ≥ ${term} and cosine ≥ ${sem}: ${fmt(pr((s) => shipped(s) || (s.termMatchAt(term) && s.semantic >= sem)))}`,
  );
console.log(`shipped (term ≥ ${TERM_THRESHOLD}, cosine ≥ ${SEMANTIC_THRESHOLD}): ${fmt(pr(shipped))}`);
// "possibly" on the pairs without the term signal: how often it points at a passage that does describe the element.
const rest = signals.filter((s) => !shipped(s));
const possibly = (sem: number, terms: number) => {
  const hit = rest.filter((s) => s.semantic >= sem && s.matched >= terms);
  return `${hit.length} of ${rest.length} pairs, ${hit.filter((s) => s.label === 1).length} of them positives (of ${rest.filter((s) => s.label === 1).length})`;
};
for (const [sem, terms] of [
  [0.4, 0],
  [0.5, 1],
  [0.6, 1],
  [0.7, 1],
] as const)
  console.log(
    `"possibly" at cosine ≥ ${sem}${terms ? ' and a distinctive term' : ''}: ${possibly(sem, terms)}`,
  );
console.log(
  `shipped "possibly" (cosine ≥ ${POSSIBLY_THRESHOLD}, a distinctive term): ${possibly(POSSIBLY_THRESHOLD, 1)}`,
);
