import type { PatentRecord } from '../domain/patent-record.js';

/** What every ingest source yields: a record, or a reason why one was skipped (file and position). */
export type SourceItem =
  | { kind: 'record'; record: PatentRecord; bytes?: number }
  | { kind: 'skip'; file: string; position: string; reason: string; bytes?: number };
