-- Saved patents keep their own copy of the abstract. Copies saved before the patents service cleared its placeholder
-- abstracts ('NULL', 'None'...: PLACEHOLDER_TEXTS in libs/contracts/src/placeholder-text.ts) hold none.
UPDATE "library"."saved_patents" SET "abstract" = NULL
  WHERE lower(btrim("abstract")) IN ('', 'null', 'none', 'nan', 'n/a', 'na');
