import { z } from 'zod';
import type { RpcDefinition } from './rpc.js';

// The deadline calculator (issue 26): from the dates a user gives, the dates that follow, each with the
// section of the legal texts it rests on (section, revision, link). Dates the input cannot give are `unknown`.

/** A real calendar day as YYYY-MM-DD (2026-02-30 is refused). */
const day = (label: string) =>
  z
    .string({ error: `${label} must be a date as YYYY-MM-DD` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date as YYYY-MM-DD`)
    .refine((s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
    }, `${label} is not a calendar date`)
    .refine((s) => s >= '1900-01-01' && s <= '2199-12-31', `${label} must be between 1900 and 2199`);
const optionalDay = (label: string) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), day(label).optional());

export const deadlineInputSchema = z
  .object({
    kind: z.enum(['utility', 'design'], { error: 'kind must be "utility" or "design"' }).default('utility'),
    disclosure: optionalDay('disclosure (first public disclosure)'),
    provisional: optionalDay('provisional (US provisional filing)'),
    foreign: optionalDay('foreign (first filing abroad)'),
    pct: optionalDay('pct (PCT filing)'),
    usFiling: optionalDay('usFiling (US non-provisional filing)'),
    grant: optionalDay('grant'),
    /** Deadlines before this day are marked passed (default: today, UTC). */
    today: optionalDay('today'),
  })
  .strict()
  .meta({ id: 'DeadlineInput' });
export type DeadlineInput = z.input<typeof deadlineInputSchema>;
export type DeadlineInputParsed = z.output<typeof deadlineInputSchema>;

/** A section of the legal knowledge base a date rests on; `inKb` false: named, but not in our texts. */
export const deadlineBasisSchema = z.object({
  label: z.string(),
  title: z.string(),
  revision: z.string().nullable(),
  url: z.string().nullable(),
  quote: z.string().nullable(),
  inKb: z.boolean(),
});
export type DeadlineBasis = z.infer<typeof deadlineBasisSchema>;

export const feeQuoteSchema = z.object({
  label: z.string(),
  section: z.string(),
  amounts: z.array(z.object({ entity: z.string(), amount: z.string() })),
  asOf: z.string(),
  note: z.string(),
  url: z.string().nullable(),
});
export type FeeQuote = z.infer<typeof feeQuoteSchema>;

export const deadlineItemSchema = z
  .object({
    id: z.string(),
    label: z.string(),
    /** computed: a date; unknown: the input cannot give it; not-applicable: e.g. maintenance fees of a design. */
    status: z.enum(['computed', 'unknown', 'not-applicable']),
    from: z.object({ event: z.string(), date: z.string() }).nullable(),
    /** The last day as counted, and the day after 35 U.S.C. 21(b) (weekend or federal holiday moved). */
    date: z.string().nullable(),
    due: z.string().nullable(),
    /** Set when `due` differs from `date`: why. */
    moved: z.string().nullable(),
    passed: z.boolean().nullable(),
    explanation: z.string(),
    basis: z.array(deadlineBasisSchema),
    fees: z.array(feeQuoteSchema),
    /** General information (not computed from the user's dates, e.g. other countries' rules). */
    general: z.boolean(),
  })
  .meta({ id: 'DeadlineItem' });
export type DeadlineItem = z.infer<typeof deadlineItemSchema>;

export const deadlineReportSchema = z
  .object({
    kind: z.enum(['utility', 'design']),
    items: z.array(deadlineItemSchema),
    notes: z.array(z.string()),
    /** The engine (same shape as AiEngine; declared here so ai.ts can import this file). */
    engine: z.object({ provider: z.enum(['local', 'openai']), model: z.string(), label: z.string() }),
  })
  .meta({ id: 'DeadlineReport' });
export type DeadlineReport = z.infer<typeof deadlineReportSchema>;

export const deadlinesRpcSchema = z.object({ userId: z.string().min(1), input: deadlineInputSchema });
export const deadlinesResultSchema = z.object({ report: deadlineReportSchema });

export const AI_DEADLINES = {
  deadlines: {
    pattern: 'ai.deadlines',
    payload: deadlinesRpcSchema,
    result: deadlinesResultSchema,
    idempotent: true,
  },
} as const satisfies Record<string, RpcDefinition>;
