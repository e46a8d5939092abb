import { HttpError, apiRequest, buildInit, throwIfNotOk } from './http';
import type { Analysis, AnalysisStatus, Patent } from './types';

export interface AnalysisState {
  status: AnalysisStatus | 'none';
  data?: Analysis;
  error?: string;
}

const base = (n: string) => `/api/patents/${encodeURIComponent(n)}`;

/** Starts an analysis job; the server answers 202 {jobId, status}. The panel sends no body. */
export const requestAnalysis = (patentNumber: string, patentData?: Patent) =>
  apiRequest<{ jobId: string; status: AnalysisStatus }>(
    'POST',
    `${base(patentNumber)}/analyze`,
    patentData ? { patentData } : undefined,
  );

/** Complete → {data}; otherwise {status, error?}. A 404 means no analysis was ever requested. */
export async function fetchAnalysis(patentNumber: string): Promise<AnalysisState> {
  try {
    const body = await apiRequest<{ data?: Analysis; status?: AnalysisStatus; error?: string }>(
      'GET',
      `${base(patentNumber)}/analysis`,
    );
    if (body?.data) return { status: 'complete', data: body.data };
    return { status: body?.status ?? 'none', error: body?.error };
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return { status: 'none' };
    throw error;
  }
}

/**
 * The server's report (SPEC §9): the gateway answers it as an attachment named patent-analysis-{number}-{timestamp}.txt;
 * the name is taken from its content-disposition header.
 */
export async function fetchAnalysisReport(
  patentNumber: string,
): Promise<{ fileName: string; content: string }> {
  const res = await fetch(`${base(patentNumber)}/analysis/report`, buildInit('GET'));
  await throwIfNotOk(res);
  const fileName = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1];
  if (!fileName) throw new Error('The report came without a file name');
  return { fileName, content: await res.text() };
}
