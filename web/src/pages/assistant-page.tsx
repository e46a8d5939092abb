import { MessageSquare } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { streamAssistant } from '@/api/ai';
import type { AiEngine, LocalChat } from '@/api/types';
import { ChatInput } from '@/components/chat-input';
import { EngineNote } from '@/components/engine-note';
import { Markdown } from '@/components/markdown';
import { RecordList } from '@/components/record-list';
import { Card } from '@/components/ui/card';
import { useLocalRecords } from '@/hooks/use-local-records';
import { toastError } from '@/hooks/use-toast';
import {
  WELCOME_MESSAGE,
  message,
  newChat,
  withMessageText,
  withUserMessage,
  withoutMessage,
} from '@/lib/local-chats';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { cn } from '@/lib/utils';

export default function AssistantPage() {
  const {
    records: chats,
    selected,
    setSelected,
    current: chat,
    add: create,
    update,
    remove,
  } = useLocalRecords<LocalChat>(STORAGE_KEYS.chats, newChat);
  const [input, setInput] = useState('');
  const [streaming, setStreaming] = useState(false);
  const [engine, setEngine] = useState<AiEngine | undefined>();
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Braces matter: newer browsers return a promise from scrollIntoView, and React would call it as a cleanup.
    end.current?.scrollIntoView({ behavior: 'smooth' });
  }, [chat?.messages]);

  const send = async () => {
    const content = input.trim();
    if (!chat || !content || streaming) return;
    const chatId = chat.id;
    // The conversation so far goes with the question, so "and for a design patent?" follows the previous one.
    const history = chat.messages
      .filter((m) => m.content.trim() && m.content !== WELCOME_MESSAGE)
      .map((m) => ({ role: m.role, content: m.content }));
    const placeholder = message('assistant', '');
    setInput('');
    const userMessage = message('user', content);
    // The empty assistant message is filled as the stream arrives.
    update(chatId, (c) => {
      const next = withUserMessage(c, userMessage);
      return { ...next, messages: [...next.messages, placeholder] };
    });
    setStreaming(true);
    try {
      const result = await streamAssistant(
        content,
        (text) => update(chatId, (c) => withMessageText(c, placeholder.id, text)),
        history,
      );
      update(chatId, (c) => withMessageText(c, placeholder.id, result.text));
      setEngine(result.engine);
    } catch (e) {
      update(chatId, (c) => withoutMessage(c, placeholder.id));
      toastError('Error', e, 'Failed to get response');
    } finally {
      setStreaming(false);
    }
  };

  return (
    <div className="mx-auto flex h-[calc(100vh-0px)] max-w-6xl flex-col gap-4 p-4 sm:p-6">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">AI Patent Assistant</h1>
        <p className="text-muted-foreground">
          Questions on US patent law and procedure, a patent in the corpus, or prior art; every answer cites
          its sources
        </p>
      </div>
      <div className="grid min-h-0 flex-1 gap-4 md:grid-cols-[16rem_1fr]">
        <RecordList
          label="Chats"
          newLabel="New Chat"
          icon={MessageSquare}
          items={chats}
          selected={selected}
          onSelect={setSelected}
          onNew={create}
          onDelete={remove}
        />
        <Card className="flex min-h-[24rem] flex-col overflow-hidden">
          {/* A focusable log: keyboard users can scroll the conversation (axe scrollable-region-focusable). */}
          <div className="flex-1 space-y-3 overflow-y-auto p-4" role="log" aria-label="Messages" tabIndex={0}>
            {chat?.messages.map((m) => (
              <div
                key={m.id}
                className={cn(
                  'max-w-[85%] rounded-lg p-3 text-sm',
                  m.role === 'user' ? 'ml-auto bg-primary text-primary-foreground' : 'bg-muted',
                )}
                data-role={m.role}
              >
                {m.role === 'assistant' ? (
                  <Markdown>{m.content}</Markdown>
                ) : (
                  <p className="whitespace-pre-wrap">{m.content}</p>
                )}
              </div>
            ))}
            <div ref={end} />
          </div>
          <div className="space-y-1 border-t p-4">
            <ChatInput
              id="assistant-input"
              value={input}
              onChange={setInput}
              onSend={send}
              disabled={streaming}
              placeholder="Ask about patents..."
            />
            <EngineNote engine={engine} />
          </div>
        </Card>
      </div>
    </div>
  );
}
