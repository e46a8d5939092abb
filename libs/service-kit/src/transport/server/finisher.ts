import type { Redis } from 'ioredis';
import { rpcKeys } from '../keys.js';
import type { RequestEnvelope } from '../envelope.js';
import type { ConsumerGroup } from './consumer-group.js';

/**
 * One round trip, atomic: keep the reply under the request's marker key (so a redelivered duplicate
 * gets the same answer without running again), push it to the caller's reply list, XACK the entry.
 * KEYS: marker, reply list, stream. ARGV: group, entry id, reply, result ttl ms, reply ttl ms, has reply.
 */
const FINISH_SCRIPT = `
redis.call('SET', KEYS[1], 'r' .. ARGV[3], 'PX', ARGV[4])
if ARGV[6] == '1' then
  redis.call('LPUSH', KEYS[2], ARGV[3])
  redis.call('PEXPIRE', KEYS[2], ARGV[5])
end
return redis.call('XACK', KEYS[3], ARGV[1], ARGV[2])
`;

const REPLY_TTL_MS = 5 * 60_000;

interface FinishCommand {
  rpcFinish(
    marker: string,
    replyList: string,
    stream: string,
    group: string,
    entryId: string,
    reply: string,
    resultTtlMs: number,
    replyTtlMs: number,
    hasReply: string,
  ): Promise<number>;
}

/**
 * Exactly-once bookkeeping per request id: the marker a replica takes before running a handler (`p:<consumer>`),
 * then, in one script, the reply cached in it (`r<reply>`), pushed to the caller, and the entry acked.
 */
export class Finisher {
  private readonly cmd: Redis & FinishCommand;

  constructor(
    private readonly group: ConsumerGroup,
    /** How long past the request's deadline its marker and cached reply stay. */
    private readonly resultTtlMs: number,
  ) {
    group.cmd.defineCommand('rpcFinish', { numberOfKeys: 3, lua: FINISH_SCRIPT });
    this.cmd = group.cmd as Redis & FinishCommand;
  }

  /** Takes the marker (SET NX GET): null when this replica now owns the request, else what the marker holds. */
  async take(env: RequestEnvelope): Promise<string | null> {
    const marker = `p:${this.group.consumer}`;
    return (await this.cmd.call(
      'SET',
      this.markerKey(env),
      marker,
      'PX',
      String(this.ttl(env)),
      'NX',
      'GET',
    )) as string | null;
  }

  /** Takes the marker of a request whose owner died, to run it again. */
  async takeOver(env: RequestEnvelope): Promise<void> {
    await this.cmd.set(this.markerKey(env), `p:${this.group.consumer}`, 'PX', this.ttl(env));
  }

  async finish(env: RequestEnvelope, entryId: string, reply: string): Promise<void> {
    const { stream, group } = this.group;
    const hasReply = env.replyTo !== '' && reply !== '';
    const key = this.markerKey(env);
    await this.cmd.rpcFinish(
      key,
      env.replyTo || key,
      stream,
      group,
      entryId,
      reply,
      this.ttl(env),
      REPLY_TTL_MS,
      hasReply ? '1' : '0',
    );
  }

  private markerKey(env: RequestEnvelope): string {
    return rpcKeys.request(this.group.prefix, this.group.service, env.id);
  }

  private ttl(env: RequestEnvelope): number {
    return Math.max(env.deadline - Date.now(), 0) + this.resultTtlMs;
  }
}
