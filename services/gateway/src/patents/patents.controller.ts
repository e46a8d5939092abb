import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { getPatentSchema, parseOrThrow, PATENTS, searchQuerySchema } from '@patent-hub/contracts';
import { RpcClient } from '@patent-hub/service-kit';

// Search and detail of the patent corpus; each route is one RPC call to the patents service.
@Controller('patents')
export class PatentsController {
  constructor(private readonly rpc: RpcClient) {}

  @Post('search')
  @HttpCode(200)
  search(@Query() query: Record<string, unknown>, @Body() body: unknown) {
    const criteria = typeof body === 'object' && body !== null ? body : {};
    // ?page and ?limit win over the body's, for the keys they set; all is checked once, with the criteria.
    const paging = Object.fromEntries(
      Object.entries({ page: query.page, limit: query.limit }).filter(([, v]) => v !== undefined),
    );
    return this.rpc.call(PATENTS.search, parseOrThrow(searchQuerySchema, { ...criteria, ...paging }));
  }

  @Get(':id')
  get(@Param('id') id: string) {
    return this.rpc.call(PATENTS.get, parseOrThrow(getPatentSchema, { id }));
  }
}
