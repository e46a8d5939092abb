import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { LIBRARY, parseOrThrow, userOnlyPayloadSchema } from '@patent-hub/contracts';
import { IDEMPOTENT } from '@patent-hub/service-kit';
import { StatsService } from './stats.service.js';

@Controller()
export class StatsController {
  constructor(private readonly statsService: StatsService) {}

  @MessagePattern(LIBRARY.stats, IDEMPOTENT) stats(@Payload() p: unknown) { return this.statsService.stats(parseOrThrow(userOnlyPayloadSchema, p).userId); }
}
