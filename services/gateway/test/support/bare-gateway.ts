import { createTestDatabase, createTestRedisPrefix } from '@patent-hub/testing';
import { startService, type GatewayService } from '../../src/app.js';

export interface BareGateway {
  /** Starts (another) gateway on the same database and key prefix. */
  start(extra?: Record<string, string>): Promise<GatewayService>;
  stop(): Promise<void>;
}

/** A gateway alone (no services behind it) on its own test database and Redis key prefix. */
export async function bareGateway(): Promise<BareGateway> {
  const db = await createTestDatabase();
  const redis = createTestRedisPrefix();
  const started: GatewayService[] = [];
  return {
    async start(extra = {}) {
      const env = {
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: db.url,
      };
      const gateway = await startService({
        ...env,
        REDIS_KEY_PREFIX: redis.prefix,
        RPC_TIMEOUT_MS: '300',
        ...extra,
      });
      started.push(gateway);
      return gateway;
    },
    async stop() {
      await Promise.all(started.map((g) => g.close()));
      await db.drop();
      await redis.clean();
    },
  };
}
