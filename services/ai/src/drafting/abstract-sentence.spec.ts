import { describe, expect, it } from 'vitest';
import { unfitForAbstract } from './abstract-sentence.js';

describe(unfitForAbstract.name, () => {
  it.each([
    'The explanation of reference numbers is as follows.',
    'The reference numerals used in the drawings denote the parts of the battery.',
    'The components of the gelling agent are listed below.',
    'The cards are ranked as follows:',
    'The gelling agent contains the following:',
    'Examples of fibrate drugs include, bezafibrate, ciprofibrate, fenofibrate and gemfibrozol.',
    'Specific examples include polyethylene, polypropylene and polystyrene.',
    'Useful acrylate oligomers include acrylated polyether and polyester oligomers.',
    'The alkyl terminal amino alkynes can provide partially fluorinated triazole amines according to the following scheme.',
  ])('returns "listing" for "%s", a sentence introducing a list or a legend', (s) =>
    expect(unfitForAbstract(s)).toBe('listing'),
  );

  it.each([
    'The gelling agent follows the shape of the zinc powder in the anode.',
    'A key of the lock engages the following cam when the handle turns.',
    'The battery comprises a cathode, an anode and a separator between them.',
  ])('returns null for "%s", a statement of the invention', (s) => expect(unfitForAbstract(s)).toBeNull());

  it('returns "document" for a sentence deferring to a later passage ("will be discussed in detail later")', () =>
    expect(
      unfitForAbstract(
        'The way in which the shape of these panels effects the wing shape will be discussed in detail later.',
      ),
    ).toBe('document'));

  it('returns "company" for a supplier statement ("commercially available from the same sources")', () =>
    expect(
      unfitForAbstract('N-Fmoc-blocked amino acids are commercially available from the same sources.'),
    ).toBe('company'));
});
