// The realistic mix, driven by autocannon: per connection (one signed-in user each) a cycle of ten
// requests — 7 searches, 2 reads of the saved list and the collections, 1 write (a saved patent or a new
// collection, alternately). Latency is measured per request kind; every write answered 2xx is recorded
// so it can be looked up afterwards.
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { signInThroughDevProvider, type TestAgent } from '@patent-hub/testing';

export interface LoadUser {
  id: string;
  agent: TestAgent;
  cookie: string;
  csrf: string;
}

export interface Write {
  user: number;
  kind: 'saved' | 'collection';
  id: string;
}

export interface Sample {
  at: number; // ms since the run started
  kind: 'search' | 'read' | 'write';
  status: number;
  ms: number;
}

export interface MixResult {
  seconds: number;
  requests: number;
  rps: number;
  errors: number; // connection errors and timeouts (autocannon)
  timeouts: number;
  statuses: Record<string, number>;
  latency: Record<
    'all' | 'search' | 'read' | 'write',
    { p50: number; p95: number; p99: number; max: number }
  >;
  writes: Write[];
  samples: Sample[];
  /** ms since the start of each timeout or connection error. */
  failuresAt: number[];
}

const WORDS = [
  'device',
  'method',
  'system',
  'battery',
  'engine',
  'signal',
  'light',
  'fluid',
  'sensor',
  'circuit',
  'vehicle',
  'memory',
  'optical',
  'valve',
  'wireless',
  'polymer',
];

export async function signInUsers(baseUrl: string, n: number): Promise<LoadUser[]> {
  const users: LoadUser[] = [];
  for (let i = 0; i < n; i += 10) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, n - i) }, async (_, j) => {
        const { agent } = await signInThroughDevProvider(baseUrl, {
          email: `load-${i + j}-${Date.now()}@example.test`,
          firstName: `Load${i + j}`,
        });
        return {
          id: agent.user?.id as string,
          agent,
          cookie: agent.jar.getCookieStringSync(baseUrl),
          csrf: decodeURIComponent(agent.cookie('ph_csrf') as string),
        };
      }),
    );
    users.push(...batch);
  }
  return users;
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] * 10) / 10;
}

export async function runMix(opts: {
  baseUrl: string;
  users: LoadUser[];
  seconds: number;
  timeoutS?: number;
  patentNumbers: string[];
  /** The Origin the requests carry (the gateway's PUBLIC_URL) when baseUrl is a proxy in front of it. */
  origin?: string;
}): Promise<MixResult> {
  const { users, patentNumbers } = opts;
  const writes: Write[] = [];
  const samples: Sample[] = [];
  const statuses: Record<string, number> = {};
  let nextUser = 0;
  let seq = 0;
  const started = performance.now();

  type Ctx = { u?: number; t0?: number; kind?: Sample['kind']; write?: Write['kind'] };
  const who = (ctx: Ctx) => (ctx.u ??= nextUser++ % users.length);
  const headers = (ctx: Ctx, json = false) => {
    const u = users[who(ctx)];
    return {
      cookie: u.cookie,
      'x-csrf-token': u.csrf,
      origin: opts.origin ?? opts.baseUrl,
      ...(json ? { 'content-type': 'application/json' } : {}),
    };
  };
  const mark = (ctx: Ctx, kind: Sample['kind']) => {
    ctx.t0 = performance.now();
    ctx.kind = kind;
  };
  const search = {
    method: 'POST' as const,
    path: '/api/patents/search',
    setupRequest: (req: Record<string, unknown>, ctx: Ctx) => {
      mark(ctx, 'search');
      const q = `${WORDS[seq++ % WORDS.length]}${seq % 3 === 0 ? ` ${WORDS[(seq * 7) % WORDS.length]}` : ''}`;
      return {
        ...req,
        headers: headers(ctx, true),
        body: JSON.stringify({ keywords: q, dateRange: 'all_time' }),
      };
    },
  };
  const read = (path: string) => ({
    method: 'GET' as const,
    path,
    setupRequest: (req: Record<string, unknown>, ctx: Ctx) => {
      mark(ctx, 'read');
      return { ...req, headers: headers(ctx) };
    },
  });
  const write = {
    method: 'POST' as const,
    path: '/api/collections',
    setupRequest: (req: Record<string, unknown>, ctx: Ctx) => {
      mark(ctx, 'write');
      const n = seq++;
      ctx.write = n % 2 === 0 ? 'saved' : 'collection';
      if (ctx.write === 'collection')
        return {
          ...req,
          path: '/api/collections',
          headers: headers(ctx, true),
          body: JSON.stringify({ name: `load ${n}` }),
        };
      const number = patentNumbers[n % patentNumbers.length];
      return {
        ...req,
        path: '/api/patents/save',
        headers: headers(ctx, true),
        body: JSON.stringify({ patentNumber: number, title: `Saved under load ${n}`, notes: `n${n}` }),
      };
    },
  };
  const record = (status: number, body: string, ctx: Ctx) => {
    const now = performance.now();
    statuses[status] = (statuses[status] ?? 0) + 1;
    samples.push({
      at: Math.round(now - started),
      kind: ctx.kind ?? 'search',
      status,
      ms: now - (ctx.t0 ?? now),
    });
    if (ctx.kind === 'write' && status >= 200 && status < 300) {
      const id = (JSON.parse(body) as { data?: { id?: string } }).data?.id;
      if (id) writes.push({ user: ctx.u as number, kind: ctx.write as Write['kind'], id });
    }
  };
  const cycle = [
    search,
    search,
    read('/api/patents/saved'),
    search,
    search,
    read('/api/collections'),
    search,
    search,
    write,
    search,
  ];
  const requests = cycle.map((r) => ({ ...r, onResponse: record }));

  // Timeouts and socket errors never reach onResponse: note when they happened from the instance's events.
  const failuresAt: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: opts.baseUrl,
        connections: users.length,
        pipelining: 1,
        duration: opts.seconds,
        timeout: opts.timeoutS ?? 10,
        requests,
      },
      (err: Error | null, res: autocannon.Result) => (err ? reject(err) : resolve(res)),
    );
    instance.on('reqError', () => failuresAt.push(Math.round(performance.now() - started)));
  });

  const stats = (kind?: Sample['kind']) => {
    const ms = samples
      .filter((s) => !kind || s.kind === kind)
      .map((s) => s.ms)
      .sort((a, b) => a - b);
    return {
      p50: percentile(ms, 50),
      p95: percentile(ms, 95),
      p99: percentile(ms, 99),
      max: Math.round(ms.at(-1) ?? 0),
    };
  };
  const seconds = (performance.now() - started) / 1000;
  return {
    seconds: Math.round(seconds),
    requests: samples.length,
    rps: Math.round(samples.length / seconds),
    errors: result.errors,
    timeouts: result.timeouts,
    statuses,
    latency: { all: stats(), search: stats('search'), read: stats('read'), write: stats('write') },
    writes,
    samples,
    failuresAt,
  };
}

/** Each recorded 2xx write, looked up again as its user: the ids that are missing. */
export async function missingWrites(users: LoadUser[], writes: Write[]): Promise<string[]> {
  const missing: string[] = [];
  for (let u = 0; u < users.length; u++) {
    const mine = writes.filter((w) => w.user === u);
    if (!mine.length) continue;
    const [saved, collections] = await Promise.all([
      users[u].agent.get('/api/patents/saved'),
      users[u].agent.get('/api/collections'),
    ]);
    const have = new Set(
      [...(saved.body.data ?? []), ...(collections.body.data ?? [])].map((x: { id: string }) => x.id),
    );
    for (const w of mine) if (!have.has(w.id)) missing.push(`${w.kind} ${w.id} of user ${u}`);
  }
  return missing;
}
