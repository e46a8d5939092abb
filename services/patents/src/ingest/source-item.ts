import type { PatentRecord } from '../domain/patent-record.js';

/** What every ingest source yields: a record, or a reason why one was skipped (file and position). */
export type SourceItem =
  | { kind: 'record'; record: PatentRecord; bytes?: number }
  | { kind: 'skip'; file: string; position: string; reason: string; bytes?: number };

/** Tables of an export that hold several rows per patent, combined per patent at the end of a run. */
export type PartTable = 'inventor' | 'assignee' | 'cpc' | 'claim' | 'application';

/** One row of such a table: which patent, which table, its order there, and the values it carries. */
export interface RecordPart {
  patentNumber: string;
  table: PartTable;
  seq: number;
  data: Record<string, string | null>;
}

/** What a file yields: records, skips and, from multi-row export tables, parts of records. */
export type IngestItem = SourceItem | { kind: 'part'; part: RecordPart; bytes?: number };
