import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { RedisStreamsClient, type RpcClientOptions } from './redis-streams.client.js';

/** The injectable, promise-based RPC caller (also a Nest ClientProxy). */
@Injectable()
export class RpcClient extends RedisStreamsClient implements OnApplicationShutdown {
  /** Outside Nest: `const rpc = await RpcClient.connect({ redisUrl, keyPrefix })`. */
  static async connect(options: RpcClientOptions): Promise<RpcClient> {
    const client = new RpcClient(options);
    await client.connect();
    return client;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.close();
  }
}
