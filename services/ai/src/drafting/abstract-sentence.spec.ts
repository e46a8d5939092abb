import { describe, expect, it } from 'vitest';
import { unfitForAbstract } from './abstract-sentence.js';

describe(unfitForAbstract.name, () => {
  it.each([
    'The explanation of reference numbers is as follows.',
    'The reference numerals used in the drawings denote the parts of the battery.',
    'The components of the gelling agent are listed below.',
    'The cards are ranked as follows:',
    'The gelling agent contains the following:',
  ])('returns "listing" for "%s", a sentence introducing a list or a legend', (s) =>
    expect(unfitForAbstract(s)).toBe('listing'),
  );

  it.each([
    'The gelling agent follows the shape of the zinc powder in the anode.',
    'A key of the lock engages the following cam when the handle turns.',
    'The battery comprises a cathode, an anode and a separator between them.',
  ])('returns null for "%s", a statement of the invention', (s) => expect(unfitForAbstract(s)).toBeNull());
});
