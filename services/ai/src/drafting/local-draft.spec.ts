import { describe, expect, it } from 'vitest';
import { loadGrants } from '../../bench/claims-corpus.js';
import { patentDataDir } from '../../test/support/uspto-xml-reader.js';
import { checkAbstract } from './abstract-checker.js';
import { definiteNps, introducedHeads } from './antecedent.js';
import { checkClaimSet } from './claim-checker.js';
import { key } from './claim-nlp.js';
import { localAbstractText, localClaimSet } from './local-draft.js';

const grants = loadGrants(patentDataDir())
  .filter((g) => g.applType === 'utility' && g.description.length > 2000)
  .slice(0, 24);
const descriptionWords = (d: string) =>
  new Set([...d.toLowerCase().matchAll(/[a-z][a-z-]*/g)].flatMap((m) => [m[0], ...m[0].split('-')]).map(key));

describe(localClaimSet.name, () => {
  it('drafts, for at least 20 real descriptions, claims with no error and no antecedent warning from the checker', () => {
    expect(grants.length).toBeGreaterThanOrEqual(20);
    for (const g of grants) {
      const claims = localClaimSet(g.title, g.description);
      expect(claims.length, g.number).toBeGreaterThanOrEqual(3);
      const bad = checkClaimSet(claims).findings.filter(
        (f) => f.severity === 'error' || f.code === 'ANTECEDENT_BASIS',
      );
      expect(bad, `${g.number}: ${claims.join(' ')}`).toEqual([]);
    }
  });

  it('uses only nouns of the description for every element, whole words, and numbers claims once', () => {
    for (const g of grants) {
      const vocabulary = descriptionWords(g.description);
      const claims = localClaimSet(g.title, g.description);
      claims.forEach((c, i) => expect(c.startsWith(`${i + 1}. `) && !/^\d+\.\s+\d+\./.test(c)).toBe(true));
      for (const c of claims) {
        // The elements: what follows the transition ("comprising:"), or "further comprising …" in a dependent claim.
        const body = c.replace(/^[\s\S]*?comprising:?\s*/, '');
        for (const head of introducedHeads(body, 'wink'))
          expect(vocabulary.has(head), `${g.number}: "${head}" in ${c}`).toBe(true);
        for (const np of definiteNps(body, 'wink'))
          expect(vocabulary.has(np.head), `${g.number}: ${np.phrase}`).toBe(true);
        expect(c, g.number).toMatch(/[a-z)]\.$/);
      }
    }
  });

  it('writes a method claim of gerund steps and an apparatus claim whose elements are introduced with a/an', () => {
    const description =
      'A travel mug 10 has a body 12 and a lid 14 mounted on the body 12. A heater 16 is disposed in the body 12. The heater 16 is connected to a battery 18. ' +
      'The lid 14 has a valve 20. The battery 18 is charged through a port 22 in the body 12. The valve 20 closes when the lid 14 is removed.';
    const claims = localClaimSet('Heated travel mug', description);
    expect(claims[0]).toMatch(/^1\. A heated travel mug comprising: a body; a lid mounted on the body;/);
    expect(
      claims.some((c) =>
        /A method of making a heated travel mug, the method comprising: providing a body; mounting a lid on the body/.test(
          c,
        ),
      ),
    ).toBe(true);
    expect(checkClaimSet(claims).findings.filter((f) => f.severity !== 'info')).toEqual([]);
  });

  it('adds a computer-readable-medium claim when the description is software', () => {
    const description =
      'A server 10 receives a request 12 from a client device 14 over a network 16. The server 10 stores the request 12 in a database 18. ' +
      'The server 10 generates a token 20 for the client device 14. A processor 22 of the server 10 executes instructions of an application 24. The server 10 transmits the token 20 to the client device 14.';
    const claims = localClaimSet('Token server', description);
    expect(claims.some((c) => /A non-transitory computer-readable medium storing instructions/.test(c))).toBe(
      true,
    );
    expect(claims.some((c) => /A method comprising: receiving a request; storing/.test(c))).toBe(false);
    expect(checkClaimSet(claims).findings.filter((f) => f.severity !== 'info')).toEqual([]);
  });
});

describe(localAbstractText.name, () => {
  it('writes, for real descriptions, an abstract that passes every abstract check (complete, ≤150 words, one paragraph)', () => {
    for (const g of grants) {
      const abstract = localAbstractText(g.title, g.description);
      expect(checkAbstract(abstract), `${g.number}: ${abstract}`).toEqual([]);
    }
  });
});
