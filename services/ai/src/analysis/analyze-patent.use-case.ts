import { analysisSchema, type Analysis } from '@patent-hub/contracts';
import { buildLocalAnalysis } from '../engine/local-analysis.js';
import type { CorpusSearch, PatentForAnalysis } from '../engine/types.js';
import type { AiProvider } from '../providers/ai-provider.js';
import { retrievePriorArt } from './prior-art.retriever.js';

export interface AnalyzeDeps {
  loadPatent(number: string): Promise<PatentForAnalysis>;
  search: CorpusSearch;
  provider: AiProvider;
}

/** The worker's job body: load, retrieve earlier art, map claim elements, then let the provider write it up. */
export async function analyzePatent(
  deps: AnalyzeDeps,
  patentNumber: string,
  version: number,
  signal?: AbortSignal,
): Promise<Analysis> {
  const patent = await deps.loadPatent(patentNumber);
  const candidates = await retrievePriorArt(deps.search, patent);
  const draft = buildLocalAnalysis(patent, candidates);
  const written = await deps.provider.writeAnalysis(patent, draft, signal);
  return analysisSchema.parse({
    ...written,
    patentNumber: patent.number,
    version,
    engine: deps.provider.engine,
    createdAt: new Date().toISOString(),
  });
}
