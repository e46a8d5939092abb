CREATE SCHEMA IF NOT EXISTS "library";
--> statement-breakpoint
CREATE TABLE "library"."collection_patents" (
	"collection_id" uuid NOT NULL,
	"saved_patent_id" uuid NOT NULL,
	"position" integer GENERATED ALWAYS AS IDENTITY (sequence name "library"."collection_patents_position_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_patents_collection_id_saved_patent_id_pk" PRIMARY KEY("collection_id","saved_patent_id")
);
--> statement-breakpoint
CREATE TABLE "library"."collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library"."drafts" (
	"user_id" text NOT NULL,
	"id" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"inventors" text DEFAULT '' NOT NULL,
	"abstract" text DEFAULT '' NOT NULL,
	"background" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"detailed_description" text DEFAULT '' NOT NULL,
	"claims" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drafts_user_id_id_pk" PRIMARY KEY("user_id","id")
);
--> statement-breakpoint
CREATE TABLE "library"."saved_patents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"patent_number" text NOT NULL,
	"type" text NOT NULL,
	"title" text,
	"abstract" text,
	"status" text,
	"assignee" text,
	"classifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"inventors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text,
	"publication_date" text,
	"application_number" text,
	"filing_date" text,
	"grant_date" text,
	"application_status" text,
	"examiner_name" text,
	"entity_status" text,
	"art_unit" text,
	"grant_document_url" text,
	"publication_document_url" text,
	"publication_number" text,
	"docket_number" text,
	"inventor_details" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"parent_applications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"child_applications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"assignments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "library"."collection_patents" ADD CONSTRAINT "collection_patents_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "library"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library"."collection_patents" ADD CONSTRAINT "collection_patents_saved_patent_id_saved_patents_id_fk" FOREIGN KEY ("saved_patent_id") REFERENCES "library"."saved_patents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_patents_saved_idx" ON "library"."collection_patents" USING btree ("saved_patent_id");--> statement-breakpoint
CREATE INDEX "collections_user_created_idx" ON "library"."collections" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "drafts_user_updated_idx" ON "library"."drafts" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_patents_user_number_uq" ON "library"."saved_patents" USING btree ("user_id","patent_number");--> statement-breakpoint
CREATE INDEX "saved_patents_user_created_idx" ON "library"."saved_patents" USING btree ("user_id","created_at" DESC NULLS LAST,"id");