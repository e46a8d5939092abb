import { citedDate, dateParts, type ExportRecord } from './export-record.js';

const LATEX_SPECIALS: Record<string, string> = {
  '\\': '\\textbackslash{}',
  '{': '\\{',
  '}': '\\}',
  '&': '\\&',
  '%': '\\%',
  $: '\\$',
  '#': '\\#',
  _: '\\_',
  '~': '\\textasciitilde{}',
  '^': '\\textasciicircum{}',
};
const escape = (value: string) => value.replace(/[\\{}&%$#_~^]/g, (c) => LATEX_SPECIALS[c]);
const oneLine = (value: string) => value.replace(/\s*[\r\n]+\s*/g, ' ').trim();
const field = (name: string, value: string | null | undefined) => (value ? [`  ${name} = {${value}}`] : []);

// A name holding " and " or a comma would be split by BibTeX; braces keep it one literal name.
const name = (n: string) => (/\band\b|,/i.test(n) ? `{${escape(n)}}` : escape(n));

/** biblatex @patent entries (BibTeX-compatible syntax), keyed by the US number. */
export function toBibtex(records: ExportRecord[]): string {
  return records
    .map((r) => {
      const date = dateParts(citedDate(r));
      const lines = [
        ...field('title', escape(oneLine(r.title))),
        ...field('author', r.inventors.map(name).join(' and ')),
        ...field('holder', r.assignee ? `{${escape(r.assignee)}}` : null),
        ...field('number', r.number),
        ...field('type', 'patentus'),
        ...field('date', date ? citedDate(r)!.slice(0, 10) : null),
        ...field('year', date ? String(date[0]) : null),
        ...field('filingdate', r.filingDate?.slice(0, 10)),
        // keywords is a verbatim list for biblatex: no escapes, and nothing that could end the field.
        ...field('keywords', r.cpc.map((c) => c.replace(/[{}\\,]/g, '')).join(', ')),
        ...field('url', r.link),
        ...field('note', r.notes ? escape(oneLine(r.notes)) : null),
        ...field('abstract', r.abstract ? escape(oneLine(r.abstract)) : null),
      ];
      return `@patent{${r.number.replace(/[^A-Za-z0-9]/g, '')},\n${lines.join(',\n')}\n}\n`;
    })
    .join('\n');
}
