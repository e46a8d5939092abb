import { Inject, Injectable } from '@nestjs/common';
import type { LoginCompleteResult, LoginStartResult, LoginTransaction } from '@patent-hub/contracts';
import { UsersService } from '../users/users.service.js';
import { OidcRelyingParty } from './oidc-relying-party.js';

export const RELYING_PARTY = Symbol('RELYING_PARTY');

@Injectable()
export class OidcService {
  constructor(
    @Inject(RELYING_PARTY) private readonly rp: OidcRelyingParty,
    private readonly users: UsersService,
  ) {}

  loginStart(redirectUri: string, returnTo?: string): Promise<LoginStartResult> {
    return this.rp.start(redirectUri, returnTo);
  }

  async loginComplete(callbackUrl: string, tx: LoginTransaction): Promise<LoginCompleteResult> {
    const { issuer, subject, profile, idToken } = await this.rp.complete(callbackUrl, tx);
    const user = await this.users.upsert({ issuer, subject, ...profile });
    return { user, idToken };
  }

  async logoutUrl(postLogoutRedirectUri: string, idToken?: string) {
    return { url: await this.rp.logoutUrl(postLogoutRedirectUri, idToken) };
  }
}
