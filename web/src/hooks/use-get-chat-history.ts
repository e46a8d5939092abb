import { useQuery } from '@tanstack/react-query';
import { CHAT_HISTORY_LIMIT, fetchChatHistory } from '@/api/chat';
import { queryKeys } from '@/api/query-keys';

/** SPEC §7: fetched only while the assistant panel is open. */
export function useGetChatHistory(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.chatHistory(CHAT_HISTORY_LIMIT),
    queryFn: () => fetchChatHistory(CHAT_HISTORY_LIMIT),
    enabled,
    select: (r) => (Array.isArray(r?.data) ? r.data : (r?.data?.messages ?? [])),
  });
}
