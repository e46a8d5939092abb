import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@/api/types';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';
import { mockApi } from '@/test/render';
import { AssistantPanel, pageContext } from './assistant-panel';

const msg = (id: string, role: ChatMessage['role'], content: string): ChatMessage => ({
  id,
  role,
  content,
  createdAt: '2026-01-01T00:00:00.000Z',
});

function renderPanel(open = true, context?: string) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <AssistantPanel open={open} onClose={() => {}} context={context} />
      <Toaster />
    </QueryClientProvider>,
  );
}

describe(AssistantPanel.name, () => {
  it('returns nothing and fetches no history when closed', () => {
    const { calls } = mockApi();
    renderPanel(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Message')).not.toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/api/chat/history'))).toBe(false);
  });

  it('returns the greeting, three quick prompts and the header when the history is empty', async () => {
    const { calls } = mockApi();
    renderPanel();
    expect(await screen.findByText(/Hello! I'm your patent strategy assistant/)).toBeInTheDocument();
    expect(screen.getByText('Your intelligent patent assistant')).toBeInTheDocument();
    for (const q of ['Patent Strategy', 'Prior Art Search', 'Claim Writing'])
      expect(screen.getByRole('button', { name: q })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/chat/history?limit=50')).toBe(true));
  });

  it('returns the loaded history with markdown replies', async () => {
    mockApi({
      'GET /api/chat/history': () => ({
        data: [msg('1', 'user', 'Hi'), msg('2', 'assistant', 'See **US123**')],
      }),
    });
    renderPanel();
    expect(await screen.findByText('US123')).toHaveProperty('tagName', 'STRONG');
    expect(screen.queryByText(/Hello! I'm your patent strategy assistant/)).not.toBeInTheDocument();
  });

  it('returns a quick prompt in the input without sending it', async () => {
    const { calls } = mockApi();
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Prior Art Search' }));
    expect(screen.getByLabelText('Message')).toHaveValue('Prior Art Search');
    expect(calls.some((c) => c.path === '/api/chat/message')).toBe(false);
  });

  it('returns Thinking... with input and send disabled while pending, then both messages', async () => {
    let release: (v: unknown) => void = () => {};
    const { calls } = mockApi({ 'POST /api/chat/message': () => new Promise((r) => (release = r)) });
    const user = userEvent.setup();
    renderPanel();
    await user.type(await screen.findByLabelText('Message'), '  What is prior art?  {Enter}');
    expect(screen.getByText('What is prior art?')).toBeInTheDocument();
    expect(screen.getByText('Thinking...')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toBeDisabled();
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    release({
      success: true,
      data: {
        userMessage: msg('u1', 'user', 'What is prior art?'),
        assistantMessage: msg('a1', 'assistant', 'Earlier public disclosures.'),
      },
    });
    expect(await screen.findByText('Earlier public disclosures.')).toBeInTheDocument();
    expect(screen.queryByText('Thinking...')).not.toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/chat/message')?.body).toEqual({
      content: 'What is prior art?',
      context: 'patent_assistant',
    });
  });

  it('returns the Error sending message toast and keeps the user message on failure', async () => {
    mockApi({ 'POST /api/chat/message': () => ({ status: 500, body: '' }) });
    const user = userEvent.setup();
    renderPanel();
    await user.type(await screen.findByLabelText('Message'), 'Hello{Enter}');
    expect(await screen.findByText('Error sending message')).toBeInTheDocument();
    expect(screen.getByText('Hello')).toBeInTheDocument();
  });

  it('returns the page it is open on as the context (issue 25)', async () => {
    const { calls } = mockApi({
      'POST /api/chat/message': () => ({
        success: true,
        data: {
          userMessage: msg('u1', 'user', 'Prior art?'),
          assistantMessage: msg('a1', 'assistant', 'None.'),
        },
      }),
    });
    const user = userEvent.setup();
    renderPanel(true, 'search: napkin holder');
    await user.type(await screen.findByLabelText('Message'), 'Prior art?{Enter}');
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/chat/message')?.body).toEqual({
        content: 'Prior art?',
        context: 'search: napkin holder',
      }),
    );
  });
});

describe(pageContext.name, () => {
  it('returns the open patent, else the search criteria, else nothing', () => {
    const criteria = { keywords: 'napkin', assignee: 'Acme' } as Parameters<typeof pageContext>[1];
    expect(pageContext({ patent_number: '10000000' } as Parameters<typeof pageContext>[0], criteria)).toBe(
      'US10000000',
    );
    expect(pageContext(null, criteria)).toBe('search: napkin; assignee Acme');
    expect(pageContext(null, null)).toBeUndefined();
  });
});
