import type { ClaimFinding } from '@patent-hub/contracts';
import { key, type Token } from './claim-nlp.js';
import type { ClaimUnit } from './claim-structure.js';

/** One element of a claim body: its text and where it starts in the claim. */
export interface ClaimElement {
  text: string;
  start: number;
}

/**
 * Subjects whose elements need no relation to one another: ingredients of a composition (MPEP 2173.05(h) Markush
 * lists), the contents of a kit or package, a set of separate articles.
 */
const COLLECTION =
  /\b(?:compositions?|formulations?|mixtures?|alloys?|compounds?|kits?|packages?|sets?|combinations?|preparations?|blends?|solutions?|emulsions?|suspensions?|dispersions?|salts?|polymers?|copolymers?|resins?|pharmaceuticals?|medicaments?|vaccines?|foods?|feeds?|beverages?|libraries|library|arrays? of|assortments?|collections?)\b/i;

/** The transition and the elements after it, split at semicolons; empty when the body is not a list of elements. */
export function claimElements(c: ClaimUnit): ClaimElement[] {
  const body = c.text.slice(c.bodyStart);
  // The transition that opens the list: the first one with a colon ("said system comprising:"), else the first.
  const transitions = [
    ...body.matchAll(
      /\b(?:comprising|comprises|including|includes|consisting(?:\s+essentially)?\s+of|having)\b\s*:?/gi,
    ),
  ];
  const t = transitions.find((m) => m[0].trimEnd().endsWith(':')) ?? transitions[0];
  if (!t) return [];
  const from = c.bodyStart + t.index + t[0].length;
  const out: ClaimElement[] = [];
  // Semicolons of character entities ("&#x2266;") split nothing.
  for (const m of c.text.slice(from).matchAll(/(?:&#?\w+;|[^;])+/g)) {
    const lead = /^\s*(?:(?:and|or)\s+)?(?:\(?[a-z0-9]{1,3}\)\s*|[a-z0-9]{1,2}\.\s+)?/i.exec(m[0])![0];
    const text = m[0].slice(lead.length).replace(/[\s.,]+$/, '');
    if (text.length > 0) out.push({ text, start: from + m.index + lead.length });
    // After a wherein clause or a nested list ("wherein the first group comprises: …") come no more top-level elements.
    if (/\b(?:wherein|whereby|where)\b|:/i.test(text)) break;
  }
  // "comprising: a first gear and a shaft": two elements joined by "and" with no semicolon.
  if (out.length === 1) {
    const [only] = out;
    const parts = [
      ...only.text.matchAll(
        /(?:^|,?\s+and\s+)((?:an?|one|two|at least one)\s[^,]*?)(?=,?\s+and\s+(?:an?|one|two|at least one)\s|$)/gi,
      ),
    ];
    if (parts.length >= 2 && parts.map((p) => p[0]).join('') === only.text)
      return parts.map((p) => ({ text: p[1], start: only.start + p.index + p[0].length - p[1].length }));
  }
  return out;
}

/** Tags that may stand inside a bare noun phrase ("a first support member 12", "a plurality of wheels (14)"). */
const NP_TAGS = new Set(['NOUN', 'PROPN', 'ADJ', 'NUM', 'X', 'SYM', 'PUNCT']);
const INTRO =
  /^(?:an?|one|two|three|four|first|second|third|at\s+least\s+(?:one|two)|one\s+or\s+more|a\s+(?:plurality|pair|set|number)\s+of)\s+/i;
/** A word in the next element that points back at the one before ("a housing; a motor mounted therein"). */
const ANAPHOR =
  /\b(?:there(?:in|to|on|of|with|from|by|at|under|over|between|through|around|along)|it|its|them|their)\b/i;

/**
 * The words of an element before it introduces a part of its own ("a motor mounted therein" → all of it; "a camshaft
 * having a cam formed thereon" → "a camshaft having"): an anaphor after that part points at it or at the element itself,
 * not back at the element before.
 */
const ownWords = (text: string) => {
  const intro = INTRO.exec(text);
  const rest = intro ? text.slice(intro[0].length) : text;
  const next = /\b(?:an?|one|two|at\s+least\s+one|one\s+or\s+more|a\s+plurality\s+of)\s/i.exec(rest);
  return text.slice(0, (intro?.[0].length ?? 0) + (next ? next.index : rest.length));
};

/**
 * An element in a product claim's body that is a bare noun phrase ("a data bus") which no other part of the claim
 * refers to ("the data bus", "said bus", "therein" right after it): the claim recites a part without saying how it
 * relates to the others (a "parts list"). Independent product claims whose body is a list of at least two elements
 * only; compositions, kits and other collections are lists by nature.
 */
export function unrelatedElements(c: ClaimUnit, tokens: Token[]): ClaimFinding[] {
  if (c.dependsOn.length > 0 || c.category !== 'product' || !c.subject) return [];
  if (COLLECTION.test(c.text.slice(c.bodyStart, c.subject.end))) return [];
  const elements = claimElements(c);
  if (elements.length < 2) return [];
  // "arranged along an optical axis in order from the object side": the preamble relates every element at once ("a
  // device to be connected to a trailer" relates the device to something else, not its elements).
  const lead = c.text.slice(c.subject.end, elements[0].start);
  if (
    /\b(?:in\s+(?:this\s+)?(?:order|sequence|series)|successively|stacked|arranged|(?:connected|coupled)(?!\s+to\s+(?:an?|the|said)\s))\b/i.test(
      lead,
    )
  )
    return [];
  const out: ClaimFinding[] = [];
  elements.forEach((e, i) => {
    const intro = INTRO.exec(e.text);
    if (!intro) return;
    const inside = tokens.filter(
      (t) => t.start >= e.start + intro[0].length && t.end <= e.start + e.text.length,
    );
    // "of" only inside a quantifier ("a plurality of wheels"), already skipped; any verb, preposition or clause relates.
    if (inside.length === 0 || inside.some((t) => !NP_TAGS.has(t.pos) || /^[,;:]$/.test(t.text))) return;
    const nouns = inside.filter((t) => /^[a-z][\w-]*$/i.test(t.text));
    const head = nouns[nouns.length - 1];
    if (!head || (head.pos !== 'NOUN' && head.pos !== 'PROPN')) return;
    const h = key(head.text.replace(/^.*-/, ''));
    const rest = c.text.slice(c.bodyStart, e.start) + ' ' + c.text.slice(e.start + e.text.length);
    const named = new RegExp(
      String.raw`\b(?:the|said|each|every|such|its|their)\s+(?:[\w-]+\s+){0,5}?(?:[\w]+-)?${h.replace(/[^\w]/g, '')}(?:s|es)?\b`,
      'i',
    );
    if (named.test(rest)) return;
    if (i + 1 < elements.length && ANAPHOR.test(ownWords(elements[i + 1].text))) return;
    const phrase = e.text;
    out.push({
      claim: c.number,
      code: 'UNRELATED_ELEMENT',
      severity: 'warning',
      message: `"${phrase}" is recited but not related to any other element: nothing in the claim says how it is connected to or cooperates with the others. A claim that lists parts without their structural or functional relationship may be rejected as incomplete under 35 U.S.C. 112(b) (MPEP 2172.01, 2173.05(k)); say how it connects ("coupled to the …", "configured to … the …").`,
      start: e.start,
      end: e.start + phrase.length,
    });
  });
  return out;
}
