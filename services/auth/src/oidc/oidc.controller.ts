import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AUTH,
  loginCompletePayloadSchema,
  loginStartPayloadSchema,
  logoutUrlPayloadSchema,
  parseOrThrow,
} from '@patent-hub/contracts';
import { OidcService } from './oidc.service.js';

@Controller()
export class OidcController {
  constructor(private readonly oidc: OidcService) {}

  @MessagePattern(AUTH.loginStart) start(@Payload() p: unknown) {
    const { redirectUri, returnTo } = parseOrThrow(loginStartPayloadSchema, p);
    return this.oidc.loginStart(redirectUri, returnTo);
  }
  @MessagePattern(AUTH.loginComplete) complete(@Payload() p: unknown) {
    const { callbackUrl, transaction } = parseOrThrow(loginCompletePayloadSchema, p);
    return this.oidc.loginComplete(callbackUrl, transaction);
  }
  @MessagePattern(AUTH.logoutUrl) logout(@Payload() p: unknown) {
    const { postLogoutRedirectUri, idToken } = parseOrThrow(logoutUrlPayloadSchema, p);
    return this.oidc.logoutUrl(postLogoutRedirectUri, idToken);
  }
}
