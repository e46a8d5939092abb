import type { SearchCriteria } from '@/api/types';

export type CustomDateErrors = Partial<Record<'customStartDate' | 'customEndDate', string>>;

export const CUSTOM_DATE_MESSAGES = {
  missing: 'Enter a start date, an end date or both',
  invalid: 'Enter a date as YYYY-MM-DD',
  endBeforeStart: 'End date must not be before the start date',
} as const;

const valid = (d: string) => /^\d{4}-\d{2}-\d{2}$/.test(d) && !Number.isNaN(Date.parse(d));

/**
 * The custom date range's rules (the server's own: a date as YYYY-MM-DD, at least one of the two,
 * the end not before the start), checked before sending so each message shows under its field.
 */
export function customDateErrors(c: SearchCriteria): CustomDateErrors {
  if (c.dateRange !== 'custom') return {};
  const start = c.customStartDate?.trim() ?? '';
  const end = c.customEndDate?.trim() ?? '';
  const errors: CustomDateErrors = {};
  if (!start && !end) errors.customStartDate = CUSTOM_DATE_MESSAGES.missing;
  if (start && !valid(start)) errors.customStartDate = CUSTOM_DATE_MESSAGES.invalid;
  if (end && !valid(end)) errors.customEndDate = CUSTOM_DATE_MESSAGES.invalid;
  if (!errors.customStartDate && !errors.customEndDate && start && end && start > end)
    errors.customEndDate = CUSTOM_DATE_MESSAGES.endBeforeStart;
  return errors;
}
