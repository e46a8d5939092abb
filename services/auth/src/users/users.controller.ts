import { Controller } from '@nestjs/common';
import { AUTH, type RpcParsed } from '@patent-hub/contracts';
import { RpcHandler } from '@patent-hub/service-kit';
import { UsersService } from './users.service.js';

@Controller()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @RpcHandler(AUTH.getUser) get(x: RpcParsed<typeof AUTH.getUser>) {
    return this.users.get(x.userId);
  }
}
