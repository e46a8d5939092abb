import { Injectable } from '@nestjs/common';
import { RpcError, type User } from '@patent-hub/contracts';
import type { UserRow } from '../db/schema.js';
import { userIdFor } from './user-id.js';
import { UsersRepository, type UpsertUserInput } from './users.repository.js';

const toUser = (row: UserRow): User => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  profileImageUrl: row.profileImageUrl,
  createdAt: row.createdAt.toISOString(),
});

@Injectable()
export class UsersService {
  constructor(private readonly repo: UsersRepository) {}

  /** Profile fields follow the identity provider on every sign-in; id and createdAt never change. */
  async upsert(input: UpsertUserInput): Promise<User> {
    return toUser(await this.repo.upsert(userIdFor(input.issuer, input.subject), input));
  }

  async get(userId: string): Promise<User> {
    const row = await this.repo.findById(userId);
    if (!row) throw RpcError.notFound('User not found');
    return toUser(row);
  }
}
