import { ErrorCode, RpcError } from '@patent-hub/contracts';
import { describe, expect, it } from 'vitest';
import { httpStatusOf, toHttpError } from './http-status.js';

describe(toHttpError.name, () => {
  it.each([
    [ErrorCode.VALIDATION, 400],
    [ErrorCode.UNAUTHORIZED, 401],
    [ErrorCode.FORBIDDEN, 403],
    [ErrorCode.NOT_FOUND, 404],
    [ErrorCode.CONFLICT, 409],
    [ErrorCode.PAYLOAD_TOO_LARGE, 413],
    [ErrorCode.UNPROCESSABLE, 422],
    [ErrorCode.RATE_LIMITED, 429],
    [ErrorCode.UNAVAILABLE, 503],
    [ErrorCode.TIMEOUT, 504],
    [ErrorCode.INTERNAL, 500],
  ])('returns status for %s as %i', (code, status) => {
    expect(httpStatusOf(code)).toBe(status);
    expect(toHttpError(new RpcError(code, 'm'))).toEqual({ status, body: { code, message: 'm' } });
  });

  it('returns 500 "Internal error" without details when the error is not an RpcError', () => {
    expect(toHttpError(new Error('db password wrong'))).toEqual({
      status: 500,
      body: { code: 'INTERNAL', message: 'Internal error' },
    });
  });
});
