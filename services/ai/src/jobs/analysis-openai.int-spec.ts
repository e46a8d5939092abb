import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  createTestRedisPrefix,
  type TestDatabase,
  type TestRedisPrefix,
} from '@patent-hub/testing';
import { loadConfig } from '@patent-hub/service-kit';
import { aiEnvSchema } from '../config.js';
import { selectProvider } from '../providers/select-provider.js';
import {
  startAnalysisQueueFixture,
  waitFor,
  type AnalysisQueueFixture,
} from '../../test/support/analysis-queue-fixture.js';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/support/fake-openai-server.js';
import { fixtureDeps } from '../../test/support/fixture-deps.js';

const narrative = {
  summary: 'The model says: a napkin holder held across the torso by magnets.',
  differences: [
    { patent: 'US5000001', difference: 'The model says: US5000001 has no magnets in its clips.' },
  ],
  recommendations: ['Claim the magnets in the clamps.'],
};
let f: AnalysisQueueFixture;
let tdb: TestDatabase;
let redis: TestRedisPrefix;
let fake: FakeOpenAi;

beforeAll(async () => {
  fake = await startFakeOpenAi([{ kind: 'json', content: '{}' }]);
  tdb = await createTestDatabase();
  redis = createTestRedisPrefix();
  // Three attempts: a contract failure must not use them up (it is permanent), a provider outage would.
  f = await startAnalysisQueueFixture({ databaseUrl: tdb.url, keyPrefix: redis.prefix, attempts: 3 });
  // The worker's provider as startWorker builds it: from the environment, AI_PROVIDER=openai at the loopback server.
  const config = loadConfig(aiEnvSchema, {
    AI_PROVIDER: 'openai',
    OPENAI_API_KEY: 'test-key',
    OPENAI_BASE_URL: fake.baseURL,
    OPENAI_MODEL: 'fake-model',
    OPENAI_MAX_RETRIES: '0',
  });
  f.startWorker({ ...fixtureDeps(), provider: selectProvider(config) });
});
afterEach(() => void (fake.requests.length = 0));
afterAll(async () => {
  await f?.stop();
  await redis?.clean();
  await tdb?.drop();
  await fake?.close();
});

describe('analysis worker with AI_PROVIDER=openai', () => {
  it('returns the stored analysis written by the openai engine, with the local evidence', async () => {
    fake.replies = [{ kind: 'json', content: JSON.stringify(narrative) }];
    await f.sut.analyze('openai-user', '9999001');
    const done = await waitFor(async () => {
      const r = await f.sut.get('openai-user', '9999001');
      return r.status === 'complete' && r;
    });
    expect(done.data).toMatchObject({
      summary: narrative.summary,
      summarySource: expect.stringMatching(/^Written by /),
      recommendations: narrative.recommendations,
      engine: { provider: 'openai', model: 'fake-model' },
    });
    // ARCHITECTURE decision 7: the model writes the words; scores, reasons and prior art stay the evidence's.
    expect(done.data!.scoreReasons.noveltyScore).toMatch(/^(Closest earlier reference|Not assessed)/);
    expect(done.data!.priorArt[0].difference).toBe(narrative.differences[0].difference);
    expect(done.data!.writtenBy).toMatchObject({
      summary: { provider: 'openai' },
      differences: { provider: 'openai' },
      recommendations: { provider: 'openai' },
    });
    expect(done.data!.priorArtSearch).toMatchObject({ cutoff: '2003-01-09', candidates: 1 });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0].body).toMatchObject({
      model: 'fake-model',
      response_format: { type: 'json_schema', json_schema: { name: 'patent_analysis' } },
    });
  });

  it('returns failed with the contract error after one attempt when the model output breaks the schema', async () => {
    fake.replies = [{ kind: 'json', content: JSON.stringify({ ...narrative, recommendations: 'none' }) }];
    await f.sut.analyze('openai-user-2', '9999001');
    const failed = await waitFor(async () => {
      const r = await f.sut.get('openai-user-2', '9999001');
      return r.status === 'failed' && r;
    });
    expect(failed.error).toMatch(/^The model's patent_analysis did not match the schema: recommendations: /);
    expect(fake.requests).toHaveLength(1);
  });
});
