import { Catch, type RpcExceptionFilter } from '@nestjs/common';
import type { Logger } from 'pino';
import { throwError, type Observable } from 'rxjs';
import { toSerializedError } from './rpc-errors.js';

/**
 * Global filter for RPC handlers. Nest's default filter turns every non-RpcException into
 * 'Internal server error', which would erase our codes; this keeps RpcError intact and hides the rest.
 */
@Catch()
export class RpcErrorFilter implements RpcExceptionFilter<unknown> {
  constructor(private readonly logger?: Logger) {}

  catch(exception: unknown): Observable<never> {
    const serialized = toSerializedError(exception, this.logger);
    return throwError(() => serialized);
  }
}
