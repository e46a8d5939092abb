import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { AI_STREAM_TTL_SECONDS } from '@patent-hub/contracts';
import type { Response } from 'express';
import type { Redis } from 'ioredis';
import { GATEWAY_REDIS } from '../app-url.js';

const BLOCK_MS = 10_000;
const MAX_STREAM_MS = 5 * 60_000;

/**
 * Relays a per-request Redis stream to an SSE response as entries land (XREAD BLOCK on its own connection,
 * since a blocking read ties up the connection). A client that goes away sets the cancel key for the producer.
 */
@Injectable()
export class AssistantStreamRelay implements OnModuleInit {
  private redis!: Redis;

  constructor(private readonly moduleRef: ModuleRef) {}

  onModuleInit(): void {
    this.redis = this.moduleRef.get<Redis>(GATEWAY_REDIS, { strict: false });
  }

  async relay(streamKey: string, cancelKey: string, res: Response): Promise<void> {
    const reader = this.redis.duplicate({ maxRetriesPerRequest: 1 });
    let finished = false;
    const onClose = () => {
      if (finished) return;
      finished = true;
      void this.redis.set(cancelKey, '1', 'EX', AI_STREAM_TTL_SECONDS).catch(() => undefined);
      reader.disconnect();
    };
    res.on('close', onClose);
    const deadline = Date.now() + MAX_STREAM_MS;
    let lastId = '0';
    try {
      while (!finished && Date.now() < deadline) {
        const batch = await reader.xread('BLOCK', BLOCK_MS, 'STREAMS', streamKey, lastId);
        if (!batch) {
          res.write(': keep-alive\n\n');
          continue;
        }
        for (const [id, fields] of batch[0][1]) {
          lastId = id;
          const event = fields[1];
          res.write(`data: ${event}\n\n`);
          const type = (JSON.parse(event) as { type: string }).type;
          if (type === 'done' || type === 'error') finished = true;
        }
      }
      if (!finished) res.write(`data: ${JSON.stringify({ type: 'error', message: 'Stream timed out' })}\n\n`);
    } catch {
      if (!res.writableEnded && !finished)
        res.write(`data: ${JSON.stringify({ type: 'error', message: 'Failed to get response' })}\n\n`);
    } finally {
      finished = true;
      res.off('close', onClose);
      reader.disconnect();
      await this.redis.del(streamKey).catch(() => undefined);
      res.end();
    }
  }
}
