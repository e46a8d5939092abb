// SPEC §3/§2 local storage keys, from the contracts.
export { BROWSER_STORAGE_KEYS as STORAGE_KEYS } from '@patent-hub/contracts/web';

export const newId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
export const nowIso = () => new Date().toISOString();
