import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { patentDataDir, readGrantSlice } from '../../test/support/uspto-xml-reader.js';
import { localClaimSet } from './local-draft.js';

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
