import { Module, type DynamicModule } from '@nestjs/common';
import { CollectionsController } from './collections/collections.controller.js';
import type { LibraryConfig } from './config.js';
import { LIBRARY_DB, type LibraryDb } from './db/database.token.js';
import { DraftsController } from './drafts/drafts.controller.js';
import { ExportsController } from './exports/exports.controller.js';
import { LIBRARY_PROVIDERS } from './library.providers.js';
import { AnalysisLookup } from './saved-patents/analysis-lookup.js';
import { AI_LOOKUP_TIMEOUT_MS, RpcAnalysisLookup } from './saved-patents/rpc-analysis-lookup.js';
import { SavedPatentsController } from './saved-patents/saved-patents.controller.js';
import { StatsController } from './stats/stats.controller.js';

@Module({})
export class LibraryModule {
  static forRoot(opts: { config: LibraryConfig; database: { db: unknown } }): DynamicModule {
    return {
      module: LibraryModule,
      controllers: [
        SavedPatentsController,
        CollectionsController,
        DraftsController,
        StatsController,
        ExportsController,
      ],
      providers: [
        { provide: LIBRARY_DB, useValue: opts.database.db as LibraryDb },
        { provide: AI_LOOKUP_TIMEOUT_MS, useValue: opts.config.LIBRARY_AI_LOOKUP_TIMEOUT_MS },
        { provide: AnalysisLookup, useClass: RpcAnalysisLookup },
        ...LIBRARY_PROVIDERS,
      ],
    };
  }
}
