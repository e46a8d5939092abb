import { Controller } from '@nestjs/common';
import { PATENTS, type RpcParsed } from '@patent-hub/contracts';
import { RpcHandler } from '@patent-hub/service-kit';
import { SearchService } from './search.service.js';

@Controller()
export class SearchController {
  constructor(private readonly searchService: SearchService) {}

  @RpcHandler(PATENTS.search) search(q: RpcParsed<typeof PATENTS.search>) {
    return this.searchService.search(q);
  }
  @RpcHandler(PATENTS.similar) similar(q: RpcParsed<typeof PATENTS.similar>) {
    return this.searchService.similar(q);
  }
  @RpcHandler(PATENTS.priorArtCorpus) priorArtCorpus(q: RpcParsed<typeof PATENTS.priorArtCorpus>) {
    return this.searchService.priorArtCorpus(q);
  }
  @RpcHandler(PATENTS.landscape) landscape(q: RpcParsed<typeof PATENTS.landscape>) {
    return this.searchService.landscape(q);
  }
}
