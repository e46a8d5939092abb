CREATE SCHEMA IF NOT EXISTS "ai";
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "ai"."analyses" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" text NOT NULL,
  "patent_number" text NOT NULL,
  "version" integer NOT NULL,
  "status" text NOT NULL,
  "job_id" text NOT NULL,
  "result" jsonb,
  "error" text,
  "attempts" integer DEFAULT 0 NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  "completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "analyses_user_patent_version_uq" ON "ai"."analyses" USING btree ("user_id","patent_number","version");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "ai"."chat_messages" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" text NOT NULL,
  "role" text NOT NULL,
  "content" text NOT NULL,
  "citations" jsonb,
  "engine" jsonb,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "chat_messages_user_created_idx" ON "ai"."chat_messages" USING btree ("user_id","created_at");
