// Every /api route, enumerated from the running gateway, gets ≥ 200 malformed requests from a signed-in
// user: no 5xx, no stack trace or internal detail in any body, validation errors name the field, and a
// body over 1 MB is refused with 413 before it reaches a handler.
import { startTestSystem, type TestAgent, type TestSystem } from '@patent-hub/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostileCases, OVERSIZE_BODY, STACK_TRACE, type HostileCase } from './support/hostile.js';
import { listRoutes, type ApiRoute } from './support/routes.js';

// Routes that end or start a session; they get their own agents so the others keep theirs.
const SESSION_ROUTES = new Set(['GET /api/logout', 'GET /api/login', 'GET /api/callback']);

async function send(agent: TestAgent, c: HostileCase) {
  const headers: Record<string, string> = {};
  if (c.body !== undefined) headers['content-type'] = c.contentType ?? 'application/json';
  return agent.request(c.method, c.path, { body: c.body, headers });
}

/** What is wrong with one answer, or null when it is acceptable. */
function judge(c: HostileCase, res: { status: number; text: string; body: unknown }): string | null {
  if (res.status >= 500) return `${res.status}`;
  if (STACK_TRACE.test(res.text)) return `internal detail in body: ${res.text.slice(0, 120)}`;
  const body = res.body as { code?: string; field?: string; message?: string };
  if (res.status === 400 && body?.code === 'VALIDATION' && body.message !== 'Malformed JSON body') {
    if (
      !body.field &&
      !/\b[a-z][A-Za-z.[\]0-9]*\b.*(required|expected|invalid|must|too|not)/i.test(body.message ?? '')
    )
      return `400 without a field: ${res.text.slice(0, 120)}`;
  }
  return null;
}

async function pool<T>(items: T[], size: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) await fn(items[next++]);
    }),
  );
}

describe('Hostile input on every /api route', () => {
  let system: TestSystem;
  let routes: ApiRoute[];
  let user: TestAgent;
  beforeAll(async () => {
    system = await startTestSystem({ env: { AI_PROVIDER: 'local' } });
    routes = await listRoutes(system.env);
    user = await system.signIn({ email: 'hostile@example.test' });
  });
  afterAll(() => system?.stop());

  it('finds the routes of every area', () => {
    const names = routes.map((r) => `${r.method} ${r.path}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/patents/search',
        'POST /api/collections',
        'POST /api/ai/generate-claims',
        'GET /api/auth/user',
      ]),
    );
    expect(routes.length).toBeGreaterThanOrEqual(30);
  });

  it('answers ≥ 200 malformed requests per route without a 5xx, a stack trace or an unnamed field', async () => {
    const failures: string[] = [];
    const counts: Record<string, number> = {};
    for (const route of routes) {
      const key = `${route.method} ${route.path}`;
      const cases = hostileCases(route);
      counts[key] = cases.length;
      const agent = SESSION_ROUTES.has(key) ? await system.signIn() : user;
      await pool(cases, 8, async (c) => {
        const res = await send(agent, c);
        const problem = judge(c, res);
        if (problem) failures.push(`${key} [${c.label}] → ${problem}`);
      });
    }
    expect(failures.slice(0, 60)).toEqual([]);
    expect(Object.entries(counts).filter(([, n]) => n < 200)).toEqual([]);
    // Nothing leaked into Object.prototype of this process, where every service runs.
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // The user is still signed in and the system still answers normally.
    expect((await user.get('/api/auth/user')).status).toBe(200);
  }, 600_000);

  it('answers 413 to a body over 1 MB on every route that takes a body', async () => {
    const wrong: string[] = [];
    for (const route of routes.filter((r) => r.method !== 'GET')) {
      const path = route.path.replace(/:\w+\??/g, '00000000-0000-4000-8000-000000000000');
      const res = await user.request(route.method, path, {
        body: OVERSIZE_BODY,
        headers: { 'content-type': 'application/json' },
      });
      if (res.status !== 413) wrong.push(`${route.method} ${route.path} → ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });
});
