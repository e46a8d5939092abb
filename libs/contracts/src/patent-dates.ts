import { z } from 'zod';
import { isCalendarDay } from './values.js';

// The dates that decide prior art and term (issue 23), computed by the patents service at ingest and
// exposed on the patent detail. Every date says how it was reached (basis), which statute it rests on
// (with the revision of the legal text the service loaded) and whether it is exact or a fallback.

export const ISO_DAY_MESSAGES = {
  format: 'Expected a date as YYYY-MM-DD',
  calendar: 'Not a calendar date',
} as const;

/** A date as YYYY-MM-DD that exists in the calendar (Date.parse would roll 2023-02-30 over to 2 March). */
export const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, ISO_DAY_MESSAGES.format)
  .refine(isCalendarDay, ISO_DAY_MESSAGES.calendar);

/** A statute section the basis rests on; revision is the `as_of` of the text loaded from PATENT_DATA_DIR. */
export const legalCitationSchema = z.object({
  law: z.string(),
  section: z.string(),
  revision: z.string().nullable(),
  url: z.string().nullable(),
});
export type LegalCitation = z.infer<typeof legalCitationSchema>;

/** One computed date: null when the data cannot give one; exact false for fallbacks and bounds. */
export const datedFactSchema = z.object({
  date: isoDay.nullable(),
  exact: z.boolean(),
  basis: z.string(),
  citations: z.array(legalCitationSchema),
});
export type DatedFact = z.infer<typeof datedFactSchema>;

export const PRIORITY_RELATIONS = [
  'continuation',
  'division',
  'continuation-in-part',
  'national-stage',
  'international',
  'provisional',
  'foreign',
  'reissue',
] as const;
export type PriorityRelation = (typeof PRIORITY_RELATIONS)[number];

/** An earlier application the patent claims; counts_for_term: it starts the 20-year term (154(a)(2)). */
export const priorityLinkSchema = z.object({
  relation: z.enum(PRIORITY_RELATIONS),
  application_number: z.string(),
  country: z.string().nullable(),
  filing_date: isoDay.nullable(),
  counts_for_term: z.boolean(),
  /** Additive: the application of the chain that claims it, when not the patent's own (claimed through it). */
  via: z.string().nullable().optional(),
});
export type PriorityLink = z.infer<typeof priorityLinkSchema>;

export const patentDatesSchema = z.object({
  /** Earliest of the own filing date and every application claimed (35 U.S.C. 100(i)). */
  effective_filing_date: datedFactSchema.extend({
    /** A continuation-in-part is in the chain: claims to new matter take the CIP's filing date. */
    earliest_possible: z.boolean(),
  }),
  /** The date the 20-year term runs from: the earliest US non-provisional filing claimed. */
  term_start: datedFactSchema,
  expiry: datedFactSchema.extend({
    pta_days: z.number().int().nullable(),
    terminal_disclaimer: z.boolean(),
    /** The data says the patent lapsed for unpaid maintenance fees (before the date shown). */
    lapsed: z.boolean(),
  }),
  claimed: z.array(priorityLinkSchema),
});
export type PatentDates = z.infer<typeof patentDatesSchema>;
