import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { countPatentsSchema, getPatentSchema, parseOrThrow, PATENTS } from '@patent-hub/contracts';
import { IDEMPOTENT } from '@patent-hub/service-kit';
import { PatentsService } from './patents.service.js';

@Controller()
export class PatentsController {
  constructor(private readonly patents: PatentsService) {}

  @MessagePattern(PATENTS.get, IDEMPOTENT) get(@Payload() p: unknown) { return this.patents.get(parseOrThrow(getPatentSchema, p).id); }
  @MessagePattern(PATENTS.count, IDEMPOTENT) count(@Payload() p: unknown) { parseOrThrow(countPatentsSchema, p ?? {}); return this.patents.count(); }
}
