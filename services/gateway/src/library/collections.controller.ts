import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import {
  LIBRARY,
  createCollectionInputSchema,
  exportQuerySchema,
  parseOrThrow,
  updateCollectionInputSchema,
} from '@patent-hub/contracts';
import { RpcClient } from '@patent-hub/service-kit';
import type { Response } from 'express';
import { CurrentUser, type SessionUser } from '../auth/current-user.decorator.js';
import { sendExport } from './send-export.js';

// :patentId is a saved-patent id (what GET /api/patents/saved returns as id).
@Controller('collections')
export class CollectionsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  list(@CurrentUser() user: SessionUser) {
    return this.rpc.call(LIBRARY.listCollections, { userId: user.id });
  }

  @Post()
  create(@CurrentUser() user: SessionUser, @Body() body: unknown) {
    return this.rpc.call(LIBRARY.createCollection, {
      userId: user.id,
      collection: parseOrThrow(createCollectionInputSchema, body),
    });
  }

  @Patch(':id')
  update(@CurrentUser() user: SessionUser, @Param('id') id: string, @Body() body: unknown) {
    return this.rpc.call(LIBRARY.updateCollection, {
      userId: user.id,
      id,
      changes: parseOrThrow(updateCollectionInputSchema, body),
    });
  }

  @Delete(':id')
  remove(@CurrentUser() user: SessionUser, @Param('id') id: string) {
    return this.rpc.call(LIBRARY.deleteCollection, { userId: user.id, id });
  }

  @Post(':id/patents/:patentId')
  @HttpCode(200)
  add(
    @CurrentUser() user: SessionUser,
    @Param('id') collectionId: string,
    @Param('patentId') patentId: string,
  ) {
    return this.rpc.call(LIBRARY.addToCollection, { userId: user.id, collectionId, patentId });
  }

  @Delete(':id/patents/:patentId')
  drop(
    @CurrentUser() user: SessionUser,
    @Param('id') collectionId: string,
    @Param('patentId') patentId: string,
  ) {
    return this.rpc.call(LIBRARY.removeFromCollection, { userId: user.id, collectionId, patentId });
  }

  @Get(':id/export')
  async export(
    @CurrentUser() user: SessionUser,
    @Param('id') collectionId: string,
    @Query() query: unknown,
    @Res() res: Response,
  ) {
    const { format } = parseOrThrow(exportQuerySchema, query);
    sendExport(
      res,
      await this.rpc.call(LIBRARY.exportCollection, {
        userId: user.id,
        collectionId,
        format,
      }),
    );
  }
}
