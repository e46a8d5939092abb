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
  /** Additive: for a reissue link, the original patent granted on that application (the patent reissued). */
  patent: z.string().nullable().optional(),
});
export type PriorityLink = z.infer<typeof priorityLinkSchema>;

export const patentDatesSchema = z.object({
  /** Earliest of the own filing date and every application claimed (35 U.S.C. 100(i)). */
  effective_filing_date: datedFactSchema.extend({
    /** A continuation-in-part is in the chain: claims to new matter take the CIP's filing date. */
    earliest_possible: z.boolean(),
    /**
     * Additive: set when the date rests on benefit claims read only from the description's cross-reference paragraph
     * (not exact): the date the structured data gives without them, and those applications as printed ("11/097,073").
     */
    without_description: z
      .object({ date: isoDay.nullable(), claims: z.array(z.string()) })
      .nullable()
      .optional(),
  }),
  /** The date the 20-year term runs from: the earliest US non-provisional filing claimed. */
  term_start: datedFactSchema,
  expiry: datedFactSchema.extend({
    pta_days: z.number().int().nullable(),
    terminal_disclaimer: z.boolean(),
    /** The data says the patent lapsed for unpaid maintenance fees (before the date shown). */
    lapsed: z.boolean(),
    /**
     * Additive: set when the date runs from a benefit claim read only from the description (not exact): the expiry
     * without it and those applications as printed, as for effective_filing_date.without_description.
     */
    without_description: z
      .object({ date: isoDay.nullable(), claims: z.array(z.string()) })
      .nullable()
      .optional(),
  }),
  claimed: z.array(priorityLinkSchema),
  /**
   * Additive: a reissue's original patent and its grant date as the record gives them; its maintenance fees run from
   * that grant (37 CFR 1.362). null for any other document, or when the record does not name the original.
   */
  original_patent: z
    .object({ number: z.string(), application_number: z.string(), grant_date: isoDay.nullable() })
    .nullable()
    .optional(),
});
export type PatentDates = z.infer<typeof patentDatesSchema>;

/** A US application number as the USPTO prints it ("14/156,267"); anything else as given. */
const applicationText = (n: string) =>
  /^\d{8}$/.test(n) ? `${n.slice(0, 2)}/${n.slice(2, 5)},${n.slice(5)}` : n;

/**
 * A continuation-in-part of the chain: the CIP application, the parent it continues in part (both as printed,
 * "14/156,267") and its filing date.
 */
export interface CipFiling {
  application: string;
  parent: string;
  filingDate: string | null;
}

/**
 * The continuations-in-part a patent's chain holds (attorney review, issue 23): a CIP link names the parent; the CIP
 * is the application that claims it (`via`), else the patent's own application. Claims relying on matter first added
 * in a CIP take its filing date; claims supported by the parent keep the parent's date.
 */
export function cipFilings(
  claimed: PriorityLink[],
  own: { applicationNumber?: string | null; filingDate?: string | null },
): CipFiling[] {
  return claimed
    .filter((l) => l.relation === 'continuation-in-part')
    .map((l) => {
      const ownCip = !l.via || l.via === own.applicationNumber;
      return {
        application: ownCip
          ? own.applicationNumber
            ? applicationText(own.applicationNumber)
            : 'its own application'
          : applicationText(l.via!),
        parent: applicationText(l.application_number),
        filingDate: ownCip
          ? (own.filingDate ?? null)
          : (claimed.find((c) => c.application_number === l.via)?.filing_date ?? null),
      };
    });
}
