import { customDateIssues } from '@patent-hub/contracts/web';
import type { SearchCriteria } from '@/api/types';

export type CustomDateErrors = Partial<Record<'customStartDate' | 'customEndDate', string>>;

export const CUSTOM_DATE_MESSAGES = {
  missing: 'Enter a start date, an end date or both',
  invalid: 'Enter a date as YYYY-MM-DD',
  endBeforeStart: 'End date must not be before the start date',
} as const;

/**
 * The custom date range's rules (the server's own, from the contracts: a calendar date as YYYY-MM-DD, at
 * least one of the two, the end not before the start), checked before sending so each message shows under
 * its field.
 */
export function customDateErrors(c: SearchCriteria): CustomDateErrors {
  if (c.dateRange !== 'custom') return {};
  const errors: CustomDateErrors = {};
  for (const i of customDateIssues(c)) errors[i.field] ??= CUSTOM_DATE_MESSAGES[i.kind];
  return errors;
}
