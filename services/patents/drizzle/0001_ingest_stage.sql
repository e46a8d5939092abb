-- Rows of multi-row export tables (PatentsView inventor, assignee, CPC, claims files) staged during one
-- ingest run and combined per patent at its end. Unlogged: a crash loses only a run that is re-run anyway.
CREATE UNLOGGED TABLE "patents"."ingest_stage" (
  "run_id" text NOT NULL,
  "patent_number" text NOT NULL,
  "part" text NOT NULL,
  "seq" integer NOT NULL,
  "data" jsonb NOT NULL,
  "created_at" timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY ("run_id", "patent_number", "part", "seq")
);
--> statement-breakpoint
CREATE INDEX "ingest_stage_created_at" ON "patents"."ingest_stage" ("created_at");
