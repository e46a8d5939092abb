import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PatentDraft } from '@/api/types';
import { goTo } from '@/lib/browser-navigation';
import { mockApi, renderApp, testUser } from '@/test/render';
import { RECORDS_OWNER_KEY, claimBrowserRecords } from './browser-records';
import { newDraft } from './drafts';

vi.mock('@/lib/browser-navigation', () => ({ goTo: vi.fn() }));

const KEYS = ['patentAssistantChats', 'patentWritingDrafts', 'strategyAdvisorSessions'];
const draft = (changes: Partial<PatentDraft>): PatentDraft => ({ ...newDraft(), ...changes });
const leave = (owner: string | null, title = 'Secret invention of A') => {
  if (owner) localStorage.setItem(RECORDS_OWNER_KEY, owner);
  localStorage.setItem('patentWritingDrafts', JSON.stringify([draft({ title })]));
  localStorage.setItem('patentAssistantChats', JSON.stringify([{ id: 'c', title, messages: [] }]));
  localStorage.setItem('strategyAdvisorSessions', JSON.stringify([{ id: 's', title, scenario: title }]));
};

describe(claimBrowserRecords.name, () => {
  it('keeps the records of the same user', () => {
    leave('user-a');
    claimBrowserRecords('user-a');
    for (const k of KEYS) expect(localStorage.getItem(k)).toContain('Secret invention of A');
  });

  it('removes another user’s records, and records of nobody known', () => {
    leave('user-a');
    claimBrowserRecords('user-b');
    for (const k of KEYS) expect(localStorage.getItem(k)).toBeNull();
    expect(localStorage.getItem(RECORDS_OWNER_KEY)).toBe('user-b');
    leave(null);
    localStorage.removeItem(RECORDS_OWNER_KEY);
    claimBrowserRecords('user-b');
    for (const k of KEYS) expect(localStorage.getItem(k)).toBeNull();
  });
});

describe('browser-kept records across users', () => {
  it('returns none of the previous user’s writing to the next one, and sends none of it', async () => {
    leave('someone-else');
    const { calls } = mockApi({ 'POST /api/patents/drafts': () => ({ data: {} }) });
    const user = userEvent.setup();
    renderApp('/writing');
    expect(await screen.findByLabelText('Title')).toHaveValue('');
    expect(screen.queryByText(/Secret invention of A/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await screen.findByText('Draft Saved');
    expect(JSON.stringify(calls)).not.toContain('Secret invention of A');
    for (const k of KEYS) expect(localStorage.getItem(k) ?? '').not.toContain('Secret invention of A');
  });

  it('keeps the written drafts on the server, then removes every record when signing out', async () => {
    leave(testUser.id, 'Pump loop');
    const { calls } = mockApi({ 'POST /api/patents/drafts': () => ({ data: {} }) });
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('link', { name: /Log Out/ }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/api/logout'));
    expect(
      calls.filter((c) => c.method === 'POST' && c.path === '/api/patents/drafts').map((c) => c.body),
    ).toEqual([expect.objectContaining({ title: 'Pump loop' })]);
    for (const k of [...KEYS, RECORDS_OWNER_KEY]) expect(localStorage.getItem(k)).toBeNull();
  });
});
