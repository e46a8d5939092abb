// Issue 27 item 6: the texts of SPEC §8 and their neighbours, on the screens that show them.
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makePatent, makeSaved } from '@/test/fixtures';
import { mockApi, renderApp } from '@/test/render';

type User = ReturnType<typeof userEvent.setup>;
const notifications = () => screen.getByRole('region', { name: /Notifications/ });
const toastWith = async (title: string) =>
  (await within(notifications()).findByText(title, { exact: true })).closest('li') as HTMLElement;

async function writeDraft(user: User) {
  await user.type(await screen.findByLabelText('Title'), 'Pump loop');
  await user.click(screen.getByRole('tab', { name: 'Description' }));
  await user.type(screen.getByLabelText('Detailed Description'), 'A pump moves coolant.');
}

const tooLong = (field: string, message: string) => () => ({
  status: 400,
  body: { message: `${field}: ${message}`, code: 'VALIDATION', field },
});
/** The Error toast with the §8 text, and none of the server's own message. */
async function expectFailure(text: string, serverMessage: string) {
  const toast = await toastWith('Error');
  expect(within(toast).getByText(text)).toBeInTheDocument();
  expect(toast).not.toHaveTextContent(serverMessage);
}
const down = () => ({ status: 503, body: { message: 'AI engine unavailable', code: 'UNAVAILABLE' } });

describe('SPEC §8 failure texts of abstract, claims, draft and strategy', () => {
  it('returns Error with Failed to generate abstract, not the server message', async () => {
    mockApi({ 'POST /api/ai/generate-abstract': down });
    const user = userEvent.setup();
    renderApp('/writing');
    await writeDraft(user);
    await user.click(screen.getByRole('button', { name: 'Generate Abstract' }));
    const toast = await toastWith('Error');
    expect(toast).toHaveTextContent(/^ErrorFailed to generate abstract/);
    expect(toast).not.toHaveTextContent('AI engine unavailable');
  });

  it('returns Error with Failed to generate claims', async () => {
    mockApi({ 'POST /api/ai/generate-claims': down });
    const user = userEvent.setup();
    renderApp('/writing');
    await writeDraft(user);
    await user.click(screen.getByRole('tab', { name: 'Claims' }));
    await user.click(screen.getByRole('button', { name: 'Generate Claims' }));
    await expectFailure('Failed to generate claims', 'AI engine unavailable');
  });

  it('returns Error with Failed to save draft', async () => {
    mockApi({
      'POST /api/patents/drafts': () => ({ status: 503, body: { message: 'Library unavailable' } }),
    });
    const user = userEvent.setup();
    renderApp('/writing');
    await user.type(await screen.findByLabelText('Title'), 'Pump loop');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await expectFailure('Failed to save draft', 'Library unavailable');
  });

  it('returns Error with Failed to generate analysis on the strategy screen', async () => {
    mockApi({ 'POST /api/ai/strategy-analysis': down });
    const user = userEvent.setup();
    renderApp('/strategy');
    await user.type(await screen.findByLabelText('Scenario'), 'Scooters');
    await user.click(screen.getByRole('button', { name: 'Analyze Strategy' }));
    await expectFailure('Failed to generate analysis', 'AI engine unavailable');
  });
});

describe('long inputs', () => {
  it('returns the limit message under the failure text, never is required', async () => {
    mockApi({
      'POST /api/ai/generate-abstract': tooLong('title', 'Title must be at most 500 characters'),
    });
    const user = userEvent.setup();
    renderApp('/writing');
    await writeDraft(user);
    await user.click(screen.getByRole('button', { name: 'Generate Abstract' }));
    const toast = await toastWith('Error');
    expect(within(toast).getByText('Failed to generate abstract')).toBeInTheDocument();
    expect(within(toast).getByText('Title must be at most 500 characters')).toBeInTheDocument();
    expect(toast).not.toHaveTextContent(/is required/);
  });

  it('returns the scenario limit message on the strategy screen', async () => {
    mockApi({
      'POST /api/ai/strategy-analysis': tooLong('scenario', 'Scenario must be at most 20,000 characters'),
    });
    const user = userEvent.setup();
    renderApp('/strategy');
    await user.type(await screen.findByLabelText('Scenario'), 'Scooters');
    await user.click(screen.getByRole('button', { name: 'Analyze Strategy' }));
    const toast = await toastWith('Error');
    expect(within(toast).getByText('Failed to generate analysis')).toBeInTheDocument();
    expect(within(toast).getByText('Scenario must be at most 20,000 characters')).toBeInTheDocument();
  });
});

describe('SPEC §8 generic failure text: status, colon, space, body', () => {
  const removeFails = (reply: () => unknown) =>
    mockApi({
      'GET /api/patents/saved': () => ({ data: [makeSaved()] }),
      'DELETE /api/patents/00000000-0000-4000-8000-000000000001': reply,
    });
  const removeAndRead = async () => {
    const user = userEvent.setup();
    renderApp('/saved');
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    return toastWith('Error removing patent');
  };

  it('returns status: message for a JSON error body', async () => {
    removeFails(() => ({ status: 503, body: { message: 'Library unavailable', code: 'UNAVAILABLE' } }));
    const toast = await removeAndRead();
    expect(within(toast).getByText('503: Library unavailable')).toBeInTheDocument();
  });

  it('returns status: body for a body that is not JSON', async () => {
    removeFails(() => ({ status: 502, body: 'Bad gateway' }));
    const toast = await removeAndRead();
    expect(within(toast).getByText('502: "Bad gateway"')).toBeInTheDocument();
  });
});

describe('counts', () => {
  it('returns 1 patent found and Found 1 patent in, never 1 patents', async () => {
    mockApi({
      'POST /api/patents/search': () => ({
        success: true,
        message: 'ok',
        data: { patents: [makePatent()], total: 1, processingTime: 42 },
      }),
    });
    const user = userEvent.setup();
    renderApp('/search');
    await user.type(await screen.findByLabelText('Keywords'), 'battery');
    await user.click(screen.getByRole('button', { name: 'Search Patents' }));
    expect(await screen.findByText(/^1 patent found/)).toBeInTheDocument();
    expect(screen.getByText('Found 1 patent in 42ms')).toBeInTheDocument();
    expect(screen.queryByText(/1 patents/)).toBeNull();
  });
});

describe('custom date range', () => {
  async function customRange(start: string, end: string) {
    const { calls } = mockApi();
    const user = userEvent.setup();
    renderApp('/search');
    await user.selectOptions(await screen.findByLabelText('Date Range'), 'custom');
    // Date inputs take their value as a whole (what a date picker sets).
    if (start) fireEvent.change(screen.getByLabelText('Start Date'), { target: { value: start } });
    if (end) fireEvent.change(screen.getByLabelText('End Date'), { target: { value: end } });
    await user.click(screen.getByRole('button', { name: 'Search Patents' }));
    return calls.filter((c) => c.path.startsWith('/api/patents/search'));
  }

  it('returns the missing-dates message under Start Date and sends nothing', async () => {
    const sent = await customRange('', '');
    const start = screen.getByLabelText('Start Date');
    expect(start).toHaveAccessibleDescription('Enter a start date, an end date or both');
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
    expect(within(notifications()).queryByRole('listitem')).toBeNull();
  });

  it('returns the end-before-start message under End Date and sends nothing', async () => {
    const sent = await customRange('2024-05-01', '2023-01-01');
    expect(screen.getByLabelText('End Date')).toHaveAccessibleDescription(
      'End date must not be before the start date',
    );
    expect(screen.getByLabelText('Start Date')).not.toHaveAccessibleDescription();
    expect(sent).toEqual([]);
    expect(within(notifications()).queryByRole('listitem')).toBeNull();
  });

  it('sends a valid custom range with no message', async () => {
    const sent = await customRange('2023-01-01', '2024-05-01');
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toMatchObject({ customStartDate: '2023-01-01', customEndDate: '2024-05-01' });
    expect(screen.getByLabelText('End Date')).not.toHaveAccessibleDescription();
  });
});
