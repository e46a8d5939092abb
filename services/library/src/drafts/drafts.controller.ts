import { Controller } from '@nestjs/common';
import { LIBRARY, type RpcParsed } from '@patent-hub/contracts';
import { RpcHandler } from '@patent-hub/service-kit';
import { DraftsService } from './drafts.service.js';

@Controller()
export class DraftsController {
  constructor(private readonly drafts: DraftsService) {}

  @RpcHandler(LIBRARY.saveDraft) save(x: RpcParsed<typeof LIBRARY.saveDraft>) {
    return this.drafts.save(x.userId, x.draft);
  }
  @RpcHandler(LIBRARY.listDrafts) list(x: RpcParsed<typeof LIBRARY.listDrafts>) {
    return this.drafts.list(x.userId);
  }
  @RpcHandler(LIBRARY.deleteDraft) remove(x: RpcParsed<typeof LIBRARY.deleteDraft>) {
    return this.drafts.remove(x.userId, x.id);
  }
}
