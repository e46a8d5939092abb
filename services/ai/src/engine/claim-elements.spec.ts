import path from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { patentDataDir, readGrantSlice } from '../../test/support/uspto-xml-reader.js';
import { splitClaimElements } from './claim-elements.js';

// Real claims, read from the shared USPTO grant slices at test time (never copied into the repo).
const dir = path.join(patentDataDir(), 'uspto-xml/PatentsView__PatentsView-DB/ipgxml');
const claim = (slice: string, patent: string, n: number) => {
  const g = readGrantSlice(path.join(dir, slice), 'product').find((x) => x.number === patent);
  const c = g?.claims.find((x) => x.number === n);
  if (!c) throw new Error(`claim ${n} of ${patent} not in ${slice}`);
  return c.text;
};

describe(splitClaimElements.name, () => {
  it('splits method steps and removes "A)"-style enumerators (US7315383 claim 1)', () => {
    const s = splitClaimElements(claim('ipg080101.small.xml', '7315383', 1));
    expect(s.preamble).toBe('A 3 dimensional scanning and measurement method');
    expect(s.elements).toHaveLength(5);
    expect(s.elements.every((e) => e.kind === 'step')).toBe(true);
    expect(s.elements[0].text).toMatch(/^angularly directing at least one linear light gradient/);
    expect(s.elements.map((e) => e.text).join(' ')).not.toMatch(/(^|\s)[A-E]\)/);
  });

  it('removes "(a)" enumerators and takes the transition that opens the body, not "having" (US7642330 claim 1)', () => {
    const s = splitClaimElements(claim('ipg100105.small.xml', '7642330', 1));
    expect(s.transition).toBe('comprising');
    expect(s.preamble).toMatch(/^A method for selecting a polyolefin having a die swell/);
    expect(s.elements[0]).toMatchObject({ kind: 'step' });
    expect(s.elements[0].text).toMatch(/^obtaining from reference samples/);
    for (const e of s.elements) expect(e.text).not.toMatch(/^\(?[a-z]\)/);
  });

  it('keeps a Markush group as one element with its alternatives (US6982059 claim 9)', () => {
    const s = splitClaimElements(claim('ipg060103.small.xml', '6982059', 9));
    expect(s.preamble).toBe('An alloy');
    const markush = s.elements.filter((e) => e.kind === 'markush');
    expect(markush).toHaveLength(1);
    expect(markush[0].alternatives).toEqual(['zirconium', 'hafnium', 'titanium', 'mixtures thereof']);
    // "a." and "b." enumerators inside the platinum element are removed; "such that" leads in to item a.
    expect(s.elements[1].text).toMatch(
      /^platinum, in an amount .* such that for said amount of palladium ranging from about 1 atomic/,
    );
    expect(
      s.elements.some((e) => /^for said amount of palladium ranging from about 15 atomic/.test(e.text)),
    ).toBe(true);
    expect(s.elements.some((e) => /^[ab]\.\s/.test(e.text))).toBe(false);
  });

  it('does not take "selected from the group consisting of" as the transition (US6838526 claim 4)', () => {
    const s = splitClaimElements(claim('ipg050104.small.xml', '6838526', 4));
    expect(s.preamble).toBe('A rubber composition');
    expect(s.transition).toBe('comprising');
    const m = s.elements.find((e) => e.kind === 'markush');
    expect(m?.alternatives?.slice(0, 3)).toEqual([
      'natural rubber',
      'synthetic isoprene rubber',
      'butadiene rubber',
    ]);
    // The numeric entity of "α" is decoded, not split at its ";".
    expect(m?.alternatives).toContain('ethylene-α-olefin copolymer rubber');
  });

  it('makes each "wherein" clause its own element (US6837151 claim 1)', () => {
    const s = splitClaimElements(claim('ipg050104.small.xml', '6837151', 1));
    expect(s.preamble).toBe('A cooking device');
    expect(s.elements.slice(0, 4).map((e) => e.kind)).toEqual(['element', 'element', 'element', 'element']);
    const wherein = s.elements.filter((e) => e.kind === 'wherein');
    expect(wherein).toHaveLength(3);
    expect(wherein[2].text).toBe('wherein said first distance is greater than said second distance');
  });
});

describe('Markush groups cut by ";" or line breaks (attorney review)', () => {
  const markushOf = (text: string) => splitClaimElements(text).elements.filter((e) => e.kind === 'markush');

  it('joins "consisting of: A; B; and C" back into one element with three alternatives', () => {
    const s = splitClaimElements(
      '1. A compound of formula I, wherein R1 is selected from the group consisting of: methyl; ethyl; and propyl; and R2 is hydrogen.',
    );
    expect(s.preamble).toBe('A compound of formula I');
    expect(s.elements).toHaveLength(2);
    expect(s.elements[0]).toMatchObject({ kind: 'markush', alternatives: ['methyl', 'ethyl', 'propyl'] });
    expect(s.elements[1].text).toBe('R2 is hydrogen');
  });

  it('joins a list written one alternative per line', () => {
    const m = markushOf(
      '1. A composition comprising a solvent, wherein the solvent is selected from the group consisting of\nwater,\nethanol, and\nacetone.',
    );
    expect(m).toHaveLength(1);
    expect(m[0].alternatives).toEqual(['water', 'ethanol', 'acetone']);
  });

  it('ends an "one of A, B, or C" list at its "or" alternative: ", and D" is the next element', () => {
    const s = splitClaimElements(
      '1. A device comprising a sensor, wherein the sensor is one of a camera, a lidar, or a radar, and a processor.',
    );
    expect(s.elements.map((e) => e.kind)).toEqual(['element', 'markush', 'element']);
    expect(s.elements[1].alternatives).toEqual(['a camera', 'a lidar', 'a radar']);
    expect(s.elements[2].text).toBe('a processor');
  });
});

describe('Jepson claims (37 CFR 1.75(e); MPEP 2129)', () => {
  it('takes "In a …, the improvements comprising:" as the transition: the preamble is admitted, the improvement charted (US7155908 claim 1)', () => {
    const s = splitClaimElements(claim('ipg070102.small.xml', '7155908', 1));
    expect(s.jepson).toBe(true);
    expect(s.transition).toBe('the improvements comprising');
    expect(s.preamble).toMatch(/^In a hydraulic system for a heavy equipment with option apparatus, /);
    expect(s.preamble).toMatch(
      /a pilot pump which supplies a pilot signal pressure to the control valves respectively$/,
    );
    // The "including" inside the preamble is not the transition: the improvement's two valves are the elements.
    expect(s.elements.map((e) => e.text.slice(0, 40))).toEqual([
      'a straight traveling control valve (C4) ',
      'an option apparatus control valve (C5) w',
    ]);
  });

  it('reads "…, wherein the improvement includes:" of a real application (US 2013 application, glove claim 1)', () => {
    const xml = readFileSync(
      path.join(patentDataDir(), 'uspto-xml/PatentsView__PatentsView-DB/xml/ipa130117.one.xml'),
      'utf8',
    );
    // The file holds two applications; claim 1 of the glove one.
    const text = [...xml.matchAll(/<claim id="CLM-00001"[^>]*>([\s\S]*?)<\/claim>/g)]
      .map((m) =>
        m[1]
          .replace(/<[^>]+>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim(),
      )
      .find((c) => /An improved glove/.test(c))!;
    const s = splitClaimElements(text);
    expect(s.jepson).toBe(true);
    expect(s.preamble).toMatch(
      /^An improved glove employable by a user for mixed martial arts, .*clinched fist position for striking$/,
    );
    expect(s.elements[0].text).toMatch(/^the dorsal pad having a distal extension with an integral bend/);
  });

  it('is not Jepson when "improvement" is only a word of the claim', () => {
    for (const text of [
      '1. A method of measuring the improvement of a signal, comprising: receiving the signal; and filtering it.',
      '1. A device comprising: a housing; and a lever, wherein the improvement in torque is at least 10 percent.',
    ])
      expect(splitClaimElements(text).jepson).toBe(false);
  });
});

describe('a connective alone on its line (attorney review of recommendations)', () => {
  it('joins "…; wherein" to the next line instead of charting "wherein" as an element (US7314311 claim 19)', () => {
    const s = splitClaimElements(claim('ipg080101.small.xml', '7314311', 19));
    expect(s.elements.map((e) => e.text)).not.toContain('wherein');
    // "includes," only leads in to its three steps: it is read with the first (issue 23, attorney review).
    expect(s.elements[1]).toMatchObject({
      kind: 'wherein',
      text: 'wherein the testing using the test gantry includes, measuring reference signals supplied by the at least one reference detector module',
    });
    expect(s.elements).toHaveLength(4);
  });

  it('returns each step of a "configured to:" sub-list as its own element when the parts are on their own lines (US7643973 claim 34)', () => {
    const text = claim('ipg100105.small.xml', '7643973', 34);
    const s = splitClaimElements(text);
    expect(s.elements.map((e) => e.text.split(' ')[0])).toEqual(['a', 'a', 'analyze', 'select', 'display']);
    // The lead-in "a processor configured to:" is no row of its own: it is read with its first item.
    expect(s.elements[1].text).toMatch(/^a processor configured to: linearize a block diagram model, /);
    // Rows stored before the ingest kept line breaks are flat: the sub-list stays one element, as it was.
    const flat = splitClaimElements(text.replace(/\n/g, ' '));
    expect(flat.elements).toHaveLength(2);
    expect(flat.elements[1].text).toMatch(/^a processor configured to: linearize .* and display individual/);
  });
});

describe('the transition and sub-list lead-ins (issue 23, attorney review of real grants)', () => {
  // Each claim is read as stored (a line break before each nested <claim-text>) and flat (older rows).
  const forms = (text: string) => [
    { form: 'stored', s: splitClaimElements(text) },
    { form: 'flat', s: splitClaimElements(text.replace(/\n/g, ' ')) },
  ];
  const bare = /(?::|\b(?:includes|including|comprises|comprising|to|of))\s*$/i;

  it('returns "instructions for:" as the transition, not a later "including" (US7643973 claim 49)', () => {
    for (const { form, s } of forms(claim('ipg100105.small.xml', '7643973', 49))) {
      expect(s.transition, form).toBe('instructions for');
      // The opener's words stay in the preamble (attorney re-review: it read cut off at "one or more").
      expect(s.preamble, form).toMatch(/, the medium storing one or more instructions for$/);
      expect(
        s.elements.map((e) => e.text.split(' ')[0]),
        form,
      ).toEqual(['linearizing', 'analyzing', 'selecting', 'outputting']);
      expect(s.elements[0].text, form).toMatch(/the block diagram model including a plurality of blocks$/);
    }
  });

  it('returns "instructions for:" as the transition, not the last "comprising" (US7643973 claim 52)', () => {
    for (const { form, s } of forms(claim('ipg100105.small.xml', '7643973', 52))) {
      expect(s.transition, form).toBe('instructions for');
      expect(s.preamble, form).toMatch(/instructions for$/);
      expect(s.elements, form).toHaveLength(2);
      expect(s.elements[0].text, form).toMatch(/^displaying a plurality of blocks of a block diagram model/);
      expect(s.elements[1].text, form).toMatch(
        /the information comprising linearization parameters of the selected block$/,
      );
    }
  });

  it('returns the first "comprising" right after the subject, not a later "comprising:" (US8088834 claim 1)', () => {
    for (const { form, s } of forms(claim('ipg120103.small.xml', '8088834', 1))) {
      expect(s.preamble, form).toBe('A composition');
      expect(s.elements[0].text, form).toBe('a non-yellow modified polybutylene terephthalate');
    }
  });

  it('returns "that includes" as the transition of "A … garment that includes" (US7641529 claim 1)', () => {
    for (const { form, s } of forms(claim('ipg100105.small.xml', '7641529', 1))) {
      expect(s.preamble, form).toBe('A life-saving garment');
      expect(s.transition, form).toBe('that includes');
    }
  });

  it('keeps a noun\'s "that comprises" in the preamble when "the method comprising:" opens the body (US7642821 claim 1)', () => {
    for (const { form, s } of forms(claim('ipg100105.small.xml', '7642821', 1))) {
      expect(s.preamble, form).toMatch(
        /^A method for synchronizing a clock signal with a reference signal that comprises/,
      );
      expect(s.elements[0].text, form).toMatch(/^generating a phase difference signal/);
    }
  });

  it('returns "comprising, on a substrate;" as the transition, its ";" a typo for ":" (US7158161 claim 13)', () => {
    for (const { form, s } of forms(claim('ipg070102.small.xml', '7158161', 13))) {
      expect(s.preamble, form).toBe('An organic electroluminescence element');
      expect(s.transition, form).toBe('comprising, on a substrate');
      expect(s.elements[0].text, form).toBe('an anode which acts as a hole injection electrode');
    }
  });

  it('returns "wherein each data tag includes:" joined to its first item, in both forms alike (US7864166 claim 1)', () => {
    const [stored, flat] = forms(claim('ipg110104.small.xml', '7864166', 1));
    expect(stored.s.elements.map((e) => e.text)).toEqual(flat.s.elements.map((e) => e.text));
    expect(stored.s.elements).toHaveLength(5);
    expect(stored.s.elements[3]).toMatchObject({
      kind: 'wherein',
      text: 'wherein each data tag includes: a detection ring for allowing the image sensor to detect the data tag',
    });
    for (const e of stored.s.elements) expect(e.text).not.toMatch(bare);
  });

  it('returns "wherein the sealing member includes" joined to its first item (US8421353 claim 1)', () => {
    const [stored, flat] = forms(claim('ipg130416.small.xml', '8421353', 1));
    expect(stored.s.elements.map((e) => e.text)).toEqual(flat.s.elements.map((e) => e.text));
    expect(stored.s.elements[4].text).toMatch(
      /^wherein the sealing member includes a plurality of metal layers laminated/,
    );
    expect(stored.s.elements).toHaveLength(7);
    for (const e of stored.s.elements) expect(e.text).not.toMatch(bare);
  });

  it('returns no bare lead-in row for "a processor configured to:" (US7643973 claim 34)', () => {
    for (const { form, s } of forms(claim('ipg100105.small.xml', '7643973', 34)))
      for (const e of s.elements) expect(e.text, form).not.toMatch(bare);
  });

  it('keeps a two-part claim\'s "characterized by:" out of the transition: the features before it are charted (US6837197 claim 1)', () => {
    for (const { form, s } of forms(claim('ipg050104.small.xml', '6837197', 1))) {
      expect(s.transition, form).not.toMatch(/characteri/);
      expect(
        s.elements.some((e) => /^characterized by: said rocker arm assembly defining a second/.test(e.text)),
        form,
      ).toBe(true);
    }
  });
});

// Attorney review of issue 23, item 4: "at least one of: a display function; an alert function; and a keypad function"
// was charted as three elements that must all be found, overstating what a reference lacks.
describe('lists the claim needs one item of', () => {
  it('keeps "at least one of: A; B; and C" as one step with alternatives (US6983169 claim 11)', () => {
    const s = splitClaimElements(claim('ipg060103.small.xml', '6983169', 11));
    expect(s.elements).toHaveLength(2);
    expect(s.elements[1]).toMatchObject({
      kind: 'step',
      alternatives: ['a display function', 'an alert function', 'a keypad function of the wireless device'],
    });
    expect(s.elements[1].text).toMatch(
      /^enabling or disabling, by a processor .* at least one of a display function, an alert/,
    );
  });

  it('keeps "at least one of the following: A; B; and C" as one element (US6983169 claim 1)', () => {
    const s = splitClaimElements(claim('ipg060103.small.xml', '6983169', 1));
    expect(s.elements).toHaveLength(2);
    expect(s.elements[0].alternatives).toHaveLength(3);
    expect(s.elements[0].text).not.toMatch(/the following/);
    expect(s.elements[1].text).toMatch(/^a processor in the wireless device/);
  });

  it('reads "one or more of", "any of" and "A, B, or C" the same way, not a plain "and" list', () => {
    const alts = (t: string) => splitClaimElements(t).elements.map((e) => e.alternatives ?? null);
    expect(
      alts('1. A kit comprising: a housing; a sensor, a camera, or a microphone; and a battery.'),
    ).toEqual([null, ['a sensor', 'a camera', 'a microphone'], null]);
    expect(alts('1. A kit comprising: a housing holding one or more of a sensor and a camera.')[0]).toEqual([
      'a sensor',
      'a camera',
    ]);
    expect(alts('1. A kit comprising: a housing holding any of a sensor, a lamp or a camera.')[0]).toEqual([
      'a sensor',
      'a lamp',
      'a camera',
    ]);
    // Every item required, or no list of parts: no alternatives.
    expect(alts('1. A kit comprising: a housing holding a sensor, a lamp, and a camera.')[0]).toBeNull();
    expect(alts('1. A kit comprising: a housing holding at least one of the sensors.')[0]).toBeNull();
    // An "or" inside one phrase is no list (US7642029 claim 19, US8089769 claim 1).
    expect(
      alts(
        '1. A printer comprising: a transfer component for transferring the developed image from the charge-retentive surface to another member or a copy substrate; and a fusing member.',
      )[0],
    ).toBeNull();
    expect(
      alts('1. A smoke detector comprising: a base for mounting to a place on a ceiling or a wall.')[0],
    ).toBeNull();
  });
});

// Attorney review 2026-11-29b: US7472777 claim 1 put the hub, the overlapping ring lands and the recesses in a
// 117-word "preamble" cut at "said brake disk further comprising", so the chart never showed them.
describe('a long preamble that recites structure', () => {
  it('charts the structure the preamble recites, and keeps the subject as the preamble', () => {
    const s = splitClaimElements(claim('ipg090106.small.xml', '7472777', 1));
    expect(s.preamble).toBe('A brake disk (2)');
    const texts = s.elements.map((e) => e.text);
    expect(texts[0]).toMatch(
      /^at least one friction ring \(4\) which is connected to a brake disk hub \(6\)/,
    );
    expect(texts[1]).toBe(
      'elements of the joining arrangement (12) pass through recesses (14, 16) in the ring lands (8, 10)',
    );
    expect(texts[2]).toMatch(/^a support ring \(18\) such that/);
    expect(texts).toContain('wherein the friction ring (4) is thicker than the ring land (8)');
  });

  it('keeps a short preamble whole', () => {
    const s = splitClaimElements('1. A brake disk with a friction ring, comprising: a hub; and a pin.');
    expect(s.preamble).toBe('A brake disk with a friction ring');
    expect(s.elements.map((e) => e.text)).toEqual(['a hub', 'a pin']);
  });
});

// Attorney review of issue 23: US8927118 claim 1 has a stray ";" inside a chemical name ("aromatic heterocyclic;
// group which has a ring …"); the split made "group which has …" an element of its own.
describe('a stray semicolon inside an element', () => {
  const us8927118 = () => {
    const file = path.join(
      patentDataDir(),
      'uspto-xml/USPTO__PatentPublicData/samples/xml2014/US08927118.xml',
    );
    const c = readGrantSlice(file, 'product')
      .find((x) => x.number === '8927118')
      ?.claims.find((x) => x.number === 1);
    if (!c) throw new Error('claim 1 of 8927118 not found');
    return c.text;
  };

  it('keeps "heterocyclic; group which has a ring …" in the L2 element (US8927118 claim 1)', () => {
    const texts = splitClaimElements(us8927118()).elements.map((e) => e.text);
    expect(texts.some((t) => /^group which has/.test(t))).toBe(false);
    const l2 = texts.find((t) => t.startsWith('L2 represents'));
    expect(l2).toMatch(
      /aromatic heterocyclic; group which has a ring formed of 3 to 24 atoms and which is linked/,
    );
    expect(texts).toHaveLength(8);
  });

  it('still splits at a semicolon that starts an element', () => {
    const s = splitClaimElements('1. A device comprising: a housing; a lid which has a hinge; and a latch.');
    expect(s.elements.map((e) => e.text)).toEqual(['a housing', 'a lid which has a hinge', 'a latch']);
  });
});
