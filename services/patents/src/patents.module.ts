import { Module, type DynamicModule, type Provider } from '@nestjs/common';
import type { Client } from '@opensearch-project/opensearch';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PatentsConfig } from './config.js';
import { CorpusRepository } from './corpus/corpus.repository.js';
import { LegalTexts, patentDataDir } from './dates/legal-texts.js';
import { OdpClient } from './odp/odp-client.js';
import { OdpSearch } from './odp/odp-search.js';
import { LandscapeFactsController, LandscapeFactsRepository } from './patents/landscape-facts.controller.js';
import { PatentsController } from './patents/patents.controller.js';
import { PatentsRepository } from './patents/patents.repository.js';
import { PatentsService } from './patents/patents.service.js';
import { Bm25IndexHolder } from './search/bm25-index.holder.js';
import { OpenSearchBackend } from './search/opensearch/opensearch-search.backend.js';
import { PatentsIndexer } from './search/opensearch/patents-indexer.js';
import { SearchController } from './search/search.controller.js';
import { SearchRepository } from './search/search.repository.js';
import { EXACT_TOTAL_CAP, SearchService } from './search/search.service.js';

export interface PatentsModuleOptions {
  config: PatentsConfig;
  database: { db: NodePgDatabase };
  /** This replica's BM25 index (app.ts makes it, so the readiness route sees its load); one is made otherwise. */
  searchIndex?: Bm25IndexHolder;
  /** With SEARCH_BACKEND=opensearch: the cluster's client (app.ts makes it); no BM25 index is then made. */
  openSearch?: Client;
}

@Module({})
export class PatentsModule {
  static forRoot({ config, database, searchIndex, openSearch }: PatentsModuleOptions): DynamicModule {
    const db = database.db;
    // One client per process: the ODP allows one request in flight per key.
    const odp = config.USPTO_API_KEY
      ? new OdpClient({
          baseUrl: config.USPTO_API_BASE_URL,
          apiKey: config.USPTO_API_KEY,
          timeoutMs: config.ODP_TIMEOUT_MS,
        })
      : null;
    const odpSearch =
      odp && config.ODP_SEARCH === 'on'
        ? new OdpSearch(odp, new CorpusRepository(db), {
            deadlineMs: config.ODP_SEARCH_DEADLINE_MS,
            limit: config.ODP_SEARCH_LIMIT,
          })
        : null;
    return {
      module: PatentsModule,
      controllers: [SearchController, PatentsController, LandscapeFactsController],
      providers: [
        { provide: LandscapeFactsRepository, useFactory: () => new LandscapeFactsRepository(db) },
        ...searchProviders(config, db, odpSearch, searchIndex, openSearch),
        {
          provide: PatentsService,
          useFactory: () =>
            new PatentsService(
              new PatentsRepository(db),
              new CorpusRepository(db),
              odp,
              LegalTexts.load(patentDataDir(config)),
            ),
        },
      ],
    };
  }
}

/** The search service over the configured backend: OpenSearch, or the embedded one with this replica's BM25 index. */
function searchProviders(
  config: PatentsConfig,
  db: NodePgDatabase,
  odpSearch: OdpSearch | null,
  searchIndex: Bm25IndexHolder | undefined,
  openSearch: Client | undefined,
): Provider[] {
  const repo = new SearchRepository(db);
  if (config.SEARCH_BACKEND === 'opensearch') {
    if (!openSearch)
      throw new Error('SEARCH_BACKEND=opensearch needs the OpenSearch client (app.ts makes it)');
    return [
      {
        provide: SearchService,
        useFactory: () =>
          new SearchService(
            repo,
            new OpenSearchBackend(openSearch, repo, { indexer: new PatentsIndexer(db, openSearch) }),
            EXACT_TOTAL_CAP,
            odpSearch,
          ),
      },
    ];
  }
  return [
    {
      provide: Bm25IndexHolder,
      useFactory: () => {
        const holder = searchIndex ?? new Bm25IndexHolder(db, config.BM25_REFRESH_MS);
        // Build the index while the service starts, so the first ranked search does not pay for it.
        void holder.current().catch(() => undefined);
        return holder;
      },
    },
    {
      provide: SearchService,
      useFactory: (index: Bm25IndexHolder) =>
        new SearchService(repo, index, EXACT_TOTAL_CAP, odpSearch, config.INDEX_WAIT_MS),
      inject: [Bm25IndexHolder],
    },
  ];
}
