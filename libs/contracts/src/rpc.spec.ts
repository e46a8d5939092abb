import { describe, expect, it } from 'vitest';
import { AI } from './ai.js';
import { LIBRARY } from './library.js';
import { PATENTS } from './patents.js';
import type { RpcDefinition } from './rpc.js';
import { PING } from './services.js';
import { AUTH } from './user.js';

const GROUPS: Record<string, Record<string, RpcDefinition>> = {
  auth: AUTH,
  patents: PATENTS,
  library: LIBRARY,
  ai: AI,
};

describe('RPC definitions', () => {
  it("name each call once, under its own service's prefix", () => {
    const all = [...Object.values(GROUPS).flatMap((g) => Object.values(g)), ...Object.values(PING)];
    const patterns = all.map((d) => d.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
    for (const [service, group] of Object.entries(GROUPS))
      for (const [name, def] of Object.entries(group)) expect(def.pattern).toBe(`${service}.${name}`);
  });
});
