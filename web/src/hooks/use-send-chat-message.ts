import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendChatMessage } from '@/api/chat';

/** `context`: the page the panel is open on; 'patent_assistant' when absent. */
export function useSendChatMessage(context?: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => sendChatMessage(content, context),
    // SPEC §4: on success the history is marked stale.
    onSuccess: () => qc.invalidateQueries({ queryKey: ['/api/chat/history'], refetchType: 'none' }),
  });
}
