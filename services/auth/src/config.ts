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
  /**
   * Lets a production process talk to a plain-http issuer on this machine or the compose network (docker compose's
   * Keycloak at keycloak.localhost); refused for any other host. Outside production http issuers are always allowed.
   */
  OIDC_ALLOW_HTTP: z.enum(['true', 'false']).default('false'),
});
export type AuthConfig = z.infer<typeof authEnvSchema>;

export class StartupError extends Error {}

type IssuerSettings = Pick<AuthConfig, 'NODE_ENV' | 'OIDC_ISSUER_URL'> &
  Partial<Pick<AuthConfig, 'OIDC_ALLOW_HTTP'>>;

/** Hosts that never leave the machine, or (`*.localhost`) the compose network: `keycloak.localhost`. */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host)
  );
}

/**
 * The development provider signs anyone in without a password: never in production. A production issuer is
 * https, unless OIDC_ALLOW_HTTP=true and it is a local host (the compose setup only).
 */
export function assertIssuerAllowed(config: IssuerSettings): void {
  if (config.NODE_ENV === 'production' && !config.OIDC_ISSUER_URL) {
    throw new StartupError(
      'OIDC_ISSUER_URL is required when NODE_ENV=production: the development sign-in (no password) is disabled in production. ' +
        'Set OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET for your identity provider.',
    );
  }
  if (!config.OIDC_ISSUER_URL || new URL(config.OIDC_ISSUER_URL).protocol !== 'http:') return;
  const local = isLocalHost(new URL(config.OIDC_ISSUER_URL).hostname);
  if (config.OIDC_ALLOW_HTTP === 'true' && !local) {
    throw new StartupError(
      "OIDC_ALLOW_HTTP=true is only for an issuer on localhost, 127.0.0.1 or a *.localhost name (docker compose's Keycloak); " +
        'use an https OIDC_ISSUER_URL for any other identity provider.',
    );
  }
  if (config.NODE_ENV === 'production' && config.OIDC_ALLOW_HTTP !== 'true') {
    throw new StartupError(
      'OIDC_ISSUER_URL must be https when NODE_ENV=production; for a local issuer over http (docker compose) set OIDC_ALLOW_HTTP=true.',
    );
  }
}

/** Whether openid-client may talk to the issuer over plain http (checked by assertIssuerAllowed first). */
export const httpIssuerAllowed = (config: Pick<AuthConfig, 'NODE_ENV' | 'OIDC_ALLOW_HTTP'>): boolean =>
  config.NODE_ENV !== 'production' || config.OIDC_ALLOW_HTTP === 'true';
