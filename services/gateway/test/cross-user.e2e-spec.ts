import { crossUserHarness, startTestSystem, type TestSystem } from '@patent-hub/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Every area registers its per-user routes in services/gateway/src/<area>/<area>.cross-user.ts.
import.meta.glob('../src/*/*.cross-user.ts', { eager: true });

describe('Cross-user isolation', () => {
  let system: TestSystem;
  beforeAll(async () => {
    system = await startTestSystem({ allowMissing: true });
  });
  afterAll(() => system?.stop());

  it('signs in two different users', async () => {
    const [a, b] = await Promise.all([system.signIn(), system.signIn()]);
    expect(a.user?.id).toBeTruthy();
    expect(b.user?.id).not.toBe(a.user?.id);
    expect(a.cookie('ph_sid')).not.toBe(b.cookie('ph_sid'));
  });

  for (const c of crossUserHarness.cases()) {
    it(`${c.area}: ${c.name} — user B gets ${c.expectStatus ?? 404} and never A's data`, async () => {
      await crossUserHarness.runCase(system, c);
    });
  }
});
