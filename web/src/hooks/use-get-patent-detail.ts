import { useQuery } from '@tanstack/react-query';
import { fetchPatentDetail } from '@/api/patents';
import { queryKeys } from '@/api/query-keys';
import type { PatentDetail } from '@/api/types';

/**
 * One part of a patent's full detail (claims, citations, dates), loaded when a tab of the detail
 * dialog first needs it; every tab shares the one cached request.
 */
export function useGetPatentDetail<T>(patentNumber: string | null, select: (detail: PatentDetail) => T) {
  return useQuery({
    queryKey: queryKeys.patent(patentNumber ?? ''),
    queryFn: () => fetchPatentDetail(patentNumber!),
    enabled: !!patentNumber,
    retry: false,
    select,
  });
}
