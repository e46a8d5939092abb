import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { patentDataDir, readGrantSlice } from '../../test/support/uspto-xml-reader.js';
import { localClaimSet } from './local-draft.js';

// An attorney's review of the local drafter (issue 24), on the description it was found on.
describe('local drafter steps and dependent claims', () => {
  const grant = readGrantSlice(
    path.join(patentDataDir(), 'uspto-xml/PatentsView__PatentsView-DB/ipgxml/ipg070102.small.xml'),
  ).find((g) => g.number === '7156135')!;

  it('returns no step cut before its particle ("bringing the thimble" from "brings the thimble back") (US7156135)', () => {
    const claims = localClaimSet(grant.title, grant.description);
    expect(claims.length).toBeGreaterThan(0);
    expect(claims.join(' ')).not.toMatch(/\b(?:bringing|pushing) (?:a|the) thimble\b/);
  });

  it('returns dependent claims of an apparatus claim that add a part or a property, never a gerund step', () => {
    const claims = localClaimSet(grant.title, grant.description);
    const independent = new Map(claims.map((c) => [Number(/^(\d+)\./.exec(c)![1]), c]));
    for (const c of claims) {
      const m = /^\d+\. The .+? of claim (\d+), (.*)$/.exec(c);
      if (!m || /^\d+\. A method\b/.test(independent.get(Number(m[1])) ?? '')) continue;
      expect(m[2], c).toMatch(/^(?:further comprising (?:an?|one|at least)\b|wherein\b)/);
    }
  });
});
