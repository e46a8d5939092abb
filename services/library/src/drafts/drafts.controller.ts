import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { LIBRARY, parseOrThrow, saveDraftPayloadSchema, userOnlyPayloadSchema } from '@patent-hub/contracts';
import { IDEMPOTENT } from '@patent-hub/service-kit';
import { DraftsService } from './drafts.service.js';

@Controller()
export class DraftsController {
  constructor(private readonly drafts: DraftsService) {}

  @MessagePattern(LIBRARY.saveDraft) save(@Payload() p: unknown) { const { userId, draft } = parseOrThrow(saveDraftPayloadSchema, p); return this.drafts.save(userId, draft); }
  @MessagePattern(LIBRARY.listDrafts, IDEMPOTENT) list(@Payload() p: unknown) { return this.drafts.list(parseOrThrow(userOnlyPayloadSchema, p).userId); }
}
