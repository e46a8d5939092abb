import { Writable } from 'node:stream';
import { ErrorCode, RpcError } from '@patent-hub/contracts';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logging/logger.js';
import { toSerializedError } from './rpc-errors.js';

describe(toSerializedError.name, () => {
  it('returns an RpcError as its JSON form, field and details included', () => {
    const err = new RpcError(ErrorCode.VALIDATION, 'name: Required', {
      field: 'name',
      details: { issues: [] },
    });
    expect(toSerializedError(err)).toEqual({
      code: 'VALIDATION',
      message: 'name: Required',
      field: 'name',
      details: { issues: [] },
    });
  });

  it('returns INTERNAL "Internal error" for any other error and logs its stack, not the caller', () => {
    const lines: string[] = [];
    const logger = createLogger('t', {
      destination: new Writable({
        write(c, _e, done) {
          lines.push(String(c));
          done();
        },
      }),
    });

    const out = toSerializedError(new Error('connection to 10.0.0.5 refused'), logger, {
      pattern: 'patents.search',
    });

    expect(out).toEqual({ code: ErrorCode.INTERNAL, message: 'Internal error' });
    const logged = JSON.parse(lines.join(''));
    expect(logged.err.stack).toContain('connection to 10.0.0.5 refused');
    expect(logged.pattern).toBe('patents.search');
  });
});

describe('toSerializedError with an unavailable dependency', () => {
  it('returns UNAVAILABLE for a PostgreSQL shutdown or connection error, directly or as a cause', () => {
    const shutdown = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const wrapped = new Error('Failed query: select 1', {
      cause: new Error('Connection terminated unexpectedly'),
    });

    for (const err of [shutdown, refused, wrapped]) {
      expect(toSerializedError(err)).toEqual({
        code: ErrorCode.UNAVAILABLE,
        message: 'Service temporarily unavailable',
      });
    }
  });

  it('returns INTERNAL for a query error that is not about the connection', () => {
    const syntax = Object.assign(new Error('syntax error at or near "selec"'), { code: '42601' });
    expect(toSerializedError(syntax).code).toBe(ErrorCode.INTERNAL);
  });
});
