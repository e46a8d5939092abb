import { describe, expect, it } from 'vitest';
import { metricsPortOf, startProcessMetrics } from './process-metrics.js';
import { startMetricsServer } from './metrics-server.js';
import { METRIC } from './names.js';
import { ServiceMetrics } from './service-metrics.js';

/** The value of the series `name` whose labels include `labels` (label order varies by metric type). */
function valueOf(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    if (Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`)))
      return Number(line.split(' ').pop());
  }
  return undefined;
}

describe(ServiceMetrics.name, () => {
  it('returns RPC, pool and queue series labelled with the service when they were recorded', async () => {
    const sut = new ServiceMetrics('patents');
    sut.rpcServer('patents.search', 'OK', 0.02);
    sut.rpcClient('library.save', 'TIMEOUT', 10);
    sut.observePool({ totalCount: 3, idleCount: 1, waitingCount: 2, options: { max: 10 } } as never);
    sut.observeQueue({
      name: 'analysis',
      counts: async () => ({ waiting: 4, active: 1 }),
      oldestWaitingMs: async () => 1500,
    });
    sut.jobFinished('analysis', 'failed', 2);
    const text = await sut.registry.metrics();
    const service = 'patents';
    expect(
      valueOf(text, `${METRIC.rpcServerDuration}_count`, { service, pattern: 'patents.search', code: 'OK' }),
    ).toBe(1);
    expect(valueOf(text, METRIC.rpcClientErrors, { service, pattern: 'library.save', code: 'TIMEOUT' })).toBe(
      1,
    );
    expect(valueOf(text, METRIC.dbPoolWaiting, { service, pool: 'main' })).toBe(2);
    expect(valueOf(text, METRIC.dbPoolTotal, { service, pool: 'main' })).toBe(3);
    expect(valueOf(text, METRIC.queueJobs, { service, queue: 'analysis', state: 'waiting' })).toBe(4);
    expect(valueOf(text, METRIC.queueOldestWaiting, { service, queue: 'analysis' })).toBe(1.5);
    expect(valueOf(text, METRIC.queueFailed, { service, queue: 'analysis' })).toBe(1);
    expect(text).toMatch(/^process_resident_memory_bytes\{service="patents"\} \d+/m);
  });

  it('returns no RPC series when nothing was recorded', async () => {
    const text = await new ServiceMetrics('gateway').registry.metrics();
    expect(text).not.toContain(METRIC.rpcServerDuration);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });
});

describe(metricsPortOf.name, () => {
  it('returns 9464 by default, nothing under NODE_ENV=test unless asked, and the configured port', () => {
    expect(metricsPortOf({ NODE_ENV: 'production' })).toBe(9464);
    expect(metricsPortOf({ NODE_ENV: 'test' })).toBeUndefined();
    expect(metricsPortOf({ NODE_ENV: 'test', METRICS_PORT: 0 })).toBe(0);
    expect(metricsPortOf({ METRICS_PORT: 9500 })).toBe(9500);
  });
});

describe(startMetricsServer.name, () => {
  it('returns metrics and health on the internal port and 404 elsewhere', async () => {
    const sut = await startMetricsServer({ metrics: new ServiceMetrics('auth'), port: 0, host: '127.0.0.1' });
    try {
      const metrics = await fetch(`${sut.url}/metrics`);
      expect(metrics.status).toBe(200);
      expect(metrics.headers.get('content-type')).toContain('text/plain');
      expect(await metrics.text()).toContain('process_cpu_seconds_total');
      expect(await (await fetch(`${sut.url}/healthz`)).json()).toEqual({ status: 'ok', service: 'auth' });
      expect((await fetch(`${sut.url}/api/patents`)).status).toBe(404);
    } finally {
      await sut.close();
    }
  });
});

describe(startProcessMetrics.name, () => {
  it('returns metrics without a server when the port is taken, instead of failing the process', async () => {
    const taken = await startMetricsServer({ metrics: new ServiceMetrics('a'), port: 0, host: '127.0.0.1' });
    try {
      const sut = await startProcessMetrics('b', {
        NODE_ENV: 'production',
        METRICS_PORT: taken.port,
        METRICS_HOST: '127.0.0.1',
      });
      expect(sut.server).toBeUndefined();
      expect(sut.metrics.service).toBe('b');
      await sut.close();
    } finally {
      await taken.close();
    }
  });
});
