import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LocalChat } from '@/api/types';
import { mockApi, renderApp } from '@/test/render';
import AssistantPage from './assistant-page';

const sse = (...events: unknown[]) =>
  events.map((e) => `data: ${typeof e === 'string' ? e : JSON.stringify(e)}\n`).join('');
const stored = () => JSON.parse(localStorage.getItem('patentAssistantChats') ?? '[]') as LocalChat[];

function streamReply(body: string, status = 200) {
  return async () => new Response(body, { status });
}

function mockStream(reply: () => Promise<Response>) {
  const api = mockApi();
  const base = api.fetchMock.getMockImplementation()!;
  api.fetchMock.mockImplementation(async (input, init) => {
    if (String(input) === '/api/ai/assistant/stream') {
      api.calls.push({
        method: 'POST',
        path: '/api/ai/assistant/stream',
        body: JSON.parse(String(init?.body)),
        headers: {},
      });
      return reply();
    }
    return base(input, init);
  });
  return api;
}

describe(AssistantPage.name, () => {
  it('returns an auto-created New Chat with a welcome message', async () => {
    mockApi();
    renderApp('/assistant');
    const list = await screen.findByRole('list', { name: 'Chats' });
    expect(await within(list).findByText('New Chat')).toBeInTheDocument();
    expect(screen.getByText(/AI patent assistant/)).toBeInTheDocument();
    await waitFor(() => expect(stored()).toHaveLength(1));
  });

  it('returns the conversation as a keyboard-focusable Messages log', async () => {
    mockApi();
    renderApp('/assistant');
    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(log).toHaveAttribute('tabindex', '0');
    expect(within(log).getByText(/AI patent assistant/)).toBeInTheDocument();
  });

  it('returns the streamed reply, the chat titled by the first message cut at 50, and the engine', async () => {
    const { calls } = mockStream(
      streamReply(
        sse(
          { type: 'chunk', content: 'Hello ' },
          'not json',
          { type: 'chunk', content: '**there**' },
          { type: 'done', engine: { provider: 'local', model: 'local', label: 'Local engine' } },
        ),
      ),
    );
    const user = userEvent.setup();
    renderApp('/assistant');
    const input = await screen.findByLabelText('Message');
    const long = 'How do I draft claims for a battery cooling loop with pumps?';
    await user.type(input, `  ${long}  `);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('there')).toBeInTheDocument();
    expect(screen.getByText('Answered by: Local engine')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Chats' })).getByText(`${long.slice(0, 50)}...`),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/ai/assistant/stream')?.body).toEqual({
      message: long,
      context: 'patent_assistant',
    });
    await waitFor(() => expect(stored()[0].messages.at(-1)?.content).toBe('Hello **there**'));
  });

  it('returns the conversation so far with a follow-up question (issue 25: memory)', async () => {
    const { calls } = mockStream(streamReply(sse({ type: 'chunk', content: '20 years' }, { type: 'done' })));
    const user = userEvent.setup();
    renderApp('/assistant');
    const input = await screen.findByLabelText('Message');
    await user.type(input, 'How long is the term of a patent?{Enter}');
    expect(await screen.findByText('20 years')).toBeInTheDocument();
    await user.type(input, 'and for a design patent?{Enter}');
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/ai/assistant/stream')).toHaveLength(2));
    expect(calls.filter((c) => c.path === '/api/ai/assistant/stream')[1].body).toEqual({
      message: 'and for a design patent?',
      context: 'patent_assistant',
      history: [
        { role: 'user', content: 'How long is the term of a patent?' },
        { role: 'assistant', content: '20 years' },
      ],
    });
  });

  it('returns a new line, not a send, on Shift+Enter, and sends nothing when blank', async () => {
    const { calls } = mockStream(streamReply(sse({ type: 'done' })));
    const user = userEvent.setup();
    renderApp('/assistant');
    const input = await screen.findByLabelText('Message');
    await user.type(input, '   ');
    await user.keyboard('{Enter}');
    await user.type(input, 'line one{Shift>}{Enter}{/Shift}');
    expect(input).toHaveValue('   line one\n');
    expect(calls.some((c) => c.path === '/api/ai/assistant/stream')).toBe(false);
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  it('returns the Error toast and removes the placeholder when the stream fails', async () => {
    mockStream(streamReply('', 500));
    const user = userEvent.setup();
    renderApp('/assistant');
    await user.type(await screen.findByLabelText('Message'), 'Hi{Enter}');
    expect(await screen.findByText('HTTP error! status: 500')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    await waitFor(() => expect(stored()[0].messages.map((m) => m.role)).toEqual(['assistant', 'user']));
  });

  it('returns the first remaining chat selected after deleting the selected one', async () => {
    mockApi();
    const user = userEvent.setup();
    renderApp('/assistant');
    // The list's first button; the auto-created chat, also named 'New Chat', may already be listed.
    await user.click((await screen.findAllByRole('button', { name: 'New Chat' }))[0]!);
    await waitFor(() => expect(stored()).toHaveLength(2));
    const [first, second] = stored();
    const list = screen.getByRole('list', { name: 'Chats' });
    await user.click(within(list).getAllByRole('button', { name: 'Delete New Chat' })[0]);
    await waitFor(() => expect(stored().map((c) => c.id)).toEqual([second.id]));
    expect(first.id).not.toBe(second.id);
    expect(within(list).getByRole('button', { name: 'New Chat', current: true })).toBeInTheDocument();
  });
});
