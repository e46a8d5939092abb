import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { App } from '@/app';
import type { User } from '@/api/types';
import { createQueryClient } from '@/lib/query-client';
import { createTestRouter } from '@/router';

export interface MockReply {
  status?: number;
  body?: unknown;
}
export type Handler = (body: unknown, url: URL) => MockReply | Response | unknown;
export type Calls = { method: string; path: string; body: unknown; headers: Record<string, string> }[];

export const testUser: User = {
  id: 'u1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  profileImageUrl: null,
  createdAt: '2026-01-05T10:00:00.000Z',
};

const isReply = (v: unknown): v is MockReply =>
  !!v && typeof v === 'object' && ('status' in v || 'body' in v);

/**
 * Stubs fetch with handlers keyed 'METHOD /path' (query ignored). Unhandled GETs answer the empty
 * shapes the screens expect; the current user is `user` (null → 401, signed out).
 */
export function mockApi(handlers: Record<string, Handler> = {}, user: User | null = testUser) {
  const calls: Calls = [];
  const defaults: Record<string, Handler> = {
    'GET /api/auth/user': () => (user ? user : { status: 401, body: { message: 'Unauthorized' } }),
    'GET /api/patents/saved': () => ({ data: [] }),
    'GET /api/collections': () => ({ data: [] }),
    'GET /api/chat/history': () => ({ data: [] }),
  };
  const all = { ...defaults, ...handlers };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({
      method,
      path: url.pathname + url.search,
      body,
      headers: (init?.headers ?? {}) as Record<string, string>,
    });
    const handler = all[`${method} ${url.pathname}`];
    if (!handler) return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
    const out = await handler(body, url);
    // A handler may answer a whole Response (an attachment with its headers, text rather than JSON).
    if (out instanceof Response) return out;
    const reply = isReply(out) ? out : { status: 200, body: out };
    const status = reply.status ?? 200;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status,
      statusText: status === 401 ? 'Unauthorized' : 'OK',
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export function renderApp(path: string) {
  const queryClient = createQueryClient();
  const router = createTestRouter(path);
  const utils = render(<App queryClient={queryClient} router={router} />);
  return { ...utils, queryClient, router };
}
