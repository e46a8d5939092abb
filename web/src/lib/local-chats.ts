import type { LocalChat, LocalChatMessage } from '@/api/types';
import { newId, nowIso } from './storage-keys';
import { truncateTitle } from './truncate-title';

export const NEW_CHAT_TITLE = 'New Chat';
export const WELCOME_MESSAGE =
  "Hello! I'm your AI patent assistant. Ask me a question on US patent law or procedure (I quote and cite the texts, and compute deadlines from your dates), about a patent in the corpus (its claims, owner and expiry), or for prior art. Every answer lists its sources.";

export const message = (role: LocalChatMessage['role'], content: string): LocalChatMessage => ({
  id: `${role}-${newId()}`,
  role,
  content,
  timestamp: nowIso(),
});

/** SPEC §4: a new chat opens with a welcome assistant message and the title 'New Chat'. */
export function newChat(): LocalChat {
  const now = nowIso();
  return {
    id: newId(),
    title: NEW_CHAT_TITLE,
    messages: [message('assistant', WELCOME_MESSAGE)],
    createdAt: now,
    updatedAt: now,
  };
}

/** The first user message names the chat (first 50 characters, ellipsis if longer). */
export function withUserMessage(chat: LocalChat, msg: LocalChatMessage): LocalChat {
  const first = !chat.messages.some((m) => m.role === 'user');
  return {
    ...chat,
    title: first ? truncateTitle(msg.content) : chat.title,
    messages: [...chat.messages, msg],
    updatedAt: nowIso(),
  };
}

export function withMessageText(chat: LocalChat, id: string, content: string): LocalChat {
  return {
    ...chat,
    messages: chat.messages.map((m) => (m.id === id ? { ...m, content } : m)),
    updatedAt: nowIso(),
  };
}

export function withoutMessage(chat: LocalChat, id: string): LocalChat {
  return { ...chat, messages: chat.messages.filter((m) => m.id !== id) };
}
