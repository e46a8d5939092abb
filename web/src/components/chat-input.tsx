import { Send } from 'lucide-react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';

interface Props {
  id: string;
  value: string;
  onChange: (v: string) => void;
  onSend: () => void;
  disabled?: boolean;
  placeholder?: string;
}

/** SPEC §5: Enter sends, Shift+Enter makes a new line; blank input cannot be sent. */
export function ChatInput({ id, value, onChange, onSend, disabled, placeholder }: Props) {
  const input = useRef<HTMLTextAreaElement>(null);
  // Sending disables the input (the browser drops its focus) or the send button: once the reply is in
  // and the input is enabled again, the focus goes back to it for the next message.
  const sent = useRef(false);
  useEffect(() => {
    if (disabled || !sent.current) return;
    sent.current = false;
    input.current?.focus();
  }, [disabled]);
  const send = () => {
    sent.current = true;
    onSend();
    input.current?.focus();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      if (!disabled && value.trim()) send();
    }
  };
  return (
    <div className="flex items-end gap-2">
      <label htmlFor={id} className="sr-only">
        Message
      </label>
      <Textarea
        ref={input}
        id={id}
        rows={2}
        value={value}
        disabled={disabled}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
        className="min-h-12 flex-1 resize-none"
      />
      <Button size="icon" aria-label="Send message" disabled={disabled || !value.trim()} onClick={send}>
        <Send className="h-4 w-4" aria-hidden />
      </Button>
    </div>
  );
}
