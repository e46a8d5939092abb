import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { LIBRARY, exportCollectionPayloadSchema, exportSavedPayloadSchema, parseOrThrow } from '@patent-hub/contracts';
import { IDEMPOTENT } from '@patent-hub/service-kit';
import { ExportsService } from './exports.service.js';

@Controller()
export class ExportsController {
  constructor(private readonly exports: ExportsService) {}

  @MessagePattern(LIBRARY.exportSaved, IDEMPOTENT) saved(@Payload() p: unknown) { const { userId, format } = parseOrThrow(exportSavedPayloadSchema, p); return this.exports.exportSaved(userId, format); }
  @MessagePattern(LIBRARY.exportCollection, IDEMPOTENT) collection(@Payload() p: unknown) { const e = parseOrThrow(exportCollectionPayloadSchema, p); return this.exports.exportCollection(e.userId, e.collectionId, e.format); }
}
