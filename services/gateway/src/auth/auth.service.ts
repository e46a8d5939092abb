import { Injectable } from '@nestjs/common';
import {
  AUTH,
  ErrorCode,
  RpcError,
  safeReturnTo,
  sessionUserSchema,
  type LoginCompleteResult,
  type User,
} from '@patent-hub/contracts';
import { RpcClient } from '@patent-hub/service-kit';
import { LoginTransactions } from './login-transactions.js';
import { SessionStore } from './session.store.js';

const unauthorized = () => new RpcError(ErrorCode.UNAUTHORIZED, 'Unauthorized');

@Injectable()
export class AuthService {
  constructor(
    private readonly rpc: RpcClient,
    private readonly sessions: SessionStore,
    private readonly transactions: LoginTransactions,
  ) {}

  async beginLogin(
    origin: string,
    returnTo: unknown,
  ): Promise<{ loginId: string; authorizationUrl: string }> {
    const res = await this.rpc.call(AUTH.loginStart, {
      redirectUri: `${origin}/api/callback`,
      returnTo: safeReturnTo(returnTo),
    });
    return { loginId: await this.transactions.save(res.transaction), authorizationUrl: res.authorizationUrl };
  }

  /** Completes a sign-in; always a brand-new session id, and any session the browser had is destroyed. */
  async completeLogin(
    origin: string,
    loginId: string | undefined,
    query: string,
    previousSessionId: string | undefined,
  ) {
    if (previousSessionId) await this.sessions.destroy(previousSessionId);
    const tx = loginId ? await this.transactions.take(loginId) : undefined;
    if (!tx) throw unauthorized();
    let result: LoginCompleteResult;
    try {
      result = await this.rpc.call(AUTH.loginComplete, {
        callbackUrl: `${origin}/api/callback${query}`,
        transaction: tx,
      });
    } catch (err) {
      if (err instanceof RpcError && (err.code === ErrorCode.UNAVAILABLE || err.code === ErrorCode.TIMEOUT))
        throw err;
      throw unauthorized();
    }
    const sessionId = await this.sessions.create(sessionUserSchema.parse(result.user), result.idToken);
    return { sessionId, returnTo: safeReturnTo(tx.returnTo) ?? '/' };
  }

  /** Ends the session; returns where the browser goes next (the issuer's end-session page, or /). */
  async logout(origin: string, sessionId: string | undefined): Promise<string> {
    const session = sessionId ? await this.sessions.destroy(sessionId) : undefined;
    if (!session) return '/';
    try {
      const { url } = await this.rpc.call(
        AUTH.logoutUrl,
        { postLogoutRedirectUri: `${origin}/`, idToken: session.idToken },
        { timeoutMs: 2_000 },
      );
      return url ?? '/';
    } catch {
      return '/'; // signed out here regardless; the provider's own session simply stays
    }
  }

  getUser(userId: string): Promise<User> {
    return this.rpc.call(AUTH.getUser, { userId });
  }
}
