import { Body, Controller, Delete, Get, Param, Patch, Post, Query, Res } from '@nestjs/common';
import {
  LIBRARY,
  exportQuerySchema,
  parseOrThrow,
  savePatentInputSchema,
  updateSavedPatentInputSchema,
} from '@patent-hub/contracts';
import { RpcClient } from '@patent-hub/service-kit';
import type { Response } from 'express';
import { CurrentUser, type SessionUser } from '../auth/current-user.decorator.js';
import { sendExport } from './send-export.js';

// PATCH/DELETE take the library's saved-patent id (a UUID), not the patent number.
@Controller('patents')
export class SavedPatentsController {
  constructor(private readonly rpc: RpcClient) {}

  @Post('save')
  async save(
    @CurrentUser() user: SessionUser,
    @Body() body: unknown,
    @Res({ passthrough: true }) res: Response,
  ) {
    const result = await this.rpc.call(LIBRARY.savePatent, {
      userId: user.id,
      patent: parseOrThrow(savePatentInputSchema, body),
    });
    res.status(result.created ? 201 : 200);
    return result;
  }

  @Get('saved')
  list(@CurrentUser() user: SessionUser) {
    return this.rpc.call(LIBRARY.listSaved, { userId: user.id });
  }

  @Get('saved/export')
  async export(@CurrentUser() user: SessionUser, @Query() query: unknown, @Res() res: Response) {
    const { format } = parseOrThrow(exportQuerySchema, query);
    sendExport(res, await this.rpc.call(LIBRARY.exportSaved, { userId: user.id, format }));
  }

  @Patch(':id')
  update(@CurrentUser() user: SessionUser, @Param('id') id: string, @Body() body: unknown) {
    return this.rpc.call(LIBRARY.updateSaved, {
      userId: user.id,
      id,
      changes: parseOrThrow(updateSavedPatentInputSchema, body),
    });
  }

  @Delete(':id')
  remove(@CurrentUser() user: SessionUser, @Param('id') id: string) {
    return this.rpc.call(LIBRARY.deleteSaved, { userId: user.id, id });
  }
}
