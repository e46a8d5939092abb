-- The patent corpus. Child rows (inventors, claims, citations, continuity, assignments) are
-- replaced as a whole when their patent changes; the BM25 index lives in the service's memory
-- and follows ingest through patents.ingest_seq.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "patents"."ingest_seq";
--> statement-breakpoint
CREATE TABLE "patents"."patents" (
  "doc_id" integer GENERATED ALWAYS AS IDENTITY UNIQUE,
  "patent_number" text PRIMARY KEY,
  "kind" text,
  "patent_type" text NOT NULL,
  "title" text NOT NULL DEFAULT '',
  "abstract" text,
  "description" text,
  "patent_date" date,
  "grant_date" date,
  "filing_date" date,
  "application_number" text,
  "publication_number" text,
  "publication_date" date,
  "docket_number" text,
  "application_status" text,
  "application_status_code" integer,
  "examiner_name" text,
  "art_unit" text,
  "entity_status" text,
  "uspc_class" text,
  "cpc" text[] NOT NULL DEFAULT '{}',
  "cpc_prefixes" text[] NOT NULL DEFAULT '{}',
  "cpc_section" text,
  "assignee" text,
  "inventor_first" text,
  "inventor_last" text,
  "inventors_text" text NOT NULL DEFAULT '',
  "num_claims" integer,
  "grant_document_url" text,
  "publication_document_url" text,
  "is_granted" boolean NOT NULL DEFAULT false,
  "expiration_date" date,
  "sources" text[] NOT NULL DEFAULT '{}',
  "content_hash" text NOT NULL,
  "search_tsv" tsvector NOT NULL,
  "ingest_seq" bigint NOT NULL DEFAULT nextval('"patents"."ingest_seq"'),
  "created_at" timestamptz NOT NULL DEFAULT now(),
  "updated_at" timestamptz NOT NULL DEFAULT now(),
  -- Case- and punctuation-insensitive forms for the assignee and inventor filters.
  "assignee_norm" text GENERATED ALWAYS AS (btrim(regexp_replace(lower(coalesce("assignee", '')), '[^a-z0-9]+', ' ', 'g'))) STORED,
  "inventors_norm" text GENERATED ALWAYS AS (btrim(regexp_replace(lower("inventors_text"), '[^a-z0-9]+', ' ', 'g'))) STORED,
  -- §4: date sort uses patent_date, falling back to the filing date.
  "sort_date" date GENERATED ALWAYS AS (coalesce("patent_date", "filing_date")) STORED
);
--> statement-breakpoint
CREATE INDEX "patents_search_tsv_gin" ON "patents"."patents" USING gin ("search_tsv");
--> statement-breakpoint
CREATE INDEX "patents_cpc_prefixes_gin" ON "patents"."patents" USING gin ("cpc_prefixes");
--> statement-breakpoint
CREATE INDEX "patents_assignee_trgm" ON "patents"."patents" USING gin ("assignee_norm" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "patents_inventors_trgm" ON "patents"."patents" USING gin ("inventors_norm" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "patents_sort_date" ON "patents"."patents" ("sort_date", "patent_number");
--> statement-breakpoint
CREATE INDEX "patents_sort_date_desc" ON "patents"."patents" ("sort_date" DESC NULLS LAST, "patent_number");
--> statement-breakpoint
CREATE INDEX "patents_title_sort" ON "patents"."patents" (lower("title"), "patent_number");
--> statement-breakpoint
CREATE INDEX "patents_inventor_sort" ON "patents"."patents" (lower("inventor_last"), lower("inventor_first"), "patent_number");
--> statement-breakpoint
CREATE INDEX "patents_assignee_sort" ON "patents"."patents" ("assignee_norm", "patent_number");
--> statement-breakpoint
CREATE INDEX "patents_application_number" ON "patents"."patents" ("application_number");
--> statement-breakpoint
CREATE INDEX "patents_publication_number" ON "patents"."patents" ("publication_number");
--> statement-breakpoint
CREATE INDEX "patents_status" ON "patents"."patents" ("is_granted", "expiration_date");
--> statement-breakpoint
CREATE INDEX "patents_type" ON "patents"."patents" ("patent_type");
--> statement-breakpoint
CREATE INDEX "patents_ingest_seq" ON "patents"."patents" ("ingest_seq");
--> statement-breakpoint
CREATE TABLE "patents"."inventors" (
  "patent_number" text NOT NULL REFERENCES "patents"."patents" ("patent_number") ON DELETE CASCADE,
  "seq" integer NOT NULL,
  "first_name" text,
  "last_name" text,
  "full_name" text NOT NULL,
  "city" text,
  "state" text,
  "country" text,
  PRIMARY KEY ("patent_number", "seq")
);
--> statement-breakpoint
CREATE TABLE "patents"."claims" (
  "patent_number" text NOT NULL REFERENCES "patents"."patents" ("patent_number") ON DELETE CASCADE,
  "number" integer NOT NULL,
  "text" text NOT NULL,
  "depends_on" integer[] NOT NULL DEFAULT '{}',
  PRIMARY KEY ("patent_number", "number")
);
--> statement-breakpoint
CREATE TABLE "patents"."citations" (
  "patent_number" text NOT NULL REFERENCES "patents"."patents" ("patent_number") ON DELETE CASCADE,
  "seq" integer NOT NULL,
  "document_number" text NOT NULL,
  "country" text,
  "kind" text,
  "name" text,
  "date" text,
  "category" text,
  PRIMARY KEY ("patent_number", "seq")
);
--> statement-breakpoint
CREATE INDEX "citations_document_number" ON "patents"."citations" ("document_number");
--> statement-breakpoint
CREATE TABLE "patents"."continuity" (
  "patent_number" text NOT NULL REFERENCES "patents"."patents" ("patent_number") ON DELETE CASCADE,
  "seq" integer NOT NULL,
  "direction" text NOT NULL CHECK ("direction" IN ('parent', 'child')),
  "application_number" text NOT NULL,
  "patent" text,
  "type" text,
  "type_text" text,
  "filing_date" date,
  "status" text,
  PRIMARY KEY ("patent_number", "seq")
);
--> statement-breakpoint
CREATE TABLE "patents"."assignments" (
  "patent_number" text NOT NULL REFERENCES "patents"."patents" ("patent_number") ON DELETE CASCADE,
  "seq" integer NOT NULL,
  "reel_frame" text,
  "assignor" text,
  "assignee" text,
  "conveyance" text,
  "execution_date" date,
  "recorded_date" date,
  PRIMARY KEY ("patent_number", "seq")
);
