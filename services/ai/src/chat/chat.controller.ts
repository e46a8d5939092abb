import { Controller, Inject } from '@nestjs/common';
import { AI, type RpcParsed } from '@patent-hub/contracts';
import { RpcHandler } from '@patent-hub/service-kit';
import { TOKENS } from '../ai.tokens.js';
import type { AssistantStreamService } from '../stream/assistant-stream.service.js';
import type { ChatService } from './chat.service.js';

@Controller()
export class ChatController {
  constructor(
    @Inject(TOKENS.chat) private readonly chat: ChatService,
    @Inject(TOKENS.stream) private readonly stream: AssistantStreamService,
  ) {}

  @RpcHandler(AI.chatHistory) history(x: RpcParsed<typeof AI.chatHistory>) {
    return this.chat.history(x.userId, x.limit);
  }
  @RpcHandler(AI.chatSend) send(x: RpcParsed<typeof AI.chatSend>) {
    return this.chat.send(x.userId, x.content, x.context);
  }
  @RpcHandler(AI.chatClear) clear(x: RpcParsed<typeof AI.chatClear>) {
    return this.chat.clear(x.userId);
  }
  @RpcHandler(AI.assistantStream) start(x: RpcParsed<typeof AI.assistantStream>) {
    return this.stream.start(x.userId, x.requestId, x.message, x.context, x.history);
  }
}
