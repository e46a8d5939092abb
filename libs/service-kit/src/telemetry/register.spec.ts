import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { serviceNameOf } from './register.js';

describe(serviceNameOf.name, () => {
  it('returns the service of a process entry, ai-worker for the worker', () => {
    expect(serviceNameOf('/app/services/gateway/dist/main.js', {})).toBe('gateway');
    expect(serviceNameOf('services/patents/dist/main.js', {})).toBe('patents');
    expect(serviceNameOf('/app/services/ai/dist/worker-main.js', {})).toBe('ai-worker');
  });

  it('returns OTEL_SERVICE_NAME when set, and patent-hub for any other script', () => {
    expect(serviceNameOf('services/auth/dist/main.js', { OTEL_SERVICE_NAME: 'auth-blue' })).toBe('auth-blue');
    expect(serviceNameOf('scripts/other.mjs', {})).toBe('patent-hub');
  });
});

describe('the telemetry preload', () => {
  it('is exported by the package under the name the commands import', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
    expect(pkg.exports['./telemetry/register'].default).toBe('./dist/telemetry/register.js');
  });
});
