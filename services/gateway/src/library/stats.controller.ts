import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { LIBRARY } from '@patent-hub/contracts';
import { RpcClient } from '@patent-hub/service-kit';
import { CurrentUser, type SessionUser } from '../auth/current-user.decorator.js';

@ApiTags('library')
@Controller('library')
export class StatsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('stats')
  @ApiOkResponse({
    description: '{data: {patentsSaved, analysesRun, collections, totalItems}} as SPEC §3 derives them',
  })
  stats(@CurrentUser() user: SessionUser) {
    return this.rpc.callRaw(LIBRARY.stats, { userId: user.id });
  }
}
