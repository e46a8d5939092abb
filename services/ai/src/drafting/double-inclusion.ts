import type { ClaimFinding } from '@patent-hub/contracts';
import { chains, type ClaimUnit } from './claim-structure.js';
import { NAME_ENDS } from './repeated-element.js';

/** "further comprising", "also including": what follows adds elements to the claimed subject. */
const FURTHER =
  /\b(?:further|also|additionally)\s+(?:(comprising|including|having)|(?:comprises|includes|has))\b(?:\s*:)?\s*/gi;
/** A name ends as in repeated-element.ts, but "a door opening and closing unit" goes on past its "and". */
export const ENDS = String.raw`(?!\s+(?:and|or)\s+(?!(?:an?|the|said|one|at|each|wherein)\b))${NAME_ENDS}`;
/** One element of the added list: its article and its name, up to four words. */
const ITEM = new RegExp(String.raw`^(?:and\s+)?(an?)\s+((?:[a-z][\w-]*\s+){0,3}?[a-z][\w-]*)${ENDS}`, 'i');
const ITEM_CUT = /;\s*|,\s*(?:and\s+)?(?=an?\s)|\s+and\s+(?=an?\s)/gi;
/** An item that is only a part's name ("a cord"): an "and" after it starts the next item, not a nested one. */
const BARE_ITEM = /^(?:and\s+)?an?\s+(?:[a-z][\w-]*\s+){0,3}[a-z][\w-]*\s*$/i;
/** Words saying the element is another one, or naming a count, a share or a function rather than a part. */
export const NOT_A_PART =
  /^(?:second|third|fourth|further|another|other|additional|extra|separate|new|plurality|pair|number|set|series|portion|part|amount|quantity|means|step|method|process|combination)$/i;
/** Where a parent's elements start: after its transition ("A circuit for a switch, comprising" names no switch it claims). */
const TRANSITION =
  /\b(?:comprising|comprises|including|includes|consisting|having|wherein|characteri[sz]ed)\b|:/i;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text of a claim in which it recites elements: a dependent claim's after its reference, else after its transition. */
function elementsText(u: ClaimUnit): string {
  if (u.ref) return u.text.slice(u.ref.end);
  const from = u.subject?.end ?? u.bodyStart;
  const t = TRANSITION.exec(u.text.slice(from));
  return t ? u.text.slice(from + t.index) : '';
}

/**
 * "2. The lamp of claim 1, further comprising a switch." when claim 1 (or a claim it rests on, never a sibling)
 * already recites "a switch": the claim can be read to include a second switch or the same one twice, and which is
 * meant is unclear (double inclusion, MPEP 2173.05(o): "where a claim directed to a device can be read to include the
 * same element twice, the claim may be indefinite"). Only elements added to the claimed subject ("further comprising"
 * after the reference or after a comma, "the lamp further comprises"), each named as the parent names it with "a/an";
 * "a second switch", "another switch", "a plurality of switches", "at least one additional switch" say which.
 */
export function doubleInclusion(c: ClaimUnit, byNumber: Map<number, ClaimUnit>): ClaimFinding[] {
  if (!c.ref || c.dependsOn.length === 0 || c.ownCategory || c.category !== 'product') return [];
  const parents = [...new Set(chains(c, byNumber).flat())]
    .filter((n) => n < c.number)
    .map((n) => elementsText(byNumber.get(n)!));
  const subject = c.subject?.head;
  const out: ClaimFinding[] = [];
  for (const m of c.text.matchAll(FURTHER)) {
    if (m.index < c.ref.end) continue;
    const before = c.text.slice(c.ref.end, m.index);
    const toSubject = m[1]
      ? /^\s*,?\s*$|,\s*(?:and\s+)?$/.test(before)
      : subject !== undefined &&
        new RegExp(String.raw`\b(?:the|said)\s+(?:[\w-]+\s+){0,2}?${escape(subject)}\s+$`, 'i').test(before);
    if (!toSubject) continue;
    const from = m.index + m[0].length;
    const list = c.text.slice(from).split(/,?\s+(?:wherein|whereby|such\s+that|so\s+that)\b/i)[0];
    // Items: after a semicolon, or a comma or "and" before an article ("a switch, a lamp, and a cord").
    // "and a" starts an item only after a bare name: in "a conductor connecting a pad on X and a pad on Y" both pads
    // belong to the conductor.
    const items: { start: number; end: number }[] = [{ start: 0, end: list.length }];
    for (const x of list.matchAll(ITEM_CUT)) {
      const last = items.at(-1)!;
      if (/^\s+and\s/i.test(x[0]) && !BARE_ITEM.test(list.slice(last.start, x.index))) continue;
      last.end = x.index;
      items.push({ start: x.index + x[0].length, end: list.length });
    }
    for (const { start: s, end: e } of items) {
      const at = from + s;
      const text = list.slice(s, e);
      const item = ITEM.exec(text);
      // "a magnet disposed in each of the cavities": one per cavity, a count of its own.
      if (!item || /\b(?:each|every|respective)\b/i.test(text)) continue;
      const name = item[2].toLowerCase().replace(/\s+/g, ' ');
      if (NOT_A_PART.test(name.split(' ')[0])) continue;
      const called = new RegExp(
        String.raw`\b(?:an?|one)\s+${name
          .split(' ')
          .map(escape)
          .join(String.raw`[\s-]+`)}${ENDS}`,
        'i',
      );
      if (!parents.some((p) => called.test(p))) continue;
      const start = at + item[0].search(/\ban?\s/i);
      const phrase = `${item[1]} ${item[2]}`;
      out.push({
        claim: c.number,
        code: 'DOUBLE_INCLUSION',
        severity: 'warning',
        message: `"${phrase}" is added though ${parents.length > 1 ? `claim ${c.dependsOn[0]} or a claim it rests on` : `claim ${c.dependsOn[0]}`} already recites ${item[1].toLowerCase()} ${name}: the claim can be read to include a second ${name} or the same one twice, so which is meant is unclear (double inclusion, 35 U.S.C. 112(b), MPEP 2173.05(o) [R-08.2012]). Write "a second ${name}" (or "another ${name}") for another one, or refer to "the ${name}" in a "wherein" clause for the same one.`,
        start,
        end: start + phrase.length,
      });
    }
  }
  return out;
}
