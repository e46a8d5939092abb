import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import type { MessageHandler } from '@nestjs/microservices';
import { ErrorCode, RpcError } from '@patent-hub/contracts';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logging/logger.js';
import { RedisStreamsServer } from './redis-streams.server.js';
import { RpcClient } from './rpc-client.js';

// A redis-server of this test's own (no persistence), so killing it touches nobody else's keys.
class OwnRedis {
  private child?: ChildProcess;
  constructor(readonly port: number) {}
  get url() {
    return `redis://127.0.0.1:${this.port}`;
  }
  async start() {
    this.child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    const probe = new Redis(this.url, {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    probe.on('error', () => undefined); // refused until it listens
    for (let i = 0; i < 100; i++) {
      if (
        await probe.connect().then(
          () => true,
          () => false,
        )
      )
        break;
      await sleep(50);
    }
    await probe.ping();
    probe.disconnect();
  }
  async kill() {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
  }
}

async function freePort(): Promise<number> {
  const srv = createServer().listen(0, '127.0.0.1');
  await new Promise((r) => srv.once('listening', r));
  const { port } = srv.address() as AddressInfo;
  await new Promise((r) => srv.close(r));
  return port;
}

function sleep(ms: number) {
  return new Promise((r) => setTimeout(r, ms));
}

/** Resolves with the time a promise took to settle, and how. */
async function timed<T>(p: Promise<T>) {
  const started = performance.now();
  const outcome = await p.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  return { ms: performance.now() - started, ...outcome };
}

describe(`${RpcClient.name} and ${RedisStreamsServer.name} while Redis is down`, () => {
  const logger = createLogger('test', { level: 'silent' });
  let redis: OwnRedis;
  let sut: RpcClient | undefined;
  let server: RedisStreamsServer | undefined;

  afterAll(async () => {
    await sut?.close();
    await server?.close();
    await redis?.kill();
  });

  it('fails calls quickly with UNAVAILABLE while Redis is down, and serves again by itself once it returns', async () => {
    redis = new OwnRedis(await freePort());
    await redis.start();
    server = new RedisStreamsServer({
      service: 'patents',
      redisUrl: redis.url,
      keyPrefix: 'ph:t:outage:',
      logger,
      shutdownTimeoutMs: 500,
    });
    server.addHandler('patents.echo', (async (p: { delayMs?: number }) => {
      if (p.delayMs) await sleep(p.delayMs);
      return p;
    }) as MessageHandler);
    await new Promise<void>((resolve, reject) =>
      server!.listen((err?: unknown) => (err ? reject(err) : resolve())),
    );
    sut = await RpcClient.connect({
      redisUrl: redis.url,
      keyPrefix: 'ph:t:outage:',
      logger,
      defaultTimeoutMs: 10_000,
    });
    await expect(sut.request('patents.echo', { n: 1 })).resolves.toEqual({ n: 1 });

    const inFlight = timed(sut.request('patents.echo', { delayMs: 3_000 }));
    await sleep(200); // the handler has it
    await redis.kill();
    await sleep(100);
    const whileDown = await timed(sut.request('patents.echo', { n: 2 }));
    const waiting = await inFlight;

    expect(whileDown.error).toBeInstanceOf(RpcError);
    expect(whileDown.error).toMatchObject({ code: ErrorCode.UNAVAILABLE });
    expect(whileDown.ms).toBeLessThan(100);
    expect(waiting.error).toMatchObject({ code: ErrorCode.UNAVAILABLE });
    expect(waiting.ms).toBeLessThan(2_500); // the 1 s grace after the drop, not the 10 s deadline

    await sleep(1_000);
    await redis.start(); // empty: the consumer group must be made again too
    const back = performance.now();
    let recovered: unknown;
    while (performance.now() - back < 10_000) {
      recovered = await sut.request('patents.echo', { n: 3 }, { timeoutMs: 2_000 }).catch((e: unknown) => e);
      if (!(recovered instanceof RpcError)) break;
      await sleep(100);
    }
    expect(recovered).toEqual({ n: 3 });
    expect(performance.now() - back).toBeLessThan(10_000);
  });
});
