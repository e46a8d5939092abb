import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { RpcDefinition, RpcPayload, RpcResult } from '@patent-hub/contracts';
import { RedisStreamsClient, type CallOptions, type RpcClientOptions } from './redis-streams.client.js';

/** The injectable, promise-based RPC caller (also a Nest ClientProxy). */
@Injectable()
export class RpcClient extends RedisStreamsClient implements OnApplicationShutdown {
  /** Outside Nest: `const rpc = await RpcClient.connect({ redisUrl, keyPrefix })`. */
  static async connect(options: RpcClientOptions): Promise<RpcClient> {
    const client = new RpcClient(options);
    await client.connect();
    return client;
  }

  /** Calls the contract's RPC: the payload is checked against its input type, the reply has its result type. */
  call<D extends RpcDefinition>(def: D, payload: RpcPayload<D>, opts?: CallOptions): Promise<RpcResult<D>> {
    // The service parsed the payload and answers the contract's result; the reply is that JSON.
    return this.request(def.pattern, payload, opts) as Promise<RpcResult<D>>;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.close();
  }
}
