import type { ClaimFinding } from '@patent-hub/contracts';
import { chains, type ClaimUnit } from './claim-structure.js';
import { rangesOf, type Range } from '../engine/claim-ranges.js';
import { subjectTerms } from '../engine/claim-chart.js';
import { MPEP_608_01_N } from './markush.js';

/** Words only, lower case, one space, each stop (, ; . :) a "|": "said" and "the" read alike, as do hyphen and space. */
const words = (s: string) =>
  s
    .toLowerCase()
    .replace(/\bsaid\b/g, 'the')
    .replace(/\s*[,;.:]\s*/g, ' | ')
    .replace(/[^a-z0-9|]+/g, ' ')
    .trim();

/** The clause stands whole in the parent: from a stop or a clause word up to a stop ("the lid is steel or plastic" is no repeat of "the lid is steel"). */
const recites = (parent: string, clause: string) =>
  new RegExp(String.raw`(?:^|\| |\b(?:wherein|where|which|that|and|whereby) )${clause}(?: \||$)`).test(
    parent,
  );

/**
 * 35 U.S.C. 112(d), 37 CFR 1.75(c) (MPEP 608.01(n)): a dependent claim must further limit its parent. Found only when
 * nothing follows the reference ("8. The device of claim 1.") or when all it adds is a "wherein" clause of three or
 * more words that its parent already says word for word; "further comprising a lid" adds another lid, so it is
 * never read as a repeat.
 */
export function noFurtherLimitation(c: ClaimUnit, byNumber: Map<number, ClaimUnit>): ClaimFinding | null {
  if (!c.ref || c.dependsOn.length !== 1 || c.ownCategory) return null;
  const parent = byNumber.get(c.dependsOn[0]);
  if (!parent || c.dependsOn[0] >= c.number) return null;
  const rest = c.text.slice(c.ref.end);
  const found = (how: string, span?: { start: number; end: number }) => ({
    claim: c.number,
    code: 'NO_FURTHER_LIMITATION' as const,
    severity: 'error' as const,
    message: `Claim ${c.number} ${how}, so it does not further limit claim ${parent.number}; a dependent claim must specify a further limitation of the claim it refers to (35 U.S.C. 112(d), 37 CFR 1.75(c), ${MPEP_608_01_N}). Add the limitation or cancel the claim.`,
    start: span?.start ?? c.ref!.start,
    end: span?.end ?? c.text.trimEnd().length,
  });
  // Only the claim's own subject comes before the reference ("The device of claim 1."), and nothing after it.
  if (
    /^[\s,.;:]*$/.test(rest) &&
    /^\s*(?:\d+\s*[.)]\s*)?(?:the|a|an)\s+[\w\s-]{1,60}$/i.test(c.text.slice(0, c.ref.start))
  )
    return found('recites only its reference to claim ' + parent.number);
  const gone = omittedElement(c, rest, ancestry(c, byNumber));
  if (gone)
    return found(
      `says that "${gone}", an element of the claim it rests on, is left out: it takes a limitation away instead of adding one`,
    );
  const wider = broadenedRange(rest, parent.text.slice(parent.bodyStart));
  // The finding points at the dependent's range, not the whole claim.
  const span = wider && { start: c.ref.end + wider.at, end: c.ref.end + wider.at + wider.own.length };
  if (wider?.disjoint)
    return found(
      `recites "${wider.own}", which does not overlap ${wider.parent} of claim ${parent.number}: the two ranges conflict (no value lies in both) and it covers nothing its parent covers`,
      span!,
    );
  if (wider)
    return found(
      `recites "${wider.own}", reaching outside ${wider.parent} of claim ${parent.number}: it broadens its parent instead of narrowing it`,
      span!,
    );
  const restated = restatedElement(rest, parent.text.slice(parent.bodyStart));
  if (restated) return found(`adds only "${restated}", an element claim ${parent.number} already recites`);
  const clause = /^\s*,?\s*(?:wherein|in which|where)\s+([^;:]+?)\s*\.?\s*$/i.exec(rest);
  if (!clause || /\b(?:further|also|additionally|another|second)\b/i.test(clause[1])) return null;
  const added = words(clause[1]);
  if (/\|/.test(added) || added.split(' ').length < 3) return null;
  // The direct parent only: a grandparent's clause may name another element by the same words (US7473606 claim 15:
  // "the molecular cluster" of claim 14's drain, not claim 11's source/drain).
  if (!recites(words(parent.text.slice(parent.bodyStart)), added)) return null;
  return found(`adds only "${clause[1].trim()}", which claim ${parent.number} already recites`);
}

/** Words after a range that name no thing it measures ("10 to 20 mm and a width", "5 to 10 mm thick"). */
const NOT_A_THING =
  /^(?:and|or|but|nor|wherein|whereby|which|that|with|without|for|in|at|on|to|by|from|into|when|where|while|between|inclusive|each|per|thick|long|wide|high|deep|total)$/;

/** The noun right after a range ("from 1% to 10% chromium", "10% to 20% by weight of a polymer" → "polymer"). */
const nounAfter = (text: string, r: Range) => {
  const word =
    /^\s*(?:by\s+(?:weight|mass|volume)\s+|wt\.?\s*%?\s*|w\/w\s+)?(?:of\s+(?:the\s+|said\s+|an?\s+)?)?([a-z][a-z-]{2,})/i
      .exec(text.slice(r.at + r.text.length))?.[1]
      ?.toLowerCase() ?? '';
  return NOT_A_THING.test(word) ? '' : (subjectTerms(word).at(-1) ?? '');
};

/**
 * Right before a range, a verb or an amount saying its subject measures it ("the polymer is present at", "the layer
 * is", "a filler in an amount of").
 */
const VERB_BEFORE =
  /\s(?:(?:(?:is|are|being)(?:\s+present)?|present)(?:\s+(?:in\s+an?\s+(?:amount|concentration|proportion)|at\s+a\s+(?:level|concentration)))?|in\s+an?\s+(?:amount|concentration|proportion))\s+(?:(?:of|at|in)\s+)?(?:(?:from|between)\s+)?$/i;

/**
 * The thing a range measures: the subject of "the polymer is 5% to 30% by weight (of the composition)" or "a polymer
 * present at 10% to 20%", else the noun after it ("10% to 20% by weight of a polymer", "1% to 10% chromium"), else the
 * word before ("a length of").
 */
function measured(text: string, r: Range): string {
  const before =
    text
      .slice(Math.max(0, r.at - 80), r.at)
      .split(/[;:,]/)
      .at(-1) ?? '';
  const verb = VERB_BEFORE.exec(before);
  const subject = verb ? subjectTerms(before.slice(0, verb.index)).at(-1) : undefined;
  return subject ?? (nounAfter(text, r) || r.of);
}

/** An amount right after a transition ("comprising 30 wt% of the glycerol"), which rangesOf reads only after "is"/"of". */
const AMOUNT_AFTER =
  /\b(?:comprising|comprises|containing|contains|including|includes|having|has|with)\s+(?=\d)/gi;
function amountsAfterTransition(text: string): Range[] {
  return [...text.matchAll(AMOUNT_AFTER)].flatMap((m) => {
    const at = m.index + m[0].length;
    const r = rangesOf(`is ${text.slice(at, at + 30)}`, { approx: true })[0];
    // Only a single value standing right at the transition ("comprising 10-20 wt%" is a range rangesOf reads).
    if (
      !r ||
      r.at !== 3 ||
      r.lo !== r.hi ||
      rangesOf(text, { approx: true }).some((x) => x.at <= at && x.at + x.text.length > at)
    )
      return [];
    return [{ ...r, at, of: '' }];
  });
}

/**
 * A dependent range that reaches outside its parent's range of the same quantity ("from 0% to 5%" under "from 1% to
 * 10%" of chromium): it broadens, so it fails 35 U.S.C. 112(d). Decided only when the dependent states one range of
 * that dimension and it measures the same thing as the parent's (measured: "comprising 10% to 20% by weight of a
 * polymer" and "wherein the polymer is 5% to 30% by weight" both measure the polymer), both or neither with "about"
 * bounds: "from about 5% to about 30%" under "from about 10% to about 20%" compares the numbers, how far one "about"
 * reaches is not judged. When the parent states several ranges of that thing ("a thickness of at least 20 mm", "a
 * thickness of at most 7 mm"), which one "the thickness" means is unclear, but a range outside every one of them
 * broadens whichever is meant.
 */
function broadenedRange(
  added: string,
  parent: string,
): { own: string; parent: string; at: number; disjoint: boolean } | null {
  const mine = [...rangesOf(added, { approx: true }), ...amountsAfterTransition(added)];
  const theirs = rangesOf(parent, { approx: true });
  for (const x of mine) {
    if (mine.filter((r) => r.dim === x.dim).length !== 1) continue;
    const thing = measured(added, x);
    if (thing === '') continue;
    const same = theirs.filter(
      (p) => p.dim === x.dim && thing === measured(parent, p) && Boolean(x.approx) === Boolean(p.approx),
    );
    const outside = (p: Range) =>
      x.lo < p.lo ||
      (x.lo === p.lo && !x.loOpen && p.loOpen) ||
      x.hi > p.hi ||
      (x.hi === p.hi && !x.hiOpen && p.hiOpen);
    // Wholly below or above the parent's range: no value lies in both.
    const apart = (p: Range) =>
      x.hi < p.lo ||
      (x.hi === p.lo && (x.hiOpen || p.loOpen)) ||
      x.lo > p.hi ||
      (x.lo === p.hi && (x.loOpen || p.hiOpen));
    if (same.length > 0 && same.every(outside))
      return {
        at: x.at + (x.text.length - x.text.trimStart().length),
        disjoint: same.every(apart),
        own: x.text.trim(),
        parent: `${same.length > 1 ? 'each of ' : ''}${same.map((p) => `"${p.text.trim()}"`).join(', ')}`,
      };
  }
  return null;
}

/** Words of an element without articles and copulas, to compare "the arms are connected" with "arms connected". */
const bare = (s: string) =>
  words(s)
    .replace(/\b(?:the|a|an|is|are|being|be)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * "wherein the brake arms are pivotally connected to the caliper body" under a claim reciting "brake arms pivotally
 * connected to the caliper body": the wherein clause restates a parent element (35 U.S.C. 112(d)). Only a clause of
 * five or more words, matched whole up to a stop or a clause word in the parent, with no word of its own.
 */
function restatedElement(rest: string, parent: string): string | null {
  const clause = /^\s*,?\s*(?:wherein|in which|where)\s+([^;:]+?)\s*\.?\s*$/i.exec(rest);
  if (!clause || /\b(?:further|also|additionally|another|second|not|only|each|all|both)\b/i.test(clause[1]))
    return null;
  const added = bare(clause[1]);
  if (/\|/.test(added) || added.split(' ').length < 5) return null;
  const escaped = added.replace(/[.*+?^${}()[\]\\]/g, '\\$&');
  const whole = new RegExp(
    String.raw`(?:^|\| |\b(?:wherein|where|which|that|and|comprising|including|having) )${escaped}(?: \||$| (?:and|wherein|which|whereby) )`,
  );
  return whole.test(bare(parent)) ? clause[1].trim() : null;
}

/** The bodies of every claim a claim rests on, through its whole chain. */
const ancestry = (c: ClaimUnit, byNumber: Map<number, ClaimUnit>) =>
  [...new Set(chains(c, byNumber).flat())].map((n) =>
    byNumber.get(n)!.text.slice(byNumber.get(n)!.bodyStart),
  );

/**
 * "wherein the lid is omitted" under a claim that recites a lid (and, in a method, "wherein the heating step is
 * removed"): the dependent claim takes away an element of its parent, which broadens it (35 U.S.C. 112(d), MPEP
 * 608.01(n) III). Only an element the claims it rests on name, with its article, and the whole clause about it.
 */
function omittedElement(c: ClaimUnit, rest: string, parents: string[]): string | null {
  const m =
    /^\s*,?\s*(?:wherein|in which|where)\s+(?:the|said)\s+([a-z][\w-]*(?:\s+[a-z][\w-]*){0,4}?)\s+(?:is|are)\s+(?:omitted|removed|eliminated|deleted|dispensed\s+with|left\s+out)\s*\.?\s*$/i.exec(
      rest,
    );
  if (!m) return null;
  const element = m[1].toLowerCase().replace(/\s+/g, ' ');
  if (c.category === 'method' && !/\bsteps?$/.test(element)) return null;
  const name = element.replace(/\s+steps?$/, '').replace(/\s+/g, String.raw`[\s-]+`);
  const named = new RegExp(
    String.raw`\b(?:an?|the|said|one|at least one|a plurality of)\s+(?:[\w-]+\s+){0,2}?${name}`,
    'i',
  );
  return parents.some(
    (p) => named.test(p) || (c.category === 'method' && new RegExp(String.raw`\b${name}`, 'i').test(p)),
  )
    ? m[1]
    : null;
}
