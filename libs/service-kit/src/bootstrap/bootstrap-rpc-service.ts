import { Module, type DynamicModule, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { BaseConfig } from '../config/config.js';
import { createLogger, PinoNestLogger } from '../logging/logger.js';
import type { InternalHandler } from '../metrics/metrics-server.js';
import { startProcessMetrics, type MetricsConfig } from '../metrics/process-metrics.js';
import { ServiceMetrics } from '../metrics/service-metrics.js';
import { RedisStreamsServer, type RedisStreamsServerOptions } from '../transport/redis-streams.server.js';
import { RpcErrorFilter } from '../transport/rpc-error.filter.js';
import { RpcModule } from '../transport/rpc.module.js';
import type { RunningService } from './running-service.js';

export interface BootstrapRpcServiceOptions {
  service: string;
  module: Type<unknown> | DynamicModule;
  config: Pick<BaseConfig, 'REDIS_URL' | 'REDIS_KEY_PREFIX' | 'RPC_TIMEOUT_MS'> &
    Partial<Pick<BaseConfig, 'LOG_LEVEL'>> &
    MetricsConfig;
  onClose?: () => Promise<void> | void;
  logger?: Logger;
  /** Transport tuning (concurrency, claim idle time...); defaults suit production. */
  transport?: Partial<
    Omit<RedisStreamsServerOptions, 'service' | 'redisUrl' | 'keyPrefix' | 'logger' | 'metrics'>
  >;
  /** The service's database: its pool's connections are exported as metrics. */
  database?: { pool: pg.Pool };
  /** Metrics created beforehand (to record things outside the kit); one is created otherwise. */
  metrics?: ServiceMetrics;
  /** Extra routes on the internal metrics port (never reachable through the gateway). */
  internalHandler?: InternalHandler;
}

@Module({})
class RpcServiceRootModule {}

/** Starts one RPC service on the Redis Streams transport; see API.md. */
export async function bootstrapRpcService(opts: BootstrapRpcServiceOptions): Promise<RunningService> {
  const { service, config } = opts;
  const logger = opts.logger ?? createLogger(service, { level: config.LOG_LEVEL });
  const metrics = opts.metrics ?? new ServiceMetrics(service);
  if (opts.database) metrics.observePool(opts.database.pool);
  const server = new RedisStreamsServer({
    ...opts.transport,
    service,
    redisUrl: config.REDIS_URL,
    keyPrefix: config.REDIS_KEY_PREFIX,
    logger,
    metrics,
  });
  const root: DynamicModule = {
    module: RpcServiceRootModule,
    imports: [
      opts.module,
      RpcModule.forRoot({
        redisUrl: config.REDIS_URL,
        keyPrefix: config.REDIS_KEY_PREFIX,
        defaultTimeoutMs: config.RPC_TIMEOUT_MS,
        logger,
        metrics,
      }),
    ],
  };
  // abortOnError off: a failed start rejects (runMain exits 1) instead of Nest killing the process.
  const app = await NestFactory.createMicroservice(root, {
    strategy: server,
    logger: new PinoNestLogger(logger),
    abortOnError: false,
  });
  app.useGlobalFilters(new RpcErrorFilter(logger));
  let internal: Awaited<ReturnType<typeof startProcessMetrics>> | undefined;
  try {
    await app.listen();
    // After listen: a /healthz that answers means this replica takes requests.
    internal = await startProcessMetrics(service, config, { logger, metrics, handler: opts.internalHandler });
  } catch (err) {
    await app.close().catch(() => undefined);
    await opts.onClose?.();
    throw err;
  }
  const metricsServer = internal;
  let closing: Promise<void> | undefined;
  return {
    name: service,
    metricsUrl: metricsServer.server?.url,
    close: () => {
      // Nest closes the transport first (stop reading, finish in-flight), then the modules.
      closing ??= (async () => {
        try {
          await app.close();
        } finally {
          await metricsServer.close();
          await opts.onClose?.();
        }
      })();
      return closing;
    },
  };
}
