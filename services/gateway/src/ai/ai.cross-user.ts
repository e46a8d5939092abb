// Cross-user cases for every ai route (run by the gateway's cross-user e2e suite and, with a corpus and
// the analysis worker, by test/resilience/access.e2e-spec.ts): user B must never read, clear or reuse
// A's chat history or A's analyses, and B's own requests must leave A's data as it was.
import { randomBytes } from 'node:crypto';
import { crossUserHarness, type CrossUserCase, type TestAgent } from '@patent-hub/testing';

interface Owned {
  secret: string; // text only A wrote, in A's chat history
  patentNumber: string; // a patent A asked to analyse (a corpus patent when there is one)
  jobId: string | null; // A's analysis job id when the analysis was queued
}

/** A corpus patent number found through A's own search; a well-formed unknown one on an empty corpus. */
async function somePatent(a: TestAgent): Promise<string> {
  const res = await a.post('/api/patents/search', { keywords: 'device', dateRange: 'all_time' });
  return res.body?.data?.patents?.[0]?.patent_number ?? '10000000';
}

async function setup(a: TestAgent): Promise<Owned> {
  const secret = `secret-${randomBytes(6).toString('hex')}`;
  await a.post('/api/chat/message', { content: `Prior art for ${secret}?` });
  const patentNumber = await somePatent(a);
  const queued = await a.post(`/api/patents/${patentNumber}/analyze`);
  return { secret, patentNumber, jobId: queued.status === 202 ? queued.body.jobId : null };
}

/** A's chat history and analysis state, read as A: any change by B shows up here. */
async function snapshot(a: TestAgent, o: Owned) {
  const [history, analysis] = await Promise.all([
    a.get('/api/chat/history'),
    a.get(`/api/patents/${o.patentNumber}/analysis`),
  ]);
  const messages = (history.body.data as { id: string; content: string }[]).map((m) => [m.id, m.content]);
  // Only the status: a running analysis may legitimately finish while B is trying.
  return { messages, analysis: analysis.status === 200 ? 'exists' : analysis.status };
}

const secrets = (o: Owned) => [o.secret, ...(o.jobId ? [o.jobId] : [])];
const base = { setup, snapshot, secrets };

export const AI_CROSS_USER_CASES: CrossUserCase<Owned>[] = [
  {
    ...base,
    name: 'GET /api/chat/history',
    method: 'GET',
    path: () => '/api/chat/history',
    expectStatus: 200,
  },
  {
    ...base,
    name: 'POST /api/chat/message',
    method: 'POST',
    path: () => '/api/chat/message',
    body: () => ({ content: 'What did the other user ask?' }),
    expectStatus: 201,
  },
  // B clearing "the" history clears B's own only.
  {
    ...base,
    name: 'DELETE /api/chat/history',
    method: 'DELETE',
    path: () => '/api/chat/history',
    expectStatus: 200,
  },
  {
    ...base,
    name: 'GET /api/patents/:id/analysis',
    method: 'GET',
    path: (o) => `/api/patents/${o.patentNumber}/analysis`,
  },
  {
    ...base,
    name: 'GET /api/patents/:id/analysis/report',
    method: 'GET',
    path: (o) => `/api/patents/${o.patentNumber}/analysis/report`,
  },
  {
    ...base,
    name: 'POST /api/ai/generate-abstract',
    method: 'POST',
    path: () => '/api/ai/generate-abstract',
    body: () => ({ title: 'A widget', description: 'A widget that turns a crank to wind a spring.' }),
    expectStatus: 200,
  },
  {
    ...base,
    name: 'POST /api/ai/generate-claims',
    method: 'POST',
    path: () => '/api/ai/generate-claims',
    body: () => ({ description: 'A widget that turns a crank to wind a spring.' }),
    expectStatus: 200,
  },
  {
    ...base,
    name: 'POST /api/ai/check-claims',
    method: 'POST',
    path: () => '/api/ai/check-claims',
    body: () => ({
      claims: ['1. A widget comprising a crank.', '2. The widget of claim 1, wherein the crank is steel.'],
    }),
    expectStatus: 200,
  },
  {
    ...base,
    name: 'POST /api/ai/strategy-analysis',
    method: 'POST',
    path: () => '/api/ai/strategy-analysis',
    body: () => ({ scenario: 'We make spring-wound widgets and want to file in the US.' }),
    expectStatus: 200,
  },
  // B's summary over A's analysed patent counts B's analyses only (none): never A's novelty.
  {
    ...base,
    name: 'POST /api/ai/analysis-summary',
    method: 'POST',
    path: () => '/api/ai/analysis-summary',
    body: (o) => ({ patentNumbers: [o.patentNumber] }),
    expectStatus: 200,
  },
  {
    ...base,
    name: 'POST /api/ai/deadlines',
    method: 'POST',
    path: () => '/api/ai/deadlines',
    body: () => ({ disclosure: '2026-01-15', provisional: '2026-03-02' }),
    expectStatus: 200,
  },
  {
    ...base,
    name: 'POST /api/ai/assistant/stream',
    method: 'POST',
    path: () => '/api/ai/assistant/stream',
    body: () => ({ message: 'Summarise what I asked before.' }),
    expectStatus: 200,
  },
];

/**
 * B asking to analyse the patent A analyses gets a job of B's own (202), never A's job id. Needs a
 * corpus (the analysis of an unknown patent is 404 for everyone), so the corpus-backed suite runs it.
 */
export const AI_ANALYZE_CROSS_USER_CASE: CrossUserCase<Owned> = {
  ...base,
  name: 'POST /api/patents/:id/analyze',
  method: 'POST',
  path: (o) => `/api/patents/${o.patentNumber}/analyze`,
  expectStatus: 202,
};

crossUserHarness.register('ai', AI_CROSS_USER_CASES);
