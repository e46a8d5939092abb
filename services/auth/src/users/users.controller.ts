import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AUTH, getUserPayloadSchema, parseOrThrow, upsertUserPayloadSchema } from '@patent-hub/contracts';
import { IDEMPOTENT } from '@patent-hub/service-kit';
import { UsersService } from './users.service.js';

@Controller()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @MessagePattern(AUTH.getUser, IDEMPOTENT) get(@Payload() p: unknown) {
    return this.users.get(parseOrThrow(getUserPayloadSchema, p).userId);
  }
  @MessagePattern(AUTH.upsertUser) upsert(@Payload() p: unknown) {
    return this.users.upsert(parseOrThrow(upsertUserPayloadSchema, p));
  }
}
