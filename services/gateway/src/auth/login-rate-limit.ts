import { createHash } from 'node:crypto';
import { ErrorCode, RpcError } from '@patent-hub/contracts';
import type { NextFunction, Request, Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { Redis } from 'ioredis';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import { toHttpError } from '../http/http-exception.filter.js';

/**
 * Fixed-window counters in Redis (rate-limit-redis), so every gateway replica shares one limit per client
 * address. ioredis would hold a command in its offline queue while Redis is down: it fails at once instead.
 * Only the store's scripts are named while Redis is not up (at start): a script's id is its SHA-1, and the
 * store loads it when Redis answers NOSCRIPT.
 */
function redisStore(redis: Redis, prefix: string) {
  return new RedisStore({
    prefix,
    sendCommand: async (command: string, ...args: string[]) => {
      if (redis.status === 'ready') return (await redis.call(command, ...args)) as RedisReply;
      if (command === 'SCRIPT' && args[0] === 'LOAD') return createHash('sha1').update(args[1]).digest('hex');
      throw new Error(`rate-limit store not ready (${redis.status})`);
    },
  });
}

/** Limits /api/login and /api/callback per client address (behind a proxy, set TRUST_PROXY). */
export function loginRateLimit(
  redis: Redis,
  keyPrefix: string,
  route: string,
  max: number,
  windowMs: number,
) {
  const limiter = rateLimit({
    windowMs,
    limit: max,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    store: redisStore(redis, `${keyPrefix}ratelimit:${route}:`),
    handler: (_req, res) => {
      res.status(429).json({ message: 'Too many sign-in attempts. Try again later.', code: 'RATE_LIMITED' });
    },
  });
  // A counter store that cannot answer (Redis down) is a quick 503 the browser may retry, never an
  // unformatted 500 from Express's final handler, and never a sign-in without a limit.
  return (req: Request, res: Response, next: NextFunction) =>
    void limiter(req, res, (err?: unknown) => {
      if (err === undefined) return next();
      const { status, body } = toHttpError(
        new RpcError(ErrorCode.UNAVAILABLE, 'Service temporarily unavailable; try again'),
      );
      res.status(status).json(body);
    });
}
