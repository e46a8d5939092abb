import { AsyncLocalStorage } from 'node:async_hooks';
import { BaseRpcContext } from '@nestjs/microservices';

type Args = [requestId: string, pattern: string, deadline: number, deliveries: number, entryId: string];

/** What a handler can learn about its message via `@Ctx()`; the request id suits idempotency keys. */
export class RedisStreamsContext extends BaseRpcContext<Args> {
  getRequestId(): string {
    return this.args[0];
  }
  getPattern(): string {
    return this.args[1];
  }
  /** Epoch ms after which the caller no longer waits. */
  getDeadline(): number {
    return this.args[2];
  }
  getDeliveries(): number {
    return this.args[3];
  }
  getEntryId(): string {
    return this.args[4];
  }
}

const handling = new AsyncLocalStorage<RedisStreamsContext>();

/** Runs `fn` as the handling of the message `ctx` describes (the server does this for every handler). */
export function runInRpcContext<T>(ctx: RedisStreamsContext, fn: () => T): T {
  return handling.run(ctx, fn);
}

/**
 * Epoch ms after which the caller of the RPC being handled no longer waits, for code below the handler that
 * must answer in time (undefined outside a handler, or when the caller set no deadline).
 */
export function currentRpcDeadline(): number | undefined {
  const deadline = handling.getStore()?.getDeadline();
  return deadline && deadline > 0 ? deadline : undefined;
}
