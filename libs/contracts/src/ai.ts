import { z } from 'zod';
import { strategyAnalysisSchema } from './browser.js';
import { CHAT_HISTORY_MAX } from './values.js';
import { claimCountsSchema, claimFeesSchema, claimFindingSchema } from './claim-check.js';
import { deadlineReportSchema } from './deadlines.js';
import type { RpcDefinition } from './rpc.js';

/**
 * The ai service's RPC patterns, entities and payloads (SPEC §3 Analysis, Server chat message; §7 ai calls).
 *
 * Prior-art shape (SPEC §3 mismatch resolved): the panel reads {patent, similarity %, difference} and the
 * report export reads {reference, similarity out of 10, description}. One shape is stored and returned:
 * `priorArtItemSchema` = {patent, title, date, similarity (0–100 %, integer), difference, missingElements,
 * mappings}. The report is derived from it: reference = "US{patent} — {title}", similarity/10 = similarity / 10
 * (one decimal), description = difference. Nothing stores the report's field names.
 */
/** Which engine produced a result; the UI can show it. `local` is rule-based retrieval and parsing, no model. */
export const aiEngineSchema = z
  .object({
    provider: z.enum(['local', 'openai']),
    model: z.string(),
    label: z.string(),
  })
  .meta({ id: 'AiEngine' });
export type AiEngine = z.infer<typeof aiEngineSchema>;

const userId = z.string().min(1);
const patentNumber = z.string().trim().min(1, 'Patent number is required').max(32);

// ---- Analysis (SPEC §3) ----
export const keyClaimSchema = z.object({
  number: z.number().int().positive(),
  text: z.string(),
  independent: z.boolean(),
  dependsOn: z.array(z.number().int()),
});
/** A matched term in a chart passage: character offsets [start, end) into `passage`, and the claim term it matched. */
export const termSpanSchema = z.object({ start: z.number().int(), end: z.number().int(), term: z.string() });
/** One claim-chart row: a claim element against the reference's best-matching passage (issue 23). */
export const elementMappingSchema = z.object({
  claim: z.number().int(),
  element: z.string(),
  passage: z.string(),
  score: z.number().min(0).max(1),
  disclosed: z.boolean(),
  /** Additive: position of the element in its claim (0-based), where the passage comes from, matched terms. */
  elementIndex: z.number().int().optional(),
  source: z.enum(['title', 'abstract', 'claims', 'description']).optional(),
  highlights: z.array(termSpanSchema).optional(),
  /**
   * Additive (issue 23): "disclosed" (the element's distinctive terms and qualifiers in one passage), "partly" (some of
   * its distinctive terms), "not found" (the passage, if any, is the closest one and not a match); "possibly" (meaning
   * only) is no longer given but analyses stored before carry it. Where the passage is ("claim 3", "description,
   * paragraph [0012], sentence 41"); the cosine similarity of element and passage (null = not compared).
   */
  label: z.enum(['disclosed', 'partly', 'possibly', 'not found']).optional(),
  /**
   * Additive (issue 23): why a "partly" row whose terms reach the "disclosed" share is not disclosed: "its terms are
   * there, but the passage does not show the number "10"".
   */
  labelNote: z.string().optional(),
  where: z.string().optional(),
  semantic: z.number().nullable().optional(),
  /**
   * Additive (issue 23): what the element's "the"/"said" phrases refer back to, when the introducing phrase adds
   * words the chart also weighs: '"the second member" = "a second elongated member" (element 2)'.
   */
  antecedents: z.array(z.string()).optional(),
});
/** A claim split for charting: preamble and elements (steps, wherein clauses, Markush groups with alternatives). */
export const claimElementSchema = z.object({
  text: z.string(),
  kind: z.enum(['element', 'step', 'wherein', 'markush']),
  alternatives: z.array(z.string()).optional(),
  /** Additive (issue 23): the phrases that introduced its "the"/"said" phrases (element: 0-based, null = preamble). */
  antecedents: z
    .array(
      z.object({
        phrase: z.string(),
        refersTo: z.string(),
        element: z.number().int().nullable(),
        modifiers: z.array(z.string()),
      }),
    )
    .optional(),
});
export const chartedClaimSchema = z.object({
  claim: z.number().int(),
  preamble: z.string(),
  elements: z.array(claimElementSchema),
  /**
   * Additive (issue 23): a Jepson claim ("In a …, the improvement comprising …"): its preamble is admitted prior art
   * (37 CFR 1.75(e); MPEP 2129) and is not charted; the elements are the improvement's, on which novelty rests.
   */
  jepson: z.boolean().optional(),
});
/** What a score rests on: each signal with its value (null = not available for this patent). */
export const scoreSignalSchema = z.object({ name: z.string(), value: z.string().nullable() });
/** Who cited a reference of record: "cited by other" (older grants) does not say whether it was the examiner. */
export const citedBySchema = z.enum(['examiner', 'applicant', 'other', 'not stated']);
export const priorArtItemSchema = z.object({
  patent: z.string(),
  title: z.string(),
  date: z.string().nullable(),
  similarity: z.number().int().min(0).max(100),
  difference: z.string(),
  missingElements: z.array(z.string()),
  mappings: z.array(elementMappingSchema),
  /** Additive: the claim the similarity (element coverage) refers to, and the retrieval relevance (0–1). */
  chartClaim: z.number().int().optional(),
  relevance: z.number().optional(),
  /** Additive: the reference's text held full text (claims/description) when it was charted. */
  fullText: z.boolean().optional(),
  /** Additive (issue 23): a reference of record (listed in the patent's references cited), and who cited it. */
  ofRecord: citedBySchema.optional(),
  /**
   * Additive (issue 23): why the reference is prior art and as of which date: 'published' before the cut-off
   * (35 U.S.C. 102(a)(1); pre-AIA 102(a), (b)), or 'filed' in the US before it and published on or after it (AIA
   * 102(a)(2) with 102(d); pre-AIA 102(e)); `date` is that prior-art date, `text` says it with the section's revision.
   */
  priorArtBasis: z
    .object({
      kind: z.enum(['published', 'filed']),
      date: z.string(),
      section: z.string(),
      text: z.string(),
      /** Published: the date is of its application's publication before its grant (35 U.S.C. 122(b)), not `date`. */
      preGrant: z.boolean().optional(),
      /** Additive: the document that is the art on `date` ("US 2005/0003790 A1"; the grant "US 7157991 B2"). */
      document: z.string().optional(),
    })
    .optional(),
  /**
   * Additive (issue 23 re-review): published on or after a cut-off that rests on benefit claims read from the
   * description and before the date without them: prior art only unless those claims hold, as this text says. Such a
   * reference sets no score.
   */
  unlessBenefit: z.string().optional(),
});
export type PriorArtItem = z.infer<typeof priorArtItemSchema>;
/**
 * Additive (issue 23): a reference of record, from the patent's "references cited" (chosen during examination, not
 * retrieved). `number` as printed (non-patent literature: its citation text); `corpusNumber` the US number looked up in
 * the corpus (null: foreign or non-patent); `date` as precise as the record ("1987-06"); `dateCheck` against the
 * cut-off, `dateNote` saying it; `held` what the corpus holds of it; `chart` when held and charted (shown whatever its
 * coverage); `overFloor` when it clears the relevance floor; `inPriorArt` when it is also among the prior art shown;
 * `family` when it is in the patent's own continuity family (not charted); `notCharted` why one the corpus holds has
 * no chart ("a design patent's claim is its drawing").
 */
export const referenceOfRecordSchema = z.object({
  number: z.string(),
  corpusNumber: z.string().nullable(),
  country: z.string().nullable(),
  kind: z.string().nullable(),
  name: z.string().nullable(),
  date: z.string().nullable(),
  citedBy: citedBySchema,
  held: z.enum(['full text', 'title and abstract', 'not held']),
  dateCheck: z.enum(['before', 'unclear', 'after', 'undated', 'no cut-off']),
  dateNote: z.string(),
  family: z.boolean().optional(),
  /**
   * For one of the own continuity when a continuation-in-part is in the chain: the CIP's filing date. Against a
   * claim relying on matter first added there, a parent's publication can be prior art (MPEP 2133.01).
   */
  cipFiled: z.string().optional(),
  chart: priorArtItemSchema.optional(),
  overFloor: z.boolean().optional(),
  inPriorArt: z.boolean().optional(),
  /** Additive (issue 23): why a reference the corpus holds, not of the family, was not charted. */
  notCharted: z.string().optional(),
  /** Additive (issue 23): what the corpus holds of it: its title, date and classification codes (CPC, IPC). */
  corpusCard: z
    .object({
      title: z.string(),
      date: z.string().nullable(),
      cpc: z.array(z.string()),
      ipc: z.array(z.string()),
    })
    .optional(),
});
export type ReferenceOfRecord = z.infer<typeof referenceOfRecordSchema>;
/** A score out of 10; null = "Not assessed" (no evidence to score on). Older analyses always carry a number. */
const score = z.number().min(0).max(10).nullable();
/** How prior art was searched: the cut-off with its basis, what the corpus held before it, the relevance floor. */
export const priorArtSearchSchema = z.object({
  cutoff: z.string().nullable(),
  cutoffBasis: z.string(),
  cutoffExact: z.boolean(),
  /** Corpus documents dated strictly before the cut-off (null when the search could not count them). */
  consideredDocuments: z.number().int().nullable(),
  /** Corpus documents without a date, left out of the search. */
  undatedExcluded: z.number().int().nullable(),
  /** Additive: 'candidates' when only undated documents that would have been candidates are counted. */
  undatedScope: z.enum(['candidates', 'corpus']).optional(),
  /** Candidates retrieved that cleared the relevance floor / were dropped under it. */
  candidates: z.number().int(),
  belowFloor: z.number().int(),
  relevanceFloor: z.number(),
  /** Additive: candidates left out as probable family members (same title and abstract as the patent), not prior art. */
  familyExcluded: z.number().int().optional(),
  /**
   * Additive (issue 23): candidates filed before the cut-off and published after it that were left out: by the same
   * inventors as the patent (not "by another", pre-AIA 102(e); naming no other inventor, 102(a)(2)) or of its
   * continuity family. One sharing only some inventors is by another (MPEP 2136.04, 2154.01(c)) and is kept.
   */
  sameInventorsExcluded: z.number().int().optional(),
  continuityExcluded: z.number().int().optional(),
  /** Additive (issue 23): what was searched, both kinds of art and their sections, in the corpus only. */
  scope: z.string().optional(),
  /** Additive: why no claim-by-claim comparison was made ("no claims in the record: …"); candidates then on title and abstract. */
  notCompared: z.string().optional(),
  ranking: z.string(),
  /** Additive (issue 23): the engine and method that decided the chart rows' labels. */
  chartMethod: z.string().optional(),
  /**
   * Additive (issue 23 re-check): the search of the gap after a conditional cut-off, said whether or not it found
   * anything: "Also searched 2001-07-09 → 2002-03-12 (prior art unless …): 508 documents, none over the floor. …".
   */
  benefitGapSearched: z.string().optional(),
  /** Set when nothing cleared the floor: "No relevant prior art found among N documents dated before {date}". */
  message: z.string().nullable(),
});
export type PriorArtSearch = z.infer<typeof priorArtSearchSchema>;
/** The type and status an analysis' advice was chosen by, with the dates it rests on (issue 23, items 5 and 7). */
export const analysisPatentStatusSchema = z.object({
  documentType: z.string(),
  granted: z.boolean(),
  /**
   * 'in force' | 'expired' | 'lapsed' (maintenance fees unpaid) | 'pending' (an application) | 'unknown' (no expiry,
   * or a maintenance fee's grace period has passed with no payment record: stateText says so).
   */
  state: z.enum(['in force', 'expired', 'lapsed', 'pending', 'unknown']),
  grantDate: z.string().nullable(),
  expiry: z.string().nullable(),
  expiryBasis: z.string().nullable(),
  /**
   * Additive (issue 23): the state as the report words it, e.g. "in force until 2027-07-08 if the maintenance fees are
   * paid" (their payment is not in the record), or "status unknown: the 3.5-year maintenance fee was payable with the
   * surcharge until … and the fee payment record was not available; if unpaid, the patent expired as of …".
   */
  stateText: z.string().optional(),
  /** Maintenance-fee windows from the grant (utility patents in force; empty otherwise). */
  maintenanceFees: z.array(
    z.object({
      label: z.string(),
      windowOpens: z.string(),
      due: z.string(),
      graceEnds: z.string(),
      /** Additive (issue 23): why a last day was moved off a weekend or federal holiday (35 U.S.C. 21(b)). */
      dueMoved: z.string().nullable().optional(),
      graceMoved: z.string().nullable().optional(),
    }),
  ),
});
export type AnalysisPatentStatus = z.infer<typeof analysisPatentStatusSchema>;
/** Which engine wrote a part of the analysis; `note` says why the local text stands in for a model's. */
export const partEngineSchema = aiEngineSchema.extend({ note: z.string().optional() });
export type PartEngine = z.infer<typeof partEngineSchema>;
export const analysisSchema = z
  .object({
    patentNumber: z.string(),
    version: z.number().int().positive(),
    summary: z.string(),
    keyClaims: z.array(keyClaimSchema),
    priorArt: z.array(priorArtItemSchema),
    noveltyScore: score,
    technicalMerit: score,
    commercialPotential: score,
    scoreReasons: z.object({
      noveltyScore: z.string(),
      technicalMerit: z.string(),
      commercialPotential: z.string(),
    }),
    recommendations: z.array(z.string()),
    priorArtCutoff: z.string().nullable(),
    /** Additive (issue 23): the search behind the prior art, the charted claims, each score's signals, summary label. */
    priorArtSearch: priorArtSearchSchema.optional(),
    claimCharts: z.array(chartedClaimSchema).optional(),
    scoreSignals: z
      .object({
        noveltyScore: z.array(scoreSignalSchema),
        technicalMerit: z.array(scoreSignalSchema),
        commercialPotential: z.array(scoreSignalSchema),
      })
      .optional(),
    /** Additive (issue 23): what Technical Merit and Commercial Potential are and are not (SCORE_BASIS). */
    /** What each number reads (SCORE_BASIS); '' where no number applies (a design's technical merit). */
    scoreBasis: z.object({ technicalMerit: z.string(), commercialPotential: z.string() }).optional(),
    summarySource: z.string().optional(),
    /** Additive (issue 23): the references of record, and how they are used (which of them may set novelty). */
    referencesOfRecord: z.array(referenceOfRecordSchema).optional(),
    referencesOfRecordRule: z.string().optional(),
    /** Additive: document type and status, and per part the engine that wrote it (the evidence is always local). */
    patentStatus: analysisPatentStatusSchema.optional(),
    writtenBy: z
      .object({ summary: partEngineSchema, differences: partEngineSchema, recommendations: partEngineSchema })
      .optional(),
    engine: aiEngineSchema,
    createdAt: z.string(),
  })
  .meta({ id: 'Analysis' });
export type Analysis = z.infer<typeof analysisSchema>;

export const analysisStatusSchema = z.enum(['pending', 'running', 'complete', 'failed']);
export type AnalysisStatus = z.infer<typeof analysisStatusSchema>;

export const analyzeRpcSchema = z.object({ userId, patentNumber });
export const analyzeResultSchema = z.object({
  jobId: z.string(),
  status: analysisStatusSchema,
  version: z.number().int(),
});
export const getAnalysisRpcSchema = z.object({ userId, patentNumber });
/** Complete → {status:'complete', data}; otherwise {status, error?} (error only when failed). */
export const getAnalysisResultSchema = z.object({
  status: analysisStatusSchema,
  data: analysisSchema.optional(),
  error: z.string().optional(),
});
export const reportResultSchema = z.object({ fileName: z.string(), content: z.string() });
export const hasAnalysesRpcSchema = z.object({ userId, patentNumbers: z.array(z.string()).max(1000) });
export const hasAnalysesResultSchema = z.object({ results: z.record(z.string(), z.boolean()) });

// ---- Chat (SPEC §3 Server chat message) ----
/** One source an assistant answer rests on (issue 25): a section of the legal texts or a corpus patent. */
export const answerSourceSchema = z
  .object({
    kind: z.enum(['law', 'patent']),
    /** '35 U.S.C. 119(e)', '37 CFR 1.78', 'MPEP 2173.05(e)', 'US10000000'. */
    label: z.string(),
    title: z.string(),
    /** The revision of the legal text (law), null for a patent. */
    revision: z.string().nullable(),
    /** The patent's date (grant or filing, as shown), null for law. */
    date: z.string().nullable(),
    url: z.string().nullable(),
  })
  .meta({ id: 'AnswerSource' });
export type AnswerSource = z.infer<typeof answerSourceSchema>;
const messageText = z
  .string()
  .trim()
  .min(1, 'Message is required')
  .max(8000, 'Message must be at most 8000 characters');
export const chatMessageSchema = z
  .object({
    id: z.string(),
    role: z.enum(['user', 'assistant']),
    content: z.string(),
    createdAt: z.string(),
    citations: z.array(z.string()).optional(),
    engine: aiEngineSchema.optional(),
    /** What the answer rests on, in the order it cites them (assistant messages, additive). */
    sources: z.array(answerSourceSchema).optional(),
  })
  .meta({ id: 'ChatMessage' });
export type ChatMessage = z.infer<typeof chatMessageSchema>;
export const chatHistoryQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const chatHistoryRpcSchema = z.object({ userId, limit: z.number().int().min(1).max(200).default(50) });
export const chatHistoryResultSchema = z.object({ messages: z.array(chatMessageSchema) });
export const chatSendBodySchema = z.object({ content: messageText, context: z.unknown().optional() });
export const chatSendRpcSchema = z.object({
  userId,
  content: messageText,
  context: z.string().max(200).optional(),
});
export const chatSendResultSchema = z.object({
  userMessage: chatMessageSchema,
  assistantMessage: chatMessageSchema,
});
export const chatClearRpcSchema = z.object({ userId });
export const chatClearResultSchema = z.object({ deleted: z.number().int() });

// ---- Assistant stream (SPEC §7; ARCHITECTURE decision 5) ----
/** The conversation so far, as the /assistant page keeps it (oldest first). */
export const chatTurnSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().max(8000),
});
export const assistantStreamBodySchema = z.object({
  message: messageText,
  /** 'patent_assistant', or the page: a patent number ('US10000000') or a search's criteria (at most 200 characters). */
  context: z.string().max(200).default('patent_assistant'),
  history: z.array(chatTurnSchema).max(CHAT_HISTORY_MAX).optional(),
});
/** The gateway picks `requestId`; the ai service writes events to the Redis stream `aiStreamKey(prefix, requestId)`. */
export const assistantStreamRpcSchema = z.object({
  userId,
  requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  message: messageText,
  context: z.string(),
  history: z.array(chatTurnSchema).max(CHAT_HISTORY_MAX).optional(),
});
export const assistantStreamResultSchema = z.object({ accepted: z.literal(true), streamKey: z.string() });
/** One event in the per-request stream, field `e` holds its JSON; these are also the SSE `data:` lines. */
export const streamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('chunk'), content: z.string() }),
  z.object({
    type: z.literal('done'),
    engine: aiEngineSchema.optional(),
    citations: z.array(z.string()).optional(),
    sources: z.array(answerSourceSchema).optional(),
  }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type StreamEvent = z.infer<typeof streamEventSchema>;
export const aiStreamKey = (keyPrefix: string, requestId: string) => `${keyPrefix}ai:stream:${requestId}`;
/** The gateway sets this key when the client disconnects; the producer stops at its next chunk. */
export const aiStreamCancelKey = (keyPrefix: string, requestId: string) =>
  `${keyPrefix}ai:stream:${requestId}:cancel`;
export const AI_STREAM_TTL_SECONDS = 300;

// ---- Drafting (SPEC §5: abstract needs title and description; claims need a description) ----
// The claim checker's findings, counts and fees (issue 24) are defined in claim-check.ts.
// A schema-wide error would also replace the length message: a too-long title must not read 'is required'.
const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters`);
export const generateAbstractBodySchema = z.object({
  title: required('Title', 500),
  description: required('Detailed description', 100_000),
});
export const generateAbstractRpcSchema = generateAbstractBodySchema.extend({ userId });
export const generateAbstractResultSchema = z.object({
  abstract: z.string(),
  wordCount: z.number().int(),
  /** The abstract checker's findings on the text as drafted (never cut). */
  findings: z.array(claimFindingSchema),
  /** What the abstract is and which engine drafted it, shown under the Abstract field. */
  label: z.string(),
  engine: aiEngineSchema,
});
export const generateClaimsBodySchema = z.object({
  description: required('Detailed description', 100_000),
  existingClaims: z.array(z.string().max(10_000)).max(200).default([]),
  /** The local engine names the claimed subject after the title. */
  title: z
    .string({ error: 'Title must be text' })
    .max(500, 'Title must be at most 500 characters')
    .default(''),
});
export const generateClaimsRpcSchema = generateClaimsBodySchema.extend({ userId });
export const generateClaimsResultSchema = z.object({
  claims: z.array(z.string()),
  /** The claim checker run on the drafted claims, whichever engine drafted them. */
  findings: z.array(claimFindingSchema),
  counts: claimCountsSchema,
  fees: claimFeesSchema,
  label: z.string(),
  engine: aiEngineSchema,
});

// ---- Strategy (SPEC §3 Strategy session analysis) ----
// The same shape the browser keeps in a strategy session (browser.ts), so one schema serves both.
export const aiStrategyAnalysisSchema = strategyAnalysisSchema;
export const strategyGroundingSchema = z.object({
  /** The relevant set's size: the similar patents above the relevance floor (issue 26). */
  matched: z.number().int(),
  topAssignees: z.array(
    z.object({
      name: z.string(),
      count: z.number().int(),
      /** The spellings grouped under the name (case, punctuation, Inc./Corp./LLC dropped). */
      variants: z.array(z.string()).optional(),
    }),
  ),
  topCpcGroups: z.array(z.object({ group: z.string(), count: z.number().int() })),
  filingsByYear: z.array(z.object({ year: z.number().int(), count: z.number().int() })),
  note: z.string(),
  /** Additive (issue 26): similar patents looked at, the floor, the set's date range, the unassigned count. */
  candidates: z.number().int().optional(),
  relevanceFloor: z.number().optional(),
  dateRange: z.object({ from: z.string(), to: z.string() }).nullable().optional(),
  unassigned: z.number().int().optional(),
  patents: z
    .array(z.object({ patentNumber: z.string(), title: z.string(), relevance: z.number() }))
    .optional(),
});
/** One SWOT item and the evidence it rests on (landscape figure, calculator date, cited section); general: advice. */
export const strategyItemSchema = z.object({
  text: z.string(),
  evidence: z.array(z.string()),
  general: z.boolean(),
});
export type StrategyItem = z.infer<typeof strategyItemSchema>;
/** A question the scenario asks, and the answer from the calculator and the knowledge base (or why there is none). */
export const scenarioAnswerSchema = z.object({
  topic: z.enum(['countries', 'disclosure', 'budget', 'timing', 'design', 'other']),
  question: z.string(),
  answer: z.string(),
  /** The sections and dates it rests on. */
  basis: z.array(z.string()),
  /** false: outside what the engine can judge. */
  answered: z.boolean(),
});
export const strategyEvidenceSchema = z.object({
  id: z.string(),
  kind: z.enum(['landscape', 'deadline', 'law']),
  text: z.string(),
});
export const strategyBodySchema = z.object({ scenario: required('Scenario', 20_000) });
export const strategyRpcSchema = strategyBodySchema.extend({ userId });
export const strategyResultSchema = z.object({
  analysis: aiStrategyAnalysisSchema.extend({
    grounding: strategyGroundingSchema,
    engine: aiEngineSchema,
    /** Additive (issue 26): the SWOT with its evidence, the scenario's questions answered, the evidence list. */
    items: z
      .object({
        strengths: z.array(strategyItemSchema),
        weaknesses: z.array(strategyItemSchema),
        opportunities: z.array(strategyItemSchema),
        threats: z.array(strategyItemSchema),
      })
      .optional(),
    questions: z.array(scenarioAnswerSchema).optional(),
    evidence: z.array(strategyEvidenceSchema).optional(),
    deadlines: deadlineReportSchema.nullable().optional(),
    /** Who wrote the text and how it was checked ("OpenAI-compatible model …; citation check passed"). */
    writtenBy: z.string().optional(),
  }),
});

export type StrategyResult = z.infer<typeof strategyResultSchema>;
/** The analysis as the strategy screen receives it: the SWOT lists plus grounding, evidence and answers. */
export type StrategyAnalysisResult = StrategyResult['analysis'];
export type ScenarioAnswer = z.infer<typeof scenarioAnswerSchema>;
export type StrategyEvidenceItem = z.infer<typeof strategyEvidenceSchema>;

/** RPC calls of the ai service. */
export const AI = {
  analyze: { pattern: 'ai.analyze', payload: analyzeRpcSchema, result: analyzeResultSchema },
  getAnalysis: {
    pattern: 'ai.getAnalysis',
    payload: getAnalysisRpcSchema,
    result: getAnalysisResultSchema,
    idempotent: true,
  },
  getReport: {
    pattern: 'ai.getReport',
    payload: getAnalysisRpcSchema,
    result: reportResultSchema,
    idempotent: true,
  },
  hasAnalyses: {
    pattern: 'ai.hasAnalyses',
    payload: hasAnalysesRpcSchema,
    result: hasAnalysesResultSchema,
    idempotent: true,
  },
  chatHistory: {
    pattern: 'ai.chatHistory',
    payload: chatHistoryRpcSchema,
    result: chatHistoryResultSchema,
    idempotent: true,
  },
  chatSend: { pattern: 'ai.chatSend', payload: chatSendRpcSchema, result: chatSendResultSchema },
  chatClear: { pattern: 'ai.chatClear', payload: chatClearRpcSchema, result: chatClearResultSchema },
  assistantStream: {
    pattern: 'ai.assistantStream',
    payload: assistantStreamRpcSchema,
    result: assistantStreamResultSchema,
  },
  generateAbstract: {
    pattern: 'ai.generateAbstract',
    payload: generateAbstractRpcSchema,
    result: generateAbstractResultSchema,
  },
  generateClaims: {
    pattern: 'ai.generateClaims',
    payload: generateClaimsRpcSchema,
    result: generateClaimsResultSchema,
  },
  strategyAnalysis: {
    pattern: 'ai.strategyAnalysis',
    payload: strategyRpcSchema,
    result: strategyResultSchema,
  },
} as const satisfies Record<string, RpcDefinition>;
