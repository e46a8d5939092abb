import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RpcDefinition, RpcPayload, RpcResult } from '@patent-hub/contracts';
import pg from 'pg';
import { TestAgent } from './agent.js';
import { createTestDatabase, createTestRedisPrefix, freePort, testRedisUrl } from './infra.js';
import { signInThroughDevProvider, type DevProfile } from './sign-in.js';

export const ALL_SERVICES = ['gateway', 'auth', 'patents', 'library', 'ai'] as const;
export type TestServiceName = (typeof ALL_SERVICES)[number];

export interface TestSystemOptions {
  services?: TestServiceName[];
  /** Skip a service whose src/app.ts does not exist yet instead of failing. */
  allowMissing?: boolean;
  env?: Record<string, string>;
  /** Also start the ai worker (`startWorker(env)` in services/ai/src/app.ts). */
  worker?: boolean;
}

interface Running {
  close(): Promise<void>;
  url?: string;
}

/** The subset of the service-kit RpcClient tests use. */
export interface TestRpcClient {
  call<D extends RpcDefinition>(
    def: D,
    payload: RpcPayload<D>,
    opts?: { timeoutMs?: number },
  ): Promise<RpcResult<D>>;
  close(): Promise<void>;
}

export interface TestSystem {
  baseUrl: string;
  env: Record<string, string>;
  signIn(profile?: DevProfile): Promise<TestAgent>;
  anonymous(): TestAgent;
  stopService(name: TestServiceName): Promise<void>;
  startService(name: TestServiceName): Promise<void>;
  sql<R = any>(text: string, params?: unknown[]): Promise<R[]>;
  rpc(): Promise<TestRpcClient>;
  /** Loads USPTO files into the system's database with the patents ingest CLI (`npm run ingest`); its exit code. */
  ingest(files: string[]): Promise<number>;
  stop(): Promise<void>;
}

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const appPath = (name: TestServiceName) => path.join(repoRoot, 'services', name, 'src', 'app.ts');

type AppModule = {
  startService(env: Record<string, string>): Promise<Running>;
  startWorker?(env: Record<string, string>): Promise<Running>;
};

async function loadApp(name: TestServiceName): Promise<AppModule> {
  return (await import(/* @vite-ignore */ appPath(name))) as AppModule;
}

/** A fresh database and Redis prefix with the requested services started in-process. */
export async function startTestSystem(opts: TestSystemOptions = {}): Promise<TestSystem> {
  const wanted = (opts.services ?? [...ALL_SERVICES]).filter((name) => {
    if (existsSync(appPath(name))) return true;
    if (opts.allowMissing) return false;
    throw new Error(`services/${name}/src/app.ts does not exist (pass allowMissing: true to skip it)`);
  });
  const database = await createTestDatabase();
  const redis = createTestRedisPrefix();
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
    DATABASE_URL: database.url,
    REDIS_URL: testRedisUrl(),
    REDIS_KEY_PREFIX: redis.prefix,
    DB_POOL_MAX: '4',
    PORT: '0',
    OIDC_DEV_PORT: String(await freePort()),
    SESSION_SECRET: randomBytes(32).toString('hex'),
    // Many sign-ins per test file; the rate-limit tests set their own limits.
    LOGIN_RATE_LIMIT_MAX: '10000',
    PATENT_DATA_DIR: process.env.PATENT_DATA_DIR ?? path.resolve(repoRoot, '../shared/data'),
    ...opts.env,
  };
  const running = new Map<string, Running>();
  let pool: pg.Pool | undefined;
  let rpcClient: TestRpcClient | undefined;
  let baseUrl = '';

  const start = async (name: TestServiceName) => {
    if (running.has(name)) return;
    const app = await loadApp(name);
    const service = await app.startService({ ...env });
    running.set(name, service);
    if (name === 'gateway' && service.url) {
      baseUrl = service.url.replace(/\/$/, '');
      // Restarts keep the same address, and the identity provider redirects back here.
      env.PORT = String(new URL(baseUrl).port);
      env.PUBLIC_URL = baseUrl;
    }
  };
  const stopOne = async (name: string) => {
    const service = running.get(name);
    running.delete(name);
    await service?.close();
  };

  const system: TestSystem = {
    get baseUrl() {
      return baseUrl;
    },
    env,
    async signIn(profile?: DevProfile) {
      const { agent } = await signInThroughDevProvider(baseUrl, profile);
      return agent;
    },
    anonymous: () => new TestAgent(baseUrl),
    stopService: (name) => stopOne(name),
    startService: (name) => start(name),
    async sql(text, params) {
      if (!pool) {
        pool = new pg.Pool({ connectionString: database.url, max: 2 });
        // The database is dropped at stop(); its connections end with 57P01, which is expected then.
        pool.on('error', () => undefined);
        pool.on('connect', (client) => client.on('error', () => undefined));
      }
      return (await pool.query(text, params as unknown[])).rows;
    },
    async rpc() {
      if (!rpcClient) {
        const kit = (await import('@patent-hub/service-kit')) as unknown as {
          RpcClient: { connect(o: { redisUrl: string; keyPrefix: string }): Promise<TestRpcClient> };
        };
        rpcClient = await kit.RpcClient.connect({ redisUrl: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX });
      }
      return rpcClient;
    },
    async ingest(files) {
      const cli = path.join(repoRoot, 'services', 'patents', 'src', 'ingest', 'cli.ts');
      const { runIngestCli } = (await import(/* @vite-ignore */ cli)) as {
        runIngestCli(argv: string[], env: Record<string, string>): Promise<number>;
      };
      return runIngestCli(files, env);
    },
    async stop() {
      // Gateway first so no new requests arrive, then the rest in parallel.
      const errors: unknown[] = [];
      await stopOne('gateway').catch((e) => errors.push(e));
      await Promise.all([...running.keys()].map((n) => stopOne(n).catch((e) => errors.push(e))));
      await rpcClient?.close().catch(() => undefined);
      await pool?.end().catch(() => undefined);
      await database.drop();
      await redis.clean();
      if (errors.length) throw errors[0];
    },
  };

  try {
    // The gateway first: its address is the PUBLIC_URL the identity provider redirects back to.
    if (wanted.includes('gateway')) await start('gateway');
    await Promise.all(wanted.filter((n) => n !== 'gateway').map((n) => start(n)));
    if (opts.worker && wanted.includes('ai')) {
      const app = await loadApp('ai');
      if (app.startWorker) running.set('ai-worker', await app.startWorker({ ...env }));
    }
  } catch (err) {
    await system.stop().catch(() => undefined);
    throw err;
  }
  return system;
}
