// A service replica in its own process, for the crash test and the benchmark. Run with
// `node --import tsx` and TSX_TSCONFIG_PATH=libs/service-kit/tsconfig.tsx.json. Prints "ready".
import { Redis } from 'ioredis';
import { createLogger } from '../../src/logging/logger.js';
import { startTelemetry } from '../../src/telemetry/telemetry.js';
import { RedisStreamsServer } from '../../src/transport/redis-streams.server.js';
import type { MessageHandler } from '@nestjs/microservices';

startTelemetry('fixture', ''); // as a real service does (no exporter)

const prefix = process.env.FIXTURE_PREFIX ?? 'ph:t:fixture:';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const logger = createLogger('fixture', { level: process.env.FIXTURE_LOG_LEVEL ?? 'silent' });
const counter = new Redis(redisUrl, { enableAutoPipelining: true });

const server = new RedisStreamsServer({
  service: 'patents',
  redisUrl,
  keyPrefix: prefix,
  logger,
  concurrency: Number(process.env.FIXTURE_CONCURRENCY ?? 128),
  claimIdleMs: Number(process.env.FIXTURE_CLAIM_IDLE_MS ?? 3000),
  claimIntervalMs: Number(process.env.FIXTURE_CLAIM_INTERVAL_MS ?? 500),
});

// "Applying" a request = one INCR per request number; the test counts them afterwards.
server.addHandler('patents.apply', (async (p: { n: number; delayMs?: number }) => {
  await counter.incr(`${prefix}applied:${p.n}`);
  if (p.delayMs) await new Promise((r) => setTimeout(r, p.delayMs));
  return { n: p.n, pid: process.pid };
}) as MessageHandler);
server.addHandler('patents.echo', (async (p: unknown) => p) as MessageHandler);

server.listen((err) => {
  if (err) {
    console.error(err);
    process.exit(1);
  }
  process.stdout.write('ready\n');
});

process.on('SIGTERM', () => {
  void server.close().then(() => {
    counter.disconnect();
    process.exit(0);
  });
});

// The benchmark's floor: the least a request/response over Redis Streams can cost (no marker,
// no deadline, no dedupe): XADD request → XREADGROUP here → XADD reply → caller's XREAD.
if (process.env.FIXTURE_BARE === '1') void bareEcho();

async function bareEcho() {
  const reader = new Redis(redisUrl);
  const writer = new Redis(redisUrl, { enableAutoPipelining: true });
  const stream = `${prefix}bare:req`;
  await reader.xgroup('CREATE', stream, 'bare', '$', 'MKSTREAM').catch(() => undefined);
  for (;;) {
    const res = (await reader
      .xreadgroup('GROUP', 'bare', 'c', 'COUNT', 256, 'BLOCK', 1000, 'STREAMS', stream, '>')
      .catch(() => null)) as [string, [string, string[]][]][] | null;
    if (!res) continue;
    for (const [entryId, f] of res[0][1]) {
      void writer.xadd(f[3], '*', 'id', f[1]);
      void writer.xack(stream, 'bare', entryId);
    }
  }
}
