import type { PatentDetail } from '@/api/types';
import { useGetPatentDetail } from './use-get-patent-detail';

const datesOf = (detail: PatentDetail) => detail.dates ?? null;

/** The dates of one patent (effective filing date, term start, expiry) from its detail; null when it has none. */
export function useGetPatentDates(patentNumber: string | null) {
  return useGetPatentDetail(patentNumber, datesOf);
}
