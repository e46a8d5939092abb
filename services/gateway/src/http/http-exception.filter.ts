import { Catch, HttpException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { ErrorCode, HTTP_STATUS_BY_CODE, RpcError } from '@patent-hub/contracts';
import type { Response } from 'express';
import type { Logger } from 'pino';

const CODE_BY_STATUS = new Map<number, ErrorCode>(
  Object.entries(HTTP_STATUS_BY_CODE).map(([code, status]) => [status, code as ErrorCode]),
);

export interface HttpErrorBody {
  message: string;
  code?: ErrorCode;
  field?: string;
}

/** Status and body for anything a route throws; never a stack, never an internal message. */
export function toHttpError(err: unknown): { status: number; body: HttpErrorBody } {
  if (err instanceof RpcError) {
    const status = HTTP_STATUS_BY_CODE[err.code] ?? 500;
    if (status === 401) return { status, body: { message: 'Unauthorized' } };
    const body: HttpErrorBody = { message: err.message, code: err.code };
    if (err.field !== undefined) body.field = err.field;
    return { status, body };
  }
  if (err instanceof HttpException) {
    const status = err.getStatus();
    if (status === 401) return { status, body: { message: 'Unauthorized' } };
    const code = CODE_BY_STATUS.get(status) ?? (status >= 500 ? ErrorCode.INTERNAL : ErrorCode.VALIDATION);
    const message = status === 404 ? 'Not found' : status >= 500 ? 'Internal server error' : err.message;
    return { status, body: { message, code } };
  }
  return { status: 500, body: { message: 'Internal server error' } };
}

/** The gateway's one exception filter: RpcError codes → HTTP statuses (HTTP_STATUS_BY_CODE). */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(err: unknown, host: ArgumentsHost) {
    const res = host.switchToHttp().getResponse<Response>();
    const { status, body } = toHttpError(err);
    if (status >= 500) this.logger.error({ err }, 'request failed');
    if (res.headersSent) return void res.end();
    res.status(status).json(body);
  }
}
