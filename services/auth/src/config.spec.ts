import { safeReturnTo } from '@patent-hub/contracts';
import { describe, expect, it } from 'vitest';
import { startService } from './app.js';
import { assertIssuerAllowed } from './config.js';
import { userIdFor } from './users/user-id.js';

describe(assertIssuerAllowed.name, () => {
  it('throws a clear message in production without an issuer', () => {
    expect(() => assertIssuerAllowed({ NODE_ENV: 'production', OIDC_ISSUER_URL: undefined })).toThrow(
      /OIDC_ISSUER_URL is required when NODE_ENV=production/,
    );
  });

  it('allows the development provider outside production and any issuer in production', () => {
    expect(() => assertIssuerAllowed({ NODE_ENV: 'development', OIDC_ISSUER_URL: undefined })).not.toThrow();
    expect(() =>
      assertIssuerAllowed({ NODE_ENV: 'production', OIDC_ISSUER_URL: 'https://idp.example/realms/x' }),
    ).not.toThrow();
  });

  it('makes startService fail before connecting to anything', async () => {
    await expect(
      startService({ NODE_ENV: 'production', DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' }),
    ).rejects.toThrow(/development sign-in/);
  });
});

describe(safeReturnTo.name, () => {
  it.each(['/', '/saved', '/search?q=a#b'])('returns %s', (v) => expect(safeReturnTo(v)).toBe(v));
  it.each(['https://evil.example', '//evil.example', '/\\evil.example', 'evil', '', '/a\nb', 42, undefined])(
    'returns undefined for %s',
    (v) => expect(safeReturnTo(v)).toBeUndefined(),
  );
});

describe(userIdFor.name, () => {
  it('returns a stable UUID-shaped id per issuer and subject', () => {
    expect(userIdFor('i', 's')).toBe(userIdFor('i', 's'));
    expect(userIdFor('i', 's')).not.toBe(userIdFor('i2', 's'));
    expect(userIdFor('i', 's')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
