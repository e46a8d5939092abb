// The operators' view end to end: the whole system in-process (the ai worker too), each process with its
// own internal metrics port; a search, a save and an analysis through the gateway; then every process's
// /metrics must show the series docs/operations.md promises, with counts where the traffic went.
import path from 'node:path';
import { runningMetricsServers, type MetricsServer } from '@patent-hub/service-kit';
import { startTestSystem, type TestAgent, type TestSystem } from '@patent-hub/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runIngestCli } from '../../services/patents/src/ingest/cli.js';
import { savedPatentPayload } from '../../services/library/test/support/fixtures.js';
import { familyOf, metricNamesIn, parseExposition, total, type Series } from './prometheus-text.js';
import { alertExpressions, dashboardExpressions, scalerQueries } from './operator-files.js';

const PROCESSES = ['gateway', 'auth', 'patents', 'library', 'ai', 'ai-worker'] as const;
type Proc = (typeof PROCESSES)[number];

let system: TestSystem;
let alice: TestAgent;
let servers: Map<string, MetricsServer>;
const scraped = new Map<Proc, Series[]>();

async function scrape(proc: Proc): Promise<Series[]> {
  const res = await fetch(`${servers.get(proc)!.url}/metrics`);
  expect(res.status, proc).toBe(200);
  return parseExposition(await res.text());
}

beforeAll(async () => {
  system = await startTestSystem({
    worker: true,
    env: { AI_PROVIDER: 'local', METRICS_PORT: '0', METRICS_HOST: '127.0.0.1' },
  });
  servers = new Map(runningMetricsServers().map((s) => [s.service, s]));
  const slice = path.join(
    system.env.PATENT_DATA_DIR,
    'uspto-xml/PatentsView__PatentsView-DB/ipgxml/ipg130416.small.xml',
  );
  expect(await runIngestCli([slice], system.env)).toBe(0);
  alice = await system.signIn();

  const search = await alice.post('/api/patents/search', { keywords: 'device', dateRange: 'all_time' });
  expect(search.status).toBe(200);
  const saved = await alice.post('/api/patents/save', savedPatentPayload());
  expect(saved.status).toBe(201);
  const [row] = await system.sql<{ n: string }>(
    `select patent_number as n from patents.patents where patent_type = 'utility' order by patent_number limit 1`,
  );
  expect((await alice.post(`/api/patents/${row.n}/analyze`)).status).toBe(202);
  let status = '';
  for (let i = 0; i < 300 && status !== 'complete' && status !== 'failed'; i++) {
    status = (await alice.get(`/api/patents/${row.n}/analysis`)).body.status;
    if (status !== 'complete') await new Promise((r) => setTimeout(r, 100));
  }
  expect(status).toBe('complete');
  for (const proc of PROCESSES) scraped.set(proc, await scrape(proc));
}, 60_000);
afterAll(() => system?.stop());

const positive = (proc: Proc, name: string, match: Record<string, string | RegExp> = {}) =>
  expect(
    total(scraped.get(proc)!, name, match),
    `${proc} ${name} ${JSON.stringify(match, (_, v) => (v instanceof RegExp ? String(v) : v))}`,
  ).toBeGreaterThan(0);
const present = (proc: Proc, name: string) =>
  expect(total(scraped.get(proc)!, name), `${proc} ${name}`).toBeDefined();

describe('metrics of every process after a search, a save and an analysis', () => {
  it('serves /metrics and /healthz on an internal port per process', async () => {
    expect([...servers.keys()].sort()).toEqual([...PROCESSES].sort());
    for (const proc of PROCESSES) {
      const health = await fetch(`${servers.get(proc)!.url}/healthz`);
      expect(health.status, proc).toBe(200);
    }
  });

  it.each(PROCESSES)('returns event-loop lag, heap and RSS of %s', (proc) => {
    positive(proc, 'process_resident_memory_bytes', { service: proc });
    positive(proc, 'nodejs_heap_size_used_bytes');
    present(proc, 'nodejs_eventloop_lag_p99_seconds');
    positive(proc, 'process_cpu_seconds_total');
  });

  it('returns gateway request durations by route template and status', () => {
    positive('gateway', 'ph_http_request_duration_seconds_count', {
      route: '/api/patents/search',
      method: 'POST',
      status: '200',
    });
    positive('gateway', 'ph_http_request_duration_seconds_count', {
      route: '/api/patents/save',
      status: '201',
    });
    positive('gateway', 'ph_http_request_duration_seconds_count', {
      route: '/api/patents/:id/analyze',
      status: '202',
    });
    // Ids never become labels: one series per template.
    const routes = scraped
      .get('gateway')!
      .filter((s) => s.name === 'ph_http_request_duration_seconds_count')
      .map((s) => s.labels.route);
    expect(routes.filter((r) => /\d{5,}/.test(r))).toEqual([]);
  });

  it('returns RPC durations by pattern on the caller and on the server, with error counters', () => {
    positive('gateway', 'ph_rpc_client_duration_seconds_count', { pattern: 'patents.search', code: 'OK' });
    positive('gateway', 'ph_rpc_client_duration_seconds_count', { pattern: 'library.savePatent' });
    positive('gateway', 'ph_rpc_client_duration_seconds_count', { pattern: 'ai.analyze' });
    positive('patents', 'ph_rpc_server_duration_seconds_count', { pattern: 'patents.search', code: 'OK' });
    positive('library', 'ph_rpc_server_duration_seconds_count', { pattern: 'library.savePatent' });
    positive('auth', 'ph_rpc_server_duration_seconds_count', { pattern: /^auth\./ });
    positive('ai', 'ph_rpc_server_duration_seconds_count', { pattern: 'ai.analyze' });
    positive('ai-worker', 'ph_rpc_client_duration_seconds_count', { pattern: /^patents\./ });
    for (const proc of ['gateway', 'ai', 'ai-worker'] as const) present(proc, 'ph_rpc_client_errors_total');
    for (const proc of ['auth', 'patents', 'library', 'ai'] as const)
      present(proc, 'ph_rpc_server_errors_total');
  });

  it('returns the Redis Streams pending and reclaimed entries of every RPC service', () => {
    for (const proc of ['auth', 'patents', 'library', 'ai'] as const) {
      present(proc, 'ph_rpc_stream_pending');
      present(proc, 'ph_rpc_reclaimed_total');
    }
  });

  it("returns the analysis queue by state and the worker's job durations", () => {
    for (const proc of ['ai', 'ai-worker'] as const) {
      present(proc, 'ph_queue_jobs');
      present(proc, 'ph_queue_oldest_waiting_seconds');
    }
    positive('ai', 'ph_queue_jobs', { queue: 'ai-analysis', state: 'completed' });
    positive('ai-worker', 'ph_queue_job_duration_seconds_count', {
      queue: 'ai-analysis',
      outcome: 'completed',
    });
    positive('ai-worker', 'ph_queue_jobs_completed_total', { queue: 'ai-analysis' });
    present('ai-worker', 'ph_queue_jobs_failed_total');
  });

  it('returns the PostgreSQL pool of every process that has one', () => {
    for (const proc of ['auth', 'patents', 'library', 'ai', 'ai-worker'] as const) {
      positive(proc, 'ph_db_pool_total');
      positive(proc, 'ph_db_pool_max');
      present(proc, 'ph_db_pool_idle');
      present(proc, 'ph_db_pool_waiting');
    }
    present('gateway', 'ph_db_pool_total');
  });

  it("returns the queue board on the ai process's internal port", async () => {
    const page = await fetch(`${servers.get('ai')!.url}/queues`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const api = await fetch(`${servers.get('ai')!.url}/queues/api/queues`);
    expect(JSON.stringify(await api.json())).toContain('"ai-analysis"');
  });

  it('returns 404 for the internal paths through the gateway', async () => {
    for (const p of ['/metrics', '/healthz', '/queues', '/queues/api/queues', '/api/metrics']) {
      const res = await alice.get(p);
      expect(res.status, p).toBe(404);
      expect(res.text, p).not.toContain('process_resident_memory_bytes');
    }
  });
});

describe('the dashboard, the alert rules and the autoscaler', () => {
  it('use only metrics the processes export', () => {
    const exported = new Set([...scraped.values()].flatMap((series) => series.map((s) => s.name)));
    const used = [...dashboardExpressions(), ...alertExpressions(), ...scalerQueries()];
    expect(used.length).toBeGreaterThan(20);
    const missing = used.flatMap((e) =>
      metricNamesIn(e)
        .filter((n) => !familyOf(n).some((f) => exported.has(f)))
        .map((n) => `${n} in ${e}`),
    );
    expect(missing).toEqual([]);
  });
});
