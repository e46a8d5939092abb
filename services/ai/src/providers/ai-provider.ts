import type { AiEngine } from '@patent-hub/contracts';
import type { AnalysisDraft } from '../engine/local-analysis.js';
import type { PatentForAnalysis, PriorArtCandidate } from '../engine/types.js';

export interface AnswerInput {
  question: string;
  sources: PriorArtCandidate[];
  history: { role: 'user' | 'assistant'; content: string }[];
  /** The patent the question is about (the chat context named it); it is sources[0]. */
  focus?: string;
}

/** One interface, two engines (ARCHITECTURE decision 7). Evidence (claims, prior art, mappings) is always computed locally. */
export interface AiProvider {
  readonly engine: AiEngine;
  /** Writes the narrative of an analysis (summary, scores with reasons, recommendations) from the local evidence. */
  writeAnalysis(
    patent: PatentForAnalysis,
    draft: AnalysisDraft,
    signal?: AbortSignal,
  ): Promise<AnalysisDraft>;
  abstract(title: string, description: string): Promise<string>;
  claims(description: string, existingClaims: string[], title?: string): Promise<string[]>;
}

export const AI_PROVIDER = Symbol('AI_PROVIDER');
