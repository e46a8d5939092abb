import { Controller } from '@nestjs/common';
import { LIBRARY, type RpcParsed } from '@patent-hub/contracts';
import { RpcHandler } from '@patent-hub/service-kit';
import { CollectionsService } from './collections.service.js';

@Controller()
export class CollectionsController {
  constructor(private readonly collections: CollectionsService) {}

  @RpcHandler(LIBRARY.listCollections) list(x: RpcParsed<typeof LIBRARY.listCollections>) {
    return this.collections.list(x.userId);
  }
  @RpcHandler(LIBRARY.createCollection) create(x: RpcParsed<typeof LIBRARY.createCollection>) {
    return this.collections.create(x.userId, x.collection);
  }
  @RpcHandler(LIBRARY.updateCollection) update(x: RpcParsed<typeof LIBRARY.updateCollection>) {
    return this.collections.update(x.userId, x.id, x.changes);
  }
  @RpcHandler(LIBRARY.deleteCollection) remove(x: RpcParsed<typeof LIBRARY.deleteCollection>) {
    return this.collections.remove(x.userId, x.id);
  }
  @RpcHandler(LIBRARY.addToCollection) add(x: RpcParsed<typeof LIBRARY.addToCollection>) {
    return this.collections.addPatent(x.userId, x.collectionId, x.patentId);
  }
  @RpcHandler(LIBRARY.removeFromCollection) drop(x: RpcParsed<typeof LIBRARY.removeFromCollection>) {
    return this.collections.removePatent(x.userId, x.collectionId, x.patentId);
  }
}
