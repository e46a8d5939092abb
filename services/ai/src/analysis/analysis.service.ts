import {
  analysisSchema,
  analyzePatentJobId,
  ErrorCode,
  RpcError,
  type AnalysisStatus,
} from '@patent-hub/contracts';
import type { AnalysisQueue } from '../jobs/analysis.queue.js';
import type { AnalysesRepository } from './analyses.repository.js';
import { analysisKey } from './patent-key.js';
import { buildReport } from './report.js';

/** Enqueues analyses (one in flight per user and patent) and reads them back. */
export class AnalysisService {
  constructor(
    private readonly repo: AnalysesRepository,
    private readonly queue: AnalysisQueue,
    private readonly patentExists: (number: string) => Promise<string>,
  ) {}

  async analyze(
    userId: string,
    rawNumber: string,
  ): Promise<{ jobId: string; status: AnalysisStatus; version: number }> {
    const patentNumber = analysisKey(await this.patentExists(rawNumber));
    for (let attempt = 0; attempt < 3; attempt++) {
      const latest = await this.repo.latest(userId, patentNumber);
      if (latest && (latest.status === 'pending' || latest.status === 'running')) {
        return { jobId: latest.jobId, status: latest.status, version: latest.version };
      }
      const version = (latest?.version ?? 0) + 1;
      const jobId = analyzePatentJobId(userId, patentNumber, version);
      const row = await this.repo.insertVersion(userId, patentNumber, version, jobId);
      if (!row) continue; // a concurrent request created this version; read it again
      try {
        await this.queue.add({ jobVersion: 1, userId, patentNumber, analysisVersion: version }, jobId);
      } catch {
        await this.repo.setStatus(userId, patentNumber, version, 'failed', {
          error: 'Could not enqueue the analysis',
        });
        throw new RpcError(ErrorCode.UNAVAILABLE, 'Analysis queue unavailable');
      }
      return { jobId, status: 'pending', version };
    }
    throw new RpcError(ErrorCode.CONFLICT, 'Analysis request conflicted; try again');
  }

  async get(userId: string, rawNumber: string) {
    const patentNumber = analysisKey(rawNumber);
    const latest = await this.repo.latest(userId, patentNumber);
    if (!latest) throw new RpcError(ErrorCode.NOT_FOUND, 'No analysis for this patent');
    if (latest.status === 'complete')
      return { status: 'complete' as const, data: analysisSchema.parse(latest.result) };
    return {
      status: latest.status as AnalysisStatus,
      ...(latest.status === 'failed' && latest.error ? { error: latest.error } : {}),
    };
  }

  async report(userId: string, rawNumber: string, now = new Date()) {
    const patentNumber = analysisKey(rawNumber);
    const row = await this.repo.latestComplete(userId, patentNumber);
    if (!row) throw new RpcError(ErrorCode.NOT_FOUND, 'No completed analysis for this patent');
    return buildReport(analysisSchema.parse(row.result), now);
  }

  /** The dashboard's mean novelty, computed here rather than by fetching every analysis in the browser. */
  async summary(userId: string, patentNumbers: string[]) {
    const scores = await this.repo.latestNovelty(userId, [...new Set(patentNumbers.map(analysisKey))]);
    const assessed = scores.filter((s): s is number => typeof s === 'number');
    return {
      meanNovelty: assessed.length ? assessed.reduce((a, b) => a + b, 0) / assessed.length : null,
      analyses: scores.length,
      assessed: assessed.length,
    };
  }

  async hasAnalyses(userId: string, patentNumbers: string[]) {
    const done = await this.repo.completedNumbers(userId, [...new Set(patentNumbers.map(analysisKey))]);
    return { results: Object.fromEntries(patentNumbers.map((n) => [n, done.has(analysisKey(n))])) };
  }
}
