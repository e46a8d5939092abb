import { analysisKey } from '../analysis/patent-key.js';

/** What the assistant panel sends as context: no page of its own, so nothing beyond the question grounds the answer. */
export const GENERIC_CONTEXT = 'patent_assistant';
const PATENT_NUMBER = /^(?:RE|D|PP|H|T)?\d{4,11}$/;

/** The patent a chat context names ("US7000001", "patent:US 7,000,001 B2", "7000001"), as a bare number; null for any other context. */
export function contextPatentNumber(context: string | undefined): string | null {
  if (!context) return null;
  const key = analysisKey(context.trim().replace(/^patent:\s*/i, ''));
  return PATENT_NUMBER.test(key) ? key : null;
}
