import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLACEHOLDER_TEXTS, RpcError } from '@patent-hub/contracts';
import { createLibraryTestDb, type LibraryTestDb } from '../../test/support/library-db.js';
import { savedPatentPayload, uniqueUser } from '../../test/support/fixtures.js';
import { createLibrarySut } from '../../test/support/library-sut.js';
import { SavedPatentsController } from './saved-patents.controller.js';

describe(SavedPatentsController.name, () => {
  let testDb: LibraryTestDb;
  let lib: ReturnType<typeof createLibrarySut>;
  const countRows = async (userId: string) =>
    (
      await testDb.pool.query('select count(*)::int as n from library.saved_patents where user_id = $1', [
        userId,
      ])
    ).rows[0].n;

  beforeAll(async () => {
    testDb = await createLibraryTestDb();
    lib = createLibrarySut(testDb.db);
  });
  afterAll(() => testDb?.close());

  it('returns the stored record with a UUID and the §4 type when a patent is saved', async () => {
    const userId = uniqueUser();
    const { data, created } = await lib.saved.save({ userId, patent: savedPatentPayload() });
    expect(created).toBe(true);
    expect(data.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(data).toMatchObject({
      patentNumber: '10000000',
      type: 'utility',
      title: expect.stringContaining('LADAR'),
    });
    expect(data.inventorDetails[0]).toEqual({
      name: 'Joseph Marron',
      city: 'Manhattan Beach',
      state: 'CA',
      country: 'US',
    });
  });

  it('maps a non-granted status to the application type', async () => {
    const { data } = await lib.saved.save({
      userId: uniqueUser(),
      patent: savedPatentPayload({ status: 'Pending' }),
    });
    expect(data.type).toBe('application');
  });

  it('returns the existing record when the same number is saved again, in any spelling', async () => {
    const userId = uniqueUser();
    const first = await lib.saved.save({
      userId,
      patent: savedPatentPayload({ patentNumber: '10,000,000' }),
    });
    const again = await lib.saved.save({
      userId,
      patent: savedPatentPayload({ patentNumber: 'US 10000000', title: 'other' }),
    });
    expect(again.created).toBe(false);
    expect(again.data.id).toBe(first.data.id);
    expect(await countRows(userId)).toBe(1);
  });

  it('leaves one row when 50 saves of the same patent run at once', async () => {
    const userId = uniqueUser();
    const results = await Promise.all(
      Array.from({ length: 50 }, () => lib.saved.save({ userId, patent: savedPatentPayload() })),
    );
    expect(new Set(results.map((r) => r.data.id)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(await countRows(userId)).toBe(1);
  });

  it('leaves 50 rows when 50 different patents are saved at once', async () => {
    const userId = uniqueUser();
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        lib.saved.save({ userId, patent: savedPatentPayload({ patentNumber: String(11_000_000 + i) }) }),
      ),
    );
    expect(await countRows(userId)).toBe(50);
  });

  it('lists newest first with hasAnalysis from one batched lookup', async () => {
    const userId = uniqueUser();
    for (const n of ['9000001', '9000002', '9000003'])
      await lib.saved.save({ userId, patent: savedPatentPayload({ patentNumber: n }) });
    lib.analyses.analysed.add('9000002');
    lib.analyses.calls.length = 0;
    const { data } = await lib.saved.list({ userId });
    expect(data.map((p) => p.patentNumber)).toEqual(['9000003', '9000002', '9000001']);
    expect(data.map((p) => p.hasAnalysis)).toEqual([false, true, false]);
    expect(lib.analyses.calls).toEqual([['9000003', '9000002', '9000001']]);
  });

  it('updates notes and editable fields and keeps the rest', async () => {
    const userId = uniqueUser();
    const { data: saved } = await lib.saved.save({ userId, patent: savedPatentPayload() });
    const { data } = await lib.saved.update({
      userId,
      id: saved.id,
      changes: { notes: 'Check claim 3', title: 'Renamed' },
    });
    expect(data).toMatchObject({
      notes: 'Check claim 3',
      title: 'Renamed',
      assignee: 'Raytheon Company',
      patentNumber: '10000000',
    });
  });

  it('answers NOT_FOUND to another user, to a malformed id and to a deleted row', async () => {
    const owner = uniqueUser();
    const { data: saved } = await lib.saved.save({ userId: owner, patent: savedPatentPayload() });
    const other = uniqueUser();
    await expect(
      lib.saved.update({ userId: other, id: saved.id, changes: { notes: 'x' } }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(lib.saved.remove({ userId: other, id: saved.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(lib.saved.remove({ userId: owner, id: 'not-a-uuid' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await lib.saved.remove({ userId: owner, id: saved.id });
    await expect(lib.saved.remove({ userId: owner, id: saved.id })).rejects.toBeInstanceOf(RpcError);
    expect(await countRows(owner)).toBe(0);
  });

  it('rejects a payload without a patent number, naming the field', async () => {
    const call = () =>
      lib.saved.save({ userId: uniqueUser(), patent: savedPatentPayload({ patentNumber: '  ' }) });
    expect(call).toThrow(expect.objectContaining({ code: 'VALIDATION', field: 'patent.patentNumber' }));
  });

  // Issue 23: the patents service clears 'NULL' and 'None' abstracts; the library's own copy must not keep them.
  it('stores no abstract when a patent is saved or edited with a placeholder abstract', async () => {
    const userId = uniqueUser();
    const { data } = await lib.saved.save({ userId, patent: savedPatentPayload({ abstract: 'NULL' }) });
    expect(data.abstract).toBeNull();
    const { data: none } = await lib.saved.save({
      userId,
      patent: savedPatentPayload({ patentNumber: '9000009', abstract: ' None ' }),
    });
    expect(none.abstract).toBeNull();
    const { data: edited } = await lib.saved.update({ userId, id: none.id, changes: { abstract: 'n/a' } });
    expect(edited.abstract).toBeNull();
    const { data: kept } = await lib.saved.update({ userId, id: none.id, changes: { notes: 'x' } });
    expect(kept.abstract).toBeNull();
    const { data: real } = await lib.saved.update({
      userId,
      id: none.id,
      changes: { abstract: 'A real one.' },
    });
    expect(real.abstract).toBe('A real one.');
    const stored = await testDb.pool.query(
      'select abstract from library.saved_patents where user_id = $1 order by patent_number',
      [userId],
    );
    expect(stored.rows).toEqual([{ abstract: null }, { abstract: 'A real one.' }]);
  });

  it('clears the placeholder abstracts of copies saved before (migration 0001)', async () => {
    const userId = uniqueUser();
    const kept = 'A frequency modulated coherent laser detection and ranging system.';
    const abstracts = [...PLACEHOLDER_TEXTS.map((p) => ` ${p.toUpperCase()} `), 'None', kept, null];
    for (const [i, abstract] of abstracts.entries())
      await testDb.pool.query(
        `insert into library.saved_patents (user_id, patent_number, type, abstract) values ($1, $2, 'utility', $3)`,
        [userId, String(8_000_000 + i), abstract],
      );
    const migration = readFileSync(
      new URL('../../drizzle/0001_clear_placeholder_abstracts.sql', import.meta.url),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) await testDb.pool.query(statement);
    const { rows } = await testDb.pool.query(
      'select abstract from library.saved_patents where user_id = $1 order by patent_number',
      [userId],
    );
    expect(rows.map((r) => r.abstract)).toEqual([
      ...abstracts.slice(0, -3).map(() => null),
      null,
      kept,
      null,
    ]);
  });
});
