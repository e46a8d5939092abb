import { decodeUsptoEntities } from '@patent-hub/text';
import { describeAntecedent } from './antecedents.js';
import type { ClaimElement } from './claim-elements.js';
import { nounFormTest } from './one-term.js';
import { stepAct, statesAct } from './step-act.js';
import {
  family,
  familiesByTerm,
  joinedTerms,
  sentences,
  splitCompounds,
  termFamilies,
  terms,
  type SplitCompound,
} from './text.js';
import { withoutHeading } from './description-sections.js';
import { withoutLabels } from './variable-labels.js';

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
  /** Where it is, for the attorney to check: "abstract, sentence 2", "claim 3", "description, paragraph [0012]". */
  where: string;
  terms: ReadonlySet<string>;
  /**
   * Its words' families (text.ts family(): "oscillating" and "oscillator" are one): an element's term is in the passage
   * when one of the words written for it shares a family with one of the passage's. Computed when first asked (few
   * passages are); absent: terms only.
   */
  families?: () => ReadonlySet<string>;
}

/**
 * What a chart row says of an element (issue 23): "disclosed" when one passage shares its distinctive terms
 * (TERM_THRESHOLD of its IDF-weighted subject terms, MIN_MATCHED_TERMS distinctive ones) and shows its qualifiers;
 * "partly" when one passage shares FLOOR_TERM_SHARE of them with MIN_MATCHED_TERMS distinctive ones but not the rest;
 * "not found" otherwise, the row then quoting the closest passage, which is not a match. A meaning-only label
 * ("possibly", sentence-embedding cosine) was on most rows and told related from unrelated passages little better than
 * chance on the labelled pairs; it is no longer given (analyses stored before may still carry it).
 */
export type DisclosureLabel = 'disclosed' | 'partly' | 'not found';

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
  /** Where the passage is in the reference ("claim 3", "description, sentence 41"); '' when there is none. */
  where: string;
  /** IDF-weighted share of the element's distinct terms found in the passage (0–1). */
  score: number;
  /** The term signal: score ≥ TERM_THRESHOLD with MIN_MATCHED_TERMS distinctive terms in common. */
  termMatch: boolean;
  /** The relevance floor's element match: score ≥ FLOOR_TERM_SHARE with MIN_MATCHED_TERMS distinctive terms. */
  floorMatch: boolean;
  /** The element's subject is one term ("a display"): its match alone does not lift a reference over the floor. */
  oneTerm: boolean;
  /** The element's own distinctive terms the passage shares. */
  hits: string[];
  /**
   * The element names SUBSTANTIVE_TERMS distinctive subject terms: "a memory", "a substrate", "a processor" do not, and
   * any reference of the field has them. Novelty counts these elements only.
   */
  substantive: boolean;
  /**
   * Evidence of relevance: the floor's match (floorMatch) in a passage other than the title, sharing SUBSTANTIVE_TERMS
   * distinctive terms that no earlier element of the claim names.
   */
  substantiveMatch: boolean;
  /** The element's own distinctive subject terms (what a reference can share with it). */
  ownTerms: string[];
  /**
   * Every distinctive term of the element is common in the patent's field (TermWeights.fieldCommon: "a semiconductor
   * substrate" among semiconductor documents): charted, but neither substantive nor evidence of relevance.
   */
  generic: boolean;
  /** The element names only the claim's field or the device's base (namesFieldOnly): charted, not substantive. */
  fieldOnly?: boolean;
  label: DisclosureLabel;
  /**
   * Why a row whose terms reach TERM_THRESHOLD is only "partly" (attorney review: "partly (terms 100%)" read as a
   * contradiction): the qualifiers the passage does not show, or a share reached only with an antecedent's words.
   */
  labelNote?: string;
  /** label === 'disclosed': the only rows novelty reads. */
  disclosed: boolean;
  highlights: TermSpan[];
  /** What the element's "the"/"said" phrases refer back to (describeAntecedent); empty when nothing adds to it. */
  antecedents: string[];
}

export interface ChartedClaim {
  claim: number;
  elements: ClaimElement[];
  /** The claim's preamble (SplitClaim.preamble): an element naming only its subject is no substantive element. */
  preamble?: string;
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
 * The subject terms a chart and the field test weigh: without the labels a text gives its variables and parts ("R1",
 * "X2a": variableLabels), which name nothing another text's "R1" names.
 */
export const chartTerms = (text: string) => withoutLabels(text, subjectTerms(text));

/**
 * Nouns that name a kind of part in almost any claim ("region", "layer", "signal"): they count, but at GENERIC_WEIGHT
 * of their IDF (issue 23; terms too common in the corpus already weigh little by IDF and do not count as distinctive).
 * Down-weighting non-distinctive terms as well lowered precision on the labelled pairs (0.821 against 0.943).
 */
const CLAIM_GENERIC = new Set(
  terms(
    'region regions layer layers type types surface surfaces side sides end ends area areas section sections body ' +
      'signal signals value values data information amount number level levels line lines point points material ' +
      'materials film films',
  ),
);
export const GENERIC_WEIGHT = 0.5;

const ORDINAL = /^(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)$/i;
/** Words that end the name of an item after its noun ("stage coupled to", "ratio and"). */
const ITEM_END =
  /^(and|or|the|a|an|of|to|in|on|at|by|for|from|with|into|is|are|being|having|has|coupled|connected|disposed|wherein|which|that)$/;
/**
 * The items a text names by ordinal, grouped by the noun the ordinal qualifies (the next word that is not an ordinal
 * or a conjunction, stemmed): "the second and third semiconductor regions" → semiconductor: {second, third}.
 */
function ordinalItems(text: string, written?: Map<string, string>): Map<string, Set<string>> {
  const w = text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const items = new Map<string, Set<string>>();
  w.forEach((word, i) => {
    if (!ORDINAL.test(word)) return;
    const head = w.slice(i + 1, i + 5).find((x) => !ORDINAL.test(x) && !/^(and|or|the|a|an)$/.test(x));
    const noun = head && terms(head)[0];
    if (!noun) return;
    items.set(noun, (items.get(noun) ?? new Set()).add(word));
    if (written && !written.has(noun)) {
      // The item as the text names it, up to three words from its noun: "ring oscillator stage", "air fuel ratio".
      const from = w.indexOf(head, i + 1);
      const end = w.slice(from).findIndex((x, k) => k > 0 && (k >= 3 || ITEM_END.test(x) || ORDINAL.test(x)));
      written.set(noun, w.slice(from, end < 0 ? undefined : from + end).join(' '));
    }
  });
  return items;
}
/** A conductivity or channel type written with its letter: "p type", "n-type", "p-channel", "n+ doped". */
const LETTER_TYPE = /\b([pn])\+?(?:\s*-\s*|\s+)?(type|channel|doped|well)\b/gi;
const NUMBER = /(?<![\w.])\d+(?:\.\d+)?(?![\w.]*\d)/g;

/**
 * What tells an element's items apart where its terms do not (issue 23): two or more items of one noun named by ordinal
 * ("the second and third semiconductor regions") need a passage naming two items of that noun by ordinal; a letter type ("p type") needs the same letter
 * and word together in the passage (all of them, or any one when the element lists them with "or"); every number
 * needs to be in the passage.
 */
export interface Qualifiers {
  /** Nouns the element names two or more items of by ordinal. */
  ordinals: string[];
  /** Nouns the element names by one ordinal ("a first conductivity type"): a passage naming that noun only by
   * other ordinals ("a second conductivity type") describes another item. */
  ordinalOf: [noun: string, ordinal: string][];
  letterTypes: string[];
  anyLetterType: boolean;
  numbers: string[];
  /** Each noun's word as the element writes it ("regions" for "region"), to name it; absent: the stem is named. */
  written?: ReadonlyMap<string, string>;
}

const distinct = (text: string, re: RegExp, key: (m: RegExpMatchArray) => string) => [
  ...new Set([...text.matchAll(re)].map(key)),
];
const letterTypes = (text: string) => distinct(text, LETTER_TYPE, (m) => `${m[1]} ${m[2]}`.toLowerCase());

export function qualifiersOf(text: string): Qualifiers {
  const letters = letterTypes(text);
  const written = new Map<string, string>();
  const items = [...ordinalItems(text, written)];
  return {
    written,
    ordinals: items.filter(([, o]) => o.size >= 2).map(([noun]) => noun),
    ordinalOf: items.filter(([, o]) => o.size === 1).map(([noun, o]) => [noun, [...o][0]]),
    letterTypes: letters,
    anyLetterType: letters.length > 1 && /\bor\b/i.test(text),
    numbers: distinct(text, NUMBER, (m) => m[0]),
  };
}

/**
 * The element's qualifiers a passage does not show (see Qualifiers), as a reader would name them: 'two "ring oscillator
 * stage" items told apart by ordinal (first, second …)', 'the "first conductivity type" (the passage names only
 * another)', 'the "p type"', 'the number "10"'.
 */
export function unmetQualifiers(q: Qualifiers, passage: string): string[] {
  const items = ordinalItems(passage);
  const letters = new Set(letterTypes(passage));
  const has = (l: string) => letters.has(l);
  const numbers = new Set(distinct(passage, NUMBER, (m) => m[0]));
  const lettersMet =
    !q.letterTypes.length || (q.anyLetterType ? q.letterTypes.some(has) : q.letterTypes.every(has));
  const word = (noun: string) => q.written?.get(noun) ?? noun;
  return [
    ...q.ordinals
      .filter((noun) => (items.get(noun)?.size ?? 0) < 2)
      .map((noun) => `two "${word(noun)}" items told apart by ordinal (first, second …)`),
    ...q.ordinalOf
      .filter(([noun, o]) => items.has(noun) && !items.get(noun)!.has(o))
      .map(([noun, o]) => `the "${o} ${word(noun)}" (the passage names only another)`),
    ...(lettersMet
      ? []
      : [`the ${q.letterTypes.map((l) => `"${l}"`).join(q.anyLetterType ? ' or ' : ' and ')}`]),
    ...q.numbers.filter((n) => !numbers.has(n)).map((n) => `the number "${n}"`),
  ];
}

/** Whether a passage shows an element's qualifiers (see Qualifiers). */
export function meetsQualifiers(q: Qualifiers, passage: string): boolean {
  return unmetQualifiers(q, passage).length === 0;
}

/**
 * Terms this common are not distinctive when the corpus IDF is known: BM25 IDF ln(1 + (N − df + 0.5)/(df + 0.5))
 * below 2.3 means the term is in more than about a tenth of the corpus.
 */
export const DISTINCTIVE_IDF = 2.3;
/** Distinct distinctive terms one passage must share with an element (fewer when the element has fewer). */
export const MIN_MATCHED_TERMS = 2;
/**
 * Distinct distinctive terms a passage must share with an element for "disclosed" (all of them when the element has
 * fewer). Two shared words are a word match, not the element (attorney review of issue 23: US6981880's "a substrate
 * having a top surface" was "disclosed" by US6981898's "This tongue-like top end is fixed to a pad … formed on a
 * substrate": "substrate" and "top" shared, "surface" missing, weighed half as a claim-generic noun, so the share
 * still reached TERM_THRESHOLD). On the labelled pairs of bench/chart-labels.json it changes no label (IDF over the
 * XML grants, where fewer terms are distinctive); over the bench:ai analyses see docs/benchmarks.md.
 */
export const DISCLOSED_MATCHED_TERMS = 3;

/**
 * The term signal of an element against one passage: the passage covers at least this share of the element's
 * IDF-weighted subject terms and shares at least MIN_MATCHED_TERMS distinctive terms with it (an absolute count, so a
 * small candidate pool, whose IDF cannot tell common words from rare ones, does not let a few shared words pass).
 * Calibrated on the labelled pairs of bench/chart-labels.json (bench/calibrate-chart.ts).
 */
export const TERM_THRESHOLD = 0.8;
/** The share an element match needs for the relevance floor (as the floor was calibrated; see RELEVANCE_FLOOR). */
export const FLOOR_TERM_SHARE = 0.6;
/** Description sentences charted per reference (the first ones; bounds the cost of very long specifications). */
const MAX_DESCRIPTION_PASSAGES = 800;

/**
 * A reference cut into passages, each with where it is: title, abstract sentences, each claim (by its number),
 * description sentences (by paragraph number when the text prints them, else by sentence).
 */
export function passagesOf(reference: ReferenceText): Passage[] {
  // Text stored before the ingest decoded the USPTO entity spellings (".alpha.") is cut, matched and shown as the
  // ingest reads it now.
  const doc = {
    title: decodeUsptoEntities(reference.title),
    abstract: decodeUsptoEntities(reference.abstract),
    claims: reference.claims.map(decodeUsptoEntities),
    description: decodeUsptoEntities(reference.description),
  };
  const out: Passage[] = [];
  const add = (text: string, source: PassageSource, where: string) => {
    const t = text.replace(/\s+/g, ' ').trim();
    if (t.length > 0)
      out.push({
        text: t,
        source,
        where,
        terms: withJoined(new Set(terms(t)), t),
        families: familiesOnce(t),
      });
  };
  add(doc.title, 'title', 'title');
  sentences(doc.abstract).forEach((s, i) => add(s, 'abstract', `abstract, sentence ${i + 1}`));
  doc.claims.forEach((c, i) => add(c, 'claims', `claim ${/^\s*(\d+)\s*[.)]/.exec(c)?.[1] ?? i + 1}`));
  // Paragraph numbers as printed ("[0012]") start a paragraph: its sentences are located by it.
  let n = 0;
  for (const chunk of doc.description.split(/(?=\[\d{4,5}\])/)) {
    const paragraph = /^\[(\d{4,5})\]\s*/.exec(chunk);
    for (const s of sentences(paragraph ? chunk.slice(paragraph[0].length) : chunk)) {
      if (++n > MAX_DESCRIPTION_PASSAGES) return out;
      // A heading the text runs into ("DETAILED DESCRIPTION OF THE PREFERRED EMBODIMENT Referring now to FIG. 1 …")
      // is no part of the passage (attorney review, issue 23 fix 7); the sentence keeps its number.
      if (s.length > 20)
        add(
          withoutHeading(s),
          'description',
          `description, ${paragraph ? `paragraph [${paragraph[1]}], ` : ''}sentence ${n}`,
        );
    }
  }
  return out;
}

/** A passage's terms with its compounds written apart, joined (joinedTerms). */
function withJoined(set: Set<string>, text: string): Set<string> {
  for (const t of joinedTerms(text)) set.add(t);
  return set;
}

/** The families of a text's words, computed on the first call. */
function familiesOnce(text: string): () => ReadonlySet<string> {
  let known: ReadonlySet<string> | undefined;
  return () => (known ??= new Set(termFamilies(text)));
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

/**
 * The weight of an antecedent's modifiers among an element's terms (issue 23): "wherein the second member is pivotally
 * attached to the frame" is about "a second elongated member", so "elongated" counts, at this share of its IDF. An
 * element is read both with and without them and the better reading counts: a passage that names the part without
 * repeating its modifiers ("the polymer precursor is in communication with both electrodes" for "a crosslinkable
 * polymer precursor") is not marked down; among passages that cover the element alike, the one naming the
 * modifiers is quoted. Only the element's own reading can make a row "disclosed" (termEvidence). Reading only with
 * them lost 5 right rows and gained 4 on the grants' own descriptions.
 */
export const ANTECEDENT_WEIGHT = 0.5;

/** The subject terms an element takes from its antecedents' modifiers and does not write itself. */
export function antecedentTerms(e: ClaimElement): Set<string> {
  const own = new Set(chartTerms(e.text));
  return new Set(
    chartTerms((e.antecedents ?? []).flatMap((a) => a.modifiers).join(' ')).filter((t) => !own.has(t)),
  );
}

/**
 * Term sets an element can be met by: the element itself, or (a Markush group, "at least one of A; B; C") its common
 * part with any one alternative;
 * each also with the antecedent terms (antecedentTerms), that reading first.
 */
export function readings(e: ClaimElement): string[][] {
  const inherited = [...antecedentTerms(e)];
  const own = !e.alternatives?.length
    ? [[...new Set(chartTerms(e.text))]]
    : (() => {
        const altTerms = new Set(e.alternatives.flatMap((a) => chartTerms(a)));
        const common = chartTerms(e.text).filter((t) => !altTerms.has(t));
        return e.alternatives.map((a) => [...new Set([...common, ...chartTerms(a)])]);
      })();
  return inherited.length ? [...own.map((r) => [...new Set([...r, ...inherited])]), ...own] : own;
}

/**
 * Character spans of the passage's words whose stem is one of `want`, or whose family is one of `wantFamilies`
 * (mapped to the term it stands for), offsets into `text`, no markup.
 */
export function highlightTerms(
  text: string,
  want: ReadonlySet<string>,
  wantFamilies: ReadonlyMap<string, string> = new Map(),
): TermSpan[] {
  const spans: TermSpan[] = [];
  for (const m of text.matchAll(/[A-Za-z0-9]+(?:[-'][A-Za-z0-9]+)*/g)) {
    const hit =
      terms(m[0]).find((t) => want.has(t)) ??
      termFamilies(m[0])
        .map((f) => wantFamilies.get(f))
        .find((t) => t !== undefined);
    if (hit) spans.push({ start: m.index, end: m.index + m[0].length, term: hit });
  }
  // A compound written apart ("Inter Digital", "inter-digital") for a term written joined (joinedTerms).
  for (const m of text.matchAll(/(?<![A-Za-z0-9])[A-Za-z]{2,}[ -](?=([A-Za-z]{2,})(?![A-Za-z0-9]))/g)) {
    const end = m.index + m[0].length + m[1].length;
    const hit = joinedTerms(text.slice(m.index, end)).find((t) => want.has(t));
    if (hit && !spans.some((s) => s.start < end && s.end > m.index))
      spans.push({ start: m.index, end, term: hit });
  }
  return spans.sort((a, b) => a.start - b.start);
}

/** An element's families, once per element (it is charted against every candidate). */
const familiesOfElement = new WeakMap<ClaimElement, Map<string, Set<string>>>();

/**
 * The families of the words an element writes for each of its terms (its text, alternatives, antecedents); a family
 * two of its terms share ("decoding", "decoder") is left out, so one word of a passage never meets two terms.
 */
function elementFamilies(e: ClaimElement): Map<string, Set<string>> {
  const known = familiesOfElement.get(e);
  if (known) return known;
  const byTerm = familiesByTerm(
    [e.text, ...(e.alternatives ?? []), ...(e.antecedents ?? []).flatMap((a) => a.modifiers)].join(' '),
  );
  const seen = new Map<string, number>();
  for (const fs of byTerm.values()) for (const f of fs) seen.set(f, (seen.get(f) ?? 0) + 1);
  for (const fs of byTerm.values()) for (const f of fs) if (seen.get(f)! > 1) fs.delete(f);
  familiesOfElement.set(e, byTerm);
  return byTerm;
}

const NO_FAMILIES: ReadonlyMap<string, ReadonlySet<string>> = new Map();

const compoundsOfElement = new WeakMap<ClaimElement, SplitCompound[]>();
/** The compounds an element writes as two words ("Inter Digital"), once per element. */
function elementCompounds(e: ClaimElement): SplitCompound[] {
  let known = compoundsOfElement.get(e);
  if (!known) compoundsOfElement.set(e, (known = splitCompounds(e.text)));
  return known;
}

/** Each part of the element's compounds written apart, with the words it makes when joined ("inter" → "interdigit"). */
function joinedOfParts(compounds: readonly SplitCompound[]): ReadonlyMap<string, string[]> {
  const out = new Map<string, string[]>();
  for (const c of compounds) for (const part of c.parts) out.set(part, [...(out.get(part) ?? []), c.joined]);
  return out;
}

/**
 * Whether a passage writes term `t` of an element, or the one word the element's compound of it is when joined (the
 * claim's "Inter Digital Transducer", the reference's "interdigital transducer"; the other way, passagesOf adds the
 * passage's compounds joined).
 */
function writes(p: Passage, t: string, joined: ReadonlyMap<string, string[]>): boolean {
  return p.terms.has(t) || (joined.get(t)?.some((j) => p.terms.has(j)) ?? false);
}

/** Whether a passage names term `t` of an element, as written or by another form of one of its words (family()). */
function names(p: Passage, t: string, families: ReadonlyMap<string, ReadonlySet<string>>): boolean {
  if (p.terms.has(t)) return true;
  const f = families.get(t);
  if (!f || !p.families) return false;
  const written = p.families();
  return [...f].some((x) => written.has(x));
}

/** Words that open a noun phrase ("a first request signal") and words that end one ("… signal to", "… stream incoming"). */
const PHRASE_OPENER =
  /^(?:a|an|the|said|each|one|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)$/;
const PHRASE_STOP =
  /^(?:a|an|the|said|each|and|or|of|to|in|on|at|by|for|from|with|into|onto|over|under|between|through|via|is|are|be|being|has|have|having|that|which|wherein|whereby|when|where|while|if|than|as|such|configured|adapted|operable|using|used)$/;
const nonParticiples = new WeakMap<Passage, ReadonlySet<string>>();
/** The terms of a passage's words other than participles ("requested", "sensing"), once per passage. */
function nonParticipleTerms(p: Passage): ReadonlySet<string> {
  let known = nonParticiples.get(p);
  if (!known) {
    const words = p.text.match(/[A-Za-z][A-Za-z-]*/g) ?? [];
    known = new Set(terms(words.filter((w) => !/[a-z]{2}(?:ed|ing)$/i.test(w)).join(' ')));
    nonParticiples.set(p, known);
  }
  return known;
}
/** Nouns that only contain what their modifiers name ("display unit", "control device", "locking member"). */
const CONTAINER_HEAD =
  /^(?:units?|devices?|members?|elements?|means|apparatus|systems?|assembl(?:y|ies)|portions?|parts?|modules?|sections?|components?|mechanisms?|structures?|arrangements?|circuits?|circuitry|sets?|bodies|body|equipment|stages?)$/;
/**
 * The element's terms written only to modify a noun after them (attorney review of issue 23, US7864866 ← US6212681:
 * "a first request signal" met by "the requested softs"), each with the noun it modifies: a passage meets such a term
 * only where it has that noun too or writes the term other than as a participle. A term the element also writes on
 * its own or as a noun is not one of them, nor one modifying a container noun ("display unit").
 */
function modifierHeads(text: string): Map<string, Set<string>> {
  const words = text
    .toLowerCase()
    .split(/[^a-z0-9-]+/)
    .filter(Boolean);
  const heads = new Map<string, Set<string>>();
  const standing = new Set<string>();
  let phrase: string[] | null = null;
  const close = () => {
    if (phrase && phrase.length >= 2) {
      const [head] = terms(phrase.at(-1)!);
      // A container noun names nothing the modifier needs ("a display unit" is met by "the display panel").
      if (CONTAINER_HEAD.test(phrase.at(-1)!)) {
        for (const w of phrase) for (const t of terms(w)) standing.add(t);
        phrase = null;
        return;
      }
      for (const w of phrase.slice(0, -1))
        for (const t of terms(w)) if (head && t !== head) heads.set(t, (heads.get(t) ?? new Set()).add(head));
      for (const t of terms(phrase.at(-1)!)) standing.add(t);
    } else if (phrase) for (const w of phrase) for (const t of terms(w)) standing.add(t);
    phrase = null;
  };
  for (const w of words) {
    if (PHRASE_OPENER.test(w)) {
      if (!ORDINAL.test(w) || !phrase || phrase.length > 0) close();
      phrase ??= [];
      continue;
    }
    // A participle ends the phrase ("a first video stream incoming", "the shared video …" keeps "shared" out).
    if (PHRASE_STOP.test(w) || /[a-z]{3}(?:ing|ed)$/.test(w)) {
      close();
      if (!PHRASE_STOP.test(w)) for (const t of terms(w)) standing.add(t);
      continue;
    }
    if (phrase) phrase.push(w);
    else for (const t of terms(w)) standing.add(t);
  }
  close();
  for (const t of standing) heads.delete(t);
  return heads;
}

/** How terms are weighed: IDF, and which terms are distinctive enough to count towards "disclosed". */
export interface TermWeights {
  idf: (t: string) => number;
  distinctive: (t: string) => boolean;
  /** Terms common in the patent's own field (the retrieved candidates' titles and abstracts); absent: none known. */
  fieldCommon?: (t: string) => boolean;
}

const asWeights = (w: TermWeights | ((t: string) => number)): TermWeights =>
  typeof w === 'function' ? { idf: w, distinctive: () => true } : w;

/** The term signal of one passage for an element: its best reading's weighted share, and whether it is strong. */
export interface TermEvidence {
  p: Passage;
  score: number;
  strong: boolean;
  /** MIN_MATCHED_TERMS distinctive terms in common (all of them when the element has fewer). */
  enough: boolean;
  /** Distinctive terms in common. */
  matched: number;
  /** The element's own distinctive terms the passage shares (what `matched` counts). */
  hits: string[];
  /** The passage shows the element's qualifiers (ordinals, letter types, numbers); "disclosed" needs it. */
  qualified: boolean;
  /** Antecedent terms (antecedentTerms) the passage names: among passages that cover the element alike, more first. */
  named: number;
  want: string[];
}

/**
 * The passages of a reference ordered by the term signal for an element (strong ones first, then by the share of
 * the element's IDF-weighted subject terms, then by the antecedent terms named, then shorter first); passages
 * sharing none of its terms are left out.
 */
export function termEvidence(
  element: ClaimElement,
  passages: Passage[],
  weights: TermWeights | ((t: string) => number),
): TermEvidence[] {
  const { idf, distinctive } = asWeights(weights);
  const inherited = antecedentTerms(element);
  const weight = (t: string) =>
    idf(t) * (CLAIM_GENERIC.has(t) ? GENERIC_WEIGHT : 1) * (inherited.has(t) ? ANTECEDENT_WEIGHT : 1);
  const qualifiers = qualifiersOf(element.text);
  const act = stepAct(element.text);
  const own = [...new Set(chartTerms(element.text))];
  const nounForm = own.length === 1 ? nounFormTest(element.text, own[0]) : null;
  const families = elementFamilies(element);
  const compounds = joinedOfParts(elementCompounds(element));
  const modified = modifierHeads(element.text);
  // A modifier counts where the passage has a noun it modifies, or writes it other than as a participle
  // (modifierHeads: "the requested softs" does not meet "a first request signal").
  const withHead = (p: Passage, t: string) =>
    !modified.has(t) ||
    nonParticipleTerms(p).has(t) ||
    [...modified.get(t)!].some((h) => p.terms.has(h) || names(p, h, families));
  const best = new Map<Passage, TermEvidence>();
  for (const want of readings(element)) {
    const withAntecedent = want.some((t) => inherited.has(t));
    const total = want.reduce((s, t) => s + weight(t), 0);
    if (total === 0) continue;
    // The distinctive-term minimum is the element's own: an antecedent's modifiers add to the share only.
    const ownDistinctive = want.filter((t) => distinctive(t) && !inherited.has(t)).length;
    const needed = Math.min(MIN_MATCHED_TERMS, ownDistinctive);
    const neededDisclosed = Math.min(DISCLOSED_MATCHED_TERMS, ownDistinctive);
    for (const p of passages) {
      let have = 0;
      const hits: string[] = [];
      for (const t of want)
        if (writes(p, t, compounds) && withHead(p, t)) {
          have += weight(t);
          if (distinctive(t) && !inherited.has(t)) hits.push(t);
        }
      // Another form of a word completes a passage that already writes the element's distinctive terms as the element
      // does; alone, family matches lifted loosely related passages over examiner-cited ones on the bench.
      const knows = needed > 0 && hits.length >= needed ? families : NO_FAMILIES;
      if (knows !== NO_FAMILIES) {
        for (const t of want)
          if (!writes(p, t, compounds) && names(p, t, knows) && withHead(p, t)) {
            have += weight(t);
            if (distinctive(t) && !inherited.has(t)) hits.push(t);
          }
        hits.sort((a, b) => want.indexOf(a) - want.indexOf(b));
      }
      const matched = hits.length;
      if (have === 0) continue;
      const score = have / total;
      // A one-term element ("a display") is met only by the thing named as a noun, not "displaying" (one-term.ts).
      const enough = needed > 0 && matched >= needed && (!nounForm || nounForm.test(p.text));
      const qualified = meetsQualifiers(qualifiers, p.text);
      // "disclosed" rests on the element's own reading: the antecedent's words raise the share and pick among
      // passages, but alone they made one wrong row on the grants' own descriptions (docs/benchmarks.md).
      const strong =
        score >= TERM_THRESHOLD &&
        enough &&
        matched >= neededDisclosed &&
        qualified &&
        !withAntecedent &&
        // A method step is disclosed only where its act is stated (attorney re-review of issue 23, defect 14).
        (!act || statesAct(act, p.text, p.families?.()));
      const prev = best.get(p);
      const named = [...inherited].filter((t) => names(p, t, knows)).length;
      if (!prev || (Number(strong) - Number(prev.strong) || score - prev.score) > 0)
        best.set(p, { p, score, strong, enough, matched, hits, qualified, want, named });
    }
  }
  return [...best.values()].sort(
    (a, b) =>
      Number(b.strong) - Number(a.strong) ||
      b.score - a.score ||
      b.named - a.named ||
      // Alike otherwise, a passage of the text before the title: a title alone is no evidence of relevance.
      Number(a.p.source === 'title') - Number(b.p.source === 'title') ||
      a.p.text.length - b.p.text.length,
  );
}

/** The label of a row from its term evidence (see DisclosureLabel); no evidence: "not found". */
export function disclosureLabel(ev: TermEvidence | undefined): DisclosureLabel {
  if (!ev) return 'not found';
  if (ev.strong) return 'disclosed';
  return ev.enough && ev.score >= FLOOR_TERM_SHARE ? 'partly' : 'not found';
}

/** The passage's words that name the element's terms, as written or in another form of the word. */
function highlightsOf(element: ClaimElement, ev: TermEvidence): TermSpan[] {
  const want = new Set([...ev.want, ...antecedentTerms(element)]);
  const byFamily = new Map<string, string>();
  for (const [t, fs] of elementFamilies(element)) if (want.has(t)) for (const f of fs) byFamily.set(f, t);
  // A compound the element writes apart, written joined in the passage ("interdigital").
  for (const c of elementCompounds(element)) {
    const t = c.parts.find((x) => want.has(x));
    if (t && !byFamily.has(family(c.word))) byFamily.set(family(c.word), t);
  }
  return highlightTerms(ev.p.text, want, byFamily);
}

/** Why a "partly" row at TERM_THRESHOLD or more is not "disclosed" (ChartRow.labelNote); undefined otherwise. */
export function partlyNote(element: ClaimElement, ev: TermEvidence | undefined): string | undefined {
  if (!ev || disclosureLabel(ev) !== 'partly' || ev.score < TERM_THRESHOLD) return undefined;
  const unmet = unmetQualifiers(qualifiersOf(element.text), ev.p.text);
  if (unmet.length) return `its terms are there, but the passage does not show ${unmet.join(', ')}`;
  const inherited = antecedentTerms(element);
  const act = stepAct(element.text);
  if (act && !statesAct(act, ev.p.text, ev.p.families?.())) return `the act '${act.written}' is not stated`;
  if (ev.want.some((t) => inherited.has(t)))
    return `the share counts the words of the element it refers back to; its own terms fall short of ${Math.round(TERM_THRESHOLD * 100)}%`;
  return undefined;
}

/** A chart row for an element and its chosen passage (none: "not found" with an empty passage). */
export function chartRow(
  element: ClaimElement,
  elementIndex: number,
  ev: TermEvidence | undefined,
): ChartRow {
  const label = disclosureLabel(ev);
  const labelNote = partlyNote(element, ev);
  return {
    elementIndex,
    element: element.text,
    passage: ev?.p.text ?? '',
    source: ev?.p.source,
    where: ev?.p.where ?? '',
    score: Math.round((ev?.score ?? 0) * 100) / 100,
    termMatch: ev?.strong ?? false,
    floorMatch: !!ev && ev.enough && ev.score >= FLOOR_TERM_SHARE,
    oneTerm: new Set(chartTerms(element.text)).size <= 1,
    hits: ev?.hits ?? [],
    substantive: false,
    substantiveMatch: false,
    ownTerms: [],
    generic: false,
    label,
    ...(labelNote ? { labelNote } : {}),
    disclosed: label === 'disclosed',
    highlights: ev ? highlightsOf(element, ev) : [],
    antecedents: (element.antecedents ?? []).map(describeAntecedent),
  };
}

/** Charts one element: the passage with the strongest term evidence (see termEvidence), labelled by it. */
export function chartElement(
  element: ClaimElement,
  elementIndex: number,
  passages: Passage[],
  weights: TermWeights | ((t: string) => number),
): ChartRow {
  return chartRow(element, elementIndex, termEvidence(element, passages, weights)[0]);
}

/**
 * Distinctive terms an element must name to be substantive; and that a passage must share with it, none named by an
 * earlier element of the claim, to be evidence of relevance (attorney review of issue 23: references shown on "a memory"
 * matched in a title, on "heat sink" alone, on "the instruction decoder" of an earlier element).
 */
export const SUBSTANTIVE_TERMS = 2;

/**
 * The generic base of a device (attorney re-review of issue 23, defect 15): every SAW device has "a piezoelectric
 * substrate", every engine control "an internal combustion engine". Stemmed like terms().
 */
const GENERIC_BASE = new Set(terms('substrate housing body engine frame casing chassis enclosure'));

/** The head noun of a preamble's subject ("A surface acoustic wave filter for …" → filter); null when GENERIC. */
function preambleHead(preamble: string): string | null {
  const subject =
    /^\s*(?:an?|the)\s+((?:[A-Za-z-]+\s+){0,4}?[A-Za-z-]+)(?=\s*(?:[,:;(]|$|\s(?:comprising|including|having|for|of|with|which|that|wherein|in|to|on)\b))/i.exec(
      preamble,
    );
  const head = subject ? terms(subject[1].split(/\s+/).pop() ?? '')[0] : undefined;
  return head && !GENERIC.has(head) ? head : null;
}

/**
 * Whether an element only names the claim's field (defect 15): a bare noun phrase of at most four words, no clause
 * or preposition limiting it ("a piezoelectric substrate", "an internal combustion engine"), whose head is a generic
 * base (GENERIC_BASE) or the preamble's head. "a substrate having a groove" is limited, so it is no such element.
 */
export function namesFieldOnly(element: string, preamble = ''): boolean {
  const words = element
    .trim()
    .replace(/[;,.:]?\s*(?:and|or)?\s*$/i, '')
    .replace(/^(?:an?|the|one)\s+/i, '')
    .split(/\s+/);
  if (words.length > 4 || !words.every((w) => /^[A-Za-z][A-Za-z-]*$/.test(w))) return false;
  if (terms(words.join(' ')).length !== words.length) return false;
  const head = terms(words[words.length - 1])[0];
  return !!head && (GENERIC_BASE.has(head) || head === preambleHead(preamble));
}

/**
 * Marks each row substantive (see ChartRow.substantive, substantiveMatch) and generic (ChartRow.generic), reading the
 * claim's elements in order. A generic element is neither substantive nor evidence of relevance; an element naming
 * only the claim's field (namesFieldOnly) is not substantive.
 */
export function markSubstantive(
  elements: ClaimElement[],
  rows: ChartRow[],
  weights: TermWeights | ((t: string) => number),
  preamble = '',
): ChartRow[] {
  const { distinctive, fieldCommon } = asWeights(weights);
  const earlier = new Set<string>();
  return rows.map((row, i) => {
    const e = elements[i];
    const own = [...new Set(chartTerms([e.text, ...(e.alternatives ?? [])].join(' ')))];
    const newHits = row.hits.filter((t) => !earlier.has(t));
    for (const t of own) earlier.add(t);
    const ownTerms = own.filter(distinctive);
    const generic = !!fieldCommon && ownTerms.length > 0 && ownTerms.every(fieldCommon);
    const fieldOnly = !generic && ownTerms.length >= SUBSTANTIVE_TERMS && namesFieldOnly(e.text, preamble);
    return {
      ...row,
      ownTerms,
      generic,
      ...(fieldOnly ? { fieldOnly } : {}),
      substantive: !generic && !fieldOnly && ownTerms.length >= SUBSTANTIVE_TERMS,
      substantiveMatch:
        !generic && row.floorMatch && row.source !== 'title' && newHits.length >= SUBSTANTIVE_TERMS,
    };
  });
}

/** A claim's chart against one reference and its coverage (mean element score, 0–1). */
export function chartClaim(
  claim: ChartedClaim,
  passages: Passage[],
  weights: TermWeights | ((t: string) => number),
): { claim: number; rows: ChartRow[]; coverage: number } {
  const rows = markSubstantive(
    claim.elements,
    claim.elements.map((e, i) => chartElement(e, i, passages, weights)),
    weights,
    claim.preamble,
  );
  const coverage = rows.length ? rows.reduce((s, r) => s + r.score, 0) / rows.length : 0;
  return { claim: claim.claim, rows, coverage };
}
