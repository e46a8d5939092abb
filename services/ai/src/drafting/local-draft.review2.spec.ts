import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { patentDataDir, readGrantSlice } from '../../test/support/uspto-xml-reader.js';
import { checkClaimSet } from './claim-checker.js';
import { localClaimDraft, localClaimSet } from './local-draft.js';

// Drafts an attorney would not start from (issue 24 review of 2026-11-29): each test runs on the grant it was found on.
const grant = (week: string, number: string) =>
  readGrantSlice(
    path.join(patentDataDir(), `uspto-xml/PatentsView__PatentsView-DB/ipgxml/${week}.small.xml`),
  ).find((g) => g.number === number)!;

describe('a product the description states by weight', () => {
  // "PVB film …": the head "film" is no composition noun, yet the description says "The inventive plasticized foil …
  // comprises from 60 to 85% by weight of PVB resin, from 14 to 39% by weight of low-polarity plasticizer, and up to 10%
  // …": no claims were drafted at all.
  it('claims the foil by its ingredients (US6982296)', () => {
    const pvb = grant('ipg060103', '6982296');
    const claims = localClaimSet(pvb.title, pvb.description);
    expect(claims[0]).toBe(
      '1. A plasticized foil comprising: from 60 to 85% by weight of PVB resin; and from 14 to 39% by weight of ' +
        'low-polarity plasticizer.',
    );
    // The surfactant's "up to 10%" may be zero: no positive element; the foil's uses are no ingredient.
    expect(claims.join(' ')).not.toMatch(/surfactant|intermediate layer|construction sector/);
  });
});

describe('an element whose introduction was pruned', () => {
  // "a vehicle; the in-vehicle device mounted in the vehicle …": "the in-vehicle device" had no antecedent.
  // Since the structure round the mobile unit is no longer "carried by the vehicle" (a user carries it), so the vehicle
  // and the device's own element are gone: the device is introduced where the mobile unit is located by it.
  it('introduces it with its article (US8089342)', () => {
    const key = grant('ipg120103', '8089342');
    const claims = localClaimSet(key.title, key.description);
    expect(claims[0]).toMatch(/\ban in-vehicle device\b/);
    expect(claims[0].indexOf('an in-vehicle device')).toBeLessThan(
      Math.max(0, claims[0].indexOf('the in-vehicle device')),
    );
    expect(claims[0]).not.toMatch(/(?:: |; (?:and )?)the\b/);
    const findings = checkClaimSet(claims).findings.filter((f) => f.severity !== 'info');
    expect(findings).toEqual([]);
  });
});

describe('a state is no step', () => {
  // "neighboring a first metal layer": the supporting layer neighbours the metal layer; nobody does it.
  it('drafts no step of "neighboring" (US8421353)', () => {
    const oled = grant('ipg130416', '8421353');
    const { claims } = localClaimDraft(oled.title, oled.description);
    const methods = claims.filter((c) => /^\d+\. (?:A method\b|The method of)/.test(c));
    expect(methods.length).toBeGreaterThan(0);
    expect(methods.join(' ')).not.toMatch(/\bneighbou?ring\b/);
  });
});

describe('claim 1 from the statement of the invention', () => {
  // "A step-down converter comprising: a first resistor; and a second resistor connected to the first resistor." was a
  // voltage divider: the statement "there is provided a step-down converter including: a DC-DC converter which
  // performs DC-DC converting using a boost capacitor and a NMOS transistor, and an electric discharge circuit …" was
  // missed for its colon, and its ", and" list was split at "capacitor and a NMOS".
  it('claims the converter, the boost capacitor, the transistor and the discharge circuit (US8421436)', () => {
    const buck = grant('ipg130416', '8421436');
    const claims = localClaimSet(buck.title, buck.description);
    expect(claims[0]).toMatch(/^1\. A step-down converter comprising: a DC-DC converter\b/);
    expect(claims[0]).toMatch(
      /\busing a boost capacitor and an NMOS transistor; and an electric discharge circuit\b/,
    );
    expect(claims[0]).not.toMatch(/\bresistor\b/);
    expect(checkClaimSet(claims).findings.filter((f) => f.severity !== 'info')).toEqual([]);
  });
});
