import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { patentsEnvSchema } from '../src/config.js';
import { Bm25IndexHolder } from '../src/search/bm25-index.holder.js';
import { SearchRepository } from '../src/search/search.repository.js';
import { SearchService } from '../src/search/search.service.js';

/** How often the patents service looks for newly ingested patents (BM25_REFRESH_MS, its default unless set). */
export const BM25_REFRESH_MS = patentsEnvSchema.shape.BM25_REFRESH_MS.parse(process.env.BM25_REFRESH_MS);

/**
 * The search the benches run in their own process, the floor of the transport overhead: the patents service's
 * SearchService, looking for new patents as often as the service does (not before every ranked search, which
 * would add a SQL round trip the service does not make).
 */
export function inProcessSearch(db: NodePgDatabase): SearchService {
  return new SearchService(new SearchRepository(db), new Bm25IndexHolder(db, BM25_REFRESH_MS));
}
