import { Controller } from '@nestjs/common';
import { PATENTS, type RpcParsed } from '@patent-hub/contracts';
import { RpcHandler } from '@patent-hub/service-kit';
import { PatentsService } from './patents.service.js';

@Controller()
export class PatentsController {
  constructor(private readonly patents: PatentsService) {}

  @RpcHandler(PATENTS.get) get(x: RpcParsed<typeof PATENTS.get>) {
    return this.patents.get(x.id);
  }

  @RpcHandler(PATENTS.fullTexts) fullTexts(x: RpcParsed<typeof PATENTS.fullTexts>) {
    return this.patents.fullTexts(x.numbers);
  }
}
