import { validIsoDate } from '../domain/dates.js';
import { normalizeCpc } from '../domain/names.js';
import { normalizeApplicationNumber, patentTypeOfNumber } from '../domain/patent-number.js';
import {
  emptyRecord,
  joinAssignees,
  type InventorRecord,
  type PatentRecord,
} from '../domain/patent-record.js';
import { readable, rowPatentNumber } from './jsonl.source.js';
import type { PartTable, RecordPart } from './source-item.js';

type Row = Record<string, string>;
const first = (row: Row, ...cols: string[]) => {
  for (const c of cols) {
    const v = row[c]?.trim();
    if (v) return v;
  }
  return null;
};

// PatentsView bulk tables (g_inventor_disambiguated, g_assignee_disambiguated, g_cpc_current, g_claims,
// g_application) and the older export spellings (raw_*, inventor_name_*, *_id).
const INVENTOR_FIRST = [
  'disambig_inventor_name_first',
  'inventor_name_first',
  'raw_inventor_name_first',
  'name_first',
];
const INVENTOR_LAST = [
  'disambig_inventor_name_last',
  'inventor_name_last',
  'raw_inventor_name_last',
  'name_last',
];
const ASSIGNEE_ORG = [
  'disambig_assignee_organization',
  'assignee_organization',
  'raw_assignee_organization',
  'organization',
];
const ASSIGNEE_FIRST = [
  'disambig_assignee_individual_name_first',
  'assignee_individual_name_first',
  'raw_assignee_individual_name_first',
];
const ASSIGNEE_LAST = [
  'disambig_assignee_individual_name_last',
  'assignee_individual_name_last',
  'raw_assignee_individual_name_last',
];
const CPC_CODE = ['cpc_group', 'cpc_subgroup_id', 'cpc_group_id', 'cpc_subgroup'];
const SEQUENCE: Record<PartTable, string[]> = {
  inventor: ['inventor_sequence', 'sequence'],
  assignee: ['assignee_sequence', 'sequence'],
  cpc: ['cpc_sequence', 'sequence'],
  claim: ['claim_sequence', 'claim_number'],
  application: [],
};

/**
 * Which multi-row table a header belongs to, or null for a table of whole patents (one row each, with a
 * title or an abstract) that becomes records directly.
 */
export function partTableOf(header: string[]): PartTable | null {
  const has = (...cols: string[]) => cols.some((c) => header.includes(c));
  if (has('title', 'patent_title', 'abstract', 'patent_abstract')) return null;
  if (has('inventor_sequence', ...INVENTOR_FIRST, ...INVENTOR_LAST)) return 'inventor';
  if (has('assignee_sequence', ...ASSIGNEE_ORG)) return 'assignee';
  if (has('cpc_sequence', ...CPC_CODE)) return 'cpc';
  if (has('claim_text')) return 'claim';
  if (has('application_id', 'filing_date')) return 'application';
  return null;
}

/** One row of a multi-row table → the part of its patent's record it carries, or why it has none. */
export function rowToPart(row: Row, table: PartTable, rowNo: number): RecordPart | string {
  const parsed = rowPatentNumber(row);
  if (typeof parsed === 'string') return parsed;
  const seqText = first(row, ...SEQUENCE[table]);
  // Without a sequence column the file order stands in (row numbers grow through the file).
  const seq = seqText !== null && /^-?\d+$/.test(seqText) ? Number(seqText) : rowNo;
  const data = partData(row, table);
  if (typeof data === 'string') return data;
  return { patentNumber: parsed.number, table, seq, data };
}

function partData(row: Row, table: PartTable): RecordPart['data'] | string {
  switch (table) {
    case 'inventor': {
      const data = {
        first: first(row, ...INVENTOR_FIRST),
        last: first(row, ...INVENTOR_LAST),
        city: first(row, 'inventor_city', 'city'),
        state: first(row, 'inventor_state', 'state'),
        country: first(row, 'inventor_country', 'country'),
      };
      return data.first || data.last ? data : 'inventor row without a name';
    }
    case 'assignee': {
      const person = [first(row, ...ASSIGNEE_FIRST), first(row, ...ASSIGNEE_LAST)].filter(Boolean).join(' ');
      const name = first(row, ...ASSIGNEE_ORG) ?? (person || null);
      return name ? { name } : 'assignee row without a name';
    }
    case 'cpc': {
      const code = first(row, ...CPC_CODE);
      return code ? { code: normalizeCpc(code) } : 'CPC row without a code';
    }
    case 'claim': {
      const raw = first(row, 'claim_text', 'text');
      // As the XML's claims: without the characters that print nothing (MathML's function application …).
      const text = raw === null ? null : readable(raw);
      return text
        ? { text, number: first(row, 'claim_number'), dependent: first(row, 'dependent', 'claim_dependent') }
        : 'claim row without text';
    }
    case 'application':
      return {
        application: first(row, 'application_id', 'application_number'),
        filing: first(row, 'filing_date'),
      };
  }
}

const isoDay = (v: string | null) => {
  const m = v?.match(/^(\d{4})-?(\d{2})-?(\d{2})/);
  return m ? validIsoDate(m[1], m[2], m[3]) : null;
};

/** The parts of one patent (any tables, any order) → the partial record they add to what is stored. */
export function recordFromParts(patentNumber: string, parts: RecordPart[]): PatentRecord {
  const r = emptyRecord('csv', patentNumber);
  r.patentType = patentTypeOfNumber(patentNumber);
  const of = (table: PartTable) =>
    parts
      .filter((p) => p.table === table)
      .sort((a, b) => a.seq - b.seq)
      .map((p) => p.data);
  r.inventors = of('inventor').map((d): InventorRecord => ({
    firstName: d.first,
    lastName: d.last,
    fullName: [d.first, d.last].filter(Boolean).join(' '),
    city: d.city,
    state: d.state,
    country: d.country,
  }));
  r.assignee = joinAssignees(of('assignee').map((a) => a.name));
  r.cpc = [...new Set(of('cpc').map((d) => d.code!))];
  r.claims = of('claim').map((d, i) => ({
    number: Number(d.number) > 0 ? Number(d.number) : i + 1,
    text: d.text!,
    // PatentsView writes 'claim 1' (or -1 for an independent claim).
    dependsOn: [...(d.dependent ?? '').matchAll(/(?<![-\d])\d+/g)]
      .map((m) => Number(m[0]))
      .filter((n) => n > 0),
  }));
  // num_claims stays the patent table's: a claims file may hold only some claims (exemplary ones).
  const app = of('application')[0];
  if (app) {
    r.applicationNumber = app.application ? normalizeApplicationNumber(app.application) : null;
    r.filingDate = isoDay(app.filing);
  }
  return r;
}
