import { Module, type DynamicModule, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { Logger } from 'pino';
import type { BaseConfig } from '../config/config.js';
import { createLogger, PinoNestLogger } from '../logging/logger.js';
import { RedisStreamsServer, type RedisStreamsServerOptions } from '../transport/redis-streams.server.js';
import { RpcErrorFilter } from '../transport/rpc-error.filter.js';
import { RpcModule } from '../transport/rpc.module.js';
import type { RunningService } from './running-service.js';

export interface BootstrapRpcServiceOptions {
  service: string;
  module: Type<unknown> | DynamicModule;
  config: Pick<BaseConfig, 'REDIS_URL' | 'REDIS_KEY_PREFIX' | 'RPC_TIMEOUT_MS'> & Partial<Pick<BaseConfig, 'LOG_LEVEL'>>;
  onClose?: () => Promise<void> | void;
  logger?: Logger;
  /** Transport tuning (concurrency, claim idle time...); defaults suit production. */
  transport?: Partial<Omit<RedisStreamsServerOptions, 'service' | 'redisUrl' | 'keyPrefix' | 'logger'>>;
}

@Module({})
class RpcServiceRootModule {}

/** Starts one RPC service on the Redis Streams transport; see API.md. */
export async function bootstrapRpcService(opts: BootstrapRpcServiceOptions): Promise<RunningService> {
  const { service, config } = opts;
  const logger = opts.logger ?? createLogger(service, { level: config.LOG_LEVEL });
  const server = new RedisStreamsServer({
    ...opts.transport,
    service,
    redisUrl: config.REDIS_URL,
    keyPrefix: config.REDIS_KEY_PREFIX,
    logger,
  });
  const root: DynamicModule = {
    module: RpcServiceRootModule,
    imports: [
      opts.module,
      RpcModule.forRoot({ redisUrl: config.REDIS_URL, keyPrefix: config.REDIS_KEY_PREFIX, defaultTimeoutMs: config.RPC_TIMEOUT_MS, logger }),
    ],
  };
  const app = await NestFactory.createMicroservice(root, { strategy: server, logger: new PinoNestLogger(logger) });
  app.useGlobalFilters(new RpcErrorFilter(logger));
  try {
    await app.listen();
  } catch (err) {
    await app.close().catch(() => undefined);
    await opts.onClose?.();
    throw err;
  }
  let closing: Promise<void> | undefined;
  return {
    name: service,
    close: () => {
      // Nest closes the transport first (stop reading, finish in-flight), then the modules.
      closing ??= (async () => {
        try {
          await app.close();
        } finally {
          await opts.onClose?.();
        }
      })();
      return closing;
    },
  };
}
