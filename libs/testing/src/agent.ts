import { CookieJar } from 'tough-cookie';
import type { User } from '@patent-hub/contracts';

export interface AgentResponse<T = any> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

export interface AgentRequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  /** false: send no x-csrf-token header. */
  csrf?: boolean;
  /** null: send no Origin header; a string: send that Origin instead of the gateway's. */
  origin?: string | null;
  /** Do not follow redirects (default: not followed for agent calls). */
  redirect?: 'manual' | 'follow';
}

/** A cookie-keeping HTTP client for the gateway, like a browser tab of the web app. */
export class TestAgent {
  readonly jar = new CookieJar();
  user: User | undefined;

  constructor(readonly baseUrl: string) {}

  get<T = any>(path: string) {
    return this.request<T>('GET', path);
  }
  post<T = any>(path: string, body?: unknown) {
    return this.request<T>('POST', path, { body });
  }
  patch<T = any>(path: string, body?: unknown) {
    return this.request<T>('PATCH', path, { body });
  }
  put<T = any>(path: string, body?: unknown) {
    return this.request<T>('PUT', path, { body });
  }
  delete<T = any>(path: string, body?: unknown) {
    return this.request<T>('DELETE', path, { body });
  }

  cookie(name: string): string | undefined {
    return this.jar.getCookiesSync(this.baseUrl).find((c) => c.key === name)?.value;
  }

  async request<T = any>(
    method: string,
    path: string,
    opts: AgentRequestOptions = {},
  ): Promise<AgentResponse<T>> {
    const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
    const unsafe = !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());
    if (opts.origin !== null && (unsafe || opts.origin))
      headers.origin = opts.origin ?? new URL(this.baseUrl).origin;
    const csrf = this.cookie('ph_csrf');
    if (unsafe && opts.csrf !== false && csrf) headers['x-csrf-token'] = csrf;
    let payload: string | undefined;
    if (opts.body !== undefined) {
      payload = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await this.fetch(new URL(path, this.baseUrl).toString(), { method, headers, body: payload });
    const text = await res.text();
    const isJson = (res.headers.get('content-type') ?? '').includes('json');
    let body: unknown = text;
    if (isJson && text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    return { status: res.status, body: body as T, text, headers: res.headers };
  }

  /** fetch with this agent's cookies, never following redirects itself. */
  async fetch(url: string, init: RequestInit & { headers?: Record<string, string> } = {}): Promise<Response> {
    const cookie = await this.jar.getCookieString(url);
    const headers = { ...init.headers, ...(cookie ? { cookie } : {}) };
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const set of res.headers.getSetCookie()) await this.jar.setCookie(set, url, { ignoreError: true });
    return res;
  }

  /** Follows redirects by hand (so every hop's cookies land in the jar); returns the last response. */
  async navigate(url: string, init: RequestInit & { headers?: Record<string, string> } = {}, maxHops = 20) {
    let current = url;
    let res = await this.fetch(current, init);
    for (let hop = 0; hop < maxHops && res.status >= 300 && res.status < 400; hop++) {
      const location = res.headers.get('location');
      if (!location) break;
      await res.arrayBuffer();
      current = new URL(location, current).toString();
      res = await this.fetch(current, { method: 'GET' });
    }
    return { res, url: current };
  }
}
