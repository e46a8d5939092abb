import { describe, expect, it } from 'vitest';
import { checkClaimSet } from './claim-checker.js';

const selfRefs = (claims: string[]) =>
  checkClaimSet(claims)
    .findings.filter((f) => f.code === 'SELF_REFERENCE')
    .map((f) => ({ claim: f.claim, span: claims[f.claim - 1].slice(f.start, f.end), f }));

describe('SELF_REFERENCE', () => {
  it('warns when an element is related to itself, with the span and 35 U.S.C. 112(b)', () => {
    const claims = [
      '1. A cooking device comprising: a base; and a skewer supported on the base.',
      '2. The cooking device of claim 1, further comprising a first leg secured to the first leg.',
    ];
    const found = selfRefs(claims);
    expect(found.map((x) => [x.claim, x.span])).toEqual([[2, 'a first leg secured to the first leg']]);
    expect(found[0].f.severity).toBe('warning');
    expect(found[0].f.message).toMatch(/35 U\.S\.C\. 112\(b\)/);
    expect(found[0].f.message).toMatch(/indefinite/);
  });

  it('warns for a verb, a passive and "said" ("the gear engages said gear", "the valve is connected with the valve")', () => {
    expect(
      selfRefs([
        '1. A gearbox comprising: a housing; and a gear in the housing, wherein the gear engages said gear.',
      ]).map((x) => x.span),
    ).toEqual(['the gear engages said gear']);
    expect(
      selfRefs([
        '1. A pump comprising: a body; and a valve in the body, wherein the valve is connected with the valve.',
      ]).map((x) => x.span),
    ).toEqual(['the valve is connected with the valve']);
  });

  it('warns for a step that joins an element to itself ("securing a first leg to the first leg")', () => {
    const claims = [
      '1. A method of making a stand, the method comprising: providing a frame; and securing a first leg to the first leg by a fastener.',
    ];
    expect(selfRefs(claims).map((x) => x.span)).toEqual(['securing a first leg to the first leg']);
  });

  it('warns when one element is named twice as two members of a list', () => {
    const claims = [
      '1. A monitor comprising: a pressure sensor; a housing; and a controller coupled to said pressure sensor and said pressure sensor.',
    ];
    expect(selfRefs(claims).map((x) => x.span)).toEqual(['said pressure sensor and said pressure sensor']);
    expect(
      selfRefs([
        '1. A joint comprising: a first plate; a second plate; and a gap between the first plate and the first plate.',
      ]).map((x) => x.span),
    ).toEqual(['the first plate and the first plate']);
  });

  it('leaves alone two parts of one kind, "each other", and a second naming that goes on', () => {
    for (const claim of [
      '1. A gearbox comprising: a first gear; and a second gear, the first gear meshing with the second gear.',
      '1. A gearbox comprising: a first gear meshing with a second gear.',
      '1. A frame comprising: a first leg and a second leg secured to each other.',
      '1. A frame comprising: a base having a leg; and a brace having a leg secured to the leg of the base.',
      '1. A frame comprising: a leg; and a foot secured to the leg, the leg secured to the leg portion of a stand.',
      '1. A circuit comprising: a first resistor and a second resistor, the first and second resistors connected in series.',
      '1. A tool comprising: a handle; and a blade attached to the handle, wherein the handle and the blade are of steel.',
      '1. A method comprising: securing a first leg to the second leg; and mounting a bracket on the first leg.',
      '1. A light emitting layer comprising a host material and a phosphorescent material, and the phosphorescent material comprises iridium.',
      '1. A transistor circuit comprising a reset transistor resetting the signal charge, and the signal charge being converted.',
    ])
      expect(selfRefs([claim]), claim).toEqual([]);
  });
});
