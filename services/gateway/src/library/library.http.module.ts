import { Module } from '@nestjs/common';
import { CollectionsController } from './collections.controller.js';
import { DraftsController } from './drafts.controller.js';
import { SavedPatentsController } from './saved-patents.controller.js';
import { StatsController } from './stats.controller.js';

// The library's HTTP routes, each one RPC call. DraftsController comes before SavedPatentsController
// so /api/patents/drafts is not taken for PATCH/DELETE /api/patents/:id.
@Module({ controllers: [DraftsController, SavedPatentsController, CollectionsController, StatsController] })
export class LibraryHttpModule {}
