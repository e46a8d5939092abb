import type { PriorArtItem } from './ai.js';

/**
 * What a shown reference rests on when its charted claim has no element disclosed, only partial matches (issue 23:
 * shown when half of the claim's substantive elements, at least 2, are partly matched, as US5131025's caller check
 * for US7643624). The panel and the report say it beside the similarity, which is term coverage, not a match.
 */
export const PARTIAL_MATCHES_ONLY = 'no element disclosed; partial matches only';

/** Whether the chart of the claim the similarity refers to has partial matches and no element disclosed. */
export function partialMatchesOnly(p: Pick<PriorArtItem, 'mappings' | 'chartClaim'>): boolean {
  const claim = p.chartClaim ?? p.mappings[0]?.claim;
  const rows = p.mappings.filter((m) => m.claim === claim);
  return !rows.some((m) => m.disclosed) && rows.some((m) => m.label === 'partly');
}
