/** A real calendar date as YYYY-MM-DD, or null ('2005-02-30' and '2005-00-00' are not). */
export function validIsoDate(y: string, m: string, d: string): string | null {
  const iso = `${y}-${m}-${d}`;
  const t = Date.parse(`${iso}T00:00:00Z`);
  return Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== iso ? null : iso;
}
