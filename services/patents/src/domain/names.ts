import type { InventorRecord } from './patent-record.js';

/** 'Magnus Ekman' → first 'Magnus', last 'Ekman'; 'VISCO, STEVEN J.' → first 'STEVEN J.', last 'VISCO'. */
export function inventorFromName(raw: string): InventorRecord | null {
  const name = raw.replace(/\s+/g, ' ').trim();
  if (!name) return null;
  let firstName: string | null;
  let lastName: string | null;
  if (name.includes(',')) {
    const [last, ...rest] = name.split(',');
    lastName = last.trim() || null;
    firstName = rest.join(',').trim() || null;
  } else {
    const parts = name.split(' ');
    lastName = parts.length > 1 ? parts.pop()! : parts[0];
    firstName = parts.length ? parts.join(' ') : null;
    if (firstName === lastName) firstName = null;
  }
  const fullName = [firstName, lastName].filter(Boolean).join(' ');
  return { firstName, lastName, fullName, city: null, state: null, country: null };
}

/** 'H01M  50/46' → 'H01M50/46'. */
export const normalizeCpc = (raw: string) => raw.replace(/\s+/g, '').toUpperCase();
