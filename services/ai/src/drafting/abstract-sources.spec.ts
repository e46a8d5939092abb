import { describe, expect, it } from 'vitest';
import { reportsResult, reportsTest, sourcesOf } from './abstract-sources.js';

describe(sourcesOf.name, () => {
  it('marks an opening on known art up to the sentence turning to the invention', () => {
    const sources = sourcesOf([
      'DETAILED DESCRIPTION Conventionally, a hinge joins a lid to a box.',
      'The hinge wears out after some years.',
      'In one embodiment, a lid is held on a box by a magnet.',
      'The magnet sits in a recess of the lid.',
    ]);
    expect(sources).toEqual(['known art', 'known art', null, null]);
  });

  it.each([['In known devices, a spring returns the lever.'], ['It is known to cool a motor with a fan.']])(
    'reads "%s" as the opening of known art',
    (first) => {
      const text = [
        first,
        'The lever then rests on a stop.',
        'According to the present invention, a cam returns it.',
      ];
      expect(sourcesOf(text)).toEqual(['known art', 'known art', null]);
    },
  );

  it('marks a "Technical Problem" passage as known art until its "Technical Solution" (US8090467)', () => {
    const sources = sourcesOf([
      'DISCLOSURE OF THE INVENTION Technical Problem Formation of stitch loops by knitting needles is intermittent.',
      'Continuing knitting under this change results in a different knitting width.',
      'Technical Solution A yarn feeding device of the invention sends the yarn back.',
      'The device has a roller.',
    ]);
    expect(sources).toEqual(['known art', 'known art', null, null]);
  });

  it('reads a numbered heading ("COMPARATIVE EXAMPLE 3 The first …") as the start of a test section (US6838117)', () => {
    const sources = sourcesOf([
      'A film is formed on a substrate.',
      'COMPARATIVE EXAMPLE 3 The first to fourth processes were performed as in EXAMPLE 1.',
      'The step of hydrothermal processing after film formation is important in achieving proper film characteristics.',
    ]);
    expect(sources).toEqual([null, 'test report', 'test report']);
  });

  it('ends a test section at a heading a table ran into ("… example 3 INDUSTRIAL APPLICABILITY The …", US7314687)', () => {
    const sources = sourcesOf([
      'EXAMPLES 1 TO 3 Into a vinyl polymer bag were put 100 g of each of the crosslinked polymers.',
      'Comparative Cross-linked polymer-3 2.7 0.072 15.9 50 example 3 INDUSTRIAL APPLICABILITY The gelatinizer produces effects.',
      'The gelatinizer raises the viscosity of the electrolyte in a short time.',
    ]);
    expect(sources[2]).toBeNull();
  });

  it('keeps the rest of a section whose known-art remark comes after its opening, or that never turns', () => {
    const later = [
      'A lid is held on a box by a magnet.',
      'The magnet sits in a recess.',
      'The recess is round.',
      'Conventionally, a hinge is used.',
      'In one embodiment, the magnet is a ring.',
    ];
    // The remark itself names known art; the sentences around it stay.
    expect(sourcesOf(later)).toEqual([null, null, null, 'known art', null]);
    expect(sourcesOf(['Conventionally, a hinge joins a lid to a box.', 'A magnet holds the lid.'])).toEqual([
      'known art',
      null,
    ]);
  });

  it('marks a sentence naming known art wherever it stands', () => {
    const text = [
      'A lid is held on a box by a magnet.',
      'The conventional lid has a hinge.',
      'The magnet is round.',
      'Certain derivatives of isosorbide are known, especially esters or ethers thereof.',
    ];
    expect(sourcesOf(text)).toEqual([null, 'known art', null, 'known art']);
  });

  it('marks every sentence of an examples section as a test report', () => {
    const text = ['A tape has a backing.', 'EXAMPLES A tape of the backing is made.', 'It holds well.'];
    expect(sourcesOf(text)).toEqual([null, 'test report', 'test report']);
  });
});

describe(reportsTest.name, () => {
  it.each([
    'The samples were tested for peel strength.',
    'Table 2 shows the peel strength of each tape.',
    'In Example 3, the backing is thicker.',
    'The mixture was heated to 80° C. and then stirred.',
    'The cellulose coating was the least effective of the coatings.',
  ])('reads "%s" as a test report', (s) => expect(reportsTest(s)).toBe(true));

  it('reads a statement of the invention as none', () => {
    expect(reportsTest('The tape has a backing of polyvinyl chloride and a layer of adhesive.')).toBe(false);
    expect(reportsTest('A test circuit checks the output of the amplifier.')).toBe(false);
  });
});

describe(reportsResult.name, () => {
  it.each([
    'The dielectric loss was several tens percent.',
    'After two days the radioactivity recovered was 2% of that injected, while the value dropped to 1% later.',
    'The results obtained for the quality of the detector modules are particularly exact.',
    'The loss tangent is measured to be 0.02 at 1 kHz.',
    'The yield was about 85 percent.',
  ])('reads "%s" as a measured result', (s) => expect(reportsResult(s)).toBe(true));

  it.each([
    'The film has a dielectric loss of less than 5 percent.',
    'The drive shaft was designed to carry the rotor.',
    'The sensor measures the temperature of the coolant.',
    'A dielectric film is formed on the substrate by hydrothermal processing.',
  ])('reads "%s", a statement of the invention, as none', (s) => expect(reportsResult(s)).toBe(false));
});
