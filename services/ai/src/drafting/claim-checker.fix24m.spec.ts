import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { patentDataDir, readGrantSlice } from '../../test/support/uspto-xml-reader.js';
import { checkClaimSet } from './claim-checker.js';
import { claimFees } from './claim-fees.js';
import { structure } from './claim-structure.js';

// Issue 24, the attorney review of the checker (claim references, status identifiers, severities, noise and misses).
const IPG = path.join(patentDataDir(), 'uspto-xml', 'PatentsView__PatentsView-DB/ipgxml');
const slices = new Map<string, ReturnType<typeof readGrantSlice>>();
const grant = (file: string, n: string) => {
  if (!slices.has(file)) slices.set(file, readGrantSlice(path.join(IPG, file)));
  return slices
    .get(file)!
    .find((g) => g.number === n)!
    .claims.map((c) => c.text);
};

const WIDGETS = [
  '1. A widget comprising a base and a lid on the base.',
  '2. The widget of claim 1, wherein the lid is round.',
  '3. The widget of claim 1, wherein the base is square.',
  '4. The widget of claim 1, wherein the lid is red.',
  '5. The widget of claim 1, wherein the lid is blue.',
  '6. The widget of claim 1, wherein the lid is green.',
  '7. The widget of claim 1, wherein the lid is pink.',
];
const refersTo = (words: string) =>
  structure([...WIDGETS, `8. The widget of ${words}, wherein the base is blue.`])[7];

describe('1: every member of a claim reference, numbers and ranges mixed, counts for fees', () => {
  it('reads "any one of claims 1 and 13-17" as six claims (US7863256 claims 18, 19): 55 for fees, 35 excess', () => {
    const claims = grant('ipg110104.small.xml', '7863256');
    expect(claims[17]).toContain('any one of claims 1 and 13-17');
    const { counts, units } = checkClaimSet(claims);
    expect(units[17].dependsOn).toEqual([1, 13, 14, 15, 16, 17]);
    expect(units[18].dependsOn).toEqual([1, 13, 14, 15, 16, 17]);
    // 37 CFR 1.75(c): 18 and 19 count 6 each, 26 (on 19) 6 more, 27-32 one each; MPEP 608.01(n).
    expect(counts.forFees).toBe(55);
    expect(claimFees(counts).excessTotal).toBe(35);
  });

  it.each([
    ['any one of claims 1 and 2-4', [1, 2, 3, 4], true],
    ['claim 1, 3 or 5', [1, 3, 5], true],
    ['any of claims 1 to 3', [1, 2, 3], true],
    ['any of claims 1-3 or 7', [1, 2, 3, 7], true],
    ['any one of claims 1, 2, or 5-7 inclusive', [1, 2, 5, 6, 7], true],
    ['any of the preceding claims', [1, 2, 3, 4, 5, 6, 7], true],
    // MPEP 608.01(n) I.B: "claims 1-3 or 7-9" and "claims 1-3" do not refer in the alternative only.
    ['claims 1-3 or 7', [1, 2, 3, 7], false],
    ['claims 1 and 5-6', [1, 5, 6], false],
  ])('reads "%s" as %j (alternative: %s)', (words, numbers, alternative) => {
    const u = refersTo(words);
    expect(u.dependsOn).toEqual(numbers);
    expect(u.ref?.alternative).toBe(alternative);
  });

  it('does not read a chemical name after a claim number as a range ("claim 1 and 2-methylpropanol")', () => {
    expect(refersTo('claim 1 and 2-methylpropanol').dependsOn).toEqual([1]);
  });
});

describe('2: status identifiers of a claim listing (37 CFR 1.121(c))', () => {
  const listing = [
    '1. A lamp comprising: a base; a stem extending from the base; and a shade mounted to the stem.',
    '2. (Canceled)',
    '3. (Cancelled)',
    '4. (Withdrawn) A method of making a lamp, comprising: molding a base; and attaching a stem to the base.',
    '5. (Currently amended) The lamp of claim 2, wherein the shade is conical.',
    '6. (Original) The lamp of claim 1, wherein the shade is round.',
    '7. (Not entered) A lamp of steel.',
  ];

  it('counts neither a canceled nor a not-entered claim, and counts a withdrawn one as pending', () => {
    const { counts } = checkClaimSet(listing);
    expect(counts).toMatchObject({ independent: 2, dependent: 2, total: 4, forFees: 4 });
  });

  it('reports no claim form on "2. (Canceled)" and an error on a claim depending on it (MPEP 608.01(n) V)', () => {
    const { findings } = checkClaimSet(listing);
    expect(findings.filter((f) => [2, 3, 7].includes(f.claim))).toEqual([]);
    const onCanceled = findings.filter((f) => f.claim === 5 && f.severity === 'error');
    expect(onCanceled.map((f) => [f.code, listing[4].slice(f.start, f.end)])).toEqual([
      ['DEPENDS_ON_MISSING_CLAIM', 'claim 2'],
    ]);
    expect(onCanceled[0].message).toMatch(/claim 2, which is canceled.*608\.01\(n\) V/);
  });

  it('reads the body after the status ("(Withdrawn) A method …" is a method claim with steps)', () => {
    const [, , , withdrawn] = structure(listing);
    expect(withdrawn).toMatchObject({ status: 'withdrawn', canceled: false, category: 'method' });
    expect(listing[3].slice(withdrawn.bodyStart)).toMatch(/^A method/);
  });
});

describe('3: terms of degree, one severity (MPEP 2173.05(b))', () => {
  it('notes "relatively" once, as info like "substantially" (US7473056 claims 1, 9)', () => {
    const claims = grant('ipg090106.small.xml', '7473056');
    const degree = checkClaimSet(claims).findings.filter(
      (f) => (f.code === 'INDEFINITE_TERM' || f.code === 'RELATIVE_TERM') && [1, 9].includes(f.claim),
    );
    expect(degree.map((f) => [f.claim, claims[f.claim - 1].slice(f.start, f.end), f.severity])).toEqual([
      [1, 'relatively', 'info'],
      [9, 'substantially', 'info'],
    ]);
    expect(degree[0].message).toMatch(/not indefinite per se.*MPEP 2173\.05\(b\)/);
  });
});

describe('4: antecedent noise and severity', () => {
  const antecedents = (claims: string[], claim: number) =>
    checkClaimSet(claims)
      .findings.filter((f) => f.code === 'ANTECEDENT_BASIS' && f.claim === claim)
      .map((f) => [claims[claim - 1].slice(f.start, f.end), f.severity]);

  it('gives "the said administration" one finding (US7863256 claim 14), naming the doubled determiner', () => {
    const claims = grant('ipg110104.small.xml', '7863256');
    const on14 = checkClaimSet(claims).findings.filter((f) => f.claim === 14);
    expect(on14.map((f) => claims[13].slice(f.start, f.end))).toEqual(['the said administration']);
    expect(on14[0].message).toMatch(/"the said" puts two determiners together/);
  });

  it('stops "the first flute" at the verb in "the first flute forms part of" (US7473056 claim 2)', () => {
    expect(antecedents(grant('ipg090106.small.xml', '7473056'), 2)).toEqual([]);
  });

  it('warns on "the second facet", a noun the claim set never names (US7473056 claim 1)', () => {
    expect(antecedents(grant('ipg090106.small.xml', '7473056'), 1)).toEqual([
      ['the second facet', 'warning'],
    ]);
  });
});

describe('5: wording the review found missed', () => {
  const on = (claims: string[], code: string) =>
    checkClaimSet(claims)
      .findings.filter((f) => f.code === code)
      .map((f) => [f.claim, claims[f.claim - 1].slice(f.start, f.end), f.severity]);

  it('warns on a doubled word (US7863256 claims 21, 22 "structure structure"; "the the")', () => {
    const claims = grant('ipg110104.small.xml', '7863256');
    expect(on(claims, 'CLAIM_FORM')).toEqual([
      [21, 'structure structure', 'warning'],
      [22, 'structure structure', 'warning'],
    ]);
    expect(
      on(['1. A lamp comprising a base and a shade, wherein the the shade is conical.'], 'CLAIM_FORM'),
    ).toEqual([[1, 'the the', 'warning']]);
  });

  it('leaves "that that" and "had had" alone', () => {
    const claim =
      '1. A method comprising: determining that that value had had a change; and storing the value.';
    expect(on([claim], 'CLAIM_FORM')).toEqual([]);
  });

  it('notes "and/or" once a claim, as info (US7863256 claim 24 has two)', () => {
    const claims = grant('ipg110104.small.xml', '7863256');
    const andOr = on(claims, 'INDEFINITE_TERM').filter(([, span]) => span === 'and/or');
    expect(andOr.filter(([claim]) => claim === 24)).toEqual([[24, 'and/or', 'info']]);
  });

  it('notes "a heating module configured to" and "a control unit for" as 112(f) candidates, each once', () => {
    const claim =
      '1. A heating system comprising: a tank; a heating module configured to heat water in the tank; and a control unit for regulating the heating module.';
    expect(on([claim], 'MEANS_PLUS_FUNCTION')).toEqual([
      [1, 'a heating module configured to heat', 'info'],
      [1, 'a control unit for regulating', 'info'],
    ]);
  });

  it('warns on a closed Markush group joined with "or", not on a count inside a member', () => {
    const one = '1. A chair comprising a seat and legs.';
    const or =
      '2. The chair of claim 1, wherein the seat is made of a material selected from the group consisting of wood, plastic, or metal.';
    expect(on([one, or], 'INDEFINITE_TERM')).toEqual([
      [2, 'selected from the group consisting of wood, plastic, or', 'warning'],
    ]);
    for (const fine of [
      '2. The chair of claim 1, wherein the seat is made of a material selected from the group consisting of wood, plastic, and metal.',
      '2. The chair of claim 1, wherein the seat is made of a material selected from the group consisting of wood, plastic, or combinations thereof.',
      '2. The chair of claim 1, wherein the seat is made of a polymer selected from the group consisting of a polyester substituted with 1, 2, or 3 methyl groups and a polyamide.',
    ])
      expect(on([one, fine], 'INDEFINITE_TERM'), fine).toEqual([]);
  });

  it('notes "a Keurig machine" as a possible trademark (a capitalised word before the product it names)', () => {
    const claims = ['1. A method comprising heating water by a Keurig machine.'];
    expect(on(claims, 'TRADEMARK')).toEqual([[1, 'Keurig', 'info']]);
    expect(on(['1. A method comprising simulating a Turing machine.'], 'TRADEMARK')).toEqual([]);
  });
});
