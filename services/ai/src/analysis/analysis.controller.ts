import { Controller, Inject } from '@nestjs/common';
import { AI, AI_SUMMARY, type RpcParsed } from '@patent-hub/contracts';
import { RpcHandler } from '@patent-hub/service-kit';
import { TOKENS } from '../ai.tokens.js';
import type { AnalysisService } from './analysis.service.js';

@Controller()
export class AnalysisController {
  constructor(@Inject(TOKENS.analysis) private readonly analysis: AnalysisService) {}

  @RpcHandler(AI.analyze) analyze(x: RpcParsed<typeof AI.analyze>) {
    return this.analysis.analyze(x.userId, x.patentNumber);
  }
  @RpcHandler(AI.getAnalysis) get(x: RpcParsed<typeof AI.getAnalysis>) {
    return this.analysis.get(x.userId, x.patentNumber);
  }
  @RpcHandler(AI.getReport) report(x: RpcParsed<typeof AI.getReport>) {
    return this.analysis.report(x.userId, x.patentNumber);
  }
  @RpcHandler(AI.hasAnalyses) has(x: RpcParsed<typeof AI.hasAnalyses>) {
    return this.analysis.hasAnalyses(x.userId, x.patentNumbers);
  }
  @RpcHandler(AI_SUMMARY.analysisSummary) summary(x: RpcParsed<typeof AI_SUMMARY.analysisSummary>) {
    return this.analysis.summary(x.userId, x.patentNumbers);
  }
}
