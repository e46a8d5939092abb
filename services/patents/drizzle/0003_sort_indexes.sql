-- Issue 27: the search screen sorts the whole result set on the server. A broad search (past the exact-total cap)
-- walks an index in its sort's own order; these match inventor Z-A and both assignee orders, which keep patents
-- without an inventor or assignee last (the old assignee index, on assignee_norm itself, served no query).
DROP INDEX IF EXISTS "patents"."patents_assignee_sort";
--> statement-breakpoint
CREATE INDEX "patents_assignee_sort" ON "patents"."patents" ((nullif("assignee_norm", '')), "patent_number");
--> statement-breakpoint
CREATE INDEX "patents_assignee_sort_desc" ON "patents"."patents" ((nullif("assignee_norm", '')) DESC NULLS LAST, "patent_number");
--> statement-breakpoint
CREATE INDEX "patents_inventor_sort_desc" ON "patents"."patents" (lower("inventor_last") DESC NULLS LAST, lower("inventor_first") DESC NULLS LAST, "patent_number");
