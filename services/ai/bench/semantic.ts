// The shipped prior-art retrieval (retrievePriorArt: fused pool + semantic re-rank) over the bench's in-process index.
import { retrievePriorArt, type PriorArtOptions } from '../src/analysis/prior-art.retriever.js';
import type { PatentForAnalysis } from '../src/engine/types.js';
import type { ServiceIndex } from './retrieval.js';

/** A bench query as the retriever sees a patent: one text query (no claims), `exclude` left out of the results. */
export function queryPatent(text: string, exclude: string[]): PatentForAnalysis {
  return {
    number: exclude[0] ?? '',
    familyNumbers: exclude.slice(1),
    title: text,
    abstract: '',
    description: '',
    claims: [],
    earliestDate: null,
    cpc: [],
  };
}

/** Top `limit` patent numbers from retrievePriorArt for one text query. */
export async function retrieverRank(
  service: ServiceIndex,
  text: string,
  exclude: string[],
  options: PriorArtOptions & { limit: number },
): Promise<string[]> {
  return (await retrievePriorArt(service, queryPatent(text, exclude), options)).map((c) => c.patentNumber);
}

/** Known-item rank: within the re-ranked pool, else the lexical rank beyond it (top 100). */
export async function knownItemRank(
  service: ServiceIndex,
  text: string,
  target: string,
  options: PriorArtOptions & { pool: number },
): Promise<number> {
  const top = await retrieverRank(service, text, [], { ...options, limit: options.pool });
  const k = top.indexOf(target);
  return k >= 0 ? k : service.rank(text, 100, []).indexOf(target);
}
