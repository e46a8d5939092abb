import {
  ErrorCode,
  RpcError,
  safeReturnTo,
  type LoginCompleteResult,
  type LoginStartResult,
  type LoginTransaction,
} from '@patent-hub/contracts';
import * as oidc from 'openid-client';
import type { UpsertUserInput } from '../users/users.repository.js';

export interface RelyingPartyOptions {
  issuerUrl: string;
  clientId: string;
  clientSecret?: string;
  scopes: string;
  /** Plain-http issuers: outside production, or a local one with OIDC_ALLOW_HTTP=true (docker compose's Keycloak). */
  allowHttp: boolean;
}

type Profile = Omit<UpsertUserInput, 'issuer' | 'subject'>;
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** The OpenID Connect client side: authorization code + PKCE + state + nonce, via openid-client. */
export class OidcRelyingParty {
  private config?: Promise<oidc.Configuration>;

  constructor(private readonly opts: RelyingPartyOptions) {}

  private configuration(): Promise<oidc.Configuration> {
    this.config ??= oidc
      .discovery(
        new URL(this.opts.issuerUrl),
        this.opts.clientId,
        undefined,
        this.opts.clientSecret ? oidc.ClientSecretBasic(this.opts.clientSecret) : oidc.None(),
        this.opts.allowHttp ? { execute: [oidc.allowInsecureRequests], timeout: 5 } : { timeout: 5 },
      )
      .catch((err: unknown) => {
        this.config = undefined; // try discovery again on the next sign-in
        throw new RpcError(ErrorCode.UNAVAILABLE, 'Identity provider unavailable', {
          details: { reason: (err as Error).message },
        });
      });
    return this.config;
  }

  async start(redirectUri: string, returnTo?: string): Promise<LoginStartResult> {
    const config = await this.configuration();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const transaction: LoginTransaction = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      codeVerifier,
      returnTo: safeReturnTo(returnTo),
    };
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: this.opts.scopes,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state: transaction.state,
      nonce: transaction.nonce,
    });
    return { authorizationUrl: url.toString(), transaction };
  }

  /** Checks state, exchanges the code with the PKCE verifier, checks the ID token's nonce, reads the profile. */
  async complete(
    callbackUrl: string,
    tx: LoginTransaction,
  ): Promise<{ issuer: string; subject: string; profile: Profile; idToken?: string }> {
    const config = await this.configuration();
    let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
    try {
      tokens = await oidc.authorizationCodeGrant(config, new URL(callbackUrl), {
        pkceCodeVerifier: tx.codeVerifier,
        expectedState: tx.state,
        expectedNonce: tx.nonce,
        idTokenExpected: true,
      });
    } catch (err) {
      throw new RpcError(ErrorCode.UNAUTHORIZED, 'Sign-in failed', {
        details: { reason: (err as Error).message },
      });
    }
    const claims = tokens.claims();
    if (!claims) throw new RpcError(ErrorCode.UNAUTHORIZED, 'Sign-in failed');
    let info: Record<string, unknown> = { ...claims };
    if (config.serverMetadata().userinfo_endpoint) {
      info = { ...info, ...(await oidc.fetchUserInfo(config, tokens.access_token, claims.sub)) };
    }
    return {
      issuer: claims.iss,
      subject: claims.sub,
      idToken: tokens.id_token,
      profile: {
        email: str(info.email),
        firstName: str(info.given_name),
        lastName: str(info.family_name),
        profileImageUrl: str(info.picture),
      },
    };
  }

  async logoutUrl(postLogoutRedirectUri: string, idToken?: string): Promise<string | null> {
    const config = await this.configuration();
    if (!config.serverMetadata().end_session_endpoint) return null;
    const params: Record<string, string> = {
      post_logout_redirect_uri: postLogoutRedirectUri,
      client_id: this.opts.clientId,
    };
    if (idToken) params.id_token_hint = idToken;
    return oidc.buildEndSessionUrl(config, params).toString();
  }
}

export type LoginResult = LoginCompleteResult;
