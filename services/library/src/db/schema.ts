import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// Dates of the patent record stay as the text the source gave (ISO YYYY-MM-DD in practice):
// they are shown and exported, never computed with.
export const library = pgSchema('library');

type InventorDetail = {
  name: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
};
type ParentApplication = {
  parent_number: string | null;
  parent_patent: string | null;
  parent_type: string | null;
  parent_filing_date: string | null;
};
type ChildApplication = {
  child_number: string | null;
  child_type: string | null;
  child_filing_date: string | null;
  child_status: string | null;
};
type Assignment = {
  assignor: string | null;
  assignee: string | null;
  execution_date: string | null;
  recorded_date: string | null;
};

export const savedPatents = library.table(
  'saved_patents',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: text('user_id').notNull(),
    patentNumber: text('patent_number').notNull(),
    type: text('type').notNull(),
    title: text('title'),
    abstract: text('abstract'),
    status: text('status'),
    assignee: text('assignee'),
    classifications: jsonb('classifications').$type<string[]>().notNull().default([]),
    inventors: jsonb('inventors').$type<string[]>().notNull().default([]),
    notes: text('notes'),
    publicationDate: text('publication_date'),
    applicationNumber: text('application_number'),
    filingDate: text('filing_date'),
    grantDate: text('grant_date'),
    applicationStatus: text('application_status'),
    examinerName: text('examiner_name'),
    entityStatus: text('entity_status'),
    artUnit: text('art_unit'),
    grantDocumentUrl: text('grant_document_url'),
    publicationDocumentUrl: text('publication_document_url'),
    publicationNumber: text('publication_number'),
    docketNumber: text('docket_number'),
    inventorDetails: jsonb('inventor_details').$type<InventorDetail[]>().notNull().default([]),
    parentApplications: jsonb('parent_applications').$type<ParentApplication[]>().notNull().default([]),
    childApplications: jsonb('child_applications').$type<ChildApplication[]>().notNull().default([]),
    assignments: jsonb('assignments').$type<Assignment[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // One row per user and patent: concurrent saves of one number collapse onto it (ON CONFLICT).
    uniqueIndex('saved_patents_user_number_uq').on(t.userId, t.patentNumber),
    index('saved_patents_user_created_idx').on(t.userId, t.createdAt.desc(), t.id),
  ],
);

export const collections = library.table(
  'collections',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: text('user_id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('collections_user_created_idx').on(t.userId, t.createdAt)],
);

// Membership references saved-patent rows: deleting either side removes the link.
export const collectionPatents = library.table(
  'collection_patents',
  {
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    savedPatentId: uuid('saved_patent_id')
      .notNull()
      .references(() => savedPatents.id, { onDelete: 'cascade' }),
    position: integer('position').generatedAlwaysAsIdentity(),
    addedAt: timestamp('added_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.savedPatentId] }),
    index('collection_patents_saved_idx').on(t.savedPatentId),
  ],
);

export const drafts = library.table(
  'drafts',
  {
    userId: text('user_id').notNull(),
    id: text('id').notNull(),
    title: text('title').notNull().default(''),
    inventors: text('inventors').notNull().default(''),
    abstract: text('abstract').notNull().default(''),
    background: text('background').notNull().default(''),
    summary: text('summary').notNull().default(''),
    detailedDescription: text('detailed_description').notNull().default(''),
    claims: jsonb('claims').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.id] }),
    index('drafts_user_updated_idx').on(t.userId, t.updatedAt),
  ],
);
