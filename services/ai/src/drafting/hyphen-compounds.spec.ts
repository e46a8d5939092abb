import { describe as suite, expect, it } from 'vitest';
import { tokenize } from './claim-nlp.js';
import { describe } from './description-facts.js';
import { joinHyphenated } from './hyphen-compounds.js';
import { localClaimSet } from './local-draft.js';

const joined = (text: string) => joinHyphenated(tokenize(text, 'wink')).map((t) => t.text);
const phrases = (text: string, title: string) => describe(text, title).parts.map((p) => p.phrase);

suite(joinHyphenated.name, () => {
  it('returns a hyphenated compound as one word, its spans kept ("pressure-sensitive", "wadded-wire")', () => {
    const tokens = joinHyphenated(
      tokenize('A pressure-sensitive adhesive and a wadded-wire connector.', 'wink'),
    );
    expect(tokens.map((t) => t.text)).toEqual(
      expect.arrayContaining(['pressure-sensitive', 'wadded-wire', 'adhesive', 'connector']),
    );
    const t = tokens.find((x) => x.text === 'wadded-wire')!;
    expect([t.start, t.end]).toEqual([36, 47]);
  });

  it('returns a modifier tag for a compound ending in a participle ("light-emitting diode", "U-shaped")', () => {
    const tokens = joinHyphenated(
      tokenize('a light-emitting diode and a U-shaped bracket and a p-doped layer', 'wink'),
    );
    for (const w of ['light-emitting', 'U-shaped', 'p-doped'])
      expect(tokens.find((t) => t.text === w)?.pos).toBe('ADJ');
  });

  it('returns spaced dashes and number ranges apart ("10 - 20", "a gap - here")', () => {
    expect(joined('from 10 - 20 mm, a gap - here')).toEqual(
      expect.arrayContaining(['10', '-', '20', 'gap', '-', 'here']),
    );
  });

  it('returns a "-type" or "-like" compound as no name word ("slot-type opening")', () => {
    const t = joinHyphenated(tokenize('a slot-type opening 12', 'wink')).find((x) => x.text === 'slot-type');
    expect(t?.pos).toBe('X');
  });
});

suite('drafted part names with hyphenated compounds', () => {
  it('keeps the first part of a compound modifier ("pressure-sensitive adhesive material", US8088480)', () => {
    const text =
      'The adhesive tape 1 comprises a pressure-sensitive adhesive material 2 and a laminating substrate 3. The ' +
      'laminating substrate 3 is attached to the pressure-sensitive adhesive material 2. The pressure-sensitive ' +
      'adhesive material 2 is coated on a layer 4 of polymeric material.';
    const named = phrases(text, 'Adhesive tape');
    expect(named).toContain('pressure-sensitive adhesive material');
    expect(named).not.toContain('sensitive adhesive material');
    expect(localClaimSet('Adhesive tape', text).join(' ')).toMatch(
      /\ba pressure-sensitive adhesive material\b/,
    );
  });

  it('keeps a compound whose first word the tagger reads as a verb ("wadded-wire connector", US6981880)', () => {
    const text =
      'Each aperture holds a wadded-wire connector. Wadded-wire connector 10 is held in an aperture 12 of a carrier ' +
      'layer 14. A mold half 16 is positioned over the wadded-wire connector 10. The carrier layer 14 is attached to ' +
      'a substrate 18.';
    const named = phrases(text, 'Electrical contact');
    expect(named).toContain('wadded-wire connector');
    expect(named).not.toContain('wire connector');
  });

  it('reads more compounds of real descriptions whole ("half-cylinder shell", "in-vehicle device", "tube-shaped …")', () => {
    const text =
      'The extractor has a second half-cylinder shell and a first half-cylinder shell. A driving collar 20 is ' +
      'arranged on the second half-cylinder shell 12. An in-vehicle device 30 is mounted in ' +
      'the vehicle 32. A tube-shaped bearing member 40 supports the movable core 42. A light-emitting element 50 is ' +
      'connected to the driving collar 20. The second half-cylinder shell 12 is connected to the in-vehicle device 30.';
    const named = phrases(text, 'Extractor');
    expect(named).toEqual(
      expect.arrayContaining([
        'second half-cylinder shell',
        'in-vehicle device',
        'tube-shaped bearing member',
        'light-emitting element',
      ]),
    );
    expect(named).not.toEqual(
      expect.arrayContaining(['cylinder shell', 'vehicle device', 'shaped bearing member']),
    );
  });

  it('returns one part for a hyphenated and a solid spelling ("ground-plane", "groundplane")', () => {
    const text =
      'The antenna has a ground-plane. An antenna system 10 is mounted on the ground-plane 12. A parasitic element 14 is connected to the ' +
      'groundplane 12. The antenna system 10 is formed by the parasitic element 14.';
    const ids = describe(text, 'Antenna').parts.filter((p) => /plane/.test(p.phrase));
    expect(ids).toHaveLength(1);
  });

  it('returns no part named by a modifier before a grade ("a p-doped 4H SiC substrate")', () => {
    const text =
      'The substrate 110 may include a p-doped 4H SiC substrate. A first layer 111 is grown on the substrate 110. ' +
      'The first layer 111 may include a p-doped 4H SiC layer.';
    expect(phrases(text, 'Photodiode')).not.toContain('p-doped');
  });
});
