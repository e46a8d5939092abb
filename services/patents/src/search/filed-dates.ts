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
