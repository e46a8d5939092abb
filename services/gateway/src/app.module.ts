import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { RpcModule, type ServiceMetrics } from '@patent-hub/service-kit';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import type { Logger } from 'pino';
import { AiHttpModule } from './ai/ai.http.module.js';
import { AppUrl, GATEWAY_CONFIG, GATEWAY_PG, GATEWAY_REDIS } from './app-url.js';
import { AuthController } from './auth/auth.controller.js';
import { AuthService } from './auth/auth.service.js';
import { LoginTransactions } from './auth/login-transactions.js';
import { SessionGuard } from './auth/session.guard.js';
import { SessionStore } from './auth/session.store.js';
import type { GatewayConfig } from './config.js';
import { HealthController } from './health/health.controller.js';
import { ReadinessService } from './health/readiness.service.js';
import { HttpExceptionFilter } from './http/http-exception.filter.js';
import { LibraryHttpModule } from './library/library.http.module.js';
import { PatentsHttpModule } from './patents/patents.http.module.js';

export interface GatewayDeps {
  config: GatewayConfig;
  redis: Redis;
  pool: pg.Pool;
  appUrl: AppUrl;
  logger: Logger;
  metrics?: ServiceMetrics;
}

@Module({})
export class AppModule {
  static forRoot(deps: GatewayDeps): DynamicModule {
    const prefix = deps.config.REDIS_KEY_PREFIX;
    return {
      module: AppModule,
      // Library and Ai before Patents: /api/patents/saved, /drafts and /:id/analyze must match
      // before GET /api/patents/:id.
      imports: [
        RpcModule.forRoot({
          redisUrl: deps.config.REDIS_URL,
          keyPrefix: prefix,
          defaultTimeoutMs: deps.config.RPC_TIMEOUT_MS,
          logger: deps.logger,
          metrics: deps.metrics,
        }),
        LibraryHttpModule,
        AiHttpModule,
        PatentsHttpModule,
      ],
      controllers: [AuthController, HealthController],
      providers: [
        { provide: GATEWAY_CONFIG, useValue: deps.config },
        { provide: GATEWAY_REDIS, useValue: deps.redis },
        { provide: GATEWAY_PG, useValue: deps.pool },
        { provide: AppUrl, useValue: deps.appUrl },
        { provide: SessionStore, useValue: new SessionStore(deps.redis, prefix) },
        { provide: LoginTransactions, useValue: new LoginTransactions(deps.redis, prefix) },
        { provide: APP_GUARD, useClass: SessionGuard },
        { provide: APP_FILTER, useValue: new HttpExceptionFilter(deps.logger) },
        AuthService,
        ReadinessService,
      ],
    };
  }
}
