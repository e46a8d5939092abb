// Tracing as docs/operations.md promises it, with processes started the way `npm start` starts them (each with
// the telemetry preload): one search through the gateway is one trace at an OTLP/HTTP receiver on loopback,
// with the gateway's server span named by its route, the RPC client and server spans, the patents service's
// PostgreSQL queries, and the gateway's request log line carrying the trace id.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { deleteRedisKeys, freePort, repoRoot, signInThroughDevProvider } from '@patent-hub/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runIngestCli } from '../../services/patents/src/ingest/cli.js';

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: { key: string; value: OtlpValue }[];
}
interface ReceivedSpan extends OtlpSpan {
  service: string;
  attr: Record<string, string | number | undefined>;
}
const SERVER = 2;
const CLIENT = 3;

/** An OTLP/HTTP receiver (the JSON encoding @opentelemetry/exporter-trace-otlp-http sends). */
function startReceiver(spans: ReceivedSpan[]): Promise<Server> {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      if (req.url === '/v1/traces' && (req.headers['content-type'] ?? '').includes('json')) {
        for (const rs of JSON.parse(body).resourceSpans ?? []) {
          const attrs = (rs.resource?.attributes ?? []) as { key: string; value: OtlpValue }[];
          const service = attrs.find((a) => a.key === 'service.name')?.value.stringValue ?? '?';
          for (const ss of rs.scopeSpans ?? [])
            for (const s of (ss.spans ?? []) as OtlpSpan[]) {
              const attr = Object.fromEntries(
                (s.attributes ?? []).map((a) => [a.key, a.value.stringValue ?? a.value.intValue]),
              );
              spans.push({ ...s, service, attr });
            }
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise((r) => server.listen(0, '127.0.0.1', () => r(server)));
}

async function until<T>(
  what: string,
  fn: () => Promise<T | undefined> | T | undefined,
  ms: number,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('one search through the gateway, traced', () => {
  const dbName = `ph_t_trace_${Date.now().toString(36)}`;
  const databaseUrl = `postgres://postgres@127.0.0.1:5432/${dbName}`;
  const runDir = mkdtempSync(path.join(os.tmpdir(), 'ph-trace-'));
  const spans: ReceivedSpan[] = [];
  let receiver: Server;
  let child: ChildProcess;
  let output = '';
  let baseUrl = '';

  beforeAll(async () => {
    receiver = await startReceiver(spans);
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['scripts/start.mjs', '--no-build', '--no-corpus'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(port),
        OIDC_DEV_PORT: String(await freePort()),
        PUBLIC_URL: baseUrl,
        DATABASE_URL: databaseUrl,
        REDIS_KEY_PREFIX: `ph:t:${dbName}:`,
        PH_RUN_DIR: runDir,
        LOG_LEVEL: 'info',
        OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    await until(
      'GET /api/ready 200',
      async () => {
        const res = await fetch(`${baseUrl}/api/ready`).catch(() => undefined);
        return res?.status === 200 ? true : undefined;
      },
      90_000,
    ).catch((err) => {
      throw new Error(`${err.message}\n--- start output ---\n${output.slice(-4000)}`);
    });
    const slice = path.join(
      process.env.PATENT_DATA_DIR ?? path.resolve(repoRoot, '../shared/data'),
      'uspto-xml/PatentsView__PatentsView-DB/ipgxml/ipg130416.small.xml',
    );
    expect(await runIngestCli([slice], { DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' })).toBe(0);
  }, 180_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    await new Promise((r) => receiver?.close(r));
    rmSync(runDir, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    await admin.end();
    await deleteRedisKeys(`ph:t:${dbName}:`);
  });

  it('exports gateway, RPC, patents and PostgreSQL spans in one trace, and logs the request with its trace id', async () => {
    const { agent } = await signInThroughDevProvider(baseUrl);
    const res = await agent.post('/api/patents/search', { keywords: 'device', dateRange: 'all_time' });
    expect(res.status).toBe(200);

    const server = await until(
      'the gateway server span of the search',
      () =>
        spans.find(
          (s) =>
            s.service === 'gateway' && s.kind === SERVER && s.attr['http.route'] === '/api/patents/search',
        ),
      30_000,
    );
    expect(server.name).toBe('POST /api/patents/search');
    const trace = () => spans.filter((s) => s.traceId === server.traceId);
    const pgSpan = (s: ReceivedSpan) =>
      s.service === 'patents' &&
      (s.attr['db.system'] === 'postgresql' || s.attr['db.system.name'] === 'postgresql');
    // Each process exports in batches of its own, so a span that ends later (the RPC server span ends after its
    // queries) can arrive in a later batch: wait for every span the trace must hold, not for the first one only.
    await until('the patents service PostgreSQL span', () => trace().find(pgSpan), 30_000);
    const rpcClient = await until(
      'the gateway RPC client span',
      () => trace().find((s) => s.service === 'gateway' && s.kind === CLIENT && s.name === 'patents.search'),
      30_000,
    );
    const rpcServer = await until(
      'the patents RPC server span',
      () => trace().find((s) => s.service === 'patents' && s.kind === SERVER && s.name === 'patents.search'),
      30_000,
    );
    expect(rpcServer.parentSpanId).toBe(rpcClient.spanId);
    const redisSpan = (s: ReceivedSpan) =>
      s.attr['db.system'] === 'redis' || s.attr['db.system.name'] === 'redis';
    await until(
      'a gateway Redis span in the trace',
      () => trace().find((s) => redisSpan(s) && s.service === 'gateway'),
      30_000,
    );

    const logLine = await until(
      'the request log line',
      () =>
        output
          .split('\n')
          .map((l) => l.slice(l.indexOf('{')))
          .filter((l) => l.startsWith('{'))
          .map((l) => JSON.parse(l) as Record<string, unknown>)
          .find((l) => l.service === 'gateway' && l.route === '/api/patents/search'),
      10_000,
    );
    expect(logLine).toMatchObject({
      trace_id: server.traceId,
      res: { statusCode: 200 },
      req: { method: 'POST' },
    });
    expect(JSON.stringify(logLine)).not.toContain('device');
  });
});
