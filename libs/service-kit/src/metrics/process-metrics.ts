import type { Logger } from 'pino';
import type { BaseConfig } from '../config/config.js';
import { startMetricsServer, type InternalHandler, type MetricsServer } from './metrics-server.js';
import { ServiceMetrics } from './service-metrics.js';

export const DEFAULT_METRICS_PORT = 9464;

export type MetricsConfig = Partial<Pick<BaseConfig, 'NODE_ENV' | 'METRICS_PORT' | 'METRICS_HOST'>>;

/**
 * The internal port to listen on: METRICS_PORT when set (0 picks a free one), else 9464 — except under
 * NODE_ENV=test, where several services share one process and only tests that ask for it get a server.
 */
export function metricsPortOf(config: MetricsConfig): number | undefined {
  if (config.METRICS_PORT !== undefined) return config.METRICS_PORT;
  return config.NODE_ENV === 'test' ? undefined : DEFAULT_METRICS_PORT;
}

export interface ProcessMetrics {
  metrics: ServiceMetrics;
  server?: MetricsServer;
  close(): Promise<void>;
}

/** Creates the process's metrics and serves them (with /healthz) on the internal port. */
export async function startProcessMetrics(
  service: string,
  config: MetricsConfig,
  opts: { logger?: Logger; handler?: InternalHandler; metrics?: ServiceMetrics } = {},
): Promise<ProcessMetrics> {
  const metrics = opts.metrics ?? new ServiceMetrics(service);
  const port = metricsPortOf(config);
  let server: MetricsServer | undefined;
  if (port !== undefined) {
    try {
      server = await startMetricsServer({
        metrics,
        port,
        host: config.METRICS_HOST,
        logger: opts.logger,
        handler: opts.handler,
      });
    } catch (err) {
      // Never fatal: the RPC services' probes use /healthz on this port, so Kubernetes restarts a pod
      // that lacks it anyway, and a busy port on a shared host must not take the whole process down.
      opts.logger?.error({ err, port }, 'metrics port unavailable; running without /metrics and /healthz');
    }
  }
  return { metrics, server, close: async () => server?.close() };
}
