import type { ClaimElement } from './claim-elements.js';
import { sentences, terms } from './text.js';

/** Where a passage of a reference comes from. */
export type PassageSource = 'title' | 'abstract' | 'claims' | 'description';

/** Everything the corpus holds for a document; claims and description are empty when only the card is known. */
export interface ReferenceText {
  title: string;
  abstract: string;
  claims: string[];
  description: string;
}

export interface Passage {
  text: string;
  source: PassageSource;
  terms: ReadonlySet<string>;
}

export interface TermSpan {
  start: number;
  end: number;
  term: string;
}

export interface ChartRow {
  elementIndex: number;
  element: string;
  passage: string;
  source: PassageSource | undefined;
  /** IDF-weighted share of the element's distinct terms found in the passage (0–1). */
  score: number;
  disclosed: boolean;
  highlights: TermSpan[];
}

export interface ChartedClaim {
  claim: number;
  elements: ClaimElement[];
}

/**
 * Claim drafting words and generic category nouns that say nothing about the subject matter; an element is not
 * "covered" by a passage because both say "device", "method", "said", "first" or "thus". Stemmed like the terms
 * they are compared with.
 */
const GENERIC = new Set(
  terms(
    'thus thereby therein thereof therefrom thereto wherein whereby said such first second third fourth fifth ' +
      'least one two more each other another form forming formed provide providing provided step steps portion ' +
      'part member means unit predetermined respective corresponding plurality substantially device devices ' +
      'method methods system systems apparatus apparatuses assembly arrangement mechanism element elements ' +
      'component components structure process configured adapted operable capable coupled connected disposed ' +
      'arranged associated located positioned position include included comprise contain containing having ' +
      'manner way use used least wherein within upon thereon',
  ),
);
/** The terms of a text that can show it discloses something: neither stop words nor GENERIC. */
export const subjectTerms = (text: string) => terms(text).filter((t) => !GENERIC.has(t));

/**
 * Terms this common are not distinctive when the corpus IDF is known: BM25 IDF ln(1 + (N − df + 0.5)/(df + 0.5))
 * below 2.3 means the term is in more than about a tenth of the corpus.
 */
export const DISTINCTIVE_IDF = 2.3;
/** Distinct distinctive terms one passage must share with an element (fewer when the element has fewer). */
export const MIN_MATCHED_TERMS = 2;

/**
 * An element counts as disclosed when one passage covers at least this share of its weighted terms and shares at
 * least MIN_MATCHED_TERMS distinctive terms with it (an absolute count, so a small candidate pool, whose IDF cannot
 * tell common words from rare ones, does not let a few shared words pass).
 */
export const DISCLOSED_THRESHOLD = 0.6;
/** Description sentences charted per reference (the first ones; bounds the cost of very long specifications). */
const MAX_DESCRIPTION_PASSAGES = 800;

/** A reference cut into passages: title, abstract sentences, each claim, description sentences. */
export function passagesOf(doc: ReferenceText): Passage[] {
  const out: Passage[] = [];
  const add = (text: string, source: PassageSource) => {
    const t = text.replace(/\s+/g, ' ').trim();
    if (t.length > 0) out.push({ text: t, source, terms: new Set(terms(t)) });
  };
  add(doc.title, 'title');
  for (const s of sentences(doc.abstract)) add(s, 'abstract');
  for (const c of doc.claims) add(c, 'claims');
  for (const s of sentences(doc.description).slice(0, MAX_DESCRIPTION_PASSAGES))
    if (s.length > 20) add(s, 'description');
  return out;
}

/** Inverse document frequency over a small set of documents (the patent and its candidates), smoothed. */
export function poolIdf(docs: Iterable<ReadonlySet<string>>): (t: string) => number {
  const df = new Map<string, number>();
  let n = 0;
  for (const d of docs) {
    n++;
    for (const t of d) df.set(t, (df.get(t) ?? 0) + 1);
  }
  return (t) => Math.log(1 + (n + 1) / ((df.get(t) ?? 0) + 0.5));
}

/** Term sets an element can be met by: the element itself, or (Markush) its common part with any one alternative. */
export function readings(e: ClaimElement): string[][] {
  if (e.kind !== 'markush' || !e.alternatives?.length) return [[...new Set(subjectTerms(e.text))]];
  const altTerms = new Set(e.alternatives.flatMap((a) => subjectTerms(a)));
  const common = subjectTerms(e.text).filter((t) => !altTerms.has(t));
  return e.alternatives.map((a) => [...new Set([...common, ...subjectTerms(a)])]);
}

/** Character spans of the passage's words whose stem is one of `want` (offsets into `text`, no markup). */
export function highlightTerms(text: string, want: ReadonlySet<string>): TermSpan[] {
  const spans: TermSpan[] = [];
  for (const m of text.matchAll(/[A-Za-z0-9]+(?:[-'][A-Za-z0-9]+)*/g)) {
    const hit = terms(m[0]).find((t) => want.has(t));
    if (hit) spans.push({ start: m.index, end: m.index + m[0].length, term: hit });
  }
  return spans;
}

/** How terms are weighed: IDF, and which terms are distinctive enough to count towards "disclosed". */
export interface TermWeights {
  idf: (t: string) => number;
  distinctive: (t: string) => boolean;
}

const asWeights = (w: TermWeights | ((t: string) => number)): TermWeights =>
  typeof w === 'function' ? { idf: w, distinctive: () => true } : w;

/**
 * Charts one element: the passage covering most of its IDF-weighted subject terms. Disclosed needs that share at
 * DISCLOSED_THRESHOLD and MIN_MATCHED_TERMS distinctive terms (all of them when the element has fewer).
 */
export function chartElement(
  element: ClaimElement,
  elementIndex: number,
  passages: Passage[],
  weights: TermWeights | ((t: string) => number),
): ChartRow {
  const { idf, distinctive } = asWeights(weights);
  let best: { p: Passage | undefined; score: number; want: string[]; disclosed: boolean } = {
    p: undefined,
    score: 0,
    want: [],
    disclosed: false,
  };
  for (const want of readings(element)) {
    const total = want.reduce((s, t) => s + idf(t), 0);
    if (total === 0) continue;
    const needed = Math.min(MIN_MATCHED_TERMS, want.filter(distinctive).length);
    for (const p of passages) {
      let have = 0;
      let matched = 0;
      for (const t of want)
        if (p.terms.has(t)) {
          have += idf(t);
          if (distinctive(t)) matched++;
        }
      const score = have / total;
      const disclosed = score >= DISCLOSED_THRESHOLD && needed > 0 && matched >= needed;
      const better =
        Number(disclosed) - Number(best.disclosed) ||
        score - best.score ||
        (best.p && p.text.length < best.p.text.length ? 1 : 0);
      if (better > 0) best = { p, score, want, disclosed };
    }
  }
  const score = Math.round(best.score * 100) / 100;
  return {
    elementIndex,
    element: element.text,
    passage: best.p?.text ?? '',
    source: best.p?.source,
    score,
    disclosed: best.disclosed,
    highlights: best.p ? highlightTerms(best.p.text, new Set(best.want)) : [],
  };
}

/** A claim's chart against one reference and its coverage (mean element score, 0–1). */
export function chartClaim(
  claim: ChartedClaim,
  passages: Passage[],
  weights: TermWeights | ((t: string) => number),
): { claim: number; rows: ChartRow[]; coverage: number } {
  const rows = claim.elements.map((e, i) => chartElement(e, i, passages, weights));
  const coverage = rows.length ? rows.reduce((s, r) => s + r.score, 0) / rows.length : 0;
  return { claim: claim.claim, rows, coverage };
}
