import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TestAgent } from '@patent-hub/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayService } from '../src/app.js';
import { bareGateway, type BareGateway } from './support/bare-gateway.js';

const INDEX =
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>';

describe('Gateway HTTP surface', () => {
  let bare: BareGateway;
  let webDir: string;
  let gateway: GatewayService;
  let agent: TestAgent;
  const start = (extra: Record<string, string> = {}) => bare.start({ WEB_DIST_DIR: webDir, ...extra });

  beforeAll(async () => {
    bare = await bareGateway();
    webDir = mkdtempSync(path.join(tmpdir(), 'ph-web-'));
    mkdirSync(path.join(webDir, 'assets'));
    writeFileSync(path.join(webDir, 'index.html'), INDEX);
    writeFileSync(path.join(webDir, 'assets', 'app.js'), 'console.log("app")');
    gateway = await start({ TRUST_PROXY: '1', LOGIN_RATE_LIMIT_MAX: '3' });
    agent = new TestAgent(gateway.url);
  });
  afterAll(async () => {
    await bare?.stop();
    rmSync(webDir, { recursive: true, force: true });
  });

  it.each(['/', '/search', '/saved', '/some/unknown/page'])('returns index.html for GET %s', async (p) => {
    const res = await agent.get(p);
    expect(res.status).toBe(200);
    expect(res.text).toBe(INDEX);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
  });

  it('returns the built files themselves', async () => {
    const res = await agent.get('/assets/app.js');
    expect(res.status).toBe(200);
    expect(res.text).toBe('console.log("app")');
  });

  it('returns 404 JSON for an unknown /api path instead of the web app', async () => {
    const res = await agent.get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });

  it('sends security headers with a CSP that allows no inline script', async () => {
    const res = await agent.get('/');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('strict-transport-security')).toBeNull(); // only in production
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('marks cookies Secure when the request came over https through the trusted proxy', async () => {
    const plain = await new TestAgent(gateway.url).get('/api/health');
    expect(plain.headers.getSetCookie().join()).not.toMatch(/Secure/);
    const https = await new TestAgent(gateway.url).request('GET', '/api/health', {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(https.headers.getSetCookie().find((c) => c.startsWith('ph_csrf='))).toMatch(/; Secure/);
  });

  it('answers 413 JSON for a body over 1 MB', async () => {
    await agent.get('/api/health');
    const res = await agent.request('POST', '/api/patents/search', {
      body: JSON.stringify({ q: 'x'.repeat(1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'Request body is larger than 1 MB', code: 'PAYLOAD_TOO_LARGE' });
  });

  it('serves the OpenAPI document at /api/docs without a session', async () => {
    expect((await agent.get('/api/docs')).status).toBe(200);
    const doc = await agent.get('/api/docs-json');
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/ready', '/api/auth/user']),
    );
  });

  it('answers 429 on /api/login after the per-address limit, counting each address apart', async () => {
    const from = (ip: string) => agent.request('GET', '/api/login', { headers: { 'x-forwarded-for': ip } });
    for (let i = 0; i < 3; i++) expect((await from('203.0.113.7')).status).not.toBe(429);
    const limited = await from('203.0.113.7');
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect((await from('203.0.113.8')).status).not.toBe(429);
    for (let i = 0; i < 3; i++)
      await agent.request('GET', '/api/callback', { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(
      (await agent.request('GET', '/api/callback', { headers: { 'x-forwarded-for': '203.0.113.9' } })).status,
    ).toBe(429);
  });

  it('sends HSTS and refuses to start without SESSION_SECRET in production', async () => {
    await expect(start({ NODE_ENV: 'production' })).rejects.toThrow(/SESSION_SECRET.*PUBLIC_URL/);
    const prod = await start({
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://patents.example',
    });
    try {
      const res = await new TestAgent(prod.url).get('/api/health');
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
    } finally {
      await prod.close();
    }
  });
});
