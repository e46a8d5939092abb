import assert from 'node:assert/strict';
import type { AgentResponse, TestAgent } from './agent.js';
import type { TestSystem } from './system.js';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface CrossUserCase<T = any> {
  name: string;
  method: HttpMethod;
  /** Creates A's object as A; the result is handed to every other callback. */
  setup: (a: TestAgent) => Promise<T>;
  path: (owned: T) => string;
  body?: (owned: T) => unknown;
  /** Read back as A before and after B's attempt; both must be deep-equal. */
  snapshot?: (a: TestAgent, owned: T) => Promise<unknown>;
  /** B's expected status (default 404). */
  expectStatus?: number;
  /** Strings that must not occur in B's answer (default: String(owned.id) when present). */
  secrets?: (owned: T) => string[];
}

export interface RegisteredCase extends CrossUserCase {
  area: string;
}

const registry: RegisteredCase[] = [];

function defaultSecrets(owned: unknown): string[] {
  if (owned && typeof owned === 'object' && 'id' in owned && (owned as { id: unknown }).id != null) {
    return [String((owned as { id: unknown }).id)];
  }
  return [];
}

/** Sends B's request and checks it neither saw nor changed A's object. */
async function runCase(system: TestSystem, c: CrossUserCase): Promise<AgentResponse> {
  const [a, b] = await Promise.all([system.signIn(), system.signIn()]);
  const owned = await c.setup(a);
  const before = c.snapshot ? await c.snapshot(a, owned) : undefined;
  const path = c.path(owned);
  const res = await b.request(c.method, path, { body: c.body?.(owned) });
  const expected = c.expectStatus ?? 404;
  assert.equal(
    res.status,
    expected,
    `${c.method} ${path} as user B answered ${res.status} (expected ${expected}): ${res.text.slice(0, 300)}`,
  );
  for (const secret of c.secrets?.(owned) ?? defaultSecrets(owned)) {
    if (secret)
      assert.ok(!res.text.includes(secret), `${c.method} ${path} as user B leaked "${secret}" of user A`);
  }
  if (c.snapshot) {
    const after = await c.snapshot(a, owned);
    assert.deepEqual(after, before, `${c.method} ${path} as user B changed user A's data`);
  }
  return res;
}

/** Registry of routes that return or change one user's object; see libs/testing/README.md. */
export const crossUserHarness = {
  register<T>(area: string, cases: CrossUserCase<T>[]): void {
    for (const c of cases) {
      if (registry.some((r) => r.area === area && r.name === c.name)) continue; // re-imported module
      registry.push({ ...(c as CrossUserCase), area });
    }
  },
  cases(area?: string): RegisteredCase[] {
    return registry.filter((c) => area === undefined || c.area === area);
  },
  runCase,
};
