import type { NextFunction, Request, Response } from 'express';
import { describe, expect, it, vi } from 'vitest';
import { AppUrl } from '../app-url.js';
import { csrfMiddleware } from './csrf.middleware.js';

const TOKEN = 'a'.repeat(43);

function run(
  method: string,
  headers: Record<string, string>,
  cookies: Record<string, string> = { ph_csrf: TOKEN },
) {
  const appUrl = new AppUrl('https://app.example');
  const req = {
    method,
    cookies,
    secure: true,
    protocol: 'https',
    get: (h: string) => headers[h.toLowerCase()],
  } as unknown as Request;
  const res = {
    status: vi.fn().mockReturnThis(),
    json: vi.fn().mockReturnThis(),
    cookie: vi.fn(),
  } as unknown as Response;
  const next = vi.fn() as NextFunction;
  csrfMiddleware(appUrl)(req, res, next);
  return { res, next };
}

describe(csrfMiddleware.name, () => {
  it('passes a write with the matching token from the app origin', () => {
    expect(run('POST', { origin: 'https://app.example', 'x-csrf-token': TOKEN }).next).toHaveBeenCalled();
  });

  it.each([
    ['no token', { origin: 'https://app.example' }],
    ['a wrong token', { origin: 'https://app.example', 'x-csrf-token': 'b'.repeat(43) }],
    ['a foreign origin', { origin: 'https://evil.example', 'x-csrf-token': TOKEN }],
    ['a foreign referer', { referer: 'https://evil.example/page', 'x-csrf-token': TOKEN }],
  ])('answers 403 for %s', (_label, headers) => {
    const { res, next } = run('DELETE', headers as Record<string, string>);
    expect(next).not.toHaveBeenCalled();
    expect(res.status).toHaveBeenCalledWith(403);
  });

  it('answers 403 when the cookie is missing even if a header is sent', () => {
    expect(run('PATCH', { 'x-csrf-token': TOKEN }, {}).res.status).toHaveBeenCalledWith(403);
  });

  it('hands out a token on a read when the browser has none', () => {
    const { res, next } = run('GET', {}, {});
    expect(next).toHaveBeenCalled();
    expect(res.cookie).toHaveBeenCalledWith(
      'ph_csrf',
      expect.stringMatching(/^[\w-]{43}$/),
      expect.objectContaining({ httpOnly: false, secure: true, sameSite: 'lax', path: '/' }),
    );
  });
});
