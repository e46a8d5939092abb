import { subjectTerms } from './claim-chart.js';
import { rangeConflict } from './claim-ranges.js';

/**
 * Limitations of two claim elements that conflict on their face (issue 24): two closed lists that differ ("only a
 * speed reference" / "only position and torque signals"), a part one excludes and the other recites ("without
 * counterweight" / "a counterweight"), and ranges of one quantity that do not overlap ("between 5 and 10 mm" / "at
 * least 20 mm"). A reading of the words, not a construction of either claim.
 */
export interface Conflict {
  kind: 'exclusive' | 'excluded' | 'range';
  /** The conflicting words as written in each element. */
  own: string;
  other: string;
}

// Where the phrase an exclusive or negating word governs ends: punctuation or a word that starts another clause.
const SCOPE = String.raw`([^,;:.()]{1,80}?)(?=\s*(?:[,;:.()]|$|\b(?:wherein|whereby|which|that|when|where|while|to|for|from|in|on|at|by|with|via|into|so|such|being|is|are)\b))`;
/**
 * A closed list: "only a speed reference", "consisting of A and B", "exclusively of steel". A Markush group ("selected
 * from the group consisting of") lists alternatives for one variable of many, so it is left out.
 */
const EXCLUSIVE = new RegExp(
  String.raw`\b(?:only|exclusively|solely|(?<!group\s)consist(?:s|ing)\s+(?:essentially\s+)?of)\s+(?!(?:when|if|after|before|during|while|upon|once|in|on|at|by|to|partially|partly|one|a\s+portion|part)\b)` +
    SCOPE,
  'gi',
);
/**
 * What an element excludes: "without counterweight", "free of lead", "no adhesive" (not "no more than 5"), and a
 * negated verb of having: "does not contain a magnet", "neither section contains a magnet", "lacking a hinge".
 */
const EXCLUDED = new RegExp(
  String.raw`\b(?:without|free\s+(?:of|from)|devoid\s+of|excluding|lacking|no|(?:does|do|shall|must|will|can|may)\s+not\s+(?:contain|include|comprise|have|carry)|not\s+(?:containing|including|comprising|having)|neither\s+(?:\w+\s+){0,3}?(?:contains?|includes?|comprises?|has|have|carries|carry))\s+(?!(?:more|less|greater|fewer|longer|shorter|later|earlier|sooner|further|other|than|one|single|longer)\b)` +
    SCOPE,
  'gi',
);

const EXCLUDED_WORD = /\b(?:without|free|devoid|excluding|lacking|no|not|neither)\s/i;
const EXCLUSIVE_WORD = /\b(?:only|exclusively|solely|consist)/i;

interface Scope {
  /** The words as written, the governing word included ("only a speed reference"). */
  phrase: string;
  stems: Set<string>;
  /** The last subject word before it in its clause: what is limited ("receive" in "receive only a speed reference"). */
  lead: string;
  /** The words of its clause before it: whose it is ("a third lens group includes only …"). */
  subject: Set<string>;
}

/** The clause before a position: back to the nearest ",", ";" or ":" (at most 60 characters). */
const clauseBefore = (text: string, at: number) =>
  text
    .slice(Math.max(0, at - 60), at)
    .split(/[;:,]/)
    .at(-1) ?? '';
/** Whether two clauses can be about the same thing: one's words hold the other's, ordinals ("third", "fourth") too. */
const sameSubject = (a: ReadonlySet<string>, b: ReadonlySet<string>) => subset(a, b) || subset(b, a);

const ORDINAL = /\b(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)\b/gi;
/** Subject terms with the ordinals the shared stop words drop ("first particles" and "second particles" differ). */
const stemsOf = (text: string) =>
  new Set([...subjectTerms(text), ...[...text.matchAll(ORDINAL)].map((m) => `#${m[0].toLowerCase()}`)]);

const recitedCache = new Map<string, ReadonlySet<string>>();

function scopes(text: string, re: RegExp): Scope[] {
  // Most elements have no exclusive or negating word: nothing to stem (a plain word test first, the phrase later).
  if (!(re === EXCLUDED ? EXCLUDED_WORD : EXCLUSIVE_WORD).test(text)) return [];
  return [...text.matchAll(re)]
    .flatMap((m) => {
      const before = clauseBefore(text, m.index);
      // Excluding "a magnet or any magnetic material" excludes each of them: one scope per alternative.
      const parts = re === EXCLUDED ? m[1].split(/\s+(?:or|nor)\s+/i) : [m[1]];
      return parts.map((part) => ({
        phrase: m[0].replace(/\s+(?:and|or)\s*$/i, '').trim(),
        stems: new Set([...stemsOf(part)].filter((t) => !/^(?:only|without|no|free|devoid|any)$/.test(t))),
        lead: subjectTerms(before).at(-1) ?? '',
        subject: stemsOf(before),
      }));
    })
    .filter((s) => [...s.stems].some((t) => !t.startsWith('#')));
}

const subset = (a: ReadonlySet<string>, b: ReadonlySet<string>) => [...a].every((t) => b.has(t));

/** The words of `text` the element recites, less those it excludes itself ("a boom without a counterweight"). */
function recited(text: string): ReadonlySet<string> {
  const known = recitedCache.get(text);
  if (known) return known;
  const out = stemsOf(text);
  for (const s of scopes(text, EXCLUDED)) for (const t of s.stems) out.delete(t);
  // Each element is read against every element of the other claim: stem it once (a bounded cache).
  if (recitedCache.size > 5000) recitedCache.clear();
  recitedCache.set(text, out);
  return out;
}

/**
 * The words of `text` naming `stems`: from the first to the last word in one run holding them, with up to four words
 * before it in its clause ("a stop that defines dead points").
 */
function quoteOf(text: string, stems: ReadonlySet<string>): string {
  const words = [...text.matchAll(/[^\s,;:]+|[,;:]/g)].map((m) => m[0]);
  const hit = words.map((w) => [...stemsOf(w)].some((t) => stems.has(t)));
  const first = hit.indexOf(true);
  if (first < 0) return text.trim();
  let last = first;
  while (hit[last + 1] || (hit[last + 2] && /^(?:of|and)$/i.test(words[last + 1])))
    last += hit[last + 1] ? 1 : 2;
  let from = first;
  while (from > 0 && first - from < 4 && !/^[,;:]$/.test(words[from - 1])) from--;
  return words.slice(from, last + 1).join(' ');
}

/**
 * "without X" in one element, X recited (not excluded) in the other, in every one of its words. `aElse`/`bElse`: the
 * other elements of each claim; a claim that recites X elsewhere itself ("no valve lift" in one state, "low valve lift"
 * in another) does not exclude X as a whole, so its "no X" is no conflict.
 */
export function excludedConflict(
  a: string,
  b: string,
  aElse: string[] = [],
  bElse: string[] = [],
): Conflict | null {
  const own = (s: Scope, rest: string[]) => !rest.some((t) => subset(s.stems, recited(t)));
  const inB = recited(b);
  for (const s of scopes(a, EXCLUDED))
    if (subset(s.stems, inB) && own(s, aElse))
      return { kind: 'excluded', own: s.phrase, other: quoteOf(b, s.stems) };
  const inA = recited(a);
  for (const s of scopes(b, EXCLUDED))
    if (subset(s.stems, inA) && own(s, bElse))
      return { kind: 'excluded', own: quoteOf(a, s.stems), other: s.phrase };
  return null;
}

/**
 * What the other element puts right after the word an "only" follows, with no "only" of its own ("receive position
 * and torque signals" against "receive only a speed reference"): an object, not a participle or a preposition.
 */
function plainAfter(text: string, lead: string): Scope | null {
  for (const w of text.matchAll(/[A-Za-z][\w-]*/g)) {
    if (subjectTerms(w[0])[0] !== lead) continue;
    const m = new RegExp(String.raw`^\s+` + SCOPE).exec(text.slice(w.index + w[0].length));
    const first = m?.[1].trim().split(/\s+/)[0] ?? '';
    if (
      !m ||
      /^(?:only|exclusively|solely|not|no)$|(?:ed|ing)$|^(?:of|in|on|at|by|to|with|from|and|or|is|are|being)$/i.test(
        first,
      )
    )
      continue;
    const stems = stemsOf(m[1]);
    if ([...stems].some((t) => !t.startsWith('#')))
      return {
        phrase: `${w[0]} ${m[1].replace(/\s+(?:and|or)\s*$/i, '').trim()}`,
        stems,
        lead,
        subject: stemsOf(clauseBefore(text, w.index + w[0].length)),
      };
  }
  return null;
}

/**
 * Two closed lists of the same thing ("receive only …", "a core consisting of …") neither holding the other's words,
 * or "<verb> only X" against the same verb with an object outside X.
 */
function exclusiveConflict(a: string, b: string): Conflict | null {
  const xs = scopes(a, EXCLUSIVE);
  const ys = scopes(b, EXCLUSIVE);
  for (const x of xs)
    for (const y of ys)
      if (
        x.lead &&
        x.lead === y.lead &&
        sameSubject(x.subject, y.subject) &&
        !subset(x.stems, y.stems) &&
        !subset(y.stems, x.stems)
      )
        return { kind: 'exclusive', own: x.phrase, other: y.phrase };
  const onlyAfterLead = (s: Scope) => s.lead && /^only\b/i.test(s.phrase);
  for (const x of xs.filter(onlyAfterLead)) {
    const y = ys.some((o) => o.lead === x.lead) ? null : plainAfter(b, x.lead);
    if (y && sameSubject(x.subject, y.subject) && !subset(y.stems, x.stems))
      return { kind: 'exclusive', own: x.phrase, other: y.phrase };
  }
  for (const y of ys.filter(onlyAfterLead)) {
    const x = xs.some((o) => o.lead === y.lead) ? null : plainAfter(a, y.lead);
    if (x && sameSubject(x.subject, y.subject) && !subset(x.stems, y.stems))
      return { kind: 'exclusive', own: x.phrase, other: y.phrase };
  }
  return null;
}

/** Ranges of the same quantity that do not overlap, or null. */
export function rangeOnly(a: string, b: string): Conflict | null {
  const range = rangeConflict(a, b);
  return range && { kind: 'range', ...range };
}

/** The first conflict on the face of two matched elements, or null. */
export function conflictBetween(
  a: string,
  b: string,
  aElse: string[] = [],
  bElse: string[] = [],
): Conflict | null {
  return exclusiveConflict(a, b) ?? excludedConflict(a, b, aElse, bElse) ?? rangeOnly(a, b);
}
