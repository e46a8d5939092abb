// A real load balancer (HAProxy, Debian's `haproxy` package) in front of the gateway replicas, configured
// as an ingress is: round robin, health checks on /api/health, a connection that fails is tried on the
// other gateway (the request never reached the first), and a request a gateway accepted and then lost is
// sent again only when it is a GET or HEAD (as ingress-nginx's proxy_next_upstream does); a lost POST is a
// quick 502, never replayed. The full resilience run uses it when `haproxy` is installed.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@patent-hub/testing';
import type { GatewayProxy } from './proxy.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function haproxyBinary(): string | undefined {
  for (const bin of ['haproxy', '/usr/sbin/haproxy']) {
    const probe = spawnSync(bin, ['-v'], { encoding: 'utf8' });
    if (probe.status === 0) return bin;
  }
  return undefined;
}

export function haproxyConfig(port: number, statsPort: number, upstreams: { port: number }[]): string {
  return [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  timeout connect 1s',
    '  timeout client 30s',
    '  timeout server 30s',
    '  timeout http-request 10s',
    '  retries 2',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response',
    // HAProxy closes the client's connection after an error of its own: say so, or a keep-alive client
    // would send its next request on a socket that is going away.
    `  http-error status 502 content-type application/json string '{"message":"Bad gateway"}' hdr connection close`,
    `  http-error status 503 content-type application/json string '{"message":"Service unavailable"}' hdr connection close`,
    'frontend api',
    `  bind 127.0.0.1:${port}`,
    '  default_backend gateways',
    'frontend stats',
    `  bind 127.0.0.1:${statsPort}`,
    '  stats enable',
    '  stats uri /stats',
    'backend gateways',
    '  balance roundrobin',
    // A lost request is replayed on the other gateway only if reading it twice is harmless.
    '  http-request disable-l7-retry unless METH_GET || METH_HEAD',
    '  option httpchk GET /api/health',
    '  http-check expect status 200',
    '  default-server inter 500ms fall 2 rise 2',
    ...upstreams.map((u, i) => `  server gateway${i + 1} 127.0.0.1:${u.port} check`),
    '',
  ].join('\n');
}

/** Starts HAProxy over the given gateway ports; stats are HAProxy's own counters for the backend. */
export async function startHaproxy(
  upstreams: { port: number }[],
  bin = haproxyBinary(),
): Promise<GatewayProxy> {
  if (!bin) throw new Error('haproxy is not installed (apt-get install -y haproxy)');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ph-haproxy-'));
  const [port, statsPort] = [await freePort(), await freePort()];
  const cfg = path.join(dir, 'haproxy.cfg');
  writeFileSync(cfg, haproxyConfig(port, statsPort, upstreams));
  const check = spawnSync(bin, ['-c', '-f', cfg], { encoding: 'utf8' });
  if (check.status !== 0)
    throw new Error(`haproxy rejected its configuration:\n${check.stdout}${check.stderr}`);
  let out = '';
  const child: ChildProcess = spawn(bin, ['-db', '-f', cfg], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (d: Buffer) => (out = (out + d.toString()).slice(-20_000)));
  child.stderr?.on('data', (d: Buffer) => (out = (out + d.toString()).slice(-20_000)));
  const url = `http://127.0.0.1:${port}`;
  const statsUrl = `http://127.0.0.1:${statsPort}/stats;csv`;
  for (let i = 0; ; i++) {
    const up = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (i > 50 || child.exitCode !== null) throw new Error(`haproxy did not start:\n${out}`);
    await sleep(100);
  }
  const stats = { badGateway: 0, retried: 0, redispatched: 0 };
  const readStats = async () => {
    const csv = await fetch(statsUrl).then((r) => r.text());
    const [header, ...lines] = csv.replace(/^# /, '').trim().split('\n');
    const cols = header.split(',');
    const rows = lines.map((l) => l.split(','));
    const value = (row: string[] | undefined, name: string) => Number(row?.[cols.indexOf(name)] || 0);
    const backend = rows.find((r) => r[0] === 'gateways' && r[1] === 'BACKEND');
    if (!backend) return;
    // 5xx answered by HAProxy itself are in the frontend's count but not the servers'; wretr: retries, wredis: redispatches.
    const front = rows.find((r) => r[0] === 'api' && r[1] === 'FRONTEND');
    const servers5xx = rows
      .filter((r) => r[0] === 'gateways' && r[1] !== 'BACKEND')
      .reduce((n, r) => n + value(r, 'hrsp_5xx'), 0);
    stats.badGateway = value(front, 'hrsp_5xx') - servers5xx;
    stats.retried = value(backend, 'wretr');
    stats.redispatched = value(backend, 'wredis');
  };
  return {
    url,
    stats,
    async close() {
      await readStats().catch(() => undefined);
      child.kill('SIGTERM');
      await Promise.race([new Promise((r) => child.once('exit', r)), sleep(5_000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
