import type { Request } from 'express';

/**
 * The app's public origin: PUBLIC_URL when configured (required in production), else the origin the
 * browser used (http://localhost:3000 and http://127.0.0.1:3000 both work in development).
 */
export class AppUrl {
  readonly configured?: string;

  constructor(publicUrl?: string) {
    this.configured = publicUrl ? new URL(publicUrl).origin : undefined;
  }

  originFor(req: Request): string {
    return this.configured ?? `${req.protocol}://${req.get('host')}`;
  }

  callbackFor(req: Request): string {
    return `${this.originFor(req)}/api/callback`;
  }
}

export const GATEWAY_REDIS = Symbol('GATEWAY_REDIS');
export const GATEWAY_PG = Symbol('GATEWAY_PG');
export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');
