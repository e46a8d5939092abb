import { ErrorCode, RpcError } from '@patent-hub/contracts';
import type { NextFunction, Request, Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { Redis } from 'ioredis';
import { toHttpError } from '../http/http-exception.filter.js';
import { RedisRateLimitStore } from './redis-rate-limit.store.js';

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
    store: new RedisRateLimitStore(redis, `${keyPrefix}ratelimit:${route}:`),
    handler: (_req, res) => {
      res.status(429).json({ message: 'Too many sign-in attempts. Try again later.', code: 'RATE_LIMITED' });
    },
  });
  // A counter store that cannot answer (Redis down) is a quick 503 the browser may retry, never an
  // unformatted 500 from Express's final handler, and never a sign-in without a limit.
  return (req: Request, res: Response, next: NextFunction) =>
    void limiter(req, res, (err?: unknown) => {
      if (err === undefined) return next();
      const { status, body } = toHttpError(new RpcError(ErrorCode.UNAVAILABLE, 'Service temporarily unavailable; try again'));
      res.status(status).json(body);
    });
}
