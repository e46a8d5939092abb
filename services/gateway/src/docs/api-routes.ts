import {
  analyzeResultSchema,
  assistantStreamBodySchema,
  chatClearResultSchema,
  chatHistoryQuerySchema,
  chatMessageSchema,
  chatSendBodySchema,
  chatSendResultSchema,
  collectionListResultSchema,
  collectionResultSchema,
  createCollectionInputSchema,
  deletedResultSchema,
  draftListResultSchema,
  draftResultSchema,
  exportQuerySchema,
  generateAbstractBodySchema,
  generateAbstractResultSchema,
  generateClaimsBodySchema,
  checkClaimsBodySchema,
  checkClaimsResultSchema,
  generateClaimsResultSchema,
  getAnalysisResultSchema,
  patentDetailSchema,
  patentDraftInputSchema,
  savedListResultSchema,
  savedPatentResultSchema,
  savePatentInputSchema,
  savePatentResultSchema,
  searchPagingSchema,
  searchQuerySchema,
  searchResultSetSchema,
  statsResultSchema,
  strategyBodySchema,
  deadlineInputSchema,
  analysisSummaryBodySchema,
  analysisSummaryResultSchema,
  deadlinesResultSchema,
  strategyResultSchema,
  updateCollectionInputSchema,
  updateSavedPatentInputSchema,
  userSchema,
} from '@patent-hub/contracts';
import { z } from 'zod';

/** Who may call a route: anyone, a signed-in user, or a signed-in user's write (which also needs the CSRF header). */
export type Access = 'public' | 'session' | 'write';

export interface ApiAnswer {
  status: number;
  description: string;
  /** JSON unless `contentTypes` says otherwise; absent for a redirect. */
  schema?: z.ZodType;
  contentTypes?: string[];
}

/** One route of the gateway's /api surface, as the OpenAPI document describes it. */
export interface ApiRoute {
  method: 'get' | 'post' | 'patch' | 'delete';
  /** OpenAPI form: `/api/patents/{id}`. */
  path: string;
  tag: 'auth' | 'health' | 'patents' | 'library' | 'ai';
  summary: string;
  access: Access;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  answers: ApiAnswer[];
  /** Error statuses beyond what access and a body imply (401; 403 for writes; 400 and 413 with a body). */
  errors?: number[];
}

const id = (description: string) => z.object({ id: z.string().describe(description) });
const savedId = id("The saved patent's id (a UUID; the id GET /api/patents/saved answers)");
const patentNumber = id('A patent number in any usual spelling, e.g. US11646472B2');
const collectionId = id("The collection's id (a UUID)");
const draftId = id("The draft's id (the id the browser gave it)");
const membership = collectionId.extend({ patentId: z.string().describe("A saved patent's id") });
const redirect = (description: string): ApiAnswer => ({ status: 302, description });
const json = (status: number, description: string, schema: z.ZodType): ApiAnswer => ({
  status,
  description,
  schema,
});
const succeeded = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });
// The export formats' content types (the library service's exports).
const download = (description: string): ApiAnswer => ({
  status: 200,
  description,
  contentTypes: [
    'text/csv',
    'application/x-research-info-systems',
    'application/x-bibtex',
    'application/vnd.citationstyles.csl+json',
  ],
  schema: z.string(),
});
const health = z.object({ ok: z.boolean(), latencyMs: z.number(), error: z.string().optional() });
const checks = z.record(z.string(), health);

export const API_ROUTES: ApiRoute[] = [
  // ---- auth ----
  {
    method: 'get',
    path: '/api/login',
    tag: 'auth',
    summary: 'Start signing in: redirects to the identity provider',
    access: 'public',
    query: z.object({ returnTo: z.string().optional().describe('A same-origin path to come back to') }),
    answers: [redirect("To the identity provider's authorization page")],
    errors: [429, 503],
  },
  {
    method: 'get',
    path: '/api/callback',
    tag: 'auth',
    summary: "The identity provider's redirect back: signs the user in",
    access: 'public',
    query: z.object({
      code: z.string().optional(),
      state: z.string().optional(),
      iss: z.string().optional(),
    }),
    answers: [redirect('To the returnTo path given at /api/login, or /; sets the session and CSRF cookies')],
    errors: [401, 429, 503],
  },
  {
    method: 'get',
    path: '/api/logout',
    tag: 'auth',
    summary: 'Sign out: ends the session and redirects',
    access: 'public',
    answers: [redirect("To the issuer's end-session page when it has one, else /")],
  },
  {
    method: 'get',
    path: '/api/auth/user',
    tag: 'auth',
    summary: 'The signed-in user',
    access: 'session',
    answers: [json(200, 'The signed-in user', userSchema)],
  },
  // ---- health ----
  {
    method: 'get',
    path: '/api/health',
    tag: 'health',
    summary: 'The gateway process is up',
    access: 'public',
    answers: [json(200, 'Up', z.object({ status: z.literal('ok') }))],
  },
  {
    method: 'get',
    path: '/api/ready',
    tag: 'health',
    summary: 'PostgreSQL, Redis and every service answered within 1 s',
    access: 'public',
    answers: [
      json(200, 'Ready', z.object({ status: z.literal('ready'), checks })),
      json(
        503,
        'Not ready; names what failed',
        z.object({
          status: z.literal('unavailable'),
          message: z.string(),
          failed: z.array(z.string()),
          checks,
        }),
      ),
    ],
  },
  // ---- patents ----
  {
    method: 'post',
    path: '/api/patents/search',
    tag: 'patents',
    summary: 'Search the patent corpus (?page default 1, ?limit default 20, at most 100)',
    access: 'write',
    query: searchPagingSchema,
    body: searchQuerySchema,
    answers: [json(200, 'A page of results, the total and the processing time', searchResultSetSchema)],
  },
  {
    method: 'get',
    path: '/api/patents/{id}',
    tag: 'patents',
    summary: 'A patent with its claims, description, citations and family',
    access: 'session',
    params: patentNumber,
    answers: [json(200, 'The patent', patentDetailSchema)],
    errors: [400, 404],
  },
  // ---- ai ----
  {
    method: 'post',
    path: '/api/patents/{id}/analyze',
    tag: 'ai',
    summary: 'Queue an analysis of a patent (or join the one in flight)',
    access: 'write',
    params: patentNumber,
    answers: [
      json(
        202,
        'Queued; poll GET /api/patents/{id}/analysis',
        analyzeResultSchema.pick({ jobId: true, status: true }),
      ),
    ],
    errors: [400, 404],
  },
  {
    method: 'get',
    path: '/api/patents/{id}/analysis',
    tag: 'ai',
    summary: "The analysis' status, and the analysis once complete",
    access: 'session',
    params: patentNumber,
    answers: [
      json(
        200,
        '{status: complete, data} or {status: pending|running|failed, error?}',
        getAnalysisResultSchema,
      ),
    ],
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/patents/{id}/analysis/report',
    tag: 'ai',
    summary: 'The analysis as a plain-text report (a download)',
    access: 'session',
    params: patentNumber,
    answers: [{ status: 200, description: 'The report', contentTypes: ['text/plain'], schema: z.string() }],
    errors: [404],
  },
  {
    method: 'post',
    path: '/api/ai/assistant/stream',
    tag: 'ai',
    summary: "Stream the assistant's answer as server-sent events",
    access: 'write',
    body: assistantStreamBodySchema,
    answers: [
      {
        status: 200,
        description:
          'Lines `data: {"type":"chunk","content"}`, then `{"type":"done"}` or `{"type":"error","message"}`',
        contentTypes: ['text/event-stream'],
        schema: z.string(),
      },
    ],
  },
  {
    method: 'get',
    path: '/api/chat/history',
    tag: 'ai',
    summary: "The user's chat with the assistant, oldest first (?limit default 50, at most 200)",
    access: 'session',
    query: chatHistoryQuerySchema,
    answers: [json(200, 'The messages', z.object({ data: z.array(chatMessageSchema) }))],
    errors: [400],
  },
  {
    method: 'post',
    path: '/api/chat/message',
    tag: 'ai',
    summary: 'Send a chat message; the answer cites corpus patents by number',
    access: 'write',
    body: chatSendBodySchema,
    answers: [json(201, 'The stored message and the answer', succeeded(chatSendResultSchema))],
  },
  {
    method: 'delete',
    path: '/api/chat/history',
    tag: 'ai',
    summary: "Clear the user's chat",
    access: 'write',
    answers: [json(200, 'How many messages went', succeeded(chatClearResultSchema))],
  },
  {
    method: 'post',
    path: '/api/ai/generate-abstract',
    tag: 'ai',
    summary: 'Draft an abstract (at most 150 words) from a title and description',
    access: 'write',
    body: generateAbstractBodySchema,
    answers: [
      json(
        200,
        'The abstract, its word count, its findings and engine',
        succeeded(generateAbstractResultSchema),
      ),
    ],
  },
  {
    method: 'post',
    path: '/api/ai/generate-claims',
    tag: 'ai',
    summary: 'Draft claims from a title and description; the claim checker runs on the draft',
    access: 'write',
    body: generateClaimsBodySchema,
    answers: [
      json(
        200,
        'The claims, their findings, counts, 37 CFR 1.16 fees, label and engine',
        succeeded(generateClaimsResultSchema),
      ),
    ],
  },
  {
    method: 'post',
    path: '/api/ai/check-claims',
    tag: 'ai',
    summary: 'Check claims (and an abstract) as typed: findings with spans, claim counts, 37 CFR 1.16 fees',
    access: 'write',
    body: checkClaimsBodySchema,
    answers: [
      json(200, 'Findings, counts, fees and the abstract findings', succeeded(checkClaimsResultSchema)),
    ],
  },
  {
    method: 'post',
    path: '/api/ai/strategy-analysis',
    tag: 'ai',
    summary: 'A SWOT analysis of a scenario, grounded in the corpus landscape',
    access: 'write',
    body: strategyBodySchema,
    answers: [json(200, 'The analysis', succeeded(strategyResultSchema))],
  },
  {
    method: 'post',
    path: '/api/ai/analysis-summary',
    tag: 'ai',
    summary: 'The mean novelty of the latest complete analyses of the given patents (the analysis dashboard)',
    access: 'write',
    body: analysisSummaryBodySchema,
    answers: [json(200, 'The summary', succeeded(analysisSummaryResultSchema))],
  },
  {
    method: 'post',
    path: '/api/ai/deadlines',
    tag: 'ai',
    summary:
      'The dates that follow from the dates given (disclosure, provisional, foreign, PCT, US filing, grant), each with its legal basis',
    access: 'write',
    body: deadlineInputSchema,
    answers: [
      json(
        200,
        'The deadlines, each cited; unknown where the input cannot give them',
        succeeded(deadlinesResultSchema),
      ),
    ],
  },
  // ---- library ----
  {
    method: 'post',
    path: '/api/patents/save',
    tag: 'library',
    summary: 'Save a patent to the library',
    access: 'write',
    body: savePatentInputSchema,
    answers: [
      json(201, 'Saved now', savePatentResultSchema),
      json(200, 'It was already saved: the existing record', savePatentResultSchema),
    ],
  },
  {
    method: 'get',
    path: '/api/patents/saved',
    tag: 'library',
    summary: 'The saved patents, newest first, each with hasAnalysis',
    access: 'session',
    answers: [json(200, 'The saved patents', savedListResultSchema)],
  },
  {
    method: 'get',
    path: '/api/patents/saved/export',
    tag: 'library',
    summary: 'All saved patents as a file (?format=csv|ris|bibtex|csljson)',
    access: 'session',
    query: exportQuerySchema,
    answers: [download('The file, with the content type of its format')],
    errors: [400],
  },
  {
    method: 'patch',
    path: '/api/patents/{id}',
    tag: 'library',
    summary: 'Change a saved patent (notes and the editable fields)',
    access: 'write',
    params: savedId,
    body: updateSavedPatentInputSchema,
    answers: [json(200, 'The updated saved patent', savedPatentResultSchema)],
    errors: [404],
  },
  {
    method: 'delete',
    path: '/api/patents/{id}',
    tag: 'library',
    summary: 'Remove a saved patent (also from every collection)',
    access: 'write',
    params: savedId,
    answers: [json(200, 'Removed', deletedResultSchema)],
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/patents/drafts',
    tag: 'library',
    summary: "The user's patent drafts, most recently updated first",
    access: 'session',
    answers: [json(200, 'The drafts', draftListResultSchema)],
  },
  {
    method: 'post',
    path: '/api/patents/drafts',
    tag: 'library',
    summary: 'Store a whole patent draft (upserted by its id)',
    access: 'write',
    body: patentDraftInputSchema,
    answers: [json(200, 'The stored draft', draftResultSchema)],
  },
  {
    method: 'delete',
    path: '/api/patents/drafts/{id}',
    tag: 'library',
    summary: 'Delete a stored patent draft',
    access: 'write',
    params: draftId,
    answers: [json(200, 'Deleted', deletedResultSchema)],
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/library/stats',
    tag: 'library',
    summary: 'Patents saved, analyses run, collections and total items',
    access: 'session',
    answers: [json(200, 'The figures', statsResultSchema)],
  },
  {
    method: 'get',
    path: '/api/collections',
    tag: 'library',
    summary: 'The collections with their saved-patent ids and counts',
    access: 'session',
    answers: [json(200, 'The collections', collectionListResultSchema)],
  },
  {
    method: 'post',
    path: '/api/collections',
    tag: 'library',
    summary: 'Create a collection',
    access: 'write',
    body: createCollectionInputSchema,
    answers: [json(201, 'The new collection', collectionResultSchema)],
  },
  {
    method: 'patch',
    path: '/api/collections/{id}',
    tag: 'library',
    summary: 'Rename a collection or change its description',
    access: 'write',
    params: collectionId,
    body: updateCollectionInputSchema,
    answers: [json(200, 'The updated collection', collectionResultSchema)],
    errors: [404],
  },
  {
    method: 'delete',
    path: '/api/collections/{id}',
    tag: 'library',
    summary: 'Delete a collection; its saved patents stay',
    access: 'write',
    params: collectionId,
    answers: [json(200, 'Deleted', deletedResultSchema)],
    errors: [404],
  },
  {
    method: 'post',
    path: '/api/collections/{id}/patents/{patentId}',
    tag: 'library',
    summary: 'Add a saved patent to a collection (adding it twice changes nothing)',
    access: 'write',
    params: membership,
    answers: [json(200, 'The collection', collectionResultSchema)],
    errors: [404],
  },
  {
    method: 'delete',
    path: '/api/collections/{id}/patents/{patentId}',
    tag: 'library',
    summary: 'Take a saved patent out of a collection',
    access: 'write',
    params: membership,
    answers: [json(200, 'The collection', collectionResultSchema)],
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/collections/{id}/export',
    tag: 'library',
    summary: 'A collection as a file (?format=csv|ris|bibtex|csljson)',
    access: 'session',
    params: collectionId,
    query: exportQuerySchema,
    answers: [download('The file, with the content type of its format')],
    errors: [400, 404],
  },
];
