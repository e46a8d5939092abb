import { createHash } from 'node:crypto';
import type { SignInValues } from './sign-in.page.js';

export interface DevAccount {
  sub: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  picture: string | null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const clean = (v: string | undefined) => (v?.trim() ? v.trim().slice(0, 200) : null);

/** Checks the sign-in form; the subject is derived from the e-mail so the same e-mail is the same person. */
export function accountFromForm(values: SignInValues): DevAccount | string {
  const email = values.email?.trim().toLowerCase() ?? '';
  if (!EMAIL.test(email) || email.length > 254) return 'Enter a valid e-mail address.';
  const picture = clean(values.profileImageUrl);
  if (picture && !/^https?:\/\//i.test(picture))
    return 'The picture URL must start with http:// or https://.';
  return {
    sub: createHash('sha256').update(email).digest('hex').slice(0, 32),
    email,
    firstName: clean(values.firstName),
    lastName: clean(values.lastName),
    picture,
  };
}
