import { describe, expect, it } from 'vitest';
import { PROCESSES } from './processes.mjs';

describe('PROCESSES', () => {
  it('returns a distinct loopback metrics port for every process npm start runs', () => {
    const ports = PROCESSES.map((p) => p.env.METRICS_PORT);
    expect(new Set(ports).size).toBe(PROCESSES.length);
    for (const p of PROCESSES) expect(p.env.METRICS_HOST, p.name).toBe('127.0.0.1');
  });
});
