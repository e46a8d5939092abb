import { analysisSchema, type Analysis } from '@patent-hub/contracts';
import { buildLocalAnalysis } from '../engine/local-analysis.js';
import type { CorpusSearch, PatentForAnalysis } from '../engine/types.js';
import type { AiProvider } from '../providers/ai-provider.js';
import { searchPriorArt } from './prior-art.retriever.js';

export interface AnalyzeDeps {
  loadPatent(number: string): Promise<PatentForAnalysis>;
  search: CorpusSearch;
  provider: AiProvider;
}

/**
 * The worker's job body: load, search earlier art, chart the claims, score on listed signals, then let the provider
 * write it up (ARCHITECTURE decision 7: evidence, then words). The provider words the summary and recommendations;
 * the evidence (prior art, charts, cut-off, scores and their reasons) is the engine's and is kept as computed.
 */
export async function analyzePatent(
  deps: AnalyzeDeps,
  patentNumber: string,
  version: number,
  signal?: AbortSignal,
): Promise<Analysis> {
  const patent = await deps.loadPatent(patentNumber);
  const found = await searchPriorArt(deps.search, patent);
  const draft = buildLocalAnalysis(patent, found);
  const written = await deps.provider.writeAnalysis(patent, draft, signal);
  const engine = deps.provider.engine;
  return analysisSchema.parse({
    ...written,
    priorArt: draft.priorArt,
    priorArtCutoff: draft.priorArtCutoff,
    priorArtSearch: draft.priorArtSearch,
    claimCharts: draft.claimCharts,
    noveltyScore: draft.noveltyScore,
    technicalMerit: draft.technicalMerit,
    commercialPotential: draft.commercialPotential,
    scoreReasons: draft.scoreReasons,
    scoreSignals: draft.scoreSignals,
    summarySource:
      written.summary === draft.summary
        ? draft.summarySource
        : `Written by ${engine.label} from the evidence.`,
    patentNumber: patent.number,
    version,
    engine,
    createdAt: new Date().toISOString(),
  });
}
