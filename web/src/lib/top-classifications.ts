/** Most frequent classification codes across the saved patents, top `limit`, ties by code. */
export function topClassifications(
  lists: readonly (readonly string[])[],
  limit = 5,
): { code: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const list of lists) for (const code of new Set(list)) counts.set(code, (counts.get(code) ?? 0) + 1);
  return [...counts.entries()]
    .map(([code, count]) => ({ code, count }))
    .sort((a, b) => b.count - a.count || a.code.localeCompare(b.code))
    .slice(0, limit);
}
