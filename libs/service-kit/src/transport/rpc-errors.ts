import { ErrorCode, RpcError, serializedErrorSchema, type SerializedError } from '@patent-hub/contracts';
import type { Logger } from 'pino';

/**
 * What a caller may see of a failure: an RpcError (or its JSON form, as Nest's filters hand it on)
 * passes through; anything else becomes INTERNAL 'Internal error' and its stack goes only to the log.
 */
export function toSerializedError(err: unknown, logger?: Logger, meta: Record<string, unknown> = {}): SerializedError {
  if (err instanceof RpcError) return err.toJSON();
  const parsed = serializedErrorSchema.safeParse(err);
  if (parsed.success) return parsed.data;
  logger?.error({ err, ...meta }, 'Unhandled error in RPC handler');
  return { code: ErrorCode.INTERNAL, message: 'Internal error' };
}
