import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { landscapeSchema, parseOrThrow, PATENTS, searchQuerySchema, similarPatentsSchema } from '@patent-hub/contracts';
import { SearchService } from './search.service.js';

@Controller()
export class SearchController {
  constructor(private readonly sut: SearchService) {}

  @MessagePattern(PATENTS.search) search(@Payload() p: unknown) { return this.sut.search(parseOrThrow(searchQuerySchema, p)); }
  @MessagePattern(PATENTS.similar) similar(@Payload() p: unknown) { return this.sut.similar(parseOrThrow(similarPatentsSchema, p)); }
  @MessagePattern(PATENTS.landscape) landscape(@Payload() p: unknown) { return this.sut.landscape(parseOrThrow(landscapeSchema, p)); }
}
