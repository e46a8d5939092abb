/**
 * One round trip, atomic: keep the reply under the request's marker key (so a redelivered duplicate
 * gets the same answer without running again), push it to the caller's reply list, XACK the entry.
 * KEYS: marker, reply list, stream. ARGV: group, entry id, reply, result ttl ms, reply ttl ms, has reply.
 */
export const FINISH_SCRIPT = `
redis.call('SET', KEYS[1], 'r' .. ARGV[3], 'PX', ARGV[4])
if ARGV[6] == '1' then
  redis.call('LPUSH', KEYS[2], ARGV[3])
  redis.call('PEXPIRE', KEYS[2], ARGV[5])
end
return redis.call('XACK', KEYS[3], ARGV[1], ARGV[2])
`;
export interface FinishCommand {
  rpcFinish(
    marker: string, replyList: string, stream: string,
    group: string, entryId: string, reply: string, resultTtlMs: number, replyTtlMs: number, hasReply: string,
  ): Promise<number>;
}
