import { Inject, Injectable } from '@nestjs/common';
import { eq, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { users, type UserRow } from '../db/schema.js';

export const AUTH_DB = Symbol('AUTH_DB');

/** A user as the identity provider describes them at sign-in. */
export interface UpsertUserInput {
  issuer: string;
  subject: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
}

@Injectable()
export class UsersRepository {
  constructor(@Inject(AUTH_DB) private readonly db: NodePgDatabase<any>) {}

  async upsert(id: string, input: UpsertUserInput): Promise<UserRow> {
    const values = {
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      profileImageUrl: input.profileImageUrl,
    };
    const [row] = await this.db
      .insert(users)
      .values({ id, issuer: input.issuer, subject: input.subject, ...values })
      .onConflictDoUpdate({
        target: [users.issuer, users.subject],
        set: { ...values, updatedAt: sql`now()` },
      })
      .returning();
    return row;
  }

  async findById(id: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }
}
