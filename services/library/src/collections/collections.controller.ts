import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  LIBRARY,
  byIdPayloadSchema,
  createCollectionPayloadSchema,
  membershipPayloadSchema,
  parseOrThrow,
  updateCollectionPayloadSchema,
  userOnlyPayloadSchema,
} from '@patent-hub/contracts';
import { IDEMPOTENT } from '@patent-hub/service-kit';
import { CollectionsService } from './collections.service.js';

@Controller()
export class CollectionsController {
  constructor(private readonly collections: CollectionsService) {}

  @MessagePattern(LIBRARY.listCollections, IDEMPOTENT) list(@Payload() p: unknown) { return this.collections.list(parseOrThrow(userOnlyPayloadSchema, p).userId); }
  @MessagePattern(LIBRARY.createCollection) create(@Payload() p: unknown) { const { userId, collection } = parseOrThrow(createCollectionPayloadSchema, p); return this.collections.create(userId, collection); }
  @MessagePattern(LIBRARY.updateCollection) update(@Payload() p: unknown) { const { userId, id, changes } = parseOrThrow(updateCollectionPayloadSchema, p); return this.collections.update(userId, id, changes); }
  @MessagePattern(LIBRARY.deleteCollection) remove(@Payload() p: unknown) { const { userId, id } = parseOrThrow(byIdPayloadSchema, p); return this.collections.remove(userId, id); }
  @MessagePattern(LIBRARY.addToCollection) add(@Payload() p: unknown) { const m = parseOrThrow(membershipPayloadSchema, p); return this.collections.addPatent(m.userId, m.collectionId, m.patentId); }
  @MessagePattern(LIBRARY.removeFromCollection) drop(@Payload() p: unknown) { const m = parseOrThrow(membershipPayloadSchema, p); return this.collections.removePatent(m.userId, m.collectionId, m.patentId); }
}
