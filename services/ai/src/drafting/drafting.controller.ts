import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AI,
  AI_CLAIM_CHECK,
  checkClaimsRpcSchema,
  draftClaimsRpcSchema,
  generateAbstractRpcSchema,
  parseOrThrow,
  strategyRpcSchema,
} from '@patent-hub/contracts';
import { TOKENS } from '../ai.tokens.js';
import type { StrategyService } from '../strategy/strategy.service.js';
import type { DraftingService } from './drafting.service.js';

@Controller()
export class DraftingController {
  constructor(
    @Inject(TOKENS.drafting) private readonly drafting: DraftingService,
    @Inject(TOKENS.strategy) private readonly strategy: StrategyService,
  ) {}

  @MessagePattern(AI.generateAbstract) abstract(@Payload() p: unknown) {
    const x = parseOrThrow(generateAbstractRpcSchema, p);
    return this.drafting.abstract(x.title, x.description);
  }
  @MessagePattern(AI.generateClaims) claims(@Payload() p: unknown) {
    const x = parseOrThrow(draftClaimsRpcSchema, p);
    return this.drafting.claims(x.description, x.existingClaims, x.title);
  }
  @MessagePattern(AI_CLAIM_CHECK.checkClaims) check(@Payload() p: unknown) {
    const x = parseOrThrow(checkClaimsRpcSchema, p);
    return this.drafting.check(x.claims, x.abstract);
  }
  @MessagePattern(AI.strategyAnalysis) swot(@Payload() p: unknown) {
    return this.strategy.analyze(parseOrThrow(strategyRpcSchema, p).scenario);
  }
}
