import { Controller } from '@nestjs/common';
import { LIBRARY, type RpcParsed } from '@patent-hub/contracts';
import { RpcHandler } from '@patent-hub/service-kit';
import { ExportsService } from './exports.service.js';

@Controller()
export class ExportsController {
  constructor(private readonly exports: ExportsService) {}

  @RpcHandler(LIBRARY.exportSaved) saved(x: RpcParsed<typeof LIBRARY.exportSaved>) {
    return this.exports.exportSaved(x.userId, x.format);
  }
  @RpcHandler(LIBRARY.exportCollection) collection(x: RpcParsed<typeof LIBRARY.exportCollection>) {
    return this.exports.exportCollection(x.userId, x.collectionId, x.format);
  }
}
