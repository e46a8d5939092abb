import { Controller, Inject } from '@nestjs/common';
import { AI, AI_CLAIM_CHECK, type RpcParsed } from '@patent-hub/contracts';
import { RpcHandler } from '@patent-hub/service-kit';
import { TOKENS } from '../ai.tokens.js';
import type { StrategyService } from '../strategy/strategy.service.js';
import type { DraftingService } from './drafting.service.js';

@Controller()
export class DraftingController {
  constructor(
    @Inject(TOKENS.drafting) private readonly drafting: DraftingService,
    @Inject(TOKENS.strategy) private readonly strategy: StrategyService,
  ) {}

  @RpcHandler(AI.generateAbstract) abstract(x: RpcParsed<typeof AI.generateAbstract>) {
    return this.drafting.abstract(x.title, x.description);
  }
  @RpcHandler(AI.generateClaims) claims(x: RpcParsed<typeof AI.generateClaims>) {
    return this.drafting.claims(x.description, x.existingClaims, x.title);
  }
  @RpcHandler(AI_CLAIM_CHECK.checkClaims) check(x: RpcParsed<typeof AI_CLAIM_CHECK.checkClaims>) {
    return this.drafting.check(x.claims, x.abstract);
  }
  @RpcHandler(AI.strategyAnalysis) swot(x: RpcParsed<typeof AI.strategyAnalysis>) {
    return this.strategy.analyze(x.scenario);
  }
}
