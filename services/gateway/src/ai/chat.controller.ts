import { Body, Controller, Delete, Get, Post, Query } from '@nestjs/common';
import { AI, chatHistoryQuerySchema, chatSendBodySchema, parseOrThrow } from '@patent-hub/contracts';
import { RpcClient } from '@patent-hub/service-kit';
import { CurrentUser, type SessionUser } from '../auth/current-user.decorator.js';

const contextText = (c: unknown) => (typeof c === 'string' ? c.slice(0, 200) : undefined);
@Controller('chat')
export class ChatController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('history')
  history(@CurrentUser() user: SessionUser, @Query() q: unknown) {
    return this.rpc
      .call(AI.chatHistory, {
        userId: user.id,
        limit: parseOrThrow(chatHistoryQuerySchema, q).limit,
      })
      .then((r) => ({ data: r.messages }));
  }

  @Post('message')
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
  clear(@CurrentUser() user: SessionUser) {
    return this.rpc.call(AI.chatClear, { userId: user.id }).then((data) => ({ success: true, data }));
  }
}
