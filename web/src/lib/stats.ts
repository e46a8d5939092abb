export interface Stats {
  patentsSaved: number;
  analysesRun: number;
  collections: number;
  totalItems: number;
}

/** SPEC §3: stats are derived; a missing data array counts as empty. */
export function deriveStats(
  saved: readonly { hasAnalysis?: boolean | null }[] | null | undefined,
  collections: readonly unknown[] | null | undefined,
): Stats {
  const s = saved ?? [];
  const c = collections ?? [];
  return {
    patentsSaved: s.length,
    analysesRun: s.filter((p) => p.hasAnalysis === true).length,
    collections: c.length,
    totalItems: s.length + c.length,
  };
}
