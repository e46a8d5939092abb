import type { ClaimUnit } from '../src/drafting/claim-structure.js';
import type { Mutation } from './claims-mutation.js';

/** The kind's name: its recall is reported apart (an info finding, issue 24). */
export const OF_PART_KIND = 'of-part introduction';
/** The same defect in a dependent claim added from a template ("wherein the latch of the housing …"): a regression check. */
export const OF_PART_ADDED_KIND = 'of-part added claim';

/** "the lever of the caliper": a single noun referred to with "of the/said …" after it. */
const OF_THE = /\b(?:the|said) ([a-z]{4,}) of (?:the|said) [a-z]/g;
/** Words that are no component (acts, properties, geometric parts of a whole), by ending or by a short list. */
const NOT_A_COMPONENT =
  /(?:ing|ly|ed|al|ic|ous|ive|able|ible|ment|tion|sion|ness|ity|ance|ence|ure|th|s)$|^(?:plurality|number|portion|part|section|side|surface|edge|face|wall|end|tip|half|interior|exterior|center|centre|top|bottom|base|body|area|region|level|amount|value|shape|size|axis|point|plane|rest|user|person|patient|operator|driver|time|form|type|group|voltage|current|power|pressure|temperature|weight|speed|frequency|length|width|height|depth)$/;
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
  // Every introduction and every reference but "the A of the …" names another noun: A keeps no basis.
  const mutate = (noun: string) => {
    const n = escape(noun);
    return claims.map((c) =>
      c
        .replace(new RegExp(String.raw`\b(?:an?) ${n}(?=\s*[,;.:]|\s+${NP_END})`, 'g'), 'a member')
        .replace(new RegExp(String.raw`\b(the|said) ${n}\b(?! of (?:the|said) )`, 'g'), '$1 member'),
    );
  };
  // Only where no introduction is left in a form the replacement does not reach ("An alloy for use …" opening a claim,
  // "a hollow stem", "one stem"): else A is still introduced and there is no defect to find.
  const left = (noun: string, texts: string[]) =>
    new RegExp(
      String.raw`\b(?:an?|one)\s+(?:(?!(?:the|said|of|on|in|at|to|with|by|for|and|or)\b)[\w-]+\s+){0,3}?${escape(noun)}(?:e?s)?\b`,
      'i',
    ).test(texts.join('\n'));
  const out: Mutation[] = [];
  const fit = options.filter((o) => !left(o.noun, mutate(o.noun)));
  if (fit.length > 0) {
    const o = fit[Math.floor(rand() * fit.length)];
    const mutated = mutate(o.noun);
    if (mutated.some((c, j) => c !== claims[j]))
      out.push({
        patent,
        kind: OF_PART_KIND,
        claims: mutated,
        expect: { claim: o.claim, code: 'ANTECEDENT_BASIS', cites: 'gives basis to an inherent part' },
      });
  }
  // And as a drafter adds one: a new dependent claim giving an element of an independent product claim a component
  // named nowhere in the set ("wherein the latch of the housing is …"), in the rules' own wording.
  const wholes = units.flatMap((u) =>
    u.dependsOn.length === 0 && u.category === 'product' && u.subject
      ? [...u.text.slice(u.subject.end).matchAll(WHOLE)]
          .filter((m) => !NOT_A_COMPONENT.test(m[1]) && m[1] !== u.subject!.head)
          .map((m) => ({ u, whole: m[1] }))
      : [],
  );
  const all = claims.join(' ').toLowerCase();
  const parts = ADDED_PARTS.filter((p) => !new RegExp(String.raw`\b${p}`).test(all));
  if (wholes.length > 0 && parts.length > 0) {
    const { u, whole } = wholes[Math.floor(rand() * wholes.length)];
    const part = parts[Math.floor(rand() * parts.length)];
    const n = claims.length + 1;
    out.push({
      patent,
      kind: OF_PART_ADDED_KIND,
      claims: [
        ...claims,
        `${n}. The ${u.subject!.head} of claim ${u.number}, wherein the ${part} of the ${whole} is made of steel.`,
      ],
      expect: { claim: n, code: 'ANTECEDENT_BASIS', cites: 'gives basis to an inherent part' },
    });
  }
  return out;
}

/** Components no whole has by its nature, each to be introduced before "the … of the B" may name it. */
const ADDED_PARTS = ['latch', 'lever', 'bracket', 'gasket', 'pawl', 'detent', 'clip', 'grommet'];
/** "a housing having …", "a frame;": a single-noun element of a product claim, the whole the new claim names. */
const WHOLE = new RegExp(String.raw`\ban? ([a-z]{4,})(?=\s*[,;.:]|\s+${NP_END})`, 'g');
