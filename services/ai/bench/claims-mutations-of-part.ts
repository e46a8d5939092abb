import type { ClaimUnit } from '../src/drafting/claim-structure.js';
import type { Mutation } from './claims-mutation.js';

/** The kind's name: its recall is reported apart (an info finding, issue 24). */
export const OF_PART_KIND = 'of-part introduction';

/** "the lever of the caliper": a single noun referred to with "of the/said …" after it. */
const OF_THE = /\b(?:the|said) ([a-z]{4,}) of (?:the|said) [a-z]/g;
/** Words that are no component (acts, properties, geometric parts of a whole), by ending or by a short list. */
const NOT_A_COMPONENT =
  /(?:ing|ly|ed|al|ic|ous|ive|able|ible|ment|tion|sion|ness|ity|ance|ence|ure|th|s)$|^(?:plurality|number|portion|part|section|side|surface|edge|face|wall|end|tip|half|interior|exterior|center|centre|top|bottom|base|body|area|region|level|amount|value|shape|size|axis|point|plane|rest|user|person|patient|operator|time|form|type|group)$/;
/** A word after a noun that ends its phrase ("a lever mounted …", "a stem having …"), so the noun is the head. */
const NP_END =
  '(?:having|comprising|including|that|which|for|to|configured|and|in|on|with|disposed|mounted|coupled|connected|located|positioned|arranged|attached|at)\\b';
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A claim with "the A of the B" whose introductions of A ("a lever mounted …", in it or a claim it rests on) are
 * replaced by another noun ("a member"), as are its other references ("the lever" → "the member"), so that only "the A
 * of the …" is left and A is introduced nowhere in the set: the checker must point it out (issue 24, attorney review:
 * "the support stem of the membrane" passed). Read with plain patterns of its own, not the checker's.
 */
export function ofPartMutations(
  patent: string,
  claims: string[],
  units: ClaimUnit[],
  rand: () => number,
): Mutation[] {
  const byNumber = new Map(units.map((u) => [u.number, u]));
  /** The claims `u` rests on, itself first. */
  const restsOn = (u: ClaimUnit, seen = new Set<number>()): ClaimUnit[] => {
    if (seen.has(u.number)) return [];
    seen.add(u.number);
    return [u, ...u.dependsOn.flatMap((n) => (byNumber.has(n) ? restsOn(byNumber.get(n)!, seen) : []))];
  };
  const options: Array<{ noun: string; claim: number }> = [];
  for (const u of units) {
    const body = u.text.slice(u.bodyStart);
    for (const m of body.matchAll(OF_THE)) {
      const noun = m[1];
      if (NOT_A_COMPONENT.test(noun)) continue;
      // Introduced as a phrase of its own ("a lever mounted …"), earlier in this claim or in a claim it rests on.
      const intro = new RegExp(String.raw`\b(?:an?) ${escape(noun)}(?=\s*[,;.:]|\s+${NP_END})`);
      const introduced = restsOn(u).some((p) =>
        intro.test(p.text.slice(p.bodyStart, p === u ? u.bodyStart + m.index : undefined)),
      );
      if (introduced && !options.some((o) => o.noun === noun)) options.push({ noun, claim: u.number });
    }
  }
  if (options.length === 0) return [];
  const o = options[Math.floor(rand() * options.length)];
  const n = escape(o.noun);
  // Every introduction and every reference but "the A of the …" names another noun: A keeps no basis.
  const mutated = claims.map((c) =>
    c
      .replace(new RegExp(String.raw`\b(?:an?) ${n}(?=\s*[,;.:]|\s+${NP_END})`, 'g'), 'a member')
      .replace(new RegExp(String.raw`\b(the|said) ${n}\b(?! of (?:the|said) )`, 'g'), '$1 member'),
  );
  if (mutated.every((c, j) => c === claims[j])) return [];
  return [
    {
      patent,
      kind: OF_PART_KIND,
      claims: mutated,
      expect: { claim: o.claim, code: 'ANTECEDENT_BASIS', cites: 'gives basis to an inherent part' },
    },
  ];
}
