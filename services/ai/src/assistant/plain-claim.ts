import type { SplitClaim } from '../engine/claim-elements.js';

/** What a claim is, read from the head of its preamble (the word before "for", "of", a comma…) and its elements. */
const CLAIM_KINDS: { head: RegExp; what: string; verb: string; parts: string }[] = [
  {
    head: /^(?:method|process)$/i,
    what: 'a method (a series of steps)',
    verb: 'It involves',
    parts: 'steps',
  },
  {
    head: /^(?:medium|media|memory|memories|product)$/i,
    what: 'a product storing or carrying something (such as instructions)',
    verb: 'It holds',
    parts: 'parts',
  },
  {
    head: /^(?:composition|compound|formulation|mixture|alloy|solution|material|polymer|emulsion|blend|coating)$/i,
    what: 'a composition (what something is made of)',
    verb: 'It contains',
    parts: 'ingredients',
  },
  {
    head: /^(?:system|apparatus|device|machine|assembly|circuit|unit|tool|instrument|structure|equipment|arrangement|kit|vehicle|display)$/i,
    what: 'an apparatus or system (a thing and its parts)',
    verb: 'It has',
    parts: 'parts',
  },
];

/** The words ending a preamble's subject ("A method for …", "A system, comprising", "A device that …"). */
const SUBJECT_END =
  /\s*(?:,|;|:|\(|\b(?:for|of|to|in|on|that|which|wherein|where|comprising|comprises|including|includes|consisting|having|storing|configured|adapted|used|with)\b)/i;

/** The claim's kind from the last word of its subject; a claim split into steps is a method whatever its head says. */
function kindOf(split: SplitClaim): (typeof CLAIM_KINDS)[number] {
  // An acronym or numeral in parentheses is no end of the subject: "A laser detection and ranging (LADAR) system".
  const subject = split.preamble
    .replace(/\s*\([^()]*\)/g, '')
    .replace(/^(?:in\s+)?(?:an?|the|one or more)\s+/i, '')
    .split(SUBJECT_END)[0];
  const head = subject.trim().split(/\s+/).at(-1) ?? '';
  if (split.elements.some((e) => e.kind === 'step')) return CLAIM_KINDS[0];
  const kind = CLAIM_KINDS.find((k) => k.head.test(head));
  return (
    kind ?? { head: /$^/, what: `a ${head || 'thing'} (a product)`, verb: 'It includes', parts: 'parts' }
  );
}

/** The wording rules: claim drafting words replaced by everyday ones, nothing else changed. */
const REWRITES: [RegExp, string][] = [
  [/\bsaid\b/gi, 'the'],
  [/\bwherein\b/gi, 'where'],
  [/\bwhereby\b/gi, 'so that'],
  [/\ba plurality of\b/gi, 'several'],
  [/\bplurality of\b/gi, 'several'],
  [/\bthereof\b/gi, 'of it'],
  [/\btherein\b/gi, 'in it'],
  [/\bthereon\b/gi, 'on it'],
  [/\bthereto\b/gi, 'to it'],
];

/** An element that is a statement about what the claim already named, not a part or step of its own. */
const STATEMENT = /^(?:the|said|each|when|whenever|if|where|in which)\b/i;

/** An element defining symbols of a formula: "L1 represents …", "X5 and X6 represent …", "Y1, Y2, and Y3 each represent …". */
const DEFINES =
  /^(?:[A-Z][\w′']{0,4}(?:,?\s+(?:and\s+)?[A-Z][\w′']{0,4})*)\s+(?:each\s+)?(?:represents?|denotes?|is|are|stands? for)\b/;

/** One element as a sentence: its drafting words replaced, its list punctuation dropped, opened by the kind's verb. */
function sentenceOf(text: string, kind: string, verb: string): string {
  let s = text
    .trim()
    .replace(/[\s;,]+(?:and|or)$/i, '')
    .replace(/[\s;,.:]+$/, '');
  for (const [re, to] of REWRITES) s = s.replace(re, to);
  // A "wherein" clause states a condition on what came before, and so does an element about something already named
  // ("the apparatus is configured …", "when …"): each reads as its own sentence.
  if (kind === 'wherein') s = `Also, ${s.replace(/^where:?\s+/i, '')}`;
  else if (STATEMENT.test(s) || DEFINES.test(s.replace(/^where:?\s+/i, ''))) {
    // A definition of a symbol ("L1 represents a single bond …") is a sentence of its own, not a part contained.
    s = s.replace(/^where:?\s+/i, '');
    s = s.charAt(0).toUpperCase() + s.slice(1);
  } else s = `${verb} ${s}`;
  return `${s.replace(/\s+/g, ' ')}.`;
}

/** The transition's effect in plain words (MPEP 2111.03). */
function transitionText(t: string | null, parts: string): string {
  if (!t) return '';
  if (/consisting essentially of/i.test(t))
    return ` “${t}” means the claim is partly closed: other things may be added only if they do not change its basic character.`;
  if (/consisting of/i.test(t))
    return ` “${t}” means the claim is closed: it covers only these ${parts}, nothing more.`;
  if (/compris|includ/i.test(t))
    return ` “${t}” means the claim is open-ended: something with these ${parts} and more still falls within it.`;
  return '';
}

/**
 * An independent claim restated in plain English by rules (attorney review, issue 25): what kind of claim it is, one
 * sentence per element with claim words replaced ("said" → "the", "wherein" → "where"), and what its transition
 * leaves open. A mechanical restatement, labelled as such: it adds no fact the claim's words do not state.
 */
export function plainClaim(split: SplitClaim, n: number): string {
  const { what, verb, parts } = kindOf(split);
  const sentences = split.elements.map((e) => {
    const s = sentenceOf(e.text, e.kind, verb);
    return e.alternatives?.length ? `${s.slice(0, -1)} (any one of: ${e.alternatives.join('; ')}).` : s;
  });
  return (
    `**In plain English** (a mechanical restatement by the local engine's rules — claim words replaced, nothing ` +
    `added; the claim's own words above are what count): claim ${n} claims ${what}.${transitionText(split.transition, parts)}\n` +
    sentences.map((s) => `- ${s}`).join('\n')
  );
}
