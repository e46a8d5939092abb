import { CHAT_HISTORY_MAX } from '@patent-hub/contracts/web';
import { apiRequest, buildInit } from './http';
import type {
  AiEngine,
  AnswerSource,
  CheckClaimsResult,
  ClaimFinding,
  AnalysisSummary,
  StrategyAnalysisResult,
  StreamEvent,
} from './types';

export interface Engined {
  engine?: AiEngine;
}

export const generateAbstract = (title: string, description: string) =>
  apiRequest<{ data: { abstract: string; findings?: ClaimFinding[]; label?: string } & Engined }>(
    'POST',
    '/api/ai/generate-abstract',
    { title, description },
  );

/** The claims come back checked: findings, counts and the 37 CFR 1.16 fee note for the drafted set. */
export const generateClaims = (description: string, existingClaims: string[], title: string) =>
  apiRequest<{
    data: { claims: string[]; label?: string } & Partial<Omit<CheckClaimsResult, 'abstractFindings'>> &
      Engined;
  }>('POST', '/api/ai/generate-claims', {
    description,
    existingClaims: existingClaims.filter((c) => c.trim()),
    title,
  });

/** Every claim as typed (empty ones keep their place, so finding numbers are the editor's), and the abstract. */
export const checkClaims = (claims: string[], abstract: string) =>
  apiRequest<{ data: CheckClaimsResult }>('POST', '/api/ai/check-claims', { claims, abstract });

export const strategyAnalysis = (scenario: string) =>
  apiRequest<{ data: { analysis: StrategyAnalysisResult } }>('POST', '/api/ai/strategy-analysis', {
    scenario,
  });

/** The dashboard's mean novelty over the latest complete analyses of these patents, computed by the ai service. */
export const analysisSummary = (patentNumbers: string[]) =>
  apiRequest<{ data: AnalysisSummary }>('POST', '/api/ai/analysis-summary', { patentNumbers });

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

/**
 * Streams the assistant's reply (SPEC §7): lines 'data: {json}' carrying chunk, done or error;
 * unparsable lines are ignored. Resolves with the full text, and the engine and sources from 'done'.
 * `history` is the conversation so far (the page keeps it in the browser), so a follow-up is understood.
 */
export async function streamAssistant(
  message: string,
  onChunk: (textSoFar: string) => void,
  history: ChatTurn[] = [],
): Promise<{ text: string; engine?: AiEngine; sources?: AnswerSource[] }> {
  const res = await fetch(
    '/api/ai/assistant/stream',
    buildInit('POST', {
      message,
      context: 'patent_assistant',
      // Bounded by the request schema only; the server decides how many turns it uses.
      ...(history.length ? { history: history.slice(-CHAT_HISTORY_MAX) } : {}),
    }),
  );
  if (!res.ok) throw new Error(`HTTP error! status: ${res.status}`);
  if (!res.body) throw new Error('No response body');
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      const event = parseEvent(line);
      if (!event) continue;
      if (event.type === 'chunk') {
        text += event.content;
        onChunk(text);
      } else if (event.type === 'error') throw new Error(event.message);
      else return { text, engine: event.engine, sources: event.sources };
    }
  }
  return { text };
}

function parseEvent(line: string): StreamEvent | null {
  if (!line.startsWith('data: ')) return null;
  try {
    return JSON.parse(line.slice(6)) as StreamEvent;
  } catch {
    return null;
  }
}
