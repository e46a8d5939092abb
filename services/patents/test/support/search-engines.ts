import { Client } from '@opensearch-project/opensearch';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { OdpSearch } from '../../src/odp/odp-search.js';
import { Bm25IndexHolder } from '../../src/search/bm25-index.holder.js';
import { OpenSearchBackend } from '../../src/search/opensearch/opensearch-search.backend.js';
import { PatentsIndexer, type PatentsIndexerOptions } from '../../src/search/opensearch/patents-indexer.js';
import { SearchRepository } from '../../src/search/search.repository.js';
import { EXACT_TOTAL_CAP, SearchService } from '../../src/search/search.service.js';
import { type OpenSearchNode, startOpenSearchNode } from './opensearch-node.js';

export const ENGINES = ['embedded', 'opensearch'] as const;
export type Engine = (typeof ENGINES)[number];

let shared: Promise<{ node: OpenSearchNode; client: Client }> | null = null;
let users = 0;

/** One real OpenSearch node per test file (released by the last user), with a client for it. */
export async function useOpenSearch(): Promise<{ client: Client; url: string; release(): Promise<void> }> {
  users++;
  shared ??= startOpenSearchNode({ heapMb: 768 }).then((node) => ({
    node,
    client: new Client({ node: node.url }),
  }));
  const { client, node } = await shared;
  return {
    client,
    url: node.url,
    async release() {
      if (--users > 0 || !shared) return;
      const s = await shared;
      shared = null;
      await s.client.close();
      await s.node.stop();
    },
  };
}

/** A unique alias per test, so test files and tests never share an index. */
export const testAlias = (name: string) =>
  `patents-test-${name}-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * The search engines under one conformance suite: the same SearchService over the embedded backend, or over
 * OpenSearch after the indexer has brought `alias` up to date (sync() runs it again after a test changes rows).
 */
export function searchEngine(
  engine: Engine,
  db: NodePgDatabase,
  os: { client: Client; alias: string; indexer?: PatentsIndexerOptions },
) {
  const repo = new SearchRepository(db);
  const indexer = new PatentsIndexer(db, os.client, { ...os.indexer, alias: os.alias });
  return {
    repo,
    indexer,
    service(exactTotalCap = EXACT_TOTAL_CAP, odp: OdpSearch | null = null) {
      return engine === 'embedded'
        ? new SearchService(repo, new Bm25IndexHolder(db, 0), exactTotalCap, odp)
        : new SearchService(
            repo,
            new OpenSearchBackend(os.client, repo, { alias: os.alias, exactTotalCap, indexer }),
            exactTotalCap,
            odp,
          );
    },
    async sync() {
      if (engine === 'opensearch') await indexer.index();
    },
    /** Deletes every index this alias named (the database goes with the test's own). */
    async drop() {
      await os.client.indices.delete({ index: `${os.alias}-v*`, ignore_unavailable: true });
    },
  };
}
