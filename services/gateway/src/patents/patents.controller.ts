import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  getPatentSchema,
  parseOrThrow,
  PATENTS,
  searchPagingSchema,
  searchQuerySchema,
} from '@patent-hub/contracts';
import { RpcClient } from '@patent-hub/service-kit';

// Search and detail of the patent corpus; each route is one RPC call to the patents service.
@ApiTags('patents')
@Controller('patents')
export class PatentsController {
  constructor(private readonly rpc: RpcClient) {}

  @Post('search')
  @HttpCode(200)
  @ApiOkResponse({
    description:
      '{success, message, data: {patents, total, processingTime}}; ?page (default 1) & limit (default 20, max 100)',
  })
  search(@Query() query: unknown, @Body() body: unknown) {
    const paging = parseOrThrow(searchPagingSchema, query);
    const criteria = typeof body === 'object' && body !== null ? body : {};
    return this.rpc.callRaw(
      PATENTS.search,
      parseOrThrow(searchQuerySchema, { ...criteria, ...definedOnly(paging) }),
    );
  }

  @Get(':id')
  @ApiOkResponse({
    description: 'The full patent with claims, description, citations and family; 404 when unknown',
  })
  get(@Param('id') id: string) {
    return this.rpc.callRaw(PATENTS.get, parseOrThrow(getPatentSchema, { id }));
  }
}

// The query string wins over the body for paging, but only for the keys it sets.
function definedOnly<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
