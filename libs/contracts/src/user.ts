import { z } from 'zod';
import type { RpcDefinition } from './rpc.js';

/** SPEC §3 User. Dates cross the wire as ISO strings. */
export const userSchema = z
  .object({
    id: z.string().min(1),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

/** What the gateway keeps in a session and hands to handlers through @CurrentUser(). */
export const sessionUserSchema = userSchema.pick({
  id: true,
  email: true,
  firstName: true,
  lastName: true,
  profileImageUrl: true,
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** Only same-origin absolute paths are kept: "/saved" yes; "//evil.example", "https://…", "/\\evil" no. */
export function safeReturnTo(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2048) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  // Control characters and backslashes let browsers reinterpret the path as another host.
  if ([...value].some((c) => c.charCodeAt(0) < 0x20 || c === '\\')) return undefined;
  return value;
}

export const loginTransactionSchema = z.object({
  state: z.string().min(16),
  nonce: z.string().min(16),
  codeVerifier: z.string().min(43),
  returnTo: z.string().optional(),
});
export type LoginTransaction = z.infer<typeof loginTransactionSchema>;

export const loginStartPayloadSchema = z.object({
  redirectUri: z.url(),
  returnTo: z.string().optional(),
});
export const loginStartResultSchema = z.object({
  authorizationUrl: z.url(),
  transaction: loginTransactionSchema,
});
export type LoginStartResult = z.infer<typeof loginStartResultSchema>;

export const loginCompletePayloadSchema = z.object({
  /** The full callback URL the browser arrived at (with code, state, iss). */
  callbackUrl: z.url(),
  transaction: loginTransactionSchema,
});
export const loginCompleteResultSchema = z.object({
  user: userSchema,
  idToken: z.string().optional(),
});
export type LoginCompleteResult = z.infer<typeof loginCompleteResultSchema>;

export const logoutUrlPayloadSchema = z.object({
  postLogoutRedirectUri: z.url(),
  idToken: z.string().optional(),
});
export const logoutUrlResultSchema = z.object({ url: z.string().nullable() });

export const getUserPayloadSchema = z.object({ userId: z.string().min(1) });

/** RPC calls of the auth service. */
export const AUTH = {
  /** Starts an authorization-code flow (PKCE, state, nonce); the caller keeps the transaction. */
  loginStart: {
    pattern: 'auth.loginStart',
    payload: loginStartPayloadSchema,
    result: loginStartResultSchema,
  },
  /** Validates the callback against the transaction, exchanges the code, upserts the user. */
  loginComplete: {
    pattern: 'auth.loginComplete',
    payload: loginCompletePayloadSchema,
    result: loginCompleteResultSchema,
  },
  /** The issuer's end-session URL, or null when it has none. */
  logoutUrl: { pattern: 'auth.logoutUrl', payload: logoutUrlPayloadSchema, result: logoutUrlResultSchema },
  getUser: { pattern: 'auth.getUser', payload: getUserPayloadSchema, result: userSchema, idempotent: true },
} as const satisfies Record<string, RpcDefinition>;
