import type { CookieOptions, Request, Response } from 'express';
import { SESSION_ABSOLUTE_MS } from './session.store.js';

export const SESSION_COOKIE = 'ph_sid';
export const CSRF_COOKIE = 'ph_csrf';
export const LOGIN_COOKIE = 'ph_login';
export const CSRF_HEADER = 'x-csrf-token';

/** Secure whenever the app is reached over https (directly, or behind a trusted proxy). */
export function isHttps(req: Request, publicUrl: string): boolean {
  return req.secure || publicUrl.startsWith('https:');
}

function base(req: Request, publicUrl: string): CookieOptions {
  return { sameSite: 'lax', secure: isHttps(req, publicUrl), path: '/' };
}

// The cookie may live up to the absolute limit; the 7-day idle expiry is enforced in Redis.
export function setSessionCookie(req: Request, res: Response, publicUrl: string, id: string) {
  res.cookie(SESSION_COOKIE, id, {
    ...base(req, publicUrl),
    httpOnly: true,
    signed: true,
    maxAge: SESSION_ABSOLUTE_MS,
  });
}

/** Readable by the web app's script on purpose: it echoes it in the x-csrf-token header. */
export function setCsrfCookie(req: Request, res: Response, publicUrl: string, token: string) {
  res.cookie(CSRF_COOKIE, token, { ...base(req, publicUrl), httpOnly: false, maxAge: SESSION_ABSOLUTE_MS });
}

export function setLoginCookie(req: Request, res: Response, publicUrl: string, id: string) {
  res.cookie(LOGIN_COOKIE, id, {
    ...base(req, publicUrl),
    httpOnly: true,
    signed: true,
    maxAge: 10 * 60 * 1000,
    path: '/api/callback',
  });
}

export function clearAuthCookies(req: Request, res: Response, publicUrl: string) {
  const opts = base(req, publicUrl);
  res.clearCookie(SESSION_COOKIE, { ...opts, httpOnly: true });
  res.clearCookie(LOGIN_COOKIE, { ...opts, httpOnly: true, path: '/api/callback' });
}

/** The signed session id, or undefined when missing, unsigned or forged (cookie-parser yields false). */
export function readSessionId(req: Request): string | undefined {
  const value = (req.signedCookies as Record<string, unknown> | undefined)?.[SESSION_COOKIE];
  return typeof value === 'string' && value ? value : undefined;
}

export function readLoginId(req: Request): string | undefined {
  const value = (req.signedCookies as Record<string, unknown> | undefined)?.[LOGIN_COOKIE];
  return typeof value === 'string' && value ? value : undefined;
}
