import { rateLimit } from 'express-rate-limit';
import type { Redis } from 'ioredis';
import { RedisRateLimitStore } from './redis-rate-limit.store.js';

/** Limits /api/login and /api/callback per client address (behind a proxy, set TRUST_PROXY). */
export function loginRateLimit(
  redis: Redis,
  keyPrefix: string,
  route: string,
  max: number,
  windowMs: number,
) {
  return rateLimit({
    windowMs,
    limit: max,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    store: new RedisRateLimitStore(redis, `${keyPrefix}ratelimit:${route}:`),
    handler: (_req, res) => {
      res.status(429).json({ message: 'Too many sign-in attempts. Try again later.', code: 'RATE_LIMITED' });
    },
  });
}
