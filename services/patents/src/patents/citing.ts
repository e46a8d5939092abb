import { sql, type SQL } from 'drizzle-orm';

/**
 * The spellings a US reference to this patent takes in patents.citations: as printed ('7654321', 'D378531',
 * 'RE36176') and zero-padded to 8 characters as the XML often prints it ('07654321', 'D0513425').
 */
export function citedSpellings(patentNumber: string): string[] {
  const n = patentNumber.trim().replace(/^US/i, '').toUpperCase();
  const m = n.match(/^([A-Z]*)(\d+)$/);
  if (!m) return [n];
  return [...new Set([n, `${m[1]}${m[2].padStart(8 - m[1].length, '0')}`])];
}

/** Citations (alias c) by which another corpus patent cites this one: forward citations within the corpus. */
export function citingCondition(patentNumber: string): SQL {
  const n = patentNumber.trim().replace(/^US/i, '').toUpperCase();
  return sql`c.document_number IN (${sql.join(
    citedSpellings(n).map((s) => sql`${s}`),
    sql`, `,
  )}) AND coalesce(c.country, 'US') = 'US' AND c.patent_number <> ${n}`;
}
