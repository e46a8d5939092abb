import type { ClaimUnit } from '../src/drafting/claim-structure.js';
import type { Mutation } from './claims-mutation.js';
import { short } from './claims-mutations-scope.js';

/**
 * Seeded defects of the attorney review's second round (2026-11-29), each a claim added to (or changed in) a real
 * issued set: a dependent claim that only introduces again a part of its parent, an open Markush group, a narrow range
 * within a broad one, a "use" claim in dependent form, an apparatus with the method of using it, "the rear X" after
 * only "a front X", and "made of metal" under "made of steel". Read with plain patterns of their own, not the
 * checker's; each expects the finding to cite the MPEP section it rests on.
 */
const PART =
  /\b(a|an) ([a-z]{4,})(?=\s*[,;.:]|\s+(?:having|comprising|including|for|configured|and|in|on|with|attached|mounted|coupled|connected)\b)/g;
const NOT_A_PART =
  /(?:ing|ly|ed|al|ic|ous|ive|able|ible|ment|tion|sion|ness|ity)$|^(?:plurality|number|portion|part|first|second|third|upper|lower|inner|outer|front|rear|user|person|patient|operator|process|method|step)$/;
const RANGE =
  /\b(?:from|between)\s+(\d+(?:\.\d+)?)\s+(?:to|and)\s+(\d+(?:\.\d+)?)\s*(mm|cm|nm|µm|%|°\s?C|kg|mg|Hz|kHz|MHz|kV|MPa|kPa|psi|seconds|minutes|hours)(?=[\s,;.])/g;
const JOINS = [
  'more particularly',
  'in particular',
  'especially',
  'most especially',
  'specifically',
  'ideally',
];
/** "a front wheel" only, never a rear one; an inherent part ("the rear end") is no defect. */
const SIDED =
  /\b(?:a|an)\s+(front|upper|inner|left|inlet|top)\s+([a-z]{4,})\b(?=\s*[,;.:]|\s+(?:and|or|having|for|of|in|on|with|that|which|to|at|by|from|disposed|mounted|attached|coupled|connected|positioned|located|including|comprising|configured|adapted|being|extending|defining)\b)/g;
const OPPOSITE: Record<string, string> = {
  front: 'rear',
  upper: 'lower',
  inner: 'outer',
  left: 'right',
  inlet: 'outlet',
  top: 'bottom',
};
const INHERENT = /^(?:end|edge|face|side|surface|portion|part|section|half|interior|exterior)$/;
const USES = ['holding a workpiece', 'cleaning a surface', 'transporting goods', 'treating a patient'];

export function reviewMutations(
  patent: string,
  claims: string[],
  units: ClaimUnit[],
  rand: () => number,
): Mutation[] {
  const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)];
  const out: Mutation[] = [];
  const n = claims.length + 1;
  const all = claims.join(' ').toLowerCase();
  const roots = units.filter(
    (u) => u.dependsOn.length === 0 && u.category === 'product' && u.subject !== null && u.text.trim(),
  );
  if (roots.length === 0) return out;
  const dep = (r: ClaimUnit, text: string) => [
    ...claims,
    `${n}. The ${r.subject!.head} of claim ${r.number}, ${text}`,
  ];
  // A part an independent claim introduces once with "a/an", a noun the set never qualifies ("a second spring").
  const once = (w: string) =>
    (all.match(new RegExp(String.raw`\b(?:a|an|one)\s+(?:[a-z-]+\s+){0,2}?${w}\b`, 'g'))?.length ?? 0) ===
      1 &&
    !new RegExp(
      String.raw`\b(?:first|second|further|another|additional|other)\s+(?:[a-z-]+\s+){0,2}?${w}`,
    ).test(all);
  const parts = roots.flatMap((r) =>
    [...r.text.slice(r.subject!.end).matchAll(PART)]
      .filter((m) => !NOT_A_PART.test(m[2]) && m[2] !== r.subject!.head && once(m[2]))
      .map((m) => ({ r, article: m[1], part: m[2], end: r.subject!.end + m.index + m[0].length })),
  );
  let chosen: { r: ClaimUnit; article: string; part: string; end: number } | null = null;
  if (parts.length > 0) {
    chosen = pick(parts);
    const { r, article, part, end: after } = chosen;
    const subject = r.subject!.head;
    out.push({
      patent,
      kind: 'repeated part',
      claims: dep(r, `wherein the ${subject} comprises ${article} ${part}.`),
      expect: { claim: n, code: 'NO_FURTHER_LIMITATION', cites: 'MPEP 2173.05(o)' },
    });
    out.push({
      patent,
      kind: 'open Markush group',
      claims: dep(
        r,
        `wherein the ${part} is made of a metal selected from the group comprising steel, brass and tin.`,
      ),
      expect: { claim: n, code: 'INDEFINITE_TERM', cites: 'MPEP 2173.05(h)' },
    });
    out.push({
      patent,
      kind: 'use claim in dependent form',
      claims: [...claims, `${n}. The use of the ${subject} of claim ${r.number} for ${pick(USES)}.`],
      expect: { claim: n, code: 'METHOD_WITHOUT_STEPS', cites: 'MPEP 2173.05(q)' },
    });
    const end = r.text.trimEnd();
    if (end.endsWith('.') && /\b(?:comprising|including)\b/i.test(end))
      out.push({
        patent,
        kind: 'apparatus and method of use',
        claims: claims.map((c, i) =>
          i === r.position - 1
            ? `${end.slice(0, -1)}, and a method of using the ${subject} comprising moving the ${part}.`
            : c,
        ),
        expect: { claim: r.position, code: 'INDEFINITE_TERM', cites: 'MPEP 2173.05(p)' },
      });
    // The part made of steel in its claim, then "made of metal" in a new dependent claim: a kind, no limitation.
    out.push({
      patent,
      kind: 'kind of the parent material',
      claims: [
        ...claims.map((c, i) =>
          i === r.position - 1 ? `${c.slice(0, after)} made of steel${c.slice(after)}` : c,
        ),
        `${n}. The ${subject} of claim ${r.number}, wherein the ${part} is made of metal.`,
      ],
      expect: { claim: n, code: 'NO_FURTHER_LIMITATION', cites: 'MPEP 608.01(n) III' },
    });
  }
  // A range of the set, or else a length given to the claim's subject, followed by a narrower one.
  const ranges = units.flatMap((v) =>
    [...v.text.matchAll(RANGE)].filter((m) => Number(m[1]) < Number(m[2])).map((m) => ({ v, m })),
  );
  const join = pick(JOINS);
  if (ranges.length > 0) {
    const { v, m } = pick(ranges);
    const [lo, hi] = [Number(m[1]), Number(m[2])];
    const narrow = `${short(lo + (hi - lo) / 4)} to ${short(hi - (hi - lo) / 4)} ${m[3]}`;
    const at = m.index + m[0].length;
    out.push({
      patent,
      kind: 'nested range',
      claims: claims.map((c, i) =>
        i === v.position - 1 ? `${c.slice(0, at)}, ${join} ${narrow}${c.slice(at)}` : c,
      ),
      expect: { claim: v.position, code: 'INDEFINITE_TERM', cites: 'MPEP 2173.05(c)' },
    });
  } else {
    const r = pick(roots);
    out.push({
      patent,
      kind: 'nested range',
      claims: dep(
        r,
        `wherein the ${r.subject!.head} has a length of from 10 to 50 cm, ${join} from 20 to 30 cm.`,
      ),
      expect: { claim: n, code: 'INDEFINITE_TERM', cites: 'MPEP 2173.05(c)' },
    });
  }
  const sided = roots.flatMap((r) =>
    [...r.text.slice(r.subject!.end).matchAll(SIDED)]
      .filter(
        (m) =>
          !NOT_A_PART.test(m[2]) &&
          !INHERENT.test(m[2]) &&
          !new RegExp(String.raw`\b${OPPOSITE[m[1]]}\b`).test(all),
      )
      .map((m) => ({ r, side: OPPOSITE[m[1]], noun: m[2] })),
  );
  if (sided.length > 0) {
    const { r, side, noun } = pick(sided);
    out.push({
      patent,
      kind: 'opposite qualifier',
      claims: dep(r, `wherein the ${side} ${noun} is removable.`),
      expect: { claim: n, code: 'ANTECEDENT_BASIS', notInfo: true, cites: 'MPEP 2173.05(e)' },
    });
  } else if (chosen && !INHERENT.test(chosen.part) && !/\b(?:front|rear)\b/.test(all)) {
    // No sided part in the set: the chosen part becomes "a front …" in its claim, and a new claim names the rear one.
    const { r, article, part, end } = chosen;
    const start = end - article.length - 1 - part.length;
    out.push({
      patent,
      kind: 'opposite qualifier',
      claims: [
        ...claims.map((c, i) =>
          i === r.position - 1 ? `${c.slice(0, start)}a front ${c.slice(start + article.length + 1)}` : c,
        ),
        `${n}. The ${r.subject!.head} of claim ${r.number}, wherein the rear ${part} is removable.`,
      ],
      expect: { claim: n, code: 'ANTECEDENT_BASIS', notInfo: true, cites: 'MPEP 2173.05(e)' },
    });
  }
  return out;
}
