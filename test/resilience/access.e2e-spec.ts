// Access over every route, on a system with a real corpus and the analysis worker: the cross-user
// harness runs for every route that touches a user's data, and every state-changing route refuses a
// request without the CSRF token or from a foreign origin.
//
// Already proved elsewhere (not repeated here): 401 on every non-public route without a session and the
// exact public list (services/gateway/test/routes.e2e-spec.ts); session fixation, cookie flags, forged
// and expired sessions, CSRF on one route, logout (services/gateway/test/auth-security.e2e-spec.ts);
// Secure cookies behind https, the login rate limit, security headers, 413 (…/http-surface.e2e-spec.ts).
import path from 'node:path';
import { crossUserHarness, startTestSystem, type TestAgent, type TestSystem } from '@patent-hub/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runIngestCli } from '../../services/patents/src/ingest/cli.js';
import { AI_ANALYZE_CROSS_USER_CASE } from '../../services/gateway/src/ai/ai.cross-user.js';
import { listRoutes, type ApiRoute } from './support/routes.js';

import.meta.glob('../../services/gateway/src/*/*.cross-user.ts', { eager: true });

// Routes that read or change no per-user object: the corpus is shared, the rest is the caller's own session.
const NOT_PER_USER = new Set(['POST /api/patents/search', 'GET /api/patents/:id', 'GET /api/auth/user']);

const SLICE = 'uspto-xml/PatentsView__PatentsView-DB/ipgxml/ipg130416.small.xml';
const ID = '00000000-0000-4000-8000-000000000000';

describe('Access on every route', () => {
  let system: TestSystem;
  let routes: ApiRoute[];
  let user: TestAgent;
  beforeAll(async () => {
    system = await startTestSystem({ worker: true, env: { AI_PROVIDER: 'local' } });
    expect(await runIngestCli([path.join(system.env.PATENT_DATA_DIR, SLICE)], system.env)).toBe(0);
    routes = await listRoutes(system.env);
    user = await system.signIn();
  });
  afterAll(() => system?.stop());

  it('has a cross-user case for every route that needs a session and touches user data', () => {
    const covered = new Set([...crossUserHarness.cases(), AI_ANALYZE_CROSS_USER_CASE].map((c) => c.name));
    const missing = routes
      .filter((r) => !r.isPublic)
      .map((r) => `${r.method} ${r.path}`)
      .filter((name) => !covered.has(name) && !NOT_PER_USER.has(name));
    expect(missing).toEqual([]);
  });

  for (const c of [...crossUserHarness.cases(), { ...AI_ANALYZE_CROSS_USER_CASE, area: 'ai' }]) {
    it(`${c.area}: ${c.name} — user B gets ${c.expectStatus ?? 404} and never A's data (real corpus)`, async () => {
      await crossUserHarness.runCase(system, c);
    });
  }

  it('refuses every state-changing route without the CSRF token or from a foreign origin', async () => {
    const wrong: string[] = [];
    for (const r of routes.filter((x) => x.method !== 'GET')) {
      const p = r.path.replace(/:\w+\??/g, ID);
      const noToken = await user.request(r.method, p, { body: {}, csrf: false });
      const foreign = await user.request(r.method, p, { body: {}, origin: 'https://evil.example' });
      const badToken = await user.request(r.method, p, {
        body: {},
        csrf: false,
        headers: { 'x-csrf-token': 'x' },
      });
      for (const [label, res] of [
        ['no token', noToken],
        ['foreign origin', foreign],
        ['wrong token', badToken],
      ] as const)
        if (res.status !== 403) wrong.push(`${r.method} ${r.path} ${label} → ${res.status}`);
    }
    expect(wrong).toEqual([]);
    expect((await user.get('/api/auth/user')).status).toBe(200);
  });
});
