import { z } from 'zod';
import { patentDraftSchema } from './browser.js';
import type { RpcDefinition } from './rpc.js';
import {
  COLLECTION_DESCRIPTION_MAX,
  COLLECTION_MESSAGES,
  COLLECTION_NAME_MAX,
  EXPORT_FORMATS,
  normalizePatentNumber,
  SAVED_PATENT_TYPES,
} from './values.js';

/**
 * Library service: saved patents (with notes), collections, server-side drafts, stats, exports.
 *
 * Decisions callers rely on:
 * - A saved patent's `id` is the library's own UUID; `PATCH`/`DELETE /api/patents/:id` take it.
 * - One row per (user, patent number): saving a number again returns the existing record.
 *   Numbers are normalised first (upper case, no spaces/commas, no leading "US").
 * - Collections hold saved-patent ids (`patentIds`); membership references saved-patent rows, so
 *   deleting a saved patent removes it from every collection, and deleting a collection keeps the
 *   saved patents.
 * - Every row belongs to one user; an id owned by someone else answers NOT_FOUND, like a missing one.
 * - Every result is `{ data: ... }`, the shape the web app reads.
 */
const userId = z.string().min(1).max(200);
const text = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((v) => v ?? null);
const nullableText = (max: number) => z.string().max(max).nullable();
const list = <T extends z.ZodType>(item: T, max: number) => z.array(item).max(max);

export const savedInventorDetailSchema = z.object({
  name: text(300),
  city: text(200),
  state: text(100),
  country: text(100),
});
export const savedParentApplicationSchema = z.object({
  parent_number: text(64),
  parent_patent: text(64),
  parent_type: text(100),
  parent_filing_date: text(40),
});
export const savedChildApplicationSchema = z.object({
  child_number: text(64),
  child_type: text(100),
  child_filing_date: text(40),
  child_status: text(200),
});
export const savedAssignmentSchema = z.object({
  assignor: text(500),
  assignee: text(500),
  execution_date: text(40),
  recorded_date: text(40),
});

const patentNumberSchema = z
  .string({ error: 'Patent number is required' })
  .max(64, 'Patent number is too long')
  .transform(normalizePatentNumber)
  .refine((v) => v.length > 0, 'Patent number is required');

/** Fields a user may change on a saved patent (PATCH). */
const editableFields = {
  title: text(2000),
  abstract: text(50_000),
  status: text(200),
  assignee: text(1000),
  classifications: list(z.string().max(100), 500),
  inventors: list(z.string().max(300), 500),
  notes: text(20_000),
};

/** The saved-patent payload of SPEC §3 as the web app sends it (POST /api/patents/save). */
export const savePatentInputSchema = z.object({
  patentNumber: patentNumberSchema,
  type: z.enum(SAVED_PATENT_TYPES).optional(),
  ...editableFields,
  classifications: editableFields.classifications.default([]),
  inventors: editableFields.inventors.default([]),
  publicationDate: text(40),
  applicationNumber: text(64),
  filingDate: text(40),
  grantDate: text(40),
  applicationStatus: text(300),
  examinerName: text(300),
  entityStatus: text(100),
  artUnit: text(32),
  grantDocumentUrl: text(2000),
  publicationDocumentUrl: text(2000),
  publicationNumber: text(64),
  docketNumber: text(200),
  inventorDetails: list(savedInventorDetailSchema, 500).default([]),
  parentApplications: list(savedParentApplicationSchema, 500).default([]),
  childApplications: list(savedChildApplicationSchema, 500).default([]),
  assignments: list(savedAssignmentSchema, 1000).default([]),
});
export type SavePatentInput = z.infer<typeof savePatentInputSchema>;

export const updateSavedPatentInputSchema = z.object(editableFields).partial();
export type UpdateSavedPatentInput = z.infer<typeof updateSavedPatentInputSchema>;

export const savedPatentSchema = z
  .object({
    id: z.uuid(),
    patentNumber: z.string(),
    type: z.enum(SAVED_PATENT_TYPES),
    title: z.string().nullable(),
    abstract: z.string().nullable(),
    status: z.string().nullable(),
    assignee: z.string().nullable(),
    classifications: z.array(z.string()),
    inventors: z.array(z.string()),
    notes: z.string().nullable(),
    publicationDate: nullableText(40),
    applicationNumber: nullableText(64),
    filingDate: nullableText(40),
    grantDate: nullableText(40),
    applicationStatus: z.string().nullable(),
    examinerName: z.string().nullable(),
    entityStatus: z.string().nullable(),
    artUnit: z.string().nullable(),
    grantDocumentUrl: z.string().nullable(),
    publicationDocumentUrl: z.string().nullable(),
    publicationNumber: z.string().nullable(),
    docketNumber: z.string().nullable(),
    inventorDetails: z.array(savedInventorDetailSchema),
    parentApplications: z.array(savedParentApplicationSchema),
    childApplications: z.array(savedChildApplicationSchema),
    assignments: z.array(savedAssignmentSchema),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'SavedPatent' });
export type SavedPatent = z.infer<typeof savedPatentSchema>;
export const savedPatentListItemSchema = savedPatentSchema
  .extend({ hasAnalysis: z.boolean() })
  .meta({ id: 'SavedPatentListItem' });
export type SavedPatentListItem = z.infer<typeof savedPatentListItemSchema>;

const collectionName = z
  .string({ error: COLLECTION_MESSAGES.nameRequired })
  .trim()
  .min(1, COLLECTION_MESSAGES.nameRequired)
  .max(COLLECTION_NAME_MAX, COLLECTION_MESSAGES.nameTooLong);
const collectionDescription = z
  .string()
  .trim()
  .max(COLLECTION_DESCRIPTION_MAX, COLLECTION_MESSAGES.descriptionTooLong)
  .nullish()
  .transform((v) => (v ? v : null));

/** SPEC §5 collection form: name required and ≤ 100, description optional and ≤ 500. */
export const createCollectionInputSchema = z.object({
  name: collectionName,
  description: collectionDescription,
});
export type CreateCollectionInput = z.infer<typeof createCollectionInputSchema>;
export const updateCollectionInputSchema = z.object({
  name: collectionName.optional(),
  description: collectionDescription.optional(),
});
export type UpdateCollectionInput = z.infer<typeof updateCollectionInputSchema>;

export const collectionSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string().nullable(),
    /** Saved-patent ids, oldest membership first. */
    patentIds: z.array(z.uuid()),
    patentCount: z.number().int().nonnegative(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Collection' });
export type Collection = z.infer<typeof collectionSchema>;

/** The browser's patent draft (SPEC §3), stored whole per user and draft id. */
export const patentDraftInputSchema = z.object({
  id: z
    .string({ error: 'Draft id is required' })
    .trim()
    .min(1, 'Draft id is required')
    .max(100, 'Draft id must be at most 100 characters'),
  title: z.string().max(2000).default(''),
  inventors: z.string().max(5000).default(''),
  abstract: z.string().max(50_000).default(''),
  background: z.string().max(200_000).default(''),
  summary: z.string().max(200_000).default(''),
  detailedDescription: z.string().max(500_000).default(''),
  claims: z.array(z.string().max(50_000)).max(500).default([]),
  createdAt: z.iso.datetime({ offset: true }).optional(),
  updatedAt: z.iso.datetime({ offset: true }).optional(),
});
export type PatentDraftInput = z.infer<typeof patentDraftInputSchema>;
// The stored draft has the browser record's shape (`patentDraftSchema` of browser.ts).

/** SPEC §3 derived stats, computed on the server. */
export const libraryStatsSchema = z.object({
  patentsSaved: z.number().int().nonnegative(),
  analysesRun: z.number().int().nonnegative(),
  collections: z.number().int().nonnegative(),
  totalItems: z.number().int().nonnegative(),
});
export type LibraryStats = z.infer<typeof libraryStatsSchema>;

export const exportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS, { error: 'format must be one of csv, ris, bibtex, csljson' }),
});
export const exportFileSchema = z.object({ filename: z.string(), contentType: z.string(), body: z.string() });
export type ExportFile = z.infer<typeof exportFileSchema>;

// RPC payloads: every one acts for a user.
const idParam = z.string().min(1).max(200);
export const userOnlyPayloadSchema = z.object({ userId });
export const savePatentPayloadSchema = z.object({ userId, patent: savePatentInputSchema });
export const updateSavedPayloadSchema = z.object({
  userId,
  id: idParam,
  changes: updateSavedPatentInputSchema,
});
export const byIdPayloadSchema = z.object({ userId, id: idParam });
export const saveDraftPayloadSchema = z.object({ userId, draft: patentDraftInputSchema });
export const createCollectionPayloadSchema = z.object({ userId, collection: createCollectionInputSchema });
export const updateCollectionPayloadSchema = z.object({
  userId,
  id: idParam,
  changes: updateCollectionInputSchema,
});
export const membershipPayloadSchema = z.object({ userId, collectionId: idParam, patentId: idParam });
export const exportSavedPayloadSchema = z.object({ userId, format: z.enum(EXPORT_FORMATS) });
export const exportCollectionPayloadSchema = exportSavedPayloadSchema.extend({ collectionId: idParam });

// RPC results (the gateway answers them as they are, except exports, which become a file).
export const savePatentResultSchema = z.object({ data: savedPatentSchema, created: z.boolean() });
export const savedPatentResultSchema = z.object({ data: savedPatentSchema });
export const savedListResultSchema = z.object({ data: z.array(savedPatentListItemSchema) });
export const deletedResultSchema = z.object({ data: z.object({ id: z.string(), deleted: z.literal(true) }) });
export const draftResultSchema = z.object({ data: patentDraftSchema });
export const draftListResultSchema = z.object({ data: z.array(patentDraftSchema) });
export const collectionResultSchema = z.object({ data: collectionSchema });
export const collectionListResultSchema = z.object({ data: z.array(collectionSchema) });
export const statsResultSchema = z.object({ data: libraryStatsSchema });
/** Exports: the gateway sends `data.body` as a download named `data.filename`. */
export const exportResultSchema = z.object({ data: exportFileSchema });
export type SavePatentResult = z.infer<typeof savePatentResultSchema>;
export type DeletedResult = z.infer<typeof deletedResultSchema>;

/** RPC calls of the library service. */
export const LIBRARY = {
  savePatent: {
    pattern: 'library.savePatent',
    payload: savePatentPayloadSchema,
    result: savePatentResultSchema,
  },
  listSaved: {
    pattern: 'library.listSaved',
    payload: userOnlyPayloadSchema,
    result: savedListResultSchema,
    idempotent: true,
  },
  updateSaved: {
    pattern: 'library.updateSaved',
    payload: updateSavedPayloadSchema,
    result: savedPatentResultSchema,
  },
  deleteSaved: { pattern: 'library.deleteSaved', payload: byIdPayloadSchema, result: deletedResultSchema },
  saveDraft: { pattern: 'library.saveDraft', payload: saveDraftPayloadSchema, result: draftResultSchema },
  listDrafts: {
    pattern: 'library.listDrafts',
    payload: userOnlyPayloadSchema,
    result: draftListResultSchema,
    idempotent: true,
  },
  deleteDraft: { pattern: 'library.deleteDraft', payload: byIdPayloadSchema, result: deletedResultSchema },
  listCollections: {
    pattern: 'library.listCollections',
    payload: userOnlyPayloadSchema,
    result: collectionListResultSchema,
    idempotent: true,
  },
  createCollection: {
    pattern: 'library.createCollection',
    payload: createCollectionPayloadSchema,
    result: collectionResultSchema,
  },
  updateCollection: {
    pattern: 'library.updateCollection',
    payload: updateCollectionPayloadSchema,
    result: collectionResultSchema,
  },
  deleteCollection: {
    pattern: 'library.deleteCollection',
    payload: byIdPayloadSchema,
    result: deletedResultSchema,
  },
  addToCollection: {
    pattern: 'library.addToCollection',
    payload: membershipPayloadSchema,
    result: collectionResultSchema,
  },
  removeFromCollection: {
    pattern: 'library.removeFromCollection',
    payload: membershipPayloadSchema,
    result: collectionResultSchema,
  },
  exportSaved: {
    pattern: 'library.exportSaved',
    payload: exportSavedPayloadSchema,
    result: exportResultSchema,
    idempotent: true,
  },
  exportCollection: {
    pattern: 'library.exportCollection',
    payload: exportCollectionPayloadSchema,
    result: exportResultSchema,
    idempotent: true,
  },
  stats: {
    pattern: 'library.stats',
    payload: userOnlyPayloadSchema,
    result: statsResultSchema,
    idempotent: true,
  },
} as const satisfies Record<string, RpcDefinition>;
