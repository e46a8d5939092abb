import { UnrecoverableError, type Job } from 'bullmq';
import { ErrorCode, RpcError, type AnalyzePatentJob } from '@patent-hub/contracts';
import { analyzePatent, type AnalyzeDeps } from '../analysis/analyze-patent.use-case.js';
import type { AnalysesRepository } from '../analysis/analyses.repository.js';
import type { JobLifecycle } from './analysis.worker.js';

const PERMANENT: string[] = [ErrorCode.NOT_FOUND, ErrorCode.VALIDATION, ErrorCode.UNPROCESSABLE];

/** Binds the job lifecycle to the analyses table: running → complete (once), pending on retry, failed with reason. */
export function analysisJobLifecycle(repo: AnalysesRepository, deps: AnalyzeDeps): JobLifecycle {
  return {
    async run(data: AnalyzePatentJob, job: Job) {
      const { userId, patentNumber, analysisVersion } = data;
      await repo.setStatus(userId, patentNumber, analysisVersion, 'running', {
        attempts: job.attemptsMade + 1,
        error: null,
      });
      try {
        const analysis = await analyzePatent(deps, patentNumber, analysisVersion);
        await repo.complete(userId, patentNumber, analysisVersion, analysis);
      } catch (err) {
        if (err instanceof RpcError && PERMANENT.includes(err.code))
          throw new UnrecoverableError(err.message);
        throw err;
      }
    },
    retrying: (d, reason) =>
      repo.setStatus(d.userId, d.patentNumber, d.analysisVersion, 'pending', { error: reason }),
    failed: (d, reason) =>
      repo.setStatus(d.userId, d.patentNumber, d.analysisVersion, 'failed', { error: reason }),
  };
}
