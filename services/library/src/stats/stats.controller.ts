import { Controller } from '@nestjs/common';
import { LIBRARY, type RpcParsed } from '@patent-hub/contracts';
import { RpcHandler } from '@patent-hub/service-kit';
import { StatsService } from './stats.service.js';

@Controller()
export class StatsController {
  constructor(private readonly statsService: StatsService) {}

  @RpcHandler(LIBRARY.stats) stats(x: RpcParsed<typeof LIBRARY.stats>) {
    return this.statsService.stats(x.userId);
  }
}
