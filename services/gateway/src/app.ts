import type { AddressInfo } from 'node:net';
import { NestFactory } from '@nestjs/core';
import cookieParser from 'cookie-parser';
import type { NestExpressApplication } from '@nestjs/platform-express';
import {
  createLogger,
  loadConfig,
  PinoNestLogger,
  ServiceMetrics,
  startProcessMetrics,
  type ProcessMetrics,
  type RunningService,
} from '@patent-hub/service-kit';
import { Redis } from 'ioredis';
import pg from 'pg';
import { AppModule } from './app.module.js';
import { AppUrl } from './app-url.js';
import { loginRateLimit } from './auth/login-rate-limit.js';
import { csrfMiddleware } from './auth/csrf.middleware.js';
import { DEV_SESSION_SECRET, gatewayEnvSchema, parseTrustProxy } from './config.js';
import { setupOpenApi } from './docs/openapi.js';
import { jsonBody } from './http/body-parser.js';
import { inputGuard } from './http/input-guard.js';
import { httpMetrics, internalPathsNotFound } from './http/http-metrics.js';
import { requestLog, traceRoute } from './http/request-log.js';
import { securityHeaders } from './http/security-headers.js';
import { defaultWebDist, webApp } from './http/web-app.js';

export interface GatewayService extends RunningService {
  url: string;
  /** The Nest application (tests enumerate its routes). */
  app: NestExpressApplication;
}

export async function startService(
  env: Record<string, string | undefined> = process.env,
): Promise<GatewayService> {
  const config = loadConfig(gatewayEnvSchema, env);
  const logger = createLogger('gateway', { level: config.LOG_LEVEL });
  const production = config.NODE_ENV === 'production';
  const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2, connectTimeout: 2_000 });
  redis.on('error', (err) => logger.warn({ err }, 'redis error'));
  const pool = new pg.Pool({
    connectionString: config.DATABASE_URL,
    max: 2,
    connectionTimeoutMillis: 1_000,
    idleTimeoutMillis: 10_000,
  });
  // Idle and checked-out clients alike: a dropped connection (e.g. PostgreSQL restarting) must never
  // surface as an uncaught 'error' event; readiness reports it instead.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const metrics = new ServiceMetrics('gateway');
  metrics.observePool(pool, 'readiness');
  let internal: ProcessMetrics | undefined;
  const appUrl = new AppUrl(config.PUBLIC_URL);

  const cleanup = async () => {
    await internal?.close();
    redis.disconnect();
    await pool.end().catch(() => undefined);
  };
  let app: NestExpressApplication | undefined;
  try {
    app = await NestFactory.create<NestExpressApplication>(
      AppModule.forRoot({ config, redis, pool, appUrl, logger, metrics }),
      {
        bodyParser: false,
        logger: new PinoNestLogger(logger),
      },
    );
    app.set('trust proxy', parseTrustProxy(config.TRUST_PROXY));
    app.disable('x-powered-by');
    // API answers are per user and mostly POSTs: no ETag (Express would hash every JSON body for it).
    app.set('etag', false);
    app.use(httpMetrics(metrics));
    app.use(requestLog(logger));
    app.use(traceRoute);
    app.use(securityHeaders(production));
    app.use(cookieParser(config.SESSION_SECRET ?? DEV_SESSION_SECRET));
    const limitArgs = [config.LOGIN_RATE_LIMIT_MAX, config.LOGIN_RATE_LIMIT_WINDOW_MS] as const;
    app.use('/api/login', loginRateLimit(redis, config.REDIS_KEY_PREFIX, 'login', ...limitArgs));
    app.use('/api/callback', loginRateLimit(redis, config.REDIS_KEY_PREFIX, 'callback', ...limitArgs));
    app.use('/api', jsonBody());
    app.use('/api', inputGuard());
    app.use('/api', csrfMiddleware(appUrl));
    app.use(internalPathsNotFound);
    app.use(...webApp(config.WEB_DIST_DIR ?? defaultWebDist()));
    app.setGlobalPrefix('api');
    app.enableShutdownHooks([]);
    setupOpenApi(app);
    await app.listen(config.PORT, config.HOST);
    // /metrics and /healthz on the internal port only (METRICS_PORT), never on the public one.
    internal = await startProcessMetrics('gateway', config, { logger, metrics });
  } catch (err) {
    await app?.close().catch(() => undefined);
    await cleanup();
    throw err;
  }
  const { port } = app.getHttpServer().address() as AddressInfo;
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? '127.0.0.1' : config.HOST;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const nest = app;
  let closing: Promise<void> | undefined;
  return {
    name: 'gateway',
    url,
    metricsUrl: internal.server?.url,
    app: nest,
    close: () =>
      (closing ??= (async () => {
        try {
          await nest.close();
        } finally {
          await cleanup();
        }
      })()),
  };
}
