import { describe, expect, it } from 'vitest';
import type { SearchCriteria } from '@/api/types';
import { CUSTOM_DATE_MESSAGES, customDateErrors } from './custom-dates';

const custom = (customStartDate?: string, customEndDate?: string): SearchCriteria => ({
  dateRange: 'custom',
  status: 'all',
  enableAiAnalysis: false,
  customStartDate,
  customEndDate,
});

describe(customDateErrors.name, () => {
  it('puts each rule of the contracts under its field', () => {
    expect(customDateErrors(custom())).toEqual({ customStartDate: CUSTOM_DATE_MESSAGES.missing });
    expect(customDateErrors(custom('2023-03-01', '2023-02-28'))).toEqual({
      customEndDate: CUSTOM_DATE_MESSAGES.endBeforeStart,
    });
    expect(customDateErrors(custom(' 2023-01-01 ', ''))).toEqual({});
    expect(customDateErrors({ ...custom(), dateRange: 'last_year' })).toEqual({});
  });

  it('refuses a day no calendar has, which Date.parse would roll over to March', () => {
    expect(customDateErrors(custom('2023-02-30', '2023-04-31'))).toEqual({
      customStartDate: CUSTOM_DATE_MESSAGES.invalid,
      customEndDate: CUSTOM_DATE_MESSAGES.invalid,
    });
    expect(customDateErrors(custom('2024-02-29'))).toEqual({});
  });
});
