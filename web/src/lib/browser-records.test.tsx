import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PatentDraft } from '@/api/types';
import { mockApi, renderApp, testUser } from '@/test/render';
import { RECORDS_OWNER_KEY, claimBrowserRecords } from './browser-records';
import { newDraft } from './drafts';
import { SIGN_OUT_SAVE_TIMEOUT_MS, signOut } from './sign-out';

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

  it('keeps the written drafts on the server, then removes every record when Log Out is clicked', async () => {
    leave(testUser.id, 'Pump loop');
    const { calls } = mockApi({ 'POST /api/patents/drafts': () => ({ data: {} }) });
    const user = userEvent.setup();
    renderApp('/');
    const link = await screen.findByRole('link', { name: /Log Out/ });
    expect(link).toHaveAttribute('href', '/api/logout');
    await user.click(link);
    await waitFor(() => expect(localStorage.getItem(RECORDS_OWNER_KEY)).toBeNull());
    const posted = calls.filter((c) => c.method === 'POST' && c.path === '/api/patents/drafts');
    expect(posted.map((c) => c.body)).toEqual([expect.objectContaining({ title: 'Pump loop' })]);
    for (const k of KEYS) expect(localStorage.getItem(k)).toBeNull();
  });
});

describe(signOut.name, () => {
  it('goes to the logout path only after the drafts were sent and the records removed, skipping blank drafts', async () => {
    leave(testUser.id, 'Pump loop');
    const stored = JSON.parse(localStorage.getItem('patentWritingDrafts')!) as PatentDraft[];
    localStorage.setItem('patentWritingDrafts', JSON.stringify([...stored, newDraft()]));
    const { calls } = mockApi({ 'POST /api/patents/drafts': () => ({ data: {} }) });
    const go = vi.fn(() => expect(localStorage.getItem('patentWritingDrafts')).toBeNull());
    await signOut(go);
    expect(go).toHaveBeenCalledWith('/api/logout');
    expect(calls.filter((c) => c.method === 'POST').map((c) => (c.body as PatentDraft).title)).toEqual([
      'Pump loop',
    ]);
  });

  it('goes on to the logout path when the server does not answer in time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      leave(testUser.id, 'Pump loop');
      vi.stubGlobal(
        'fetch',
        vi.fn(() => new Promise(() => {})),
      );
      const go = vi.fn();
      const done = signOut(go);
      await vi.advanceTimersByTimeAsync(SIGN_OUT_SAVE_TIMEOUT_MS);
      await done;
      expect(go).toHaveBeenCalledWith('/api/logout');
      for (const k of KEYS) expect(localStorage.getItem(k)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
