import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import type { ServiceMetrics } from './service-metrics.js';

/** Serves what the internal port adds beyond /metrics and /healthz (e.g. the queue board). */
export type InternalHandler = (req: IncomingMessage, res: ServerResponse, notFound: () => void) => void;

export interface MetricsServerOptions {
  metrics: ServiceMetrics;
  port: number;
  host?: string;
  logger?: Logger;
  /** Extra routes on the internal port, tried after /metrics and /healthz. */
  handler?: InternalHandler;
}

export interface MetricsServer {
  service: string;
  url: string;
  port: number;
  close(): Promise<void>;
}

const running = new Set<MetricsServer>();

/** The metrics servers of this process (in-process tests start several services, each with its own). */
export function runningMetricsServers(): MetricsServer[] {
  return [...running];
}

/**
 * The internal port of a process: GET /metrics (Prometheus text) and GET /healthz. Never published
 * through the gateway or the ingress; Kubernetes probes and Prometheus reach it on the pod network.
 */
export async function startMetricsServer(opts: MetricsServerOptions): Promise<MetricsServer> {
  const { metrics } = opts;
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const notFound = () => res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    if (req.method === 'GET' && path === '/metrics') {
      metrics.registry.metrics().then(
        (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
        (err: unknown) => {
          opts.logger?.warn({ err }, 'collecting metrics failed');
          res.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics collection failed');
        },
      );
      return;
    }
    if (req.method === 'GET' && path === '/healthz') {
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ status: 'ok', service: metrics.service }));
      return;
    }
    if (opts.handler) opts.handler(req, res, notFound);
    else notFound();
  });
  server.keepAliveTimeout = 65_000; // longer than Prometheus' scrape interval: connections are reused
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host ?? '0.0.0.0', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const host = !opts.host || opts.host === '0.0.0.0' || opts.host === '::' ? '127.0.0.1' : opts.host;
  let closing: Promise<void> | undefined;
  const handle: MetricsServer = {
    service: metrics.service,
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    close: () =>
      (closing ??= new Promise<void>((resolve) => {
        running.delete(handle);
        server.close(() => resolve());
        server.closeAllConnections();
      })),
  };
  running.add(handle);
  opts.logger?.info({ url: handle.url }, 'metrics and health on the internal port');
  return handle;
}
