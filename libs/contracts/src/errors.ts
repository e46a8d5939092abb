import { z } from 'zod';

/** Error codes that cross service boundaries. The gateway maps each to one HTTP status. */
export const ErrorCode = {
  VALIDATION: 'VALIDATION',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNPROCESSABLE: 'UNPROCESSABLE',
  RATE_LIMITED: 'RATE_LIMITED',
  UNAVAILABLE: 'UNAVAILABLE',
  TIMEOUT: 'TIMEOUT',
  INTERNAL: 'INTERNAL',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const HTTP_STATUS_BY_CODE: Record<ErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  TIMEOUT: 504,
  INTERNAL: 500,
};

export const serializedErrorSchema = z.object({
  code: z.enum(Object.values(ErrorCode) as [ErrorCode, ...ErrorCode[]]),
  message: z.string(),
  field: z.string().optional(),
  details: z.unknown().optional(),
});
export type SerializedError = z.infer<typeof serializedErrorSchema>;

/** The one error type services throw and callers receive; it survives JSON serialisation. */
export class RpcError extends Error {
  readonly code: ErrorCode;
  readonly field?: string;
  readonly details?: unknown;

  constructor(code: ErrorCode, message: string, opts: { field?: string; details?: unknown } = {}) {
    super(message);
    this.name = 'RpcError';
    this.code = code;
    this.field = opts.field;
    this.details = opts.details;
  }

  toJSON(): SerializedError {
    const out: SerializedError = { code: this.code, message: this.message };
    if (this.field !== undefined) out.field = this.field;
    if (this.details !== undefined) out.details = this.details;
    return out;
  }

  static fromJSON(value: unknown): RpcError {
    const parsed = serializedErrorSchema.safeParse(value);
    if (!parsed.success) return new RpcError(ErrorCode.INTERNAL, 'Internal error');
    const { code, message, field, details } = parsed.data;
    return new RpcError(code, message, { field, details });
  }

  static isRpcError(value: unknown): value is RpcError {
    return value instanceof RpcError;
  }

  static notFound(message = 'Not found'): RpcError {
    return new RpcError(ErrorCode.NOT_FOUND, message);
  }
}
