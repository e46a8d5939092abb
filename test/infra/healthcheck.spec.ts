import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthUrl } from '../../infra/healthcheck.mjs';
import { repoPath } from './manifest-model.js';

describe(healthUrl.name, () => {
  it('returns the gateway health URL on PORT when the container runs the gateway', () => {
    const cmdline = ['/sbin/docker-init', '--', 'node', 'services/gateway/dist/main.js'].join('\0');
    expect(healthUrl(undefined, { PORT: '8080' }, cmdline)).toBe('http://127.0.0.1:8080/api/health');
  });

  it('returns /healthz on METRICS_PORT, 9464 by default, for the other processes', () => {
    const cmdline = 'node\0services/ai/dist/worker-main.js';
    expect(healthUrl(undefined, {}, cmdline)).toBe('http://127.0.0.1:9464/healthz');
    expect(healthUrl(undefined, { METRICS_PORT: '9500', PORT: '3000' }, cmdline)).toBe(
      'http://127.0.0.1:9500/healthz',
    );
  });

  it('returns the URL given as argument when there is one', () => {
    expect(healthUrl('http://127.0.0.1:1/x', {}, 'node\0services/gateway/dist/main.js')).toBe(
      'http://127.0.0.1:1/x',
    );
  });
});

describe('infra/healthcheck.mjs', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      res.statusCode = req.url === '/ok' ? 200 : 503;
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  // Asynchronous on purpose: the probed server lives in this process and must keep answering.
  const probe = (url: string) =>
    new Promise<number | null>((resolve) => {
      execFile(process.execPath, [repoPath('infra/healthcheck.mjs'), url], { timeout: 10_000 }, (err) =>
        resolve(err ? ((err as { code?: number }).code ?? null) : 0),
      );
    });

  it('exits 0 when the process answers 2xx', async () => {
    expect(await probe(`${base}/ok`)).toBe(0);
  });

  it('exits 1 when the process answers an error status', async () => {
    expect(await probe(`${base}/down`)).toBe(1);
  });

  it('exits 1 when nothing listens', async () => {
    expect(await probe('http://127.0.0.1:9/healthz')).toBe(1);
  });
});
