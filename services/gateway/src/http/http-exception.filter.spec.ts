import { NotFoundException, PayloadTooLargeException } from '@nestjs/common';
import { ErrorCode, HTTP_STATUS_BY_CODE, RpcError } from '@patent-hub/contracts';
import { describe, expect, it } from 'vitest';
import { toHttpError } from './http-exception.filter.js';

describe(toHttpError.name, () => {
  it.each(Object.values(ErrorCode).filter((c) => c !== 'UNAUTHORIZED'))(
    'returns the mapped status with message and code for %s',
    (code) => {
      const sut = toHttpError(new RpcError(code, `failed: ${code}`));
      expect(sut.status).toBe(HTTP_STATUS_BY_CODE[code]);
      expect(sut.body).toEqual({ message: `failed: ${code}`, code });
    },
  );

  it('returns exactly {"message":"Unauthorized"} for UNAUTHORIZED', () => {
    expect(JSON.stringify(toHttpError(new RpcError(ErrorCode.UNAUTHORIZED, 'Session expired')).body)).toBe(
      '{"message":"Unauthorized"}',
    );
  });

  it('returns the field when the error names one', () => {
    expect(
      toHttpError(
        new RpcError(ErrorCode.VALIDATION, 'name: Required', { field: 'name', details: { secret: 1 } }),
      ).body,
    ).toEqual({
      message: 'name: Required',
      code: 'VALIDATION',
      field: 'name',
    });
  });

  it('returns 500 "Internal server error" without message or stack for any other error', () => {
    const sut = toHttpError(new Error('connection to 10.0.0.5 refused'));
    expect(sut).toEqual({ status: 500, body: { message: 'Internal server error' } });
  });

  it('returns 404 "Not found" for an unknown route and keeps Nest statuses', () => {
    expect(toHttpError(new NotFoundException('Cannot GET /api/nope'))).toEqual({
      status: 404,
      body: { message: 'Not found', code: 'NOT_FOUND' },
    });
    expect(toHttpError(new PayloadTooLargeException()).status).toBe(413);
  });
});
