import { ErrorCode, PATENTS, RpcError } from '@patent-hub/contracts';
import { RpcClient, type RunningService } from '@patent-hub/service-kit';
import { createTestRedisPrefix, type TestRedisPrefix } from '@patent-hub/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCorpusDb } from '../test/support/corpus-db.js';
import { dataPath } from '../test/support/data-dir.js';
import { startService } from './app.js';
import { ingest } from './ingest/ingest-runner.js';
import type { IndexLoadProgress } from './search/bm25-index.holder.js';

// The embedded search's start on real records: the index load is held after its first batch, and meanwhile
// the replica is alive, not ready, and answers every search (unranked, marked) within a small client time-out.
const XML = 'uspto-xml/PatentsView__PatentsView-DB';
const CLIENT_TIMEOUT_MS = 1_500;
const testRedisUrl = () => process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

let db: Awaited<ReturnType<typeof startCorpusDb>>;
let redis: TestRedisPrefix;
let service: RunningService;
let rpc: RpcClient;
let release!: () => void;
const held = new Promise<void>((resolve) => (release = resolve));
let batches = 0;

const readyz = async () => {
  const res = await fetch(`${service.metricsUrl}/readyz`);
  return {
    status: res.status,
    body: (await res.json()) as { status: string; searchIndex: IndexLoadProgress },
  };
};
const search = (keywords: string, sort: 'relevance' | 'date-desc' = 'relevance') =>
  rpc.call(
    PATENTS.search,
    { keywords, sort, dateRange: 'all_time', limit: 10 },
    { timeoutMs: CLIENT_TIMEOUT_MS },
  );

describe('patents readiness while the search index loads', () => {
  beforeAll(async () => {
    db = await startCorpusDb();
    await ingest(
      db.repo,
      ['050104', '060103', '070102', '080101', '090106', '100105'].map((d) =>
        dataPath(`${XML}/ipgxml/ipg${d}.small.xml`),
      ),
    );
    redis = createTestRedisPrefix();
    service = await startService(
      {
        NODE_ENV: 'test',
        DATABASE_URL: db.url,
        REDIS_URL: testRedisUrl(),
        REDIS_KEY_PREFIX: redis.prefix,
        METRICS_PORT: '0',
        LOG_LEVEL: 'warn',
        // Longer than the client's time-out: the caller's deadline must bound the wait.
        INDEX_WAIT_MS: '30000',
      },
      {
        indexLoad: {
          batchSize: 20,
          beforeBatch: async () => {
            if (batches++ >= 1) await held;
          },
        },
      },
    );
    rpc = await RpcClient.connect({ redisUrl: testRedisUrl(), keyPrefix: redis.prefix });
  });
  afterAll(async () => {
    release?.();
    await rpc?.close();
    await service?.close();
    await redis?.clean();
    await db?.stop();
  });

  it('is alive but not ready, with the load progress, until the index has loaded', async () => {
    const res = await fetch(`${service.metricsUrl}/healthz`);
    expect(res.status).toBe(200);
    const r = await readyz();
    expect(r.status).toBe(503);
    expect(r.body.status).toBe('loading');
    expect(r.body.searchIndex).toMatchObject({ state: 'loading', loaded: 20 });
    expect(r.body.searchIndex.total).toBeGreaterThan(100);
    expect(r.body.searchIndex.percent).toBeGreaterThan(0);
    expect(r.body.searchIndex.percent).toBeLessThan(100);
  });

  it('answers every search while loading: newest first, marked, never a time-out', async () => {
    const words = ['shoe', 'shoe', 'vehicle', 'semiconductor', 'battery', 'display', 'catheter', 'light'];
    const started = performance.now();
    const results = await Promise.allSettled(words.map((w) => search(w)));
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    expect(performance.now() - started).toBeLessThan(CLIENT_TIMEOUT_MS);
    const shoe = await search('shoe');
    expect(shoe.data.rankingPending).toMatchObject({ loaded: 20 });
    expect(shoe.message).toMatch(
      /newest first: relevance ranking starts when the search index has loaded \(\d/,
    );
    expect(shoe.data.total).toBeGreaterThan(0);
    const byDate = await search('shoe', 'date-desc');
    expect(shoe.data.patents.map((p) => p.patent_number)).toEqual(
      byDate.data.patents.map((p) => p.patent_number),
    );
    expect(byDate.data.rankingPending).toBeUndefined();
    expect((await readyz()).status).toBe(503);
  });

  it('answers an index-only call with UNAVAILABLE and the progress, not a time-out', async () => {
    const err = await rpc
      .call(
        PATENTS.similar,
        { text: 'shoe sole with cushioning', limit: 5 },
        { timeoutMs: CLIENT_TIMEOUT_MS },
      )
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(err).toBeInstanceOf(RpcError);
    expect((err as RpcError).code).toBe(ErrorCode.UNAVAILABLE);
    expect((err as RpcError).message).toMatch(/search index of this replica is still loading \(\d/);
  });

  it('turns ready only when the load has ended, then ranks by relevance', async () => {
    release();
    let r = await readyz();
    for (let i = 0; i < 200 && r.status !== 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      r = await readyz();
    }
    expect(r.status).toBe(200);
    expect(r.body.searchIndex).toMatchObject({ state: 'ready', percent: 100 });
    expect(r.body.searchIndex.loaded).toBe(r.body.searchIndex.total);
    const shoe = await search('shoe');
    expect(shoe.data.rankingPending).toBeUndefined();
    expect(shoe.message).not.toMatch(/newest first/);
    const similar = await rpc.call(
      PATENTS.similar,
      { text: 'shoe sole with cushioning', limit: 5 },
      { timeoutMs: CLIENT_TIMEOUT_MS },
    );
    expect(similar.results.length).toBeGreaterThan(0);
  });
});
