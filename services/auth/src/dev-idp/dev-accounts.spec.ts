import { describe, expect, it } from 'vitest';
import { accountFromForm } from './dev-accounts.js';

describe(accountFromForm.name, () => {
  it('returns the same subject for the same e-mail in any case', () => {
    const a = accountFromForm({ email: 'Ada@Example.com' });
    const b = accountFromForm({ email: ' ada@example.com ' });
    expect(typeof a).toBe('object');
    expect(a).toEqual(b);
  });

  it('returns the names and picture, blanks as null', () => {
    expect(
      accountFromForm({
        email: 'a@b.co',
        firstName: ' Ada ',
        lastName: '',
        profileImageUrl: 'https://x.example/a.png',
      }),
    ).toMatchObject({
      firstName: 'Ada',
      lastName: null,
      picture: 'https://x.example/a.png',
    });
  });

  it('returns a message for a missing or malformed e-mail', () => {
    expect(accountFromForm({ email: '' })).toBe('Enter a valid e-mail address.');
    expect(accountFromForm({ email: 'not-an-email' })).toBe('Enter a valid e-mail address.');
  });

  it('returns a message for a picture URL that is not http(s)', () => {
    expect(accountFromForm({ email: 'a@b.co', profileImageUrl: 'javascript:alert(1)' })).toMatch(
      /picture URL/,
    );
  });
});
