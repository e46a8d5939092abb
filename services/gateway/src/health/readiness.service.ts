import { Inject, Injectable } from '@nestjs/common';
import { PING, SERVICE_NAMES } from '@patent-hub/contracts';
import { checkPostgres, checkRedis, probe, RpcClient, type HealthResult } from '@patent-hub/service-kit';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import { GATEWAY_CONFIG, GATEWAY_PG, GATEWAY_REDIS } from '../app-url.js';
import type { GatewayConfig } from '../config.js';

export interface Readiness {
  ready: boolean;
  failed: string[];
  checks: Record<string, HealthResult>;
}

/** PostgreSQL, Redis and every service's ping, in parallel, each within READY_TIMEOUT_MS (1 s). */
@Injectable()
export class ReadinessService {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(GATEWAY_REDIS) private readonly redis: Redis,
    @Inject(GATEWAY_PG) private readonly pool: pg.Pool,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async check(): Promise<Readiness> {
    const ms = this.config.READY_TIMEOUT_MS;
    const names = ['postgres', 'redis', ...SERVICE_NAMES];
    const results = await Promise.all([
      checkPostgres(this.pool, ms),
      checkRedis(this.redis, ms),
      ...SERVICE_NAMES.map((s) => probe(() => this.rpc.call(PING[s], {}, { timeoutMs: ms }), ms + 50)),
    ]);
    const checks = Object.fromEntries(names.map((n, i) => [n, results[i]]));
    const failed = names.filter((_, i) => !results[i].ok);
    return { ready: failed.length === 0, failed, checks };
  }
}
