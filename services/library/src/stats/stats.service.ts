import { Injectable } from '@nestjs/common';
import type { LibraryStats } from '@patent-hub/contracts';
import { CollectionsRepository } from '../collections/collections.repository.js';
import { SavedPatentsService } from '../saved-patents/saved-patents.service.js';

@Injectable()
export class StatsService {
  constructor(
    private readonly savedPatents: SavedPatentsService,
    private readonly collections: CollectionsRepository,
  ) {}

  /** SPEC §3: Analyses Run counts saved patents with hasAnalysis; Total Items = saved + collections. */
  async stats(userId: string): Promise<{ data: LibraryStats }> {
    const [{ data: saved }, collections] = await Promise.all([
      this.savedPatents.list(userId),
      this.collections.countByUser(userId),
    ]);
    const patentsSaved = saved.length;
    const analysesRun = saved.filter((p) => p.hasAnalysis).length;
    return { data: { patentsSaved, analysesRun, collections, totalItems: patentsSaved + collections } };
  }
}
