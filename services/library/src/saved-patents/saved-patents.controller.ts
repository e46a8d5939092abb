import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  LIBRARY,
  byIdPayloadSchema,
  parseOrThrow,
  savePatentPayloadSchema,
  updateSavedPayloadSchema,
  userOnlyPayloadSchema,
} from '@patent-hub/contracts';
import { IDEMPOTENT } from '@patent-hub/service-kit';
import { SavedPatentsService } from './saved-patents.service.js';

@Controller()
export class SavedPatentsController {
  constructor(private readonly savedPatents: SavedPatentsService) {}

  @MessagePattern(LIBRARY.savePatent) save(@Payload() p: unknown) { const { userId, patent } = parseOrThrow(savePatentPayloadSchema, p); return this.savedPatents.save(userId, patent); }
  @MessagePattern(LIBRARY.listSaved, IDEMPOTENT) list(@Payload() p: unknown) { return this.savedPatents.list(parseOrThrow(userOnlyPayloadSchema, p).userId); }
  @MessagePattern(LIBRARY.updateSaved) update(@Payload() p: unknown) { const { userId, id, changes } = parseOrThrow(updateSavedPayloadSchema, p); return this.savedPatents.update(userId, id, changes); }
  @MessagePattern(LIBRARY.deleteSaved) remove(@Payload() p: unknown) { const { userId, id } = parseOrThrow(byIdPayloadSchema, p); return this.savedPatents.remove(userId, id); }
}
