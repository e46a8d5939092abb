import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_MESSAGES } from '@patent-hub/contracts';
import { createLibraryTestDb, type LibraryTestDb } from '../../test/support/library-db.js';
import { savedPatentPayload, uniqueUser } from '../../test/support/fixtures.js';
import { createLibrarySut } from '../../test/support/library-sut.js';
import { CollectionsController } from './collections.controller.js';

describe(CollectionsController.name, () => {
  let testDb: LibraryTestDb;
  let lib: ReturnType<typeof createLibrarySut>;
  let sut: CollectionsController;

  beforeAll(async () => {
    testDb = await createLibraryTestDb();
    lib = createLibrarySut(testDb.db);
    sut = lib.collections;
  });
  afterAll(() => testDb?.close());

  const savePatent = async (userId: string, patentNumber: string) =>
    (await lib.saved.save({ userId, patent: savedPatentPayload({ patentNumber }) })).data;

  it('returns the new collection with no patents and a trimmed name', async () => {
    const userId = uniqueUser();
    const { data } = await sut.create({
      userId,
      collection: { name: '  Lidar  ', description: 'Ranging prior art' },
    });
    expect(data).toMatchObject({
      name: 'Lidar',
      description: 'Ranging prior art',
      patentIds: [],
      patentCount: 0,
    });
    expect((await sut.list({ userId })).data.map((c) => c.id)).toEqual([data.id]);
  });

  it.each([
    [{ name: '' }, COLLECTION_MESSAGES.nameRequired],
    [{ name: '   ' }, COLLECTION_MESSAGES.nameRequired],
    [{}, COLLECTION_MESSAGES.nameRequired],
    [{ name: 'x'.repeat(101) }, COLLECTION_MESSAGES.nameTooLong],
    [{ name: 'ok', description: 'x'.repeat(501) }, COLLECTION_MESSAGES.descriptionTooLong],
  ])('rejects %j with the §5 message', (collection, message) => {
    expect(() => sut.create({ userId: uniqueUser(), collection })).toThrow(
      expect.objectContaining({
        code: 'VALIDATION',
        details: { issues: [expect.objectContaining({ message })] },
      }),
    );
  });

  it('accepts a name of exactly 100 and a description of exactly 500 characters', async () => {
    const { data } = await sut.create({
      userId: uniqueUser(),
      collection: { name: 'n'.repeat(100), description: 'd'.repeat(500) },
    });
    expect(data.name).toHaveLength(100);
  });

  it('adds saved patents once each, in order, and counts them', async () => {
    const userId = uniqueUser();
    const [a, b] = [await savePatent(userId, '7000001'), await savePatent(userId, '7000002')];
    const { data: c } = await sut.create({ userId, collection: { name: 'Mine' } });
    await sut.add({ userId, collectionId: c.id, patentId: b.id });
    await sut.add({ userId, collectionId: c.id, patentId: a.id });
    const { data } = await sut.add({ userId, collectionId: c.id, patentId: b.id });
    expect(data.patentIds).toEqual([b.id, a.id]);
    expect(data.patentCount).toBe(2);
    const removed = await sut.drop({ userId, collectionId: c.id, patentId: b.id });
    expect(removed.data.patentIds).toEqual([a.id]);
  });

  it('removes a deleted saved patent from every collection and keeps patents when a collection goes', async () => {
    const userId = uniqueUser();
    const p = await savePatent(userId, '7000003');
    const keep = await savePatent(userId, '7000004');
    const { data: c1 } = await sut.create({ userId, collection: { name: 'One' } });
    const { data: c2 } = await sut.create({ userId, collection: { name: 'Two' } });
    for (const c of [c1, c2])
      for (const s of [p, keep]) await sut.add({ userId, collectionId: c.id, patentId: s.id });
    await lib.saved.remove({ userId, id: p.id });
    expect((await sut.list({ userId })).data.map((c) => c.patentIds)).toEqual([[keep.id], [keep.id]]);
    await sut.remove({ userId, id: c1.id });
    expect((await lib.saved.list({ userId })).data.map((s) => s.id)).toEqual([keep.id]);
    expect((await sut.list({ userId })).data.map((c) => c.id)).toEqual([c2.id]);
  });

  it("answers NOT_FOUND for another user's collection or saved patent and changes nothing", async () => {
    const owner = uniqueUser();
    const other = uniqueUser();
    const mine = await savePatent(owner, '7000005');
    const { data: c } = await sut.create({ userId: owner, collection: { name: 'Private' } });
    const theirs = await savePatent(other, '7000006');
    const { data: otherC } = await sut.create({ userId: other, collection: { name: 'Theirs' } });
    const nf = { code: 'NOT_FOUND' };
    await expect(sut.update({ userId: other, id: c.id, changes: { name: 'x' } })).rejects.toMatchObject(nf);
    await expect(sut.remove({ userId: other, id: c.id })).rejects.toMatchObject(nf);
    await expect(sut.add({ userId: other, collectionId: c.id, patentId: theirs.id })).rejects.toMatchObject(
      nf,
    );
    await expect(
      sut.add({ userId: other, collectionId: otherC.id, patentId: mine.id }),
    ).rejects.toMatchObject(nf);
    await expect(
      sut.drop({ userId: other, collectionId: otherC.id, patentId: mine.id }),
    ).rejects.toMatchObject(nf);
    expect((await sut.list({ userId: owner })).data).toEqual([c]);
  });

  it('updates the name and clears the description', async () => {
    const userId = uniqueUser();
    const { data: c } = await sut.create({ userId, collection: { name: 'Old', description: 'text' } });
    const { data } = await sut.update({ userId, id: c.id, changes: { name: 'New', description: '' } });
    expect(data).toMatchObject({ name: 'New', description: null });
  });
});
