import { createHmac } from 'node:crypto';
import cookieParser from 'cookie-parser';
import type { NextFunction, Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { SignedCookieVerifier, signedCookieParser } from './signed-cookies.js';

const SECRET = 'a-session-secret-of-some-length';
// The cookie-signature format Express writes for `res.cookie(name, value, { signed: true })`.
const sign = (value: string, secret = SECRET) =>
  `${value}.${createHmac('sha256', secret).update(value).digest('base64').replace(/=+$/, '')}`;

type Parsed = { cookies: Record<string, unknown>; signedCookies: Record<string, unknown>; secret?: string };

function parseWith(middleware: (req: Request, res: Response, next: NextFunction) => void, header?: string): Parsed {
  const req = { headers: header === undefined ? {} : { cookie: header } } as unknown as Request;
  let called = 0;
  middleware(req, {} as Response, (err?: unknown) => {
    if (err) throw err;
    called++;
  });
  expect(called).toBe(1);
  const { cookies, signedCookies, secret } = req as unknown as Parsed;
  return { cookies: { ...cookies }, signedCookies: { ...signedCookies }, secret };
}

const SAMPLES: [string, string | false][] = [
  ['a genuine value', 'session-id-123'],
  ['a value with dots', 'a.b.c'],
  ['an empty value', ''],
];

describe(SignedCookieVerifier.name, () => {
  it.each(SAMPLES)('accepts %s signed with the secret, like cookie-parser', (_, value) => {
    const verifier = new SignedCookieVerifier(SECRET);
    const signed = sign(value as string);
    expect(verifier.unsign(signed)).toBe(value);
    expect(verifier.unsign(signed)).toBe(cookieParser.signedCookie(`s:${signed}`, SECRET));
    expect(verifier.unsign(signed)).toBe(value); // the remembered answer is the same
  });

  it.each([
    ['another secret', sign('session-id-123', 'another-secret')],
    ['a changed value', sign('session-id-123').replace('123', '124')],
    ['a cut signature', sign('session-id-123').slice(0, -1)],
    ['a longer signature', `${sign('session-id-123')}A`],
    ['no signature', 'session-id-123'],
    ['no dot at all', 'sessionid'],
    ['an empty string', ''],
  ])('rejects a value signed with %s, like cookie-parser', (_, signed) => {
    const verifier = new SignedCookieVerifier(SECRET);
    expect(verifier.unsign(signed)).toBe(false);
    expect(cookieParser.signedCookie(`s:${signed}`, SECRET)).toBe(false);
    expect(verifier.size).toBe(0); // forged values are never remembered
  });

  it('remembers at most maxEntries verified values, the oldest leaving first', () => {
    const verifier = new SignedCookieVerifier(SECRET, 2);
    for (const v of ['one', 'two', 'three']) expect(verifier.unsign(sign(v))).toBe(v);
    expect(verifier.size).toBe(2);
    expect(verifier.unsign(sign('one'))).toBe('one'); // checked again, still right
  });
});

describe(signedCookieParser.name, () => {
  it.each([
    ['no cookie header', undefined],
    ['plain cookies only', 'ph_csrf=abc; theme=dark'],
    ['a genuine signed session with a plain CSRF cookie', `ph_sid=s:${encodeURIComponent(sign('sid-1'))}; ph_csrf=tok`],
    ['a forged signed cookie', `ph_sid=s:${encodeURIComponent(sign('sid-1', 'wrong'))}; ph_csrf=tok`],
    ['two signed cookies', `ph_sid=s:${encodeURIComponent(sign('sid-1'))}; ph_login=s:${encodeURIComponent(sign('login-9'))}`],
    ['a JSON cookie', 'prefs=j:%7B%22a%22%3A1%7D'],
  ])('gives the same cookies, signed cookies and secret as cookie-parser for %s', (_, header) => {
    const ours = parseWith(signedCookieParser(SECRET), header);
    const theirs = parseWith(cookieParser(SECRET), header);
    expect(ours).toEqual(theirs);
  });
});
