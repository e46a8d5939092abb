import { citedDate, dateParts, type ExportRecord } from './export-record.js';

// RIS has no continuation lines that every reader understands, so a value stays on one line.
const oneLine = (value: string) => value.replace(/\s*[\r\n]+\s*/g, ' ').trim();
const tag = (name: string, value: string | null | undefined) =>
  value ? [`${name}  - ${oneLine(value)}`] : [];
const risDate = (value: string | null) => {
  const parts = dateParts(value);
  return parts ? parts.map((n, i) => String(n).padStart(i === 0 ? 4 : 2, '0')).join('/') : null;
};

/** RIS wants "Last, First"; a name given as "First Middle Last" is turned around at its last space. */
export function risName(name: string): string {
  const trimmed = oneLine(name);
  const cut = trimmed.lastIndexOf(' ');
  return trimmed.includes(',') || cut < 0 ? trimmed : `${trimmed.slice(cut + 1)}, ${trimmed.slice(0, cut)}`;
}

/**
 * One PAT record per patent: AU inventors, PB assignee, IS patent number, DA/PY the grant (else
 * publication) date, M2 the filing date (RIS has no tag of its own for it), KW one per CPC code,
 * UR link, N1 the user's notes, AB abstract.
 */
export function toRis(records: ExportRecord[]): string {
  const lines = records.flatMap((r) => [
    'TY  - PAT',
    ...tag('TI', r.title),
    ...r.inventors.flatMap((name) => tag('AU', risName(name))),
    ...tag('PB', r.assignee),
    ...tag('IS', r.number),
    ...tag('PY', dateParts(citedDate(r))?.[0].toString()),
    ...tag('DA', risDate(citedDate(r))),
    ...r.cpc.flatMap((code) => tag('KW', code)),
    ...tag('UR', r.link),
    ...tag('M2', r.filingDate ? `Filed: ${r.filingDate}` : null),
    ...tag('N1', r.notes),
    ...tag('AB', r.abstract),
    'ER  - ',
    '',
  ]);
  return lines.join('\r\n');
}
