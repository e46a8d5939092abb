import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { patentDataDir, readGrantSlice } from '../../test/support/uspto-xml-reader.js';
import { localAbstractText, localClaimSet } from './local-draft.js';

// An attorney's reading of drafts on real grants (issue 24): each test drafts from the grant's title and description
// as the product reads them, and checks what the reading found wrong.
const week = new Map<string, ReturnType<typeof readGrantSlice>>();
const grant = (file: string, number: string) => {
  if (!week.has(file))
    week.set(
      file,
      readGrantSlice(
        path.join(patentDataDir(), `uspto-xml/PatentsView__PatentsView-DB/ipgxml/${file}.small.xml`),
      ),
    );
  return week.get(file)!.find((g) => g.number === number)!;
};
const abstractOf = (file: string, number: string) => {
  const g = grant(file, number);
  return localAbstractText(g.title, g.description);
};
const draft = (file: string, number: string) => {
  const g = grant(file, number);
  return localClaimSet(g.title, g.description);
};
/** The steps of a method claim, each as written. */
const stepsOf = (claim: string) => claim.replace(/^[\s\S]*?comprising:\s*/, '').split(/;\s*(?:and\s+)?/);

describe('method claims from the steps the description lists', () => {
  // "testing a measuring device; testing a tested detector module into a free space; …": every step took the verb of
  // "the detector module to be tested", not the listed "providing …, inserting …, irradiating …, measuring …".
  it('claims the listed acts, never the infinitive "to be tested" as each step (US7314311)', () => {
    const claims = draft('ipg080101', '7314311');
    const method = claims.find((c) =>
      /^\d+\. A method of testing the quality of a detector module\b/.test(c),
    )!;
    const steps = stepsOf(method);
    expect(steps.map((s) => s.split(' ')[0])).toEqual(
      expect.arrayContaining(['providing', 'inserting', 'irradiating', 'measuring']),
    );
    expect(steps.filter((s) => /^testing\b/.test(s))).toEqual([]);
  });
});

describe('claim 1 of an apparatus', () => {
  // "A hot isostatic pressing apparatus comprising: a workpiece; …": what the apparatus heats and presses is no part.
  it('never lists what the apparatus works on as its element (US6837086)', () => {
    const claim1 = draft('ipg050104', '6837086')[0];
    expect(claim1).toMatch(/^1\. A hot isostatic pressing apparatus comprising: /);
    expect(claim1).not.toMatch(/\ba workpiece\b/);
    // Its own parts, tied to one another: the furnace on the lower lid, the shaft to the fan.
    expect(claim1).toMatch(/\ban electric furnace detachably mounted on the lower lid\b/);
    expect(claim1).toMatch(/\ban output shaft connected to the fan\b/);
  });

  // "… a traction system comprising …; and a system coupled to the traction system": "a system" names no component.
  it('claims no element that is only "a system" (US8421271)', () => {
    const claim1 = draft('ipg130416', '8421271')[0];
    const elements = claim1.replace(/^[\s\S]*?comprising:\s*/, '').split(/;\s*(?:and\s+)?/);
    expect(elements.filter((e) => /^an? (?:system|apparatus|device|assembly|unit)\b/.test(e))).toEqual([]);
    expect(claim1).toMatch(/\ban energy storage device\b/);
    expect(claim1).toMatch(/\ba controller\b/);
  });
});

describe('method claims a title names', () => {
  // "Nonvolatile memory device and method of forming the same": the method of forming was lost.
  it('claims the method of forming the device the title names, of the steps the description states (US7473600)', () => {
    const claims = draft('ipg090106', '7473600');
    const method = claims.find((c) =>
      /^\d+\. A method of forming a nonvolatile memory device, the method comprising: /.test(c),
    );
    expect(method).toBeDefined();
    const steps = stepsOf(method!);
    expect(steps.length).toBeGreaterThanOrEqual(3);
    expect(steps).toEqual(expect.arrayContaining([expect.stringMatching(/^forming a common source line\b/)]));
    expect(steps).toEqual(expect.arrayContaining([expect.stringMatching(/^forming a drain\b/)]));
  });
});

describe('abstracts', () => {
  // "A “chimeric oligonucleotide” is an oligonucleotide having …. A “hybrid oligonucleotide” is …": definitions.
  it("opens with what the invention provides, never with definitions or a formula's symbols (US7863250)", () => {
    const abstract = abstractOf('ipg110104', '7863250');
    expect(abstract).toMatch(
      /^Methods for modulating the immune response caused by oligonucleotide compounds are provided\. /,
    );
    expect(abstract).not.toMatch(/["“][^"”]+["”]\s+is an?\b/);
    expect(abstract).not.toMatch(/\bis expressed as\b/);
    expect(abstract).not.toMatch(/(?:^|\. )(?:each )?[A-Z]\d?['′*]? is\b/);
  });
});
