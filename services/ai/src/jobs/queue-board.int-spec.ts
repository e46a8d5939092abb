import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestRedisPrefix, type TestRedisPrefix } from '@patent-hub/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalysisQueue } from './analysis.queue.js';
import { QUEUE_BOARD_PATH, queueBoard } from './queue-board.js';

// The board as the ai process serves it on its internal port: anyone who reaches that port can read it,
// nobody can change a job or a queue through it.
describe('queue board', () => {
  let redis: TestRedisPrefix;
  let queue: AnalysisQueue;
  let server: Server;
  let base: string;
  const name = () => queue.queue.name;

  beforeAll(async () => {
    redis = createTestRedisPrefix();
    queue = new AnalysisQueue({
      redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      keyPrefix: redis.prefix,
      attempts: 1,
      backoffMs: 10,
    });
    await queue.queue.add('analyze-patent', { kept: true }, { jobId: 'kept-job', delay: 60_000 });
    const board = queueBoard([queue.queue]);
    server = createServer((req, res) => board(req, res, () => res.writeHead(404).end()));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${QUEUE_BOARD_PATH}`;
  });
  afterAll(async () => {
    await new Promise((r) => server?.close(r));
    await queue?.close();
    await redis?.clean();
  });

  it('shows the queues and their jobs', async () => {
    const res = await fetch(`${base}/api/queues?activeQueue=${name()}&status=delayed`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      queues: { name: string; readOnlyMode: boolean; jobs: { id: string }[] }[];
    };
    const q = body.queues.find((x) => x.name === name());
    expect(q?.readOnlyMode).toBe(true);
    expect(q?.jobs.map((j) => j.id)).toContain('kept-job');
  });

  it.each([
    ['PUT', '/api/queues/:queue/pause'],
    ['PUT', '/api/queues/pause'],
    ['PUT', '/api/queues/:queue/retry/failed'],
    ['PUT', '/api/queues/:queue/clean/delayed'],
    ['PUT', '/api/queues/:queue/promote'],
    ['PUT', '/api/queues/:queue/empty'],
    ['PUT', '/api/queues/:queue/kept-job/promote'],
    ['PUT', '/api/queues/:queue/kept-job/clean'],
    ['DELETE', '/api/queues/:queue/obliterate'],
    ['POST', '/api/queues/:queue/add'],
  ])('refuses %s %s and leaves the queue and its job as they were', async (method, route) => {
    const res = await fetch(`${base}${route.replace(':queue', name())}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x', data: {} }),
    });
    expect(res.status).toBe(405);
    expect(await queue.queue.isPaused()).toBe(false);
    expect(await queue.queue.getJobState('kept-job')).toBe('delayed');
    expect(await queue.queue.count()).toBe(1);
  });
});
