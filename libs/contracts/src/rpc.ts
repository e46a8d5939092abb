import type { z } from 'zod';

/**
 * An RPC call is defined once: {pattern, payload, result} (and whether it is a read that may run twice).
 * The caller's `rpc.call(def, payload)` takes the payload's input type and answers the result's type; the
 * service's `@RpcHandler(def)` parses the payload with the schema before its handler runs.
 */
export interface RpcDefinition<P extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> {
  /** `<service>.<name>`: the first segment names the service whose stream receives it. */
  pattern: string;
  payload: P;
  result: R;
  /** A read that may run twice harmlessly: when its replica dies it is run again, not answered UNAVAILABLE. */
  idempotent?: boolean;
}

/** What a caller sends. */
export type RpcPayload<D extends RpcDefinition> = z.input<D['payload']>;
/** What the handler receives, once the payload is parsed. */
export type RpcParsed<D extends RpcDefinition> = z.output<D['payload']>;
/** What a handler answers. */
export type RpcReply<D extends RpcDefinition> = z.input<D['result']>;
/** What the caller receives. */
export type RpcResult<D extends RpcDefinition> = z.output<D['result']>;
