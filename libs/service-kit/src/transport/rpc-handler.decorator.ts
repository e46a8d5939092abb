import { MessagePattern } from '@nestjs/microservices';
import { parseOrThrow, type RpcDefinition, type RpcParsed, type RpcReply } from '@patent-hub/contracts';
import { IDEMPOTENT } from './envelope.js';

type Handler<D extends RpcDefinition> = (payload: RpcParsed<D>) => RpcReply<D> | Promise<RpcReply<D>>;

/**
 * `@MessagePattern(def.pattern)` for a contract's RPC, validating at the service's edge: the handler gets
 * the payload parsed with `def.payload` (a payload that does not fit answers the VALIDATION error before it
 * runs), and must answer the contract's result. A read marked idempotent in the contract is registered so.
 */
export function RpcHandler<D extends RpcDefinition>(def: D) {
  return <H extends Handler<D>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<H>,
  ) => {
    const handler = descriptor.value as Handler<D>;
    const parsed = function (this: unknown, payload: unknown) {
      return handler.call(this, parseOrThrow(def.payload, payload) as RpcParsed<D>);
    };
    // Metadata other decorators left on the method stays with it.
    for (const k of Reflect.getMetadataKeys(handler))
      Reflect.defineMetadata(k, Reflect.getMetadata(k, handler), parsed);
    descriptor.value = parsed as unknown as H;
    MessagePattern(def.pattern, def.idempotent ? IDEMPOTENT : undefined)(target, key, descriptor);
  };
}
