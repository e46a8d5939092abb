import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { TestAgent, TestSystem } from '@patent-hub/testing';
import { Redis } from 'ioredis';

/** The id inside a cookie-parser signed cookie value ("s:<id>.<signature>"). */
export function unsign(value: string | undefined): string {
  const raw = decodeURIComponent(value ?? '');
  if (!raw.startsWith('s:')) throw new Error(`Not a signed cookie: ${raw}`);
  return raw.slice(2, raw.lastIndexOf('.'));
}

export const sessionKey = (system: TestSystem, agent: TestAgent) =>
  `${system.env.REDIS_KEY_PREFIX}session:${createHash('sha256')
    .update(unsign(agent.cookie('ph_sid')))
    .digest('hex')}`;

export const loginKey = (system: TestSystem, agent: TestAgent) =>
  `${system.env.REDIS_KEY_PREFIX}login:${unsign(agent.jar.getCookiesSync(`${agent.baseUrl}/api/callback`).find((c) => c.key === 'ph_login')?.value)}`;

export function redisOf(system: TestSystem): Redis {
  return new Redis(system.env.REDIS_URL, { maxRetriesPerRequest: 2 });
}

/** Replaces one cookie in the agent's jar (as a browser extension or attacker could). */
export async function setCookie(agent: TestAgent, name: string, value: string) {
  await agent.jar.setCookie(`${name}=${value}; Path=/`, agent.baseUrl);
}

/** A cookie-parser signed value ("s:<value>.<base64 HMAC-SHA256>"), for sessions planted by tests. */
export function signCookie(value: string, secret: string): string {
  const mac = createHmac('sha256', secret).update(value).digest('base64').replace(/=+$/, '');
  return encodeURIComponent(`s:${value}.${mac}`);
}

/** Plants a session for an arbitrary user straight into Redis and returns an agent carrying it. */
export async function plantSession(
  system: TestSystem,
  redis: Redis,
  user: Record<string, unknown>,
): Promise<TestAgent> {
  const id = randomBytes(32).toString('base64url');
  const key = `${system.env.REDIS_KEY_PREFIX}session:${createHash('sha256').update(id).digest('hex')}`;
  await redis.set(key, JSON.stringify({ user, createdAt: Date.now() }), 'PX', 60_000);
  const agent = system.anonymous();
  await setCookie(agent, 'ph_sid', signCookie(id, system.env.SESSION_SECRET));
  return agent;
}
