import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

// The patents service's tables, declared to match drizzle/*.sql (schema.int-spec.ts checks both ways).
// Dates are ISO 'YYYY-MM-DD' strings, as the records carry them.
export const patentsSchema = pgSchema('patents');

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const day = (name: string) => date(name, { mode: 'string' });
const childOf = () =>
  text('patent_number')
    .notNull()
    .references(() => patents.patentNumber, { onDelete: 'cascade' });

export const ingestSeq = patentsSchema.sequence('ingest_seq');

export const patents = patentsSchema.table(
  'patents',
  {
    docId: integer('doc_id').generatedAlwaysAsIdentity().unique(),
    patentNumber: text('patent_number').primaryKey(),
    kind: text('kind'),
    patentType: text('patent_type').notNull(),
    title: text('title').notNull().default(''),
    abstract: text('abstract'),
    description: text('description'),
    patentDate: day('patent_date'),
    grantDate: day('grant_date'),
    filingDate: day('filing_date'),
    applicationNumber: text('application_number'),
    publicationNumber: text('publication_number'),
    publicationDate: day('publication_date'),
    docketNumber: text('docket_number'),
    applicationStatus: text('application_status'),
    applicationStatusCode: integer('application_status_code'),
    examinerName: text('examiner_name'),
    artUnit: text('art_unit'),
    entityStatus: text('entity_status'),
    uspcClass: text('uspc_class'),
    cpc: text('cpc')
      .array()
      .notNull()
      .default(sql`'{}'`),
    cpcPrefixes: text('cpc_prefixes')
      .array()
      .notNull()
      .default(sql`'{}'`),
    cpcSection: text('cpc_section'),
    /** IPC codes as printed (IPCR, or edition-7 IPC before 2006); not searched, read by the field test (issue 23). */
    ipc: text('ipc')
      .array()
      .notNull()
      .default(sql`'{}'`),
    assignee: text('assignee'),
    inventorFirst: text('inventor_first'),
    inventorLast: text('inventor_last'),
    inventorsText: text('inventors_text').notNull().default(''),
    numClaims: integer('num_claims'),
    grantDocumentUrl: text('grant_document_url'),
    publicationDocumentUrl: text('publication_document_url'),
    isGranted: boolean('is_granted').notNull().default(false),
    expirationDate: day('expiration_date'),
    priorityClaims: jsonb('priority_claims')
      .notNull()
      .default(sql`'[]'::jsonb`),
    termExtensionDays: integer('term_extension_days'),
    grantTermYears: integer('grant_term_years'),
    terminalDisclaimer: boolean('terminal_disclaimer'),
    dates: jsonb('dates'),
    /** The DATES_RULES revision that computed dates (null: before migration 0004). */
    datesRules: integer('dates_rules'),
    sources: text('sources')
      .array()
      .notNull()
      .default(sql`'{}'`),
    contentHash: text('content_hash').notNull(),
    searchTsv: tsvector('search_tsv').notNull(),
    ingestSeq: bigint('ingest_seq', { mode: 'number' })
      .notNull()
      .default(sql`nextval('"patents"."ingest_seq"')`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    assigneeNorm: text('assignee_norm').generatedAlwaysAs(
      sql`btrim(regexp_replace(lower(coalesce("assignee", '')), '[^a-z0-9]+', ' ', 'g'))`,
    ),
    inventorsNorm: text('inventors_norm').generatedAlwaysAs(
      sql`btrim(regexp_replace(lower("inventors_text"), '[^a-z0-9]+', ' ', 'g'))`,
    ),
    sortDate: day('sort_date').generatedAlwaysAs(sql`coalesce("patent_date", "filing_date")`),
  },
  (t) => [
    index('patents_search_tsv_gin').using('gin', t.searchTsv),
    index('patents_cpc_prefixes_gin').using('gin', t.cpcPrefixes),
    index('patents_assignee_trgm').using('gin', t.assigneeNorm.op('gin_trgm_ops')),
    index('patents_inventors_trgm').using('gin', t.inventorsNorm.op('gin_trgm_ops')),
    index('patents_sort_date').on(t.sortDate, t.patentNumber),
    index('patents_sort_date_desc').on(t.sortDate.desc().nullsLast(), t.patentNumber),
    index('patents_title_sort').on(sql`lower(${t.title})`, t.patentNumber),
    index('patents_inventor_sort').on(
      sql`lower(${t.inventorLast})`,
      sql`lower(${t.inventorFirst})`,
      t.patentNumber,
    ),
    // The search sorts (search-sql.ts orderBy): patents without an inventor or assignee come last either way.
    index('patents_inventor_sort_desc').on(
      sql`lower(${t.inventorLast}) DESC NULLS LAST`,
      sql`lower(${t.inventorFirst}) DESC NULLS LAST`,
      t.patentNumber,
    ),
    index('patents_assignee_sort').on(sql`nullif(${t.assigneeNorm}, '')`, t.patentNumber),
    index('patents_assignee_sort_desc').on(
      sql`nullif(${t.assigneeNorm}, '') DESC NULLS LAST`,
      t.patentNumber,
    ),
    index('patents_application_number').on(t.applicationNumber),
    index('patents_publication_number').on(t.publicationNumber),
    index('patents_status').on(t.isGranted, t.expirationDate),
    index('patents_type').on(t.patentType),
    index('patents_ingest_seq').on(t.ingestSeq),
  ],
);

export const inventors = patentsSchema.table(
  'inventors',
  {
    patentNumber: childOf(),
    seq: integer('seq').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    fullName: text('full_name').notNull(),
    city: text('city'),
    state: text('state'),
    country: text('country'),
  },
  (t) => [primaryKey({ columns: [t.patentNumber, t.seq] })],
);

export const claims = patentsSchema.table(
  'claims',
  {
    patentNumber: childOf(),
    number: integer('number').notNull(),
    text: text('text').notNull(),
    dependsOn: integer('depends_on')
      .array()
      .notNull()
      .default(sql`'{}'`),
  },
  (t) => [primaryKey({ columns: [t.patentNumber, t.number] })],
);

export const citations = patentsSchema.table(
  'citations',
  {
    patentNumber: childOf(),
    seq: integer('seq').notNull(),
    documentNumber: text('document_number').notNull(),
    country: text('country'),
    kind: text('kind'),
    name: text('name'),
    date: text('date'),
    category: text('category'),
  },
  (t) => [
    primaryKey({ columns: [t.patentNumber, t.seq] }),
    index('citations_document_number').on(t.documentNumber),
  ],
);

export const continuity = patentsSchema.table(
  'continuity',
  {
    patentNumber: childOf(),
    seq: integer('seq').notNull(),
    direction: text('direction').$type<'parent' | 'child'>().notNull(),
    applicationNumber: text('application_number').notNull(),
    patent: text('patent'),
    type: text('type'),
    typeText: text('type_text'),
    filingDate: day('filing_date'),
    status: text('status'),
    patentDate: day('patent_date'),
  },
  (t) => [primaryKey({ columns: [t.patentNumber, t.seq] })],
);

export const assignments = patentsSchema.table(
  'assignments',
  {
    patentNumber: childOf(),
    seq: integer('seq').notNull(),
    reelFrame: text('reel_frame'),
    assignor: text('assignor'),
    assignee: text('assignee'),
    conveyance: text('conveyance'),
    executionDate: day('execution_date'),
    recordedDate: day('recorded_date'),
  },
  (t) => [primaryKey({ columns: [t.patentNumber, t.seq] })],
);

/**
 * Rows of multi-row export tables (PatentsView inventor, assignee, CPC, claims files) held during one
 * ingest run, so rows of one patent spread over several files combine into one record whatever the
 * file order, without holding the tables in memory.
 */
export const ingestStage = patentsSchema.table(
  'ingest_stage',
  {
    runId: text('run_id').notNull(),
    patentNumber: text('patent_number').notNull(),
    part: text('part').notNull(),
    seq: integer('seq').notNull(),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.runId, t.patentNumber, t.part, t.seq] }),
    index('ingest_stage_created_at').on(t.createdAt),
  ],
);

/** How far the OpenSearch indexer has brought each index (the ingest_seq it has sent up to). */
export const searchIndexCheckpoints = patentsSchema.table('search_index_checkpoints', {
  indexName: text('index_name').primaryKey(),
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Tombstones of deleted patents (trigger patents_note_deleted), on the ingest sequence, for the indexer. */
export const deletedPatents = patentsSchema.table(
  'deleted_patents',
  {
    patentNumber: text('patent_number').primaryKey(),
    ingestSeq: bigint('ingest_seq', { mode: 'number' })
      .notNull()
      .default(sql`nextval('"patents"."ingest_seq"')`),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('deleted_patents_ingest_seq').on(t.ingestSeq)],
);
