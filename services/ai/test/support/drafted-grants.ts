import { expect } from 'vitest';
import { loadGrants } from '../../bench/claims-corpus.js';
import { patentDataDir } from './uspto-xml-reader.js';
import { checkClaimSet } from '../../src/drafting/claim-checker.js';
import { localClaimSet } from '../../src/drafting/local-draft.js';

/** The real grants of ../shared/data, parsed once per worker (the drafting spec files). */
const grants = () => loadGrants(patentDataDir());

/** A grant by its number, asserted to be held. */
export const grantOf = (n: string) => {
  const g = grants().find((x) => x.number === n);
  expect(g, `US${n} in ../shared/data`).toBeDefined();
  return g!;
};

/** The claim set drafted from a grant's title and description (the product's text of it), with no checker finding. */
export const cleanDraft = (n: string) => {
  const g = grantOf(n);
  const claims = localClaimSet(g.title, g.description);
  expect(checkClaimSet(claims).findings.filter((f) => f.severity !== 'info')).toEqual([]);
  return claims;
};

/** A grant's issued claims, each with its number ("12. The apparatus of claim 11, …"). */
export const issuedClaims = (n: string) => grantOf(n).claims.map((c) => c.text);

/** The checker's findings whose message matches `message`, as [claim, words pointed at, severity]. */
export const findingSpans = (claims: string[], message: RegExp) =>
  checkClaimSet(claims)
    .findings.filter((f) => message.test(f.message))
    .map((f) => [f.claim, claims[f.claim - 1].slice(f.start, f.end), f.severity]);
