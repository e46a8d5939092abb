import { Module } from '@nestjs/common';
import { baseEnvSchema, bootstrapRpcService, loadConfig, type RunningService } from '@patent-hub/service-kit';
import { startTestSystem, type TestAgent, type TestSystem } from '@patent-hub/testing';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plantSession, redisOf } from './support/redis-sessions.js';

// The gateway and auth are real; the other three services are stand-ins that answer only the
// ping (service-kit registers it), so this suite does not depend on their progress.
@Module({})
class PingOnlyModule {}

const standIn = (name: string, env: Record<string, string>) =>
  bootstrapRpcService({ service: name, module: PingOnlyModule, config: loadConfig(baseEnvSchema, env) });

describe('Readiness and error mapping', () => {
  let system: TestSystem;
  let redis: Redis;
  const standIns = new Map<string, RunningService>();
  beforeAll(async () => {
    system = await startTestSystem({ services: ['gateway', 'auth'], env: { RPC_TIMEOUT_MS: '1500' } });
    redis = redisOf(system);
    for (const name of ['patents', 'library', 'ai']) standIns.set(name, await standIn(name, system.env));
  });
  afterAll(async () => {
    redis?.disconnect();
    await Promise.all([...standIns.values()].map((s) => s.close()));
    await system?.stop();
  });

  const ready = () => system.anonymous().get('/api/ready');

  it('answers /api/health while the process is up', async () => {
    const res = await system.anonymous().get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('returns 200 when PostgreSQL, Redis and every service answer', async () => {
    const res = await ready();
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.checks).sort()).toEqual([
      'ai',
      'auth',
      'library',
      'patents',
      'postgres',
      'redis',
    ]);
  });

  it('returns 503 naming a stopped service within about a second, and 200 again once it is back', async () => {
    await system.stopService('auth');
    const started = Date.now();
    const down = await ready();
    expect(Date.now() - started).toBeLessThan(2500);
    expect(down.status).toBe(503);
    expect(down.body.failed).toEqual(['auth']);
    expect(down.body.message).toBe('Not ready: auth');

    await system.startService('auth');
    expect((await ready()).status).toBe(200);
  });

  it('names a stand-in service when it stops', async () => {
    await standIns.get('library')?.close();
    const down = await ready();
    expect(down.status).toBe(503);
    expect(down.body.failed).toEqual(['library']);
    standIns.set('library', await standIn('library', system.env));
    expect((await ready()).status).toBe(200);
  });

  describe('an error thrown in a service handler', () => {
    let agent: TestAgent;

    it('reaches the client as 404 with its message (RpcError NOT_FOUND)', async () => {
      agent = await plantSession(system, redis, {
        id: 'no-such-user',
        email: null,
        firstName: null,
        lastName: null,
        profileImageUrl: null,
      });
      const res = await agent.get('/api/auth/user');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'User not found', code: 'NOT_FOUND' });
    });

    it('reaches the client as 400 naming the field (validation at the service edge)', async () => {
      agent = await plantSession(system, redis, {
        id: '',
        email: null,
        firstName: null,
        lastName: null,
        profileImageUrl: null,
      });
      const res = await agent.get('/api/auth/user');
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION', field: 'userId' });
      expect(res.body.message).toMatch(/^userId: /);
    });

    it('reaches the client as 500 with no internal details when it is not an RpcError', async () => {
      const user = await system.signIn();
      await system.sql('ALTER TABLE auth.users RENAME TO users_gone');
      try {
        const res = await user.get('/api/auth/user');
        expect(res.status).toBe(500);
        // The service's transport turns it into INTERNAL / 'Internal error'; no SQL, no stack.
        expect(res.body).toEqual({ message: 'Internal error', code: 'INTERNAL' });
      } finally {
        await system.sql('ALTER TABLE auth.users_gone RENAME TO users');
      }
    });

    it('reaches the client as 504 when the service does not answer before the deadline', async () => {
      const user = await system.signIn();
      await system.stopService('auth');
      try {
        const res = await user.get('/api/auth/user');
        expect(res.status).toBe(504);
        expect(res.body.code).toBe('TIMEOUT');
      } finally {
        await system.startService('auth');
      }
    });
  });
});
