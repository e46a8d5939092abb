import { index, integer, jsonb, pgSchema, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AnswerSource } from '@patent-hub/contracts';

export const aiSchema = pgSchema('ai');

/** One row per analysis version of a patent for a user; the latest version is what the panel shows. */
export const analyses = aiSchema.table(
  'analyses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    patentNumber: text('patent_number').notNull(),
    version: integer('version').notNull(),
    status: text('status').notNull(),
    jobId: text('job_id').notNull(),
    result: jsonb('result'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('analyses_user_patent_version_uq').on(t.userId, t.patentNumber, t.version)],
);

export const chatMessages = aiSchema.table(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    role: text('role').notNull(),
    content: text('content').notNull(),
    citations: jsonb('citations').$type<string[]>(),
    engine: jsonb('engine'),
    /** The answer's sources (legal sections, patents) as AnswerSource[] (issue 25). */
    sources: jsonb('sources').$type<AnswerSource[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_messages_user_created_idx').on(t.userId, t.createdAt)],
);
