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
