import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  LIBRARY,
  parseOrThrow,
  patentDraftInputSchema,
  type DeletedResult,
  type PatentDraft,
} from '@patent-hub/contracts';
import { RpcClient } from '@patent-hub/service-kit';
import { CurrentUser, type SessionUser } from '../auth/current-user.decorator.js';

@ApiTags('library')
@Controller('patents/drafts')
export class DraftsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOkResponse({ description: '{data: patent drafts, most recently updated first}' })
  list(@CurrentUser() user: SessionUser) {
    return this.rpc.callRaw(LIBRARY.listDrafts, { userId: user.id });
  }

  @Post()
  @HttpCode(200)
  @ApiOkResponse({ description: '{data: the stored draft}; the whole draft is upserted by its id' })
  save(@CurrentUser() user: SessionUser, @Body() body: unknown) {
    return this.rpc.call<{ data: PatentDraft }>(LIBRARY.saveDraft, {
      userId: user.id,
      draft: parseOrThrow(patentDraftInputSchema, body),
    });
  }

  @Delete(':id')
  @ApiOkResponse({ description: '{data: {id, deleted: true}}; 404 when the user has no draft with this id' })
  remove(@CurrentUser() user: SessionUser, @Param('id') id: string) {
    return this.rpc.call<DeletedResult>(LIBRARY.deleteDraft, { userId: user.id, id });
  }
}
