import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ErrorCode, RpcError, type SessionUser } from '@patent-hub/contracts';
import type { Request } from 'express';

export type { SessionUser } from '@patent-hub/contracts';

/** Request augmented by the session guard. */
export interface SessionRequest extends Request {
  user?: SessionUser;
  sessionId?: string;
}

/** The signed-in user; the global guard has already answered 401 when there is none. */
export const CurrentUser = createParamDecorator((_data: unknown, ctx: ExecutionContext): SessionUser => {
  const req = ctx.switchToHttp().getRequest<SessionRequest>();
  if (!req.user) throw new RpcError(ErrorCode.UNAUTHORIZED, 'Unauthorized');
  return req.user;
});
