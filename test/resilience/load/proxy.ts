// A round-robin HTTP reverse proxy over several gateways, standing in for what a Kubernetes Service or
// an ingress does in front of the gateway replicas: a gateway that refuses connections is skipped (the
// request never reached it, so it is sent to the next one); a request a gateway accepted and then lost
// gets a quick 502 unless it is a GET/HEAD, which is retried once elsewhere (nginx's proxy_next_upstream).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface GatewayProxy {
  url: string;
  /** Requests answered 502 by the proxy itself, and requests sent again to another gateway. */
  stats: { badGateway: number; retried: number };
  close(): Promise<void>;
}

const MAX_BODY = 8 * 1024 * 1024;
const DOWN_MS = 1_000;

export async function startGatewayProxy(upstreams: { port: number }[], port = 0): Promise<GatewayProxy> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const downUntil = upstreams.map(() => 0);
  const stats = { badGateway: 0, retried: 0 };
  let next = 0;

  const pick = (skip: Set<number>) => {
    for (let i = 0; i < upstreams.length; i++) {
      const at = (next + i) % upstreams.length;
      if (!skip.has(at) && downUntil[at] <= Date.now()) {
        next = at + 1;
        return at;
      }
    }
    return [...upstreams.keys()].find((i) => !skip.has(i));
  };

  const forward = (req: http.IncomingMessage, res: http.ServerResponse, body: Buffer, tried: Set<number>) => {
    const at = pick(tried);
    if (at === undefined) return fail(res);
    tried.add(at);
    const out = http.request(
      {
        host: '127.0.0.1',
        port: upstreams[at].port,
        method: req.method,
        path: req.url,
        headers: req.headers,
        agent,
      },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
        up.on('error', () => res.destroy());
      },
    );
    out.on('error', (err: NodeJS.ErrnoException) => {
      if (res.headersSent) return res.destroy();
      const refused = err.code === 'ECONNREFUSED';
      if (refused) downUntil[at] = Date.now() + DOWN_MS;
      const safe = refused || req.method === 'GET' || req.method === 'HEAD';
      if (safe && tried.size < upstreams.length) {
        stats.retried++;
        return forward(req, res, body, tried);
      }
      fail(res);
    });
    res.on('close', () => out.destroy()); // the client went away (e.g. a cancelled SSE stream)
    out.end(body);
  };

  const fail = (res: http.ServerResponse) => {
    stats.badGateway++;
    res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ success: false, message: 'Bad gateway' }));
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) req.destroy();
      else chunks.push(c);
    });
    req.on('end', () => forward(req, res, Buffer.concat(chunks), new Set()));
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    stats,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
