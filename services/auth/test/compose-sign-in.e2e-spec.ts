import { freePort, startTestSystem, type TestSystem } from '@patent-hub/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCompose } from '../../../test/infra/manifest-model.js';
import { startService } from '../src/app.js';
import { startDevProvider, type DevProvider } from '../src/dev-idp/dev-provider.js';

// `docker compose up`: the auth container runs with NODE_ENV=production against Keycloak over plain http.
// Here auth runs with docker-compose.yml's own auth environment; only what a compose .env sets (the issuer's
// and the app's address) and the test's PostgreSQL and Redis differ. The issuer is a real OpenID Provider
// (oidc-provider) over http on loopback, with the realm's client id and secret from the compose defaults.
describe('Sign-in with the docker compose auth environment', () => {
  let issuer: DevProvider;
  let system: TestSystem;
  let auth: { close(): Promise<void> } | undefined;
  let composeEnv: Record<string, string>;

  beforeAll(async () => {
    const defaults = loadCompose().services.find((s) => s.name === 'auth')!.env;
    const appUrl = `http://127.0.0.1:${await freePort()}`;
    issuer = await startDevProvider({
      port: 0,
      issuerUrl: undefined,
      clientId: defaults.OIDC_CLIENT_ID,
      clientSecret: defaults.OIDC_CLIENT_SECRET,
      appUrls: [appUrl],
    });
    composeEnv = loadCompose({ OIDC_ISSUER_URL: `${issuer.issuer}/`, PUBLIC_URL: appUrl }).services.find(
      (s) => s.name === 'auth',
    )!.env;
    system = await startTestSystem({ services: ['gateway'], env: { PORT: new URL(appUrl).port } });
    const { DATABASE_URL, REDIS_URL, REDIS_KEY_PREFIX } = system.env;
    auth = await startService({
      ...composeEnv,
      DATABASE_URL,
      REDIS_URL,
      REDIS_KEY_PREFIX,
      LOG_LEVEL: 'warn',
    });
  });
  afterAll(async () => {
    await auth?.close();
    await system?.stop();
    await issuer?.close();
  });

  it('runs auth in production against an http issuer, as compose does', () => {
    expect(composeEnv.NODE_ENV).toBe('production');
    expect(new URL(composeEnv.OIDC_ISSUER_URL).protocol).toBe('http:');
  });

  it('signs in through the issuer and reads the profile', async () => {
    const agent = await system.signIn({ email: 'compose@example.com', firstName: 'Compose' });
    expect(agent.user).toMatchObject({ email: 'compose@example.com', firstName: 'Compose' });
    expect((await agent.get('/api/auth/user')).status).toBe(200);
  });
});
