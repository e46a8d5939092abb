import { createHash } from 'node:crypto';

/** A stable id from issuer + subject (UUID-shaped), so re-creating the table keeps every user's id. */
export function userIdFor(issuer: string, subject: string): string {
  const h = createHash('sha256').update(`${issuer}\n${subject}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h[16], 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
