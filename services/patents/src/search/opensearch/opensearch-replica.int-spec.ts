import { PATENTS } from '@patent-hub/contracts';
import { RpcClient, type RunningService } from '@patent-hub/service-kit';
import { createTestRedisPrefix, type TestRedisPrefix } from '@patent-hub/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startCorpusDb } from '../../../test/support/corpus-db.js';
import { dataPath } from '../../../test/support/data-dir.js';
import { useOpenSearch } from '../../../test/support/search-engines.js';
import { startService } from '../../app.js';
import { ingest } from '../../ingest/ingest-runner.js';
import { Bm25IndexHolder } from '../bm25-index.holder.js';
import { PatentsIndexer } from './patents-indexer.js';

// A patents replica with SEARCH_BACKEND=opensearch: no in-memory index, ready once the cluster answers with the
// alias the indexer made, and searching through it over RPC.
const testRedisUrl = () => process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
let db: Awaited<ReturnType<typeof startCorpusDb>>;
let os: Awaited<ReturnType<typeof useOpenSearch>>;
let redis: TestRedisPrefix;
let service: RunningService;
let rpc: RpcClient;

const readyz = async () => {
  const res = await fetch(`${service.metricsUrl}/readyz`);
  return {
    status: res.status,
    body: (await res.json()) as { status: string; searchIndex: Record<string, unknown> },
  };
};

describe('patents replica on OpenSearch', () => {
  const bm25 = vi.spyOn(Bm25IndexHolder.prototype, 'current');
  beforeAll(async () => {
    [db, os] = await Promise.all([startCorpusDb(), useOpenSearch()]);
    await ingest(db.repo, [dataPath('uspto-xml/PatentsView__PatentsView-DB/ipgxml/ipg050104.small.xml')]);
    redis = createTestRedisPrefix();
    const started = Date.now();
    service = await startService({
      NODE_ENV: 'test',
      DATABASE_URL: db.url,
      REDIS_URL: testRedisUrl(),
      REDIS_KEY_PREFIX: redis.prefix,
      METRICS_PORT: '0',
      LOG_LEVEL: 'warn',
      SEARCH_BACKEND: 'opensearch',
      OPENSEARCH_URL: os.url,
    });
    expect(Date.now() - started).toBeLessThan(10_000);
    rpc = await RpcClient.connect({ redisUrl: testRedisUrl(), keyPrefix: redis.prefix });
  });
  afterAll(async () => {
    await rpc?.close();
    await service?.close();
    await os?.client.indices.delete({ index: 'patents-v*', ignore_unavailable: true });
    await os?.release();
    await redis?.clean();
    await db?.stop();
  });

  it('is not ready while no index stands behind the alias, and says why', async () => {
    const r = await readyz();
    expect(r.status).toBe(503);
    expect(r.body.status).toBe('unavailable');
    expect(r.body.searchIndex).toMatchObject({
      engine: 'opensearch',
      state: 'unavailable',
      alias: 'patents',
    });
    expect(String(r.body.searchIndex.error)).toMatch(/run the indexer/);
    await expect(rpc.call(PATENTS.search, { keywords: 'shoe', dateRange: 'all_time' })).rejects.toMatchObject(
      {
        code: 'UNAVAILABLE',
      },
    );
  });

  it('becomes ready once indexed, searches OpenSearch and holds no BM25 index', async () => {
    await new PatentsIndexer(db.database.db, os.client).index();
    await expect.poll(async () => (await readyz()).status, { timeout: 15_000, interval: 500 }).toBe(200);
    const res = await rpc.call(PATENTS.search, {
      keywords: 'shoe',
      sort: 'relevance',
      dateRange: 'all_time',
    });
    expect(res.data.total).toBeGreaterThan(0);
    expect(res.data.patents[0].patent_title.toLowerCase()).toContain('shoe');
    expect(bm25).not.toHaveBeenCalled();
  });
});
