-- Issue 23 (attorney review): a reissue's maintenance fees run from the original patent's grant (37 CFR 1.362),
-- which the XML gives in the reissue's parent-grant-document. Rows ingested before this migration hold NULL until
-- they are ingested again; the dates then say the original grant date is not in the record.
ALTER TABLE "patents"."continuity" ADD COLUMN "patent_date" date;
