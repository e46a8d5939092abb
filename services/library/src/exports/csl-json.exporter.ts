import { citedDate, dateParts, type ExportRecord } from './export-record.js';

const cslDate = (value: string | null) => {
  const parts = dateParts(value);
  return parts ? { 'date-parts': [parts] } : undefined;
};

/** CSL-JSON items of type "patent"; the assignee goes in `publisher`, CPC codes in `keyword`. */
export function toCslJson(records: ExportRecord[]): string {
  const items = records.map((r) => ({
    id: r.number,
    type: 'patent',
    title: r.title,
    author: r.inventors.map((literal) => ({ literal })),
    authority: 'United States Patent and Trademark Office',
    number: r.number,
    publisher: r.assignee ?? undefined,
    issued: cslDate(citedDate(r)),
    submitted: cslDate(r.filingDate),
    keyword: r.cpc.length ? r.cpc.join(', ') : undefined,
    URL: r.link,
    note: r.notes ?? undefined,
    abstract: r.abstract ?? undefined,
  }));
  return JSON.stringify(items, null, 2);
}
