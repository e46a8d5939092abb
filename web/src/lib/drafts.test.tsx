import { describe, expect, it } from 'vitest';
import type { PatentDraft } from '@/api/types';
import {
  addClaim,
  canGenerateAbstract,
  canGenerateClaims,
  canRemoveClaim,
  newDraft,
  removeClaim,
  withServerDrafts,
} from './drafts';

describe(removeClaim.name, () => {
  it('returns the draft unchanged when only one claim exists', () => {
    const d = newDraft();
    expect(canRemoveClaim(d)).toBe(false);
    expect(removeClaim(d, 0).claims).toEqual(['']);
  });

  it('returns the draft without the claim when more than one exists, with a new updatedAt', async () => {
    const d = { ...addClaim(newDraft()), claims: ['a', 'b'], updatedAt: '2000-01-01T00:00:00.000Z' };
    expect(canRemoveClaim(d)).toBe(true);
    const next = removeClaim(d, 0);
    expect(next.claims).toEqual(['b']);
    expect(next.updatedAt).not.toBe(d.updatedAt);
  });
});

describe(canGenerateAbstract.name, () => {
  it('returns true only with a non-blank title and detailed description', () => {
    const d = newDraft();
    expect(canGenerateAbstract({ ...d, title: 'T', detailedDescription: ' ' })).toBe(false);
    expect(canGenerateAbstract({ ...d, title: ' ', detailedDescription: 'D' })).toBe(false);
    expect(canGenerateAbstract({ ...d, title: 'T', detailedDescription: 'D' })).toBe(true);
    expect(canGenerateClaims({ ...d, detailedDescription: '' })).toBe(false);
    expect(canGenerateClaims({ ...d, detailedDescription: 'D' })).toBe(true);
  });
});

describe(withServerDrafts.name, () => {
  const d = (id: string, updatedAt: string, title = id): PatentDraft => ({
    ...newDraft(),
    id,
    title,
    updatedAt,
  });

  it('returns the browser list itself when the server adds nothing newer', () => {
    const local = [d('a', '2026-01-02T00:00:00.000Z')];
    expect(withServerDrafts(local, [d('a', '2026-01-01T00:00:00.000Z', 'old')])).toBe(local);
  });

  it('returns server-only drafts added and newer server copies in place of the browser ones', () => {
    const local = [d('a', '2026-01-01T00:00:00.000Z'), d('b', '2026-01-05T00:00:00.000Z')];
    const server = [d('a', '2026-01-03T00:00:00.000Z', 'a from phone'), d('c', '2026-01-04T00:00:00.000Z')];
    expect(withServerDrafts(local, server).map((x) => x.title)).toEqual(['a from phone', 'b', 'c']);
  });

  it('returns the blank auto-created draft replaced by the drafts from the server', () => {
    const blank = { ...newDraft(), id: 'blank' };
    expect(withServerDrafts([blank], [d('s', '2026-01-01T00:00:00.000Z')]).map((x) => x.id)).toEqual(['s']);
  });
});
