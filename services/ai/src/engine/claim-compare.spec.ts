import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { patentDataDir, readGrantSlice } from '../../test/support/uspto-xml-reader.js';
import { compareClaims } from './claim-compare.js';

// US10000000 as granted (read at run time): claim 9 repeats every element of claim 1 and adds a laser source with a
// master oscillator and two frequency modulators, and an imaging telescope; claim 11 is the method counterpart.
const grant = readGrantSlice(
  path.join(patentDataDir(), 'uspto-xml/patent-dev__uspto-odp/testdata/grant_us10000000b2_14643719.xml'),
)[0];
const claim = (n: number) => ({ label: `claim ${n}`, text: grant.claims[n - 1].text });

describe(compareClaims.name, () => {
  it('finds every element of claim 1 in claim 9, which repeats them, and names what only claim 9 has', () => {
    const r = compareClaims(claim(1), claim(9));
    expect(r.forward.map((m) => m.correspondence)).toEqual(Array(5).fill('corresponding'));
    expect(r.forward.map((m) => m.match?.where)).toEqual([1, 2, 3, 4, 5].map((i) => `claim 9, element ${i}`));
    const onlyNine = r.reverse.filter((m) => m.correspondence === 'none').map((m) => m.element.text);
    expect(onlyNine.some((t) => /^a master oscillator/.test(t))).toBe(true);
    expect(onlyNine.some((t) => /^a first frequency modulator/.test(t))).toBe(true);
    expect(onlyNine.some((t) => /^an imaging telescope/.test(t))).toBe(true);
  });

  it('quotes the matched words from both claims and what the match lacks', () => {
    const user = {
      label: 'your claim',
      text: 'A lidar system comprising: a two-dimensional array of photodetectors; a data bus coupled to the photodetectors; and a processor coupled to the data bus and configured to determine a phase of the received light.',
    };
    const r = compareClaims(claim(1), user);
    const processor = r.forward.find((m) => /^a processor/.test(m.element.text))!;
    expect(processor.match?.text).toMatch(/^a processor coupled to the data bus/);
    expect(processor.words.own).toEqual(expect.arrayContaining(['processor', 'data', 'bus', 'phase']));
    expect(processor.missing).toEqual(expect.arrayContaining(['amplitude', 'interfering', 'frequency']));
    expect(processor.correspondence).not.toBe('corresponding');
    // The photosensitive region and the local processing circuitry are nowhere in the user's words.
    const circuitry = r.forward.find((m) => /^local processing circuitry/.test(m.element.text))!;
    expect(circuitry.correspondence).toBe('none');
  });

  it('includes the elements of the claims a dependent claim rests on, and cuts "further comprising" clauses', () => {
    const r = compareClaims(
      { ...claim(13), chain: [claim(11)] },
      { label: 'your claim', text: grant.claims[10].text },
    );
    const where = r.forward.map((m) => m.element.where);
    expect(where.filter((w) => w.startsWith('claim 11'))).toHaveLength(6);
    const own = r.forward.filter((m) => m.element.where.startsWith('claim 13')).map((m) => m.element.text);
    expect(own).toEqual([
      'wherein the plurality of sample components comprise quadrature components',
      expect.stringMatching(/^employing the quadrature components to determine/),
    ]);
    // Claim 11 itself has every element of claim 11 but not claim 13's use of quadrature components.
    expect(
      r.forward
        .filter((m) => m.element.where.startsWith('claim 11'))
        .every((m) => m.correspondence === 'corresponding'),
    ).toBe(true);
    const last = r.forward.at(-1)!;
    expect(last.correspondence).not.toBe('corresponding');
    expect(last.missing).toEqual(expect.arrayContaining(['employing', 'quadrature']));
  });

  it('finds nothing in common with a claim of another field', () => {
    const r = compareClaims(claim(1), {
      label: 'your claim',
      text: 'A napkin holder comprising: a weighted base; a magnetic arm pivotally attached to the base; and a rubber pad on the arm.',
    });
    expect(r.forward.every((m) => m.correspondence === 'none')).toBe(true);
    expect(r.reverse.every((m) => m.correspondence === 'none')).toBe(true);
  });
});
