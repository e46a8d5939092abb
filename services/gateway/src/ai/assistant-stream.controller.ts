import { randomBytes } from 'node:crypto';
import { Body, Controller, Post, Res } from '@nestjs/common';
import { AI, assistantStreamBodySchema, parseOrThrow } from '@patent-hub/contracts';
import { RpcClient } from '@patent-hub/service-kit';
import type { Response } from 'express';
import { CurrentUser, type SessionUser } from '../auth/current-user.decorator.js';
import { AssistantStreamRelay } from './assistant-stream.relay.js';

@Controller('ai/assistant')
export class AssistantStreamController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly relay: AssistantStreamRelay,
  ) {}

  @Post('stream')
  async stream(@CurrentUser() user: SessionUser, @Body() body: unknown, @Res() res: Response) {
    const b = parseOrThrow(assistantStreamBodySchema, body);
    const requestId = randomBytes(16).toString('base64url');
    const { streamKey } = await this.rpc.call(AI.assistantStream, {
      userId: user.id,
      requestId,
      message: b.message,
      context: b.context,
      // The ai service decides how much of the conversation it uses (HISTORY_TURNS); the body schema bounds it.
      ...(b.history ? { history: b.history } : {}),
    });
    res.status(200).set({
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.flushHeaders();
    // aiStreamCancelKey(prefix, id) is the stream key plus ':cancel'.
    await this.relay.relay(streamKey, `${streamKey}:cancel`, res);
  }
}
