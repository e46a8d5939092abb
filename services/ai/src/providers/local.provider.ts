import type { AiEngine } from '@patent-hub/contracts';
import { localAbstractText, localClaimSet } from '../drafting/local-draft.js';
import type { AnalysisDraft } from '../engine/local-analysis.js';
import type { AiProvider } from './ai-provider.js';

export const LOCAL_ENGINE: AiEngine = {
  provider: 'local',
  model: 'rules-v1',
  label:
    'Local engine: claim parsing, corpus retrieval, extractive text and rule-based scores (no language model)',
};

/** Needs no network and no model; honest about being rule-based (the engine label travels with every result). */
export class LocalProvider implements AiProvider {
  readonly engine = LOCAL_ENGINE;

  async writeAnalysis(_patent: unknown, draft: AnalysisDraft): Promise<AnalysisDraft> {
    return draft;
  }

  async abstract(title: string, description: string): Promise<string> {
    return localAbstractText(title, description);
  }

  async claims(description: string, existingClaims: string[], title = ''): Promise<string[]> {
    return localClaimSet(title, description, existingClaims);
  }
}
