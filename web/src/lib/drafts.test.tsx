import { describe, expect, it } from 'vitest';
import {
  addClaim,
  canGenerateAbstract,
  canGenerateClaims,
  canRemoveClaim,
  newDraft,
  removeClaim,
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
