import { Module, type DynamicModule } from '@nestjs/common';
import { AnalysisController } from './analysis/analysis.controller.js';
import { ChatController } from './chat/chat.controller.js';
import { DraftingController } from './drafting/drafting.controller.js';
import { DeadlinesController } from './legal/deadlines.controller.js';
import { TOKENS } from './ai.tokens.js';

/** Services are built in app.ts (they also serve the worker and tests without Nest) and provided by value. */
@Module({})
export class AiModule {
  static forRoot(services: Record<keyof typeof TOKENS, unknown>): DynamicModule {
    return {
      module: AiModule,
      controllers: [AnalysisController, ChatController, DraftingController, DeadlinesController],
      providers: (Object.keys(TOKENS) as (keyof typeof TOKENS)[]).map((k) => ({
        provide: TOKENS[k],
        useValue: services[k],
      })),
    };
  }
}
