import path from 'node:path';
import { startTestSystem, type TestSystem } from '@patent-hub/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runIngestCli } from '../../patents/src/ingest/cli.js';
import { startService, type GatewayService } from '../src/app.js';

// POST /api/patents/search is answered in front of Express's router and Nest's dispatch (http/direct-route.ts).
// A gateway with DIRECT_ROUTES=false answers it through them; both must answer every request alike: status,
// headers and body, for good and bad input, sessions, CSRF, and a service that does not answer.

interface Sent {
  status: number;
  headers: [string, string][];
  text: string;
}

interface Case {
  name: string;
  path?: string;
  headers?: Record<string, string | undefined>;
  body?: string | (() => ReadableStream<Uint8Array>);
}

const SEARCH = '/api/patents/search';
let system: TestSystem;
let viaExpress: GatewayService;
let direct: GatewayService;
let signedIn: Record<string, string>;

/** Headers that differ between any two responses: the clock, the connection. */
const VOLATILE = new Set(['date', 'connection', 'keep-alive']);

async function send(base: string, c: Case): Promise<Sent> {
  const headers = Object.fromEntries(
    Object.entries({ ...signedIn, 'content-type': 'application/json', ...c.headers }).filter(
      ([, v]) => v !== undefined,
    ),
  ) as Record<string, string>;
  const body = typeof c.body === 'function' ? c.body() : c.body;
  const res = await fetch(`${base}${c.path ?? SEARCH}`, {
    method: 'POST',
    headers,
    body,
    ...(typeof c.body === 'function' ? { duplex: 'half' } : {}),
  } as RequestInit);
  const raw = await res.text();
  // The length is the body's own; compared through the body, whose processingTime differs from call to call.
  const length = res.headers.get('content-length');
  if (length !== null) expect(Number(length)).toBe(Buffer.byteLength(raw));
  return {
    status: res.status,
    headers: [...res.headers]
      .filter(([k]) => !VOLATILE.has(k) && k !== 'content-length')
      .sort(([a], [b]) => a.localeCompare(b)),
    text: raw.replace(/"processingTime":[0-9.e+-]+/, '"processingTime":0'),
  };
}

const json = (value: unknown) => JSON.stringify(value);
const chunked = (text: string) => () =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      const bytes = new TextEncoder().encode(text);
      controller.enqueue(bytes.slice(0, 5));
      controller.enqueue(bytes.slice(5));
      controller.close();
    },
  });

const CASES: Case[] = [
  {
    name: 'a page by title',
    path: `${SEARCH}?page=2&limit=5`,
    body: json({ keywords: '', dateRange: 'all_time', sort: 'title-asc' }),
  },
  {
    name: 'keywords by relevance',
    body: json({ keywords: 'display OR semiconductor', sort: 'relevance', enableAiAnalysis: true }),
  },
  {
    name: 'paging in the query wins over the body',
    path: `${SEARCH}?page=2`,
    body: json({ page: 3, limit: 2 }),
  },
  { name: 'no result', body: json({ keywords: 'zzzqqqxxy' }) },
  { name: 'no body', body: undefined, headers: { 'content-type': undefined } },
  { name: 'a text/plain body', body: 'keywords=x', headers: { 'content-type': 'text/plain' } },
  {
    name: 'charset in capitals',
    body: json({ keywords: 'display' }),
    headers: { 'content-type': 'application/json; charset=UTF-8' },
  },
  { name: 'a chunked body', body: chunked(json({ keywords: 'display', limit: 3 })) },
  { name: 'an array body', body: '[]' },
  { name: 'a byte-order mark', body: `\ufeff${json({ keywords: 'display' })}` },
  { name: 'an unknown sort', body: json({ sort: 'sideways' }) },
  { name: 'a limit over 100', path: `${SEARCH}?limit=101`, body: '{}' },
  { name: 'a custom range without dates', body: json({ dateRange: 'custom' }) },
  { name: 'malformed JSON', body: '{"keywords":' },
  { name: 'a JSON string', body: '"display"' },
  { name: 'a NUL in the body', body: json({ keywords: 'a\u0000b' }) },
  { name: 'a NUL in the query', path: `${SEARCH}?page=%00`, body: '{}' },
  { name: 'a body over 1 MB', body: json({ keywords: 'x'.repeat(1024 * 1024 + 10) }) },
  {
    name: 'hostile query text',
    body: json({ keywords: `'); drop table patents; -- & | ! :* "${'('.repeat(50)}` }),
  },
  {
    name: 'no session',
    body: '{}',
    headers: {
      cookie: 'ph_csrf=0123456789abcdef0123456789abcdef',
      'x-csrf-token': '0123456789abcdef0123456789abcdef',
    },
  },
  {
    name: 'a forged session',
    body: '{}',
    headers: {
      cookie: 'ph_sid=s%3Aforged.abc; ph_csrf=0123456789abcdef0123456789abcdef',
      'x-csrf-token': '0123456789abcdef0123456789abcdef',
    },
  },
  { name: 'no CSRF header', body: '{}', headers: { 'x-csrf-token': undefined } },
  { name: 'another origin', body: '{}', headers: { origin: 'https://evil.example' } },
  { name: 'a trailing slash (Express routes it; not direct)', path: `${SEARCH}/`, body: '{}' },
];

describe('the search route answered directly', () => {
  beforeAll(async () => {
    system = await startTestSystem({
      services: ['gateway', 'auth', 'patents'],
      env: { BM25_REFRESH_MS: '100' },
    });
    const dir = path.join(system.env.PATENT_DATA_DIR, 'uspto-xml/PatentsView__PatentsView-DB/ipgxml');
    expect(await runIngestCli([path.join(dir, 'ipg050104.small.xml')], system.env)).toBe(0);
    const common = { ...system.env, PORT: '0', HOST: '127.0.0.1', METRICS_PORT: '0', RPC_TIMEOUT_MS: '400' };
    direct = await startService({ ...common, DIRECT_ROUTES: 'true' });
    viaExpress = await startService({ ...common, DIRECT_ROUTES: 'false' });
    const alice = await system.signIn();
    signedIn = {
      cookie: `ph_sid=${alice.cookie('ph_sid')}; ph_csrf=${alice.cookie('ph_csrf')}`,
      'x-csrf-token': alice.cookie('ph_csrf') ?? '',
      origin: system.baseUrl,
    };
    // The BM25 index sees the ingest within BM25_REFRESH_MS.
    await new Promise((r) => setTimeout(r, 300));
  });
  afterAll(async () => {
    await direct?.close();
    await viaExpress?.close();
    await system?.stop();
  });

  it('answers a search with patents, directly', async () => {
    const before = direct.directServed();
    const res = await send(direct.url, CASES[0]);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text)).toMatchObject({ success: true, data: { patents: expect.any(Array) } });
    expect((JSON.parse(res.text) as { data: { patents: unknown[] } }).data.patents).toHaveLength(5);
    expect(direct.directServed()).toBe(before + 1);
  });

  it.each(CASES)('answers like Express and Nest: $name', async (c) => {
    const [a, b] = [await send(direct.url, c), await send(viaExpress.url, c)];
    expect(a).toEqual(b);
  });

  it('took the direct path only where it should', () => {
    // Every case but the trailing slash, plus the first test's search.
    expect(direct.directServed()).toBe(CASES.length);
    expect(viaExpress.directServed()).toBe(0);
  });

  it('records the same request metrics (by route template and status, answered by a step or the route)', async () => {
    const counts = async (g: GatewayService) => {
      const text = await (await fetch(`${g.metricsUrl}/metrics`)).text();
      return (
        text
          .split('\n')
          // Every POST the two gateways answered: the route's own and those a step answered ("(unmatched)").
          .filter(
            (l) => l.startsWith('ph_http_request_duration_seconds_count') && l.includes('method="POST"'),
          )
          .map((l) => l.replace(/,?service="gateway"/, ''))
          .sort()
      );
    };
    const onDirect = await counts(direct);
    expect(
      onDirect.some((l) => l.includes('route="/api/patents/search"') && l.includes('status="200"')),
    ).toBe(true);
    expect(onDirect.some((l) => l.includes('route="(unmatched)"') && l.includes('status="403"'))).toBe(true);
    // The direct gateway answered the first test's search once more.
    expect(
      onDirect
        .join('\n')
        .replace(
          /(route="\/api\/patents\/search",status="200"} )(\d+)/,
          (_, p: string, n: string) => `${p}${Number(n) - 1}`,
        ),
    ).toBe((await counts(viaExpress)).join('\n'));
  });

  it('answers alike when the patents service does not answer', async () => {
    await system.stopService('patents');
    const c = CASES[1];
    const [a, b] = [await send(direct.url, c), await send(viaExpress.url, c)];
    expect(a.status).toBeGreaterThanOrEqual(500);
    expect(a).toEqual(b);
  });
});
