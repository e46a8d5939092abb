import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ChatInput } from './chat-input';

/** Sends like the assistant does: the input is disabled until the reply has arrived (Enter: journey 11). */
function Harness() {
  const [value, setValue] = useState('');
  const [sending, setSending] = useState(false);
  const send = () => {
    setValue('');
    setSending(true);
    setTimeout(() => setSending(false), 20);
  };
  return <ChatInput id="msg" value={value} onChange={setValue} onSend={send} disabled={sending} />;
}

describe(ChatInput.name, () => {
  it('returns the focus to the input after the send button is pressed', async () => {
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(input, 'And a claim?');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await expect.poll(() => input.hasAttribute('disabled')).toBe(false);
    expect(input).toHaveFocus();
  });
});
