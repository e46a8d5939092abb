import axios, { type AxiosInstance, type AxiosResponse } from 'axios';
import type { OdpRecord, OdpSearchRequest, OdpSearchResponse } from './odp-types.js';

export interface OdpClientOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
  /** The ODP asks for at least 5 s after a 429; tests shorten it. */
  minRetryDelayMs?: number;
  maxAttempts?: number;
}

export class OdpError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** `deadline` (epoch ms): give up rather than wait or retry past it; nothing is sent once it has passed. */
export interface OdpCallLimits {
  deadline?: number;
}

/**
 * USPTO Open Data Portal client. One request at a time per key (a second one in flight gets 429),
 * back-off on 429 honouring Retry-After, retries on 5xx and empty 200 bodies, and a 404 means "no hits".
 */
export class OdpClient {
  private readonly http: AxiosInstance;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly minDelay: number;
  private readonly maxAttempts: number;
  private readonly timeoutMs: number;
  // After a 429 no request leaves before this time, including those queued behind the one that got it.
  private notBefore = 0;

  constructor(opts: OdpClientOptions) {
    this.timeoutMs = opts.timeoutMs ?? 15_000;
    this.http = axios.create({
      baseURL: opts.baseUrl,
      timeout: this.timeoutMs,
      headers: { 'X-API-KEY': opts.apiKey, Accept: 'application/json' },
      validateStatus: () => true,
      responseType: 'text',
      transformResponse: (d: unknown) => d,
    });
    this.minDelay = opts.minRetryDelayMs ?? 5_000;
    this.maxAttempts = opts.maxAttempts ?? 4;
  }

  /** Grant number → its file-wrapper record (metadata, continuity, assignments), or null. */
  async fetchByPatentNumber(patentNumber: string): Promise<OdpRecord | null> {
    const found = await this.request<OdpSearchResponse>('post', '/api/v1/patent/applications/search', {
      q: `applicationMetaData.patentNumber:${patentNumber.replace(/[^A-Za-z0-9]/g, '')}`,
      pagination: { offset: 0, limit: 1 },
    });
    const app = found?.patentFileWrapperDataBag?.[0]?.applicationNumberText;
    if (!app) return null;
    const full = (
      await this.request<OdpSearchResponse>('get', `/api/v1/patent/applications/${encodeURIComponent(app)}`)
    )?.patentFileWrapperDataBag?.[0];
    if (!full) return found.patentFileWrapperDataBag![0];
    if (!full.assignmentBag) {
      const a = await this.request<OdpSearchResponse>(
        'get',
        `/api/v1/patent/applications/${encodeURIComponent(app)}/assignment`,
      );
      full.assignmentBag = a?.patentFileWrapperDataBag?.[0]?.assignmentBag ?? [];
    }
    return full;
  }

  async search(q: string, limit = 25): Promise<OdpSearchResponse> {
    return this.find({ q, pagination: { offset: 0, limit } });
  }

  /** A full search request (POST body of USPTO-DATA.md §1.4); no hits (a 404) is an empty response. */
  async find(body: OdpSearchRequest, limits: OdpCallLimits = {}): Promise<OdpSearchResponse> {
    return (
      (await this.request<OdpSearchResponse>('post', '/api/v1/patent/applications/search', body, limits)) ?? {
        count: 0,
        patentFileWrapperDataBag: [],
      }
    );
  }

  /** Serialised: each call waits for the previous one to settle. */
  private request<T>(
    method: 'get' | 'post',
    url: string,
    body?: unknown,
    limits: OdpCallLimits = {},
  ): Promise<T | null> {
    const run = this.queue.then(() => this.attempt<T>(method, url, body, limits.deadline ?? Infinity));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async attempt<T>(
    method: 'get' | 'post',
    url: string,
    body: unknown,
    deadline: number,
  ): Promise<T | null> {
    let last = '';
    for (let attempt = 1; attempt <= this.maxAttempts; attempt++) {
      const wait = this.notBefore - Date.now();
      if (Date.now() + Math.max(0, wait) >= deadline)
        throw new OdpError(
          wait > 0 ? 'USPTO ODP asked to wait (429) past the deadline' : 'USPTO ODP deadline passed',
          wait > 0 ? 429 : undefined,
        );
      if (wait > 0) await sleep(wait);
      let res: AxiosResponse<string>;
      try {
        res = await this.http.request<string>({
          method,
          url,
          data: body,
          timeout: Math.min(this.timeoutMs, Math.max(1, deadline - Date.now())),
        });
      } catch (e) {
        const code = (e as { code?: string }).code;
        last = code === 'ECONNABORTED' || code === 'ETIMEDOUT' ? 'timed out' : (e as Error).message;
        if (attempt < this.maxAttempts && Date.now() + this.backoff(attempt) < deadline) {
          await sleep(this.backoff(attempt));
          continue;
        }
        throw new OdpError(`USPTO ODP request ${last}`);
      }
      if (res.status === 404) return null;
      if (res.status === 200 && res.data && res.data.trim()) return JSON.parse(res.data) as T;
      if (res.status === 401 || res.status === 403)
        throw new OdpError('USPTO ODP rejected the API key', res.status);
      if (res.status === 400) throw new OdpError('USPTO ODP rejected the request', 400);
      last = res.status === 200 ? 'an empty body' : `HTTP ${res.status}`;
      if (res.status === 429)
        this.notBefore = Date.now() + Math.max(this.minDelay, retryAfterMs(res.headers['retry-after']));
      if (attempt === this.maxAttempts) break;
      if (res.status === 429) continue;
      if (Date.now() + this.backoff(attempt) >= deadline) break;
      await sleep(this.backoff(attempt));
    }
    throw new OdpError(`USPTO ODP answered ${last}`, last === 'HTTP 429' ? 429 : undefined);
  }

  private backoff(attempt: number): number {
    return this.minDelay * 2 ** (attempt - 1);
  }
}

function retryAfterMs(header: unknown): number {
  if (typeof header !== 'string' || !header) return 0;
  const secs = Number(header);
  if (Number.isFinite(secs)) return secs * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? 0 : Math.max(0, at - Date.now());
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
