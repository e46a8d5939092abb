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

interface ErrorBody {
  message?: unknown;
  field?: unknown;
}

function parseBody(error: HttpError): ErrorBody | null {
  try {
    const parsed = JSON.parse(error.message.slice(error.message.indexOf(':') + 2)) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as ErrorBody) : null;
  } catch {
    return null; // not JSON: the generic text stands
  }
}

/**
 * SPEC §8's generic text, 'status: body'; of a JSON error body the server's own message stands for
 * the body ('503: Library unavailable', not the JSON around it).
 */
export function errorMessage(error: unknown): string | undefined {
  if (!(error instanceof Error) || !error.message) return undefined;
  if (!(error instanceof HttpError)) return error.message;
  const body = parseBody(error);
  return typeof body?.message === 'string' ? `${error.status}: ${body.message}` : error.message;
}

/**
 * Why the server refused the input (a 400 naming a field), without the field's key:
 * 'Title must be at most 500 characters'. Undefined for any other failure.
 */
export function rejectedInput(error: unknown): string | undefined {
  if (!(error instanceof HttpError) || error.status !== 400) return undefined;
  const body = parseBody(error);
  if (typeof body?.message !== 'string') return undefined;
  const prefix = typeof body.field === 'string' ? `${body.field}: ` : '';
  return body.message.startsWith(prefix) ? body.message.slice(prefix.length) : body.message;
}
