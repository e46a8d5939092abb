/**
 * Whether each element a drafted apparatus claim introduces is tied to the rest of the claim (issue 24): an element
 * of the body is tied when it states a relation to another element or the subject ("a lid mounted on the body") or
 * another element states one to it ("… inserted into the cavity"); a part claimed inside another ("a housing
 * comprising a valve") is tied by being part of it. A thing a wherein clause introduces is tied only when the clause
 * says what it is part of or where it is ("the bracket comprises a first protrusion", "a first protrusion disposed
 * on the bracket"); a quantity ("a distance between …", "a height of …") introduces nothing.
 */

/** Words that end an element's name: relations, connectives, prepositions. */
const NAME_STOP =
  /^(?:comprising|comprises|including|includes|having|has|configured|adapted|operable|and|or|with|that|which|wherein|whereby|to|of|on|upon|in|into|onto|within|at|by|from|for|between|around|over|under|through|along|against|across|inside|about)$/;
/** Quantities and measures: what a wherein clause states of things, never a thing itself. */
const MEASURE =
  /^(?:ratio|proportion|distance|spacing|gap|clearance|depth|height|width|length|thickness|diameter|radius|angle|pitch|separation|amount|weight|mass|volume|area|size|number|level|value|percentage|concentration|temperature|pressure|speed|rate|time|period|duration)$/;
const JOINED =
  '(?:disposed|mounted|attached|connected|coupled|formed|protruding|projecting|extending|secured|fixed|positioned|located|arranged|provided|received|inserted|fastened|joined|supported|carried|held|embedded|defined)';
const INTO =
  '(?:on|upon|in|into|onto|to|from|within|at|with|inside|through|around|over|under|along|across|by|between)';

const escapeRe = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The name an element is introduced by: "retracting reel" of "a retracting reel inserted into the cavity". */
export function elementName(element: string): string {
  const ws = element
    .trim()
    .replace(/^(?:an?|one|at least one)\s+(?:plurality\s+of\s+)?/i, '')
    .split(/\s+/);
  const name: string[] = [];
  for (let i = 0; i < ws.length; i++) {
    const w = ws[i].toLowerCase().replace(/,$/, '');
    if (!/^[a-z][a-z0-9-]*$/.test(w) || NAME_STOP.test(w)) break;
    // "a reel inserted into …", "a tab protruding from …": a participle before a preposition starts a relation, and
    // so does one before an article ("a bracket surrounding the reel", "a layer neighboring the metal layer").
    if (
      /(?:ed|ing)$/.test(w) &&
      name.length > 0 &&
      (NAME_STOP.test(ws[i + 1]?.toLowerCase() ?? '') || /^(?:the|said|an?)$/i.test(ws[i + 1] ?? ''))
    )
      break;
    name.push(w);
    if (/,$/.test(ws[i])) break;
  }
  return name.join(' ');
}

export interface ClaimTies {
  /** Claim 1's body elements (before any wherein clause). */
  elements: string[];
  /** Body elements tied to nothing: no relation of theirs, none to them. */
  untied: string[];
  /** Things the wherein clauses introduce (with "a/an"), measures aside. */
  introduced: string[];
  /** Those of them the clause ties to nothing ("a first protrusion" of "a distance between a first protrusion …"). */
  floating: string[];
}

/** The ties of an apparatus or system claim's elements ("1. A … comprising: …; wherein …"). */
export function claimTies(claim: string): ClaimTies {
  const text = claim.replace(/^\s*\d+\.\s*/, '').replace(/\.\s*$/, '');
  const body = text.replace(/^[\s\S]*?\bcomprising:?\s*/, '');
  const [list, ...clauses] = body.split(/;?\s*\bwherein\b\s*/);
  const elements = list
    .split(/;\s*(?:and\s+)?/)
    .map((e) => e.trim())
    .filter(Boolean);
  const wherein = clauses.join(' wherein ');
  const untied = elements.filter((e, i) => {
    const name = elementName(e);
    const rest = e.slice(e.toLowerCase().indexOf(name) + name.length);
    if (/\b(?:the|said)\s+[a-z]/i.test(rest)) return false;
    if (!name) return true;
    // Its name, or a part it comprises ("a windmill comprising a tower" is tied by "… mounted in the tower").
    const inner = [...rest.matchAll(/\b(?:an?|plurality\s+of)\s+([a-z][a-z0-9 -]*)/gi)].map((m) =>
      elementName(m[0]),
    );
    const names = [name, ...inner].filter(Boolean).map(escapeRe);
    const named = new RegExp(`\\b(?:the|said)\\s+(?:${names.join('|')})\\b`, 'i');
    return ![...elements.filter((_, j) => j !== i), wherein].some((o) => named.test(o));
  });
  const introduced: string[] = [];
  const floating: string[] = [];
  for (const clause of clauses) {
    for (const m of clause.matchAll(
      /\b(?:an?)\s+((?:[a-z][a-z0-9-]*\s+){0,4}?[a-z][a-z0-9-]*)(?=\s+(?:and|or|of|between|is|are|to|than|from|in|on|upon|disposed|mounted|attached|connected|coupled|formed|protruding|projecting|extending|secured|fixed|positioned|located|arranged|provided|received|inserted)\b|\s*[,;.]|\s*$)/gi,
    )) {
      const name = m[1].toLowerCase();
      if (MEASURE.test(name.split(' ').pop()!)) continue;
      introduced.push(name);
      const n = escapeRe(name);
      const a = String.raw`an?\s+(?:[a-z][a-z0-9-]*\s+){0,4}?[a-z][a-z0-9-]*`;
      const partOf = new RegExp(
        String.raw`\b(?:the|said)\s+[a-z][a-z0-9 -]*?\s+(?:comprises|includes|has|comprising|including|having)\s+(?:${a}(?:,\s*|\s+and\s+))*an?\s+${n}\b`,
        'i',
      );
      const placed = new RegExp(
        String.raw`\ban?\s+${n}(?:(?:,\s*|\s+and\s+)${a})*(?:\s+(?:is|are|each))?\s+${JOINED}\s+${INTO}\s+(?:the|said)\s+[a-z]`,
        'i',
      );
      if (!partOf.test(clause) && !placed.test(clause)) floating.push(name);
    }
  }
  return { elements, untied, introduced, floating };
}

/**
 * The claimed part the description says a thing is on, in or part of, in one sentence naming both: "Two protrusions
 * (… a "first protrusion" …) are disposed upon the first surface of the bracket" → "bracket". Null when no sentence
 * says so: then the thing stays out of the claim.
 */
export function partHolding(description: string, thing: string, claimed: string[]): string | null {
  const head = thing.split(' ').pop()!;
  const names = `(?:${escapeRe(thing)}|${escapeRe(head)}s|${escapeRe(head)}es)`;
  for (const sentence of description.split(/(?<=[a-z0-9)][.;])\s+(?=[A-Z])/)) {
    const at = new RegExp(`\\b${names}\\b`, 'i').exec(sentence);
    if (!at) continue;
    const after = sentence.slice(at.index);
    for (const part of [...claimed].sort((a, b) => b.length - a.length)) {
      const p = escapeRe(part);
      const on = new RegExp(
        String.raw`^[^.]*?\b(?:are|is)\s+(?:each\s+)?${JOINED}\s+${INTO}\s+(?:the|said|an?)\s+(?:(?:[a-z][a-z0-9-]*\s+){0,3}?(?:\d+[a-z]?\s+)?(?:of|on|in)\s+(?:the|said)\s+)?${p}\b`,
        'i',
      );
      const has = new RegExp(
        String.raw`\b(?:the|said|an?)\s+${p}(?:\s+\d+[a-z]?)?\s+(?:comprises|includes|has|having|comprising|including)\s+[^.;]*?\b${names}\b`,
        'i',
      );
      if (on.test(after) || has.test(sentence)) return part;
    }
  }
  return null;
}
