import { STORAGE_KEYS } from './storage-keys';

/** The browser-kept records of SPEC §3; they belong to one signed-in user. */
export const RECORD_KEYS = [STORAGE_KEYS.chats, STORAGE_KEYS.drafts, STORAGE_KEYS.strategySessions] as const;
/** Whose records the browser holds (a user id). */
export const RECORDS_OWNER_KEY = 'patentHubRecordsOwner';

/** Removes every browser-kept record and its owner mark. */
export function clearBrowserRecords(): void {
  try {
    for (const key of [...RECORD_KEYS, RECORDS_OWNER_KEY]) localStorage.removeItem(key);
  } catch {
    // storage blocked: nothing is kept either
  }
}

/**
 * Makes the browser's records the signed-in user's before any screen reads them: records of another
 * user, or of nobody known, are removed. The same user keeps theirs (e.g. after a session expired).
 */
export function claimBrowserRecords(userId: string): void {
  try {
    if (localStorage.getItem(RECORDS_OWNER_KEY) === userId) return;
    clearBrowserRecords();
    localStorage.setItem(RECORDS_OWNER_KEY, userId);
  } catch {
    // storage blocked: nothing to hand over
  }
}
