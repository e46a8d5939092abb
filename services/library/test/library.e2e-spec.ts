import { parse as parseBibtex } from '@retorquere/bibtex-parser';
import { parse as parseRis } from 'astrocite-ris';
import { parse as parseCsv } from 'csv-parse/sync';
import { COLLECTION_MESSAGES } from '@patent-hub/contracts';
import type { RunningService } from '@patent-hub/service-kit';
import { startTestSystem, type TestAgent, type TestSystem } from '@patent-hub/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSL_BODIES, renderCsl } from './support/citeproc.js';
import { savedPatentPayload } from './support/fixtures.js';
import { analysedNumbers, hasAnalysesCalls, startFakeAi } from './support/fake-ai.js';

describe('Library API through the gateway', () => {
  let system: TestSystem;
  let fakeAi: RunningService | undefined;
  let alice: TestAgent;

  beforeAll(async () => {
    system = await startTestSystem({
      services: ['gateway', 'auth', 'library'],
      env: { LIBRARY_AI_LOOKUP_TIMEOUT_MS: '400' },
    });
    fakeAi = await startFakeAi(system.env);
    alice = await system.signIn({ firstName: 'Alice' });
  });
  afterAll(async () => {
    await fakeAi?.close();
    await system?.stop();
  });

  const save = (agent: TestAgent, overrides: Record<string, unknown> = {}) =>
    agent.post('/api/patents/save', savedPatentPayload(overrides));
  const rowsOf = async (agent: TestAgent) =>
    (
      await system.sql('select count(*)::int as n from library.saved_patents where user_id = $1', [
        agent.user.id,
      ])
    )[0].n;

  it('answers 401 without a session', async () => {
    expect((await system.anonymous().get('/api/patents/saved')).status).toBe(401);
    expect((await system.anonymous().get('/api/collections')).status).toBe(401);
  });

  describe('saved patents', () => {
    it('returns 201 with the record, then 200 with the same record when saved again', async () => {
      const user = await system.signIn();
      const first = await save(user);
      expect(first.status).toBe(201);
      expect(first.body.data).toMatchObject({
        patentNumber: '10000000',
        type: 'utility',
        inventors: ['Joseph Marron'],
      });
      const again = await save(user, { patentNumber: 'US10,000,000' });
      expect(again.status).toBe(200);
      expect(again.body.data.id).toBe(first.body.data.id);
      expect(await rowsOf(user)).toBe(1);
    });

    it('leaves one row after 50 concurrent saves of one patent and 50 rows after 50 different ones', async () => {
      const user = await system.signIn();
      const same = await Promise.all(
        Array.from({ length: 50 }, () => save(user, { patentNumber: '9999999' })),
      );
      expect(same.filter((r) => r.status === 201)).toHaveLength(1);
      expect(same.filter((r) => r.status === 200)).toHaveLength(49);
      expect(new Set(same.map((r) => r.body.data.id)).size).toBe(1);
      expect(await rowsOf(user)).toBe(1);
      const other = await system.signIn();
      const many = await Promise.all(
        Array.from({ length: 50 }, (_, i) => save(other, { patentNumber: String(12_000_000 + i) })),
      );
      expect(many.every((r) => r.status === 201)).toBe(true);
      expect(await rowsOf(other)).toBe(50);
    });

    it('lists newest first with hasAnalysis asked of the ai service in one call', async () => {
      const user = await system.signIn();
      for (const n of ['5000001', '5000002']) await save(user, { patentNumber: n });
      analysedNumbers.add('5000001');
      hasAnalysesCalls.length = 0;
      const res = await user.get('/api/patents/saved');
      expect(res.status).toBe(200);
      expect(
        res.body.data.map((p: { patentNumber: string; hasAnalysis: boolean }) => [
          p.patentNumber,
          p.hasAnalysis,
        ]),
      ).toEqual([
        ['5000002', false],
        ['5000001', true],
      ]);
      expect(hasAnalysesCalls).toEqual([['5000002', '5000001']]);
    });

    it('answers 400 naming the field when the patent number is missing', async () => {
      const res = await alice.post('/api/patents/save', { title: 'No number' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION', field: 'patentNumber' });
    });

    it('updates notes with PATCH and 404s an unknown or malformed id', async () => {
      const { body } = await save(alice, { patentNumber: '6000001' });
      const res = await alice.patch(`/api/patents/${body.data.id}`, { notes: 'Compare with claim 1 of US9' });
      expect(res.status).toBe(200);
      expect(res.body.data.notes).toBe('Compare with claim 1 of US9');
      expect(
        (await alice.patch('/api/patents/00000000-0000-4000-8000-000000000000', { notes: 'x' })).status,
      ).toBe(404);
      expect((await alice.patch('/api/patents/not-a-uuid', { notes: 'x' })).status).toBe(404);
    });

    it('answers 403 to a write without the CSRF token', async () => {
      const res = await alice.request('POST', '/api/patents/save', {
        body: savedPatentPayload(),
        csrf: false,
      });
      expect(res.status).toBe(403);
    });
  });

  describe('collections', () => {
    it.each([
      [{}, 'name', COLLECTION_MESSAGES.nameRequired],
      [{ name: '' }, 'name', COLLECTION_MESSAGES.nameRequired],
      [{ name: 'n'.repeat(101) }, 'name', COLLECTION_MESSAGES.nameTooLong],
      [{ name: 'ok', description: 'd'.repeat(501) }, 'description', COLLECTION_MESSAGES.descriptionTooLong],
    ])('answers 400 with the §5 message for %j', async (body, field, message) => {
      const res = await alice.post('/api/collections', body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION', field });
      expect(res.body.message).toContain(message);
    });

    it('applies the same rules to PATCH', async () => {
      const { body } = await alice.post('/api/collections', { name: 'Patchable' });
      const res = await alice.patch(`/api/collections/${body.data.id}`, { name: 'x'.repeat(101) });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(COLLECTION_MESSAGES.nameTooLong);
      const ok = await alice.patch(`/api/collections/${body.data.id}`, {
        name: 'Renamed',
        description: 'About lidar',
      });
      expect(ok.body.data).toMatchObject({ name: 'Renamed', description: 'About lidar' });
    });

    it('adds and removes members, counts them, and drops a deleted saved patent from every collection', async () => {
      const user = await system.signIn();
      const a = (await save(user, { patentNumber: '4000001' })).body.data;
      const b = (await save(user, { patentNumber: '4000002' })).body.data;
      const c1 = (await user.post('/api/collections', { name: 'One', description: 'first' })).body.data;
      const c2 = (await user.post('/api/collections', { name: 'Two' })).body.data;
      expect(c1).toMatchObject({ patentIds: [], patentCount: 0, description: 'first' });
      for (const c of [c1, c2])
        for (const p of [a, b])
          expect((await user.post(`/api/collections/${c.id}/patents/${p.id}`)).status).toBe(200);
      expect((await user.post(`/api/collections/${c1.id}/patents/${a.id}`)).body.data.patentCount).toBe(2);
      expect((await user.delete(`/api/collections/${c2.id}/patents/${b.id}`)).body.data.patentIds).toEqual([
        a.id,
      ]);
      expect(
        (await user.post(`/api/collections/${c1.id}/patents/00000000-0000-4000-8000-000000000000`)).status,
      ).toBe(404);

      expect((await user.delete(`/api/patents/${a.id}`)).status).toBe(200);
      const list = (await user.get('/api/collections')).body.data;
      expect(
        list.map((c: { name: string; patentIds: string[]; patentCount: number }) => [
          c.name,
          c.patentIds,
          c.patentCount,
        ]),
      ).toEqual([
        ['One', [b.id], 1],
        ['Two', [], 0],
      ]);
      expect((await user.delete(`/api/collections/${c1.id}`)).status).toBe(200);
      expect((await user.get('/api/patents/saved')).body.data.map((p: { id: string }) => p.id)).toEqual([
        b.id,
      ]);
      expect((await user.delete(`/api/collections/${c1.id}`)).status).toBe(404);
    });
  });

  describe('drafts and stats', () => {
    it('upserts a whole draft by id and lists it', async () => {
      const user = await system.signIn();
      const draft = {
        id: 'd1',
        title: 'Wiper',
        inventors: 'Ada',
        abstract: '',
        background: '',
        summary: '',
        detailedDescription: 'A wiper.',
        claims: ['1. A wiper.'],
      };
      const first = await user.post('/api/patents/drafts', draft);
      expect(first.status).toBe(200);
      expect(first.body.data).toMatchObject(draft);
      await user.post('/api/patents/drafts', {
        ...draft,
        claims: ['1. A wiper.', '2. The wiper of claim 1.'],
      });
      const list = (await user.get('/api/patents/drafts')).body.data;
      expect(list).toHaveLength(1);
      expect(list[0].claims).toHaveLength(2);
      expect((await user.post('/api/patents/drafts', { title: 'no id' })).status).toBe(400);
    });

    it('returns the §3 stats', async () => {
      const user = await system.signIn();
      for (const n of ['3000001', '3000002']) await save(user, { patentNumber: n });
      await user.post('/api/collections', { name: 'S' });
      analysedNumbers.add('3000002');
      const res = await user.get('/api/library/stats');
      expect(res.body.data).toEqual({ patentsSaved: 2, analysesRun: 1, collections: 1, totalItems: 3 });
    });
  });

  describe('exports', () => {
    let user: TestAgent;
    let collectionId: string;
    beforeAll(async () => {
      user = await system.signIn();
      const a = (
        await save(user, {
          patentNumber: '2000001',
          title: 'Lidar & "sensing", 50%',
          notes: 'Key ref,\nsee fig. 2',
        })
      ).body.data;
      await save(user, {
        patentNumber: '2000002',
        title: 'Not in the collection',
        inventors: ['Grace Hopper', 'Alan Turing'],
      });
      collectionId = (await user.post('/api/collections', { name: 'Lidar refs' })).body.data.id;
      await user.post(`/api/collections/${collectionId}/patents/${a.id}`);
    });

    it('returns the saved list as CSV that csv-parse reads back, as a download', async () => {
      const res = await user.get('/api/patents/saved/export?format=csv');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/csv');
      expect(res.headers.get('content-disposition')).toBe('attachment; filename="saved-patents.csv"');
      const rows = parseCsv(res.text, { columns: true }) as Record<string, string>[];
      expect(rows.map((r) => r['Patent Number'])).toEqual(['US2000002', 'US2000001']);
      expect(rows[0].Inventors).toBe('Grace Hopper; Alan Turing');
      expect(rows[1]).toMatchObject({
        Title: 'Lidar & "sensing", 50%',
        Notes: 'Key ref,\nsee fig. 2',
        Link: 'https://patents.google.com/patent/US2000001',
        CPC: 'G01S 17/89; G01S 7/4914',
      });
    });

    it('returns a collection as RIS that astrocite-ris reads back', async () => {
      const res = await user.get(`/api/collections/${collectionId}/export?format=ris`);
      expect(res.headers.get('content-disposition')).toBe('attachment; filename="collection-lidar-refs.ris"');
      const items = parseRis(res.text) as Record<string, any>[];
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({
        type: 'patent',
        title: 'Lidar & "sensing", 50%',
        publisher: 'Raytheon Company',
        URL: 'https://patents.google.com/patent/US2000001',
        note: 'Key ref, see fig. 2',
      });
    });

    it('returns a collection as BibTeX that the Better BibTeX parser reads back', async () => {
      const { entries, errors } = parseBibtex(
        (await user.get(`/api/collections/${collectionId}/export?format=bibtex`)).text,
      );
      expect(errors).toEqual([]);
      expect(entries.map((e) => [e.key, e.fields.title, e.fields.number])).toEqual([
        ['US2000001', 'Lidar & "sensing", 50%', 'US2000001'],
      ]);
    });

    it('returns the saved list as CSL-JSON that citeproc-js renders', async () => {
      const res = await user.get('/api/patents/saved/export?format=csljson');
      expect(res.headers.get('content-type')).toContain('application/vnd.citationstyles.csl+json');
      const items = JSON.parse(res.text) as Record<string, unknown>[];
      expect(items.map((i) => renderCsl(i, CSL_BODIES.text('number')))).toEqual(['US2000002', 'US2000001']);
      expect(renderCsl(items[0], CSL_BODIES.names('author'))).toBe('Grace Hopper;Alan Turing');
      expect(renderCsl(items[1], CSL_BODIES.date('issued'))).toBe('2018-06-19');
    });

    it('answers 400 to an unknown format and 404 to an unknown collection', async () => {
      expect((await user.get('/api/patents/saved/export?format=docx')).status).toBe(400);
      expect(
        (await user.get('/api/collections/00000000-0000-4000-8000-000000000000/export?format=csv')).status,
      ).toBe(404);
    });
  });

  it('still lists saved patents, with hasAnalysis false, when the ai service is down', async () => {
    const user = await system.signIn();
    await save(user, { patentNumber: '1000001' });
    analysedNumbers.add('1000001');
    await fakeAi?.close();
    fakeAi = undefined;
    const res = await user.get('/api/patents/saved');
    expect(res.status).toBe(200);
    expect(res.body.data.map((p: { hasAnalysis: boolean }) => p.hasAnalysis)).toEqual([false]);
  });
});
