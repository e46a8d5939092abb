import { Writable } from 'node:stream';
import { ErrorCode, RpcError } from '@patent-hub/contracts';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logging/logger.js';
import { toSerializedError } from './rpc-errors.js';

describe(toSerializedError.name, () => {
  it('returns an RpcError as its JSON form, field and details included', () => {
    const err = new RpcError(ErrorCode.VALIDATION, 'name: Required', { field: 'name', details: { issues: [] } });
    expect(toSerializedError(err)).toEqual({ code: 'VALIDATION', message: 'name: Required', field: 'name', details: { issues: [] } });
  });

  it('returns INTERNAL "Internal error" for any other error and logs its stack, not the caller', () => {
    const lines: string[] = [];
    const logger = createLogger('t', { destination: new Writable({ write(c, _e, done) { lines.push(String(c)); done(); } }) });

    const out = toSerializedError(new Error('connection to 10.0.0.5 refused'), logger, { pattern: 'patents.search' });

    expect(out).toEqual({ code: ErrorCode.INTERNAL, message: 'Internal error' });
    const logged = JSON.parse(lines.join(''));
    expect(logged.err.stack).toContain('connection to 10.0.0.5 refused');
    expect(logged.pattern).toBe('patents.search');
  });
});
