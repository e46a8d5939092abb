import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  AI,
  AI_CLAIM_CHECK,
  AI_DEADLINES,
  AI_SUMMARY,
  analysisSummaryBodySchema,
  deadlineInputSchema,
  checkClaimsBodySchema,
  generateAbstractBodySchema,
  generateClaimsBodySchema,
  parseOrThrow,
  strategyBodySchema,
} from '@patent-hub/contracts';
import { RpcClient } from '@patent-hub/service-kit';
import { CurrentUser, type SessionUser } from '../auth/current-user.decorator.js';

const SLOW = { timeoutMs: 120_000 };
@Controller('ai')
export class DraftingController {
  constructor(private readonly rpc: RpcClient) {}

  @Post('generate-abstract')
  @HttpCode(200)
  abstract(@CurrentUser() user: SessionUser, @Body() body: unknown) {
    return this.rpc
      .call(AI.generateAbstract, { userId: user.id, ...parseOrThrow(generateAbstractBodySchema, body) }, SLOW)
      .then((data) => ({ success: true, data }));
  }

  @Post('generate-claims')
  @HttpCode(200)
  claims(@CurrentUser() user: SessionUser, @Body() body: unknown) {
    return this.rpc
      .call(AI.generateClaims, { userId: user.id, ...parseOrThrow(generateClaimsBodySchema, body) }, SLOW)
      .then((data) => ({ success: true, data }));
  }

  @Post('check-claims')
  @HttpCode(200)
  checkClaims(@CurrentUser() user: SessionUser, @Body() body: unknown) {
    return this.rpc
      .call(AI_CLAIM_CHECK.checkClaims, { userId: user.id, ...parseOrThrow(checkClaimsBodySchema, body) })
      .then((data) => ({ success: true, data }));
  }

  @Post('strategy-analysis')
  @HttpCode(200)
  strategy(@CurrentUser() user: SessionUser, @Body() body: unknown) {
    return this.rpc
      .call(AI.strategyAnalysis, { userId: user.id, ...parseOrThrow(strategyBodySchema, body) }, SLOW)
      .then((data) => ({ success: true, data }));
  }

  @Post('deadlines')
  @HttpCode(200)
  deadlines(@CurrentUser() user: SessionUser, @Body() body: unknown) {
    return this.rpc
      .call(AI_DEADLINES.deadlines, { userId: user.id, input: parseOrThrow(deadlineInputSchema, body) })
      .then((data) => ({ success: true, data }));
  }

  @Post('analysis-summary')
  @HttpCode(200)
  analysisSummary(@CurrentUser() user: SessionUser, @Body() body: unknown) {
    return this.rpc
      .call(AI_SUMMARY.analysisSummary, { userId: user.id, ...parseOrThrow(analysisSummaryBodySchema, body) })
      .then((data) => ({ success: true, data }));
  }
}
