-- Issue 28: the OpenSearch indexer. PostgreSQL stays the source of truth; the indexer sends what changed since its
-- checkpoint (ingest_seq, which every insert and update of a patent moves) to an index, and resumes from there
-- after a crash. Deleted patents leave a tombstone on the same sequence, so the index drops them in order.
CREATE TABLE "patents"."search_index_checkpoints" (
	"index_name" text PRIMARY KEY NOT NULL,
	"last_seq" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patents"."deleted_patents" (
	"patent_number" text PRIMARY KEY NOT NULL,
	"ingest_seq" bigint DEFAULT nextval('"patents"."ingest_seq"') NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "deleted_patents_ingest_seq" ON "patents"."deleted_patents" ("ingest_seq");
--> statement-breakpoint
CREATE FUNCTION "patents"."note_deleted_patent"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "patents"."deleted_patents" ("patent_number") VALUES (OLD."patent_number")
  ON CONFLICT ("patent_number") DO UPDATE SET "ingest_seq" = nextval('"patents"."ingest_seq"'), "deleted_at" = now();
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "patents_note_deleted" AFTER DELETE ON "patents"."patents"
FOR EACH ROW EXECUTE FUNCTION "patents"."note_deleted_patent"();
