import { Module, type DynamicModule } from '@nestjs/common';
import type { RpcClientOptions } from './redis-streams.client.js';
import { RpcClient } from './rpc-client.js';

/** Global module that makes `RpcClient` injectable everywhere in the app. */
@Module({})
export class RpcModule {
  static forRoot(options: RpcClientOptions): DynamicModule {
    return {
      module: RpcModule,
      global: true,
      providers: [{ provide: RpcClient, useFactory: () => RpcClient.connect(options) }],
      exports: [RpcClient],
    };
  }
}
