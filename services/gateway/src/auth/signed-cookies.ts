import { createHmac, timingSafeEqual } from 'node:crypto';
import cookieParser from 'cookie-parser';
import type { NextFunction, Request, Response } from 'express';

/**
 * Checks `s:`-signed cookie values as cookie-parser does (HMAC-SHA256 with the secret, the cookie-signature
 * format), and remembers the values it has verified: a signed-in browser sends the same session cookie
 * with every request, and its HMAC (plus cookie-signature's two SHA-1 digests) was a visible share of the
 * gateway's work per request. Only verified values are kept, so forged ones cost a fresh check each time
 * and cannot push genuine ones out faster than new sign-ins would.
 */
export class SignedCookieVerifier {
  private readonly verified = new Map<string, string>();

  constructor(
    private readonly secret: string,
    private readonly maxEntries = 10_000,
  ) {}

  /** The value a signed cookie carries (without its `s:` prefix), or false when the signature is wrong. */
  unsign(signed: string): string | false {
    const known = this.verified.get(signed);
    if (known !== undefined) return known;
    const dot = signed.lastIndexOf('.');
    if (dot < 0) return false;
    const value = signed.slice(0, dot);
    const expected = Buffer.from(createHmac('sha256', this.secret).update(value).digest('base64').replace(/=+$/, ''));
    const given = Buffer.from(signed.slice(dot + 1));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    if (this.verified.size >= this.maxEntries) this.verified.delete(this.verified.keys().next().value as string);
    this.verified.set(signed, value);
    return value;
  }

  get size(): number {
    return this.verified.size;
  }
}

type CookieRequest = Request & { secret?: string };

/**
 * cookie-parser with the secret, signed cookies checked through a SignedCookieVerifier: `req.cookies` holds
 * the plain cookies, `req.signedCookies` the signed ones (false when forged), `req.secret` signs new ones.
 */
export function signedCookieParser(secret: string) {
  const parse = cookieParser();
  const verifier = new SignedCookieVerifier(secret);
  return (req: CookieRequest, res: Response, next: NextFunction) => {
    parse(req, res, (err?: unknown) => {
      if (err) return next(err);
      req.secret = secret;
      const cookies = req.cookies as Record<string, unknown>;
      const signed: Record<string, string | false> = Object.create(null) as Record<string, string | false>;
      for (const [name, value] of Object.entries(cookies)) {
        if (typeof value !== 'string' || !value.startsWith('s:')) continue;
        signed[name] = verifier.unsign(value.slice(2));
        delete cookies[name];
      }
      req.signedCookies = signed;
      next();
    });
  };
}
