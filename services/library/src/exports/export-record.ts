import { googlePatentsUrl, type SavedPatent } from '@patent-hub/contracts';

/** What every export format carries for one saved patent. */
export interface ExportRecord {
  /** With the US prefix, as it is cited: "US10123456". */
  number: string;
  title: string;
  inventors: string[];
  assignee: string | null;
  filingDate: string | null;
  grantDate: string | null;
  publicationDate: string | null;
  cpc: string[];
  link: string;
  notes: string | null;
  abstract: string | null;
}

export function toExportRecord(
  p: Pick<
    SavedPatent,
    | 'patentNumber'
    | 'title'
    | 'inventors'
    | 'assignee'
    | 'filingDate'
    | 'grantDate'
    | 'publicationDate'
    | 'classifications'
    | 'notes'
    | 'abstract'
  >,
): ExportRecord {
  return {
    number: `US${p.patentNumber}`,
    title: p.title ?? '',
    inventors: p.inventors,
    assignee: p.assignee,
    filingDate: p.filingDate,
    grantDate: p.grantDate,
    publicationDate: p.publicationDate,
    cpc: p.classifications,
    link: googlePatentsUrl(p.patentNumber),
    notes: p.notes,
    abstract: p.abstract,
  };
}

/** The date a patent is cited by: its grant, else its publication. */
export const citedDate = (r: ExportRecord) => r.grantDate ?? r.publicationDate;

/** "2020-01-07" or "2020-01-07T00:00:00Z" → [2020, 1, 7]; null when the text holds no date. */
export function dateParts(value: string | null): [number, number, number] | null {
  const m = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}
