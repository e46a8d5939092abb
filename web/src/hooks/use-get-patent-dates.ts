import { useQuery } from '@tanstack/react-query';
import { fetchPatentDetail } from '@/api/patents';
import { queryKeys } from '@/api/query-keys';

/** The dates of one patent (effective filing date, term start, expiry) from its detail; null when it has none. */
export function useGetPatentDates(patentNumber: string | null) {
  return useQuery({
    queryKey: queryKeys.patent(patentNumber ?? ''),
    queryFn: () => fetchPatentDetail(patentNumber!),
    enabled: !!patentNumber,
    retry: false,
    select: (detail) => detail.dates ?? null,
  });
}
