import { Controller, Get } from '@nestjs/common';
import { LIBRARY } from '@patent-hub/contracts';
import { RpcClient } from '@patent-hub/service-kit';
import { CurrentUser, type SessionUser } from '../auth/current-user.decorator.js';

@Controller('library')
export class StatsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('stats')
  stats(@CurrentUser() user: SessionUser) {
    return this.rpc.call(LIBRARY.stats, { userId: user.id });
  }
}
