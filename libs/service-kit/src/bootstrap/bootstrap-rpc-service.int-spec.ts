import { Controller, Module } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ErrorCode, RpcError } from '@patent-hub/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logging/logger.js';
import { RpcClient } from '../transport/rpc-client.js';
import { deleteKeys, REDIS_URL, uniquePrefix } from '../../test/support/redis-keys.js';
import { bootstrapRpcService } from './bootstrap-rpc-service.js';
import type { RunningService } from './running-service.js';

@Controller()
class PatentsTestController {
  @MessagePattern('patents.double') double(@Payload() p: { n: number }) {
    return { n: p.n * 2 };
  }
  @MessagePattern('patents.missing') missing() {
    throw RpcError.notFound('Patent not found');
  }
  @MessagePattern('patents.crash') crash() {
    throw new Error('secret stack detail');
  }
}

@Controller()
class LibraryTestController {
  constructor(private readonly rpc: RpcClient) {}
  // Calls another service through the injected client: proves RpcClient is wired in every service.
  @MessagePattern('library.quadruple') async quadruple(@Payload() p: { n: number }) {
    const once = await this.rpc.request('patents.double', p);
    return this.rpc.request('patents.double', once);
  }
}

@Module({ controllers: [PatentsTestController] })
class PatentsTestModule {}
@Module({ controllers: [LibraryTestController] })
class LibraryTestModule {}

describe(bootstrapRpcService.name, () => {
  const prefix = uniquePrefix();
  const config = { REDIS_URL, REDIS_KEY_PREFIX: prefix, RPC_TIMEOUT_MS: 5_000 };
  const logger = createLogger('test', { level: 'silent' });
  const services: RunningService[] = [];
  let sut: RpcClient;

  beforeAll(async () => {
    services.push(
      await bootstrapRpcService({ service: 'patents', module: PatentsTestModule, config, logger }),
    );
    services.push(
      await bootstrapRpcService({ service: 'library', module: LibraryTestModule, config, logger }),
    );
    sut = await RpcClient.connect({ redisUrl: REDIS_URL, keyPrefix: prefix, logger });
  });

  afterAll(async () => {
    await sut?.close();
    await Promise.all(services.map((s) => s.close()));
    await deleteKeys(prefix);
  });

  it('returns the reply of a handler that calls another in-process service', async () => {
    await expect(sut.request('library.quadruple', { n: 3 })).resolves.toEqual({ n: 12 });
  });

  it('answers <service>.ping for every service', async () => {
    await expect(sut.request('patents.ping', {})).resolves.toEqual({ service: 'patents', ok: true });
    await expect(sut.request('library.ping', {})).resolves.toEqual({ service: 'library', ok: true });
  });

  it('rejects with the handler RpcError code and message', async () => {
    await expect(sut.request('patents.missing', {})).rejects.toMatchObject({
      code: ErrorCode.NOT_FOUND,
      message: 'Patent not found',
    });
  });

  it('rejects with INTERNAL "Internal error" when a handler throws a plain Error', async () => {
    const err = await sut.request('patents.crash', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RpcError);
    expect(err).toMatchObject({ code: ErrorCode.INTERNAL, message: 'Internal error' });
  });

  it('returns the reply through the Nest ClientProxy send() observable', async () => {
    const { lastValueFrom } = await import('rxjs');
    await expect(lastValueFrom(sut.send('patents.double', { n: 5 }))).resolves.toEqual({ n: 10 });
  });
});
