import type { ClaimUnit } from '../src/drafting/claim-structure.js';
import { plural } from '../src/drafting/inflect.js';
import type { Mutation } from './claims-mutation.js';

/**
 * Seeded defects of the attorney review of 2026-11-29, each a claim added to (or changed in) a real issued set: a
 * dependent range reaching outside its parent's, a pick outside the parent's Markush group, bounds no value meets,
 * "and/or" in a Markush group, and a plural after one element. Read with plain patterns of their own, not the
 * checker's.
 */
const NUMBER = String.raw`\d+(?:\.\d+)?`;
/** "a length of from 5 to 10 mm", "a thickness between 2 and 4 mm": a noun, then a closed range and a stop. */
const RANGE_CLAUSE = new RegExp(
  String.raw`\b(?:an?|the)\s+([a-z]{4,})\s+(?:of\s+|is\s+|(?:is\s+)?(?:in|within)\s+(?:the|a)\s+range\s+of\s+|ranging\s+)?(?:from\s+|between\s+)?(${NUMBER})\s*(?:to|and|-)\s*(${NUMBER})\s*(mm|cm|nm|µm|%|wt\s?%|°\s?C|kg|g|mg|Hz|kHz|MHz|V|kV|MPa|kPa|psi|seconds|minutes|hours)(?=\s*[,;]|\.\s*$|\s+(?:and|or|wherein|whereby)\b)`,
  'g',
);
const UNIT_STOP = String.raw`(mm|cm|nm|µm|%|wt\s?%|°\s?C|kg|g|mg|Hz|kHz|MHz|V|kV|MPa|kPa|psi|seconds|minutes|hours)(?=\s*[,;]|\.\s*$|\s+(?:and|or|wherein|whereby)\b)`;
/** "a thickness of at least 5 mm", "a width of less than 2 cm": a noun, then one bound and a stop. */
const BOUND_CLAUSE = new RegExp(
  String.raw`\b(?:an?|the)\s+([a-z]{4,})\s+(?:of\s+|is\s+)?(at\s+least|at\s+most|less\s+than|more\s+than|greater\s+than|not\s+more\s+than|not\s+less\s+than)\s+(${NUMBER})\s*${UNIT_STOP}`,
  'g',
);
const MARKUSH =
  /\b(?:an?|the|said|one|least one)\s+(?:[a-z-]+\s+){0,2}?([a-z]{4,})\s+(?:(?:is|are)\s+)?selected\s+from\s+the\s+group\s+consisting\s+of\s+([^;:.]+)/g;
/** Materials to pick outside a group, when the set names none of them. */
const OUTSIDERS = ['polyvinyl chloride', 'titanium', 'borosilicate glass', 'silicone rubber', 'copper'];
const ELEMENT =
  /\b(?:a|an) ([a-z]{5,})(?=\s*[,;.:]|\s+(?:having|comprising|including|for|configured|and|in|on|with)\b)/g;
/** Parts a method claim may use, described by what they are made of. */
const METHOD_PARTS = ['heat sink', 'gasket', 'bracket', 'nozzle', 'mandrel'];
/** A number as a seeded claim writes it: three significant digits. */
export const short = (x: number) => String(Number(x.toPrecision(3)));

export function scopeMutations(
  patent: string,
  claims: string[],
  units: ClaimUnit[],
  rand: () => number,
): Mutation[] {
  const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)];
  const out: Mutation[] = [];
  const n = claims.length + 1;
  const named = units.filter((u) => u.subject !== null && u.text.trim());
  const all = claims.join(' ');
  // Each candidate: the noun, the written bounds (a missing one is open), the unit, and the span of the numbers.
  const withRange = named
    .flatMap((u) => [
      ...[...u.text.matchAll(RANGE_CLAUSE)]
        .filter((m) => Number(m[2]) < Number(m[3]))
        .map((m) => ({
          u,
          m,
          noun: m[1],
          lo: Number(m[2]),
          hi: Number(m[3]),
          unit: m[4],
          at: m[0].indexOf(m[2]),
        })),
      ...[...u.text.matchAll(BOUND_CLAUSE)].map((m) => {
        const lower = /^(?:at\s+least|more\s+than|greater\s+than|not\s+less\s+than)$/.test(m[2]);
        const v = Number(m[3]);
        return {
          u,
          m,
          noun: m[1],
          lo: lower ? v : NaN,
          hi: lower ? NaN : v,
          unit: m[4],
          at: m[0].indexOf(m[2]),
        };
      }),
    ])
    .filter((x) => !/^(?:range|value|amount)$/.test(x.noun));
  if (withRange.length > 0) {
    const { u, m, noun, lo, hi, unit, at } = pick(withRange);
    const wider = Number.isNaN(hi)
      ? `at least ${short(lo / 2)} ${unit}`
      : Number.isNaN(lo)
        ? `at most ${short(hi * 2)} ${unit}`
        : `from ${short(lo / 2)} to ${short(hi * 2)} ${unit}`;
    out.push({
      patent,
      kind: 'broader dependent range',
      claims: [
        ...claims,
        `${n}. The ${u.subject!.head} of claim ${u.number}, wherein the ${noun} is ${wider}.`,
      ],
      expect: { claim: n, code: 'NO_FURTHER_LIMITATION' },
    });
    // Bounds no value meets: the upper bound below the lower one.
    const [top, bottom] = Number.isNaN(hi) ? [lo, lo / 2] : Number.isNaN(lo) ? [hi * 2, hi] : [hi, lo];
    const start = m.index + at;
    out.push({
      patent,
      kind: 'empty range',
      claims: claims.map((c, i) =>
        i === u.position - 1
          ? `${c.slice(0, start)}at least ${short(top)} ${unit} and at most ${short(bottom)} ${unit}${c.slice(m.index + m[0].length)}`
          : c,
      ),
      expect: { claim: u.position, code: 'INDEFINITE_TERM' },
    });
  }
  // A plain list of names (no formula, no nested clause, each of a few words) for an element no other group of the set selects.
  const plainList = (list: string) =>
    !/[\d()[\]]|\b(?:of|comprising|including|containing|having|with)\b/.test(list) &&
    list.split(/,|\s(?:and|or)\s/).every((x) => x.trim().split(/\s+/).length <= 5);
  // How many groups of the whole set select each element: read once, not per candidate.
  const selecting = new Map<string, number>();
  for (const o of all.matchAll(MARKUSH)) selecting.set(o[1], (selecting.get(o[1]) ?? 0) + 1);
  const groups = named.flatMap((u) =>
    [...u.text.matchAll(MARKUSH)]
      .filter((m) => plainList(m[2]) && selecting.get(m[1]) === 1)
      // A plain list: no other element or clause after it ("…, and C, and a filler").
      .filter(
        (m) => /,|\s(?:and|or)\s/.test(m[2]) && !/,\s*(?:and\s+)?(?:an?|the|wherein|which)\s/.test(m[2]),
      )
      .map((m) => ({ u, m })),
  );
  const outsiders = OUTSIDERS.filter((o) => !all.toLowerCase().includes(o.split(' ')[0]));
  if (groups.length > 0 && outsiders.length > 0) {
    const { u, m } = pick(groups);
    out.push({
      patent,
      kind: 'pick outside Markush group',
      claims: [
        ...claims,
        `${n}. The ${u.subject!.head} of claim ${u.number}, wherein the ${m[1]} is ${pick(outsiders)}.`,
      ],
      expect: { claim: n, code: 'NO_FURTHER_LIMITATION' },
    });
    const last = /(,?\s)(?:and|or)(\s+[^,]+)$/.exec(m[2]);
    if (last) {
      const at = m.index + m[0].indexOf(m[2]) + last.index;
      out.push({
        patent,
        kind: 'and/or Markush group',
        claims: claims.map((c, i) =>
          i === u.position - 1
            ? `${c.slice(0, at)}${last[1]}and/or${c.slice(at + last[0].length - last[2].length)}`
            : c,
        ),
        expect: { claim: u.position, code: 'INDEFINITE_TERM' },
      });
    }
  }
  // A noun the set introduces once, as "a/an NOUN" in a claim, never counted or plural ("two", "a first", "each", "-s"):
  // a new dependent claim calls it plural.
  // Whether the set introduces a noun once and never counts it nor names it plural: once per noun, not per place.
  const onlyOne = new Map<string, boolean>();
  const introducedOnce = (w: string) => {
    const known = onlyOne.get(w);
    if (known !== undefined) return known;
    const yes =
      (all.match(new RegExp(String.raw`\b(?:a|an)\s+(?:[a-z-]+\s+){0,2}?${w}\b`, 'gi'))?.length ?? 0) === 1 &&
      !new RegExp(
        String.raw`\b${plural(w)}\b|\b(?:first|second|third|each|every|plurality\s+of|pair\s+of|one\s+or\s+more|at\s+least\s+one|two|both|another|other|additional)\s+(?:[a-z-]+\s+){0,2}?${w}\b`,
        'i',
      ).test(all);
    onlyOne.set(w, yes);
    return yes;
  };
  const once = named.flatMap((u) => {
    const body = u.text.slice(u.subject!.end);
    return [...body.matchAll(ELEMENT)]
      .filter((m) => {
        const w = m[1];
        const clause = `${body.slice(0, m.index).split(/[;:,]/).at(-1)}${body.slice(m.index).split(/[;:,]/)[0]}`;
        return (
          !/(?:s|ly)$|^(?:first|second|third|upper|lower|inner|outer|front|rear|single)$/.test(w) &&
          !/\b(?:each|every|respective|per|plurality)\b/i.test(clause) &&
          introducedOnce(w)
        );
      })
      .map((m) => ({ u, w: m[1] }));
  });
  if (once.length > 0) {
    const { u, w } = pick(once);
    out.push({
      patent,
      kind: 'plural after one',
      claims: [
        ...claims,
        `${n}. The ${u.subject!.head} of claim ${u.number}, wherein the ${plural(w)} are coated.`,
      ],
      expect: { claim: n, code: 'ANTECEDENT_BASIS', notInfo: true },
    });
  }
  // "wherein the heat sink is made of copper" in a dependent method claim, no such part in the set: a warning.
  const methods = units.filter(
    (u) => u.category === 'method' && u.dependsOn.length === 1 && u.ref && !u.ownCategory,
  );
  const parts = METHOD_PARTS.filter((p) => !new RegExp(String.raw`\b${p.split(' ').at(-1)}`, 'i').test(all));
  if (methods.length > 0 && parts.length > 0) {
    const u = pick(methods);
    const at = u.ref!.end;
    out.push({
      patent,
      kind: 'undefined part in a method',
      claims: claims.map((c, i) =>
        i === u.position - 1
          ? `${c.slice(0, at)}, wherein the ${pick(parts)} is made of steel${c.slice(at)}`
          : c,
      ),
      expect: { claim: u.position, code: 'ANTECEDENT_BASIS', notInfo: true },
    });
  }
  return out;
}

/** A part a product claim introduces once with "a/an", read with a pattern of these templates' own. */
const ONE_PART =
  /\b(a|an) ([a-z]{4,})(?=\s*[,;.:]|\s+(?:having|comprising|including|for|configured|and|in|on|with|attached|mounted|coupled|connected)\b)/g;
const NOT_ONE_PART =
  /(?:ing|ly|ed|al|ic|ous|ive|able|ible|ment|tion|sion|ness|ity|s)$|^(?:plurality|number|portion|part|first|second|third|upper|lower|inner|outer|front|rear|user|person|patient|operator|process|method|step|means|amount|pair|body)$/;
/** A property the parent fixes and the value a new dependent claim replaces it with (not a kind of it). */
const REPLACED = [
  { before: '', after: ' made of aluminum', dependent: 'is made of steel' },
  { before: '', after: ' made of copper', dependent: 'is made of an alloy or plastic' },
  { before: 'red ', after: '', dependent: 'is blue' },
  { before: 'cylindrical ', after: '', dependent: 'is spherical' },
  { before: 'rectangular ', after: '', dependent: 'has a circular shape' },
];
/** A step of a method claim: a line after the transition opening with an act on "a/the X". */
const STEP_LINE =
  /(?:^|[:;]\s*(?:and\s+)?)(?:\(?[a-z0-9]{1,2}[.)]\s*)?([a-z]{3,}ing) (?:a|an|the|said) ([a-z]{3,}(?: [a-z]{3,})?)(?=\s+(?:to|from|in|into|on|at|with|by|for|through|using|via)\b|\s*[;,.])/gm;

/**
 * Seeded defects of the attorney re-review (issue 24, third round): a dependent claim giving a part another material,
 * colour or shape than its parent does; "further comprising a X" when the parent already recites "a X"; and a method
 * step recited again, in the same claim or in a new dependent claim. Written from these templates, not from the
 * checker's patterns: they check that the rules work on real claim sets, they do not measure recall.
 */
export function replacementMutations(
  patent: string,
  claims: string[],
  units: ClaimUnit[],
  rand: () => number,
): Mutation[] {
  const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)];
  const out: Mutation[] = [];
  const n = claims.length + 1;
  const all = claims.join(' ').toLowerCase();
  // A part introduced once with "a/an" in the whole set, after its claim's transition, never counted or qualified as
  // another one ("a second spring", "springs"): giving it a value or adding it again names one thing.
  const introducedOnce = (w: string) =>
    (all.match(new RegExp(String.raw`\b(?:a|an|one)\s+(?:[a-z-]+\s+){0,2}?${w}\b`, 'g'))?.length ?? 0) ===
      1 &&
    !new RegExp(
      String.raw`\b(?:first|second|further|another|additional|other|each)\s+(?:[a-z-]+\s+){0,2}?${w}\b|\b${w}s\b`,
    ).test(all);
  const parts = units
    .filter(
      (u) => u.dependsOn.length === 0 && u.category === 'product' && u.subject !== null && u.text.trim(),
    )
    .flatMap((r) => {
      const from =
        r.subject!.end +
        (/\b(?:comprising|including|having)\b/i.exec(r.text.slice(r.subject!.end))?.index ?? Infinity);
      if (!Number.isFinite(from)) return [];
      return [...r.text.slice(from).matchAll(ONE_PART)]
        .filter((m) => !NOT_ONE_PART.test(m[2]) && m[2] !== r.subject!.head && introducedOnce(m[2]))
        .map((m) => ({ r, m, at: from + m.index }));
    });
  if (parts.length > 0) {
    const { r, m, at } = pick(parts);
    const t = pick(REPLACED);
    const subject = r.subject!.head;
    const end = at + m[0].length;
    const changed = `${r.text.slice(0, at)}${t.before ? `a ${t.before}${m[2]}` : m[0]}${t.after}${r.text.slice(end)}`;
    out.push({
      patent,
      kind: 'replaced material, colour or shape',
      claims: [
        ...claims.map((c, i) => (i === r.position - 1 ? changed : c)),
        `${n}. The ${subject} of claim ${r.number}, wherein the ${m[2]} ${t.dependent}.`,
      ],
      expect: { claim: n, code: 'NO_FURTHER_LIMITATION', notInfo: true, cites: 'MPEP 608.01(n) III' },
    });
    const { r: r2, m: m2 } = pick(parts);
    const added = pick([
      `further comprising ${m2[1]} ${m2[2]}.`,
      `further including ${m2[1]} ${m2[2]} and a cover.`,
      `wherein the ${r2.subject!.head} further comprises ${m2[1]} ${m2[2]} spaced from the ${r2.subject!.head}.`,
    ]);
    out.push({
      patent,
      kind: 'part added again',
      claims: [...claims, `${n}. The ${r2.subject!.head} of claim ${r2.number}, ${added}`],
      expect: { claim: n, code: 'DOUBLE_INCLUSION', notInfo: true, cites: 'MPEP 2173.05(o)' },
    });
  }
  const steps = units
    .filter((u) => u.dependsOn.length === 0 && u.category === 'method' && u.subject !== null && u.text.trim())
    .flatMap((u) => {
      const body = u.text.slice(u.bodyStart);
      const t = /\b(?:comprising|including)\b(?:\s+the\s+steps\s+of)?\s*:?/i.exec(body);
      if (!t) return [];
      return [...body.slice(t.index + t[0].length).matchAll(STEP_LINE)]
        .filter((m) => !/^(?:compris|includ|hav|be|accord|contain|us)ing$/.test(m[1]))
        .map((m) => ({ u, act: m[1], object: m[2] }));
    });
  if (steps.length > 0) {
    const { u, act, object } = pick(steps);
    const again = rand() < 0.5;
    out.push({
      patent,
      kind: 'step recited again',
      claims: again
        ? claims.map((c, i) =>
            i === u.position - 1 ? `${c.trimEnd().replace(/\.$/, '')}; and ${act} the ${object}.` : c,
          )
        : [
            ...claims,
            `${n}. The ${u.subject!.head} of claim ${u.number}, further comprising ${pick(['', 'the step of '])}${act} the ${object}.`,
          ],
      expect: {
        claim: again ? u.position : n,
        code: again ? 'DOUBLE_INCLUSION' : 'NO_FURTHER_LIMITATION',
        notInfo: true,
        cites: 'MPEP 2173.05(o)',
      },
    });
  }
  return out;
}
