import { baseEnvSchema } from '@patent-hub/service-kit';
import { z } from 'zod';

export const authEnvSchema = baseEnvSchema.extend({
  /** An external OpenID Connect issuer (Keycloak, Entra ID, …). Unset: the development provider runs. */
  OIDC_ISSUER_URL: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).default('patent-hub'),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_SCOPES: z.string().default('openid email profile'),
  /** Port of the development identity provider (0 picks a free one). */
  OIDC_DEV_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  /** Issuer URL of the development provider; default http://localhost:<OIDC_DEV_PORT>. */
  OIDC_DEV_ISSUER_URL: z.url().optional(),
  /** Where the browser reaches the app; the callback is `${PUBLIC_URL}/api/callback`. */
  PUBLIC_URL: z.url().default('http://localhost:3000'),
});
export type AuthConfig = z.infer<typeof authEnvSchema>;

export class StartupError extends Error {}

/** The development provider signs anyone in without a password: never in production. */
export function assertIssuerAllowed(config: Pick<AuthConfig, 'NODE_ENV' | 'OIDC_ISSUER_URL'>): void {
  if (config.NODE_ENV === 'production' && !config.OIDC_ISSUER_URL) {
    throw new StartupError(
      'OIDC_ISSUER_URL is required when NODE_ENV=production: the development sign-in (no password) is disabled in production. ' +
        'Set OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET for your identity provider.',
    );
  }
}
