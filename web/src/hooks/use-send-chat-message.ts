import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendChatMessage } from '@/api/chat';

export function useSendChatMessage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => sendChatMessage(content),
    // SPEC §4: on success the history is marked stale.
    onSuccess: () => qc.invalidateQueries({ queryKey: ['/api/chat/history'], refetchType: 'none' }),
  });
}
