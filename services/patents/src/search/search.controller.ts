import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { landscapeSchema, parseOrThrow, PATENTS, searchQuerySchema, similarPatentsSchema } from '@patent-hub/contracts';
import { IDEMPOTENT } from '@patent-hub/service-kit';
import { SearchService } from './search.service.js';

@Controller()
export class SearchController {
  constructor(private readonly searchService: SearchService) {}

  @MessagePattern(PATENTS.search, IDEMPOTENT) search(@Payload() p: unknown) { return this.searchService.search(parseOrThrow(searchQuerySchema, p)); }
  @MessagePattern(PATENTS.similar, IDEMPOTENT) similar(@Payload() p: unknown) { return this.searchService.similar(parseOrThrow(similarPatentsSchema, p)); }
  @MessagePattern(PATENTS.landscape, IDEMPOTENT) landscape(@Payload() p: unknown) { return this.searchService.landscape(parseOrThrow(landscapeSchema, p)); }
}
