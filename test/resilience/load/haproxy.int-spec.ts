import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { freePort } from '@patent-hub/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { haproxyBinary, startHaproxy } from './haproxy.js';
import type { GatewayProxy } from './proxy.js';

// In CI HAProxy must be there (.ci/run installs it); elsewhere the test says it was skipped.
const bin = haproxyBinary();
const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

/** A gateway stand-in: healthy on /api/health; other requests get its name, or a dropped connection. */
async function upstream(name: string, opts: { drop?: boolean } = {}) {
  let seen = 0;
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (req.url === '/api/health') return void res.end('{"status":"ok"}');
      seen++;
      if (opts.drop) req.socket.destroy();
      else res.end(JSON.stringify({ name, method: req.method }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  closers.push(() => new Promise((r) => server.close(r)));
  return { port: (server.address() as AddressInfo).port, seen: () => seen };
}

async function over(ports: { port: number }[]): Promise<GatewayProxy & { stats: { redispatched?: number } }> {
  const proxy = await startHaproxy(ports);
  closers.push(() => proxy.close());
  return proxy;
}

describe.skipIf(!bin && !process.env.CI)('HAProxy in front of the gateways (the full resilience run)', () => {
  it('spreads requests over the gateways in turn', async () => {
    const proxy = await over([await upstream('a'), await upstream('b')]);
    const names = [];
    for (let i = 0; i < 4; i++)
      names.push(((await (await fetch(`${proxy.url}/api/x`)).json()) as { name: string }).name);
    expect(names.sort()).toEqual(['a', 'a', 'b', 'b']);
  });

  it('sends a request whose connection a gateway refused to the other one, even a POST', async () => {
    const b = await upstream('b');
    const proxy = await over([b, { port: await freePort() }]);
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${proxy.url}/api/x`, { method: 'POST', body: '{}' });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ name: 'b', method: 'POST' });
    }
  });

  it('answers 502 for a POST a gateway accepted and lost (never replayed), and retries a GET elsewhere', async () => {
    const lost = await upstream('lost', { drop: true });
    const b = await upstream('b');
    const proxy = await over([lost, b]);
    // Each POST on a connection of its own: HAProxy answers a lost first request with its 502.
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await send(proxy.url, 'POST', new http.Agent({ keepAlive: false }))).status);
    expect(statuses.sort()).toEqual([200, 200, 502, 502]);
    expect(lost.seen()).toBe(2); // each lost POST reached it once: nothing sent twice
    // On a reused connection HAProxy closes it without an answer instead (what a client sees when a
    // keep-alive connection ends): still never sent twice.
    const reused = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const outcomes: (number | string)[] = [];
    for (let i = 0; i < 4; i++)
      outcomes.push(
        await send(proxy.url, 'POST', reused).then(
          (r) => r.status,
          () => 'closed',
        ),
      );
    reused.destroy();
    expect(outcomes.filter((o) => o === 200)).toHaveLength(2);
    expect(outcomes.filter((o) => o !== 200).every((o) => o === 502 || o === 'closed')).toBe(true);
    expect(lost.seen()).toBe(4);
    const gets = [];
    for (let i = 0; i < 4; i++) gets.push((await fetch(`${proxy.url}/api/x`)).status);
    expect(gets).toEqual([200, 200, 200, 200]);
    expect(lost.seen()).toBeGreaterThan(4); // GETs were tried there, then answered by the other gateway
    await proxy.close();
    expect(proxy.stats.badGateway).toBeGreaterThanOrEqual(2);
    expect(proxy.stats.retried).toBeGreaterThan(0);
  });
});

function send(base: string, method: string, agent: http.Agent): Promise<{ status: number }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}/api/x`,
      { method, agent, headers: { 'content-type': 'application/json' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
      },
    );
    req.on('error', reject);
    req.end('{"n":1}');
  });
}
