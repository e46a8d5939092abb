import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chartElement, passagesOf } from '../engine/claim-chart.js';
import { splitClaimElements } from '../engine/claim-elements.js';
import { stepAct } from '../engine/step-act.js';
import { patentDataDir, readGrantSlice } from '../../test/support/uspto-xml-reader.js';

// Attorney re-review of issue 23, leftovers of defect 14 (a step is "disclosed" only where the passage states its act):
// a step whose gerund wink-nlp tags a noun ("bonding the back face", "coupling first stowage bin modules …") was not
// checked, nor an element "configured to <verb>". The real claims, charted against passages written for the test.
const dir = path.join(patentDataDir(), 'uspto-xml/PatentsView__PatentsView-DB/ipgxml');
const element = (file: string, n: string, claim: number, opening: RegExp) => {
  const g = readGrantSlice(path.join(dir, file), 'product').find((x) => x.number === n)!;
  const split = splitClaimElements(g.claims.find((c) => c.number === claim)!.text);
  return split.elements.find((e) => opening.test(e.text))!;
};
const chart = (e: ReturnType<typeof element>, passage: string) =>
  chartElement(e, 0, passagesOf({ title: 'x', abstract: passage, claims: [], description: '' }), () => 1);

describe('the act of a step wink-nlp tags a noun', () => {
  const coupling = element('ipg070102.small.xml', '7156345', 6, /^coupling first stowage bin modules/);
  const fitting = element('ipg050104.small.xml', '6837525', 8, /^fitting a large-diameter section/);

  it('is read from the gerund that takes an object (US7156345 claim 6, US6837525 claim 8)', () => {
    expect(stepAct(coupling.text)).toMatchObject({ written: 'coupling' });
    expect(stepAct(fitting.text)).toMatchObject({ written: 'fitting' });
    // General acts stay unchecked, as before.
    expect(stepAct('providing a cavity in which a fuel can be combusted')).toBeNull();
  });

  it('a passage naming the parts without the act is partly; one stating it in any form discloses the step', () => {
    const row = chart(
      coupling,
      'The first stowage bin modules are arranged along the fuselage of the aircraft.',
    );
    expect(row.label).toBe('partly');
    expect(row.labelNote).toBe("the act 'coupling' is not stated");
    expect(chart(coupling, 'The first stowage bin modules are coupled to the fuselage.').label).toBe(
      'disclosed',
    );
  });
});

describe('the act of an element "configured to <verb>"', () => {
  const cylinder = element(
    'ipg070102.small.xml',
    '7156634',
    14,
    /^a shooting pot cylinder configured to discharge/,
  );

  it('is the verb it is configured to perform (US7156634 claim 14, US7314069 claim 1)', () => {
    expect(stepAct(cylinder.text)).toMatchObject({ written: 'discharge' });
    const storage = element('ipg080101.small.xml', '7314069', 1, /^a storage unit configured to store/);
    expect(stepAct(storage.text)).toMatchObject({ written: 'store' });
    // A thing named only, and "configured to be …", have no act to check.
    expect(stepAct('a mold cavity')).toBeNull();
    expect(
      stepAct('a shooting pot cylinder configured to be disposed at least partially within the runner'),
    ).toBeNull();
  });

  it('a passage naming the parts without the act is partly; one stating it discloses the element', () => {
    const row = chart(
      cylinder,
      'The shooting pot cylinder holds melt next to the outlet melt channel upon activation of the shooting pot piston.',
    );
    expect(row.label).toBe('partly');
    expect(row.labelNote).toBe("the act 'discharge' is not stated");
    expect(
      chart(
        cylinder,
        'Upon activation of the shooting pot piston, the shooting pot cylinder discharges melt to the outlet melt channel.',
      ).label,
    ).toBe('disclosed');
  });
});
