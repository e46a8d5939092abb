import { CollectionsRepository } from './collections/collections.repository.js';
import { CollectionsService } from './collections/collections.service.js';
import { DraftsRepository } from './drafts/drafts.repository.js';
import { DraftsService } from './drafts/drafts.service.js';
import { ExportsService } from './exports/exports.service.js';
import { SavedPatentsRepository } from './saved-patents/saved-patents.repository.js';
import { SavedPatentsService } from './saved-patents/saved-patents.service.js';
import { StatsService } from './stats/stats.service.js';

/** Every repository and service of the library; the module adds the database and the ai lookup. */
export const LIBRARY_PROVIDERS = [
  SavedPatentsRepository,
  SavedPatentsService,
  CollectionsRepository,
  CollectionsService,
  DraftsRepository,
  DraftsService,
  ExportsService,
  StatsService,
];
