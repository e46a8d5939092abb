import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ErrorCode, RpcError } from '@patent-hub/contracts';
import { readSessionId } from './cookies.js';
import type { SessionRequest } from './current-user.decorator.js';
import { IS_PUBLIC_KEY } from './public.decorator.js';
import { SessionStore } from './session.store.js';

/** Global guard: every route needs a live session unless it is marked @Public(). */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionStore,
  ) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    if (ctx.getType() !== 'http') return true;
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, [
      ctx.getHandler(),
      ctx.getClass(),
    ]);
    if (isPublic) return true;
    const req = ctx.switchToHttp().getRequest<SessionRequest>();
    const id = readSessionId(req);
    const session = id ? await this.lookUp(id) : undefined;
    if (!id || !session) throw new RpcError(ErrorCode.UNAUTHORIZED, 'Unauthorized');
    req.user = session.user;
    req.sessionId = id;
    return true;
  }

  /** A session store (Redis) that does not answer is a 503 the client may retry, not a 500. */
  private async lookUp(id: string) {
    try {
      return await this.sessions.get(id);
    } catch {
      throw new RpcError(ErrorCode.UNAVAILABLE, 'Service temporarily unavailable; try again');
    }
  }
}
