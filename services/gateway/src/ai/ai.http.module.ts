import { Module } from '@nestjs/common';
import { AnalysisController } from './analysis.controller.js';
import { AssistantStreamController } from './assistant-stream.controller.js';
import { AssistantStreamRelay } from './assistant-stream.relay.js';
import { ChatController } from './chat.controller.js';
import { DraftingController } from './drafting.controller.js';

// The ai area's HTTP routes, each one RPC call; the assistant stream is relayed from Redis as SSE.
@Module({
  controllers: [AnalysisController, ChatController, DraftingController, AssistantStreamController],
  providers: [AssistantStreamRelay],
})
export class AiHttpModule {}
