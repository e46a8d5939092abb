import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { byIdPayloadSchema, LIBRARY, parseOrThrow, saveDraftPayloadSchema, userOnlyPayloadSchema } from '@patent-hub/contracts';
import { IDEMPOTENT } from '@patent-hub/service-kit';
import { DraftsService } from './drafts.service.js';

@Controller()
export class DraftsController {
  constructor(private readonly sut: DraftsService) {}

  @MessagePattern(LIBRARY.saveDraft) save(@Payload() p: unknown) { const { userId, draft } = parseOrThrow(saveDraftPayloadSchema, p); return this.sut.save(userId, draft); }
  @MessagePattern(LIBRARY.listDrafts, IDEMPOTENT) list(@Payload() p: unknown) { return this.sut.list(parseOrThrow(userOnlyPayloadSchema, p).userId); }
  @MessagePattern(LIBRARY.deleteDraft) remove(@Payload() p: unknown) { const { userId, id } = parseOrThrow(byIdPayloadSchema, p); return this.sut.remove(userId, id); }
}
