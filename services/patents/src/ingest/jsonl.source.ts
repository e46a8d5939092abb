import { validIsoDate } from '../domain/dates.js';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { emptyRecord, joinAssignees, type PatentRecord } from '../domain/patent-record.js';
import { inventorFromName, normalizeCpc } from '../domain/names.js';
import { parsePatentNumber, patentTypeOfNumber, type ParsedNumber } from '../domain/patent-number.js';
import type { SourceItem } from './source-item.js';
import { textOrNull } from '@patent-hub/contracts';
import { decodeUsptoEntities } from '@patent-hub/text';
import { looksLikeOdp, odpToRecords } from '../odp/odp-mapper.js';
import { visibleText } from './visible-text.js';

type Row = Record<string, unknown>;
const str = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() ? v.trim() : typeof v === 'number' ? String(v) : null;
const isoDay = (v: unknown): string | null => {
  const s = str(v);
  const m = s?.match(/^(\d{4})-?(\d{2})-?(\d{2})/);
  return m ? validIsoDate(m[1], m[2], m[3]) : null;
};

/** The patent number of an export row, whichever of the usual columns holds it, or why there is none. */
export function rowPatentNumber(row: Row): ParsedNumber | string {
  const rawNumber =
    str(row.patent_number) ??
    str(row.patent_id) ??
    str(row.publication_id) ??
    str(row.publication_number) ??
    str(row.id) ??
    str(row.number);
  if (!rawNumber) return 'no patent number';
  // Google ids look like 'US-4999833-A'; pygrams like 'US06841689-20050111' (number-date).
  const cleaned = rawNumber
    .replace(/^US-?/i, '')
    .replace(/-(\d{8})$/, '')
    .replace(/-([A-Z]\d?)$/i, '$1');
  return parsePatentNumber(cleaned) ?? `unreadable patent number ${rawNumber.slice(0, 40)}`;
}

/** A text of a row as a reader sees it: entity spellings read as characters, nothing that prints nothing. */
export const readable = (text: string) => decodeUsptoEntities(visibleText(text)).replace(/ {2,}/g, ' ');

/** A title/abstract row (the derived JSONL, Google Patents or PatentsView style keys) → record. */
export function rowToRecord(row: Row, source: 'jsonl' | 'csv'): PatentRecord | string {
  const parsed = rowPatentNumber(row);
  if (typeof parsed === 'string') return parsed;
  const r = emptyRecord(source, parsed.number);
  r.kind = parsed.kind ?? str(row.kind) ?? str(row.wipo_kind);
  // PatentsView text keeps the USPTO entity spellings (".alpha."): read as their characters, as the XML is; and
  // without the characters that print nothing (visibleText, as the XML: MathML's invisible times in pygrams' abstract
  // of US7985710).
  r.title = readable(str(row.title) ?? str(row.patent_title) ?? '');
  // The derived JSONL holds 'NULL' (PatentsView) and 'None' (pandas) for patents without an abstract.
  const abstract = textOrNull(str(row.abstract)) ?? textOrNull(str(row.patent_abstract));
  r.abstract = abstract === null ? null : readable(abstract);
  const type = str(row.patent_type)?.toLowerCase();
  r.patentType = type ?? patentTypeOfNumber(parsed.number);
  const date =
    isoDay(row.date) ??
    isoDay(row.patent_date) ??
    isoDay(row['grant date']) ??
    isoDay(row.grant_date) ??
    isoDay(row.publication_date) ??
    isoDay(row['publication date']);
  if (r.patentType === 'application') {
    r.publicationNumber = `US${parsed.number}${r.kind ?? ''}`;
    r.publicationDate = date;
  } else {
    r.patentDate = date;
    r.grantDate = date;
  }
  r.filingDate = isoDay(row.filing_date) ?? isoDay(row['filing/creation date']);
  const claims = Number(row.num_claims);
  r.numClaims = Number.isFinite(claims) && claims > 0 ? claims : null;
  const cpc = row.cpc ?? row.classifications_cpc ?? row.cpc_group;
  if (Array.isArray(cpc)) r.cpc = cpc.filter((c): c is string => typeof c === 'string').map(normalizeCpc);
  else if (typeof cpc === 'string' && cpc.trim())
    r.cpc = cpc.split(/[,;|]/).map(normalizeCpc).filter(Boolean);
  const assignees = row.assignees ?? row.assignee ?? row.assignee_organization;
  r.assignee = Array.isArray(assignees) ? joinAssignees(assignees.map(str)) : str(assignees);
  const inventors = row.inventors ?? row['inventor/author'];
  const names = Array.isArray(inventors)
    ? inventors.map(String)
    : typeof inventors === 'string'
      ? inventors.split(',')
      : [];
  r.inventors = names.map(inventorFromName).filter((i) => i !== null);
  if (!r.title && !r.abstract) return 'no title or abstract';
  return r;
}

/** JSON Lines: one patent per line, or one ODP response per line. */
export async function* readJsonLines(input: Readable, file: string): AsyncGenerator<SourceItem> {
  const lines = createInterface({ input, crlfDelay: Infinity });
  let lineNo = 0;
  for await (const line of lines) {
    lineNo++;
    if (!line.trim()) continue;
    const bytes = Buffer.byteLength(line) + 1;
    let row: Row;
    try {
      row = JSON.parse(line) as Row;
    } catch {
      yield { kind: 'skip', file, position: `line ${lineNo}`, reason: 'invalid JSON', bytes };
      continue;
    }
    if (looksLikeOdp(row)) {
      for (const item of odpToRecords(row, file)) yield { ...item, bytes };
      continue;
    }
    const r = rowToRecord(row, 'jsonl');
    if (typeof r === 'string') yield { kind: 'skip', file, position: `line ${lineNo}`, reason: r, bytes };
    else yield { kind: 'record', record: r, bytes };
  }
}
