import { ErrorCode, RpcError } from '@patent-hub/contracts';
import { analysisKey } from '../analysis/patent-key.js';
import type { PriorArtCandidate } from '../engine/types.js';
import type { PatentsPort } from '../patents/patents.gateway.js';

/** What the assistant panel sends as context: no page of its own, so nothing beyond the question grounds the answer. */
export const GENERIC_CONTEXT = 'patent_assistant';
const PATENT_NUMBER = /^(?:RE|D|PP|H|T)?\d{4,11}$/;

/** Finds corpus patents relevant to a question; the answer cites them by number. A search outage leaves the answer ungrounded, not failed. */
export async function groundingSources(
  patents: PatentsPort,
  question: string,
  limit = 5,
): Promise<PriorArtCandidate[]> {
  try {
    // A short deadline: a chat answer should not wait long on the corpus.
    return await patents.similar({ text: question, limit, timeoutMs: 3_000 });
  } catch {
    return [];
  }
}

export function citedNumbers(text: string, sources: PriorArtCandidate[]): string[] {
  return sources.map((s) => s.patentNumber).filter((n) => text.includes(n));
}

/** The patent a chat context names ("US7000001", "patent:US 7,000,001 B2", "7000001"), as a bare number; null for any other context. */
export function contextPatentNumber(context: string | undefined): string | null {
  if (!context) return null;
  const key = analysisKey(context.trim().replace(/^patent:\s*/i, ''));
  return PATENT_NUMBER.test(key) ? key : null;
}

/**
 * Sources for an answer in a context: a context naming a patent puts that patent first (the answer is about it and
 * cites it), then the corpus patents nearest to it and the question; another page context (not the panel's generic
 * one) joins the retrieval query. A named patent missing from the corpus is a validation error of `context`.
 */
export async function contextualSources(
  patents: PatentsPort,
  question: string,
  context: string | undefined,
  limit = 5,
): Promise<{ sources: PriorArtCandidate[]; focus?: string }> {
  const number = contextPatentNumber(context);
  if (!number) {
    const extra = context && context !== GENERIC_CONTEXT ? `\n${context}` : '';
    return { sources: await groundingSources(patents, `${question}${extra}`, limit) };
  }
  const patent = await patents.get(number).catch((err: unknown) => {
    if (err instanceof RpcError && err.code === ErrorCode.NOT_FOUND)
      throw new RpcError(ErrorCode.VALIDATION, `context: patent US${number} is not in the corpus`);
    throw err;
  });
  const focus: PriorArtCandidate = {
    patentNumber: patent.number,
    title: patent.title,
    abstract: patent.abstract,
    date: patent.earliestDate,
    cpc: patent.cpc,
    score: 1,
  };
  const near = await groundingSources(patents, `${question}\n${patent.title}\n${patent.abstract}`, limit);
  return {
    sources: [focus, ...near.filter((s) => s.patentNumber !== focus.patentNumber)].slice(0, limit),
    focus: focus.patentNumber,
  };
}
