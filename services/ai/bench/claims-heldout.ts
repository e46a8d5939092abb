/**
 * Held-out claim sets for the claim checker (issue 24), reported by `npm run bench:claims`, not gating.
 * X: tuned on since 2026-11-28 (its misses print); Y: blind, totals only.
 * Written by hand from issued claims of the full-text grants in ../shared/data/uspto-xml, without reading the
 * checker, its tests or the seeded mutations. No claim text is quoted here: `c(n)` is claim n of the item's grant,
 * read at run time (whitespace-normalised), renumbered with `.as()` and changed by short `.edit()`/`.cut()` steps;
 * a plain string is a claim written by us. A grant, claim or edit text missing from the corpus throws with the id.
 * Each defective item is a short claim set with the defects a reviewing attorney would mark in a junior's draft;
 * each clean item is issued claims, unchanged or renumbered. `expect.claim` is the claim's position in the set
 * (from 1); the kind of defect is the middle of the id. X and Y split topics and defect kinds evenly.
 */
import type { XmlGrant } from '../test/support/uspto-xml-reader.js';

export interface HeldOutClaimItem {
  id: string;
  patent: string;
  claims: string[];
  expect: { claim: number; code: string }[];
  note: string;
}

const ANTE = 'ANTECEDENT_BASIS';
const MISSING = 'DEPENDS_ON_MISSING_CLAIM';
const LATER = 'DEPENDS_ON_LATER_CLAIM';
const SELF = 'SELF_DEPENDENT';
const MULTI = 'MULTIPLE_DEPENDENT_NOT_ALTERNATIVE';
const CHAIN = 'MULTIPLE_DEPENDENT_CHAIN';
const CATEGORY = 'CATEGORY_MISMATCH';
const NO_STEPS = 'METHOD_WITHOUT_STEPS';
const INDEFINITE = 'INDEFINITE_TERM';
const TRADEMARK = 'TRADEMARK';
const SINGLE_MEANS = 'SINGLE_MEANS';
const OMNIBUS = 'OMNIBUS';
const NUMBERING = 'NUMBERING';

/** Claim `n` of the item's grant, whitespace-normalised, with the small edits that make a draft's defects. */
class IssuedClaim {
  constructor(readonly text: string) {}

  /** Renumbers the claim (its leading "N."). */
  as(n: number): IssuedClaim {
    return new IssuedClaim(this.text.replace(/^\d+\./, `${n}.`));
  }

  /** Replaces the first occurrence of `find` (whitespace then normalised again). */
  edit(find: string, replace: string): IssuedClaim {
    const at = this.at(find);
    return new IssuedClaim(normalise(this.text.slice(0, at) + replace + this.text.slice(at + find.length)));
  }

  /** Replaces the words from `from` through the first `to` after it (both kept short) by `replace`. */
  cut(from: string, to: string, replace = ''): IssuedClaim {
    const start = this.at(from);
    const end = this.at(to, start) + to.length;
    return new IssuedClaim(normalise(this.text.slice(0, start) + replace + this.text.slice(end)));
  }

  toString(): string {
    return this.text;
  }

  private at(find: string, from = 0): number {
    const at = this.text.indexOf(find, from);
    if (at < 0) throw new Error(`"${find}" is not in claim "${this.text.slice(0, 60)}…"`);
    return at;
  }
}

/** A held-out item as written: its claims built from the grant's issued claims (`c(n)`) or written by hand. */
interface HeldOutClaimSpec extends Omit<HeldOutClaimItem, 'claims'> {
  claims: (c: (n: number) => IssuedClaim) => Array<IssuedClaim | string>;
}

/** Whitespace collapsed and no space before punctuation (the XML's claim references leave "claim 1 ,"). */
const normalise = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/ ([,;.:)])/g, '$1');

/** Builds the items from the grants' claims; a grant, claim or edit text the corpus lacks throws with the item id. */
function resolve(specs: HeldOutClaimSpec[], grants: XmlGrant[]): HeldOutClaimItem[] {
  const byNumber = new Map(grants.map((g) => [g.number, g]));
  return specs.map(({ claims, ...item }) => {
    try {
      const grant = byNumber.get(item.patent);
      if (!grant) throw new Error(`grant ${item.patent} is not in the corpus`);
      const c = (n: number) => {
        const claim = grant.claims[n - 1];
        if (!claim) throw new Error(`grant ${item.patent} has no claim ${n}`);
        return new IssuedClaim(normalise(claim.text));
      };
      return { ...item, claims: claims(c).map(String) };
    } catch (e) {
      throw new Error(`held-out claim item ${item.id}: ${(e as Error).message}`, { cause: e });
    }
  });
}

const X: HeldOutClaimSpec[] = [
  {
    id: 'x-clean-6838736',
    patent: '6838736',
    claims: (c) => [c(1), c(2), c(3), c(5).as(4)],
    expect: [],
    note: 'issued claims 1, 2, 3, 5',
  },
  {
    id: 'x-sibling-6838736',
    patent: '6838736',
    claims: (c) => [
      c(1),
      c(2),
      c(4).as(3).edit('semiconductor device', 'device'),
      '4. The device of claim 1, wherein the analog circuit block includes a differential amplifier.',
    ],
    expect: [{ claim: 4, code: ANTE }],
    note: '"the analog circuit block" is introduced only in sibling claim 3',
  },
  {
    id: 'x-typo-6838736',
    patent: '6838736',
    claims: (c) => [c(1), c(2).edit('anti-silicidation film', 'anti-silicidation flim'), c(6).as(3)],
    expect: [{ claim: 2, code: ANTE }],
    note: '"the anti-silicidation flim"',
  },
  {
    id: 'x-clean-H0002140',
    patent: 'H0002140',
    claims: (c) => [c(1), c(2), c(4).as(3), c(5).as(4)],
    expect: [],
    note: 'issued claims 1, 2, 4, 5; "said" used correctly',
  },
  {
    id: 'x-omnibus-H0002140',
    patent: 'H0002140',
    claims: (c) => [
      c(1),
      c(4).as(2),
      '3. The process of claim 1, wherein the bacteria are adapted to the metal containing material as described in the specification.',
    ],
    expect: [{ claim: 3, code: OMNIBUS }],
    note: 'incorporates the specification by reference',
  },
  {
    id: 'x-such-as-H0002140',
    patent: 'H0002140',
    claims: (c) => [
      c(1),
      '2. The process of claim 1, wherein said metal containing material is a sulfide concentrate such as pyrite or arsenopyrite.',
      c(5).as(3),
    ],
    expect: [{ claim: 2, code: INDEFINITE }],
    note: '"such as" leaves the bounds of the sulfide concentrate unclear',
  },
  {
    id: 'x-clean-6981945',
    patent: '6981945',
    claims: (c) => [
      c(1),
      c(3).as(2),
      c(4).as(3).edit('claim 3,', 'claim 2,'),
      c(5).as(4).edit('claim 4,', 'claim 3,'),
    ],
    expect: [],
    note: 'issued claims 1, 3, 4, 5 renumbered: a chain of "said" references',
  },
  {
    id: 'x-said-6981945',
    patent: '6981945',
    claims: (c) => [
      c(1),
      '2. The handgrip as in claim 1, wherein said sensor means is connected to said display unit by a cable.',
      c(6).as(3).cut('external and', 'other, said').cut('bar, said', 'internal sleeves.', 'bar.'),
    ],
    expect: [{ claim: 2, code: ANTE }],
    note: '"said display unit" was never introduced',
  },
  {
    id: 'x-category-6981945',
    patent: '6981945',
    claims: (c) => [
      c(1),
      c(6).as(2).cut('external and', 'other, said').cut('bar, said', 'internal sleeves.', 'bar.'),
      '3. The method of claim 1, further comprising recording the force measured by said sensor means while advancing said colonoscope shaft.',
    ],
    expect: [{ claim: 3, code: CATEGORY }],
    note: 'a method claim hung on the handgrip claim',
  },
  {
    id: 'x-clean-6982661',
    patent: '6982661',
    claims: (c) => [c(1), c(2), c(3), c(6).as(4)],
    expect: [],
    note: 'issued claims 1, 2, 3, 6',
  },
  {
    id: 'x-later-6982661',
    patent: '6982661',
    claims: (c) => [c(1), c(7).as(2).edit('claim 6,', 'claim 3,'), c(6).as(3)],
    expect: [{ claim: 2, code: LATER }],
    note: 'claim 2 hangs on claim 3 (claims reordered in the draft)',
  },
  {
    id: 'x-no-steps-6982661',
    patent: '6982661',
    claims: (c) => [
      c(1),
      c(6).as(2),
      '3. A method for decoding a series of binary digital signals encoded in accordance with a Huffman code, wherein codes of equal length are stored sequentially.',
    ],
    expect: [{ claim: 3, code: NO_STEPS }],
    note: 'independent method claim 3 recites no step',
  },
  {
    id: 'x-clean-8088364',
    patent: '8088364',
    claims: (c) => [c(1), c(2), c(6).as(3), c(7).as(4)],
    expect: [],
    note: 'issued claims 1, 2, 6, 7: "the group consisting of"',
  },
  {
    id: 'x-trademark-8088364',
    patent: '8088364',
    claims: (c) => [
      c(1),
      c(7)
        .as(2)
        .edit('weight ratio of oxybenzone to avobenzone', 'avobenzone')
        .edit('from about 1.2 to about 1.4.', 'Parsol 1789.'),
      c(3),
    ],
    expect: [{ claim: 2, code: TRADEMARK }],
    note: 'PARSOL is a registered trademark (DSM) for the UV filter',
  },
  {
    id: 'x-multi-and-8088364',
    patent: '8088364',
    claims: (c) => [c(1), c(2), c(6).as(3).edit('of claim 1,', 'as claimed in claims 1 and 2,')],
    expect: [{ claim: 3, code: MULTI }],
    note: '"claims 1 and 2": not in the alternative',
  },
  {
    id: 'x-clean-8089085',
    patent: '8089085',
    claims: (c) => [c(1), c(2), c(3), c(4), c(6).as(5)],
    expect: [],
    note: 'issued claims 1, 2, 3, 4, 6: "at least one LED die ... the LED die"',
  },
  {
    id: 'x-sibling-8089085',
    patent: '8089085',
    claims: (c) => [
      c(1),
      c(2),
      c(4)
        .as(3)
        .edit('phosphor layer is', 'fins are')
        .edit('upon a surface of', 'of')
        .cut('the first', 'LED die.', 'extruded aluminum.'),
    ],
    expect: [{ claim: 3, code: ANTE }],
    note: '"the fins" come from sibling claim 2',
  },
  {
    id: 'x-or-the-like-8089085',
    patent: '8089085',
    claims: (c) => [c(1), c(6).as(2).edit('copper.', 'copper, aluminum, or the like.'), c(3)],
    expect: [{ claim: 2, code: INDEFINITE }],
    note: '"or the like"',
  },
  {
    id: 'x-clean-8419064',
    patent: '8419064',
    claims: (c) => [c(1), c(2), c(3), c(5).as(4)],
    expect: [],
    note: 'issued claims 1, 2, 3, 5: "at least one arm ... the at least one arm ... each of the arms"',
  },
  {
    id: 'x-missing-8419064',
    patent: '8419064',
    claims: (c) => [c(1), c(2), c(3).edit('claim 1,', 'claim 7,')],
    expect: [{ claim: 3, code: MISSING }],
    note: 'claim 7 is not in the set (left over from a longer draft)',
  },
  {
    id: 'x-numbering-8419064',
    patent: '8419064',
    claims: (c) => [c(1), c(2), c(10).as(4)],
    expect: [{ claim: 3, code: NUMBERING }],
    note: 'claims numbered 1, 2, 4',
  },
  {
    id: 'x-clean-7641038',
    patent: '7641038',
    claims: (c) => [c(1), c(5).as(2), c(6).as(3), c(7).as(4).edit('claim 6,', 'claim 3,')],
    expect: [],
    note: 'issued claims 1, 5, 6, 7 renumbered',
  },
  {
    id: 'x-category-7641038',
    patent: '7641038',
    claims: (c) => [
      c(1),
      '2. The apparatus of claim 1, wherein the toothed driving surface is formed by a mold wheel.',
      c(5).as(3),
    ],
    expect: [{ claim: 2, code: CATEGORY }],
    note: 'an apparatus claim depending on the method claim',
  },
  {
    id: 'x-said-7641038',
    patent: '7641038',
    claims: (c) => [
      c(1),
      c(5).as(2),
      '3. The method of claim 1, including cooling the co-extruded polymer materials in said water bath before forming the toothed driving surface.',
    ],
    expect: [{ claim: 3, code: ANTE }],
    note: '"said water bath" was never introduced',
  },
  {
    id: 'x-clean-6837151',
    patent: '6837151',
    claims: (c) => [c(1), c(7).as(2), c(8).as(3)],
    expect: [],
    note: 'issued claims 1, 7, 8 renumbered',
  },
  {
    id: 'x-trademark-6837151',
    patent: '6837151',
    claims: (c) => [
      c(1),
      c(10).as(2).cut('first base', 'supporting a').edit('therein.', 'has a Teflon coating.'),
      c(7).as(3),
    ],
    expect: [{ claim: 2, code: TRADEMARK }],
    note: 'TEFLON is a registered trademark (Chemours) for PTFE',
  },
  {
    id: 'x-single-means-6837151',
    patent: '6837151',
    claims: (c) => [
      c(1),
      c(7).as(2),
      c(1)
        .as(3)
        .edit('comprising:', 'comprising means for moving')
        .cut('first base', 'each other', 'skewer')
        .cut('configuration; and', 'second distance.', 'configuration.'),
    ],
    expect: [{ claim: 3, code: SINGLE_MEANS }],
    note: 'claim 3 is a single means claim',
  },
  {
    id: 'x-clean-7314391',
    patent: '7314391',
    claims: (c) => [c(1), c(6).as(2), c(7).as(3).edit('claim 6,', 'claim 2,'), c(8).as(4)],
    expect: [],
    note: 'issued claims 1, 6, 7, 8 renumbered',
  },
  {
    id: 'x-sibling-7314391',
    patent: '7314391',
    claims: (c) => [c(1), c(2), c(3)],
    expect: [{ claim: 3, code: ANTE }],
    note: 'as issued (claims 1-3): "the second contact terminal" is introduced only in sibling claim 2',
  },
  {
    id: 'x-type-7314391',
    patent: '7314391',
    claims: (c) => [
      c(1),
      '2. The plug according to claim 1, wherein the fuse is a glass tube fuse of the type used in automotive circuits.',
      c(6).as(3),
    ],
    expect: [{ claim: 2, code: INDEFINITE }],
    note: '"of the type"',
  },
  {
    id: 'x-clean-7474071',
    patent: '7474071',
    claims: (c) => [c(1), c(2), c(7).as(3), c(9).as(4)],
    expect: [],
    note: 'issued claims 1, 2, 7, 9 renumbered',
  },
  {
    id: 'x-omnibus-7474071',
    patent: '7474071',
    claims: (c) => [
      c(1),
      c(7).as(2),
      '3. A motor control apparatus substantially as hereinbefore described with reference to the accompanying drawings.',
    ],
    expect: [{ claim: 3, code: OMNIBUS }],
    note: 'the classic omnibus claim',
  },
  {
    id: 'x-self-7474071',
    patent: '7474071',
    claims: (c) => [c(1), c(2), c(7).as(3).edit('claim 1,', 'claim 3,')],
    expect: [{ claim: 3, code: SELF }],
    note: 'claim 3 refers to itself',
  },
  {
    id: 'x-clean-7642712',
    patent: '7642712',
    claims: (c) => [c(1), c(2), c(3), c(4)],
    expect: [],
    note: 'issued claims 1-4 ("the edges" of an introduced member)',
  },
  {
    id: 'x-typo-7642712',
    patent: '7642712',
    claims: (c) => [c(1), c(5).as(2).edit('emitting', 'emiting'), c(4).as(3)],
    expect: [{ claim: 2, code: ANTE }],
    note: '"the emiting control layer"',
  },
  {
    id: 'x-chain-7642712',
    patent: '7642712',
    claims: (c) => [
      c(1),
      c(3).as(2).edit('corners including only obtuse angular vertices.', 'corners.'),
      '3. The display device of claim 1 or 2, wherein the second electrode is a cathode.',
      '4. The display device of claim 2 or 3, wherein the first electrode is an anode.',
    ],
    expect: [{ claim: 4, code: CHAIN }],
    note: 'multiple dependent claim 4 depends on multiple dependent claim 3',
  },
  {
    id: 'x-clean-8420883',
    patent: '8420883',
    claims: (c) => [c(1), c(2), c(3), c(4)],
    expect: [],
    note: 'issued claims 1-4',
  },
  {
    id: 'x-preferably-8420883',
    patent: '8420883',
    claims: (c) => [c(1), c(2).edit('70%.', '70%, preferably between 35% and 65%.'), c(4).as(3)],
    expect: [{ claim: 2, code: INDEFINITE }],
    note: '"preferably" narrower range inside a claim',
  },
  {
    id: 'x-plain-the-8420883',
    patent: '8420883',
    claims: (c) => [
      c(1),
      c(4).as(2),
      c(5)
        .as(3)
        .edit('claim 4,', 'claim 1,')
        .cut('skin care', 'relatively higher', 'leg cuffs are elasticized')
        .edit('relatively lower amounts', 'free'),
    ],
    expect: [{ claim: 3, code: ANTE }],
    note: '"the leg cuffs" were never introduced',
  },
  {
    id: 'x-clean-7272630',
    patent: '7272630',
    claims: (c) => [c(1), c(2), c(3), c(5).as(4)],
    expect: [],
    note: 'issued claims 1, 2, 3, 5: "the sending" names a step',
  },
  {
    id: 'x-missing-7272630',
    patent: '7272630',
    claims: (c) => [c(1), c(2), c(4).as(3).edit('claim 1,', 'claim 4,')],
    expect: [{ claim: 3, code: MISSING }],
    note: 'claim 4 does not exist',
  },
  {
    id: 'x-sibling-7272630',
    patent: '7272630',
    claims: (c) => [
      c(1),
      c(2),
      '3. A method as recited in claim 1, wherein the file information comprises a hash of the contents of the file.',
    ],
    expect: [{ claim: 3, code: ANTE }],
    note: '"the file information" and "the file" come from sibling claim 2',
  },
  {
    id: 'x-clean-7863991',
    patent: '7863991',
    claims: (c) => [c(1), c(4).as(2), c(5).as(3)],
    expect: [],
    note: 'issued claims 1, 4, 5 renumbered: "N-type", "each of"',
  },
  {
    id: 'x-single-means-7863991',
    patent: '7863991',
    claims: (c) => [
      c(1),
      c(5).as(2).cut('includes only', 'stage, and'),
      '3. An oscillator comprising means for generating a low-jitter oscillation signal in response to a control voltage.',
    ],
    expect: [{ claim: 3, code: SINGLE_MEANS }],
    note: 'claim 3 is a single means claim',
  },
  {
    id: 'x-multi-and-7863991',
    patent: '7863991',
    claims: (c) => [
      c(1),
      c(5).as(2).cut('includes only', 'stage, and'),
      c(4)
        .as(3)
        .edit('of claim 1,', 'according to claims 1 and 2,')
        .cut('transistors which', 'cross coupled'),
    ],
    expect: [{ claim: 3, code: MULTI }],
    note: '"according to claims 1 and 2"',
  },
  {
    id: 'x-clean-6836899',
    patent: '6836899',
    claims: (c) => [c(1), c(6).as(2), c(7).as(3)],
    expect: [],
    note: 'issued claims 1, 6, 7 renumbered: "each said clamping device", "the other"',
  },
  {
    id: 'x-trademark-6836899',
    patent: '6836899',
    claims: (c) => [
      c(1),
      '2. The holding device as in claim 1 wherein the two ends of the lanyard are joined by a Velcro strip behind the neck of the user.',
      c(6).as(3),
    ],
    expect: [{ claim: 2, code: TRADEMARK }],
    note: 'VELCRO is a registered trademark for hook-and-loop fasteners',
  },
  {
    id: 'x-typo-6836899',
    patent: '6836899',
    claims: (c) => [
      c(1),
      '2. The holding device as in claim 1 wherein the lanyard is a braided cord and the clampng devices are molded of plastic.',
    ],
    expect: [{ claim: 2, code: ANTE }],
    note: '"the clampng devices"',
  },
  {
    id: 'x-clean-7315680',
    patent: '7315680',
    claims: (c) => [c(1), c(3).as(2), c(5).as(3)],
    expect: [],
    note: 'issued claims 1, 3, 5 renumbered',
  },
  {
    id: 'x-numbering-7315680',
    patent: '7315680',
    claims: (c) => [c(1), c(3).as(2), c(5).as(2)],
    expect: [{ claim: 3, code: NUMBERING }],
    note: 'two claims numbered 2',
  },
  {
    id: 'x-for-example-7315680',
    patent: '7315680',
    claims: (c) => [
      c(1),
      '2. The fitting of claim 1, wherein the fitting is an elbow, for example an up elbow or a down elbow.',
      c(5).as(3),
    ],
    expect: [{ claim: 2, code: INDEFINITE }],
    note: '"for example"',
  },
  {
    id: 'x-clean-7643973',
    patent: '7643973',
    claims: (c) => [c(1), c(2), c(3), c(4)],
    expect: [],
    note: 'issued claims 1-4: long antecedent chains',
  },
  {
    id: 'x-no-steps-7643973',
    patent: '7643973',
    claims: (c) => [
      c(1),
      c(4).as(2),
      '3. A computer-implemented method of analyzing linearization results of a block diagram model having a plurality of blocks in a modeling environment.',
    ],
    expect: [{ claim: 3, code: NO_STEPS }],
    note: 'independent method claim 3 has no step',
  },
  {
    id: 'x-later-7643973',
    patent: '7643973',
    claims: (c) => [
      c(1),
      '2. The method of claim 3, wherein the discontinuity region is reported together with the block level linearization results.',
      c(3),
    ],
    expect: [{ claim: 2, code: LATER }],
    note: 'claim 2 depends on later claim 3',
  },
  {
    id: 'x-clean-8421353',
    patent: '8421353',
    claims: (c) => [c(1), c(2), c(3), c(5).as(4)],
    expect: [],
    note: 'issued claims 1, 2, 3, 5 renumbered',
  },
  {
    id: 'x-said-8421353',
    patent: '8421353',
    claims: (c) => [
      c(1),
      '2. The OLED display as claimed in claim 1, wherein said encapsulation glass is bonded to said sealing member.',
      c(4).as(3),
    ],
    expect: [{ claim: 2, code: ANTE }],
    note: '"said encapsulation glass" was never introduced',
  },
  {
    id: 'x-chain-8421353',
    patent: '8421353',
    claims: (c) => [
      c(1),
      c(4).as(2),
      c(5).as(3).edit('claim 1,', 'claim 1 or 2,'),
      '4. The OLED display as claimed in any one of claims 1 to 3, wherein the conductive contact layer comprises a conductive adhesive.',
    ],
    expect: [{ claim: 4, code: CHAIN }],
    note: 'claim 4 depends on claim 3, itself multiple dependent',
  },
  {
    id: 'x-clean-7862014',
    patent: '7862014',
    claims: (c) => [c(1), c(2), c(4).as(3)],
    expect: [],
    note: 'issued claims 1, 2, 4 renumbered',
  },
  {
    id: 'x-plain-the-7862014',
    patent: '7862014',
    claims: (c) => [
      c(1),
      '2. The wastewater treatment system as set forth in claim 1, wherein the blower is located outside the tank and feeds the first header.',
    ],
    expect: [{ claim: 2, code: ANTE }],
    note: '"the blower" was never introduced (claim 1 has "an air supply")',
  },
  {
    id: 'x-category-7862014',
    patent: '7862014',
    claims: (c) => [
      c(1),
      '2. The method as set forth in claim 1, further comprising raising the first header with respect to the second header while air is diffused into the wastewater.',
    ],
    expect: [{ claim: 2, code: CATEGORY }],
    note: 'a method claim depending on the system claim',
  },
];

const Y: HeldOutClaimSpec[] = [
  {
    id: 'y-clean-6982130',
    patent: '6982130',
    claims: (c) => [c(1), c(2), c(3), c(6).as(4)],
    expect: [],
    note: 'issued claims 1, 2, 3, 6 renumbered: "the other of"',
  },
  {
    id: 'y-sibling-6982130',
    patent: '6982130',
    claims: (c) => [
      c(1),
      c(3).as(2),
      '3. The solid oxide fuel cell of claim 1, wherein the yttria is present in an amount of less than 12 mole percent.',
    ],
    expect: [{ claim: 3, code: ANTE }],
    note: '"the yttria" is introduced only in sibling claim 2',
  },
  {
    id: 'y-such-as-6982130',
    patent: '6982130',
    claims: (c) => [
      c(1),
      c(2)
        .edit('is an anode or', 'comprises')
        .cut('cathode, and', 'a cathode.', 'cermet such as nickel-zirconia.'),
      c(6).as(3),
    ],
    expect: [{ claim: 2, code: INDEFINITE }],
    note: '"such as"',
  },
  {
    id: 'y-clean-6982378',
    patent: '6982378',
    claims: (c) => [c(1), c(5).as(2), c(6).as(3)],
    expect: [],
    note: 'issued claims 1, 5, 6 renumbered',
  },
  {
    id: 'y-typo-6982378',
    patent: '6982378',
    claims: (c) => [
      c(1),
      c(3)
        .as(2)
        .edit('wherein:', 'wherein')
        .cut('conductor is', 'plurality of')
        .edit('layers encase a housing surface.', 'materal comprises ferrite particles.'),
      c(5).as(3),
    ],
    expect: [{ claim: 2, code: ANTE }],
    note: '"the lossy materal"',
  },
  {
    id: 'y-trademark-6982378',
    patent: '6982378',
    claims: (c) => [
      c(1),
      '2. An apparatus according to claim 1 wherein the binder is a Viton fluoroelastomer.',
    ],
    expect: [{ claim: 2, code: TRADEMARK }],
    note: 'VITON is a registered trademark (Chemours) for FKM',
  },
  {
    id: 'y-clean-7157516',
    patent: '7157516',
    claims: (c) => [c(1), c(2), c(4).as(3), c(5).as(4)],
    expect: [],
    note: 'issued claims 1, 2, 4, 5 renumbered',
  },
  {
    id: 'y-category-7157516',
    patent: '7157516',
    claims: (c) => [
      c(1),
      c(4).as(2),
      c(21)
        .as(3)
        .edit('method', 'nanocomposite')
        .edit('claim 1', 'claim 1,')
        .cut('polyethylene, poly alpha olefins and', 'or copolymers of polyethylene and'),
    ],
    expect: [{ claim: 3, code: CATEGORY }],
    note: 'a product claim hung on the method claim',
  },
  {
    id: 'y-self-7157516',
    patent: '7157516',
    claims: (c) => [c(1), c(4).as(2).edit('claim 1,', 'claim 2,'), c(5).as(3)],
    expect: [{ claim: 2, code: SELF }],
    note: 'claim 2 refers to itself',
  },
  {
    id: 'y-clean-7315291',
    patent: '7315291',
    claims: (c) => [c(1), c(2), c(3), c(5).as(4)],
    expect: [],
    note: 'issued claims 1, 2, 3, 5 renumbered: means-plus-function elements among others',
  },
  {
    id: 'y-single-means-7315291',
    patent: '7315291',
    claims: (c) => [
      c(1),
      c(5).as(2),
      '3. A vehicle-mounted display apparatus comprising means for rotating a display panel upside down.',
    ],
    expect: [{ claim: 3, code: SINGLE_MEANS }],
    note: 'claim 3 is a single means claim',
  },
  {
    id: 'y-said-7315291',
    patent: '7315291',
    claims: (c) => [
      c(1),
      '2. The vehicle-mounted apparatus of claim 1, wherein said hinge is located along said side of said first display.',
    ],
    expect: [{ claim: 2, code: ANTE }],
    note: '"said hinge" was never introduced',
  },
  {
    id: 'y-clean-8090168',
    patent: '8090168',
    claims: (c) => [c(1), c(2), c(5).as(3), c(6).as(4).edit('claim 5,', 'claim 3,')],
    expect: [],
    note: 'issued claims 1, 2, 5, 6 renumbered: "at least one other ... the at least one other"',
  },
  {
    id: 'y-omnibus-8090168',
    patent: '8090168',
    claims: (c) => [
      c(1),
      c(2),
      c(1)
        .as(3)
        .edit('image, the method comprising: receiving a first image', 'image')
        .cut('data set', 'portion of', 'as described in')
        .cut('first image', 'data set.', 'specification.'),
    ],
    expect: [{ claim: 3, code: OMNIBUS }],
    note: 'omnibus claim',
  },
  {
    id: 'y-later-8090168',
    patent: '8090168',
    claims: (c) => [
      c(1),
      c(6)
        .as(2)
        .edit('claim 5,', 'claim 3,')
        .edit('on the second portion of the display such', 'such')
        .edit('substantially parallel', 'parallel'),
      c(5).as(3).cut('comprising: displaying', 'display; and', 'comprising'),
    ],
    expect: [{ claim: 2, code: LATER }],
    note: 'claim 2 depends on later claim 3',
  },
  {
    id: 'y-clean-6838117',
    patent: '6838117',
    claims: (c) => [
      c(1),
      c(3).as(2),
      c(4).as(3).edit('claim 3,', 'claim 2,'),
      c(5).as(4).edit('claim 4,', 'claim 3,'),
    ],
    expect: [],
    note: 'issued claims 1, 3, 4, 5 renumbered',
  },
  {
    id: 'y-no-steps-6838117',
    patent: '6838117',
    claims: (c) => [c(1), c(2), '3. A hydrothermal method for producing a piezoelectric film.'],
    expect: [{ claim: 3, code: NO_STEPS }],
    note: 'independent method claim 3 has no step',
  },
  {
    id: 'y-numbering-6838117',
    patent: '6838117',
    claims: (c) => [c(1), c(2), c(3), c(4).as(5).cut('substrate and', 'film formation.', 'substrate.')],
    expect: [{ claim: 4, code: NUMBERING }],
    note: 'claims numbered 1, 2, 3, 5',
  },
  {
    id: 'y-clean-7156634',
    patent: '7156634',
    claims: (c) => [c(1), c(2), c(3), c(4)],
    expect: [],
    note: 'issued claims 1-4: "the same gate", "said" chains',
  },
  {
    id: 'y-multi-and-7156634',
    patent: '7156634',
    claims: (c) => [c(1), c(2), c(3).edit('claim 1,', 'claims 1 and 2,').cut('(i) a', 'and (ii)')],
    expect: [{ claim: 3, code: MULTI }],
    note: '"claims 1 and 2"',
  },
  {
    id: 'y-plain-the-7156634',
    patent: '7156634',
    claims: (c) => [
      c(1),
      '2. An injection molding shooting pot apparatus according to claim 1, wherein the hot runner manifold feeds both melt channels of the coinjection nozzle.',
    ],
    expect: [{ claim: 2, code: ANTE }],
    note: '"the hot runner manifold" was never introduced',
  },
  {
    id: 'y-clean-7314311',
    patent: '7314311',
    claims: (c) => [c(1), c(2), c(10).as(3)],
    expect: [],
    note: 'issued claims 1, 2, 10 renumbered',
  },
  {
    id: 'y-category-7314311',
    patent: '7314311',
    claims: (c) => [
      c(1),
      '2. The measuring device of claim 1, wherein the holding device holds two reference detector modules on either side of the free space.',
    ],
    expect: [{ claim: 2, code: CATEGORY }],
    note: 'a device claim hung on the method claim',
  },
  {
    id: 'y-or-the-like-7314311',
    patent: '7314311',
    claims: (c) => [
      c(1),
      '2. The method as claimed in claim 1, wherein the reference detector module is fixed in the holding device by screws, clips or the like.',
      c(10).as(3),
    ],
    expect: [{ claim: 2, code: INDEFINITE }],
    note: '"or the like"',
  },
  {
    id: 'y-clean-7473606',
    patent: '7473606',
    claims: (c) => [c(1), c(3).as(2), c(8).as(3)],
    expect: [],
    note: 'issued claims 1, 3, 8 renumbered',
  },
  {
    id: 'y-missing-7473606',
    patent: '7473606',
    claims: (c) => [
      c(1),
      c(3).as(2),
      c(8).as(3).edit('claim 1,', 'claim 5,').edit('process or a flash annealing process.', 'process.'),
    ],
    expect: [{ claim: 3, code: MISSING }],
    note: 'claim 5 does not exist',
  },
  {
    id: 'y-typo-7473606',
    patent: '7473606',
    claims: (c) => [
      c(1),
      c(3)
        .as(2)
        .edit('wherein the molecular', 'wherein the molecular cluser has a molecular')
        .edit('of the molecular cluster is greater', 'greater'),
    ],
    expect: [{ claim: 2, code: ANTE }],
    note: '"the molecular cluser"',
  },
  {
    id: 'y-clean-7641040',
    patent: '7641040',
    claims: (c) => [c(1), c(2), c(3), c(4)],
    expect: [],
    note: 'issued claims 1-4',
  },
  {
    id: 'y-sibling-7641040',
    patent: '7641040',
    claims: (c) => [c(1), c(3).as(2), c(9).as(3).edit('claim 3,', 'claim 1,')],
    expect: [{ claim: 3, code: ANTE }],
    note: '"the advancement mechanism" comes from sibling claim 2',
  },
  {
    id: 'y-preferably-7641040',
    patent: '7641040',
    claims: (c) => [
      c(1),
      c(6).as(2).cut('angle with', 'transport mechanism.', 'angle, preferably between 30 and 60 degrees.'),
    ],
    expect: [{ claim: 2, code: INDEFINITE }],
    note: '"preferably"',
  },
  {
    id: 'y-clean-7863599',
    patent: '7863599',
    claims: (c) => [c(1), c(2), c(3), c(4)],
    expect: [],
    note: 'issued claims 1-4: "n-type", "p-type" are not the indefinite "type"',
  },
  {
    id: 'y-chain-7863599',
    patent: '7863599',
    claims: (c) => [
      c(1),
      c(7).as(2),
      c(4).as(3).edit('claim 1,', 'claim 1 or 2,').edit('(ITO) layer.', 'layer.'),
      c(6).as(4).edit('claim 1,', 'claim 2 or 3,'),
    ],
    expect: [{ claim: 4, code: CHAIN }],
    note: 'multiple dependent claim 4 depends on multiple dependent claim 3',
  },
  {
    id: 'y-omnibus-7863599',
    patent: '7863599',
    claims: (c) => [
      c(1),
      '2. The LED of claim 1, wherein the DBR is formed as described in the specification.',
      c(6).as(3),
    ],
    expect: [{ claim: 2, code: OMNIBUS }],
    note: 'incorporates the specification by reference',
  },
  {
    id: 'y-clean-8088102',
    patent: '8088102',
    claims: (c) => [c(1), c(2), c(4).as(3)],
    expect: [],
    note: 'issued claims 1, 2, 4 renumbered',
  },
  {
    id: 'y-plain-the-8088102',
    patent: '8088102',
    claims: (c) => [c(1), c(3).as(2)],
    expect: [{ claim: 2, code: ANTE }],
    note: 'issued claim 3 as granted: "the guidewire lumen" has no basis (claim 1 has a guidewire sheath lumen)',
  },
  {
    id: 'y-trademark-8088102',
    patent: '8088102',
    claims: (c) => [
      c(1),
      c(3)
        .as(2)
        .edit('wherein the elongate', 'wherein the inflatable')
        .cut('defines a', 'distal end', 'is formed')
        .cut('the elongate', 'inflatable member.', 'Pebax.'),
      c(2).as(3),
    ],
    expect: [{ claim: 2, code: TRADEMARK }],
    note: 'PEBAX is a registered trademark (Arkema) for polyether block amide',
  },
  {
    id: 'y-clean-8089769',
    patent: '8089769',
    claims: (c) => [c(1), c(4).as(2), c(5).as(3), c(6).as(4)],
    expect: [],
    note: 'issued claims 1, 4, 5, 6 renumbered: "each module ... the module"',
  },
  {
    id: 'y-multi-and-8089769',
    patent: '8089769',
    claims: (c) => [c(1), c(6).as(2), c(10).as(3).edit('claim 1,', 'claim 1 and claim 2,')],
    expect: [{ claim: 3, code: MULTI }],
    note: '"claim 1 and claim 2"',
  },
  {
    id: 'y-type-8089769',
    patent: '8089769',
    claims: (c) => [
      c(1),
      '2. The smoke detector device of claim 1, wherein the door of each module is of the sliding type.',
    ],
    expect: [{ claim: 2, code: INDEFINITE }],
    note: '"of the sliding type"',
  },
  {
    id: 'y-clean-6970935',
    patent: '6970935',
    claims: (c) => [c(1), c(2), c(6).as(3)],
    expect: [],
    note: 'issued claims 1, 2, 6 renumbered',
  },
  {
    id: 'y-missing-6970935',
    patent: '6970935',
    claims: (c) => [
      c(1),
      c(2),
      c(8).as(3).edit('claim 1,', 'claim 8,').cut('header comprising', 'audio data.', 'header.'),
    ],
    expect: [{ claim: 3, code: MISSING }],
    note: 'claim 8 does not exist',
  },
  {
    id: 'y-later-6970935',
    patent: '6970935',
    claims: (c) => [
      c(1),
      '2. The system of claim 3, wherein the distributed control data comprises an input/output event notification.',
      c(6).as(3).cut('data, wherein', 'conversational functions.', 'data.'),
    ],
    expect: [{ claim: 2, code: LATER }],
    note: 'claim 2 depends on later claim 3',
  },
  {
    id: 'y-clean-8930553',
    patent: '8930553',
    claims: (c) => [c(1), c(3).as(2), c(4).as(3), c(5).as(4).edit('claim 4', 'claim 3')],
    expect: [],
    note: 'issued claims 1, 3, 4, 5 renumbered',
  },
  {
    id: 'y-category-8930553',
    patent: '8930553',
    claims: (c) => [
      c(1),
      '2. The method of claim 1, further comprising logging the mid-dialog SIP message before the new SIP session is created.',
    ],
    expect: [{ claim: 2, code: CATEGORY }],
    note: 'a method claim depending on the system claim',
  },
  {
    id: 'y-said-8930553',
    patent: '8930553',
    claims: (c) => [
      c(1),
      '2. The system according to claim 1 wherein said SIP proxy server forwards said mid-dialog SIP message to said incoming message hardware processor.',
    ],
    expect: [{ claim: 2, code: ANTE }],
    note: '"said SIP proxy server" was never introduced',
  },
  {
    id: 'y-clean-11646472',
    patent: '11646472',
    claims: (c) => [c(1), c(2), c(4).as(3), c(5).as(4).edit('claim 4', 'claim 3')],
    expect: [],
    note: 'issued claims 1, 2, 4, 5 renumbered',
  },
  {
    id: 'y-no-steps-11646472',
    patent: '11646472',
    claims: (c) => [
      c(1),
      c(6).as(2),
      c(1)
        .as(3)
        .edit('making a', 'making a seawater')
        .edit('cell, comprising: providing', 'cell having')
        .cut('electrode comprising', 'the cell.', 'electrode.'),
    ],
    expect: [{ claim: 3, code: NO_STEPS }],
    note: 'independent method claim 3 has no step',
  },
  {
    id: 'y-sibling-11646472',
    patent: '11646472',
    claims: (c) => [c(1), c(4).as(2), c(5).as(3).edit('claim 4', 'claim 1')],
    expect: [{ claim: 3, code: ANTE }],
    note: '"the lithium alloying material" comes from sibling claim 2',
  },
  {
    id: 'y-clean-6837544',
    patent: '6837544',
    claims: (c) => [c(1), c(5).as(2), c(6).as(3).edit('claim 5,', 'claim 2,')],
    expect: [],
    note: 'issued claims 1, 5, 6 renumbered',
  },
  {
    id: 'y-sibling-6837544',
    patent: '6837544',
    claims: (c) => [c(1), c(2), c(9).as(3).edit('claim 8,', 'claim 1,')],
    expect: [{ claim: 3, code: ANTE }],
    note: '"the inside door trim" comes from sibling claim 2',
  },
  {
    id: 'y-for-example-6837544',
    patent: '6837544',
    claims: (c) => [
      c(1),
      '2. The adjuster mechanism of claim 1, wherein the drive is an electric motor, for example a DC motor with a worm gear.',
    ],
    expect: [{ claim: 2, code: INDEFINITE }],
    note: '"for example"',
  },
  {
    id: 'y-clean-8420054',
    patent: '8420054',
    claims: (c) => [c(1), c(2), c(3)],
    expect: [],
    note: 'issued claims 1-3: lettered steps',
  },
  {
    id: 'y-single-means-8420054',
    patent: '8420054',
    claims: (c) => [
      c(1),
      c(3).as(2),
      '3. An apparatus for measuring histamine in an epidermis, comprising means for extracting histamine from epithelial cells adhered to an adhesive article.',
    ],
    expect: [{ claim: 3, code: SINGLE_MEANS }],
    note: 'claim 3 is a single means claim',
  },
  {
    id: 'y-numbering-8420054',
    patent: '8420054',
    claims: (c) => [
      c(1),
      c(3),
      '4. The method according to claim 3, wherein the histamine is extracted with a buffered solution.',
    ],
    expect: [{ claim: 2, code: NUMBERING }],
    note: 'claims numbered 1, 3, 4',
  },
  {
    id: 'y-clean-7158161',
    patent: '7158161',
    claims: (c) => [c(1), c(5).as(2), c(8).as(3)],
    expect: [],
    note: 'issued claims 1, 5, 8 renumbered: "the same material"',
  },
  {
    id: 'y-typo-7158161',
    patent: '7158161',
    claims: (c) => [c(1), c(8).as(2).edit('generation', 'generaton')],
    expect: [{ claim: 2, code: ANTE }],
    note: '"said charge generaton layer"',
  },
  {
    id: 'y-said-7158161',
    patent: '7158161',
    claims: (c) => [
      c(1),
      '2. An organic electroluminescence element set forth in claim 1, wherein said hole transport layer is formed by a wet process.',
    ],
    expect: [{ claim: 2, code: ANTE }],
    note: '"said hole transport layer" was never introduced',
  },
  {
    id: 'y-clean-6838627',
    patent: '6838627',
    claims: (c) => [c(1), c(6).as(2)],
    expect: [],
    note: 'issued claims 1, 6 renumbered',
  },
  {
    id: 'y-trademark-6838627',
    patent: '6838627',
    claims: (c) => [
      c(1),
      c(24).as(2).edit('claim 23,', 'claim 1,').cut('a non-corrosion', 'top thereof.', 'Inconel.'),
    ],
    expect: [{ claim: 2, code: TRADEMARK }],
    note: 'INCONEL is a registered trademark (Special Metals) for nickel alloys',
  },
  {
    id: 'y-chain-6838627',
    patent: '6838627',
    claims: (c) => [
      c(1),
      c(9)
        .as(2)
        .edit('laminated', 'laminated multielement')
        .edit('nanoparticles with fullerene structure.', 'MoS2.'),
      c(6)
        .as(3)
        .edit('claim 1,', 'claim 1 or 2,')
        .edit('at least one of covalent', 'covalent')
        .cut('bonds or', 'or hydrogen'),
      '4. The element according to claim 2 or 3, wherein the weak bonds are Van der Waals bonds.',
    ],
    expect: [{ claim: 4, code: CHAIN }],
    note: 'multiple dependent claim 4 depends on multiple dependent claim 3',
  },
];

export const heldOutClaimsX = (grants: XmlGrant[]) => resolve(X, grants);
export const heldOutClaimsY = (grants: XmlGrant[]) => resolve(Y, grants);
