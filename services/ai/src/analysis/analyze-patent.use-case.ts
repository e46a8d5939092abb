import { analysisSchema, SCORE_BASIS, type Analysis } from '@patent-hub/contracts';
import { parseClaims } from '../engine/claims-parser.js';
import { documentStatus } from '../engine/document-kind.js';
import { buildLocalAnalysis } from '../engine/local-analysis.js';
import { notSearched } from '../engine/prior-art-chart.js';
import { expiredText, feeUnknownText, feesOwed, inForceUntil } from '../engine/recommendations.js';
import type { Embedder } from '../engine/embeddings.js';
import type { Section102Revisions } from '../engine/prior-art-basis.js';
import type { CorpusSearch, PatentForAnalysis } from '../engine/types.js';
import type { AiProvider } from '../providers/ai-provider.js';
import { allBy } from './analysis-narrative.js';
import { lookUpOfRecord, searchPriorArt } from './prior-art.retriever.js';

export interface AnalyzeDeps {
  loadPatent(number: string): Promise<PatentForAnalysis>;
  search: CorpusSearch;
  provider: AiProvider;
  now?: () => Date;
  /** The revisions of 102 and pre-AIA 102 in the legal texts (section102Revisions), cited with each reference's basis. */
  revisions?: Section102Revisions;
  /**
   * Sentence embeddings for the field test of the references over the floor (FIELD_COSINE, prior-art-chart.ts); the
   * worker gives the process-wide embedder. Absent: the field is not tested, and the analysis says so.
   */
  field?: Embedder | null;
}

/** Design patents are not searched on text: a design is compared on its drawings, which the corpus does not hold. */
const DESIGN_NOT_SEARCHED =
  'Design patent: prior art for a design is compared on its drawings, which the corpus does not hold; no text search was run.';

/**
 * The worker's job body: load, parse the claims once, search earlier art, chart the claims, score on listed signals,
 * then let the provider write it up (ARCHITECTURE decision 7: evidence, then words). The provider words the summary,
 * the differences and the recommendations; the evidence (prior art, charts, cut-off, scores and their reasons) is
 * the engine's and is kept as computed. `writtenBy` says per part which engine wrote it.
 */
export async function analyzePatent(
  deps: AnalyzeDeps,
  patentNumber: string,
  version: number,
  signal?: AbortSignal,
): Promise<Analysis> {
  const now = deps.now?.() ?? new Date();
  const patent = await deps.loadPatent(patentNumber);
  const claims = parseClaims(patent.claims);
  const status = documentStatus(patent, now);
  const found = status.design
    ? notSearched(patent, DESIGN_NOT_SEARCHED, await lookUpOfRecord(deps.search, patent))
    : await searchPriorArt(deps.search, patent, { claims, revisions: deps.revisions, field: deps.field });
  const draft = buildLocalAnalysis(patent, found, { claims, now });
  const written = await deps.provider.writeAnalysis(patent, draft, signal);
  const engine = deps.provider.engine;
  const owed = feesOwed(patent, status);
  return analysisSchema.parse({
    ...written,
    priorArt: written.priorArt.map((p, i) => ({ ...draft.priorArt[i], difference: p.difference })),
    priorArtCutoff: draft.priorArtCutoff,
    priorArtSearch: draft.priorArtSearch,
    claimCharts: draft.claimCharts,
    ...(draft.referencesOfRecord
      ? { referencesOfRecord: draft.referencesOfRecord, referencesOfRecordRule: draft.referencesOfRecordRule }
      : {}),
    noveltyScore: draft.noveltyScore,
    technicalMerit: draft.technicalMerit,
    commercialPotential: draft.commercialPotential,
    scoreReasons: draft.scoreReasons,
    scoreSignals: draft.scoreSignals,
    // A design's technical merit is not assessed at all: no statement of what its number reads (attorney re-check).
    scoreBasis: { ...SCORE_BASIS, ...(status.design ? { technicalMerit: '' } : {}) },
    summarySource:
      written.summary === draft.summary
        ? draft.summarySource
        : (written.summarySource ?? `Written by ${engine.label} from the evidence.`),
    writtenBy: written.writtenBy ?? allBy(engine),
    patentStatus: {
      documentType: status.design ? 'design' : (patent.documentType ?? 'utility'),
      granted: status.granted,
      state: status.state,
      grantDate: status.grantDate,
      expiry: status.expiry,
      // The report and the panel print the basis after the date: it says when the date is not exact (re-review).
      expiryBasis: withQualifier(status.expiryBasis, patent.expiry?.qualifier),
      ...(status.state === 'in force' ? { stateText: inForceUntil(status.expiry, 'fees' in owed) } : {}),
      ...(status.state === 'unknown' && status.feeNotShown ? { stateText: feeUnknownText(status) } : {}),
      // Its term's end is the latest it expired: a fee's grace period that ended before it leaves an earlier end open.
      ...(status.state === 'expired' && status.feeNotShown ? { stateText: expiredText(status, false) } : {}),
      maintenanceFees: 'fees' in owed ? owed.fees : [],
    },
    patentNumber: patent.number,
    version,
    engine,
    createdAt: now.toISOString(),
  });
}

/**
 * The expiry basis with the qualifier the record gives the date, unless the basis already says it: a terminal
 * disclaimer's basis states the date is the latest day (attorney re-review, issue 23 defect 5: US8088102 said so twice).
 */
function withQualifier(basis: string | null, qualifier: string | undefined): string | null {
  if (!basis || !qualifier) return basis;
  const said =
    qualifier.startsWith('at the latest') && /terminal disclaimer: it ends no later than this/.test(basis);
  return said ? basis : `${basis}; ${qualifier}`;
}
