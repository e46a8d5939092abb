import { claimElements } from '../src/drafting/claim-elements.js';
import { multipleDependentBases, rootOf, structure } from '../src/drafting/claim-structure.js';
import type { XmlGrant } from '../test/support/uspto-xml-reader.js';
import { EXEMPT_HEADS } from '../src/drafting/antecedent.js';
import { key } from '../src/drafting/claim-nlp.js';
import { replacementMutations, scopeMutations } from './claims-mutations-scope.js';
import { reviewMutations } from './claims-mutations-review.js';
import { ofPartMutations } from './claims-mutations-of-part.js';
import { twiceMutations, userActMutations } from './claims-mutations-last.js';

import type { Mutation } from './claims-mutation.js';

export type { Mutation } from './claims-mutation.js';

function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TRADEMARKS = [
  'Teflon',
  'Kevlar',
  'Velcro',
  'Plexiglas',
  'Duraflex®',
  'Acmecoat™',
  'Lycra',
  'Styrofoam',
];
const INDEFINITE = ['preferably', 'for example', 'such as'];
/** Optional language and terms of degree with no standard (MPEP 2173.05(h), (b)). */
const OPTIONAL_OR_DEGREE = [
  ', optionally of metal,',
  ', if desired, of metal,',
  ', being heavy,',
  ', slightly curved,',
];
/** Parts no issued claim of the set names, added bare to a list of elements ("a gasket;"). */
const LOOSE_PARTS = ['gasket', 'bracket', 'spacer', 'grommet', 'shim', 'bushing'];
/** Subjects whose elements stand in a list by nature (compositions, kits), as the checker reads them. */
const LIST_SUBJECT = /\b(?:composition|formulation|mixture|alloy|compound|kit|package|set|combination)s?\b/i;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** "a/an NOUN" where NOUN ends the noun phrase (so it is the head, not a modifier). */
const ELEMENT =
  /\b(an?) ([a-z]{4,})(?=\s*[,;.:]|\s+(?:having|comprising|including|that|which|for|to|configured|adapted|and|in|on|with|disposed|mounted|coupled|connected|located|positioned|arranged|between|at)\b)/g;
/** Nouns that name an element: not an inflected verb or adverb, not a word the checker treats as implicit ("the range"). */
const isElement = (noun: string) =>
  !/(?:ing|ly|ed|er|al|ic|ous|ive|able|ible)$/.test(noun) && !EXEMPT_HEADS.has(key(noun));
const set = (claims: string[], i: number, text: string) => claims.map((c, j) => (j === i ? text : c));

/** A single noun introduced with "a/an" in this claim's body and later referred to with "the/said". */
/** "the X" not followed by "of"/"between" (those are inherent parts, which the checker rightly lets pass). */
const definite = (noun: string) => new RegExp(`\\b(?:the|said) ${escape(noun)}\\b(?!\\s+(?:of|between)\\b)`);

function introducedNoun(text: string, context: string): { noun: string; at: number } | null {
  for (const m of text.matchAll(ELEMENT)) {
    const noun = m[2];
    if (!isElement(noun)) continue;
    const rest = text.slice(m.index + m[0].length);
    const before = `${context} ${text.slice(0, m.index)}`;
    if (new RegExp(`\\b${noun}`, 'i').test(before)) continue;
    if (!definite(noun).test(rest)) continue;
    return { noun, at: m.index };
  }
  return null;
}

/** Builds the seeded-defect set from real issued claims (deterministic for a seed). */
export function buildMutations(grants: XmlGrant[], perKind = 45, seed = 24): Mutation[] {
  const rand = rng(seed);
  // The kinds added for the issue 24 review draw from their own stream, so the earlier kinds stay the same defects.
  const rand2 = rng(seed + 1);
  const pick2 = <T>(xs: T[]) => xs[Math.floor(rand2() * xs.length)];
  // And the self-reference kind (second review) its own, too.
  const rand3 = rng(seed + 2);
  // And the relative-term kind (info findings, reported apart from the recall target) its own.
  const rand4 = rng(seed + 3);
  // And the kinds of the precision-and-recall round (a number without its period, a claim without its period, a
  // parent's element left out) their own.
  const rand5 = rng(seed + 4);
  const pick5 = <T>(xs: T[]) => xs[Math.floor(rand5() * xs.length)];
  // And the kinds of the attorney review's fourth round (a stray numeral, an "-ing" part introduced nowhere, a multiple
  // dependent claim resting on another through a single dependent one) their own.
  const rand6 = rng(seed + 5);
  const pick6 = <T>(xs: T[]) => xs[Math.floor(rand6() * xs.length)];
  // And the fifth round's (a part in "-al", "-ive", "-ure" or "-ed" introduced nowhere) its own.
  const rand7 = rng(seed + 6);
  const pick7 = <T>(xs: T[]) => xs[Math.floor(rand7() * xs.length)];
  // And the European form of a dependent claim of another category ("A method according to claim 1") its own.
  const rand8 = rng(seed + 7);
  const pick8 = <T>(xs: T[]) => xs[Math.floor(rand8() * xs.length)];
  // And the parts in "-ment", "-ence", "-ity" introduced nowhere ("the compartment", "the fence", "the cavity") theirs.
  const rand9 = rng(seed + 8);
  const pick9 = <T>(xs: T[]) => xs[Math.floor(rand9() * xs.length)];
  // And the kinds of the 2026-11-29 review (ranges, Markush groups, a plural after one element) their own.
  const randScope = rng(seed + 11);
  // And the kinds of the review's second round (repeated part, open Markush group, nested range, use claim …) theirs.
  const randReview = rng(seed + 21);
  // And the kinds of the attorney re-review's third round (a replaced material, a part or a step recited again) theirs.
  const randReplace = rng(seed + 31);
  // And "the A of the B" with A's introduction replaced (issue 24, an info kind reported apart) its own.
  const randOfPart = rng(seed + 41);
  // And an element introduced twice in one claim and a person's act in an apparatus claim (issue 24, last review) theirs.
  const randTwice = rng(seed + 51);
  const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)];
  const out = new Map<string, Mutation[]>();
  const add = (m: Mutation) => {
    const list = out.get(m.kind) ?? [];
    if (list.length < perKind) list.push(m);
    out.set(m.kind, list);
  };
  const utility = grants.filter((g) => g.applType === 'utility' && g.claims.length >= 3);
  for (const g of utility) {
    const claims = g.claims.map((c) => c.text);
    const units = structure(claims);
    const byNumber = new Map(units.map((u) => [u.number, u]));
    const deps = units.filter((u) => u.dependsOn.length === 1 && u.ref && /^claim\s+\d+$/i.test(u.ref.text));
    const total = claims.length;
    for (const m of scopeMutations(g.number, claims, units, randScope)) add(m);
    for (const m of reviewMutations(g.number, claims, units, randReview)) add(m);
    for (const m of replacementMutations(g.number, claims, units, randReplace)) add(m);
    for (const m of ofPartMutations(g.number, claims, units, randOfPart)) add(m);
    for (const m of twiceMutations(g.number, claims, units, randTwice)) add(m);
    for (const m of userActMutations(g.number, claims, units, randTwice)) add(m);
    if (deps.length > 0) {
      const d = pick(deps);
      const i = d.number - 1;
      const swap = (n: string) =>
        set(claims, i, claims[i].slice(0, d.ref!.start) + n + claims[i].slice(d.ref!.end));
      if (d.number < total)
        add({
          patent: g.number,
          kind: 'later claim',
          claims: swap(`claim ${d.number + 1 + Math.floor(rand() * (total - d.number))}`),
          expect: { claim: d.number, code: 'DEPENDS_ON_LATER_CLAIM' },
        });
      add({
        patent: g.number,
        kind: 'missing claim',
        claims: swap(`claim ${total + 3}`),
        expect: { claim: d.number, code: 'DEPENDS_ON_MISSING_CLAIM' },
      });
      add({
        patent: g.number,
        kind: 'self dependent',
        claims: swap(`claim ${d.number}`),
        expect: { claim: d.number, code: 'SELF_DEPENDENT' },
      });
      const others = Array.from({ length: d.number - 1 }, (_, k) => k + 1).filter(
        (k) => k !== d.dependsOn[0],
      );
      if (others.length > 0) {
        const [a, b] = [d.dependsOn[0], pick(others)].sort((x, y) => x - y);
        add({
          patent: g.number,
          kind: 'claims 1 and 2',
          claims: swap(`claims ${a} and ${b}`),
          expect: { claim: d.number, code: 'MULTIPLE_DEPENDENT_NOT_ALTERNATIVE' },
        });
      }
      const root = rootOf(d, byNumber);
      const subj =
        /^((?:The|Said)\s+)((?:[\w-]+\s+){0,4}?[\w-]+)(?=\s+(?:of|according to|as claimed in|as recited in|as defined in|as in|in)\s+claim)/.exec(
          claims[i].slice(d.bodyStart),
        );
      if (subj && !d.ownCategory && root !== d) {
        const to = root.category === 'method' ? 'apparatus' : 'method';
        const text =
          claims[i].slice(0, d.bodyStart) + subj[1] + to + claims[i].slice(d.bodyStart + subj[0].length);
        add({
          patent: g.number,
          kind: 'dependent category',
          claims: set(claims, i, text),
          expect: { claim: d.number, code: 'CATEGORY_MISMATCH' },
        });
      }
      // "the lid" early in a dependent claim, the lid being introduced only in a claim outside its chain.
      const chainText =
        (function chain(u: typeof d): string {
          return u.dependsOn
            .map((r) => byNumber.get(r))
            .filter((p) => p && p.number < u.number)
            .map((p) => `${chain(p!)} ${p!.text}`)
            .join(' ');
        })(d) + claims[i];
      const sibling = units
        .filter((u) => u !== d && !chainText.includes(u.text))
        .flatMap((u) => [...u.text.matchAll(ELEMENT)].map((m) => m[2]))
        .filter((n) => isElement(n) && !new RegExp(`\\b${n}`, 'i').test(chainText));
      if (sibling.length > 0) {
        const noun = pick(sibling);
        const at = d.ref!.end;
        const text = `${claims[i].slice(0, at)}, wherein the ${noun} is removable${claims[i].slice(at)}`;
        add({
          patent: g.number,
          kind: 'sibling antecedent',
          claims: set(claims, i, text),
          expect: { claim: d.number, code: 'ANTECEDENT_BASIS' },
        });
      }
    }
    // "The device of claim 1, wherein …" made "A method according to claim 1, wherein …" under an apparatus claim 1
    // (or "An apparatus according to claim 1" under a method claim): the European form of the category mismatch.
    const named = deps.filter(
      (u) =>
        !u.ownCategory &&
        u.subject !== null &&
        rootOf(u, byNumber) !== u &&
        rootOf(u, byNumber).category === u.category &&
        /^(?:the|said)\s/i.test(u.text.slice(u.bodyStart)),
    );
    if (named.length > 0) {
      const u = pick8(named);
      const forms =
        u.category === 'method' ? EUROPEAN_PRODUCT : u.category === 'product' ? EUROPEAN_METHOD : null;
      if (forms) {
        const text = `${u.text.slice(0, u.bodyStart)}${pick8(forms)} ${u.text.slice(u.ref!.start)}`;
        add({
          patent: g.number,
          kind: 'European category',
          claims: set(claims, u.number - 1, text),
          expect: { claim: u.number, code: 'CATEGORY_MISMATCH' },
        });
      }
    }
    // "the battery … a battery": the element used before it is introduced.
    const ancestors = (u: (typeof units)[number], seen = new Set<number>()): string =>
      u.dependsOn
        .filter((r) => r < u.number && byNumber.has(r) && !seen.has(r) && seen.add(r))
        .map((r) => `${ancestors(byNumber.get(r)!, seen)} ${byNumber.get(r)!.text}`)
        .join(' ');
    const candidates = units.filter((u) => introducedNoun(u.text.slice(u.bodyStart), ancestors(u)));
    if (candidates.length > 0) {
      const u = pick(candidates);
      const i = u.number - 1;
      const body = claims[i].slice(u.bodyStart);
      const { noun, at } = introducedNoun(body, ancestors(u))!;
      const ref = definite(noun).exec(body.slice(at + 3))!;
      const refAt = at + 3 + ref.index;
      const mutated = `${body.slice(0, at)}the ${noun}${body.slice(at + body.slice(at).indexOf(noun) + noun.length, refAt)}a ${noun}${body.slice(refAt + ref[0].length)}`;
      add({
        patent: g.number,
        kind: 'antecedent after use',
        claims: set(claims, i, claims[i].slice(0, u.bodyStart) + mutated),
        expect: { claim: u.number, code: 'ANTECEDENT_BASIS' },
      });
    }
    // Indefinite wording and trademarks inserted into a claim with an element "a/an X".
    const target = pick(units.filter((u) => /\b(?:a|an) [a-z]{4,}/.test(u.text.slice(u.bodyStart))));
    if (target) {
      const i = target.number - 1;
      const m = /\b(?:a|an) ([a-z]{4,})/.exec(claims[i].slice(target.bodyStart))!;
      const at = target.bodyStart + m.index + m[0].length;
      const word = pick(INDEFINITE);
      const phrase =
        word === 'preferably'
          ? ', preferably of metal,'
          : `, ${word} a ${pick(['spring', 'clip', 'plate'])},`;
      add({
        patent: g.number,
        kind: 'indefinite term',
        claims: set(claims, i, claims[i].slice(0, at) + phrase + claims[i].slice(at)),
        expect: { claim: target.number, code: 'INDEFINITE_TERM' },
      });
      add({
        patent: g.number,
        kind: 'optional or degree',
        claims: set(claims, i, claims[i].slice(0, at) + pick2(OPTIONAL_OR_DEGREE) + claims[i].slice(at)),
        expect: { claim: target.number, code: 'INDEFINITE_TERM' },
      });
      add({
        patent: g.number,
        kind: 'trademark',
        claims: set(claims, i, `${claims[i].slice(0, at)} made of ${pick(TRADEMARKS)}${claims[i].slice(at)}`),
        expect: { claim: target.number, code: 'TRADEMARK' },
      });
    }
    // A bare part added to an independent product claim whose body lists elements with semicolons (a parts list),
    // right after its first element (the list as claim-elements.ts reads it).
    const lists = units.filter(
      (u) =>
        u.dependsOn.length === 0 &&
        u.category === 'product' &&
        !LIST_SUBJECT.test(u.text.slice(u.bodyStart, u.subject?.end ?? u.bodyStart)) &&
        claimElements(u).length >= 2,
    );
    const listed = lists.length > 0 ? pick2(lists) : null;
    const part = listed && LOOSE_PARTS.find((p) => !new RegExp(`\\b${p}`, 'i').test(claims.join(' ')));
    if (listed && part) {
      const i = listed.number - 1;
      const first = claimElements(listed)[0];
      const at = claims[i].indexOf(';', first.start + first.text.length) + 1;
      add({
        patent: g.number,
        kind: 'parts-list element',
        claims: set(claims, i, `${claims[i].slice(0, at)} a ${part};${claims[i].slice(at)}`),
        expect: { claim: listed.number, code: 'UNRELATED_ELEMENT' },
      });
    }
    // A relation of one part to another turned on the part itself ("a lid mounted on the lid").
    const related = units.flatMap((u) =>
      [...u.text.slice(u.bodyStart).matchAll(RELATED)]
        .filter((m) => m[2].toLowerCase() !== m[5].toLowerCase() && [m[2], m[5]].every(plainPhrase))
        .map((m) => ({ u, m })),
    );
    if (related.length > 0) {
      const { u, m } = related[Math.floor(rand3() * related.length)];
      const i = u.number - 1;
      const at = u.bodyStart + m.index + m[0].length;
      const from = at - m[5].length;
      add({
        patent: g.number,
        kind: 'self reference',
        claims: set(claims, i, claims[i].slice(0, from) + m[2] + claims[i].slice(at)),
        expect: { claim: u.number, code: 'SELF_REFERENCE' },
      });
    }
    // "5 The device of claim 1": a claim's number written without its period (not the first claim's).
    const numbered = units.filter((u) => u.number > 1 && /^\s*\d+\.\s+[A-Z]/.test(u.text));
    if (numbered.length > 0) {
      const u = pick5(numbered);
      add({
        patent: g.number,
        kind: 'number without period',
        claims: set(claims, u.number - 1, u.text.replace(/^(\s*\d+)\.\s+/, '$1 ')),
        expect: { claim: u.number, code: 'NUMBERING' },
      });
    }
    // A claim whose final period is dropped.
    const ended = units.filter((u) => /[a-z)]\.\s*$/i.test(u.text));
    if (ended.length > 0) {
      const u = pick5(ended);
      add({
        patent: g.number,
        kind: 'claim without period',
        claims: set(claims, u.number - 1, u.text.replace(/\.\s*$/, '')),
        expect: { claim: u.number, code: 'CLAIM_FORM' },
      });
    }
    // "The device of claim 1, wherein the lid is omitted.": a product claim leaving out its parent's element.
    const parents = units.filter(
      (u) =>
        u.category === 'product' &&
        u.dependsOn.length === 0 &&
        /^(?:an?|one)\s+[a-z]/i.test(u.text.slice(u.bodyStart)) &&
        u.subject !== null,
    );
    const parent = parents.length > 0 ? pick5(parents) : null;
    const gone = parent
      ? [...parent.text.slice(parent.subject!.end).matchAll(ELEMENT)].map((m) => m[2]).filter(isElement)
      : [];
    if (parent && gone.length > 0) {
      const noun = pick5(gone);
      const n = claims.length + 1;
      add({
        patent: g.number,
        kind: 'omitted element',
        claims: [
          ...claims,
          `${n}. The ${parent.subject!.head} of claim ${parent.number}, wherein the ${noun} is omitted.`,
        ],
        expect: { claim: n, code: 'NO_FURTHER_LIMITATION' },
      });
    }
    // "2. 5 The device of claim 1": a numeral (a line number of a pasted copy) left after a claim's number.
    if (numbered.length > 0) {
      const u = pick6(numbered);
      add({
        patent: g.number,
        kind: 'stray numeral',
        claims: set(claims, u.number - 1, u.text.replace(/^(\s*\d+\.\s+)/, `$1${pick6(STRAY)} `)),
        expect: { claim: u.number, code: 'NUMBERING' },
      });
    }
    // "wherein the spring is removable" in a dependent product claim, no spring anywhere in the set: a warning. So
    // for "the pedal" (a part with an act's or a property's ending), each kind on its own stream.
    const products = deps.filter(
      (u) => u.category === 'product' && rootOf(u, byNumber).category === 'product' && !u.ownCategory,
    );
    const undefinedPart = (kind: string, parts: string[], choose: <T>(xs: T[]) => T) => {
      const absent = parts.filter((p) => !new RegExp(`\\b${p}`, 'i').test(claims.join(' ')));
      if (products.length === 0 || absent.length === 0) return;
      const u = choose(products);
      const noun = choose(absent);
      const i = u.number - 1;
      const at = u.ref!.end;
      add({
        patent: g.number,
        kind,
        claims: set(
          claims,
          i,
          `${claims[i].slice(0, at)}, wherein the ${noun} is removable${claims[i].slice(at)}`,
        ),
        expect: { claim: u.number, code: 'ANTECEDENT_BASIS', notInfo: true },
      });
    };
    undefinedPart('undefined -ing part', ING_PARTS, pick6);
    undefinedPart('undefined -al/-ive/-ure part', SUFFIX_PARTS, pick7);
    undefinedPart('undefined -ment/-ence/-ity part', MENT_PARTS, pick9);
    // Three claims added after the set, each a dependent claim's text with its reference changed: n + 1 on "claim A
    // or D" (proper), n + 2 on n + 1, n + 3 on "claim A or n + 2", resting on n + 1 through n + 2 (37 CFR 1.75(c)).
    const plainDeps = deps.filter(
      (u) =>
        multipleDependentBases(u, byNumber).size === 0 &&
        multipleDependentBases(byNumber.get(u.dependsOn[0]) ?? u, byNumber).size === 0 &&
        u.dependsOn[0] < u.number,
    );
    if (plainDeps.length > 0) {
      const d = pick6(plainDeps);
      const a = d.dependsOn[0];
      const n = claims.length;
      const copy = (num: number, ref: string) =>
        `${num}. ${d.text.slice(d.bodyStart, d.ref!.start)}${ref}${d.text.slice(d.ref!.end)}`;
      add({
        patent: g.number,
        kind: 'indirect MD chain',
        claims: [
          ...claims,
          copy(n + 1, `claim ${a} or ${d.number}`),
          copy(n + 2, `claim ${n + 1}`),
          copy(n + 3, `claim ${a} or ${n + 2}`),
        ],
        expect: { claim: n + 3, code: 'MULTIPLE_DEPENDENT_CHAIN' },
      });
    }
    // A relative term with no measure: ", being thin," after an element "a/an X" of an element with no number.
    const plain = units.flatMap((u) =>
      [...u.text.slice(u.bodyStart).matchAll(/\b(?:a|an) ([a-z]{4,})\b(?=[^;:]*(?:[;:]|$))/g)]
        .filter((m) => !/\d|\bthan\b/.test(u.text.slice(u.bodyStart).slice(m.index).split(/[;:]/)[0]))
        .filter(
          (m) =>
            !/\d|\bthan\b/.test(
              u.text
                .slice(u.bodyStart, u.bodyStart + m.index)
                .split(/[;:]/)
                .at(-1)!,
            ),
        )
        .map((m) => ({ u, m })),
    );
    if (plain.length > 0) {
      const { u, m } = plain[Math.floor(rand4() * plain.length)];
      const i = u.number - 1;
      const at = u.bodyStart + m.index + m[0].length;
      const phrase = RELATIVE_PHRASES[Math.floor(rand4() * RELATIVE_PHRASES.length)];
      add({
        patent: g.number,
        kind: 'relative term',
        claims: set(claims, i, claims[i].slice(0, at) + phrase + claims[i].slice(at)),
        expect: { claim: u.number, code: 'RELATIVE_TERM' },
      });
    }
  }
  return [...out.values()].flat();
}

/** A dependent claim's preamble in the European form, naming another category than its claim's ("Method as claimed in"). */
const EUROPEAN_METHOD = [
  'A method according to',
  'Method as claimed in',
  'A process as claimed in',
  'A method of',
];
const EUROPEAN_PRODUCT = ['An apparatus according to', 'Device as claimed in', 'A system as recited in'];

/** Numerals left between a claim's number and its text: the line numbers of a pasted column. */
const STRAY = ['5', '10', '15', '20', '25', '30'];
/** Parts named with an "-ing" noun ("the spring", "the housing"), which the checker once took for acts. */
const ING_PARTS = [
  'spring',
  'ring',
  'housing',
  'bearing',
  'bushing',
  'casing',
  'coupling',
  'fitting',
  'opening',
];

/** Parts whose ending is that of an act or a property ("the pedal", "the fixture"), which the checker once noted only. */
const SUFFIX_PARTS = [
  'pedal',
  'terminal',
  'dial',
  'fixture',
  'aperture',
  'enclosure',
  'adhesive',
  'drive',
  'bed',
];

/** Parts whose ending is that of an act or a property ("the compartment", "the fence", "the cavity"), once exempt. */
const MENT_PARTS = [
  'compartment',
  'element',
  'segment',
  'filament',
  'instrument',
  'fence',
  'cavity',
  'appliance',
];

/** Relative terms with no measure, as a drafter writes them (RELATIVE_TERM, info). */
const RELATIVE_PHRASES = [
  ', being thin,',
  ', substantially flat,',
  ' of a strong material',
  ', generally parallel to the axis,',
  ' having a narrow slot',
];

/** "a lid mounted on the housing,": a part, a joining participle and the part it is joined to, up to where it ends. */
const RELATED =
  /\b(an?|the|said) ((?:[a-z-]+ ){0,2}[a-z-]+) (connected|coupled|attached|mounted|secured|fixed|disposed|positioned|engaged|located|arranged|received|supported|joined|affixed|carried|formed|provided|extending|meshing|engaging|contacting) (to|on|in|with|within|from|against|at|over|under|into|onto|by) (?:the|said) ((?:[a-z-]+ ){0,2}?[a-z-]+)(?=\s*[,;.:]|\s+(?:and|by|so|such|wherein|which|whereby)\b)/g;
/** Words of a noun phrase only: none of the words that join or end phrases. */
const plainPhrase = (p: string) =>
  p
    .split(' ')
    .every(
      (w) =>
        !/^(?:a|an|the|said|and|or|of|to|in|on|with|by|at|for|is|are|being|each|includes|including|comprises|comprising|has|having|can|be|been|may|will|must|which|that)$/.test(
          w,
        ),
    ) && !/(?:ly|ing|ed)$/.test(p);
