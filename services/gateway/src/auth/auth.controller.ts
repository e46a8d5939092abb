import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AppUrl } from '../app-url.js';
import { AuthService } from './auth.service.js';
import {
  clearAuthCookies,
  readLoginId,
  readSessionId,
  setCsrfCookie,
  setLoginCookie,
  setSessionCookie,
} from './cookies.js';
import { newCsrfToken } from './csrf.middleware.js';
import { CurrentUser, type SessionUser } from './current-user.decorator.js';
import { Public } from './public.decorator.js';

const queryOf = (req: Request) =>
  req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';

@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly appUrl: AppUrl,
  ) {}

  @Public()
  @Get('login')
  async login(@Query('returnTo') returnTo: unknown, @Req() req: Request, @Res() res: Response) {
    const origin = this.appUrl.originFor(req);
    const { loginId, authorizationUrl } = await this.auth.beginLogin(origin, returnTo);
    setLoginCookie(req, res, origin, loginId);
    res.redirect(302, authorizationUrl);
  }

  @Public()
  @Get('callback')
  async callback(@Req() req: Request, @Res() res: Response) {
    const origin = this.appUrl.originFor(req);
    clearAuthCookies(req, res, origin);
    const login = await this.auth.completeLogin(origin, readLoginId(req), queryOf(req), readSessionId(req));
    setSessionCookie(req, res, origin, login.sessionId);
    setCsrfCookie(req, res, origin, newCsrfToken());
    res.redirect(302, login.returnTo);
  }

  @Public()
  @Get('logout')
  async logout(@Req() req: Request, @Res() res: Response) {
    const origin = this.appUrl.originFor(req);
    const next = await this.auth.logout(origin, readSessionId(req));
    clearAuthCookies(req, res, origin);
    res.redirect(302, next);
  }

  @Get('auth/user')
  user(@CurrentUser() user: SessionUser) {
    return this.auth.getUser(user.id);
  }
}
