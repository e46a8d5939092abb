import { createHash } from 'node:crypto';
import type { PatentRecord, RecordSource } from '../domain/patent-record.js';

type Field = Exclude<keyof PatentRecord, 'source' | 'patentNumber'>;

// Which source is trusted for a field when two disagree: the full text (XML) for the text and the
// parties at issue, the Open Data Portal for prosecution data; title/abstract rows sit in between.
const TEXT_RANK: Record<RecordSource, number> = { xml: 3, jsonl: 2, csv: 2, odp: 1 };
const PROSECUTION_RANK: Record<RecordSource, number> = { odp: 3, xml: 2, jsonl: 1, csv: 1 };
const TEXT_FIELDS = new Set<Field>([
  'title',
  'abstract',
  'description',
  'claims',
  'numClaims',
  'citations',
  'inventors',
  'examinerName',
  'cpc',
  'ipc',
  'kind',
  'uspcClass',
]);
const PROSECUTION_FIELDS = new Set<Field>([
  'applicationStatus',
  'applicationStatusCode',
  'entityStatus',
  'docketNumber',
  'continuity',
  'assignments',
  'assignee',
  'grantDocumentUrl',
  'publicationDocumentUrl',
  'artUnit',
  'priorityClaims',
  'termExtensionDays',
]);

const isEmpty = (v: unknown) =>
  v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);
const rankOf = (field: Field, sources: RecordSource[]) => {
  const table = TEXT_FIELDS.has(field) ? TEXT_RANK : PROSECUTION_FIELDS.has(field) ? PROSECUTION_RANK : null;
  return table ? Math.max(0, ...sources.map((s) => table[s])) : 0;
};

/** Combines what one source adds to what is stored, field by field, without losing either. */
export function mergeRecords(
  existing: PatentRecord,
  existingSources: RecordSource[],
  incoming: PatentRecord,
): PatentRecord {
  const out: PatentRecord = { ...existing, source: incoming.source };
  for (const key of Object.keys(incoming) as (keyof PatentRecord)[]) {
    if (key === 'source' || key === 'patentNumber') continue;
    const next = incoming[key];
    if (isEmpty(next)) continue;
    const current = existing[key];
    if (isEmpty(current) || rankOf(key, [incoming.source]) >= rankOf(key, existingSources)) {
      (out as unknown as Record<string, unknown>)[key] = next;
    }
  }
  // A grant's patent type comes from the grant (XML/ODP), not from a number-based guess.
  if (
    existing.patentType !== incoming.patentType &&
    incoming.source !== 'xml' &&
    existingSources.includes('xml')
  )
    out.patentType = existing.patentType;
  return out;
}

export function contentHash(r: PatentRecord, sources: RecordSource[]): string {
  const { source: _source, ...rest } = r;
  return createHash('sha1')
    .update(canonicalJson([rest, [...new Set(sources)].sort()]))
    .digest('hex');
}

/** JSON with object keys sorted, so a record read back from the database hashes like the one written. */
function canonicalJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonicalJson).join(',')}]`;
  if (v && typeof v === 'object') {
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((v as Record<string, unknown>)[k] ?? null)}`)
      .join(',')}}`;
  }
  return JSON.stringify(v ?? null);
}
