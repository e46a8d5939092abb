/** The app's public base URL: PUBLIC_URL, else the address the gateway listens on (known after listen). */
export class AppUrl {
  value = 'http://localhost:3000';

  get origin(): string {
    return new URL(this.value).origin;
  }
  get callbackUrl(): string {
    return `${this.origin}/api/callback`;
  }
}

export const GATEWAY_REDIS = Symbol('GATEWAY_REDIS');
export const GATEWAY_PG = Symbol('GATEWAY_PG');
export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');
