import { apiRequest, getJson } from './http';
import type { ChatMessage } from './types';

export const CHAT_HISTORY_LIMIT = 50;
export const CHAT_CONTEXT = 'patent_assistant';

export const fetchChatHistory = (limit = CHAT_HISTORY_LIMIT) =>
  getJson<{ data?: ChatMessage[] | { messages?: ChatMessage[] } }>(`/api/chat/history?limit=${limit}`);

/** `context`: 'patent_assistant', or the page the panel is open on ('US10000000', 'search: …'; issue 25). */
export const sendChatMessage = (content: string, context: string = CHAT_CONTEXT) =>
  apiRequest<{ success: boolean; data: { userMessage: ChatMessage; assistantMessage: ChatMessage } }>(
    'POST',
    '/api/chat/message',
    {
      content,
      context,
    },
  );

export const clearChatHistory = () => apiRequest<unknown>('DELETE', '/api/chat/history');
