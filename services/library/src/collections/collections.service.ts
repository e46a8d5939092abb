import { Injectable } from '@nestjs/common';
import {
  RpcError,
  type Collection,
  type CreateCollectionInput,
  type DeletedResult,
  type UpdateCollectionInput,
} from '@patent-hub/contracts';
import { isUuid } from '../db/database.token.js';
import { SavedPatentsRepository } from '../saved-patents/saved-patents.repository.js';
import { CollectionsRepository, type CollectionRow } from './collections.repository.js';

const collectionNotFound = () => RpcError.notFound('Collection not found');

function toCollection(row: CollectionRow): Collection {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    patentIds: row.patentIds,
    patentCount: row.patentIds.length,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

@Injectable()
export class CollectionsService {
  constructor(
    private readonly repo: CollectionsRepository,
    private readonly savedPatents: SavedPatentsRepository,
  ) {}

  async list(userId: string): Promise<{ data: Collection[] }> {
    return { data: (await this.repo.listByUser(userId)).map(toCollection) };
  }

  async create(userId: string, input: CreateCollectionInput): Promise<{ data: Collection }> {
    return { data: toCollection(await this.repo.create(userId, input)) };
  }

  async update(userId: string, id: string, changes: UpdateCollectionInput): Promise<{ data: Collection }> {
    if (!isUuid(id) || !(await this.repo.update(userId, id, changes))) throw collectionNotFound();
    return this.get(userId, id);
  }

  async remove(userId: string, id: string): Promise<DeletedResult> {
    if (!isUuid(id) || !(await this.repo.delete(userId, id))) throw collectionNotFound();
    return { data: { id, deleted: true } };
  }

  async addPatent(userId: string, collectionId: string, patentId: string): Promise<{ data: Collection }> {
    await this.get(userId, collectionId);
    if (!isUuid(patentId) || !(await this.repo.addPatent(userId, collectionId, patentId))) {
      throw RpcError.notFound('Saved patent not found');
    }
    return this.get(userId, collectionId);
  }

  /** Both ids must be the user's; removing a saved patent that is not a member is a no-op. */
  async removePatent(userId: string, collectionId: string, patentId: string): Promise<{ data: Collection }> {
    await this.get(userId, collectionId);
    if (!isUuid(patentId) || !(await this.savedPatents.findById(userId, patentId))) {
      throw RpcError.notFound('Saved patent not found');
    }
    await this.repo.removePatent(userId, collectionId, patentId);
    return this.get(userId, collectionId);
  }

  async get(userId: string, id: string): Promise<{ data: Collection }> {
    const row = isUuid(id) ? await this.repo.findById(userId, id) : undefined;
    if (!row) throw collectionNotFound();
    return { data: toCollection(row) };
  }
}
