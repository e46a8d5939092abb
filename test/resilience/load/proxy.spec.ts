import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { freePort } from '@patent-hub/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { startGatewayProxy, type GatewayProxy } from './proxy.js';

const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

/** An upstream that answers its name, or drops the connection without answering when told to. */
async function upstream(name: string, opts: { drop?: boolean } = {}) {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () =>
      opts.drop ? req.socket.destroy() : res.end(JSON.stringify({ name, method: req.method })),
    );
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  closers.push(() => new Promise((r) => server.close(r)));
  return { port: (server.address() as AddressInfo).port };
}

async function proxyOver(ports: { port: number }[]): Promise<GatewayProxy> {
  const proxy = await startGatewayProxy(ports);
  closers.push(() => proxy.close());
  return proxy;
}

describe(startGatewayProxy.name, () => {
  it('spreads requests over the gateways in turn', async () => {
    const proxy = await proxyOver([await upstream('a'), await upstream('b')]);
    const names = [];
    for (let i = 0; i < 4; i++)
      names.push(((await (await fetch(proxy.url)).json()) as { name: string }).name);
    expect(names.sort()).toEqual(['a', 'a', 'b', 'b']);
  });

  it('sends a request a gateway refused to the other one, even a POST', async () => {
    const proxy = await proxyOver([{ port: await freePort() }, await upstream('b')]);
    for (let i = 0; i < 3; i++) {
      const res = await fetch(proxy.url, { method: 'POST', body: '{}' });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ name: 'b', method: 'POST' });
    }
    expect(proxy.stats.badGateway).toBe(0);
  });

  it('answers 502 at once for a POST a gateway accepted and lost, and retries a GET elsewhere', async () => {
    const proxy = await proxyOver([
      await upstream('lost', { drop: true }),
      await upstream('b', { drop: true }),
    ]);
    const post = await fetch(proxy.url, { method: 'POST', body: '{"n":1}' });
    expect(post.status).toBe(502);

    const healthy = await proxyOver([await upstream('lost', { drop: true }), await upstream('b')]);
    const gets = await Promise.all([1, 2].map(() => fetch(healthy.url).then((r) => r.status)));
    expect(gets).toEqual([200, 200]);
    expect(healthy.stats.retried).toBeGreaterThan(0);
  });
});
