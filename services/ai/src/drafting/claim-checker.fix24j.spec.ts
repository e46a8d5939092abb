import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { patentDataDir, readGrantSlice } from '../../test/support/uspto-xml-reader.js';
import { found } from './claim-checker.spec-support.js';

// Issue 24, the checker on the product's text ("d1", not "d 1"): a variable's label after a noun, an acronym's short
// name, and verbless steps after a step's own colon list.
const grant = (file: string, n: string) =>
  readGrantSlice(path.join(patentDataDir(), 'uspto-xml', file))
    .find((g) => g.number === n)!
    .claims.map((c) => c.text);
const IPG = 'PatentsView__PatentsView-DB/ipgxml';
const warnings = (claims: string[], code: string) =>
  found(claims, code)
    .filter((f) => f.severity !== 'info')
    .map((f) => `${f.claim}:${f.span}`);

describe('a variable label after a noun ("a first depth d1") is a label, not the noun', () => {
  const plate = () => grant(`${IPG}/ipg130416.small.xml`, '8418612');

  it('returns no ANTECEDENT_BASIS warning on "the first depth" of US8418612 claims 1, 10, 16, 18', () => {
    const claims = plate();
    expect(claims[0]).toMatch(/to a first depth d1 or d2/);
    expect(claims[15]).toMatch(/are d1 and d2;[^]*to the first depth d1 or d2/);
    expect(warnings(claims, 'ANTECEDENT_BASIS').filter((w) => /depth/.test(w))).toEqual([]);
  });

  it('still warns on "the first depth d1" when nothing before it is labelled d1 (claim 16 edited)', () => {
    const claims = plate();
    claims[15] = claims[15].replace('are d1 and d2;', 'are set;');
    expect(warnings(claims, 'ANTECEDENT_BASIS')).toContain('16:the first depth');
  });

  it('reads "a transistor Q1" as a transistor, and still warns on another ordinal ("the second depth")', () => {
    const claim = (tail: string) =>
      `1. A circuit comprising: a transistor Q1; a resistor R1 coupled to the transistor; and a layer etched to a first depth d1, ${tail}.`;
    expect(warnings([claim('the layer having the first depth')], 'ANTECEDENT_BASIS')).toEqual([]);
    expect(warnings([claim('the layer having the second depth')], 'ANTECEDENT_BASIS')).toEqual([
      '1:the second depth',
    ]);
  });
});

describe('an acronym before a noun names the thing: "the gate-ASIC" after "a gate-ASIC chip"', () => {
  it('points out "the gate-ASIC" of US8926509 claim 19 (a note), its only antecedent finding there', () => {
    const claims = grant('USPTO__PatentPublicData/samples/xml2014/US08926509.xml', '8926509');
    expect(claims[16]).toMatch(/a gate-ASIC chip/);
    const basis = found(claims, 'ANTECEDENT_BASIS').filter((f) => f.claim === 19);
    expect(basis).toEqual([{ claim: 19, severity: 'info', span: 'the gate-ASIC' }]);
  });

  it('still warns on a word inside another phrase that is no acronym ("the pill" under a pill dispenser)', () => {
    const claim =
      '1. A pill dispenser comprising: a housing; and a door hinged to the housing, wherein the door opens when the pill is dispensed.';
    expect(warnings([claim], 'ANTECEDENT_BASIS')).toEqual(['1:the pill']);
  });
});

describe('verbless steps are read after a step that opens a list of its own with a colon', () => {
  const press = () => grant(`${IPG}/ipg050104.small.xml`, '6837086');

  it('returns nothing on the issued US6837086 claim 1 (steps, then "comprising:" and two sub-steps)', () => {
    expect(press()[0]).toMatch(/first high-pressure comprising:\ncommunicating/);
    expect(found(press(), 'METHOD_WITHOUT_STEPS')).toEqual([]);
  });

  it('warns on a seeded verbless step after the sub-steps ("; and the battery.")', () => {
    const claims = press();
    claims[0] = `${claims[0].trimEnd().replace(/\.$/, '')}; and the battery.`;
    expect(warnings(claims, 'METHOD_WITHOUT_STEPS')).toEqual(['1:the battery']);
  });

  it('returns nothing where the colon list is of things and no step follows it (US6983169 claim 11)', () => {
    const claims = grant(`${IPG}/ipg060103.small.xml`, '6983169');
    expect(claims[10]).toMatch(/at least one of:\na display function;\nan alert function; and/);
    expect(found(claims, 'METHOD_WITHOUT_STEPS')).toEqual([]);
  });
});
