import { format, isValid, parseISO } from 'date-fns';

/** SPEC §9: dates show as 'MMM dd, yyyy'; a missing or unreadable date shows 'N/A'. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return 'N/A';
  const date = parseISO(value);
  return isValid(date) ? format(date, 'MMM dd, yyyy') : 'N/A';
}

/** SPEC §2: every missing value in the detail dialog shows 'N/A'. */
export function orNA(value: string | number | null | undefined): string {
  return value === null || value === undefined || value === '' ? 'N/A' : String(value);
}
