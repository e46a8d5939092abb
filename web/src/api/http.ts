/** An HTTP failure; message is SPEC §8's generic text: 'status: body' (or the status text). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function csrfToken(): string {
  const match = document.cookie.split('; ').find((c) => c.startsWith('ph_csrf='));
  return match ? decodeURIComponent(match.slice('ph_csrf='.length)) : '';
}

/** Sends cookies always, JSON when there is a body, and the CSRF header on every state change. */
export function buildInit(method: string, body?: unknown): RequestInit {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (method !== 'GET' && method !== 'HEAD') headers['x-csrf-token'] = csrfToken();
  return {
    method,
    credentials: 'include',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  };
}

export async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text().catch(() => '')) || res.statusText;
  throw new HttpError(res.status, `${res.status}: ${text}`);
}

export async function apiRequest<T>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(url, buildInit(method, body));
  await throwIfNotOk(res);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const getJson = <T>(url: string) => apiRequest<T>('GET', url);

/** Prefer a server's own message inside a JSON error body over the raw text. */
export function errorMessage(error: unknown): string | undefined {
  if (!(error instanceof Error) || !error.message) return undefined;
  if (error instanceof HttpError) {
    const body = error.message.slice(error.message.indexOf(':') + 2);
    try {
      const parsed = JSON.parse(body) as { message?: unknown };
      if (typeof parsed.message === 'string') return parsed.message;
    } catch {
      // not JSON: keep the generic text
    }
  }
  return error.message;
}
