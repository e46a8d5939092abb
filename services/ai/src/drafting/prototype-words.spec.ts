// Words that name members of Object.prototype ("constructor", "toString", "__proto__") are ordinary words to the
// drafting engine: a title or description made of them drafts (or declines to draft) without throwing.
import { describe, expect, it } from 'vitest';
import { checkClaimSet } from './claim-checker.js';
import { plural, singular } from './inflect.js';
import { localAbstractText, localClaimSet } from './local-draft.js';

const WORDS = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf', 'prototype'];

describe('drafting on words named like Object.prototype members', () => {
  it('inflects them as words', () => {
    expect(singular('constructors')).toBe('constructor');
    expect(singular('constructor')).toBe('constructor');
    expect(plural('constructor')).toBe('constructors');
  });
  it.each(WORDS)('drafts an abstract and claims from "%s"', (w) => {
    expect(typeof localAbstractText(w, w)).toBe('string');
    expect(Array.isArray(localClaimSet(w, `${w} ${w}. A ${w} has a ${w}.`))).toBe(true);
    expect(() => checkClaimSet([`1. A ${w} comprising the ${w}.`])).not.toThrow();
  });
});
