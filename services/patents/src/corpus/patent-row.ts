import type { PatentRecord, RecordSource } from '../domain/patent-record.js';
import { isGranted } from '../domain/patent-status.js';
import { computePatentDates, DATES_RULES } from '../dates/patent-dates.js';

/** CPC 'H01M50/46' → the prefixes a classification filter can ask for: H, H01, H01M, H01M50, H01M50/46. */
export function cpcPrefixes(codes: string[]): string[] {
  const out = new Set<string>();
  for (const code of codes) {
    const m = code.match(/^([A-HY])(\d{2})([A-Z])(\d+)\/(\d+)$/);
    if (!m) {
      if (code) out.add(code);
      continue;
    }
    out.add(m[1]);
    out.add(m[1] + m[2]);
    out.add(m[1] + m[2] + m[3]);
    out.add(m[1] + m[2] + m[3] + m[4]);
    out.add(code);
  }
  return [...out];
}

/** The dates of a merged record: continuity is known when a source that carries it (XML, ODP) contributed. */
export function datesOf(r: PatentRecord, sources: RecordSource[]) {
  return computePatentDates({
    ...r,
    granted: isGranted(r),
    continuityKnown: sources.includes('xml') || sources.includes('odp'),
  });
}

/** The patents row (without search_tsv, built in SQL) for a merged record. */
export function toRow(r: PatentRecord, sources: RecordSource[], hash: string) {
  const granted = isGranted(r);
  const dates = datesOf(r, sources);
  const first = r.inventors[0];
  return {
    patent_number: r.patentNumber,
    kind: r.kind,
    patent_type: r.patentType,
    title: r.title,
    abstract: r.abstract,
    description: r.description,
    patent_date: r.patentDate,
    grant_date: r.grantDate,
    filing_date: r.filingDate,
    application_number: r.applicationNumber,
    publication_number: r.publicationNumber,
    publication_date: r.publicationDate,
    docket_number: r.docketNumber,
    application_status: r.applicationStatus,
    application_status_code: r.applicationStatusCode,
    examiner_name: r.examinerName,
    art_unit: r.artUnit,
    entity_status: r.entityStatus,
    uspc_class: r.uspcClass,
    cpc: r.cpc,
    cpc_prefixes: cpcPrefixes(r.cpc),
    cpc_section: r.cpc[0]?.[0] ?? null,
    ipc: r.ipc,
    assignee: r.assignee,
    inventor_first: first?.firstName ?? null,
    inventor_last: first?.lastName ?? first?.fullName ?? null,
    inventors_text: r.inventors.map((i) => i.fullName).join('; '),
    num_claims: r.numClaims,
    grant_document_url: r.grantDocumentUrl,
    publication_document_url: r.publicationDocumentUrl,
    is_granted: granted,
    expiration_date: dates.expiry.date,
    dates,
    dates_rules: DATES_RULES,
    priority_claims: r.priorityClaims,
    term_extension_days: r.termExtensionDays,
    grant_term_years: r.grantTermYears,
    terminal_disclaimer: r.terminalDisclaimer,
    sources,
    content_hash: hash,
    claims_text: r.claims.map((c) => c.text).join(' '),
  };
}
