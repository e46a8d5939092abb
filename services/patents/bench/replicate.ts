import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';

/**
 * Copies the `real` records under new numbers (100000000 × copy + doc_id, 9 digits and more), with their inventors, until the
 * corpus holds `scale` rows; the copies are marked with the source 'replica'. Their dates are the original's, so that a patents
 * service starting on the corpus has none to recompute (CorpusRepository.refreshDates).
 */
export async function replicate(db: NodePgDatabase, real: number, scale: number) {
  const full = Math.floor((scale - real) / real);
  const copy = (from: number, to: number, limit: number) =>
    db.execute(sql`INSERT INTO patents.patents (patent_number, kind,
      patent_type, title, abstract, patent_date, grant_date, filing_date, application_number, publication_number, publication_date,
      application_status, application_status_code, examiner_name, art_unit, entity_status, uspc_class, cpc, cpc_prefixes, cpc_section,
      assignee, inventor_first, inventor_last, inventors_text, num_claims, is_granted, expiration_date, dates, dates_rules, sources, content_hash, search_tsv)
    SELECT (100000000::bigint * g + p.doc_id)::text, kind, patent_type, title, abstract, patent_date, grant_date, filing_date, application_number,
      publication_number, publication_date, application_status, application_status_code, examiner_name, art_unit, entity_status, uspc_class,
      cpc, cpc_prefixes, cpc_section, assignee, inventor_first, inventor_last, inventors_text, num_claims, is_granted, expiration_date,
      dates, dates_rules, ARRAY['replica'], content_hash, search_tsv
    FROM (SELECT * FROM patents.patents WHERE NOT 'replica' = ANY(sources) ORDER BY doc_id LIMIT ${limit}) p,
      generate_series(${from}::int, ${to}::int) g`);
  // In slices of copies, so that one statement never holds millions of rows.
  for (let from = 1; from <= full; from += 10) await copy(from, Math.min(full, from + 9), real);
  if (scale > real * (full + 1)) await copy(full + 1, full + 1, scale - real * (full + 1));
  await db.execute(sql`INSERT INTO patents.inventors (patent_number, seq, first_name, last_name, full_name, city, state, country)
    SELECT r.patent_number, i.seq, i.first_name, i.last_name, i.full_name, i.city, i.state, i.country FROM patents.patents r
    JOIN patents.patents o ON o.doc_id = (r.patent_number::bigint % 100000000)::int
    JOIN patents.inventors i ON i.patent_number = o.patent_number WHERE 'replica' = ANY(r.sources)`);
  await db.execute(sql`ANALYZE patents.patents`);
}
