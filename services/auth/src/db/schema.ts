import { pgSchema, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const authSchema = pgSchema('auth');

/** One row per (issuer, subject); the id is derived from both so it never changes for a person. */
export const users = authSchema.table(
  'users',
  {
    id: text('id').primaryKey(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_issuer_subject_key').on(t.issuer, t.subject)],
);
export type UserRow = typeof users.$inferSelect;
