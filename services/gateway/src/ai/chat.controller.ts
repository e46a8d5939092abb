import { Body, Controller, Delete, Get, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  AI,
  chatHistoryQuerySchema,
  chatSendBodySchema,
  parseOrThrow,
  type ChatMessage,
} from '@patent-hub/contracts';
import { RpcClient } from '@patent-hub/service-kit';
import { CurrentUser, type SessionUser } from '../auth/current-user.decorator.js';

const contextText = (c: unknown) => (typeof c === 'string' ? c.slice(0, 200) : undefined);

@ApiTags('ai')
@Controller('chat')
export class ChatController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('history')
  @ApiOkResponse({ description: '{data: messages oldest first}; ?limit default 50, max 200' })
  history(@CurrentUser() user: SessionUser, @Query() q: unknown) {
    return this.rpc
      .call<{ messages: ChatMessage[] }>(AI.chatHistory, {
        userId: user.id,
        limit: parseOrThrow(chatHistoryQuerySchema, q).limit,
      })
      .then((r) => ({ data: r.messages }));
  }

  @Post('message')
  @ApiOkResponse({
    description:
      '{success, data: {userMessage, assistantMessage}}; the answer cites corpus patents by number',
  })
  send(@CurrentUser() user: SessionUser, @Body() body: unknown) {
    const b = parseOrThrow(chatSendBodySchema, body);
    return this.rpc
      .call(
        AI.chatSend,
        { userId: user.id, content: b.content, context: contextText(b.context) },
        { timeoutMs: 120_000 },
      )
      .then((data) => ({ success: true, data }));
  }

  @Delete('history')
  @ApiOkResponse({ description: '{success, data: {deleted}}' })
  clear(@CurrentUser() user: SessionUser) {
    return this.rpc.call(AI.chatClear, { userId: user.id }).then((data) => ({ success: true, data }));
  }
}
