// Test helper: the library's controllers wired by hand over a real database (no transport).
import { CollectionsController } from '../../src/collections/collections.controller.js';
import { CollectionsRepository } from '../../src/collections/collections.repository.js';
import { CollectionsService } from '../../src/collections/collections.service.js';
import type { LibraryDb } from '../../src/db/database.token.js';
import { DraftsController } from '../../src/drafts/drafts.controller.js';
import { DraftsRepository } from '../../src/drafts/drafts.repository.js';
import { DraftsService } from '../../src/drafts/drafts.service.js';
import { ExportsController } from '../../src/exports/exports.controller.js';
import { ExportsService } from '../../src/exports/exports.service.js';
import { AnalysisLookup } from '../../src/saved-patents/analysis-lookup.js';
import { SavedPatentsController } from '../../src/saved-patents/saved-patents.controller.js';
import { SavedPatentsRepository } from '../../src/saved-patents/saved-patents.repository.js';
import { SavedPatentsService } from '../../src/saved-patents/saved-patents.service.js';
import { StatsController } from '../../src/stats/stats.controller.js';
import { StatsService } from '../../src/stats/stats.service.js';

/** Answers from a fixed set of analysed numbers, and counts its calls. */
export class FakeAnalysisLookup extends AnalysisLookup {
  analysed = new Set<string>();
  calls: string[][] = [];
  async hasAnalyses(_userId: string, patentNumbers: string[]) {
    this.calls.push(patentNumbers);
    return new Set(patentNumbers.filter((n) => this.analysed.has(n)));
  }
}

export function createLibrarySut(db: LibraryDb) {
  const analyses = new FakeAnalysisLookup();
  const savedRepo = new SavedPatentsRepository(db);
  const collectionsRepo = new CollectionsRepository(db);
  const savedService = new SavedPatentsService(savedRepo, analyses);
  const collectionsService = new CollectionsService(collectionsRepo, savedRepo);
  return {
    analyses,
    saved: new SavedPatentsController(savedService),
    collections: new CollectionsController(collectionsService),
    drafts: new DraftsController(new DraftsService(new DraftsRepository(db))),
    stats: new StatsController(new StatsService(savedService, collectionsRepo)),
    exports: new ExportsController(new ExportsService(savedRepo, collectionsRepo, collectionsService)),
  };
}
