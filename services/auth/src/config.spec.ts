import { safeReturnTo } from '@patent-hub/contracts';
import { describe, expect, it } from 'vitest';
import { startService } from './app.js';
import { assertIssuerAllowed, httpIssuerAllowed } from './config.js';
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

  it('refuses a plain-http issuer in production unless OIDC_ALLOW_HTTP=true', () => {
    const issuer = 'http://keycloak.localhost:8080/realms/patent-hub';
    expect(() => assertIssuerAllowed({ NODE_ENV: 'production', OIDC_ISSUER_URL: issuer })).toThrow(
      /must be https when NODE_ENV=production.*OIDC_ALLOW_HTTP=true/,
    );
    expect(() =>
      assertIssuerAllowed({ NODE_ENV: 'production', OIDC_ISSUER_URL: issuer, OIDC_ALLOW_HTTP: 'true' }),
    ).not.toThrow();
    expect(httpIssuerAllowed({ NODE_ENV: 'production', OIDC_ALLOW_HTTP: 'true' })).toBe(true);
    expect(httpIssuerAllowed({ NODE_ENV: 'production', OIDC_ALLOW_HTTP: 'false' })).toBe(false);
    expect(httpIssuerAllowed({ NODE_ENV: 'development', OIDC_ALLOW_HTTP: 'false' })).toBe(true);
  });

  it.each([
    'http://localhost:8080/r',
    'http://127.0.0.1:9/r',
    'http://[::1]:9/r',
    'http://keycloak.localhost:8080/r',
  ])('accepts OIDC_ALLOW_HTTP=true for the local issuer %s', (issuer) =>
    expect(() =>
      assertIssuerAllowed({ NODE_ENV: 'production', OIDC_ISSUER_URL: issuer, OIDC_ALLOW_HTTP: 'true' }),
    ).not.toThrow(),
  );

  it.each(['http://idp.example.com/r', 'http://10.0.0.5/r', 'http://localhost.example.com/r'])(
    'refuses OIDC_ALLOW_HTTP=true for the remote issuer %s, in any environment',
    (issuer) => {
      for (const NODE_ENV of ['production', 'development'] as const)
        expect(() =>
          assertIssuerAllowed({ NODE_ENV, OIDC_ISSUER_URL: issuer, OIDC_ALLOW_HTTP: 'true' }),
        ).toThrow(/OIDC_ALLOW_HTTP=true is only for an issuer on localhost/);
    },
  );

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
