-- Issue 23 (field test): the IPC codes a grant prints (IPCR, or the edition-7 IPC of 2005 and earlier grants), which
-- the 2005-2012 grants carry instead of CPC; the prior-art field test compares subclasses of either. Rows ingested
-- before this migration hold '{}' until they are ingested again (their content hash changes with the new field).
ALTER TABLE "patents"."patents" ADD COLUMN "ipc" text[] DEFAULT '{}' NOT NULL;
