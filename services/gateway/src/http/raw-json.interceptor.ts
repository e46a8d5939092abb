import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { RawJson } from '@patent-hub/service-kit';
import type { Response } from 'express';
import { map, type Observable } from 'rxjs';

/**
 * A handler that returns a service's result unchanged (RpcClient.callRaw) answers with that JSON text as
 * it came over the RPC: no parse and re-stringify of, say, a 30 KB search page in the gateway.
 */
@Injectable()
export class RawJsonInterceptor implements NestInterceptor {
  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      map((value: unknown) => {
        if (!(value instanceof RawJson) || ctx.getType() !== 'http') return value;
        ctx.switchToHttp().getResponse<Response>().type('application/json');
        return value.json;
      }),
    );
  }
}
