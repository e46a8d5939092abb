import { Controller, Inject } from '@nestjs/common';
import { AI, type RpcParsed } from '@patent-hub/contracts';
import { RpcHandler } from '@patent-hub/service-kit';
import { TOKENS } from '../ai.tokens.js';
import type { AnalysisService } from './analysis.service.js';

@Controller()
export class AnalysisController {
  constructor(@Inject(TOKENS.analysis) private readonly sut: AnalysisService) {}

  @RpcHandler(AI.analyze) analyze(x: RpcParsed<typeof AI.analyze>) {
    return this.sut.analyze(x.userId, x.patentNumber);
  }
  @RpcHandler(AI.getAnalysis) get(x: RpcParsed<typeof AI.getAnalysis>) {
    return this.sut.get(x.userId, x.patentNumber);
  }
  @RpcHandler(AI.getReport) report(x: RpcParsed<typeof AI.getReport>) {
    return this.sut.report(x.userId, x.patentNumber);
  }
  @RpcHandler(AI.hasAnalyses) has(x: RpcParsed<typeof AI.hasAnalyses>) {
    return this.sut.hasAnalyses(x.userId, x.patentNumbers);
  }
}
