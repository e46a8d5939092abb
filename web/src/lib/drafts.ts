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
