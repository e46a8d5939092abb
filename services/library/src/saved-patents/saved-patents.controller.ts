import { Controller } from '@nestjs/common';
import { LIBRARY, type RpcParsed } from '@patent-hub/contracts';
import { RpcHandler } from '@patent-hub/service-kit';
import { SavedPatentsService } from './saved-patents.service.js';

@Controller()
export class SavedPatentsController {
  constructor(private readonly savedPatents: SavedPatentsService) {}

  @RpcHandler(LIBRARY.savePatent) save(x: RpcParsed<typeof LIBRARY.savePatent>) {
    return this.savedPatents.save(x.userId, x.patent);
  }
  @RpcHandler(LIBRARY.listSaved) list(x: RpcParsed<typeof LIBRARY.listSaved>) {
    return this.savedPatents.list(x.userId);
  }
  @RpcHandler(LIBRARY.updateSaved) update(x: RpcParsed<typeof LIBRARY.updateSaved>) {
    return this.savedPatents.update(x.userId, x.id, x.changes);
  }
  @RpcHandler(LIBRARY.deleteSaved) remove(x: RpcParsed<typeof LIBRARY.deleteSaved>) {
    return this.savedPatents.remove(x.userId, x.id);
  }
}
