import { sql } from 'drizzle-orm';

/**
 * The dates the search indexes (embedded and OpenSearch) take as a document's filing date for the byFilingDate filter
 * (issue 23), on the table alias p: FILED, its US filing date or the earlier one of a US provisional or parent it
 * claims (pre-AIA 102(e), MPEP 2136.03); FILED_AIA also an earlier foreign or international priority (AIA 102(d)). A
 * pre-filter: whether the earlier application supports the matter is not known; the analysis dates each reference
 * (prior-art-basis.ts). The parents read are those priorityLinks reads as benefit claims: not a national stage's
 * international application nor a reissue's original. Without its own filing date, none.
 */
const US_PARENTS = sql`(SELECT min(c.filing_date) FROM patents.continuity c WHERE c.patent_number = p.patent_number
    AND c.direction = 'parent' AND upper(coalesce(c.type, '')) NOT IN ('NST', 'REISSUE', 'CONTINUING-REISSUE', 'US-DIVISIONAL-REISSUE')
    AND (upper(coalesce(c.type, '')) = 'PCT' OR coalesce(c.type_text, '') NOT ILIKE '%national stage%'))`;
const PRIORITIES = sql`(SELECT min((x->>'date')::date) FROM jsonb_array_elements(p.priority_claims) x
    WHERE x->>'date' ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$')`;
export const FILED = sql`CASE WHEN p.filing_date IS NULL THEN NULL ELSE least(p.filing_date, ${US_PARENTS})::text END`;
export const FILED_AIA = sql`CASE WHEN p.filing_date IS NULL THEN NULL ELSE least(p.filing_date, ${US_PARENTS}, ${PRIORITIES})::text END`;
