import { freePort, openSignInPage, startTestSystem, TestAgent, type TestSystem } from '@patent-hub/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevProvider, type DevProvider } from '../src/dev-idp/dev-provider.js';

// An issuer the auth service did not start itself, configured only through OIDC_* variables:
// the path Keycloak (docker compose) or any other OpenID Provider takes.
describe('Sign-in against an external issuer (OIDC_ISSUER_URL)', () => {
  let issuer: DevProvider;
  let system: TestSystem;
  beforeAll(async () => {
    const port = await freePort();
    const appUrl = `http://127.0.0.1:${port}`;
    issuer = await startDevProvider({
      port: 0,
      issuerUrl: undefined,
      clientId: 'patent-hub-ext',
      clientSecret: 'external-client-secret',
      appUrls: [appUrl],
    });
    system = await startTestSystem({
      services: ['gateway', 'auth'],
      env: {
        PORT: String(port),
        OIDC_ISSUER_URL: issuer.issuer,
        OIDC_CLIENT_ID: 'patent-hub-ext',
        OIDC_CLIENT_SECRET: 'external-client-secret',
        OIDC_DEV_PORT: '1',
      },
    });
  });
  afterAll(async () => {
    await system?.stop();
    await issuer?.close();
  });

  it('signs in through the configured issuer and logs out through its end-session endpoint', async () => {
    const agent = await system.signIn({ email: 'ext@example.com', firstName: 'Ext' });
    expect(agent.user).toMatchObject({ email: 'ext@example.com', firstName: 'Ext' });
    const out = await agent.request('GET', '/api/logout');
    expect(out.headers.get('location')).toMatch(new RegExp(`^${issuer.issuer}/session/end\\?`));
    expect((await agent.get('/api/auth/user')).status).toBe(401);
  });

  it('does not start the development provider when an issuer is configured', async () => {
    // OIDC_DEV_PORT=1 would fail to bind if the development provider were started.
    expect((await new TestAgent(system.baseUrl).get('/api/health')).status).toBe(200);
  });
});

describe('Development sign-in page', () => {
  let system: TestSystem;
  beforeAll(async () => {
    system = await startTestSystem({ services: ['gateway', 'auth'] });
  });
  afterAll(() => system?.stop());

  it('is visibly marked and asks for e-mail, names and an optional picture, without a password', async () => {
    const agent = new TestAgent(system.baseUrl);
    const { res } = await agent.navigate(`${system.baseUrl}/api/login`);
    const html = await res.text();
    expect(html).toContain('<h1>Development sign-in</h1>');
    for (const name of ['email', 'firstName', 'lastName', 'profileImageUrl'])
      expect(html).toContain(`name="${name}"`);
    expect(html).not.toMatch(/type="password"/);
  });

  it('shows the form again with a message for an invalid e-mail and creates no session', async () => {
    const agent = new TestAgent(system.baseUrl);
    const { action } = await openSignInPage(agent);
    const post = await agent.fetch(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=nope',
    });
    expect(post.status).toBe(400);
    expect(await post.text()).toContain('Enter a valid e-mail address.');
    expect((await agent.get('/api/auth/user')).status).toBe(401);
  });
});
