import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import type { SourceItem } from './source-item.js';
import { rowToRecord } from './jsonl.source.js';

const NUMBER_COLUMNS = ['patent_id', 'patent_number', 'id', 'publication_number', 'number'];

/**
 * PatentsView-style CSV/TSV exports and Google Patents result exports (whose first line is a
 * 'search URL:' note before the header). One row is one patent; unknown columns are ignored.
 */
export async function* readDelimited(input: Readable, file: string, delimiter: ',' | '\t'): AsyncGenerator<SourceItem> {
  const parser = input.pipe(parse({ delimiter, relax_column_count: true, relax_quotes: true, bom: true, skip_empty_lines: true }));
  let header: string[] | null = null;
  let rowNo = 0;
  for await (const cells of parser as AsyncIterable<string[]>) {
    rowNo++;
    const bytes = cells.reduce((n, c) => n + c.length + 1, 0);
    if (!header) {
      const lower = cells.map((c) => c.trim().toLowerCase());
      if (lower.some((c) => NUMBER_COLUMNS.includes(c))) header = lower;
      continue;
    }
    const row: Record<string, string> = {};
    header.forEach((h, i) => { row[h] = cells[i] ?? ''; });
    const r = rowToRecord(row, 'csv');
    if (typeof r === 'string') yield { kind: 'skip', file, position: `row ${rowNo}`, reason: r, bytes };
    else yield { kind: 'record', record: r, bytes };
  }
  if (!header) yield { kind: 'skip', file, position: 'row 1', reason: 'no header with a patent number column' };
}
