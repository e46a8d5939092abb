import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { patentDataDir, readGrantSlice } from '../../test/support/uspto-xml-reader.js';
import { checkClaimSet } from './claim-checker.js';
import { localClaimSet } from './local-draft.js';

// Claim 1 that carries the described device (issue 24, attorney review of 10 drafts): each test drafts from the real
// grant's title and description only, as the product reads them.
const grant = (week: string, number: string) =>
  readGrantSlice(
    path.join(patentDataDir(), `uspto-xml/PatentsView__PatentsView-DB/ipgxml/${week}.small.xml`),
  ).find((g) => g.number === number)!;
const draft = (week: string, number: string) => {
  const g = grant(week, number);
  return localClaimSet(g.title, g.description);
};
const warnings = (claims: string[]) => checkClaimSet(claims).findings.filter((f) => f.severity !== 'info');

describe('the main body and its parts', () => {
  // "The indicating device 10 includes a generally planar annular body 20 …; the annular body has a first face 76 from
  // which a plurality of … fingers 22 extend": claim 1 was the finger and its lip alone, no body.
  it('claims the body with the fingers extending from it (US7640884)', () => {
    const claims = draft('ipg100105', '7640884');
    expect(claims[0]).toMatch(
      /^1\. A firehose coupling exit indicator comprising: an annular body; a finger extending from the annular body\b/,
    );
    expect(warnings(claims)).toEqual([]);
  });
});

describe('relations the description states', () => {
  // "a mobile unit 2 carried by a user of the vehicle": the user carries it, not the vehicle.
  it('never says the mobile unit is carried by the vehicle (US8089342)', () => {
    const claims = draft('ipg120103', '8089342');
    expect(claims.join(' ')).not.toMatch(/carried by the vehicle/);
    expect(claims[0]).toMatch(/\ba mobile unit located by an in-vehicle device\b/);
    expect(warnings(claims)).toEqual([]);
  });

  // "a supporting layer neighboring (i.e., adjacent) the metal layers": a state, written as the description writes it.
  it('claims a state by its participle, never "configured to neighbor" (US8421353)', () => {
    const claims = draft('ipg130416', '8421353');
    expect(claims.join(' ')).not.toMatch(/configured to (?:neighbou?r|face|adjoin)\b/);
    expect(claims[0]).toMatch(/\ba sealing member facing the substrate\b/);
  });

  // "inserting the detector module to be tested into the free space": the step had lost where the module goes.
  it('keeps the place of a listed step after "to be tested" (US7314311)', () => {
    const method = draft('ipg080101', '7314311').find((c) => /A method of testing\b/.test(c))!;
    expect(method).toMatch(/\binserting a tested detector module into a free space\b/);
  });
});
