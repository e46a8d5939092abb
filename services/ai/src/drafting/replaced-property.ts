import type { ClaimFinding } from '@patent-hub/contracts';
import { chains, type ClaimUnit } from './claim-structure.js';
import { singular } from './inflect.js';
import { MADE, MATERIALS } from './material-kind.js';
import { MPEP_608_01_N_REVISION } from './markush.js';
import { isKnown, normalValue, relation, type Relation, type Vocabulary } from './value-kinds.js';

/** Outlines (plane shapes), solids and profiles are compared only among themselves: "circular" and "cylindrical" may describe one body. */
const OUTLINES: Vocabulary = {
  what: 'shape',
  covers: {
    polygonal: ['triangular', 'quadrilateral', 'pentagonal', 'hexagonal', 'octagonal'],
    quadrilateral: ['rectangular', 'trapezoidal', 'rhombic'],
    rectangular: ['square'],
    oval: ['elliptical', 'circular'],
    elliptical: ['circular'],
    round: ['circular'],
  },
  same: { elliptic: 'elliptical', ellipsoidal: 'elliptical', rhomboidal: 'rhombic' },
  overlap: [
    ['round', 'oval'],
    ['round', 'elliptical'],
  ],
};
const SOLIDS: Vocabulary = {
  what: 'shape',
  covers: {
    prismatic: ['cuboid', 'cubic'],
    cuboid: ['cubic'],
    cylindrical: [],
    tubular: [],
    spherical: [],
    hemispherical: [],
    conical: [],
    frustoconical: [],
    pyramidal: [],
    toroidal: [],
  },
  same: { cuboidal: 'cuboid', 'frusto-conical': 'frustoconical', cubical: 'cubic' },
  overlap: [
    ['cylindrical', 'tubular'],
    ['spherical', 'hemispherical'],
    ['conical', 'frustoconical'],
  ],
};
const PROFILES: Vocabulary = {
  what: 'shape',
  covers: { curved: ['arcuate', 'concave', 'convex', 'curvilinear'], flat: [], straight: [] },
  same: { planar: 'flat', arched: 'arcuate' },
  overlap: [['flat', 'straight']],
};
const COLOURS: Vocabulary = {
  what: 'colour',
  covers: {
    red: [],
    orange: [],
    yellow: [],
    green: [],
    blue: [],
    purple: [],
    pink: [],
    brown: [],
    black: [],
    white: [],
    gray: [],
  },
  same: { grey: 'gray', violet: 'purple' },
  overlap: [['pink', 'red']],
};
const OPACITY: Vocabulary = {
  what: 'transparency',
  covers: { transparent: [], translucent: [], opaque: [] },
  same: { clear: 'transparent' },
  overlap: [['transparent', 'translucent']],
};
/** Adjectives of material ("a metallic housing"); a noun before a noun ("a wood screw") may name a use, so only these. */
const MATERIAL_ADJECTIVES: Record<string, string> = {
  metallic: 'metal',
  metal: 'metal',
  wooden: 'wood',
  plastic: 'plastic',
  polymeric: 'polymer',
  elastomeric: 'elastomer',
  ceramic: 'ceramic',
  steel: 'steel',
  aluminum: 'aluminum',
  aluminium: 'aluminum',
  copper: 'copper',
  brass: 'brass',
  titanium: 'titanium',
};
const VOCABULARIES = [MATERIALS, OUTLINES, SOLIDS, PROFILES, COLOURS, OPACITY];
const vocabularyOf = (value: string) => VOCABULARIES.find((v) => isKnown(v, value));

const WORD = String.raw`(?!(?:and|or|of|with|the|said|in|on|at|to|for|by|is|are|being|having|which|that|wherein)\b)[a-z][a-z-]*`;
const ONE = String.raw`(?:an?\s+)?${WORD}(?:\s+${WORD}){0,2}?`;
/** A value or values in the alternative: "aluminum", "an alloy or steel", "steel, brass, or copper". */
const VALUE = String.raw`(${ONE}(?:(?:\s*,\s*(?:or\s+)?|\s*,?\s+or\s+)${ONE})*)`;
/** Where a value ends: a stop, or a word opening another clause or element ("…, and a lid", "… wherein"). */
const STOP = String.raw`(?=\s*(?:[;.:]|$)|\s*,\s*(?:and\s+)?(?:wherein|whereby|the|said|an?|which|where)\b|\s+(?:and|or)\s+(?:the|said|an?|wherein)\b|\s+(?:wherein|whereby|which|that|where)\b)`;
/**
 * After a material, a word that says more of the part ("made of copper coupled to the frame", "made of steel for
 * strength", "made of aluminum in fluid communication with the lumen"); a shape or a colour stops only at a stop, since "red at its tip" or "circular in cross-section" is a
 * property of a part of it.
 */
const MADE_STOP = String.raw`(?:${STOP}|(?=\s+(?:having|with|for|to|by|from|in|on|at|into|within|between|through|around|along|over|under|inside|outside|adjacent|[a-z]+ed)\b))`;
const KIND_WORD = String.raw`(?:\s+in\s+(?:shape|colou?r))?`;
const SHAPED = String.raw`(?:has|have|having|with)\s+an?\s+${VALUE}\s+(?:shape|colou?r)\b`;
/** "wherein the body is made of steel", "and the lid is red", "wherein the plate has a square shape". */
const DEPENDENT = new RegExp(
  String.raw`\b(?:wherein|where|in\s+which|and)\s+(?:the|said)\s+((?:${WORD}\s+){0,3}?${WORD})\s+(?:(?:is|are)\s+(?:${MADE}${VALUE}${MADE_STOP}|${VALUE}${KIND_WORD}${STOP})|${SHAPED}${STOP})`,
  'gi',
);

const COPULA = String.raw`(?:is|are|being|that\s+is|which\s+is|that\s+are|which\s+are)`;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alternatives = (value: string) =>
  value
    .split(/\s*,\s*(?:or\s+)?|\s*,?\s+or\s+/)
    .map((x) => x.trim())
    .filter(Boolean);

/** The values the claims a claim rests on give the element named `name`, each with the claim that gives it. */
function parentValues(name: string, parents: ClaimUnit[]): { value: string; claim: number }[] {
  const words = name.split(' ');
  const last = singular(words.at(-1)!);
  const called = [...words.slice(0, -1), `${escape(last)}(?:s|es)?`].join(String.raw`[\s-]+`);
  const named = String.raw`\b(?:an?|one|the|said|each)\s+${called}`;
  const stated = new RegExp(
    String.raw`${named}\s*,?\s+(?:${COPULA}\s+)?${MADE}${VALUE}${MADE_STOP}|${named}\s*,?\s+${COPULA}\s+(?:(?:substantially|generally)\s+)?${VALUE}${KIND_WORD}${STOP}|${named}\s+${SHAPED}${STOP}`,
    'gi',
  );
  const attributive = new RegExp(
    String.raw`\b(?:an?|one|each)\s+(?:(?:substantially|generally)\s+)?(${WORD})\s+${called}(?![\w-])(?!\s+(?:of|for)\b)`,
    'gi',
  );
  const out: { value: string; claim: number }[] = [];
  for (const p of parents) {
    const body = p.text.slice(p.subject ? p.subject.end : p.bodyStart);
    for (const m of body.matchAll(stated)) {
      const value = m[1] ?? m[2] ?? m[3];
      if (value && alternatives(value).every((x) => vocabularyOf(x))) out.push({ value, claim: p.number });
    }
    for (const m of body.matchAll(attributive)) {
      const adjective = m[1].toLowerCase();
      const value = MATERIAL_ADJECTIVES[adjective] ?? adjective;
      if (vocabularyOf(value) && (MATERIAL_ADJECTIVES[adjective] || vocabularyOf(value) !== MATERIALS))
        out.push({ value, claim: p.number });
    }
  }
  return out;
}

/**
 * A dependent claim that gives a part another value of a single-valued property its parent fixes: "wherein the body
 * is made of an alloy or steel" under "a body made of aluminum", "wherein the lid is blue" under "a red lid", "the
 * plate is circular" under "a rectangular plate". The dependent replaces the parent's limitation instead of adding
 * one: a claim "in which D was omitted or replaced by E would not be a proper dependent claim" (35 U.S.C. 112(d), MPEP
 * 608.01(n) III). Only values the reviewed vocabularies know, for the same part named the same way, when the claims it
 * rests on give that part one value (or values in the alternative); anything unsure is left alone. A warning: the
 * checker cannot read the description, which may use the parent's word more broadly.
 */
export function replacedProperty(c: ClaimUnit, byNumber: Map<number, ClaimUnit>): ClaimFinding | null {
  if (!c.ref || c.dependsOn.length !== 1 || c.ownCategory || c.dependsOn[0] >= c.number) return null;
  const parents = [...new Set(chains(c, byNumber).flat())].map((n) => byNumber.get(n)!);
  const rest = c.text.slice(c.ref.end);
  for (const m of rest.matchAll(DEPENDENT)) {
    const name = m[1].toLowerCase().replace(/\s+/g, ' ');
    const value = m[2] ?? m[3] ?? m[4];
    const own = alternatives(value);
    const vocabulary = vocabularyOf(own[0]);
    if (!vocabulary || own.some((x) => vocabularyOf(x) !== vocabulary)) continue;
    const given = parentValues(name, parents).filter((g) =>
      alternatives(g.value).every((x) => vocabularyOf(x) === vocabulary),
    );
    const distinct = new Set(
      given.map((g) =>
        alternatives(g.value)
          .map((x) => normalValue(vocabulary, x))
          .join('|'),
      ),
    );
    if (distinct.size !== 1) continue;
    const theirs = alternatives(given[0].value);
    // Each of the dependent's values against the parent's: fine when it is one of them or a kind of one.
    const judged = own.map((x) => {
      const r = theirs.map((y) => relation(vocabulary, y, x));
      // Broader than one of several alternatives ("metal" under "steel or plastic") may be meant to pick that one.
      const verdict: Relation = r.some((y) => y === 'same' || y === 'narrower' || y === 'unsure')
        ? 'same'
        : r.includes('broader')
          ? theirs.length > 1
            ? 'same'
            : 'broader'
          : 'other';
      return { x, verdict };
    });
    const off = judged.filter((j) => j.verdict !== 'same');
    if (off.length === 0) continue;
    const start = c.ref.end + m.index + m[0].lastIndexOf(value);
    return {
      claim: c.number,
      code: 'NO_FURTHER_LIMITATION',
      severity: 'warning',
      message: replacedMessage(c.number, given[0].claim, name, vocabulary, theirs, off),
      start,
      end: start + value.length,
    };
  }
  return null;
}

function replacedMessage(
  n: number,
  p: number,
  name: string,
  v: Vocabulary,
  theirs: string[],
  off: { x: string; verdict: Relation }[],
): string {
  const q = (xs: string[]) => xs.map((x) => `"${x.replace(/^an?\s+/i, '')}"`).join(' or ');
  const parentValue = q(theirs);
  const mine = q(off.map((o) => o.x));
  const broader = off.every((o) => o.verdict === 'broader');
  const how = broader
    ? `${mine} is broader than ${parentValue}: it covers ${parentValue} and more, so it adds no limitation`
    : `${mine} is neither ${parentValue} nor a kind of ${theirs.length > 1 ? 'one of them' : 'it'}, so claim ${n} replaces claim ${p}'s ${v.what} instead of narrowing it`;
  const basis =
    v === MATERIALS
      ? `; a kind is one the checker's reviewed list of materials puts under it, or a name ending in it ("stainless steel" under "steel"); a name that only begins with it ("aluminum alloy" under "aluminum": an alloy of aluminum is not aluminum) is left alone, since whether claim ${p} uses its word that widely is for the description to say`
      : '';
  return `Claim ${n} gives the ${name} the ${v.what} ${mine}, but claim ${p} gives it ${parentValue}: ${how}${basis}. A dependent claim in which an element of its parent is "omitted or replaced" is not a proper dependent claim: it must include every limitation of the claim it refers to and further limit it (35 U.S.C. 112(d), MPEP 608.01(n) III, ${MPEP_608_01_N_REVISION}). Name ${parentValue} or a kind of ${theirs.length > 1 ? 'one of them' : 'it'}, or write the claim as an independent claim.`;
}
