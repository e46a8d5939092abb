import { ErrorCode, RpcError, serializedErrorSchema, type SerializedError } from '@patent-hub/contracts';
import type { Logger } from 'pino';

/**
 * What a caller may see of a failure: an RpcError (or its JSON form, as Nest's filters hand it on)
 * passes through; anything else becomes INTERNAL 'Internal error' and its stack goes only to the log.
 */
// PostgreSQL classes 08 (connection exception) and 57P01-57P03 (shutdown, cannot connect now), and
// socket errors: the dependency is away, which the caller should see as 503, not as a bug (500).
const UNAVAILABLE_PG_CODES = /^(08...|57P0[123])$/;
const UNAVAILABLE_NET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection timeout|Client has encountered a connection error/i;

export function isDependencyUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 4) return false;
  const { code, message, cause } = err as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_PG_CODES.test(code) || UNAVAILABLE_NET_CODES.has(code)))
    return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  if (err instanceof AggregateError && err.errors.some((e) => isDependencyUnavailable(e, depth + 1)))
    return true;
  return isDependencyUnavailable(cause, depth + 1);
}

export function toSerializedError(
  err: unknown,
  logger?: Logger,
  meta: Record<string, unknown> = {},
): SerializedError {
  if (err instanceof RpcError) return err.toJSON();
  const parsed = serializedErrorSchema.safeParse(err);
  if (parsed.success) return parsed.data;
  if (isDependencyUnavailable(err)) {
    logger?.warn({ err, ...meta }, 'A dependency is unavailable');
    return { code: ErrorCode.UNAVAILABLE, message: 'Service temporarily unavailable' };
  }
  logger?.error({ err, ...meta }, 'Unhandled error in RPC handler');
  return { code: ErrorCode.INTERNAL, message: 'Internal error' };
}
