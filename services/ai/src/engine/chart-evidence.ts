import {
  chartRow,
  TERM_THRESHOLD,
  termEvidence,
  type ChartRow,
  type Passage,
  type TermEvidence,
} from './claim-chart.js';
import type { ClaimElement } from './claim-elements.js';
import { cosineSimilarity, type Embedder, EMBEDDING_MODEL } from './embeddings.js';
import type { ChartedReference, PriorArtFindings } from './prior-art-chart.js';

/**
 * The semantic signal: cosine similarity of the element's and the passage's sentence embeddings at least this.
 * Calibrated with TERM_THRESHOLD on the labelled element/passage pairs of bench/chart-labels.json
 * (bench/calibrate-chart.ts; docs/benchmarks.md).
 */
export const SEMANTIC_THRESHOLD = 0.4;
/**
 * "possibly" (close in meaning, terms not enough): cosine at least this AND at least one distinctive term in common.
 * Cosine ≥ SEMANTIC_THRESHOLD alone labelled nearly every row of unrelated references (issue 23); calibrated on the
 * same labelled pairs (bench/calibrate-chart.ts).
 */
export const POSSIBLY_THRESHOLD = 0.6;
/** Passages per element compared by meaning: the best ones on the term signal. */
export const SHORTLIST_PER_ELEMENT = 2;
/**
 * Passages embedded per reference (the shortlists of the best-charted claim's elements first): bounds the model's
 * cost (about 1 ms a word on one core) so an analysis stays within its latency target.
 */
export const PASSAGES_PER_REFERENCE = 8;

/** How the labels were decided, as the chart states it. */
export const CHART_METHOD = `Local engine: "disclosed" when one passage both shares the element's distinctive terms (≥ ${Math.round(TERM_THRESHOLD * 100)}% of its IDF-weighted subject terms, at least 2) and is close in meaning (cosine ≥ ${SEMANTIC_THRESHOLD} between sentence embeddings, ${EMBEDDING_MODEL}) and shows the element's qualifiers (two ordinals when it names two items, "p type", numbers); "partly" = terms only; "possibly" = cosine ≥ ${POSSIBLY_THRESHOLD} with at least one distinctive term. Up to ${SHORTLIST_PER_ELEMENT} passages per element, ${PASSAGES_PER_REFERENCE} per reference, are compared by meaning.`;

/** One element/passage pair's signals and label: the same rule the charts use (the calibration reads it). */
export function judgePair(term: TermEvidence | undefined, semantic: number | null) {
  return {
    termMatch: term?.strong ?? false,
    semanticMatch: semantic !== null && semantic >= SEMANTIC_THRESHOLD,
    possibleMatch: semantic !== null && semantic >= POSSIBLY_THRESHOLD && (term?.matched ?? 0) >= 1,
  };
}

/** The passages to embed for one reference: each row's shortlist, the best-charted claim first, up to the cap. */
function shortlists(
  ref: ChartedReference,
  elementsOf: (claim: number) => ClaimElement[],
  weights: NonNullable<PriorArtFindings['weights']>,
) {
  const charts = [...ref.charts].sort(
    (a, b) => Number(b.claim === ref.bestClaim) - Number(a.claim === ref.bestClaim),
  );
  const perRow = new Map<ChartRow, TermEvidence[]>();
  for (const c of charts)
    for (const row of c.rows)
      perRow.set(
        row,
        termEvidence(elementsOf(c.claim)[row.elementIndex], ref.passages, weights).slice(
          0,
          SHORTLIST_PER_ELEMENT,
        ),
      );
  const chosen = new Set<Passage>();
  // Round-robin over the rows (first choices of every row before second ones) until the cap.
  for (let k = 0; k < SHORTLIST_PER_ELEMENT; k++)
    for (const list of perRow.values())
      if (list[k] && chosen.size < PASSAGES_PER_REFERENCE) chosen.add(list[k].p);
  return { charts, perRow, chosen: [...chosen] };
}

/**
 * Decides the labels of the shown references' chart rows with both signals (issue 23): for each element, among the
 * passages shortlisted on the term signal, the one with the strongest evidence (both signals, else one, then the
 * larger sum of each signal over its threshold) is quoted with where it is. Without a model every row keeps its
 * term-only label (at most "partly") and the method says so; novelty then reads no "disclosed" row.
 */
export async function confirmCharts(
  findings: PriorArtFindings,
  embedder: Embedder | null,
): Promise<PriorArtFindings> {
  const weights = findings.weights;
  if (!embedder || !weights || findings.shown.length === 0 || !(await embedder.available())) return findings;
  const elementsOf = (claim: number) => findings.claims.find((c) => c.claim === claim)?.elements ?? [];
  const plans = findings.shown.map((ref) => ({ ref, ...shortlists(ref, elementsOf, weights) }));
  const elements = findings.claims.flatMap((c) => c.elements.map((e) => ({ claim: c.claim, e })));
  const vectors = await embedder.embed([
    ...elements.map(({ e }) => ({ key: 'claim element', text: e.text })),
    ...plans.flatMap(({ ref, chosen }) =>
      chosen.map((p) => ({ key: ref.candidate.patentNumber, text: p.text })),
    ),
  ]);
  if (!vectors) return findings;
  const elementVector = new Map<ClaimElement, Float32Array>(elements.map(({ e }, i) => [e, vectors[i]]));
  let at = elements.length;
  const shown = plans.map(({ ref, perRow, chosen }) => {
    const passageVector = new Map(chosen.map((p) => [p, vectors[at++]]));
    const charts = ref.charts.map((c) => {
      const rows = c.rows.map((row) => {
        const element = elementsOf(c.claim)[row.elementIndex];
        const ev = elementVector.get(element);
        const options = (perRow.get(row) ?? []).map((t) => {
          const pv = passageVector.get(t.p);
          const semantic = ev && pv ? cosineSimilarity(ev, pv) : null;
          const { termMatch, semanticMatch, possibleMatch } = judgePair(t, semantic);
          const strength =
            Number(termMatch) +
            Number(termMatch ? semanticMatch : possibleMatch) +
            (t.score / TERM_THRESHOLD + (semantic ?? 0) / SEMANTIC_THRESHOLD) / 100;
          return { t, semantic, semanticMatch, possibleMatch, strength };
        });
        const best = options.sort((a, b) => b.strength - a.strength)[0];
        return best
          ? chartRow(element, row.elementIndex, best.t, best.semantic, best.semanticMatch, best.possibleMatch)
          : row;
      });
      return { ...c, rows };
    });
    const best = charts.find((c) => c.claim === ref.bestClaim);
    return { ...ref, charts, disclosed: best?.rows.filter((r) => r.disclosed).length ?? 0 };
  });
  return { ...findings, shown, search: { ...findings.search, chartMethod: CHART_METHOD } };
}
