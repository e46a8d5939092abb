ALTER TABLE "ai"."chat_messages" ADD COLUMN "sources" jsonb;
