import { Inject, Injectable, Logger } from '@nestjs/common';
import { AI } from '@patent-hub/contracts';
import { RpcClient } from '@patent-hub/service-kit';
import { AnalysisLookup } from './analysis-lookup.js';

const BATCH = 1000; // the ai contract's per-call maximum
export const AI_LOOKUP_TIMEOUT_MS = Symbol('AI_LOOKUP_TIMEOUT_MS');
// After a failure the ai service is not asked again for a while, so lists do not each wait a timeout.
export const AI_LOOKUP_PAUSE_MS = 30_000;

@Injectable()
export class RpcAnalysisLookup extends AnalysisLookup {
  private readonly logger = new Logger(AnalysisLookup.name);
  private pausedUntil = 0;

  constructor(
    private readonly rpc: RpcClient,
    @Inject(AI_LOOKUP_TIMEOUT_MS) private readonly timeoutMs: number,
  ) {
    super();
  }

  /** One call per 1000 numbers; if the ai service does not answer, lists still load with "no analysis". */
  async hasAnalyses(userId: string, patentNumbers: string[]): Promise<Set<string>> {
    const found = new Set<string>();
    if (Date.now() < this.pausedUntil) return found;
    for (let i = 0; i < patentNumbers.length; i += BATCH) {
      const batch = patentNumbers.slice(i, i + BATCH);
      try {
        const { results } = await this.rpc.call(
          AI.hasAnalyses,
          { userId, patentNumbers: batch },
          { timeoutMs: this.timeoutMs },
        );
        for (const n of batch) if (results[n]) found.add(n);
      } catch (error) {
        this.pausedUntil = Date.now() + AI_LOOKUP_PAUSE_MS;
        this.logger.warn(
          `ai.hasAnalyses failed, answering hasAnalysis=false for ${AI_LOOKUP_PAUSE_MS} ms: ${(error as Error).message}`,
        );
        return found;
      }
    }
    return found;
  }
}
