import { describe, expect, it } from 'vitest';
import { PROCESSES, metricsPort, processes } from './processes.mjs';

describe('PROCESSES', () => {
  it('returns a distinct loopback metrics port for every process npm start runs', () => {
    const ports = PROCESSES.map((p) => p.env.METRICS_PORT);
    expect(new Set(ports).size).toBe(PROCESSES.length);
    for (const p of PROCESSES) expect(p.env.METRICS_HOST, p.name).toBe('127.0.0.1');
  });

  it('returns consecutive ports from METRICS_PORT so a second install can run beside the first', () => {
    expect(processes(metricsPort(undefined)).map((p) => p.env.METRICS_PORT)).toEqual([
      '9464',
      '9465',
      '9466',
      '9467',
      '9468',
      '9469',
    ]);
    expect(processes(metricsPort('19500')).map((p) => p.env.METRICS_PORT)).toEqual([
      '19500',
      '19501',
      '19502',
      '19503',
      '19504',
      '19505',
    ]);
  });

  it('returns port 0 for every process when METRICS_PORT is 0 (each picks a free one)', () => {
    expect(new Set(processes(metricsPort('0')).map((p) => p.env.METRICS_PORT))).toEqual(new Set(['0']));
  });

  it('throws an error naming METRICS_PORT when it is not a usable port', () => {
    for (const bad of ['abc', '-1', '65535', '94.5'])
      expect(() => metricsPort(bad), bad).toThrow(/METRICS_PORT must be/);
  });
});
