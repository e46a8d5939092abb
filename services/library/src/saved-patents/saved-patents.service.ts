import { Injectable } from '@nestjs/common';
import {
  RpcError,
  type DeletedResult,
  type SavePatentInput,
  type SavePatentResult,
  type SavedPatent,
  type SavedPatentListItem,
  type UpdateSavedPatentInput,
} from '@patent-hub/contracts';
import { isUuid } from '../db/database.token.js';
import { AnalysisLookup } from './analysis-lookup.js';
import { toNewSavedPatent, toSavedPatent, toSavedPatentChanges } from './saved-patent.mapper.js';
import { SavedPatentsRepository } from './saved-patents.repository.js';

const notFound = () => RpcError.notFound('Saved patent not found');

@Injectable()
export class SavedPatentsService {
  constructor(
    private readonly repo: SavedPatentsRepository,
    private readonly analyses: AnalysisLookup,
  ) {}

  async save(userId: string, input: SavePatentInput): Promise<SavePatentResult> {
    const { row, created } = await this.repo.insertOrGet(userId, toNewSavedPatent(input));
    return { data: toSavedPatent(row), created };
  }

  async list(userId: string): Promise<{ data: SavedPatentListItem[] }> {
    const rows = await this.repo.listByUser(userId);
    const analysed = await this.analyses.hasAnalyses(
      userId,
      rows.map((r) => r.patentNumber),
    );
    return { data: rows.map((r) => ({ ...toSavedPatent(r), hasAnalysis: analysed.has(r.patentNumber) })) };
  }

  async get(userId: string, id: string): Promise<SavedPatent> {
    const row = isUuid(id) ? await this.repo.findById(userId, id) : undefined;
    if (!row) throw notFound();
    return toSavedPatent(row);
  }

  async update(userId: string, id: string, changes: UpdateSavedPatentInput): Promise<{ data: SavedPatent }> {
    const row = isUuid(id) ? await this.repo.update(userId, id, toSavedPatentChanges(changes)) : undefined;
    if (!row) throw notFound();
    return { data: toSavedPatent(row) };
  }

  async remove(userId: string, id: string): Promise<DeletedResult> {
    if (!isUuid(id) || !(await this.repo.delete(userId, id))) throw notFound();
    return { data: { id, deleted: true } };
  }
}
