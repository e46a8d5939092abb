import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { LIBRARY, parseOrThrow, patentDraftInputSchema } from '@patent-hub/contracts';
import { RpcClient } from '@patent-hub/service-kit';
import { CurrentUser, type SessionUser } from '../auth/current-user.decorator.js';

@Controller('patents/drafts')
export class DraftsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  list(@CurrentUser() user: SessionUser) {
    return this.rpc.call(LIBRARY.listDrafts, { userId: user.id });
  }

  @Post()
  @HttpCode(200)
  save(@CurrentUser() user: SessionUser, @Body() body: unknown) {
    return this.rpc.call(LIBRARY.saveDraft, {
      userId: user.id,
      draft: parseOrThrow(patentDraftInputSchema, body),
    });
  }

  @Delete(':id')
  remove(@CurrentUser() user: SessionUser, @Param('id') id: string) {
    return this.rpc.call(LIBRARY.deleteDraft, { userId: user.id, id });
  }
}
