import type { PatentDraft } from '@/api/types';
import { newId, nowIso } from './storage-keys';

export function newDraft(): PatentDraft {
  const now = nowIso();
  return {
    id: newId(),
    title: '',
    inventors: '',
    abstract: '',
    background: '',
    summary: '',
    detailedDescription: '',
    claims: [''],
    createdAt: now,
    updatedAt: now,
  };
}

/** Every edit updates updatedAt (SPEC §4). */
export const edit = (d: PatentDraft, changes: Partial<PatentDraft>): PatentDraft => ({
  ...d,
  ...changes,
  updatedAt: nowIso(),
});

/** SPEC §4: removal is offered only while more than one claim exists. */
export const canRemoveClaim = (d: PatentDraft) => d.claims.length > 1;

export const addClaim = (d: PatentDraft) => edit(d, { claims: [...d.claims, ''] });
export const removeClaim = (d: PatentDraft, index: number) =>
  canRemoveClaim(d) ? edit(d, { claims: d.claims.filter((_, i) => i !== index) }) : d;
export const setClaim = (d: PatentDraft, index: number, text: string) =>
  edit(d, { claims: d.claims.map((c, i) => (i === index ? text : c)) });

/** SPEC §5: an abstract needs a title and a detailed description; claims need the description. */
export const canGenerateAbstract = (d: PatentDraft) => !!d.title.trim() && !!d.detailedDescription.trim();
export const canGenerateClaims = (d: PatentDraft) => !!d.detailedDescription.trim();

/** A draft with nothing written in it (e.g. the auto-created one). */
export const isBlankDraft = (d: PatentDraft) =>
  ![d.title, d.inventors, d.abstract, d.background, d.summary, d.detailedDescription, ...d.claims].some((t) =>
    t.trim(),
  );

/**
 * The browser's drafts with the server's folded in: a draft only on the server is added, one changed
 * later on the server (another device) replaces the browser copy; the browser's newer edits stay,
 * and blank drafts give way when the server adds some.
 * Returns `local` itself when nothing changes.
 */
export function withServerDrafts(local: PatentDraft[], server: readonly PatentDraft[]): PatentDraft[] {
  const byId = new Map(server.map((d) => [d.id, d]));
  let changed = false;
  const merged = local.map((d) => {
    const s = byId.get(d.id);
    byId.delete(d.id);
    if (!s || s.updatedAt <= d.updatedAt) return d;
    changed = true;
    return s;
  });
  const added = [...byId.values()];
  if (!changed && !added.length) return local;
  // An untouched auto-created draft gives way to the drafts that came from the server.
  return [...(added.length ? merged.filter((d) => !isBlankDraft(d)) : merged), ...added];
}
