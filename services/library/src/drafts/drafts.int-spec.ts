import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLibraryTestDb, type LibraryTestDb } from '../../test/support/library-db.js';
import { uniqueUser } from '../../test/support/fixtures.js';
import { createLibrarySut } from '../../test/support/library-sut.js';
import { DraftsController } from './drafts.controller.js';

describe(DraftsController.name, () => {
  let testDb: LibraryTestDb;
  let sut: DraftsController;

  beforeAll(async () => {
    testDb = await createLibraryTestDb();
    sut = createLibrarySut(testDb.db).drafts;
  });
  afterAll(() => testDb?.close());

  const draft = (overrides: Record<string, unknown> = {}) => ({
    id: '1732190000000',
    title: 'Self-cleaning solar panel',
    inventors: 'Ada Lovelace, Charles Babbage',
    abstract: '',
    background: 'Dust lowers output.',
    summary: '',
    detailedDescription: 'A wiper driven by thermal expansion.',
    claims: ['1. A panel comprising a wiper.'],
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:05:00.000Z',
    ...overrides,
  });

  it('returns the whole draft as stored when it is first saved', async () => {
    const userId = uniqueUser();
    const { data } = await sut.save({ userId, draft: draft() });
    expect(data).toEqual(draft());
  });

  it('replaces the draft on the next save and keeps its first createdAt', async () => {
    const userId = uniqueUser();
    await sut.save({ userId, draft: draft() });
    const { data } = await sut.save({
      userId,
      draft: draft({
        title: 'v2',
        claims: ['1. A', '2. B'],
        createdAt: '2030-01-01T00:00:00.000Z',
        updatedAt: '2026-11-20T11:00:00.000Z',
      }),
    });
    expect(data).toMatchObject({
      title: 'v2',
      claims: ['1. A', '2. B'],
      createdAt: '2026-11-20T10:00:00.000Z',
      updatedAt: '2026-11-20T11:00:00.000Z',
    });
    expect((await sut.list({ userId })).data).toHaveLength(1);
  });

  it('lists only the caller’s drafts, most recently updated first', async () => {
    const userId = uniqueUser();
    await sut.save({ userId, draft: draft({ id: 'a', updatedAt: '2026-11-20T09:00:00.000Z' }) });
    await sut.save({ userId, draft: draft({ id: 'b', updatedAt: '2026-11-20T12:00:00.000Z' }) });
    await sut.save({ userId: uniqueUser(), draft: draft({ id: 'c' }) });
    expect((await sut.list({ userId })).data.map((d) => d.id)).toEqual(['b', 'a']);
  });

  it('keeps drafts with the same id apart per user', async () => {
    const [alice, bob] = [uniqueUser(), uniqueUser()];
    await sut.save({ userId: alice, draft: draft({ title: 'Alice' }) });
    await sut.save({ userId: bob, draft: draft({ title: 'Bob' }) });
    expect((await sut.list({ userId: alice })).data[0].title).toBe('Alice');
  });

  it('deletes the caller’s draft and answers NOT_FOUND for a missing or another user’s one', async () => {
    const [alice, bob] = [uniqueUser(), uniqueUser()];
    await sut.save({ userId: alice, draft: draft({ id: 'a' }) });
    await sut.save({ userId: alice, draft: draft({ id: 'b' }) });
    await sut.save({ userId: bob, draft: draft({ id: 'a' }) });
    await expect(sut.remove({ userId: alice, id: 'a' })).resolves.toEqual({
      data: { id: 'a', deleted: true },
    });
    expect((await sut.list({ userId: alice })).data.map((d) => d.id)).toEqual(['b']);
    expect((await sut.list({ userId: bob })).data.map((d) => d.id)).toEqual(['a']);
    await expect(sut.remove({ userId: alice, id: 'a' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(sut.remove({ userId: bob, id: 'b' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('rejects a draft without an id, naming the field', () => {
    expect(() => sut.save({ userId: uniqueUser(), draft: draft({ id: '' }) })).toThrow(
      expect.objectContaining({ code: 'VALIDATION', field: 'draft.id' }),
    );
  });
});
