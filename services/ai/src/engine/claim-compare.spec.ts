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
    // Four elements: the array's "including:" lead-in is read with its first item (issue 23).
    expect(r.forward.map((m) => m.correspondence)).toEqual(Array(4).fill('corresponding'));
    expect(r.forward.map((m) => m.match?.where)).toEqual([1, 2, 3, 4].map((i) => `claim 9, element ${i}`));
    const onlyNine = r.reverse.filter((m) => m.correspondence === 'none').map((m) => m.element.text);
    expect(onlyNine.some((t) => /^wherein the laser source comprises: a master oscillator$/.test(t))).toBe(
      true,
    );
    expect(onlyNine.some((t) => /^a first frequency modulator/.test(t))).toBe(true);
    // The telescope shares "return light … two-dimensional array" with claim 1's first element (its lead-in joined,
    // issue 23): "partly", never corresponding, and the telescope is named as what claim 1 lacks.
    const telescope = r.reverse.find((m) => /^an imaging telescope/.test(m.element.text))!;
    expect(telescope.correspondence).toBe('partly');
    expect(telescope.missing).toEqual(expect.arrayContaining(['imaging', 'telescope']));
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
    expect(where.filter((w) => w.startsWith('claim 11'))).toHaveLength(5);
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

// Issued claims read at run time: US7156152 claim 6 (shot of a diameter "from 0.5 mm to 2.2 mm", resting on claims 1
// and 5) and US6837124 claim 1 ("A directly-driven power swing rod device without dead points comprising: …").
const ipg = (file: string, n: string) =>
  readGrantSlice(path.join(patentDataDir(), 'uspto-xml/PatentsView__PatentsView-DB/ipgxml', file)).find(
    (g) => g.number === n,
  )!;
const steel = ipg('ipg070102.small.xml', '7156152');
const steelClaim = (n: number) => ({ label: `claim ${n}`, text: steel.claims[n - 1].text });
const shotClaim = (diameter: string) => ({
  label: 'your claim',
  text: `A process for producing a steel strip, comprising: shot peening a casting roll surface using shot with a target diameter D of ${diameter}.`,
});

describe(`${compareClaims.name}: conflicting limitations`, () => {
  it('returns conflicting with both quotes when two closed lists differ ("only …")', () => {
    const r = compareClaims(
      {
        label: 'claim 1',
        text: 'A motor drive comprising: a motor; and a controller configured to receive only a speed reference and to drive the motor.',
      },
      {
        label: 'your claim',
        text: 'A motor drive comprising: a motor; and a controller configured to receive only position and torque signals and to drive the motor.',
      },
    );
    expect(r.forward.map((m) => m.correspondence)).toEqual(['corresponding', 'conflicting']);
    expect(r.forward[1].conflict).toEqual({
      kind: 'exclusive',
      own: 'only a speed reference',
      other: 'only position and torque signals',
    });
  });

  it('returns conflicting for "receive only X" against the same verb with an object outside X, not within it', () => {
    const drive = (receive: string) => ({
      label: 'c',
      text: `A motor drive comprising: a motor; and a controller configured to receive ${receive} and to drive the motor.`,
    });
    const row = (receive: string) =>
      compareClaims(drive('only a speed reference'), drive(receive)).forward[1];
    expect(row('position and torque signals').conflict).toEqual({
      kind: 'exclusive',
      own: 'only a speed reference',
      other: 'receive position and torque signals',
    });
    expect(row('a speed reference and a torque signal').correspondence).toBe('conflicting');
    expect(row('a speed reference from a host').correspondence).toBe('corresponding');
  });

  it('returns conflicting when ranges of the same quantity do not overlap (US7156152 claim 6)', () => {
    const r = compareClaims(
      { ...steelClaim(6), chain: [steelClaim(1), steelClaim(5)] },
      shotClaim('at least 3 mm'),
    );
    const shot = r.forward.find((m) => /target diameter D/.test(m.element.text))!;
    expect(shot.correspondence).toBe('conflicting');
    expect(shot.conflict).toEqual({ kind: 'range', own: 'from 0.5 mm to 2.2 mm', other: 'at least 3 mm' });
    // Overlapping ranges (2.2 mm is at least 2 mm; 0.1 cm is 1 mm) and another quantity conflict in nothing.
    for (const d of ['at least 2 mm', 'between 0.1 and 0.2 cm'])
      expect(
        compareClaims({ ...steelClaim(6), chain: [steelClaim(1), steelClaim(5)] }, shotClaim(d)).forward.some(
          (m) => m.correspondence === 'conflicting',
        ),
      ).toBe(false);
  });

  it('returns no conflicting element for a dependent claim against its own root', () => {
    // "85%" and "2.5%" of other quantities; "no valve lift" beside "low valve lift" in the root itself; "free of the
    // second particles" beside "first particles"; Markush groups ("the group consisting of") of different variables.
    for (const [file, n] of [
      ['ipg050104.small.xml', '6838526'],
      ['ipg050104.small.xml', '6837197'],
      ['ipg120103.small.xml', '8088512'],
      ['ipg120103.small.xml', '8088760'],
      // "said third lens group includes only a single lens element" beside the fourth group's lens components.
      ['ipg080101.small.xml', '7315423'],
    ]) {
      const g = ipg(file, n);
      const root = { label: 'claim 1', text: g.claims[0].text };
      const dep = g.claims.find((c) => c.dependsOn.length === 1 && c.dependsOn[0] === 1)!;
      const r = compareClaims({ label: `claim ${dep.number}`, text: dep.text, chain: [root] }, root);
      expect(r.forward.filter((m) => m.conflict).map((m) => `${n} ${m.element.where}`)).toEqual([]);
    }
  });
});

describe(`${compareClaims.name}: the preamble row`, () => {
  const rod = ipg('ipg050104.small.xml', '6837124');

  it('returns the preambles as their own row, conflicting when one excludes what the other claim recites', () => {
    const r = compareClaims(
      { label: 'claim 1', text: rod.claims[0].text },
      {
        label: 'your claim',
        text: 'A directly-driven power swing rod device comprising: a control rod; two motors each with a position detecting coder; and a stop that defines dead points of the control rod.',
      },
    );
    expect(r.preamble?.element).toEqual({
      where: 'claim 1, preamble',
      text: 'A directly-driven power swing rod device without dead points',
    });
    expect(r.preamble?.correspondence).toBe('conflicting');
    expect(r.preamble?.conflict).toEqual({
      kind: 'excluded',
      own: 'without dead points',
      other: 'a stop that defines dead points',
    });
    // And the user's stop, read the other way, conflicts with the patent's preamble.
    expect(r.reverse.at(-1)).toMatchObject({
      correspondence: 'conflicting',
      match: { where: 'claim 1, preamble' },
    });
  });

  it('returns corresponding preambles in the same words, and none for a claim that is one bare sentence', () => {
    const crane = (text: string) => ({ label: 'c', text });
    expect(
      compareClaims(crane('A crane comprising a boom.'), crane('A crane comprising a mast.')).preamble
        ?.correspondence,
    ).toBe('corresponding');
    expect(
      compareClaims(crane('A crane with a boom.'), crane('A crane comprising a mast.')).preamble,
    ).toBeNull();
  });
});

describe(`${compareClaims.name}: negated verbs of having`, () => {
  const holder = ipg('ipg050104.small.xml', '6836899');

  it('returns conflicting when a claim says a part contains neither of two things the other claim recites (US6836899)', () => {
    const r = compareClaims(
      { label: 'claim 1', text: holder.claims[0].text },
      {
        label: 'your claim',
        text: 'A strap comprising: a first section and a second section joined by a fastener, wherein neither section contains a magnet or any magnetically attractive material.',
      },
    );
    const clamps = r.forward.find((m) => /^a pair of clamping devices/.test(m.element.text))!;
    expect(clamps.correspondence).toBe('conflicting');
    expect(clamps.conflict).toEqual({
      kind: 'excluded',
      own: 'at least one permanent magnet',
      other: 'neither section contains a magnet or any magnetically attractive material',
    });
  });

  it('returns no conflict when the negated part is not one the other claim recites', () => {
    const r = compareClaims(
      { label: 'claim 1', text: holder.claims[0].text },
      {
        label: 'your claim',
        text: 'A strap comprising: a section that does not contain a buckle; and a lanyard.',
      },
    );
    expect(r.forward.filter((m) => m.correspondence === 'conflicting')).toEqual([]);
  });
});
