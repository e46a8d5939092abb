import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import type { IngestItem, PartTable } from './source-item.js';
import { rowToRecord } from './jsonl.source.js';
import { partTableOf, rowToPart } from './record-parts.js';

const NUMBER_COLUMNS = ['patent_id', 'patent_number', 'id', 'publication_number', 'number'];

/**
 * PatentsView-style CSV/TSV exports and Google Patents result exports (whose first line is a
 * 'search URL:' note before the header). In a table of patents one row is one patent; in a multi-row
 * table (inventors, assignees, CPC, claims, applications, keyed by patent_id) one row is a part of a
 * patent, combined with the others at the end of the run. Unknown columns are ignored.
 */
export async function* readDelimited(
  input: Readable,
  file: string,
  delimiter: ',' | '\t',
): AsyncGenerator<IngestItem> {
  const parser = input.pipe(
    parse({ delimiter, relax_column_count: true, relax_quotes: true, bom: true, skip_empty_lines: true }),
  );
  let header: string[] | null = null;
  let table: PartTable | null = null;
  let rowNo = 0;
  for await (const cells of parser as AsyncIterable<string[]>) {
    rowNo++;
    const bytes = cells.reduce((n, c) => n + c.length + 1, 0);
    if (!header) {
      const lower = cells.map((c) => c.trim().toLowerCase());
      if (lower.some((c) => NUMBER_COLUMNS.includes(c))) {
        header = lower;
        table = partTableOf(lower);
      }
      continue;
    }
    const row: Record<string, string> = {};
    header.forEach((h, i) => {
      row[h] = cells[i] ?? '';
    });
    if (table) {
      const part = rowToPart(row, table, rowNo);
      yield typeof part === 'string'
        ? { kind: 'skip', file, position: `row ${rowNo}`, reason: part, bytes }
        : { kind: 'part', part, bytes };
      continue;
    }
    const r = rowToRecord(row, 'csv');
    if (typeof r === 'string') yield { kind: 'skip', file, position: `row ${rowNo}`, reason: r, bytes };
    else yield { kind: 'record', record: r, bytes };
  }
  if (!header)
    yield { kind: 'skip', file, position: 'row 1', reason: 'no header with a patent number column' };
}
