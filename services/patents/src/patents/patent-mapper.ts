import { sql } from 'drizzle-orm';
import { textOrNull, type Patent, type PatentDates, type PatentDetail } from '@patent-hub/contracts';
import { googlePatentsUrl, usptoDocumentUrl } from '../domain/patent-number.js';
import { applicationStatusText, isGranted, statusShown } from '../domain/patent-status.js';
import { termStatus } from '../domain/term-status.js';
import { originalPatent } from '../dates/patent-dates.js';
import type { PriorityClaimRecord } from '../domain/patent-record.js';

/** The columns of a patent card (§3 Patent), children as JSON; table alias p. */
export const CARD_COLUMNS = sql`p.doc_id, p.patent_number, p.kind, p.patent_type, p.title, p.abstract, p.patent_date::text, p.grant_date::text,
  p.filing_date::text, p.application_number, p.publication_number, p.publication_date::text, p.docket_number, p.application_status,
  p.application_status_code, p.examiner_name, p.art_unit, p.entity_status, p.uspc_class, p.cpc, p.cpc_section, p.ipc, p.assignee,
  p.grant_document_url, p.publication_document_url, p.expiration_date::text, p.sort_date::text, p.sources, p.priority_claims,
  p.dates->'expiry'->'without_description' AS expiry_unless_benefit,
  coalesce((SELECT json_agg(json_build_object('first', first_name, 'last', last_name, 'name', full_name, 'city', city, 'state', state, 'country', country) ORDER BY seq) FROM patents.inventors i WHERE i.patent_number = p.patent_number), '[]') AS inventors,
  coalesce((SELECT json_agg(json_build_object('direction', direction, 'number', application_number, 'patent', patent, 'type', type, 'typeText', type_text, 'date', filing_date::text, 'status', status, 'patentDate', patent_date::text) ORDER BY seq) FROM patents.continuity c WHERE c.patent_number = p.patent_number), '[]') AS continuity,
  coalesce((SELECT json_agg(json_build_object('assignor', assignor, 'assignee', assignee, 'execution', execution_date::text, 'recorded', recorded_date::text) ORDER BY seq) FROM patents.assignments a WHERE a.patent_number = p.patent_number), '[]') AS assignments`;

export interface CardRow {
  doc_id: number;
  patent_number: string;
  kind: string | null;
  patent_type: string;
  title: string;
  abstract: string | null;
  patent_date: string | null;
  grant_date: string | null;
  filing_date: string | null;
  application_number: string | null;
  publication_number: string | null;
  publication_date: string | null;
  docket_number: string | null;
  application_status: string | null;
  application_status_code: number | null;
  examiner_name: string | null;
  art_unit: string | null;
  entity_status: string | null;
  uspc_class: string | null;
  cpc: string[];
  cpc_section: string | null;
  ipc: string[];
  assignee: string | null;
  grant_document_url: string | null;
  publication_document_url: string | null;
  expiration_date: string | null;
  /** The stored dates' expiry without a benefit claim read only from the description (null: none such). */
  expiry_unless_benefit?: { date: string | null; claims: string[] } | null;
  sort_date: string | null;
  sources: string[];
  inventors: {
    first: string | null;
    last: string | null;
    name: string;
    city: string | null;
    state: string | null;
    country: string | null;
  }[];
  continuity: {
    direction: 'parent' | 'child';
    number: string;
    patent: string | null;
    type: string | null;
    typeText: string | null;
    date: string | null;
    status: string | null;
    /** The parent patent's grant date (a reissue's original), when the source gave it. */
    patentDate?: string | null;
  }[];
  /** Its foreign and international priority claims as stored (a reference's earliest benefit claims, issue 23). */
  priority_claims?: PriorityClaimRecord[];
  assignments: {
    assignor: string | null;
    assignee: string | null;
    execution: string | null;
    recorded: string | null;
  }[];
}

/** `today` (YYYY-MM-DD) decides the term status, as current_date decides search's status filter. */
export function toPatent(r: CardRow, today = new Date().toISOString().slice(0, 10)): Patent {
  const statusInput = {
    applicationStatus: r.application_status,
    grantDate: r.grant_date,
    patentType: r.patent_type,
    kind: r.kind,
  };
  const status = statusShown(statusInput);
  const first = r.inventors[0];
  const isPublication = /^\d{11}$/.test(r.patent_number);
  const pubNumber = r.publication_number?.replace(/^US/, '').replace(/[A-Z]\d?$/, '') ?? null;
  return {
    patent_number: r.patent_number,
    patent_title: r.title,
    // Rows stored before placeholders were dropped at ingest are cleared at start; none is shown meanwhile.
    patent_abstract: textOrNull(r.abstract),
    patent_date: r.patent_date,
    patent_type: r.patent_type,
    assignee_organization: r.assignee,
    application_number: r.application_number,
    app_filing_date: r.filing_date,
    grant_date: r.grant_date,
    application_status: applicationStatusText(statusInput),
    application_status_code: r.application_status_code,
    examiner_name: r.examiner_name,
    entity_status: r.entity_status,
    art_unit: r.art_unit,
    grant_document_url:
      r.grant_document_url ?? (r.grant_date && !isPublication ? usptoDocumentUrl(r.patent_number) : null),
    publication_document_url: r.publication_document_url ?? (pubNumber ? usptoDocumentUrl(pubNumber) : null),
    publication_number: r.publication_number,
    publication_date: r.publication_date,
    docket_number: r.docket_number,
    uspc_class: r.uspc_class,
    cpc_section_id: r.cpc_section,
    cpc_classifications: r.cpc,
    ipc_classifications: r.ipc,
    inventor_first_name: first?.first ?? null,
    inventor_last_name: first?.last ?? null,
    inventor_names: r.inventors.map((i) => i.name),
    inventors: r.inventors.map((i) => ({ name: i.name, city: i.city, state: i.state, country: i.country })),
    parent_applications: r.continuity
      .filter((c) => c.direction === 'parent')
      .map((c) => ({
        parent_number: c.number,
        parent_patent: c.patent,
        parent_type: c.typeText ?? c.type,
        parent_filing_date: c.date,
      })),
    child_applications: r.continuity
      .filter((c) => c.direction === 'child')
      .map((c) => ({
        child_number: c.number,
        child_type: c.typeText ?? c.type,
        child_filing_date: c.date,
        child_status: c.status,
      })),
    assignments: r.assignments.map((a) => ({
      assignor: a.assignor,
      assignee: a.assignee,
      execution_date: a.execution,
      recorded_date: a.recorded,
    })),
    kind: r.kind,
    status,
    expiration_date: r.expiration_date,
    term_status: termStatus(
      {
        patentNumber: r.patent_number,
        patentType: r.patent_type,
        granted: isGranted(statusInput),
        applicationStatus: r.application_status,
        grantDate: r.grant_date,
        filingDate: r.filing_date,
        expiry: r.expiration_date,
        originalGrant: originalGrant(r),
        unlessBenefit: r.expiry_unless_benefit ?? null,
      },
      today,
    ),
    google_patents_url: googlePatentsUrl(r.patent_number, r.kind),
    source: r.sources.length > 0 && r.sources.every((s) => s === 'odp') ? 'odp' : 'corpus',
  };
}

/** The dates stored at ingest (recomputed at start for rows written before them, CorpusRepository.refreshDates). */
export interface TermRow {
  dates: PatentDates | null;
}

export interface CitingRow {
  patent_number: string;
  patent_title: string | null;
  patent_date: string | null;
}

export interface DetailExtras {
  description: string | null;
  dates: PatentDates | null;
  claims: { number: number; text: string; depends_on: number[] }[];
  citations: {
    document_number: string;
    country: string | null;
    kind: string | null;
    name: string | null;
    date: string | null;
    category: string | null;
  }[];
  cited_by: CitingRow[];
}

export function toPatentDetail(r: CardRow, x: DetailExtras): PatentDetail {
  const family = [
    ...new Set(r.continuity.flatMap((c) => [c.number, c.patent]).filter((n): n is string => !!n)),
  ];
  return {
    ...toPatent(r),
    claims: x.claims.map((c) => ({ number: c.number, text: c.text, dependsOn: c.depends_on })),
    description: x.description,
    citations: x.citations,
    cited_by: x.cited_by,
    family,
    ...(x.dates ? { dates: x.dates } : {}),
  };
}

/** A reissue's original patent and its grant date, which the reissue's maintenance fees run from (37 CFR 1.362). */
function originalGrant(r: CardRow): { date: string; patent: string | null } | null {
  const original = originalPatent({
    patentType: r.patent_type,
    continuity: r.continuity.map((c) => ({ ...c, applicationNumber: c.number, filingDate: c.date })),
  });
  return original?.grant_date ? { date: original.grant_date, patent: original.number } : null;
}
