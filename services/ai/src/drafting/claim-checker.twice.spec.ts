import { describe as suite, expect, it } from 'vitest';
import { loadGrants } from '../../bench/claims-corpus.js';
import { patentDataDir } from '../../test/support/uspto-xml-reader.js';
import { found } from './claim-checker.spec-support.js';

// Issue 24, checker recall: an element of an independent claim's list recited again, bare, where the checker used to
// look away: after a list opened by "each" that had closed, inside the list of another element's parts, and before a
// "wherein" clause. Each case is a real issued claim with the element recited again before its "wherein" clause, as
// the bench seeds it (bench/claims-mutations-last.ts); the issued claims themselves must stay silent.
const grants = loadGrants(patentDataDir());
const claimsOf = (n: string) => {
  const g = grants.find((x) => x.number === n);
  expect(g, `US${n} in ../shared/data`).toBeDefined();
  return g!.claims.map((c) => c.text);
};
/** The claims with claim `i` (1-based) given "; and <element>" before its first "wherein" (else at its end). */
const seeded = (n: string, i: number, element: string) => {
  const claims = claimsOf(n);
  const text = claims[i - 1].trimEnd().replace(/\.$/, '');
  const w = /[;,]?\s+(?:and\s+)?wherein\b/.exec(text);
  const at = w ? w.index : text.length;
  return claims.map((c, j) => (j === i - 1 ? `${text.slice(0, at)}; and ${element}${text.slice(at)}.` : c));
};
const twice = (claims: string[], claim: number) =>
  found(claims, 'DOUBLE_INCLUSION').filter((f) => f.claim === claim && f.severity === 'warning');

suite('an element recited twice, where the checker used to look away', () => {
  it('reads past an "each" item that closed before the second recital (US6837220 claim 4)', () => {
    const claims = seeded('6837220', 4, 'a fuel injector');
    expect(claims[3]).toMatch(/a plurality of intake passages, each independently feeding/);
    expect(twice(claims, 4).map((f) => f.span)).toEqual(['a fuel injector']);
  });

  it("finds a bare recital in another element's list of parts (US7314069 claim 1, US7158487 claim 11)", () => {
    const fuel = seeded('7314069', 1, 'a portable device');
    expect(fuel[0]).toMatch(/the fuel container comprising:/);
    expect(twice(fuel, 1).map((f) => f.span)).toEqual(['a portable device']);
    const terminal = seeded('7158487', 11, 'a function module');
    expect(twice(terminal, 11).map((f) => f.span)).toEqual(['a function module']);
  });

  it('reads a "wherein" clause after the second recital as no words of its own (US6838741 claim 20)', () => {
    const claims = seeded('6838741', 20, 'a passivation layer');
    expect(claims[19]).toMatch(/; and a passivation layer wherein a first electrode/);
    expect(twice(claims, 20).map((f) => f.span)).toEqual(['a passivation layer']);
  });

  it('is silent on those grants as issued', () => {
    for (const n of ['6837220', '7314069', '7158487', '6838741', '6982130', '7643552'])
      expect(found(claimsOf(n), 'DOUBLE_INCLUSION'), n).toEqual([]);
  });

  it('stays silent on a part each of several has ("a plurality of cells, each having a housing, a lid")', () => {
    const claim =
      '1. A battery comprising: a housing; a plurality of cells, each cell having a terminal, a housing; and a lid.';
    expect(found([claim], 'DOUBLE_INCLUSION')).toEqual([]);
    // Two owners' own parts, each list opened by its owner, with words of their own.
    const owners =
      '1. A system comprising: a first device comprising: a processor coupled to a radio; and a second device comprising: a processor coupled to a display.';
    expect(found([owners], 'DOUBLE_INCLUSION')).toEqual([]);
  });
});
