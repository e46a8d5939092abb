import { baseEnvSchema } from '@patent-hub/service-kit';
import { z } from 'zod';

export const gatewayEnvSchema = baseEnvSchema
  .extend({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    /** Where browsers reach the app (https; required in production); the only Origin accepted for writes. */
    PUBLIC_URL: z.url().optional(),
    /** Signs the session cookie; required in production (at least 32 characters). */
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /** The built web app; default <repo>/web/dist. */
    WEB_DIST_DIR: z.string().min(1).optional(),
    /** Express "trust proxy": false, true, a hop count, or a list of addresses/subnets. */
    TRUST_PROXY: z.string().default('false'),
    LOGIN_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
    LOGIN_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
    READY_TIMEOUT_MS: z.coerce.number().int().min(50).max(10_000).default(1000),
  })
  .superRefine((cfg, ctx) => {
    if (cfg.NODE_ENV !== 'production') return;
    // Production must not trust the Host header for redirects and Origin checks, nor sign with a known secret.
    for (const name of ['SESSION_SECRET', 'PUBLIC_URL'] as const) {
      if (!cfg[name])
        ctx.addIssue({ code: 'custom', path: [name], message: 'is required when NODE_ENV=production' });
    }
  });
export type GatewayConfig = z.infer<typeof gatewayEnvSchema>;

// Outside production a fixed secret keeps dev sessions valid across restarts; production must set its own.
export const DEV_SESSION_SECRET = 'development-only-session-secret-not-for-production';

export function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
