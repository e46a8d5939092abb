-- Issue 23: what decides prior art and term. Priority claims (foreign 119(a), international 365(a)-(b)),
-- the term data printed on the grant or given by the ODP (adjustment days, design term, terminal
-- disclaimer), and the dates computed from them at ingest with their legal basis (dates, null until the
-- patent is next written; the detail computes them on the fly meanwhile). expiration_date now holds dates.expiry.
ALTER TABLE "patents"."patents" ADD COLUMN "priority_claims" jsonb NOT NULL DEFAULT '[]'::jsonb;
--> statement-breakpoint
ALTER TABLE "patents"."patents" ADD COLUMN "term_extension_days" integer;
--> statement-breakpoint
ALTER TABLE "patents"."patents" ADD COLUMN "grant_term_years" integer;
--> statement-breakpoint
ALTER TABLE "patents"."patents" ADD COLUMN "terminal_disclaimer" boolean;
--> statement-breakpoint
ALTER TABLE "patents"."patents" ADD COLUMN "dates" jsonb;
