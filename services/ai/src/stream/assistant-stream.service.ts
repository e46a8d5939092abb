import type { Redis } from 'ioredis';
import {
  AI_STREAM_TTL_SECONDS,
  aiStreamCancelKey,
  aiStreamKey,
  type StreamEvent,
} from '@patent-hub/contracts';
import type { Answerer } from '../assistant/assistant.js';
import { HISTORY_TURNS, type Turn } from '../assistant/question.js';

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
    private readonly answerer: Answerer,
  ) {}

  /**
   * `history`: the conversation so far as the page keeps it (oldest first; the last HISTORY_TURNS are used, the one
   * place that cap is applied); `context` as in ChatService.send.
   */
  start(
    userId: string,
    requestId: string,
    message: string,
    context?: string,
    history: Turn[] = [],
  ): { accepted: true; streamKey: string } {
    const key = aiStreamKey(this.keyPrefix, requestId);
    const cancel = aiStreamCancelKey(this.keyPrefix, requestId);
    const run = this.produce(key, cancel, message, context, history.slice(-HISTORY_TURNS)).finally(() =>
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

  private async produce(
    key: string,
    cancelKey: string,
    message: string,
    context: string | undefined,
    history: Turn[],
  ): Promise<void> {
    const abort = new AbortController();
    const cancelled = async () => (await this.redis.exists(cancelKey)) === 1;
    try {
      const run = this.answerer.start(message, history, context, abort.signal);
      for await (const piece of run.pieces) {
        if (await cancelled()) {
          abort.abort();
          return;
        }
        await this.emit(key, { type: 'chunk', content: piece });
      }
      await this.emit(key, {
        type: 'done',
        engine: this.answerer.engine,
        citations: run.outcome.citations,
        sources: run.outcome.sources,
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
