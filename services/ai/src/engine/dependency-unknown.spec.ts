import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { patentDataDir, readGrantSlice } from '../../test/support/uspto-xml-reader.js';
import { parseClaims } from './claims-parser.js';
import { technicalMerit } from './scores.js';

// Attorney review (issue 23 item 5): US7640932 claim 18 ("The nasal cannula for monitoring the detection device …")
// names no claim, a garbled record, and was read as independent: "shortest independent claim (words): 30".
describe('a claim that begins as a dependent one but names no claim', () => {
  const grant = readGrantSlice(
    path.join(patentDataDir(), 'uspto-xml/PatentsView__PatentsView-DB/ipgxml/ipg100105.small.xml'),
  ).find((g) => g.number === '7640932')!;
  const claims = parseClaims(grant.claims);

  it('is neither independent nor of a known parent', () => {
    const c18 = claims.find((c) => c.number === 18)!;
    expect(c18.text).toMatch(/^18\. The nasal cannula for /);
    expect(c18).toMatchObject({ independent: false, dependsOn: [], dependencyUnknown: true });
    expect(claims.filter((c) => c.independent).map((c) => c.number)).toEqual([1, 9, 14, 16]);
  });

  it('is left out of the breadth signal', () => {
    const breadth = technicalMerit(grant, claims, null).signals.find(
      (s) => s.name === 'breadth of the broadest independent claim (parts it introduces)',
    )!;
    expect(breadth.value).not.toMatch(/claim 18/);
    expect(breadth.value).toMatch(/^claim (1|9|14|16): /);
  });

  it('keeps claim 1 independent whatever its first word', () => {
    expect(
      parseClaims(['1. The method of making a widget, comprising: cutting a blank.'])[0].independent,
    ).toBe(true);
  });
});
