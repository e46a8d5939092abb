import type { Redis } from 'ioredis';
import {
  AI_STREAM_TTL_SECONDS,
  aiStreamCancelKey,
  aiStreamKey,
  type StreamEvent,
} from '@patent-hub/contracts';
import { citedNumbers, groundingSources } from '../chat/chat-grounding.js';
import type { PatentsPort } from '../patents/patents.gateway.js';
import type { AiProvider } from '../providers/ai-provider.js';

/**
 * Generates an assistant answer into a per-request Redis stream (ARCHITECTURE decision 5): the RPC returns at once,
 * the gateway XREADs the stream and relays each chunk as it lands. The gateway sets the cancel key when its client
 * disconnects; the producer checks it before each chunk and aborts the provider call.
 */
export class AssistantStreamService {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly patents: PatentsPort,
    private readonly provider: AiProvider,
  ) {}

  start(userId: string, requestId: string, message: string): { accepted: true; streamKey: string } {
    const key = aiStreamKey(this.keyPrefix, requestId);
    const run = this.produce(key, aiStreamCancelKey(this.keyPrefix, requestId), message).finally(() =>
      this.inFlight.delete(run),
    );
    this.inFlight.add(run);
    return { accepted: true, streamKey: key };
  }

  private async emit(key: string, event: StreamEvent): Promise<void> {
    await this.redis
      .multi()
      .xadd(key, 'MAXLEN', '~', '5000', '*', 'e', JSON.stringify(event))
      .expire(key, AI_STREAM_TTL_SECONDS)
      .exec();
  }

  private async produce(key: string, cancelKey: string, message: string): Promise<void> {
    const abort = new AbortController();
    const cancelled = async () => (await this.redis.exists(cancelKey)) === 1;
    try {
      const sources = await groundingSources(this.patents, message);
      let text = '';
      for await (const piece of this.provider.answer(
        { question: message, sources, history: [] },
        abort.signal,
      )) {
        if (await cancelled()) {
          abort.abort();
          return;
        }
        text += piece;
        await this.emit(key, { type: 'chunk', content: piece });
      }
      await this.emit(key, {
        type: 'done',
        engine: this.provider.engine,
        citations: citedNumbers(text, sources),
      });
    } catch (err) {
      if (abort.signal.aborted) return;
      await this.emit(key, {
        type: 'error',
        message: err instanceof Error && 'code' in err ? err.message : 'Failed to get response',
      }).catch(() => undefined);
    }
  }

  /** Lets in-flight generations finish writing before the Redis connection closes. */
  async drain(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
  }
}
