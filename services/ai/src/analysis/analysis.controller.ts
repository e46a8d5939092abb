import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AI, analyzeRpcSchema, getAnalysisRpcSchema, hasAnalysesRpcSchema, parseOrThrow } from '@patent-hub/contracts';
import { IDEMPOTENT } from '@patent-hub/service-kit';
import { TOKENS } from '../ai.tokens.js';
import type { AnalysisService } from './analysis.service.js';

@Controller()
export class AnalysisController {
  constructor(@Inject(TOKENS.analysis) private readonly analysis: AnalysisService) {}

  @MessagePattern(AI.analyze) analyze(@Payload() p: unknown) { const x = parseOrThrow(analyzeRpcSchema, p); return this.analysis.analyze(x.userId, x.patentNumber); }
  @MessagePattern(AI.getAnalysis, IDEMPOTENT) get(@Payload() p: unknown) { const x = parseOrThrow(getAnalysisRpcSchema, p); return this.analysis.get(x.userId, x.patentNumber); }
  @MessagePattern(AI.getReport, IDEMPOTENT) report(@Payload() p: unknown) { const x = parseOrThrow(getAnalysisRpcSchema, p); return this.analysis.report(x.userId, x.patentNumber); }
  @MessagePattern(AI.hasAnalyses, IDEMPOTENT) has(@Payload() p: unknown) { const x = parseOrThrow(hasAnalysesRpcSchema, p); return this.analysis.hasAnalyses(x.userId, x.patentNumbers); }
}
