import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { AppUrl } from '../app-url.js';
import { CSRF_COOKIE, CSRF_HEADER, setCsrfCookie } from './cookies.js';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export const newCsrfToken = () => randomBytes(32).toString('base64url');

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && x.length >= 16 && timingSafeEqual(x, y);
}

function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return 'invalid';
  }
}

/**
 * CSRF defence for /api writes: the Origin (or Referer) must be the app's own, and the x-csrf-token
 * header must equal the ph_csrf cookie, which only a script running on the app's origin can read.
 */
export function csrfMiddleware(appUrl: AppUrl) {
  return (req: Request, res: Response, next: NextFunction) => {
    const cookie = (req.cookies as Record<string, string | undefined>)[CSRF_COOKIE];
    if (SAFE.has(req.method)) {
      // Hand out a token to any page of the app before its first write.
      if (!cookie) setCsrfCookie(req, res, appUrl.originFor(req), newCsrfToken());
      return next();
    }
    const expected = appUrl.originFor(req);
    const origin = originOf(req.get('origin')) ?? originOf(req.get('referer'));
    if (origin !== undefined && origin !== expected) return forbid(res, 'Cross-origin request refused');
    const header = req.get(CSRF_HEADER);
    if (!cookie || !header || !sameToken(cookie, header)) return forbid(res, 'Missing or invalid CSRF token');
    next();
  };
}

function forbid(res: Response, message: string) {
  res.status(403).json({ message, code: 'FORBIDDEN' });
}
