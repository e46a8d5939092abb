import { Controller } from '@nestjs/common';
import { AUTH, type RpcParsed } from '@patent-hub/contracts';
import { RpcHandler } from '@patent-hub/service-kit';
import { OidcService } from './oidc.service.js';

@Controller()
export class OidcController {
  constructor(private readonly oidc: OidcService) {}

  @RpcHandler(AUTH.loginStart) start(x: RpcParsed<typeof AUTH.loginStart>) {
    return this.oidc.loginStart(x.redirectUri, x.returnTo);
  }
  @RpcHandler(AUTH.loginComplete) complete(x: RpcParsed<typeof AUTH.loginComplete>) {
    return this.oidc.loginComplete(x.callbackUrl, x.transaction);
  }
  @RpcHandler(AUTH.logoutUrl) logout(x: RpcParsed<typeof AUTH.logoutUrl>) {
    return this.oidc.logoutUrl(x.postLogoutRedirectUri, x.idToken);
  }
}
