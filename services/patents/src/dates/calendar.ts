/** Adds calendar years to an ISO date; 29 February becomes 28 February in a common year. */
export function addYears(iso: string, years: number): string {
  const y = Number(iso.slice(0, 4)) + years;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const rest = iso.slice(4) === '-02-29' && !leap ? '-02-28' : iso.slice(4);
  return `${String(y).padStart(4, '0')}${rest}`;
}

export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export const earlier = (a: string | null, b: string | null): string | null =>
  !a ? b : !b ? a : a <= b ? a : b;
export const later = (a: string | null, b: string | null): string | null =>
  !a ? b : !b ? a : a >= b ? a : b;
