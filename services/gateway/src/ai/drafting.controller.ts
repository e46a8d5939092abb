import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  AI,
  AI_CLAIM_CHECK,
  checkClaimsBodySchema,
  draftClaimsBodySchema,
  generateAbstractBodySchema,
  parseOrThrow,
  strategyBodySchema,
} from '@patent-hub/contracts';
import { RpcClient } from '@patent-hub/service-kit';
import { CurrentUser, type SessionUser } from '../auth/current-user.decorator.js';

const SLOW = { timeoutMs: 120_000 };

@ApiTags('ai')
@Controller('ai')
export class DraftingController {
  constructor(private readonly rpc: RpcClient) {}

  @Post('generate-abstract')
  @HttpCode(200)
  @ApiOkResponse({
    description:
      '{success, data: {abstract (≤150 words, never cut), wordCount, findings (abstract checker), engine}}',
  })
  abstract(@CurrentUser() user: SessionUser, @Body() body: unknown) {
    return this.rpc
      .call(AI.generateAbstract, { userId: user.id, ...parseOrThrow(generateAbstractBodySchema, body) }, SLOW)
      .then((data) => ({ success: true, data }));
  }

  @Post('generate-claims')
  @HttpCode(200)
  @ApiOkResponse({
    description:
      '{success, data: {claims, findings (claim checker on the output), counts, fees (37 CFR 1.16), label, engine}}',
  })
  claims(@CurrentUser() user: SessionUser, @Body() body: unknown) {
    return this.rpc
      .call(AI.generateClaims, { userId: user.id, ...parseOrThrow(draftClaimsBodySchema, body) }, SLOW)
      .then((data) => ({ success: true, data }));
  }

  @Post('check-claims')
  @HttpCode(200)
  @ApiOkResponse({
    description:
      '{success, data: {findings [{claim, code, severity, message, start, end}], counts, fees (37 CFR 1.16 cited), abstractFindings}}',
  })
  checkClaims(@CurrentUser() user: SessionUser, @Body() body: unknown) {
    return this.rpc
      .call(AI_CLAIM_CHECK.checkClaims, { userId: user.id, ...parseOrThrow(checkClaimsBodySchema, body) })
      .then((data) => ({ success: true, data }));
  }

  @Post('strategy-analysis')
  @HttpCode(200)
  @ApiOkResponse({
    description: '{success, data: {analysis: SWOT + grounding in the corpus landscape + engine}}',
  })
  strategy(@CurrentUser() user: SessionUser, @Body() body: unknown) {
    return this.rpc
      .call<{ analysis: unknown }>(
        AI.strategyAnalysis,
        { userId: user.id, ...parseOrThrow(strategyBodySchema, body) },
        SLOW,
      )
      .then((data) => ({ success: true, data }));
  }
}
