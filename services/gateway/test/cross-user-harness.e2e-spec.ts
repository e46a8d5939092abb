import { crossUserHarness, startTestSystem, type CrossUserCase, type TestSystem } from '@patent-hub/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The harness itself must be able to fail: a route that shows A's data to B is caught.
describe('crossUserHarness.runCase', () => {
  let system: TestSystem;
  beforeAll(async () => {
    system = await startTestSystem({ services: ['gateway', 'auth'] });
  });
  afterAll(() => system?.stop());

  it("throws when user B receives user A's object", async () => {
    const leaky: CrossUserCase<{ id: string }> = {
      name: 'GET /api/auth/user (everyone sees their own, used here as a stand-in leak)',
      method: 'GET',
      setup: async () => ({ id: 'leak-marker' }),
      path: () => '/api/auth/user',
      expectStatus: 200,
      secrets: () => ['"id"'],
    };
    await expect(crossUserHarness.runCase(system, leaky)).rejects.toThrow(/leaked/);
  });

  it("throws when B's status is not the expected one", async () => {
    const wrongStatus: CrossUserCase = {
      name: 'x',
      method: 'GET',
      setup: async () => ({}),
      path: () => '/api/auth/user',
    };
    await expect(crossUserHarness.runCase(system, wrongStatus)).rejects.toThrow(
      /answered 200 \(expected 404\)/,
    );
  });

  it("throws when A's snapshot changed", async () => {
    let n = 0;
    const changing: CrossUserCase = {
      name: 'y',
      method: 'GET',
      setup: async () => ({}),
      path: () => '/api/nope',
      snapshot: async () => ++n,
    };
    await expect(crossUserHarness.runCase(system, changing)).rejects.toThrow(/changed user A's data/);
  });
});
