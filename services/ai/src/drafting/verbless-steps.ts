import type { ClaimFinding } from '@patent-hub/contracts';
import { isThingIng } from './antecedent.js';
import { key, type Token } from './claim-nlp.js';
import type { ClaimUnit } from './claim-structure.js';
import { finding } from './claim-finding.js';

/** A step's opening: its label at most ("b)", "(c)", "2."), then its act ("heating", "and then mixing"). */
const STEP_OPENING = /^\s*(?:(?:and|then)\s+)?(?:\(?[a-z0-9]{1,3}[.)]\s*)?[a-z]+ing\b/i;

/**
 * Where a method claim's list of steps can be read from (`from`, after its transition), or -1. A step opening a list
 * of its own with a colon ("providing a kit comprising: a lid; a cup; b) heating …") is followed by things, not
 * steps: the list is read again from the first step after the last such colon, and not at all when none follows.
 */
function stepsAfterSubList(text: string, from: number): number {
  const colon = text.indexOf(':', from) < 0 ? -1 : text.lastIndexOf(':');
  if (colon < 0) return from;
  const pieces = [...text.slice(colon + 1).matchAll(/[^;\n]+/g)].filter((m) => /[a-z]/i.test(m[0]));
  const step = pieces.findIndex((m, i) => i > 0 && i < pieces.length - 1 && STEP_OPENING.test(m[0]));
  return step < 0 ? -1 : colon + 1 + pieces[step].index;
}

/**
 * A method claim's element that names a thing and no act: "…; and the battery.", "a step of the battery." A step says
 * what is done (35 U.S.C. 112(b): a process is its acts); a thing alone in the list of steps is a fragment, a step
 * whose verb was lost. Read only where the steps form one flat list, or from the first step after a step's own colon
 * list ("providing a kit comprising: a lid; a cup"), and only when nothing in the element is a verb.
 */
export function nounOnlySteps(c: ClaimUnit, tokens: Token[]): ClaimFinding[] {
  if (c.category !== 'method' || (c.dependsOn.length > 0 && (c.ownCategory || !c.ref))) return [];
  const body = c.text.slice(c.bodyStart);
  // A dependent claim's own steps follow its "further comprising" ("The method of claim 1, further comprising the battery.").
  const t =
    c.dependsOn.length > 0
      ? /\b(?:further|also|additionally)\s+(?:comprising|comprises|including|includes)\b(?:\s+the\s+steps?\s+of)?\s*:?/i.exec(
          c.text.slice(c.ref!.end),
        )
      : /\b(?:comprising|comprises|including|includes|consisting(?:\s+essentially)?\s+of)\b(?:\s+the\s+steps?\s+of)?\s*:?/i.exec(
          body,
        );
  if (!t) return [];
  const from = stepsAfterSubList(
    c.text,
    (c.dependsOn.length > 0 ? c.ref!.end : c.bodyStart) + t.index + t[0].length,
  );
  if (from < 0) return [];
  const out: ClaimFinding[] = [];
  const pieces = [...c.text.slice(from).matchAll(/[^;\n]+/g)].filter((m) => /[a-z]/i.test(m[0]));
  // A list of parts opened inside a step ("providing a kit comprising a lid; a cup"): its pieces are no steps.
  const opensList = (piece: string) =>
    /\b(?:comprising|comprises|including|includes|having|has|containing|contains|consisting\s+of|with)\b/i.test(
      piece,
    );
  for (const [i, m] of pieces.entries()) {
    // The last element ("…; and the battery."), one called a step ("a step of the battery"), or one between two steps
    // ("…; the part in a sulfuric acid bath at 1.5 A/dm2; rinsing …"); a thing inside the list is more often a part of
    // the step before it ("providing a sleeve including (i) a distal end, and …").
    const prior = pieces[i - 1]?.[0] ?? '';
    if (/\b(?:including|comprising|having|of|with)\s*,?\s*$/i.test(prior) || /^\s*\((?:[ivx]+)\)/.test(m[0]))
      continue;
    const calledStep = /^\s*(?:(?:and|then)\s+)?(?:an?|the)\s+(?:[\w-]+\s+){0,2}?steps?\s+of\b/i.test(m[0]);
    const between =
      i > 0 &&
      pieces.slice(0, i).every((p) => !opensList(p[0])) &&
      /^\s*(?:(?:and|then)\s+)?[a-z]+ing\b/i.test(prior) &&
      /^\s*(?:(?:and|then)\s+)?[a-z]+ing\b/i.test(pieces[i + 1]?.[0] ?? '');
    if (i < pieces.length - 1 && !calledStep && !between) continue;
    const lead = /^\s*(?:(?:and|then)\s+)?(?:\(?[a-z0-9]{1,3}[.)]\s*)?/i.exec(m[0])![0];
    const e = m[0].slice(lead.length).replace(/[\s.,]+$/, '');
    const at = from + m.index + lead.length;
    // "the battery", "a step of the battery", "the bread on a rack": an article (after "a step of" at most), a noun
    // phrase and at most a prepositional phrase after it, nothing else.
    if (
      !/^(?:(?:an?|the)\s+(?:[\w-]+\s+){0,2}?steps?\s+of\s+)?(?:an?|the|said)\s+[a-z][\w\s-]*(?:\s(?:in|on|at|through|into|onto|over|under|from|to|for|with|within|by|via|above|below|between|across|along|around|inside|outside|near|against)\s[^,;:]*)?$/i.test(
        e,
      )
    )
      continue;
    const words = tokens.filter((x) => x.start >= at && x.end <= at + e.length && /[a-z]/i.test(x.text));
    if (words.length < 2 || words.length > 14) continue;
    // The noun phrase before any preposition: two to eight words, a noun among them.
    const pp = words.findIndex((x, k) => k > 0 && x.pos === 'ADP' && !/^(?:of|step|steps)$/i.test(x.lower));
    const np = pp < 0 ? words : words.slice(0, pp);
    if (np.length < 2 || np.length > 8 || !np.some((x) => x.pos === 'NOUN' || x.pos === 'PROPN')) continue;
    if (words.some((x) => /^(?:VERB|AUX|SCONJ|PRON)$/.test(x.pos) && !/^(?:step|steps)$/i.test(x.lower)))
      continue;
    if (words.some((x) => /[a-z](?:ing|ed)$/i.test(x.text) && !isThingIng(key(x.lower)))) continue;
    out.push(
      finding(
        c.number,
        'METHOD_WITHOUT_STEPS',
        'warning',
        `"${e}" is an element of method claim ${c.number} that names a thing and no act: each element of a method claim is a step saying what is done (35 U.S.C. 112(b)); say what is done with it ("charging the battery") or recite it within a step.`,
        at,
        at + e.length,
      ),
    );
  }
  return out;
}
