import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  LIBRARY,
  createCollectionInputSchema,
  exportQuerySchema,
  parseOrThrow,
  updateCollectionInputSchema,
  type Collection,
  type DeletedResult,
  type ExportFile,
} from '@patent-hub/contracts';
import { RpcClient } from '@patent-hub/service-kit';
import type { Response } from 'express';
import { CurrentUser, type SessionUser } from '../auth/current-user.decorator.js';
import { sendExport } from './send-export.js';

type One = { data: Collection };

// :patentId is a saved-patent id (what GET /api/patents/saved returns as id).
@ApiTags('library')
@Controller('collections')
export class CollectionsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOkResponse({ description: '{data: collections with patentIds and patentCount}' })
  list(@CurrentUser() user: SessionUser) {
    return this.rpc.callRaw(LIBRARY.listCollections, { userId: user.id });
  }

  @Post()
  @ApiOkResponse({ description: '{data: the new collection} (201)' })
  create(@CurrentUser() user: SessionUser, @Body() body: unknown) {
    return this.rpc.call<One>(LIBRARY.createCollection, {
      userId: user.id,
      collection: parseOrThrow(createCollectionInputSchema, body),
    });
  }

  @Patch(':id')
  @ApiOkResponse({ description: '{data: the updated collection}' })
  update(@CurrentUser() user: SessionUser, @Param('id') id: string, @Body() body: unknown) {
    return this.rpc.call<One>(LIBRARY.updateCollection, {
      userId: user.id,
      id,
      changes: parseOrThrow(updateCollectionInputSchema, body),
    });
  }

  @Delete(':id')
  @ApiOkResponse({ description: '{data: {id, deleted: true}}; the saved patents stay' })
  remove(@CurrentUser() user: SessionUser, @Param('id') id: string) {
    return this.rpc.call<DeletedResult>(LIBRARY.deleteCollection, { userId: user.id, id });
  }

  @Post(':id/patents/:patentId')
  @HttpCode(200)
  @ApiOkResponse({ description: '{data: the collection}; adding a member twice is a no-op' })
  add(
    @CurrentUser() user: SessionUser,
    @Param('id') collectionId: string,
    @Param('patentId') patentId: string,
  ) {
    return this.rpc.call<One>(LIBRARY.addToCollection, { userId: user.id, collectionId, patentId });
  }

  @Delete(':id/patents/:patentId')
  @ApiOkResponse({ description: '{data: the collection}' })
  drop(
    @CurrentUser() user: SessionUser,
    @Param('id') collectionId: string,
    @Param('patentId') patentId: string,
  ) {
    return this.rpc.call<One>(LIBRARY.removeFromCollection, { userId: user.id, collectionId, patentId });
  }

  @Get(':id/export')
  @ApiOkResponse({ description: 'The collection as a file; ?format=csv|ris|bibtex|csljson' })
  async export(
    @CurrentUser() user: SessionUser,
    @Param('id') collectionId: string,
    @Query() query: unknown,
    @Res() res: Response,
  ) {
    const { format } = parseOrThrow(exportQuerySchema, query);
    sendExport(
      res,
      await this.rpc.call<{ data: ExportFile }>(LIBRARY.exportCollection, {
        userId: user.id,
        collectionId,
        format,
      }),
    );
  }
}
