import type { ExportRecord } from './export-record.js';

const HEADER = [
  'Patent Number',
  'Title',
  'Inventors',
  'Assignee',
  'Filing Date',
  'Grant Date',
  'Publication Date',
  'CPC',
  'Link',
  'Notes',
];
const LIST_SEPARATOR = '; ';

// A cell starting like a formula would run in a spreadsheet (CSV injection); a leading quote keeps it text.
const defuse = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);
const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

/** RFC 4180: CRLF line ends, quoted cells where needed; list fields joined with "; ". */
export function toCsv(records: ExportRecord[]): string {
  const rows = records.map((r) => [
    r.number,
    r.title,
    r.inventors.join(LIST_SEPARATOR),
    r.assignee ?? '',
    r.filingDate ?? '',
    r.grantDate ?? '',
    r.publicationDate ?? '',
    r.cpc.join(LIST_SEPARATOR),
    r.link,
    r.notes ?? '',
  ]);
  return [HEADER, ...rows].map((cells) => cells.map((c) => quote(defuse(c))).join(',')).join('\r\n') + '\r\n';
}
