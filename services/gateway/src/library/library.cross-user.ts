// Cross-user cases for every library route (run by the gateway's cross-user e2e suite): user B,
// holding A's ids, must get 404 on A's objects, never see A's data in a list or export, and never change it.
import { randomBytes } from 'node:crypto';
import { crossUserHarness, type CrossUserCase, type TestAgent } from '@patent-hub/testing';

interface Owned {
  id: string; // A's saved-patent id
  collectionId: string;
  draftId: string;
  secret: string; // text only A wrote: in A's title, notes, collection name and draft title
}

async function setup(a: TestAgent): Promise<Owned> {
  const secret = `secret-${randomBytes(6).toString('hex')}`;
  const patent = {
    patentNumber: '10000000',
    title: `Title ${secret}`,
    status: 'Granted',
    inventors: ['Ada Lovelace'],
    notes: `Notes ${secret}`,
  };
  const saved = (await a.post('/api/patents/save', patent)).body.data;
  const collection = (await a.post('/api/collections', { name: `Coll ${secret}`, description: secret })).body
    .data;
  await a.post(`/api/collections/${collection.id}/patents/${saved.id}`);
  const draftId = `draft-${randomBytes(6).toString('hex')}`; // B reuses it, so it is not a secret
  await a.post('/api/patents/drafts', { id: draftId, title: `Draft ${secret}`, claims: [`1. ${secret}`] });
  return { id: saved.id, collectionId: collection.id, draftId, secret };
}

/** Everything A has, read as A: any change by B shows up here. */
async function snapshot(a: TestAgent) {
  const [saved, collections, drafts] = await Promise.all([
    a.get('/api/patents/saved'),
    a.get('/api/collections'),
    a.get('/api/patents/drafts'),
  ]);
  return { saved: saved.body, collections: collections.body, drafts: drafts.body };
}

const secrets = (o: Owned) => [o.id, o.collectionId, o.secret];
const base = { setup, snapshot, secrets };

export const LIBRARY_CROSS_USER_CASES: CrossUserCase<Owned>[] = [
  {
    ...base,
    name: 'GET /api/patents/saved',
    method: 'GET',
    path: () => '/api/patents/saved',
    expectStatus: 200,
  },
  {
    ...base,
    name: 'GET /api/patents/saved/export',
    method: 'GET',
    path: () => '/api/patents/saved/export?format=csv',
    expectStatus: 200,
  },
  // B saving the number A saved gets B's own new record, not A's.
  {
    ...base,
    name: 'POST /api/patents/save',
    method: 'POST',
    path: () => '/api/patents/save',
    body: () => ({ patentNumber: '10000000', title: 'B' }),
    expectStatus: 201,
  },
  {
    ...base,
    name: 'PATCH /api/patents/:id',
    method: 'PATCH',
    path: (o) => `/api/patents/${o.id}`,
    body: () => ({ notes: 'hijacked' }),
  },
  { ...base, name: 'DELETE /api/patents/:id', method: 'DELETE', path: (o) => `/api/patents/${o.id}` },
  {
    ...base,
    name: 'GET /api/patents/drafts',
    method: 'GET',
    path: () => '/api/patents/drafts',
    expectStatus: 200,
  },
  // Same draft id as A's: B gets a draft of its own; A's stays as it was.
  {
    ...base,
    name: 'POST /api/patents/drafts',
    method: 'POST',
    path: () => '/api/patents/drafts',
    body: (o) => ({ id: o.draftId, title: 'hijacked' }),
    expectStatus: 200,
  },
  {
    ...base,
    name: 'DELETE /api/patents/drafts/:id',
    method: 'DELETE',
    path: (o) => `/api/patents/drafts/${o.draftId}`,
  },
  { ...base, name: 'GET /api/collections', method: 'GET', path: () => '/api/collections', expectStatus: 200 },
  {
    ...base,
    name: 'POST /api/collections',
    method: 'POST',
    path: () => '/api/collections',
    body: () => ({ name: 'B' }),
    expectStatus: 201,
  },
  {
    ...base,
    name: 'PATCH /api/collections/:id',
    method: 'PATCH',
    path: (o) => `/api/collections/${o.collectionId}`,
    body: () => ({ name: 'hijacked' }),
  },
  {
    ...base,
    name: 'DELETE /api/collections/:id',
    method: 'DELETE',
    path: (o) => `/api/collections/${o.collectionId}`,
  },
  {
    ...base,
    name: 'POST /api/collections/:id/patents/:patentId',
    method: 'POST',
    path: (o) => `/api/collections/${o.collectionId}/patents/${o.id}`,
  },
  {
    ...base,
    name: 'DELETE /api/collections/:id/patents/:patentId',
    method: 'DELETE',
    path: (o) => `/api/collections/${o.collectionId}/patents/${o.id}`,
  },
  {
    ...base,
    name: 'GET /api/collections/:id/export',
    method: 'GET',
    path: (o) => `/api/collections/${o.collectionId}/export?format=csljson`,
  },
  {
    ...base,
    name: 'GET /api/library/stats',
    method: 'GET',
    path: () => '/api/library/stats',
    expectStatus: 200,
  },
];

crossUserHarness.register('library', LIBRARY_CROSS_USER_CASES);
