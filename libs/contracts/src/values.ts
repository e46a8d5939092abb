/**
 * The constants and plain rules the web app shares with the services. No zod here: the web app imports this
 * file (through `@patent-hub/contracts/web`) and its bundle stays free of the schemas.
 */

// ---- Search (SPEC §3 search query, §9 defaults) ----
export const DATE_RANGES = ['last_year', 'last_5_years', 'last_10_years', 'all_time', 'custom'] as const;
export type DateRange = (typeof DATE_RANGES)[number];
export const STATUS_FILTERS = ['all', 'granted', 'pending', 'expired'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
/**
 * What the status filters select (issue 23). They read the term computed from the record (patents.expiration_date)
 * and the recorded status; the record holds no maintenance-fee payments, so a granted patent past a fee's grace
 * period is listed under granted with its term_status saying "status unknown: …".
 */
export const STATUS_FILTER_MEANING: Record<Exclude<StatusFilter, 'all'>, string> = {
  granted:
    'Granted patents whose computed term has not ended. Fee payments are not in the record: a result past a ' +
    "maintenance fee's grace period says its status is unknown.",
  expired:
    'Granted patents whose computed term has ended, or whose recorded status says expired. One that may have lapsed ' +
    'for an unpaid fee within its term is listed under Granted, its status unknown; so is one whose expiry depends ' +
    'on a benefit claim read from the description until both of its dates have passed.',
  pending: 'Applications not granted, neither expired nor abandoned.',
};
export const SORT_OPTIONS = [
  'date-desc',
  'date-asc',
  'title-asc',
  'title-desc',
  'inventor-asc',
  'inventor-desc',
  'assignee-asc',
  'assignee-desc',
  'relevance',
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
/** A real calendar day as YYYY-MM-DD: 2023-02-30 is refused (Date.parse would roll it over), 2024-02-29 accepted. */
export function isCalendarDay(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

export type CustomDateField = 'customStartDate' | 'customEndDate';
export type CustomDateIssue = { field: CustomDateField; kind: 'missing' | 'invalid' | 'endBeforeStart' };

/**
 * The custom date range's rules, one issue per field at most: with dateRange 'custom' at least one date;
 * each given date a calendar day as YYYY-MM-DD; the end not before the start (checked once both are valid).
 * The search schema and the web form both apply them; each words its own messages.
 */
export function customDateIssues(q: {
  dateRange?: string;
  customStartDate?: string;
  customEndDate?: string;
}): CustomDateIssue[] {
  const start = q.customStartDate?.trim() ?? '';
  const end = q.customEndDate?.trim() ?? '';
  const issues: CustomDateIssue[] = [];
  if (start && !isCalendarDay(start)) issues.push({ field: 'customStartDate', kind: 'invalid' });
  else if (q.dateRange === 'custom' && !start && !end)
    issues.push({ field: 'customStartDate', kind: 'missing' });
  if (end && !isCalendarDay(end)) issues.push({ field: 'customEndDate', kind: 'invalid' });
  if (!issues.length && start && end && start > end)
    issues.push({ field: 'customEndDate', kind: 'endBeforeStart' });
  return issues;
}

/** The search form's classification choices; the server takes any CPC prefix. */
export const CLASSIFICATION_CHOICES = [
  'all',
  'G06F',
  'G06N',
  'A61K',
  'H01L',
  'C07K',
  'H04L',
  'G06Q',
] as const;
export const MAX_KEYWORDS_LENGTH = 10_000;

// ---- Collections (SPEC §5 collection form) ----
export const COLLECTION_MESSAGES = {
  nameRequired: 'Collection name is required',
  nameTooLong: 'Name must be less than 100 characters',
  descriptionTooLong: 'Description must be less than 500 characters',
} as const;
export const COLLECTION_NAME_MAX = 100;
export const COLLECTION_DESCRIPTION_MAX = 500;

// ---- Saved patents ----
/** "US 10,123,456" → "10123456"; "re45678" → "RE45678". Kind codes are kept as given. */
export function normalizePatentNumber(raw: string): string {
  return raw.trim().toUpperCase().replace(/[\s,]/g, '').replace(/^US/, '');
}

/**
 * A design patent's number as printed and cited ("USD0680087", "D680087" → "US D680,087"; attorney re-review, defect
 * 24); null for any other number.
 */
export function designNumberText(raw: string): string | null {
  const m = /^D0*(\d{1,7})$/.exec(normalizePatentNumber(raw));
  return m ? `US D${Number(m[1]).toLocaleString('en-US')}` : null;
}

/** The external page of a patent, built from its number with the US prefix. */
export function googlePatentsUrl(patentNumber: string): string {
  return `https://patents.google.com/patent/US${normalizePatentNumber(patentNumber)}`;
}

/** SPEC §4: a status of Granted maps the saved type to utility; anything else to application. */
export const SAVED_PATENT_TYPES = ['utility', 'application'] as const;
export type SavedPatentType = (typeof SAVED_PATENT_TYPES)[number];
export function savedPatentTypeFor(status: string | null | undefined): SavedPatentType {
  return status === 'Granted' ? 'utility' : 'application';
}

export const EXPORT_FORMATS = ['csv', 'ris', 'bibtex', 'csljson'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

// ---- Browser storage (SPEC §3): records the web app keeps locally; the server never sees them ----
export const BROWSER_STORAGE_KEYS = {
  chats: 'patentAssistantChats',
  drafts: 'patentWritingDrafts',
  strategySessions: 'strategyAdvisorSessions',
  sidebarCollapsed: 'sidebar-collapsed',
} as const;

/** The most conversation turns an assistant request may carry; the ai service uses the last few (HISTORY_TURNS). */
export const CHAT_HISTORY_MAX = 50;

/**
 * Words the cut-off basis carries when the effective filing date is before 2013-03-16 yet an application of the chain
 * (a CIP, or any filed on or after that day) was filed later: which 102 applies depends on the claims (AIA 3(n)(1)).
 */
export const AIA_MAY_APPLY = 'the AIA may apply (AIA 3(n)(1))';

/** The first day of the first-inventor-to-file provisions (AIA § 3(n)(1)): effective filing dates before it are pre-AIA. */
export const AIA_FIRST_INVENTOR_TO_FILE = '2013-03-16';

/**
 * PRIOR_ART_SCOPE for a cut-off: a patent whose effective filing date is before 2013-03-16 is judged under pre-AIA
 * 35 U.S.C. 102, where the bars are 102(a) (before the invention, which can be earlier than the filing date and is not
 * known here) and 102(b) (more than a year before the US filing date), and earlier-filed US patents fall under 102(e).
 * `earlierFiled`: the search also took in those (issue 23; analyses since), so the last sentence says so.
 */
export function priorArtScope(
  cutoff: string | null | undefined,
  cutoffBasis?: string | null,
  earlierFiled = false,
): string {
  const aia = !cutoff || cutoff >= AIA_FIRST_INVENTOR_TO_FILE;
  const mayBeAia = !aia && !!cutoffBasis?.includes(AIA_MAY_APPLY);
  const tail = earlierFiled
    ? ` ${earlierFiledSearched(null, cutoff, cutoffBasis)}`
    : aia
      ? ' Not searched: earlier-filed US patents and applications published after it, which are prior art from their effective filing date (35 U.S.C. 102(a)(2), 102(d); pre-AIA 102(e)).'
      : ` Not searched: earlier-filed US patents and applications published after it (${mayBeAia ? '35 U.S.C. 102(a)(2); pre-AIA 102(e)' : 'pre-AIA 35 U.S.C. 102(e)'}).`;
  if (aia) return `Searched: documents published before the cut-off (35 U.S.C. 102(a)(1)).${tail}`;
  if (mayBeAia)
    return (
      'Searched: documents published before the cut-off. The effective filing date is before 2013-03-16, but an ' +
      'application of the chain was filed on or after it (see the cut-off): if any claim has, or ever had, an ' +
      'effective filing date on or after 2013-03-16, the AIA 35 U.S.C. 102 applies (AIA 3(n)(1)); only if every ' +
      'claim is entitled to the earlier date does pre-AIA 102 apply (102(a), 102(b)).' +
      tail
    );
  return (
    'Searched: documents published before the cut-off, an effective filing date before 2013-03-16, so pre-AIA ' +
    '35 U.S.C. 102 applies: 102(b) for documents published more than a year before the US filing date, 102(a) for ' +
    'those before the date of invention, which may be earlier than the cut-off and is not known here.' +
    tail
  );
}

/**
 * The sentence saying that earlier-filed US documents were searched too (issue 23), after "No relevant prior art found
 * among N documents dated before {date}." (N counts those published before it) and in the scope. `before`: the date as
 * written, else "the cut-off".
 */
export function earlierFiledSearched(
  before: string | null,
  cutoff: string | null | undefined,
  cutoffBasis?: string | null,
): string {
  const section =
    cutoff && cutoff < AIA_FIRST_INVENTOR_TO_FILE
      ? `pre-AIA 35 U.S.C. 102(e)${cutoffBasis?.includes(AIA_MAY_APPLY) ? ', or 102(a)(2) if the AIA applies' : ''}`
      : '35 U.S.C. 102(a)(2), 102(d)';
  return (
    `Also searched: US patents and applications filed in the US before ${before ?? 'the cut-off'} and published on or ` +
    `after it (prior art as of their US filing date, ${section}), other than those by the same inventors as this patent ` +
    `(not "by another") or of its continuity family; in this corpus only.`
  );
}

/** The earlier-filed candidates the search left out (issue 23), as a clause of the search line; '' when none. */
export function earlierFiledExcluded(s: {
  sameInventorsExcluded?: number;
  continuityExcluded?: number;
}): string {
  const n = (k: number, one: string) => `${k} ${one}${k > 1 ? 's' : ''}`;
  return (
    (s.sameInventorsExcluded
      ? `; ${n(s.sameInventorsExcluded, 'earlier-filed US document')} by the same inventors as this patent left out (not "by another")`
      : '') +
    (s.continuityExcluded
      ? `; ${n(s.continuityExcluded, 'earlier-filed US document')} of its continuity family left out, not prior art`
      : '')
  );
}

/**
 * What a prior-art search before a cut-off covers and what it does not, stated as a limit of the search, not as the
 * law: earlier-filed US patents and published applications are prior art from their effective filing date even when
 * published later (35 U.S.C. 102(a)(2), 102(d); pre-AIA 102(e)).
 */
export const PRIOR_ART_SCOPE = priorArtScope(null);
