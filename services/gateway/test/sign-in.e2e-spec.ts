import {
  openSignInPage,
  startTestSystem,
  submitSignInForm,
  TestAgent,
  type TestSystem,
} from '@patent-hub/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe('Sign-in with the development identity provider', () => {
  let system: TestSystem;
  beforeAll(async () => {
    system = await startTestSystem({ services: ['gateway', 'auth'] });
  });
  afterAll(() => system?.stop());

  it('returns the user after the whole code flow and 401 after logout', async () => {
    const agent = new TestAgent(system.baseUrl);
    expect((await agent.get('/api/auth/user')).status).toBe(401);
    const { action } = await openSignInPage(agent);
    const trace = await submitSignInForm(agent, action, {
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      profileImageUrl: 'https://example.com/ada.png',
    });
    expect(trace.finalUrl).toBe(`${system.baseUrl}/`);
    const me = await agent.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      profileImageUrl: 'https://example.com/ada.png',
    });
    expect(typeof me.body.id).toBe('string');
    expect(Number.isNaN(Date.parse(me.body.createdAt))).toBe(false);

    const out = await agent.request('GET', '/api/logout');
    expect(out.status).toBe(302);
    expect((await agent.get('/api/auth/user')).status).toBe(401);
  });
});
