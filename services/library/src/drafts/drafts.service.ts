import { Injectable } from '@nestjs/common';
import { RpcError, type DeletedResult, type PatentDraft, type PatentDraftInput } from '@patent-hub/contracts';
import { DraftsRepository, type DraftRow } from './drafts.repository.js';

function toDraft(row: DraftRow): PatentDraft {
  const { userId: _owner, createdAt, updatedAt, ...rest } = row;
  return { ...rest, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}

@Injectable()
export class DraftsService {
  constructor(private readonly repo: DraftsRepository) {}

  /** The browser keeps its own timestamps; they are stored as given, else the server's clock. */
  async save(userId: string, input: PatentDraftInput): Promise<{ data: PatentDraft }> {
    const { createdAt, updatedAt, ...rest } = input;
    const row = await this.repo.upsert(userId, {
      ...rest,
      createdAt: createdAt ? new Date(createdAt) : undefined,
      updatedAt: updatedAt ? new Date(updatedAt) : undefined,
    });
    return { data: toDraft(row) };
  }

  async list(userId: string): Promise<{ data: PatentDraft[] }> {
    return { data: (await this.repo.listByUser(userId)).map(toDraft) };
  }

  /** Another user's draft answers NOT_FOUND, like a missing one. */
  async remove(userId: string, id: string): Promise<DeletedResult> {
    if (!(await this.repo.delete(userId, id))) throw RpcError.notFound('Draft not found');
    return { data: { id, deleted: true } };
  }
}
