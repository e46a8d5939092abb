import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AI, assistantStreamRpcSchema, chatClearRpcSchema, chatHistoryRpcSchema, chatSendRpcSchema, parseOrThrow } from '@patent-hub/contracts';
import { IDEMPOTENT } from '@patent-hub/service-kit';
import { TOKENS } from '../ai.tokens.js';
import type { AssistantStreamService } from '../stream/assistant-stream.service.js';
import type { ChatService } from './chat.service.js';

@Controller()
export class ChatController {
  constructor(@Inject(TOKENS.chat) private readonly chat: ChatService, @Inject(TOKENS.stream) private readonly stream: AssistantStreamService) {}

  @MessagePattern(AI.chatHistory, IDEMPOTENT) history(@Payload() p: unknown) { const x = parseOrThrow(chatHistoryRpcSchema, p); return this.chat.history(x.userId, x.limit); }
  @MessagePattern(AI.chatSend) send(@Payload() p: unknown) { const x = parseOrThrow(chatSendRpcSchema, p); return this.chat.send(x.userId, x.content, x.context); }
  @MessagePattern(AI.chatClear) clear(@Payload() p: unknown) { return this.chat.clear(parseOrThrow(chatClearRpcSchema, p).userId); }
  @MessagePattern(AI.assistantStream) start(@Payload() p: unknown) { const x = parseOrThrow(assistantStreamRpcSchema, p); return this.stream.start(x.userId, x.requestId, x.message); }
}
