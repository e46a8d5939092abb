// Calibrates the chart labels (issue 23) on the labelled element/passage pairs of chart-labels.json: precision and
// recall of "disclosed" for the term signal over a sweep, what a sentence-embedding cosine (USE-lite) would add, and
// how often "partly" and a meaning-only label point at a passage that does describe the element.
// `TSX_TSCONFIG_PATH=services/ai/tsconfig.tsx.json tsx services/ai/bench/calibrate-chart.ts`
import { DISCLOSED_MATCHED_TERMS, TERM_THRESHOLD } from '../src/engine/claim-chart.js';
import { sharedEmbedder } from '../src/engine/embeddings.js';
import { pairSignals, readLabels, resolvePairs, loadGrants, grantWeights } from './chart-labels.js';

const grants = loadGrants();
const pairs = resolvePairs(readLabels(), grants);
const signals = await pairSignals(pairs, grantWeights(grants), sharedEmbedder());
type S = (typeof signals)[number];
const pr = (predict: (s: S) => boolean) => {
  const tp = signals.filter((s) => predict(s) && s.label === 1).length;
  const fp = signals.filter((s) => predict(s) && s.label === 0).length;
  const fn = signals.filter((s) => !predict(s) && s.label === 1).length;
  return { precision: tp / Math.max(1, tp + fp), recall: tp / Math.max(1, tp + fn), tp, fp };
};
const fmt = (r: ReturnType<typeof pr>) =>
  `precision ${r.precision.toFixed(3)} recall ${r.recall.toFixed(3)} (${r.tp} right, ${r.fp} wrong)`;
const positives = signals.filter((s) => s.label === 1).length;
console.log(`${pairs.length} pairs, ${positives} positives`);
for (const term of [0.6, 0.7, 0.8, 0.9])
  console.log(
    `term ≥ ${term} with ${DISCLOSED_MATCHED_TERMS} distinctive terms (all when fewer) and the qualifiers: ${fmt(pr((s) => s.termMatchAt(term)))}`,
  );
for (const sem of [0.4, 0.5, 0.6])
  console.log(
    `term ≥ ${TERM_THRESHOLD} and cosine ≥ ${sem} (the rule before): ${fmt(pr((s) => s.termMatchAt(TERM_THRESHOLD) && s.semantic >= sem))}`,
  );
for (const sem of [0.4, 0.6]) console.log(`cosine ≥ ${sem} alone: ${fmt(pr((s) => s.semantic >= sem))}`);
console.log(`shipped "disclosed" (the charts' rule): ${fmt(pr((s) => s.chartLabel === 'disclosed'))}`);
// The other labels on the pairs the rule does not call "disclosed": how often each points at a describing passage.
const rest = signals.filter((s) => s.chartLabel !== 'disclosed');
const share = (hit: S[]) =>
  `${hit.length} of ${rest.length} pairs, ${hit.filter((s) => s.label === 1).length} of them positives (of ${rest.filter((s) => s.label === 1).length})`;
console.log(`shipped "partly": ${share(rest.filter((s) => s.chartLabel === 'partly'))}`);
console.log(`shipped "not found": ${share(rest.filter((s) => s.chartLabel === 'not found'))}`);
for (const sem of [0.5, 0.6, 0.7])
  console.log(
    `a meaning-only label at cosine ≥ ${sem} and a distinctive term (the "possibly" before: 0.6): ${share(rest.filter((s) => s.semantic >= sem && s.matched >= 1))}`,
  );
