import { randomBytes } from 'node:crypto';
import { AUTH, RpcError } from '@patent-hub/contracts';
import {
  openSignInPage,
  reachCallback,
  startTestSystem,
  TestAgent,
  type TestSystem,
} from '@patent-hub/testing';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginKey, redisOf, sessionKey, setCookie, unsign } from './support/redis-sessions.js';

const UNAUTHORIZED = '{"message":"Unauthorized"}';

describe('Sign-in security', () => {
  let system: TestSystem;
  let redis: Redis;
  beforeAll(async () => {
    system = await startTestSystem({ services: ['gateway', 'auth'] });
    redis = redisOf(system);
  });
  afterAll(async () => {
    redis?.disconnect();
    await system?.stop();
  });

  async function startLogin() {
    const agent = new TestAgent(system.baseUrl);
    const { action } = await openSignInPage(agent);
    return { agent, callback: await reachCallback(agent, action) };
  }

  async function expectNoSession(agent: TestAgent) {
    expect(agent.cookie('ph_sid')).toBeFalsy();
    const me = await agent.get('/api/auth/user');
    expect(me.status).toBe(401);
    expect(me.text).toBe(UNAUTHORIZED);
  }

  it('returns 401 {"message":"Unauthorized"} when not signed in', async () => {
    const res = await system.anonymous().get('/api/auth/user');
    expect(res.status).toBe(401);
    expect(res.text).toBe(UNAUTHORIZED);
  });

  it('rejects a callback whose state was tampered with', async () => {
    const { agent, callback } = await startLogin();
    const url = new URL(callback);
    url.searchParams.set('state', `${url.searchParams.get('state')}x`);
    const res = await agent.fetch(url.toString());
    expect(res.status).toBe(401);
    await expectNoSession(agent);
  });

  it('rejects a replayed callback and a replayed authorization code', async () => {
    const { agent, callback } = await startLogin();
    const tx = JSON.parse((await redis.get(loginKey(system, agent))) as string);
    expect((await agent.fetch(callback)).status).toBe(302);
    expect((await agent.get('/api/auth/user')).status).toBe(200);

    const thief = new TestAgent(system.baseUrl);
    for (const c of agent.jar.getCookiesSync(callback)) await thief.jar.setCookie(c, callback);
    expect((await thief.fetch(callback)).status).toBe(401);
    // Even with the original transaction, the provider refuses a code it has already exchanged.
    const rpc = await system.rpc();
    const replay = rpc.call(
      AUTH.loginComplete,
      { callbackUrl: callback, transaction: tx },
      { timeoutMs: 5000 },
    );
    await expect(replay).rejects.toBeInstanceOf(RpcError);
    await expect(replay).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('rejects an ID token whose nonce does not match the sign-in', async () => {
    const { agent, callback } = await startLogin();
    const key = loginKey(system, agent);
    const tx = JSON.parse((await redis.get(key)) as string);
    await redis.set(
      key,
      JSON.stringify({ ...tx, nonce: randomBytes(32).toString('base64url') }),
      'PX',
      60_000,
    );
    expect((await agent.fetch(callback)).status).toBe(401);
    await expectNoSession(agent);
  });

  it('returns 401 when the session has been idle past its expiry', async () => {
    const agent = await system.signIn();
    await redis.pexpire(sessionKey(system, agent), 1);
    await new Promise((r) => setTimeout(r, 20)); // past that millisecond
    expect((await agent.get('/api/auth/user')).status).toBe(401);
  });

  it('refuses a session at once when it is gone from Redis or ended by logout', async () => {
    const agent = await system.signIn();
    expect((await agent.get('/api/auth/user')).status).toBe(200);
    await redis.del(sessionKey(system, agent));
    expect((await agent.get('/api/auth/user')).status).toBe(401);

    const other = await system.signIn();
    expect((await other.get('/api/auth/user')).status).toBe(200);
    const cookie = other.cookie('ph_sid') as string;
    expect((await other.request('GET', '/api/logout')).status).toBe(302);
    const replay = new TestAgent(system.baseUrl);
    await setCookie(replay, 'ph_sid', cookie);
    expect((await replay.get('/api/auth/user')).status).toBe(401);
  });

  it('returns 401 and deletes the session when it is past the 30-day absolute limit', async () => {
    const agent = await system.signIn();
    const key = sessionKey(system, agent);
    const data = JSON.parse((await redis.get(key)) as string);
    await redis.set(
      key,
      JSON.stringify({ ...data, createdAt: Date.now() - 31 * 24 * 3600 * 1000 }),
      'PX',
      3600_000,
    );
    expect((await agent.get('/api/auth/user')).status).toBe(401);
    expect(await redis.exists(key)).toBe(0);
  });

  it('slides the idle expiry to 7 days but never past the absolute limit', async () => {
    const agent = await system.signIn();
    const key = sessionKey(system, agent);
    expect(await redis.pttl(key)).toBeGreaterThan(7 * 24 * 3600 * 1000 - 60_000);
    const data = JSON.parse((await redis.get(key)) as string);
    await redis.set(
      key,
      JSON.stringify({ ...data, createdAt: Date.now() - 29 * 24 * 3600 * 1000 }),
      'PX',
      60_000,
    );
    expect((await agent.get('/api/auth/user')).status).toBe(200);
    const ttl = await redis.pttl(key);
    expect(ttl).toBeGreaterThan(23 * 3600 * 1000);
    expect(ttl).toBeLessThanOrEqual(24 * 3600 * 1000);
  });

  it('returns 401 for an unsigned or forged session cookie', async () => {
    const agent = await system.signIn();
    const id = unsign(agent.cookie('ph_sid'));
    for (const forged of [
      id,
      encodeURIComponent(`s:${id}.AAAA`),
      encodeURIComponent(`s:${randomBytes(32).toString('base64url')}.bogus`),
    ]) {
      const attacker = new TestAgent(system.baseUrl);
      await setCookie(attacker, 'ph_sid', forged);
      expect((await attacker.get('/api/auth/user')).status).toBe(401);
    }
  });

  it('gives a fresh session id on sign-in and never promotes a planted cookie', async () => {
    const attacker = await system.signIn({ email: 'mallory@example.com' });
    const planted = attacker.cookie('ph_sid') as string;
    const victim = new TestAgent(system.baseUrl);
    await setCookie(victim, 'ph_sid', planted);
    const { action } = await openSignInPage(victim);
    await victim.fetch(await reachCallback(victim, action, { email: 'victim@example.com' }));
    expect(victim.cookie('ph_sid')).toBeTruthy();
    expect(victim.cookie('ph_sid')).not.toBe(planted);
    expect((await victim.get('/api/auth/user')).body.email).toBe('victim@example.com');
    // The planted session was destroyed, not upgraded to the victim.
    expect((await attacker.get('/api/auth/user')).status).toBe(401);
  });

  it('changes the session id when the same browser signs in again', async () => {
    const agent = await system.signIn({ email: 'twice@example.com' });
    const first = agent.cookie('ph_sid');
    // The provider remembers this browser, so /api/login comes straight back through the callback.
    const { url } = await agent.navigate(`${system.baseUrl}/api/login`);
    expect(url).toBe(`${system.baseUrl}/`);
    expect(agent.cookie('ph_sid')).toBeTruthy();
    expect(agent.cookie('ph_sid')).not.toBe(first);
    const reuse = new TestAgent(system.baseUrl);
    await setCookie(reuse, 'ph_sid', first as string);
    expect((await reuse.get('/api/auth/user')).status).toBe(401);
  });

  it('keeps the same user id for the same person across sign-ins', async () => {
    const a = await system.signIn({ email: 'same@example.com', firstName: 'Old' });
    const b = await system.signIn({ email: 'same@example.com', firstName: 'New' });
    expect(b.user?.id).toBe(a.user?.id);
    expect(b.user?.firstName).toBe('New');
    expect(b.user?.createdAt).toBe(a.user?.createdAt);
  });

  it.each(['https://evil.example', '//evil.example', '/\\evil.example'])(
    'ignores returnTo=%s',
    async (returnTo) => {
      const agent = new TestAgent(system.baseUrl);
      const { action } = await openSignInPage(agent, returnTo);
      const res = await agent.fetch(await reachCallback(agent, action));
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/');
    },
  );

  it('returns to a same-origin returnTo path', async () => {
    const agent = new TestAgent(system.baseUrl);
    const { action } = await openSignInPage(agent, '/saved?tab=1');
    const res = await agent.fetch(await reachCallback(agent, action));
    expect(res.headers.get('location')).toBe('/saved?tab=1');
  });

  it('sets the session cookie HttpOnly, SameSite=Lax, Path=/ and the CSRF cookie readable', async () => {
    const { agent, callback } = await startLogin();
    const res = await agent.fetch(callback);
    const cookies = res.headers.getSetCookie();
    const sid = cookies.find((c) => c.startsWith('ph_sid=s%3A')) as string;
    expect(sid).toMatch(/HttpOnly/);
    expect(sid).toMatch(/SameSite=Lax/);
    expect(sid).toMatch(/Path=\//);
    expect(sid).not.toMatch(/Secure/); // plain http in tests; Secure behind https
    expect(unsign(agent.cookie('ph_sid'))).toMatch(/^[\w-]{43}$/); // 256 bits, base64url
    const csrf = cookies.find((c) => c.startsWith('ph_csrf=')) as string;
    expect(csrf).not.toMatch(/HttpOnly/);
  });

  it("ends the session at logout and sends the browser to the provider's end-session page", async () => {
    const agent = await system.signIn();
    const key = sessionKey(system, agent);
    const res = await agent.request('GET', '/api/logout');
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location') as string);
    expect(location.pathname).toBe('/session/end');
    expect(location.searchParams.get('post_logout_redirect_uri')).toBe(`${system.baseUrl}/`);
    expect(await redis.exists(key)).toBe(0);
    expect((await agent.get('/api/auth/user')).status).toBe(401);
  });

  it('refuses writes without the CSRF token, with a wrong one, or from another origin', async () => {
    const agent = await system.signIn();
    const token = agent.cookie('ph_csrf') as string;
    expect((await agent.request('POST', '/api/auth/user', { body: {}, csrf: false })).status).toBe(403);
    expect(
      (
        await agent.request('POST', '/api/auth/user', {
          body: {},
          csrf: false,
          headers: { 'x-csrf-token': `${token}x` },
        })
      ).status,
    ).toBe(403);
    expect((await agent.request('DELETE', '/api/auth/user', { origin: 'https://evil.example' })).status).toBe(
      403,
    );
    // A cross-site HTML form post: foreign Origin, form body, no header.
    const form = await agent.request('POST', '/api/auth/user', {
      body: 'a=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      csrf: false,
      origin: 'https://evil.example',
    });
    expect(form.status).toBe(403);
    // With the token and the app's own origin the request passes the CSRF check (and meets the router).
    expect((await agent.request('POST', '/api/auth/user', { body: {} })).status).toBe(404);
  });
});
