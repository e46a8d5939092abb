/** Every Redis key the transport uses, in one place. `prefix` is REDIS_KEY_PREFIX (e.g. `ph:`). */
export const rpcKeys = {
  stream: (prefix: string, service: string) => `${prefix}rpc:${service}`,
  /** Marker then cached reply of one request: `p:<consumer>` while running, `r<reply>` once answered. */
  request: (prefix: string, service: string, requestId: string) => `${prefix}rpc:${service}:req:${requestId}`,
  /** Present while a consumer process is alive; lets a claimer tell a dead owner from a slow one. */
  alive: (prefix: string, service: string, consumer: string) => `${prefix}rpc:${service}:alive:${consumer}`,
  /** One list per calling process; servers LPUSH replies, the caller pops them. */
  reply: (prefix: string, clientId: string) => `${prefix}rpc:reply:${clientId}`,
};
