// Shared by the patents service (ingest, stored rows) and the library service (its copy of a saved patent).

/**
 * What exports write for a missing value: SQL 'NULL', pandas 'None' or 'nan', spreadsheets 'N/A'.
 * Compared trimmed and in lower case; a field holding only one of them holds nothing.
 */
export const PLACEHOLDER_TEXTS: readonly string[] = ['', 'null', 'none', 'nan', 'n/a', 'na'];

export const isPlaceholderText = (v: string): boolean => PLACEHOLDER_TEXTS.includes(v.trim().toLowerCase());

/** The text as it is, or null when it is missing or only a placeholder. */
export const textOrNull = (v: string | null | undefined): string | null =>
  v === null || v === undefined || isPlaceholderText(v) ? null : v;
