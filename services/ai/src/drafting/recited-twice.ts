import type { ClaimFinding } from '@patent-hub/contracts';
import { isActNoun } from './antecedent.js';
import { key } from './claim-nlp.js';
import { chains, type ClaimUnit } from './claim-structure.js';
import { withArticle } from './inflect.js';
import { ENDS, NOT_A_PART } from './double-inclusion.js';

/** Where an independent claim starts reciting its elements: after its transition. */
const TRANSITION = /\b(?:comprising|comprises|including|includes|consisting\s+of|having)\b\s*:?/i;
/** An element introduced with "a/an": its article and its name, up to four words, ending as a part's name ends. */
const INTRO = new RegExp(String.raw`\b(an?)\s+((?:[a-z][\w-]*\s+){0,3}?[a-z][\w-]*)${ENDS}`, 'gi');
/** Words before the article that make it one of several ("each a", "at least a", "one of a", "per a"). */
const COUNTED_BEFORE =
  /\b(?:each|every|respective|per|least|of|or|either|whether|than|as|such|like|into|forming)\s*$/i;
/**
 * Names that are not parts of a device: places, directions, amounts, properties and acts ("a portion", "a position",
 * "a direction", "a distance"), which a claim may well name twice meaning two of them.
 */
const NOT_AN_ELEMENT = new Set(
  'portion part end side surface region area zone position location point line direction axis plane distance amount number time period manner way angle length width height depth thickness diameter size shape level value signal state mode rate degree step stage form order pattern range space gap edge face corner center centre top bottom front rear interior exterior outside inside extent fashion'.split(
    ' ',
  ),
);
const SUBLIST =
  /:|\b(?:comprising|comprises|including|includes|having|has|containing|contains|consisting|wherein|whereby|each|respectively)\b/i;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Twice {
  name: string;
  /** Where the second "a/an …" stands in the claim's text, article included. */
  start: number;
  end: number;
}

/** Each claim's elements recited twice, read once per claim (every claim resting on it asks again). */
const twiceOf = new WeakMap<ClaimUnit, Twice[]>();
function recitedTwice(u: ClaimUnit): Twice[] {
  let found = twiceOf.get(u);
  if (!found) twiceOf.set(u, (found = readTwice(u)));
  return found;
}

/** The elements an independent product claim introduces twice with "a/an" in the same words. */
function readTwice(u: ClaimUnit): Twice[] {
  if (u.ref || u.dependsOn.length > 0 || u.category !== 'product') return [];
  const t = TRANSITION.exec(u.text.slice(u.subject?.end ?? u.bodyStart));
  if (!t) return [];
  const from = (u.subject?.end ?? u.bodyStart) + t.index + t[0].length;
  const seen = new Map<string, number>();
  const out: Twice[] = [];
  for (const m of u.text.slice(from).matchAll(INTRO)) {
    const name = m[2].toLowerCase().replace(/\s+/g, ' ');
    const words = name.split(' ');
    const head = key(words.at(-1)!);
    const at = from + m.index;
    if (/[A-Z]/.test(m[0])) continue;
    if (COUNTED_BEFORE.test(u.text.slice(Math.max(from, at - 12), at))) continue;
    if (
      words.some(
        (w) => NOT_A_PART.test(w) || /^(?:first|one|single|given|certain|different|plurality)$/.test(w),
      )
    )
      continue;
    if (NOT_AN_ELEMENT.has(head) || isActNoun(head) || /(?:ing|ed|ly)$/.test(head)) continue;
    if (/^\s+of\b/i.test(u.text.slice(at + m[0].length))) continue;
    // Each must open an element of the claim's own list ("…; and a switch mounted on …"), not sit inside one.
    const lead = u.text.slice(from, at);
    const tail = lead.slice(
      Math.max(lead.lastIndexOf(';'), lead.lastIndexOf(':'), lead.lastIndexOf('\n')) + 1,
    );
    if (!/(?:^|,)\s*(?:(?:and|or)\s+)?(?:\(?[a-z0-9]{1,3}[.)]\s*)?$/i.test(tail)) continue;
    const first = seen.get(name);
    // Nothing between the two opens a list of parts of another element ("a first device comprising: a processor; …;
    // a second device comprising: a processor"): each would belong to its own owner.
    if (first !== undefined && SUBLIST.test(u.text.slice(first, at))) continue;
    if (first === undefined) seen.set(name, at);
    else if (!out.some((x) => x.name === name))
      out.push({ name, start: at, end: at + m[1].length + 1 + m[2].length });
  }
  return out;
}

/**
 * An element recited twice in one independent claim in the same words ("a switch mounted in the base; … and a switch
 * mounted on the bulb socket"): the claim can be read to include one switch twice or two switches, and which "the
 * switch" means after it is unclear (double inclusion, MPEP 2173.05(o)). The second "a switch" is a warning; so is each
 * "the switch" after it, in that claim or in a claim resting on it. "a first/second switch", "another switch", "at
 * least one further switch" say which and are left alone.
 */
export function doubleInclusionInClaim(c: ClaimUnit, byNumber: Map<number, ClaimUnit>): ClaimFinding[] {
  const out: ClaimFinding[] = [];
  const own = recitedTwice(c);
  for (const x of own)
    out.push({
      claim: c.number,
      code: 'DOUBLE_INCLUSION',
      severity: 'warning',
      message: `"${c.text.slice(x.start, x.end)}" is recited a second time in claim ${c.number}, which already recites ${withArticle(x.name)}: the claim can be read to include one ${x.name} twice or two of them, so which is meant is unclear (double inclusion, 35 U.S.C. 112(b), MPEP 2173.05(o) [R-08.2012]). Write "a first ${x.name}" and "a second ${x.name}" for two, or "the ${x.name}" for the same one.`,
      start: x.start,
      end: x.end,
    });
  const roots =
    c.dependsOn.length === 0 ? [] : [...new Set(chains(c, byNumber).flat())].filter((n) => n < c.number);
  const twice = [
    ...own.map((x) => ({ ...x, claim: c.number, from: x.end })),
    ...roots.flatMap((n) =>
      recitedTwice(byNumber.get(n)!).map((x) => ({ ...x, claim: n, from: c.ref?.end ?? c.bodyStart })),
    ),
  ];
  for (const x of twice) {
    const re = new RegExp(
      String.raw`\b(?:the|said)\s+${x.name
        .split(' ')
        .map(escape)
        .join(
          String.raw`[\s-]+`,
        )}${ENDS}(?!\s+(?:mounted|disposed|located|positioned|arranged|attached|connected|coupled|of|that|which|in|on|at)\b)`,
      'gi',
    );
    for (const m of c.text.slice(x.from).matchAll(re)) {
      const start = x.from + m.index;
      // Once for each phrase in a claim: the first use after the second recital.
      if (
        out.some(
          (f) =>
            f.start === start ||
            (f.code === 'ANTECEDENT_BASIS' &&
              c.text.slice(f.start, f.end).toLowerCase() === m[0].toLowerCase()),
        )
      )
        continue;
      out.push({
        claim: c.number,
        code: 'ANTECEDENT_BASIS',
        severity: 'warning',
        message: `"${m[0]}" is ambiguous: claim ${x.claim} recites ${withArticle(x.name)} twice, so which one it means is unclear (MPEP 2173.05(e), 2173.05(o)); name the two differently ("a first ${x.name}", "a second ${x.name}") and refer to one.`,
        start,
        end: start + m[0].length,
      });
    }
  }
  return out;
}
