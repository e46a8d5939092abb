import type { z } from 'zod';
import { ErrorCode, RpcError } from './errors.js';

/**
 * Parses input with a schema; on failure throws a VALIDATION RpcError whose message names the
 * first failing field (e.g. "name: Collection name is required") and whose details list every issue.
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => ({
    field: i.path.map(String).join('.') || '(body)',
    message: i.message,
  }));
  const first = issues[0];
  throw new RpcError(ErrorCode.VALIDATION, `${first.field}: ${first.message}`, {
    field: first.field,
    details: { issues },
  });
}
