import { LOGOUT_PATH } from '@/api/auth';
import { saveDraft } from '@/api/patents';
import type { PatentDraft } from '@/api/types';
import { clearBrowserRecords } from './browser-records';
import { goTo } from './browser-navigation';
import { isBlankDraft } from './drafts';
import { STORAGE_KEYS } from './storage-keys';

/** How long sign-out waits for the drafts to reach the server before it goes on regardless. */
export const SIGN_OUT_SAVE_TIMEOUT_MS = 3000;

function browserDrafts(): PatentDraft[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.drafts) ?? '[]');
    return Array.isArray(parsed) ? (parsed as PatentDraft[]) : [];
  } catch {
    return [];
  }
}

/**
 * Signing out leaves nothing of the user in the browser: the drafts written here are first kept on
 * the server (they come back at the next sign-in, on any device), then every browser-kept record is
 * removed and the browser goes to the logout path.
 */
export async function signOut(go: (url: string) => void = goTo): Promise<void> {
  const drafts = browserDrafts().filter((d) => !isBlankDraft(d));
  const saved = Promise.allSettled(drafts.map((d) => saveDraft(d)));
  await Promise.race([saved, new Promise((r) => setTimeout(r, SIGN_OUT_SAVE_TIMEOUT_MS))]);
  clearBrowserRecords();
  go(LOGOUT_PATH);
}
