import { Controller, Inject } from '@nestjs/common';
import { AI_DEADLINES, type RpcParsed } from '@patent-hub/contracts';
import { RpcHandler } from '@patent-hub/service-kit';
import { TOKENS } from '../ai.tokens.js';
import { computeDeadlines } from './deadlines.js';
import type { LegalKnowledgeBase } from './legal-kb.js';

/** The deadline calculator over RPC (issue 26): no state, the legal knowledge base held in memory. */
@Controller()
export class DeadlinesController {
  constructor(@Inject(TOKENS.legal) private readonly kb: LegalKnowledgeBase) {}

  @RpcHandler(AI_DEADLINES.deadlines) deadlines(x: RpcParsed<typeof AI_DEADLINES.deadlines>) {
    return { report: computeDeadlines(x.input, this.kb) };
  }
}
