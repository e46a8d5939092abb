import { Bot } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { ChatMessage, Patent, SearchCriteria } from '@/api/types';
import { ChatInput } from '@/components/chat-input';
import { Markdown } from '@/components/markdown';
import { Button } from '@/components/ui/button';
import { SidePanel } from '@/components/ui/side-panel';
import { useGetChatHistory } from '@/hooks/use-get-chat-history';
import { useSendChatMessage } from '@/hooks/use-send-chat-message';
import { toastError } from '@/hooks/use-toast';
import { cn } from '@/lib/utils';

export const QUICK_PROMPTS = ['Patent Strategy', 'Prior Art Search', 'Claim Writing'] as const;
export const ASSISTANT_GREETING =
  "Hello! I'm your patent strategy assistant. I answer questions on US patent law and procedure by quoting the texts with their sections, tell you about a patent in the corpus (claims, owner, expiry) and search for prior art. Every answer lists its sources. What would you like to know?";

/**
 * The page the panel is open on, as the chat context (issue 25): the open patent, else the search's criteria; absent
 * (the server then takes 'patent_assistant') on a page without either.
 */
export function pageContext(patent: Patent | null, criteria: SearchCriteria | null): string | undefined {
  if (patent) return `US${patent.patent_number}`;
  const parts = [
    criteria?.keywords,
    criteria?.assignee && `assignee ${criteria.assignee}`,
    criteria?.inventor && `inventor ${criteria.inventor}`,
  ];
  const text = parts.filter(Boolean).join('; ');
  return text ? `search: ${text}`.slice(0, 200) : undefined;
}

/** SPEC §2/§4: the assistant overlay docked on the right; renders nothing when closed. */
export function AssistantPanel({
  open,
  onClose,
  context,
}: {
  open: boolean;
  onClose: () => void;
  context?: string;
}) {
  const history = useGetChatHistory(open);
  const send = useSendChatMessage(context);
  const [messages, setMessages] = useState<ChatMessage[]>(history.data ?? []);
  const [input, setInput] = useState('');
  const end = useRef<HTMLDivElement>(null);

  // The list starts empty and is replaced by the history each time it has (re)loaded; set while
  // rendering, as React advises for state that follows a changing value, not in an effect.
  const [loaded, setLoaded] = useState(history.data);
  if (history.data !== loaded) {
    setLoaded(history.data);
    if (history.data) setMessages(history.data);
  }
  useEffect(() => {
    // Braces matter: newer browsers return a promise from scrollIntoView, and React would call it as a cleanup.
    end.current?.scrollIntoView({ behavior: 'smooth' });
  }, [messages, send.isPending]);

  if (!open) return null;

  const submit = () => {
    const content = input.trim();
    if (!content || send.isPending) return;
    setInput('');
    const local: ChatMessage = {
      id: `user-${Date.now()}`,
      role: 'user',
      content,
      createdAt: new Date().toISOString(),
    };
    setMessages((m) => [...m, local]);
    send.mutate(content, {
      onSuccess: (res) =>
        setMessages((m) => [
          ...m.filter((x) => x.id !== local.id),
          res.data.userMessage,
          res.data.assistantMessage,
        ]),
      onError: (e) => toastError('Error sending message', e, 'Failed to send message'),
    });
  };

  return (
    <SidePanel
      className="sm:max-w-md"
      onClose={onClose}
      description="Your intelligent patent assistant"
      title={
        <>
          <Bot className="h-5 w-5 text-primary" aria-hidden />
          AI Patent Assistant
        </>
      }
    >
      {/* A focusable log: keyboard users can scroll the conversation (axe scrollable-region-focusable). */}
      <div className="flex-1 space-y-3 overflow-y-auto p-4" role="log" aria-label="Messages" tabIndex={0}>
        {messages.length === 0 ? (
          <div className="rounded-lg bg-muted p-3 text-sm">{ASSISTANT_GREETING}</div>
        ) : (
          messages.map((m) => (
            <div
              key={m.id}
              className={cn(
                'max-w-[85%] rounded-lg p-3 text-sm',
                m.role === 'user' ? 'ml-auto bg-primary text-primary-foreground' : 'bg-muted',
              )}
            >
              {m.role === 'assistant' ? (
                <Markdown>{m.content}</Markdown>
              ) : (
                <p className="whitespace-pre-wrap">{m.content}</p>
              )}
            </div>
          ))
        )}
        {send.isPending ? <p className="text-sm text-muted-foreground">Thinking...</p> : null}
        <div ref={end} />
      </div>
      <div className="space-y-2 border-t p-4">
        <div className="flex flex-wrap gap-2">
          {QUICK_PROMPTS.map((q) => (
            <Button key={q} size="sm" variant="outline" onClick={() => setInput(q)}>
              {q}
            </Button>
          ))}
        </div>
        <ChatInput
          id="assistant-panel-input"
          value={input}
          onChange={setInput}
          onSend={submit}
          disabled={send.isPending}
          placeholder="Ask about patents..."
        />
      </div>
    </SidePanel>
  );
}
