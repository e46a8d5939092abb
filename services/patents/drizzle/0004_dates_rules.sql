-- Issue 23: which revision of the date rules (src/dates/patent-dates.ts DATES_RULES) computed "dates". Rows
-- written before migration 0002 (dates NULL, old expiration_date) and rows computed by older rules are
-- recomputed by the service at start (CorpusRepository.refreshDates); reads no longer compute dates.
ALTER TABLE "patents"."patents" ADD COLUMN "dates_rules" integer;
