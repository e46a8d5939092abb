import { ErrorCode, HTTP_STATUS_BY_CODE, RpcError, type SerializedError } from '@patent-hub/contracts';

/** HTTP status for an error code (the gateway's one mapping). */
export function httpStatusOf(code: ErrorCode): number {
  return HTTP_STATUS_BY_CODE[code] ?? 500;
}

/** Status and body for anything thrown in the gateway: RpcErrors keep their code and message. */
export function toHttpError(err: unknown): { status: number; body: SerializedError } {
  if (err instanceof RpcError) return { status: httpStatusOf(err.code), body: err.toJSON() };
  return { status: 500, body: { code: ErrorCode.INTERNAL, message: 'Internal error' } };
}
