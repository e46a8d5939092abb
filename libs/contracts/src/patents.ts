import { z } from 'zod';
import { isoDay as isoDate, patentDatesSchema, PRIORITY_RELATIONS } from './patent-dates.js';
import {
  AIA_FIRST_INVENTOR_TO_FILE,
  customDateIssues,
  DATE_RANGES,
  MAX_KEYWORDS_LENGTH,
  SORT_OPTIONS,
  STATUS_FILTERS,
} from './values.js';
import type { RpcDefinition } from './rpc.js';

// Form fields arrive as '' when left blank; treat blank as absent. The input type stays the schema's own.
const blankAsAbsent = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v: z.input<T> | '') => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema);
const optionalText = (max: number) =>
  blankAsAbsent(z.string().trim().max(max, `Must be at most ${max} characters`).optional());
const optionalDate = blankAsAbsent(isoDate.optional());

/** §3 Search query with the §9 defaults, plus sort and paging (page 1, 20 per page, at most 100). */
const searchFields = z.object({
  keywords: optionalText(MAX_KEYWORDS_LENGTH),
  patentNumber: optionalText(200),
  applicationNumber: optionalText(200),
  inventor: optionalText(200),
  assignee: optionalText(200),
  dateRange: blankAsAbsent(z.enum(DATE_RANGES).default('last_5_years')),
  customStartDate: optionalDate,
  customEndDate: optionalDate,
  // Any CPC prefix (e.g. 'H01M', 'H01M50/4'); 'all' means no filter.
  classification: blankAsAbsent(
    z
      .string()
      .trim()
      .max(40)
      .regex(/^[A-Za-z0-9/ .]*$/, 'Expected a CPC code prefix such as G06F')
      .optional(),
  ),
  status: blankAsAbsent(z.enum(STATUS_FILTERS).default('all')),
  enableAiAnalysis: z.boolean().default(false),
  sort: blankAsAbsent(z.enum(SORT_OPTIONS).default('date-desc')),
  page: z.coerce.number().int('Must be a whole number').min(1, 'Must be 1 or more').max(10_000).default(1),
  limit: z.coerce
    .number()
    .int('Must be a whole number')
    .min(1, 'Must be 1 or more')
    .max(100, 'Must be at most 100')
    .default(20),
});
const CUSTOM_DATE_ISSUES = {
  missing: 'Required when dateRange is custom',
  endBeforeStart: 'Must not be before customStartDate',
} as const;
// The shared rules (values.ts customDateIssues); a malformed date is already refused by its field's schema.
export const searchQuerySchema = searchFields.superRefine((q, ctx) => {
  for (const i of customDateIssues(q))
    if (i.kind !== 'invalid')
      ctx.addIssue({ code: 'custom', path: [i.field], message: CUSTOM_DATE_ISSUES[i.kind] });
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;
export type SearchQueryInput = z.input<typeof searchQuerySchema>;

/** The HTTP query string of POST /api/patents/search: paging, checked with the criteria by searchQuerySchema. */
export const searchPagingSchema = searchFields.pick({ page: true, limit: true }).partial();

const s = z.string().nullable();

export const inventorSchema = z.object({ name: z.string(), city: s, state: s, country: s });
export const parentApplicationSchema = z.object({
  parent_number: z.string(),
  parent_patent: s,
  parent_type: s,
  parent_filing_date: s,
});
export const childApplicationSchema = z.object({
  child_number: z.string(),
  child_type: s,
  child_filing_date: s,
  child_status: s,
});
export const assignmentSchema = z.object({ assignor: s, assignee: s, execution_date: s, recorded_date: s });

/** Why a result matched (only with enableAiAnalysis). */
/** Why a result matched ('Enable AI analysis for results'): the query words found and the passage holding them. */
export const matchExplanationSchema = z.object({
  /** The query's words (as typed, stop words left out) that occur in the passage, matched by stem. */
  terms: z.array(z.string()),
  field: z.enum(['title', 'abstract', 'claims', 'description', 'metadata']),
  claimNumber: z.number().int().nullable(),
  passage: z.string(),
  /** Additive: each occurrence in `passage`, character offsets [start, end), and the query word it matched. */
  highlights: z
    .array(z.object({ start: z.number().int(), end: z.number().int(), term: z.string() }))
    .optional(),
  score: z.number(),
});
export type MatchExplanation = z.infer<typeof matchExplanationSchema>;

/** §3 Patent (search result). Dates are ISO YYYY-MM-DD; numbers carry no 'US' prefix. */
export const patentSchema = z
  .object({
    patent_number: z.string(),
    patent_title: z.string(),
    patent_abstract: s,
    patent_date: s,
    patent_type: z.string(),
    assignee_organization: s,
    application_number: s,
    app_filing_date: s,
    grant_date: s,
    application_status: s,
    application_status_code: z.number().int().nullable(),
    examiner_name: s,
    entity_status: s,
    art_unit: s,
    grant_document_url: s,
    publication_document_url: s,
    publication_number: s,
    publication_date: s,
    docket_number: s,
    uspc_class: s,
    cpc_section_id: s,
    cpc_classifications: z.array(z.string()),
    /** Additive (issue 23): IPC codes as the grant prints them (IPCR, or edition-7 IPC before 2006), 'H01L21/461'. */
    ipc_classifications: z.array(z.string()).optional(),
    inventor_first_name: s,
    inventor_last_name: s,
    inventor_names: z.array(z.string()),
    inventors: z.array(inventorSchema),
    parent_applications: z.array(parentApplicationSchema),
    child_applications: z.array(childApplicationSchema),
    assignments: z.array(assignmentSchema),
    // Beyond §3: kind code, the §4 status shown, the computed term end, the public Google Patents page.
    kind: s,
    status: z.string(),
    expiration_date: s,
    /**
     * Additive (issue 23): a granted patent's term as the analysis words it, e.g. "in force until 2031-05-02 if the
     * maintenance fees are paid", "status unknown: the 3.5-year maintenance fee was payable with the surcharge until …
     * and the fee payment record was not available; …", "expired on …, or earlier: …"; null for an application.
     */
    term_status: s.optional(),
    google_patents_url: z.string(),
    // Additive: 'odp' when the record is known only from a live USPTO Open Data Portal look-up (no bulk-file text).
    source: z.enum(['corpus', 'odp']).optional(),
    match: matchExplanationSchema.optional(),
  })
  .meta({ id: 'Patent' });
export type Patent = z.infer<typeof patentSchema>;

export const searchResultSetSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  data: z.object({
    patents: z.array(patentSchema),
    total: z.number().int(),
    // True when more than 10,000 patents match: total is then extrapolated from a partial count (additive; absent = exact).
    totalIsEstimate: z.boolean().optional(),
    processingTime: z.number(),
    // Additive: relevance was asked while this replica's search index was still loading, so the page is newest
    // first, not ranked; how far the load has come (absent = ranked as asked).
    rankingPending: z
      .object({
        loaded: z.number().int(),
        total: z.number().int(),
        percent: z.number(),
        etaSeconds: z.number().int().optional(),
      })
      .optional(),
  }),
});
export type SearchResultSet = z.infer<typeof searchResultSetSchema>;

export const claimSchema = z.object({
  number: z.number().int(),
  text: z.string(),
  dependsOn: z.array(z.number().int()),
});
export const citationSchema = z.object({
  document_number: z.string(),
  country: s,
  kind: s,
  name: s,
  date: s,
  category: s,
});
/** A patent of the corpus whose references cite this one. */
export const citingPatentSchema = z.object({ patent_number: z.string(), patent_title: s, patent_date: s });
export const patentDetailSchema = patentSchema
  .extend({
    claims: z.array(claimSchema),
    description: s,
    citations: z.array(citationSchema),
    // The corpus's patents citing this one (issue 27), newest first, at most 100.
    cited_by: z.array(citingPatentSchema),
    family: z.array(z.string()),
    // Effective filing date, term start and expiry, each with its legal basis (issue 23).
    dates: patentDatesSchema.optional(),
  })
  .meta({ id: 'PatentDetail' });
export type PatentDetail = z.infer<typeof patentDetailSchema>;

/** A patent number in any usual spelling: 'US 11,646,472 B2', 'D531781', 'RE44891E1'. */
export const patentIdSchema = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(40, 'Must be at most 40 characters')
  .regex(/^[A-Za-z0-9 ,./-]+$/, 'Expected a patent number such as US11646472B2');
export const getPatentSchema = z.object({ id: patentIdSchema });
export type GetPatentPayload = z.infer<typeof getPatentSchema>;

export const similarPatentsSchema = z.object({
  text: z.string().trim().min(1, 'Required').max(50_000),
  before: isoDate.optional(),
  /**
   * Additive (issue 23), with `before`: also documents dated on or after it whose US application filing date is
   * before it (a US patent or application is prior art as of that date: 35 U.S.C. 102(a)(2); pre-AIA 102(e)).
   */
  byFilingDate: z.boolean().optional(),
  exclude: z.array(z.string().max(40)).max(1000).optional(),
  limit: z.number().int().min(1).max(100).default(10),
});
export type SimilarPatentsPayload = z.input<typeof similarPatentsSchema>;
/** An earlier application a reference claims, as patents.similar gives it (usBenefit, foreignPriority). */
export const referenceBenefitSchema = z.object({
  relation: z.enum(PRIORITY_RELATIONS),
  applicationNumber: z.string(),
  /** 'US', 'WO' for an international application, or the office of a foreign one; null when not known. */
  country: z.string().nullable(),
  date: isoDate,
});
export type ReferenceBenefit = z.infer<typeof referenceBenefitSchema>;

/**
 * Which filing date a byFilingDate search reads (issue 23): under the AIA (a cut-off on or after 2013-03-16) a document
 * is effectively filed as of a foreign priority too (35 U.S.C. 102(d)); under pre-AIA 102(e) only as of its US filing
 * or a US application it claims (MPEP 2136.03), as the analysis dates it. False: not a byFilingDate search.
 */
export function filingDateTest(q: { before?: string; byFilingDate?: boolean }): boolean | 'aia' {
  if (!q.before || !q.byFilingDate) return false;
  return q.before >= AIA_FIRST_INVENTOR_TO_FILE ? 'aia' : true;
}

const US_BENEFIT = new Set<ReferenceBenefit['relation']>([
  'provisional',
  'continuation',
  'continuation-in-part',
  'division',
]);
const FOREIGN_PRIORITY = new Set<ReferenceBenefit['relation']>(['foreign', 'international']);

/**
 * A reference's earliest benefit claims (issue 23) among the earlier applications it claims (a patent's priority
 * links): the earliest US provisional (119(e)) or parent (120, 121, 365(c)) and the earliest foreign or international
 * priority (119(a), 365(a)-(b)), each only when dated before its own filing date. A national stage's international
 * application is its own filing date already; a reissue's original application is not a benefit claim.
 */
export function referenceBenefits(
  links: {
    relation: ReferenceBenefit['relation'];
    application_number: string;
    country: string | null;
    filing_date: string | null;
  }[],
  ownFiled: string | null | undefined,
): { usBenefit: ReferenceBenefit | null; foreignPriority: ReferenceBenefit | null } {
  const earliest = (kinds: Set<ReferenceBenefit['relation']>): ReferenceBenefit | null => {
    const dated = links
      .filter(
        (l) =>
          kinds.has(l.relation) &&
          !!l.filing_date &&
          isoDate.safeParse(l.filing_date).success &&
          (!ownFiled || l.filing_date < ownFiled),
      )
      .sort((a, b) => a.filing_date!.localeCompare(b.filing_date!));
    const l = dated[0];
    return l
      ? {
          relation: l.relation,
          applicationNumber: l.application_number,
          country: l.country,
          date: l.filing_date!,
        }
      : null;
  };
  return { usBenefit: earliest(US_BENEFIT), foreignPriority: earliest(FOREIGN_PRIORITY) };
}
export const similarPatentSchema = z.object({
  patentNumber: z.string(),
  title: z.string(),
  abstract: s,
  date: s,
  cpc: z.array(z.string()),
  /** Additive (issue 23): its IPC codes (patent detail `ipc_classifications`); absent: not read. */
  ipc: z.array(z.string()).optional(),
  score: z.number(),
  // Additive (issue 23): what dates a US document as prior art by its filing and tells another inventor's work.
  /** The US application filing date (not a foreign priority date); null when the record has none. */
  filingDate: s.optional(),
  applicationNumber: s.optional(),
  inventors: z.array(z.string()).optional(),
  /** A national stage of an international application (35 U.S.C. 371): filingDate is its international filing date. */
  nationalStage: z.boolean().optional(),
  /** Additive (issue 23): its kind code as stored ('B1', 'B2', 'A', 'S', 'E', 'A1'), named with its prior-art basis. */
  kind: s.optional(),
  /** The publication of its application (a grant's pre-grant publication, 35 U.S.C. 122(b)); null when none is known. */
  publicationDate: s.optional(),
  publicationNumber: s.optional(),
  /**
   * Additive (issue 23): its earliest benefit claim of a US application filed before its own, a provisional (35 U.S.C.
   * 119(e)) or a parent (120, 121, 365(c)), and its earliest foreign or international priority (119(a), 365(a)-(b)),
   * from its stored continuity and priority claims: they can date it as prior art earlier (pre-AIA 102(e); 102(d)).
   * Null: the record gives none; absent: not read.
   */
  usBenefit: referenceBenefitSchema.nullable().optional(),
  foreignPriority: referenceBenefitSchema.nullable().optional(),
});
export const similarPatentsResultSchema = z.object({ results: z.array(similarPatentSchema) });
export type SimilarPatentsResult = z.infer<typeof similarPatentsResultSchema>;

export const landscapeSchema = z.object({
  text: z.string().trim().min(1, 'Required').max(50_000),
  limit: z.number().int().min(1).max(50).default(10),
});
export type LandscapePayload = z.input<typeof landscapeSchema>;
export const landscapeResultSchema = z.object({
  topAssignees: z.array(z.object({ name: z.string(), count: z.number().int() })),
  topCpcGroups: z.array(z.object({ code: z.string(), count: z.number().int() })),
  filingsByYear: z.array(z.object({ year: z.number().int(), count: z.number().int() })),
  matched: z.number().int(),
});
export type LandscapeResult = z.infer<typeof landscapeResultSchema>;

/** What prior art is searched among (issue 23): documents dated strictly before `before`, undated ones, and the
 * corpus patents citing `patentNumber` (forward citations within the corpus). */
export const priorArtCorpusSchema = z.object({
  before: isoDate.optional(),
  patentNumber: z.string().max(40).optional(),
  /** Stemmed terms (the shared tokenizer's) whose corpus IDF the caller weights claim terms by. */
  terms: z.array(z.string().max(60)).max(5000).optional(),
  /** How many candidates the caller's search keeps (the bar an undated document is measured against). */
  pool: z.number().int().min(1).max(1000).optional(),
});
export const priorArtCorpusResultSchema = z.object({
  total: z.number().int(),
  datedBefore: z.number().int().nullable(),
  /**
   * Undated documents left out. With `before` and `terms`: those that would have been candidates had they been
   * dated before the cut-off (their BM25 score for the terms reaches the `pool`-th best dated document's, or any
   * match when fewer are dated); otherwise every undated document of the corpus. `undatedScope` says which.
   */
  undated: z.number().int(),
  undatedScope: z.enum(['candidates', 'corpus']).optional(),
  /** Every undated document of the corpus. */
  undatedInCorpus: z.number().int().optional(),
  forwardCitations: z.number().int().nullable(),
  /** IDF of each requested term over the corpus (BM25 index; 0 for a term no document holds). */
  idf: z.record(z.string(), z.number()).optional(),
});
export type PriorArtCorpusResult = z.infer<typeof priorArtCorpusResultSchema>;

/** Claims and description of several patents in one call (the prior-art charts read every candidate's text). */
export const fullTextsSchema = z.object({
  numbers: z.array(z.string().trim().min(1, 'Required').max(40)).min(1, 'At least one number').max(100),
});
export const fullTextsResultSchema = z.object({
  /** One entry per number the corpus holds (by its patent number as stored); unknown numbers are left out. */
  results: z.array(
    z.object({
      patentNumber: z.string(),
      claims: z.array(z.string()),
      description: z.string(),
      // Additive (issue 23): the card, so a reference of record the caller did not retrieve can be charted.
      title: z.string().optional(),
      abstract: z.string().nullable().optional(),
      date: z.string().nullable().optional(),
      /** Additive (issue 23): its classification codes, shown with a reference of record the corpus holds. */
      cpc: z.array(z.string()).optional(),
      ipc: z.array(z.string()).optional(),
    }),
  ),
});
export type FullTextsResult = z.infer<typeof fullTextsResultSchema>;

/** RPC calls of the patents service. */
export const PATENTS = {
  search: {
    pattern: 'patents.search',
    payload: searchQuerySchema,
    result: searchResultSetSchema,
    idempotent: true,
  },
  get: { pattern: 'patents.get', payload: getPatentSchema, result: patentDetailSchema, idempotent: true },
  similar: {
    pattern: 'patents.similar',
    payload: similarPatentsSchema,
    result: similarPatentsResultSchema,
    idempotent: true,
  },
  fullTexts: {
    pattern: 'patents.fullTexts',
    payload: fullTextsSchema,
    result: fullTextsResultSchema,
    idempotent: true,
  },
  priorArtCorpus: {
    pattern: 'patents.priorArtCorpus',
    payload: priorArtCorpusSchema,
    result: priorArtCorpusResultSchema,
    idempotent: true,
  },
  landscape: {
    pattern: 'patents.landscape',
    payload: landscapeSchema,
    result: landscapeResultSchema,
    idempotent: true,
  },
} as const satisfies Record<string, RpcDefinition>;
