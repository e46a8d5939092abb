import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { patentDataDir, readGrantSlice } from '../../test/support/uspto-xml-reader.js';
import { describeAntecedent, resolveAntecedents } from './antecedents.js';
import { chartElement, passagesOf, termEvidence } from './claim-chart.js';
import { terms } from './text.js';
import { splitClaimElements } from './claim-elements.js';

const claim = (slice: string, patent: string, n: number) => {
  const dir = path.join(patentDataDir(), 'uspto-xml/PatentsView__PatentsView-DB/ipgxml');
  const c = readGrantSlice(path.join(dir, slice))
    .find((x) => x.number === patent)
    ?.claims.find((x) => x.number === n);
  if (!c) throw new Error(`claim ${n} of ${patent} not in ${slice}`);
  return c.text;
};

describe(resolveAntecedents.name, () => {
  const chair = splitClaimElements(
    '1. A folding chair comprising: a rigid frame; a first leg; a second elongated member having a slotted end; and wherein the second member is pivotally attached to the frame.',
  );

  it('resolves "the second member" to the element that introduced "a second elongated member"', () => {
    const wherein = chair.elements[3];
    expect(wherein.antecedents?.map(describeAntecedent)).toEqual([
      '"the second member" = "a second elongated member" (element 3)',
      '"the frame" = "a rigid frame" (element 1)',
    ]);
    expect(wherein.antecedents?.[0]).toMatchObject({ element: 2, modifiers: ['elongated'] });
  });

  it('keeps ordinals apart and leaves phrases without an introducing "a"/"an" alone', () => {
    const [, , , , last] = resolveAntecedents('A clamp', [
      'a first elongated arm',
      'a second curved arm',
      'a spring',
      'a hinge',
      'wherein the second arm, the spring and the housing meet at the hinge',
    ]);
    expect(last.map((a) => a.refersTo)).toEqual(['a second curved arm']);
    // "the group consisting of" names no part.
    expect(
      resolveAntecedents('', ['a monovalent group', 'R is selected from the group consisting of A and B'])[1],
    ).toEqual([]);
  });

  it('keeps a noun in "-ing" apart from the word it stems to: "the housing" is no "metal house"', () => {
    expect(resolveAntecedents('A lamp', ['a metal house', 'wherein the housing is sealed']).flat()).toEqual(
      [],
    );
    expect(
      resolveAntecedents('A lamp', ['a metal housing', 'wherein the housing is sealed'])
        .flat()
        .map(describeAntecedent),
    ).toEqual(['"the housing" = "a metal housing" (element 1)']);
    expect(
      resolveAntecedents('A lamp', ['a steel spring', 'wherein the springs are coiled'])
        .flat()
        .map(describeAntecedent),
    ).toEqual(['"the springs" = "a steel spring" (element 1)']);
  });

  it('finds the antecedent in a real claim (US7640932 claim 9: "the hollow body")', () => {
    const s = splitClaimElements(claim('ipg100105.small.xml', '7640932', 9));
    const e = s.elements.find((x) => x.text.startsWith('the hollow body having an internal compartment'));
    expect(e?.antecedents?.map(describeAntecedent)).toEqual([
      '"the hollow body" = "an elongated hollow body" (element 1)',
    ]);
  });

  it('charts the element with its antecedent: the passage naming its modifiers is quoted and the row shows it', () => {
    const passages = passagesOf({
      title: '',
      abstract:
        'A second member is pivotally attached to the frame. The second elongated member is pivotally attached to the rigid frame.',
      claims: [],
      description: '',
    });
    const row = chartElement(chair.elements[3], 3, passages, () => 1);
    expect(row.passage).toBe('The second elongated member is pivotally attached to the rigid frame.');
    expect(row.highlights.map((h) => h.term)).toEqual(expect.arrayContaining(terms('elongated rigid')));
    expect(row.antecedents).toEqual([
      '"the second member" = "a second elongated member" (element 3)',
      '"the frame" = "a rigid frame" (element 1)',
    ]);
    // Charted as if standalone, both passages cover it fully and the shorter one, without those words, is quoted.
    const bare = chartElement({ ...chair.elements[3], antecedents: undefined }, 3, passages, () => 1);
    expect(bare.passage).toBe('A second member is pivotally attached to the frame.');
    expect(bare.antecedents).toEqual([]);
    // Read with and without the antecedent's words, both passages cover the element fully: the one naming them wins.
    const [best, other] = termEvidence(chair.elements[3], passages, () => 1);
    expect([best.score, other.score]).toEqual([1, 1]);
    expect([best.named, other.named]).toEqual([2, 0]);
  });

  it('never makes a row "disclosed" on the antecedent\'s words alone', () => {
    // Own reading: pivotally, attached, frame; only "pivotally" is in the passage, the modifiers are all there.
    const passages = passagesOf({
      title: '',
      abstract: 'A second elongated member pivotally holds a rigid plate.',
      claims: [],
      description: '',
    });
    const [ev] = termEvidence(chair.elements[3], passages, () => 1);
    expect(ev.strong).toBe(false);
    expect(chartElement(chair.elements[3], 3, passages, () => 1).label).not.toBe('disclosed');
  });
});
