import { splitClaimElements, type ClaimElement } from './claim-elements.js';
import {
  highlightTerms,
  poolIdf,
  subjectTerms,
  termEvidence,
  type Passage,
  type TermEvidence,
} from './claim-chart.js';
import { terms } from './text.js';
import { conflictBetween, excludedConflict, rangeOnly, type Conflict } from './claim-conflict.js';

/**
 * Element-by-element comparison of two claims by their wording (issue 24): each element of one claim is matched to
 * the element of the other that shares most of its IDF-weighted subject terms (the claim chart's term signal,
 * engine/claim-chart.ts). A textual comparison, not a construction of either claim: synonyms and equivalents are not
 * recognised, and no rule of law (all-elements rule, doctrine of equivalents) is applied. "conflicting": the words of
 * the two elements conflict on their face (claim-conflict.ts), whatever their share of terms.
 */
export type Correspondence = 'corresponding' | 'partly' | 'conflicting' | 'none';

/** One element of a claim, with the claim it comes from (a dependent claim's chain has several). */
export interface ComparedElement {
  /** Where the element is: "claim 11, element 2", "claim 13, wherein clause", "preamble". */
  where: string;
  text: string;
}

export interface ElementMatch {
  element: ComparedElement;
  correspondence: Correspondence;
  /** The other claim's closest element (or preamble); null when none shares a subject term. */
  match: ComparedElement | null;
  /** IDF-weighted share of the element's subject terms the match has (0–1). */
  share: number;
  /** The words that matched, as written in the element and in the match (same stem). */
  words: { own: string[]; other: string[] };
  /** The element's subject words the match lacks (what the other claim does not say, in these words). */
  missing: string[];
  /** The words that conflict on their face, quoted from the element and its match (when conflicting). */
  conflict?: Conflict;
}

export interface ClaimComparison {
  /** Each element of the first (reference) claim, with whether the second claim has a corresponding one. */
  forward: ElementMatch[];
  /** Each element of the second claim, with its closest element of the first. */
  reverse: ElementMatch[];
  /** Preambles of both claims as read (compared like elements, but reported apart). */
  preambles: { first: string; second: string };
  /** The first claim's preamble compared with the second's (null when either claim has none apart from its body). */
  preamble: ElementMatch | null;
}

/** A corresponding element covers at least this share of the element's weighted terms (the chart's TERM_THRESHOLD). */
export const CORRESPONDING_SHARE = 0.8;
/** Below CORRESPONDING_SHARE but at least this share: "partly" (some of its wording is in the other claim). */
export const PARTLY_SHARE = 0.35;

/** Or this many subject terms in common, the element’s whole head among them ("a data bus coupled to …"). */
export const PARTLY_TERMS = 2;

// Where an element's head (the part or act it names) ends: a participle, a preposition or a relative word.
const HEAD_END =
  /[,;:(]|\b(?:coupled|connected|attached|disposed|mounted|configured|adapted|operable|arranged|positioned|located|having|including|comprising|which|that|for|to|of|in|on|at|with|from|between|within|wherein|being|by|via|into|onto)\b/i;

/** The subject terms of an element's head: "local processing circuitry", "processor", "receiving". */
function headOf(text: string): string[] {
  const head = text.replace(/^(?:a|an|the|one or more|at least one|each)\s+/i, '');
  const end = HEAD_END.exec(head);
  const own = subjectTerms(end ? head.slice(0, end.index) : head);
  return own.length ? own : subjectTerms(head).slice(0, 1);
}

/** A claim to compare: its text and, for a dependent claim, the texts of the claims it rests on (root first). */
export interface ClaimToCompare {
  label: string;
  text: string;
  /** Earlier claims of the chain, root first (a dependent claim includes all their limitations). */
  chain?: { label: string; text: string }[];
}

function elementsOf(claim: ClaimToCompare): { preamble: string; elements: ComparedElement[]; bare: boolean } {
  const parts = [...(claim.chain ?? []), { label: claim.label, text: claim.text }];
  const elements: ComparedElement[] = [];
  let preamble = '';
  let bare = false;
  parts.forEach((part, i) => {
    const dependent = i > 0 ? DEPENDENT_OPENING.exec(part.text) : null;
    let own: ClaimElement[];
    if (dependent) own = dependentElements(part.text.slice(dependent.index + dependent[0].length));
    else {
      const split = splitClaimElements(part.text);
      if (i === 0) preamble = split.preamble;
      // A claim with no transition (a bare sentence) is compared as one element.
      own = split.elements.length ? split.elements : [{ text: split.preamble, kind: 'element' }];
      if (i === 0) bare = !split.elements.length;
    }
    // A connective left alone by the split ("wherein:" before its clauses, "(c)") is no element.
    own = own.filter(
      (e) => !/^(?:wherein|where|whereby|and|or|\(?[a-z0-9]{1,3}\)|[a-z0-9]{1,3}\.)$/i.test(e.text.trim()),
    );
    own.forEach((e, j) =>
      elements.push({
        where: `${part.label}${own.length > 1 ? `, element ${j + 1}` : ''}`,
        text: e.text,
      }),
    );
  });
  return { preamble, elements, bare };
}

/** "The system according to claim 1," / "The method of claim 11, further comprising:" up to what the claim adds. */
const DEPENDENT_OPENING =
  /^[^,;:]*?\bclaims?\s+\d+[^,;:]*?(?:,|\s(?=wherein\b|further\b|comprising\b|in which\b))\s*/i;

/** What a dependent claim adds, cut into its clauses ("wherein …; and wherein …", "further comprising: a; b"). */
function dependentElements(added: string): ClaimElement[] {
  const body = added.replace(
    /^(?:the (?:system|method|apparatus|device)\s+)?further compris\w+\s*:?\s*/i,
    '',
  );
  return (
    body
      .split(
        /\s*;\s*(?:and\s+)?|\n+|,\s*(?:and\s+)?(?=wherein\b)|\s+and\s+(?=wherein\b)|,?\s*(?:the \w+ )?further compris\w*\s*:?\s*/i,
      )
      .map((t) =>
        t
          .replace(/\s+/g, ' ')
          .replace(/[.,;:]\s*$/, '')
          .trim(),
      )
      .filter((t) => t.length > 2)
      // "wherein the circuit comprises:" only opens the list of what it adds; the items that follow are the elements.
      .filter(
        (t, i, all) =>
          i === all.length - 1 ||
          !/\b(?:comprises|comprising|includes|including|consists of|consisting of|(?:any )?one of|steps of)$/i.test(
            t,
          ),
      )
      .map((text) => ({ text, kind: /^wherein\b/i.test(text) ? 'wherein' : 'element' }))
  );
}

const passage = (e: ComparedElement, i: number): Passage => ({
  text: e.text,
  source: 'claims',
  where: String(i),
  terms: new Set(terms(e.text)),
});

/** The words of `text` whose stem is one of `stems`, as written, once each. */
function wordsOf(text: string, stems: ReadonlySet<string>): string[] {
  return [...new Set(highlightTerms(text, stems).map((s) => text.slice(s.start, s.end)))];
}

/**
 * The best-scoring passage, unless it is not a strong match and another with at least half its score names the same
 * part ("a data bus coupled to …" is matched with the user's data bus, not with a processor coupled to the bus).
 */
function bestMatch(text: string, evs: TermEvidence[]): TermEvidence | undefined {
  const best = evs[0];
  if (!best || best.strong) return best;
  const head = new Set(headOf(text));
  const sameHead = evs.find((e) => e.score >= best.score / 2 && headOf(e.p.text).some((t) => head.has(t)));
  return sameHead ?? best;
}

/** One element against the other claim's elements: its closest one by terms, labelled (see Correspondence). */
function matchOne(
  element: ComparedElement,
  other: ComparedElement[],
  idf: (t: string) => number,
): ElementMatch {
  const norm = (t: string) => t.toLowerCase().replace(/\s+/g, ' ').trim();
  // The same words: corresponding, whatever its terms ("wherein n is 0, 1, 2, 3, or 4" has none to weigh).
  const same = other.find((o) => norm(o.text) === norm(element.text));
  const noTerms = (correspondence: Correspondence, match: ComparedElement | null, missing: string[]) => ({
    element,
    correspondence,
    match,
    share: match ? 1 : 0,
    words: { own: [], other: [] },
    missing,
  });
  if (same) return noTerms('corresponding', same, []);
  const ev = bestMatch(
    element.text,
    termEvidence({ text: element.text, kind: 'element' }, other.map(passage), {
      idf,
      distinctive: () => true,
    }),
  );
  if (!ev) return noTerms('none', null, wordsOf(element.text, new Set(subjectTerms(element.text))));
  const shared = new Set(ev.want.filter((t) => ev.p.terms.has(t)));
  const lacking = new Set(ev.want.filter((t) => !ev.p.terms.has(t)));
  const share = Math.round(ev.score * 100) / 100;
  const correspondence: Correspondence = ev.strong
    ? 'corresponding'
    : (ev.score >= PARTLY_SHARE && shared.size >= Math.min(2, ev.want.length)) ||
        (shared.size >= PARTLY_TERMS && headOf(element.text).every((t) => shared.has(t)))
      ? 'partly'
      : 'none';
  return {
    element,
    correspondence,
    match: other[Number(ev.p.where)],
    share,
    words: { own: wordsOf(element.text, shared), other: wordsOf(ev.p.text, shared) },
    missing: wordsOf(element.text, lacking),
  };
}

/** Both claims' elements (preamble included), for what a claim excludes as a whole (claim-conflict.ts). */
interface Sides {
  own: ComparedElement[];
  other: ComparedElement[];
}
const textsBut = (all: ComparedElement[], e: ComparedElement | null) =>
  all.filter((x) => x !== e).map((x) => x.text);

/**
 * Marks a match "conflicting" when its words conflict with the element's on their face: with the matched element (a
 * closed list or a range of the same thing), or, for a part one claim excludes ("without counterweight"), with any
 * element of the other claim that recites it, wherever it sits.
 */
function withConflict(m: ElementMatch, sides: Sides, idf: (t: string) => number): ElementMatch {
  const rest = textsBut(sides.own, m.element);
  // An element sharing too few terms to be "partly" may still state the same quantity ("a target diameter of …").
  const direct = !m.match
    ? null
    : m.correspondence === 'none'
      ? rangeOnly(m.element.text, m.match.text)
      : conflictBetween(m.element.text, m.match.text, rest, textsBut(sides.other, m.match));
  if (direct) return { ...m, correspondence: 'conflicting', conflict: direct };
  for (const o of sides.other) {
    const c = excludedConflict(m.element.text, o.text, rest, textsBut(sides.other, o));
    if (!c) continue;
    const again = o === m.match ? m : matchOne(m.element, [o], idf);
    return { ...again, match: o, correspondence: 'conflicting', conflict: c };
  }
  return m;
}

function matchAll(own: ComparedElement[], sides: Sides, idf: (t: string) => number): ElementMatch[] {
  return own.map((element) => withConflict(matchOne(element, sides.other, idf), sides, idf));
}

/**
 * Compares two claims element by element, both ways. Term weights are the IDF over the elements of both claims, so a
 * word every element repeats ("light" in an optics claim) counts less than one that names a part. Each element is
 * also matched against the other claim's preamble, where a claim may state a part ("A lamp having a base, …").
 */
export function compareClaims(first: ClaimToCompare, second: ClaimToCompare): ClaimComparison {
  const a = elementsOf(first);
  const b = elementsOf(second);
  const pre = (label: string, text: string): ComparedElement[] =>
    text ? [{ where: `${label}, preamble`, text }] : [];
  const idf = poolIdf([...a.elements, ...b.elements].map((e) => new Set(terms(e.text))));
  const allA = [...a.elements, ...pre(first.label, a.preamble)];
  const allB = [...b.elements, ...pre(second.label, b.preamble)];
  // The preambles as a row of their own: against the other preamble, and for what one excludes, the whole other claim.
  const [preA] = a.bare ? [] : pre(first.label, a.preamble);
  const [preB] = b.bare ? [] : pre(second.label, b.preamble);
  const preamble =
    preA && preB
      ? withConflict(
          matchOne(preA, [preB], idf),
          { own: [...a.elements, preA], other: [preB, ...b.elements] },
          idf,
        )
      : null;
  return {
    forward: matchAll(a.elements, { own: allA, other: allB }, idf),
    reverse: matchAll(b.elements, { own: allB, other: allA }, idf),
    preambles: { first: a.preamble, second: b.preamble },
    preamble,
  };
}
