import { sql } from 'drizzle-orm';

/**
 * The dates the search indexes (embedded and OpenSearch) take as a document's filing date for the byFilingDate filter
 * (issue 23), on the table alias p with CLAIMED_JOIN: FILED, its US filing date or the earlier one of a US provisional or parent it
 * claims (pre-AIA 102(e), MPEP 2136.03); FILED_AIA also an earlier foreign or international priority (AIA 102(d)). A
 * pre-filter: whether the earlier application supports the matter is not known; the analysis dates each reference
 * (prior-art-basis.ts). The parents read are those priorityLinks reads as benefit claims: not a national stage's
 * international application nor a reissue's original. Without its own filing date, none.
 */
const US_PARENTS = sql`(SELECT min(c.filing_date) FROM patents.continuity c WHERE c.patent_number = p.patent_number
    AND c.direction = 'parent' AND upper(coalesce(c.type, '')) NOT IN ('NST', 'REISSUE', 'CONTINUING-REISSUE', 'US-DIVISIONAL-REISSUE')
    AND (upper(coalesce(c.type, '')) = 'PCT' OR coalesce(c.type_text, '') NOT ILIKE '%national stage%'))`;
// Dates are stored as YYYY-MM-DD (the ingest's isoDate): compared as text, which orders them.
const PRIORITIES = sql`(CASE WHEN jsonb_array_length(p.priority_claims) = 0 THEN NULL
    ELSE (SELECT min(x->>'date') FROM jsonb_array_elements(p.priority_claims) x WHERE x->>'date' LIKE '____-__-__') END)`;
/** Joined after `patents.patents p`: the earliest claimed dates, each read once per row (`claimed.us`, `claimed.foreign_date`). */
export const CLAIMED_JOIN = sql`CROSS JOIN LATERAL (SELECT ${US_PARENTS} AS us, ${PRIORITIES} AS foreign_date) claimed`;
export const FILED = sql`CASE WHEN p.filing_date IS NULL THEN NULL ELSE least(p.filing_date::text, claimed.us::text) END`;
export const FILED_AIA = sql`CASE WHEN p.filing_date IS NULL THEN NULL
  ELSE least(p.filing_date::text, claimed.us::text, claimed.foreign_date) END`;

/**
 * The last day a granted patent's term may run, for search's status filters (issue 23): its computed expiry
 * (expiration_date); where that rests on a benefit claim read only from the description
 * (dates.expiry.without_description, US7862893: "2025-04-18 if the benefit claim to 11/097,073 stands; else
 * 2028-03-02"), the later of the two dates, and NULL when the other is not known. A conditional expiry is not plainly
 * expired until both dates have passed: until then the patent is listed under Granted, its card's status worded for
 * both dates (term-status.ts).
 */
const UNLESS_BENEFIT = sql`p.dates->'expiry'->'without_description'`;
export const TERM_END = sql`(CASE WHEN jsonb_typeof(${UNLESS_BENEFIT}) IS DISTINCT FROM 'object' THEN p.expiration_date
  WHEN ${UNLESS_BENEFIT}->>'date' IS NULL THEN NULL
  ELSE greatest(p.expiration_date, (${UNLESS_BENEFIT}->>'date')::date) END)`;
