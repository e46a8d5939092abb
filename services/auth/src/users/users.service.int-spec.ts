import { fileURLToPath } from 'node:url';
import { RpcError } from '@patent-hub/contracts';
import { createDatabase, type Database } from '@patent-hub/service-kit';
import { createTestDatabase, type TestDatabase } from '@patent-hub/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UsersRepository } from './users.repository.js';
import { UsersService } from './users.service.js';

describe(UsersService.name, () => {
  let testDb: TestDatabase;
  let database: Database;
  let sut: UsersService;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    database = await createDatabase({
      url: testDb.url,
      schema: 'auth',
      max: 2,
      migrationsFolder: fileURLToPath(new URL('../../drizzle', import.meta.url)),
    });
    sut = new UsersService(new UsersRepository(database.db));
  });
  afterAll(async () => {
    await database?.close();
    await testDb?.drop();
  });

  const profile = {
    email: 'grace@example.com',
    firstName: 'Grace',
    lastName: 'Hopper',
    profileImageUrl: null,
  };

  it('returns the same id and createdAt for the same issuer and subject, with the latest profile', async () => {
    const first = await sut.upsert({ issuer: 'https://idp.example', subject: 'u-1', ...profile });
    const second = await sut.upsert({
      issuer: 'https://idp.example',
      subject: 'u-1',
      ...profile,
      firstName: 'Amazing Grace',
    });
    expect(second.id).toBe(first.id);
    expect(second.createdAt).toBe(first.createdAt);
    expect(second.firstName).toBe('Amazing Grace');
    expect(await sut.get(first.id)).toEqual(second);
  });

  it('returns different users for the same subject at different issuers', async () => {
    const a = await sut.upsert({ issuer: 'https://a.example', subject: 'same', ...profile });
    const b = await sut.upsert({ issuer: 'https://b.example', subject: 'same', ...profile });
    expect(a.id).not.toBe(b.id);
  });

  it('throws NOT_FOUND for an unknown id', async () => {
    await expect(sut.get('00000000-0000-5000-8000-000000000000')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(sut.get('nope')).rejects.toBeInstanceOf(RpcError);
  });

  it('keeps users in the auth schema', async () => {
    const { rows } = await database.pool.query(
      "select count(*)::int as n from information_schema.tables where table_schema = 'auth' and table_name = 'users'",
    );
    expect(rows[0].n).toBe(1);
  });
});
