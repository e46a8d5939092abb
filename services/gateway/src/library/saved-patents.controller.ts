import { Body, Controller, Delete, Get, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  LIBRARY,
  exportQuerySchema,
  parseOrThrow,
  savePatentInputSchema,
  updateSavedPatentInputSchema,
  type DeletedResult,
  type ExportFile,
  type SavePatentResult,
  type SavedPatent,
} from '@patent-hub/contracts';
import { RpcClient } from '@patent-hub/service-kit';
import type { Response } from 'express';
import { CurrentUser, type SessionUser } from '../auth/current-user.decorator.js';
import { sendExport } from './send-export.js';

// PATCH/DELETE take the library's saved-patent id (a UUID), not the patent number.
@ApiTags('library')
@Controller('patents')
export class SavedPatentsController {
  constructor(private readonly rpc: RpcClient) {}

  @Post('save')
  @ApiOkResponse({
    description: '{data: saved patent, created}; 201 when new, 200 when it was already saved',
  })
  async save(
    @CurrentUser() user: SessionUser,
    @Body() body: unknown,
    @Res({ passthrough: true }) res: Response,
  ) {
    const result = await this.rpc.call<SavePatentResult>(LIBRARY.savePatent, {
      userId: user.id,
      patent: parseOrThrow(savePatentInputSchema, body),
    });
    res.status(result.created ? 201 : 200);
    return result;
  }

  @Get('saved')
  @ApiOkResponse({ description: '{data: saved patents, newest first, each with hasAnalysis}' })
  list(@CurrentUser() user: SessionUser) {
    return this.rpc.callRaw(LIBRARY.listSaved, { userId: user.id });
  }

  @Get('saved/export')
  @ApiOkResponse({ description: 'All saved patents as a file; ?format=csv|ris|bibtex|csljson' })
  async export(@CurrentUser() user: SessionUser, @Query() query: unknown, @Res() res: Response) {
    const { format } = parseOrThrow(exportQuerySchema, query);
    sendExport(
      res,
      await this.rpc.call<{ data: ExportFile }>(LIBRARY.exportSaved, { userId: user.id, format }),
    );
  }

  @Patch(':id')
  @ApiOkResponse({ description: '{data: the updated saved patent}' })
  update(@CurrentUser() user: SessionUser, @Param('id') id: string, @Body() body: unknown) {
    return this.rpc.call<{ data: SavedPatent }>(LIBRARY.updateSaved, {
      userId: user.id,
      id,
      changes: parseOrThrow(updateSavedPatentInputSchema, body),
    });
  }

  @Delete(':id')
  @ApiOkResponse({ description: '{data: {id, deleted: true}}; also removes it from every collection' })
  remove(@CurrentUser() user: SessionUser, @Param('id') id: string) {
    return this.rpc.call<DeletedResult>(LIBRARY.deleteSaved, { userId: user.id, id });
  }
}
