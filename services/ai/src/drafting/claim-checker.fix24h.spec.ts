import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { patentDataDir, readGrantSlice } from '../../test/support/uspto-xml-reader.js';
import { checkClaimSet } from './claim-checker.js';
import { found, kept } from './claim-checker.spec-support.js';

// Issue 24, an attorney's probe of the checker (2026-11-29): a brand with its model code, a method "step" that is only
// a noun phrase, a claim ending on a modifier, a compound whose head alone was introduced, a tool of a method step,
// double inclusion under its own code, a material followed by a preposition, and "computer-readable" cut at the hyphen.
const grant = (file: string, n: string) =>
  readGrantSlice(path.join(patentDataDir(), 'uspto-xml', file))
    .find((g) => g.number === n)!
    .claims.map((c) => c.text);
const IPG = 'PatentsView__PatentsView-DB/ipgxml';
const sip = () => grant('USPTO__PatentPublicData/samples/xml2014/US08930553.xml', '8930553');
/** The set with claim `n` (from 1) changed by `edit`. */
const edited = (claims: string[], n: number, edit: (c: string) => string) =>
  claims.map((c, i) => (i === n - 1 ? edit(c) : c));

describe('1: a brand named with its model code (MPEP 2173.05(u))', () => {
  it('returns a TRADEMARK warning on "CREE XP-G", "TI LM3414" and a two-word brand', () => {
    expect(
      found(
        ['1. A lamp comprising an LED emitter, the emitter being a CREE XP-G mounted on a board.'],
        'TRADEMARK',
      ),
    ).toEqual([{ claim: 1, severity: 'warning', span: 'CREE XP-G' }]);
    expect(found(['1. A lamp comprising a driver chip in the form of a TI LM3414.'], 'TRADEMARK')).toEqual([
      { claim: 1, severity: 'warning', span: 'TI LM3414' },
    ]);
    expect(found(['1. A lamp comprising a Philips Lumileds LXML-PWC1 emitter.'], 'TRADEMARK')).toEqual([
      { claim: 1, severity: 'warning', span: 'Philips Lumileds LXML-PWC1' },
    ]);
  });

  it('returns nothing for standards, labels, substitutions, formulas and gene names', () => {
    for (const claim of [
      '1. A radio comprising a transceiver operating per IEEE 802.11 and a port compliant with USB 3.0.',
      '1. A method comprising: measuring a wax by ASTM D1321; and recording the result.',
      '1. A compound of Formula IIA, wherein R is methyl.',
      '1. A method comprising detecting a mutant Ras G12D in a sample.',
      '1. A solution comprising water and sulfuric acid H2SO4.',
      '1. A vector comprising a human BRCA1 gene and a promoter.',
      '1. A method comprising: in step S10, receiving a signal; and storing the signal.',
    ])
      expect(found([claim], 'TRADEMARK'), claim).toEqual([]);
  });

  it('returns no TRADEMARK on the issued claims of US7862893, which name a test method ("ASTM D1321")', () => {
    const claims = grant(`${IPG}/ipg110104.small.xml`, '7862893');
    expect(claims.some((c) => /ASTM D1321/.test(c))).toBe(true);
    expect(found(claims, 'TRADEMARK')).toEqual([]);
  });
});

describe('2: a method "step" that is only a noun phrase', () => {
  const phone = '1. A method of charging a phone, comprising: connecting a charger to the phone;';

  it('returns a METHOD_WITHOUT_STEPS warning on "and the battery." and on "a step of the battery"', () => {
    expect(found([`${phone} and the battery.`], 'METHOD_WITHOUT_STEPS')).toEqual([
      { claim: 1, severity: 'warning', span: 'the battery' },
    ]);
    expect(
      found([`${phone} a step of the battery; and disconnecting the charger.`], 'METHOD_WITHOUT_STEPS'),
    ).toEqual([{ claim: 1, severity: 'warning', span: 'a step of the battery' }]);
  });

  it('returns the warning on a dependent method claim "further comprising the battery", nothing on a step', () => {
    const one = `${phone} and disconnecting the charger.`;
    expect(
      found([one, '2. The method of claim 1, further comprising the battery.'], 'METHOD_WITHOUT_STEPS'),
    ).toEqual([{ claim: 2, severity: 'warning', span: 'the battery' }]);
    expect(
      found(
        [one, '2. The method of claim 1, further comprising charging the battery.'],
        'METHOD_WITHOUT_STEPS',
      ),
    ).toEqual([]);
  });

  it('returns nothing for steps with a verb, and for a list of the parts a step provides', () => {
    for (const claim of [
      `${phone} and the battery is charged.`,
      `${phone} and charging the battery.`,
      '1. A method comprising: providing a kit having a lid and a cup; and filling the cup.',
    ])
      expect(found([claim], 'METHOD_WITHOUT_STEPS'), claim).toEqual([]);
  });

  it('returns nothing on US6857133, whose steps list the parts they provide ("including (i) a distal end")', () => {
    const claims = grant(
      'max-planck-innovation-competition__go-uspto/test-data/grant/v4-0-B2.xml',
      '6857133',
    );
    expect(claims[0]).toMatch(/\(ii\) a proximate end;/);
    expect(found(claims, 'METHOD_WITHOUT_STEPS')).toEqual([]);
  });
});

describe('3: a claim ending on a modifier with no noun after it', () => {
  it('returns nothing on the issued claims of US8930553, which end on nouns', () => {
    expect(found(sip(), 'CLAIM_FORM')).toEqual([]);
  });

  it('returns a CLAIM_FORM warning when claim 1 of US8930553 ends "…, and accepting a mid-dialog."', () => {
    const claims = edited(sip(), 1, (c) =>
      c.replace(/will accept the mid-dialog SIP message\.\s*$/, 'will accept, and accepting a mid-dialog.'),
    );
    expect(claims[0]).toMatch(/accepting a mid-dialog\.$/);
    expect(found(claims, 'CLAIM_FORM')).toEqual([{ claim: 1, severity: 'warning', span: 'a mid-dialog' }]);
  });

  it('returns a warning on a claim ending on an article, nothing on "the same" or a plain noun', () => {
    expect(found(['1. A device comprising: a lid; and a hinge holding the.'], 'CLAIM_FORM')).toEqual([
      { claim: 1, severity: 'warning', span: 'holding the' },
    ]);
    for (const claim of [
      '1. A device comprising: a lid; and a hinge holding the same.',
      '1. A device comprising: a lid having a corner; and a hinge at the corner.',
    ])
      expect(found([claim], 'CLAIM_FORM'), claim).toEqual([]);
  });
});

describe('4: a compound whose head alone was introduced, and a tool of a method step', () => {
  it('returns a warning on "the handlebar clamp" after "a handlebar" and "a clamp" in other elements', () => {
    const claims = [
      '1. A bicycle comprising: a frame; a handlebar; and a clamp attached to the frame, wherein the handlebar clamp is steel.',
    ];
    expect(found(claims, 'ANTECEDENT_BASIS')).toEqual([
      { claim: 1, severity: 'warning', span: 'the handlebar clamp' },
    ]);
  });

  it('returns nothing when an element relates the two ("a shaft driven by the motor … the motor shaft")', () => {
    expect(
      found(
        [
          '1. A drive comprising: a motor; and a shaft driven by the motor, wherein the motor shaft is steel.',
        ],
        'ANTECEDENT_BASIS',
      ),
    ).toEqual([]);
  });

  it('returns the warning on "the drain region" of US7473600 claim 7, whose sibling claim 4 says "the drain"', () => {
    const claims = grant(`${IPG}/ipg090106.small.xml`, '7473600');
    expect(found(claims, 'ANTECEDENT_BASIS').filter((f) => f.severity === 'warning')).toEqual([
      { claim: 7, severity: 'warning', span: 'the drain region' },
    ]);
  });

  it('returns a warning on "the spoon" a method step uses ("with the spoon") when no spoon is introduced', () => {
    expect(
      found(
        [
          '1. A method of serving soup, comprising: filling a bowl with soup; and lifting the soup with the spoon.',
        ],
        'ANTECEDENT_BASIS',
      ),
    ).toEqual([{ claim: 1, severity: 'warning', span: 'the spoon' }]);
    expect(
      found(
        ['1. A method of serving soup, comprising: providing a spoon; and lifting the soup with the spoon.'],
        'ANTECEDENT_BASIS',
      ),
    ).toEqual([]);
  });
});

describe('5: double inclusion under its own code', () => {
  it('returns DOUBLE_INCLUSION, not ANTECEDENT_BASIS, on the kebab skewer and rotisserie skewer of US6837151', () => {
    const claims = grant(`${IPG}/ipg050104.small.xml`, '6837151');
    const spans = (code: string) =>
      found(claims, code).filter((f) => /skewer$/.test(f.span) && /^an?\s/.test(f.span));
    expect(spans('DOUBLE_INCLUSION')).toEqual([
      { claim: 5, severity: 'warning', span: 'a kebab skewer' },
      { claim: 6, severity: 'warning', span: 'a rotisserie skewer' },
    ]);
    expect(spans('ANTECEDENT_BASIS')).toEqual([]);
  });

  it('returns DOUBLE_INCLUSION, not INDEFINITE_TERM, on a step recited again (US7862706 claim 18)', () => {
    const claims = grant(`${IPG}/ipg110104.small.xml`, '7862706');
    expect(
      found(claims, 'DOUBLE_INCLUSION').map((f) => [f.claim, f.span.split(' ').slice(0, 4).join(' ')]),
    ).toEqual([[18, 'collecting the removed hydrocarbons']]);
    expect(kept(claims).filter((k) => k.startsWith('18:INDEFINITE_TERM'))).toEqual([]);
  });
});

describe('6: a material followed by a preposition ("made of aluminum in fluid communication")', () => {
  it('returns NO_FURTHER_LIMITATION when a dependent claim of US8088102 gives the interior steel', () => {
    const issued = grant(`${IPG}/ipg120103.small.xml`, '8088102');
    const claims = [
      ...edited(issued, 1, (c) =>
        c.replace(
          'an interior in fluid communication',
          'an interior made of aluminum in fluid communication',
        ),
      ),
      `${issued.length + 1}. The assembly of claim 1, wherein the interior is made of steel.`,
    ];
    expect(claims[0]).toMatch(/an interior made of aluminum in fluid communication/);
    expect(found(claims, 'NO_FURTHER_LIMITATION')).toEqual([
      { claim: claims.length, severity: 'warning', span: 'steel' },
    ]);
  });
});

describe('7: "computer-readable" is one modifier, not the end of "the computer"', () => {
  it('returns no ANTECEDENT_BASIS on "the computer" in claim 8 of US8930553 ("the computer-readable storage device")', () => {
    const claims = sip();
    expect(claims[7]).toMatch(/the computer-readable storage device/);
    expect(found(claims, 'ANTECEDENT_BASIS').filter((f) => f.claim === 8)).toEqual([]);
  });

  it('returns a warning on "the computer-readable medium" when no medium is introduced', () => {
    const claims = ['1. A product comprising: a processor; and code stored on the computer-readable medium.'];
    expect(checkClaimSet(claims).findings.map((f) => claims[0].slice(f.start, f.end))).toContain(
      'the computer-readable medium',
    );
  });
});
