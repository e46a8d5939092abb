import { earlierFiledSearched, priorArtScope, type PriorArtSearch } from '@patent-hub/contracts';
import { CHART_METHOD } from './chart-evidence.js';
import { splitClaimElements, type ClaimElement } from './claim-elements.js';
import {
  chartClaim,
  DISTINCTIVE_IDF,
  passagesOf,
  SUBSTANTIVE_TERMS,
  poolIdf,
  chartTerms,
  type ChartRow,
  type Passage,
  type ReferenceText,
  type TermWeights,
} from './claim-chart.js';
import { parseClaims, type ParsedClaim } from './claims-parser.js';
import {
  inContinuity,
  priorArtBasisOf,
  inventorOverlap,
  type PriorArtBasis,
  type Section102Revisions,
} from './prior-art-basis.js';
import { checkDate, sectionsFor } from './references-of-record.js';
import { EMBEDDING_MODEL } from './embeddings.js';
import { isGroupWord, isMarkushClaim, withoutSubstituents } from './markush-terms.js';
import { describeRanking } from './semantic-rerank.js';
import { sentences, terms } from './text.js';
import type {
  CandidateFullText,
  ConditionalSpan,
  CorpusCounts,
  PatentForAnalysis,
  PriorArtCandidate,
} from './types.js';

/**
 * The relevance floor: a candidate is shown only when its best-charted claim (mean element coverage, terms weighted
 * by corpus IDF, each element against the reference's best passage of title, abstract, claims and description)
 * reaches it. Calibrated on the 199 XML grants (bench/calibrate-floor.ts): an unrelated document (24 random corpus
 * documents dated before each cut-off) reaches 0.012 at the median and 0.200 at p99; 0.20 keeps 1.0% of them and
 * 24% of the retrieved candidates (median 0.130). A candidate must also match disclosedNeeded() elements on the term
 * signal (each in one passage, see FLOOR_TERM_SHARE and MIN_MATCHED_TERMS): coverage made of partial matches, or one
 * shared phrase, does not clear the floor, whatever the size of the candidate pool.
 */
export const RELEVANCE_FLOOR = 0.2;

/**
 * Elements a reference must match on the term signal (each in one passage) to be shown: a quarter of the charted claim's elements,
 * and at least 2 when it has 3 or more, so one shared phrase never makes a reference "relevant".
 */
export function disclosedNeeded(elements: number): number {
  return elements >= 3 ? Math.max(2, Math.ceil(elements / 4)) : 1;
}

/**
 * Evidence that a reference is relevant (attorney review of issue 23), besides the floor: at least one substantive
 * element match (ChartRow.substantiveMatch) and this many distinct distinctive claim terms shared by its matched rows
 * (ChartRow.floorMatch), titles left out (or every one the elements have, when they have fewer: "a LADAR system
 * comprising a laser source"). Coverage made of "a memory" matched in a title, of "heat sink" alone or of an earlier
 * element's words repeated ("the instruction decoder") is a word match, not relevance; so is one phrase matched in
 * several elements ("a semiconductor substrate", "a gate structure disposed on the semiconductor substrate") with
 * words of unmatched rows ("10" of "less than 10%") made to count (attorney review of US7473606).
 */
export const SHARED_TERMS = 3;

/**
 * Element evidence a shown reference needs (attorney re-review of issue 23): one substantive element (ChartRow.substantive)
 * labelled "disclosed" outside the title, or substantive elements labelled "partly" outside the title on at least half of
 * the claim's substantive elements (and 2 or more). Partial matches of two of six elements ("a gate structure",
 * "a source/drain region") in any reference of the field are not a reference an attorney would read. The "partly"
 * route is kept (US5131025, a modem answering only authorized callers, for US7643624's caller check and second line),
 * and such a reference is labelled "no element disclosed; partial matches only" (partialMatchesOnly, contracts).
 */
export function hasElementEvidence(
  r: Pick<ChartedReference, 'substantiveDisclosed' | 'substantivePartly' | 'substantiveElements'>,
): boolean {
  return (
    r.substantiveDisclosed > 0 ||
    (r.substantivePartly >= 2 && 2 * r.substantivePartly >= r.substantiveElements)
  );
}

const sharedTerms = (rows: ChartRow[]) =>
  new Set(rows.filter((r) => r.floorMatch && r.source !== 'title').flatMap((r) => r.hits)).size;

export interface ChartedClaimSplit {
  claim: number;
  preamble: string;
  elements: ClaimElement[];
  /** Jepson form: the preamble is admitted prior art and is not charted; the elements are the improvement's. */
  jepson?: boolean;
}

/** How a chart shows a Jepson claim's preamble (37 CFR 1.75(e); MPEP 2129). */
export const JEPSON_PREAMBLE = 'admitted prior art (Jepson preamble)';

export interface ChartedReference {
  candidate: PriorArtCandidate;
  /** Why it is prior art and as of which date (null: it is not, e.g. a reference of record dated after the cut-off). */
  basis: PriorArtBasis | null;
  fullText: boolean;
  /** Coverage of the best-charted claim (0–1): the ranking and the floor use it. */
  relevance: number;
  charts: { claim: number; rows: ChartRow[]; coverage: number }[];
  /** The claim the relevance comes from. */
  bestClaim: number;
  /** Elements of the best-charted claim matched on their terms in one passage at FLOOR_TERM_SHARE (the floor reads it). */
  termMatched: number;
  /**
   * Only one-term elements ("a display", "a processor") of a claim that has others are matched: not enough for the
   * floor, a shared generic noun is not relevance (attorney review of US7643973 claim 34).
   */
  onlyOneTerm: boolean;
  /** Elements of the best-charted claim labelled "disclosed". */
  disclosed: number;
  elements: number;
  /** Rows of the best-charted claim that are evidence of relevance (ChartRow.substantiveMatch). */
  substantiveMatched: number;
  /** Distinct distinctive claim terms the best-charted claim's matched rows share, titles left out (see SHARED_TERMS). */
  sharedTerms: number;
  /** Distinct distinctive terms of the best-charted claim's elements: SHARED_TERMS asks no more than these. */
  claimTerms: number;
  /** Substantive elements of the best-charted claim (ChartRow.substantive), and those disclosed outside the title. */
  substantiveElements: number;
  substantiveDisclosed: number;
  /** Substantive elements of the best-charted claim labelled "partly" outside the title (see hasElementEvidence). */
  substantivePartly: number;
  /** Terms rare in the corpus its title and abstract share with the patent's (sharedRareTerms); null: no corpus IDF. */
  fieldTerms: string[] | null;
  /** The reference cut into passages (not part of the analysis' output). */
  passages: Passage[];
  /** A reference of record (cited during examination): set when it is one, with whether it clears the floor. */
  ofRecord?: boolean;
  overFloor?: boolean;
}

/** The references of record the corpus holds (issue 23): each charted unless it is of the patent's family. */
export interface OfRecordFindings {
  /** Corpus number → what the corpus holds of it. */
  held: Map<string, 'full text' | 'title and abstract'>;
  /** Corpus number → its card in the corpus (title, date, CPC and IPC codes); absent: not given. */
  cards?: Map<string, PriorArtCandidate>;
  /** Charted whatever their coverage (not the patent itself or its family). */
  charted: ChartedReference[];
  /** Corpus numbers of the patent's family among them (not charted). */
  family: Set<string>;
}

export interface PriorArtFindings {
  claims: ChartedClaimSplit[];
  /** Over the floor and ordered by coverage; references of record dated before the cut-off can be among them. */
  shown: ChartedReference[];
  ofRecord?: OfRecordFindings;
  search: PriorArtSearch;
  forwardCitations: number | null;
  /** How terms were weighed for the charts. */
  weights?: TermWeights;
  /**
   * References published in the gap between a cut-off resting on benefit claims read from the description and the
   * date without them (`until`): prior art unless those claims hold. Shown apart; they set no score.
   */
  /** Art between the cut-off and `until`, prior art unless the cut-off's condition holds (`span`, ConditionalSpan). */
  benefitGap?: {
    from: string;
    until: string;
    claims: string[];
    span?: ConditionalSpan;
    shown: ChartedReference[];
  };
}

/**
 * Why there is no cut-off when the record has no filing date: a patent's effective filing date is never its grant
 * date (35 U.S.C. 100(i)), and a search before the grant would take in art published between filing and grant,
 * the patent's own parents included.
 */
export const NO_FILING_DATE = 'no filing date in the record, so prior art cannot be dated against it';

/** The cut-off the patent states, else its earliest filing date as a stated fallback. */
export function cutoffOf(p: PatentForAnalysis): { date: string | null; basis: string; exact: boolean } {
  return (
    p.cutoff ?? {
      date: p.earliestDate,
      exact: false,
      basis: p.earliestDate ? 'fallback: earliest date in the record' : NO_FILING_DATE,
    }
  );
}

/** Why a record without chartable independent claims gets no claim-by-claim comparison. */
export function notCompared(patent: PatentForAnalysis): string {
  return patent.claims.length === 0
    ? 'no claims in the record: no claim-by-claim comparison'
    : 'no independent claim of the record could be split into elements: no claim-by-claim comparison';
}

const normalised = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * A candidate with the patent's own title and abstract (normalised) is a probable member of its family (a parent,
 * child or sibling filing): not prior art to the claims it shares. Needs an abstract: a title alone is too weak.
 */
export function sameTitleAndAbstract(patent: PatentForAnalysis, c: PriorArtCandidate): boolean {
  const abstract = normalised(patent.abstract);
  return (
    abstract !== '' && normalised(c.abstract) === abstract && normalised(c.title) === normalised(patent.title)
  );
}

/** The stemmed terms the charts weigh: those of the charted claims' elements, the title and the abstract. */
export function queryTerms(patent: PatentForAnalysis, claims = chartableClaims(patent)): string[] {
  const els = claims.flatMap((c) => c.elements.flatMap((e) => [e.text, ...(e.alternatives ?? [])]));
  return [...new Set(terms([patent.title, patent.abstract, ...els].join(' ')))];
}

/**
 * Independent claims searched and charted: each one (issue 23), up to this many; past it the first ones (of the 462
 * full-text documents in the data, one has 11 and none more).
 */
export const MAX_INDEPENDENT_CLAIMS = 12;

/** Independent claims (up to MAX_INDEPENDENT_CLAIMS) split into preamble and elements; `parsed`: already parsed. */
export function chartableClaims(
  patent: PatentForAnalysis,
  parsed: ParsedClaim[] = parseClaims(patent.claims),
): ChartedClaimSplit[] {
  return parsed
    .filter((c) => c.independent)
    .slice(0, MAX_INDEPENDENT_CLAIMS)
    .map((c) => {
      const { preamble, elements, jepson } = splitClaimElements(c.text);
      return { claim: c.number, preamble, elements, ...(jepson ? { jepson } : {}) };
    })
    .filter((c) => c.elements.length > 0);
}

const referenceText = (c: PriorArtCandidate, full: CandidateFullText | undefined): ReferenceText => ({
  title: c.title,
  abstract: c.abstract,
  claims: full?.claims ?? [],
  description: full?.description ?? '',
});

/** What chartPriorArt is told besides the candidates. */
export interface ChartOptions {
  limit?: number;
  floor?: number;
  claims?: ChartedClaimSplit[];
  /** The references of record the corpus holds (cards); charted whatever their coverage. */
  ofRecord?: PriorArtCandidate[];
  /** The revisions of 102 and pre-AIA 102 in the legal texts, cited beside each reference's basis. */
  revisions?: Section102Revisions;
}

/**
 * Charts every candidate that is prior art against the patent (priorArtBasisOf: published strictly before the cut-off,
 * or a US document filed in the US before it and published on or after it) against the patent's independent claims
 * (or, without claims, the sentences of its title and abstract), keeps those whose relevance reaches the floor and
 * orders them by it. An earlier-filed one by the patent's own inventive entity (not "by another") or of its
 * continuity is left out and counted, as are undated candidates; any other dated on or after the cut-off is left out.
 * `field`: the field agreement of the references over the floor (fieldAgreement); absent, the field is not tested.
 */
export function chartPriorArt(
  patent: PatentForAnalysis,
  candidates: PriorArtCandidate[],
  fullTexts: Map<string, CandidateFullText>,
  counts: CorpusCounts | null,
  opts: ChartOptions = {},
  field?: FieldAgreement,
): PriorArtFindings {
  return selectShown(chartCandidates(patent, candidates, fullTexts, counts, opts), field);
}

/**
 * Field agreement (attorney review of issue 23: references of another technology shown on word matches, "conditioning
 * fuel" of a fuel cell met by an engine's "load conditions"): the sentence-embedding cosine of the patent's title and
 * abstract with the reference's, for the references that clear everything else. Null: the model is unavailable, so
 * the field was not tested (the ranking says so).
 */
export type FieldAgreement = ReadonlyMap<string, number> | null;

/**
 * The field test a shown reference must pass: the cosine (USE-lite) of its title and abstract with the patent's at
 * least this, with FIELD_RARE_MIN shared rare terms. Calibrated on the bench's grants (bench/calibrate-field.ts): 2.1%
 * of random corpus documents dated before a grant's cut-off reach it (p98 0.705); the 4 cited patents of the
 * bench reach 0.705 to 0.788 (0.75 keeps 1).
 */
export const FIELD_COSINE = 0.7;

/**
 * The second field signal (attorney review of issue 23: US8930553's mid-dialog SIP messages and US7315742's SIP
 * refer handoff, one field, 0.54 by the embeddings): a reference under FIELD_COSINE is still of the patent's field when
 * its cosine is at least FIELD_COSINE_LOW and the two titles and abstracts share FIELD_RARE_SHARED terms rare in the
 * corpus (BM25 IDF of at least FIELD_RARE_IDF: in under about 1% of its documents; claim words and chemical group words
 * left out). Needs the corpus IDF (CorpusCounts.idf): a pool of candidates of one field cannot tell its words rare.
 * Calibrated with bench/calibrate-field.ts on 1592 random pairs: 33 (2.1%) pass, as with FIELD_COSINE alone (0.5 with 2
 * terms: 37; IDF 4 with 3 terms: 35); the 4 cited patents pass.
 */
export const FIELD_COSINE_LOW = 0.5;
export const FIELD_RARE_SHARED = 3;
export const FIELD_RARE_IDF = 4.5;

/**
 * Shared rare terms a reference needs even at FIELD_COSINE (attorney re-review of issue 23): the embeddings put two
 * optics texts, or two displays, close whatever the technology; US8089609's immersion lithography and US8089850's
 * optical pickup (0.779) share no term of FIELD_RARE_IDF, an OLED's sealing and an LCD's cell gap (0.829) none either
 * ("seal" is at 4.49). Calibrated with bench/calibrate-field.ts: random earlier pairs kept fall from 33 of 1592 (2.1%)
 * to 3 (0.2%); the 4 cited patents pass (1 or 2 such terms each), as do the references the attorney read as
 * relevant (SAW, VCO, modem). Not tested without the corpus IDF (the cosine alone decides).
 */
export const FIELD_RARE_MIN = 1;

/** The terms rare in the corpus (FIELD_RARE_IDF) that two titles and abstracts share, rarest first. */
export function sharedRareTerms(
  a: { title: string; abstract: string },
  b: { title: string; abstract: string },
  idf: (t: string) => number,
  rare = FIELD_RARE_IDF,
): string[] {
  const own = new Set(chartTerms(`${a.title}. ${a.abstract}`).filter((t) => !isGroupWord(t)));
  return [...new Set(chartTerms(`${b.title}. ${b.abstract}`))]
    .filter((t) => own.has(t) && idf(t) >= rare)
    .sort((x, y) => idf(y) - idf(x));
}

/**
 * Whether a reference passes the field test: FIELD_COSINE with FIELD_RARE_MIN shared rare terms, or FIELD_COSINE_LOW
 * with FIELD_RARE_SHARED. `rareShared` null: the corpus IDF is unknown, so FIELD_COSINE alone.
 */
export function inPatentField(cosine: number, rareShared: number | null): boolean {
  if (rareShared === null) return cosine >= FIELD_COSINE;
  return (
    (cosine >= FIELD_COSINE && rareShared >= FIELD_RARE_MIN) ||
    (cosine >= FIELD_COSINE_LOW && rareShared >= FIELD_RARE_SHARED)
  );
}

/** A document's classifications, CPC and IPC: the two schemes share their subclass symbols (H01L, G02F). */
export const classificationsOf = (d: { cpc: readonly string[]; ipc?: readonly string[] }): string[] => [
  ...d.cpc,
  ...(d.ipc ?? []),
];

/** The classification subclasses of CPC (or IPC) codes: 'H01L51/5246' → 'H01L'; other strings are left out. */
export function classSubclasses(codes: readonly string[]): Set<string> {
  return new Set(
    codes
      .map((c) => /^([A-H]\d{2}[A-Z])(?=\s*\d)/.exec(c.trim().toUpperCase())?.[1])
      .filter((c) => !!c) as string[],
  );
}

/**
 * The classification gate of the field test (attorney review of issue 23: an OLED's sealing, H01L, shown an LCD's
 * cell gap, G02F, at cosine 0.829; immersion lithography, G03B, an optical pickup, G11B): a reference whose
 * classifications (CPC or IPC: classificationsOf) share no subclass with the patent's is of another field, whatever
 * its cosine; the subclasses in each, for the ranking text. Null when either has no classification (not tested). A
 * subclass, not a main group: the narrower the gate, the more examiner citations fall across it. It does not overrule
 * FIELD_RARE_SHARED shared rare terms (outsideFieldReason): US8930553's mid-dialog SIP messages (IPC G06F15/16) and
 * US7315742's SIP refer roaming (H04Q7/20), one field by the attorney's reading, are filed in two sections.
 * bench/calibrate-field.ts: 70 of the 71 random pairs classified on both sides are in another subclass; no
 * cited patent of the bench carries a code, so how many examiner citations cross a subclass is not measured.
 */
export function otherSubclass(
  patent: readonly string[],
  reference: readonly string[],
): { patent: string[]; reference: string[] } | null {
  const own = classSubclasses(patent);
  const theirs = classSubclasses(reference);
  if (own.size === 0 || theirs.size === 0 || [...theirs].some((c) => own.has(c))) return null;
  return { patent: [...own], reference: [...theirs] };
}

/**
 * A term is common in the patent's field when at least this share of the retrieved candidates name it in their title
 * or abstract, and there are at least FIELD_POOL_MIN of them (over a few candidates every term would be common). An
 * element whose distinctive terms are all common in the field is generic (ChartRow.generic): "a semiconductor
 * substrate", "a gate structure" among semiconductor documents.
 */
export const FIELD_COMMON_SHARE = 0.25;
export const FIELD_POOL_MIN = 12;

/** The terms of the patent common among the candidates' titles and abstracts (see FIELD_COMMON_SHARE). */
export function fieldCommonTerms(pool: Passage[][], wanted: Iterable<string>): Set<string> {
  if (pool.length < FIELD_POOL_MIN) return new Set();
  const df = new Map<string, number>();
  for (const passages of pool)
    for (const t of new Set(
      passages.filter((p) => p.source === 'title' || p.source === 'abstract').flatMap((p) => [...p.terms]),
    ))
      df.set(t, (df.get(t) ?? 0) + 1);
  return new Set([...wanted].filter((t) => (df.get(t) ?? 0) >= FIELD_COMMON_SHARE * pool.length));
}

/** The charts of every candidate, before the floor and the field test decide what is shown (chartPriorArt). */
export interface ChartedCandidates {
  patent: PatentForAnalysis;
  opts: ChartOptions;
  cutoff: ReturnType<typeof cutoffOf>;
  claims: ChartedClaimSplit[];
  counts: CorpusCounts | null;
  fullTexts: Map<string, CandidateFullText>;
  /** The retrieved candidates that are prior art, charted. */
  charted: ChartedReference[];
  /** The references of record (not of the family), charted or taken from `charted`. */
  recordCharted: ChartedReference[];
  recordFamily: Set<string>;
  family: number;
  sameEntity: number;
  continuity: number;
  undatedDropped: number;
  ranking: PriorArtCandidate['ranking'];
  weights: TermWeights;
}

/** Charts the candidates and the references of record (see chartPriorArt); nothing is selected yet. */
export function chartCandidates(
  patent: PatentForAnalysis,
  candidates: PriorArtCandidate[],
  fullTexts: Map<string, CandidateFullText>,
  counts: CorpusCounts | null,
  opts: ChartOptions = {},
): ChartedCandidates {
  const cutoff = cutoffOf(patent);
  const claims = opts.claims ?? chartableClaims(patent);
  const queries = claims.length
    ? claims
    : [
        {
          claim: 0,
          preamble: '',
          elements: sentences(`${patent.title}. ${patent.abstract}`).map((text) => ({
            text,
            kind: 'element' as const,
          })),
        },
      ].filter((q) => q.elements.length > 0);
  const exclude = new Set([patent.number, ...patent.familyNumbers]);
  const family = candidates.filter((c) => !exclude.has(c.patentNumber) && sameTitleAndAbstract(patent, c));
  for (const c of family) exclude.add(c.patentNumber);
  const basisOf = (c: PriorArtCandidate) =>
    priorArtBasisOf(c, cutoff, opts.revisions, inventorOverlap(patent, c) === 'some', {
      filed: patent.filingDate,
      sameInventors: inventorOverlap(patent, c) === 'same',
    });
  // Art by its US filing date must be by another and not of the patent's own continuity (102(a)(2); pre-AIA 102(e)).
  let sameEntity = 0;
  let continuity = 0;
  const dated = candidates.filter((c) => {
    const basis = exclude.has(c.patentNumber) ? null : basisOf(c);
    if (basis?.kind !== 'filed') return basis !== null;
    if (inContinuity(patent, c)) continuity++;
    else if (inventorOverlap(patent, c) === 'same') sameEntity++;
    else return true;
    return false;
  });
  const undatedDropped = candidates.filter((c) => c.date === null).length;
  const withText = (c: PriorArtCandidate) => {
    const full = fullTexts.get(c.patentNumber);
    return {
      c,
      full: !!full && (full.claims.length > 0 || full.description.length > 0),
      passages: passagesOf(referenceText(c, full)),
    };
  };
  const withPassages = dated.map(withText);
  const recordFamily = new Set(
    (opts.ofRecord ?? []).filter((c) => exclude.has(c.patentNumber)).map((c) => c.patentNumber),
  );
  const recordPassages = (opts.ofRecord ?? []).filter((c) => !exclude.has(c.patentNumber)).map(withText);
  const own = new Set(
    terms([patent.title, patent.abstract, ...patent.claims.map((c) => c.text), patent.description].join(' ')),
  );
  // The field's common terms: those of the claims named in the titles and abstracts of many retrieved candidates.
  const common = fieldCommonTerms(
    withPassages.map((w) => w.passages),
    claims.flatMap((c) =>
      c.elements.flatMap((e) => chartTerms([e.text, ...(e.alternatives ?? [])].join(' '))),
    ),
  );
  const fieldCommon = common.size > 0 ? { fieldCommon: (t: string) => common.has(t) } : {};
  // Corpus IDF when the patents service gave it (a term rare in the corpus weighs more); else IDF over this pool.
  const corpusIdf = counts?.idf;
  const rarest = corpusIdf ? Math.max(0, ...Object.values(corpusIdf)) : 0;
  // Only the corpus IDF tells a common word from a rare one; over a small pool every term is "distinctive" and the
  // absolute MIN_MATCHED_TERMS count does the work.
  const weights: TermWeights = corpusIdf
    ? {
        idf: (t: string) => corpusIdf[t] ?? rarest,
        distinctive: (t: string) => (corpusIdf[t] ?? rarest) >= DISTINCTIVE_IDF,
        ...fieldCommon,
      }
    : {
        idf: poolIdf([
          own,
          ...[...withPassages, ...recordPassages].map(
            (w) => new Set(w.passages.flatMap((p) => [...p.terms])),
          ),
        ]),
        distinctive: () => true,
        ...fieldCommon,
      };
  // A compound claim's substituent lists ("alkyl, aryl, halogen") are in every Markush claim: no match on them.
  const claimWeights = queries.map((q) =>
    isMarkushClaim([q.preamble, ...q.elements.map((e) => e.text)].join(' '))
      ? withoutSubstituents(weights)
      : weights,
  );
  const chartOne = ({ c, full, passages }: ReturnType<typeof withText>): ChartedReference => {
    const charts = queries.map((q, i) => chartClaim(q, passages, claimWeights[i]));
    const best = charts.reduce((a, b) => (b.coverage > a.coverage ? b : a), charts[0]);
    return {
      candidate: c,
      basis: basisOf(c),
      fullText: full,
      relevance: best ? Math.round(best.coverage * 1000) / 1000 : 0,
      charts: claims.length ? charts : [],
      bestClaim: best?.claim ?? 0,
      termMatched: best?.rows.filter((r) => r.floorMatch).length ?? 0,
      onlyOneTerm: !!best?.rows.some((r) => !r.oneTerm) && !best.rows.some((r) => r.floorMatch && !r.oneTerm),
      disclosed: best?.rows.filter((r) => r.disclosed).length ?? 0,
      elements: best?.rows.length ?? 0,
      substantiveMatched: best?.rows.filter((r) => r.substantiveMatch).length ?? 0,
      sharedTerms: best ? sharedTerms(best.rows) : 0,
      claimTerms: best ? new Set(best.rows.flatMap((r) => r.ownTerms)).size : 0,
      substantiveElements: best?.rows.filter((r) => r.substantive).length ?? 0,
      substantiveDisclosed:
        best?.rows.filter((r) => r.substantive && r.disclosed && r.source !== 'title').length ?? 0,
      substantivePartly:
        best?.rows.filter((r) => r.substantive && r.label === 'partly' && r.source !== 'title').length ?? 0,
      fieldTerms: corpusIdf ? sharedRareTerms(patent, c, (t) => corpusIdf[t] ?? 0) : null,
      passages,
    };
  };
  const charted = withPassages.map(chartOne);
  const retrieved = new Map(charted.map((r) => [r.candidate.patentNumber, r]));
  const recordCharted = recordPassages.map((w) => {
    const r = retrieved.get(w.c.patentNumber) ?? chartOne(w);
    return { ...r, ofRecord: true };
  });
  for (const r of recordCharted)
    if (retrieved.has(r.candidate.patentNumber)) retrieved.get(r.candidate.patentNumber)!.ofRecord = true;
  return {
    patent,
    opts,
    cutoff,
    claims,
    counts,
    fullTexts,
    charted,
    recordCharted,
    recordFamily,
    family: family.length,
    sameEntity,
    continuity,
    undatedDropped,
    ranking: candidates[0]?.ranking,
    weights,
  };
}

/** Whether a charted reference clears the relevance floor and the evidence it needs (see RELEVANCE_FLOOR). */
export function clearsFloor(r: ChartedReference, floor: number): boolean {
  return (
    r.relevance >= floor &&
    (floor === 0 ||
      (r.termMatched >= disclosedNeeded(r.elements) &&
        !r.onlyOneTerm &&
        r.substantiveMatched > 0 &&
        hasElementEvidence(r) &&
        r.sharedTerms >= Math.min(SHARED_TERMS, r.claimTerms)))
  );
}

/**
 * The references over the floor that the field test still has to judge: retrieved ones, and references of record
 * dated before the cut-off (whose cosine fieldAgreement needs).
 */
export function overFloor(c: ChartedCandidates): ChartedReference[] {
  const floor = c.opts.floor ?? RELEVANCE_FLOOR;
  return [...c.charted, ...c.recordCharted].filter((r) => clearsFloor(r, floor));
}

type Classified = { cpc: readonly string[]; ipc?: readonly string[] };

/**
 * The classification gate as the field test applies it: otherSubclass of the two documents' CPC and IPC codes, unless
 * their titles and abstracts share FIELD_RARE_SHARED rare terms (`rareShared`; null: the corpus IDF is unknown), the
 * field's own words, which a classification does not overrule. Null: the gate does not exclude the reference.
 */
export function classificationGate(patent: Classified, reference: Classified, rareShared: number | null) {
  if ((rareShared ?? 0) >= FIELD_RARE_SHARED) return null;
  return otherSubclass(classificationsOf(patent), classificationsOf(reference));
}

/**
 * Why a reference over the floor is of another field (the message says it), or null when it passes the field test
 * (inPatentField and otherSubclass) or the field is not tested (`field` null).
 */
export function outsideFieldReason(
  patent: PatentForAnalysis,
  r: ChartedReference,
  field: FieldAgreement,
): string | null {
  if (!field) return null;
  const cosine = field.get(r.candidate.patentNumber) ?? -1;
  const rare = r.fieldTerms?.length ?? null;
  const classes = classificationGate(patent, r.candidate, rare);
  if (inPatentField(cosine, rare) && !classes) return null;
  if (classes) return `classified ${classes.reference.join(', ')}, the patent ${classes.patent.join(', ')}`;
  const cos = `title and abstract at cosine ${cosine < 0 ? 'unknown' : cosine.toFixed(2)}`;
  if (rare === null) return cos;
  return `${cos}, ${rare === 0 ? 'no shared term' : `${rare} shared term${rare === 1 ? '' : 's'}`} rare in the corpus`;
}

/**
 * A left-out reference's dates against the cut-off (attorney review, issue 23: "US7158161: classified B41J" gave none,
 * though it was granted after the cut-off and filed before it): " (dated 2007-01-02, filed 2004-06-03 in the US:
 * after the cut-off by its date, a candidate as of its US filing date, pre-AIA 35 U.S.C. 102(e))". One dated before
 * the cut-off needs no dates: it is prior art by its date.
 */
function datedAgainst(c: PriorArtCandidate, cutoff: { date: string | null; basis: string }): string {
  const cut = cutoff.date;
  if (!c.date || !cut || c.date < cut) return '';
  if (c.filingDate && c.filingDate < cut)
    return ` (dated ${c.date}, filed ${c.filingDate} in the US: after the cut-off by its date, a candidate as of its US filing date, ${sectionsFor('us', cut, cutoff.basis)})`;
  return ` (dated ${c.date}, after the cut-off)`;
}

/** What is shown of the charted candidates: over the floor and, when `field` is given, in the patent's field. */
export function selectShown(c: ChartedCandidates, field?: FieldAgreement): PriorArtFindings {
  const { patent, opts, cutoff, claims, counts, charted } = c;
  const { limit = 5, floor = RELEVANCE_FLOOR } = opts;
  const inField = (r: ChartedReference) =>
    !field || floor === 0 || outsideFieldReason(patent, r, field) === null;
  const clears = (r: ChartedReference) => clearsFloor(r, floor) && inField(r);
  const retrieved = new Set(charted.map((r) => r.candidate.patentNumber));
  const recordCharted = c.recordCharted.map((r) => ({ ...r, overFloor: clears(r) }));
  // A reference of record joins the shown ones on the same terms as a retrieved one: dated before the cut-off, over the floor.
  const recordAbove = recordCharted.filter(
    (r) =>
      !retrieved.has(r.candidate.patentNumber) &&
      checkDate(r.candidate.date, cutoff.date) === 'before' &&
      (r.candidate.date?.length ?? 0) === 10 &&
      clears(r),
  );
  const retrievedAbove = charted.filter(clears);
  const outside = charted.filter((r) => clearsFloor(r, floor) && !inField(r));
  const outsideField = outside.length;
  const why = outside
    .slice(0, 3)
    .map(
      (r) =>
        `US${r.candidate.patentNumber}${datedAgainst(r.candidate, cutoff)}: ${outsideFieldReason(patent, r, field ?? null)}`,
    )
    .join('; ');
  const above = [...retrievedAbove, ...recordAbove].sort((a, b) => b.relevance - a.relevance);
  const shown = above.slice(0, limit);
  const considered = cutoff.date === null ? null : (counts?.datedBefore ?? null);
  const before = cutoff.date ?? 'the cut-off';
  const uncompared = claims.length === 0 ? notCompared(patent) : null;
  const onText = uncompared ? ' on title and abstract' : '';
  const scope = cutoff.date === null ? null : earlierFiledSearched(cutoff.date, cutoff.date, cutoff.basis);
  const none =
    (considered !== null
      ? `No relevant prior art found${onText} among ${considered} documents dated before ${before}.`
      : `No relevant prior art found${onText} among the ${charted.length} closest documents dated before ${before}.`) +
    (outsideField > 0
      ? ` ${outsideField} matching on terms ${outsideField > 1 ? 'are' : 'is'} of another field (${why}${outsideField > 3 ? '; …' : ''}).`
      : '') +
    (scope ? ` ${scope}` : '');
  const ofRecord: OfRecordFindings | undefined = opts.ofRecord
    ? {
        held: heldOf(opts.ofRecord, c.fullTexts),
        cards: new Map(opts.ofRecord.map((r) => [r.patentNumber, r])),
        charted: recordCharted,
        family: c.recordFamily,
      }
    : undefined;
  const fieldRule =
    floor === 0
      ? ''
      : field === undefined
        ? ' Field agreement not tested.'
        : field === null
          ? ' Field agreement not tested: the sentence-embedding model is unavailable.'
          : ` Each shown reference is also of the patent's field: its title and abstract have a sentence-embedding cosine of at least ${FIELD_COSINE} with the patent's (${EMBEDDING_MODEL}) and ${FIELD_RARE_MIN} shared term rare in the corpus (BM25 IDF ${FIELD_RARE_IDF} or more; chemical group words left out), or a cosine of at least ${FIELD_COSINE_LOW} and ${FIELD_RARE_SHARED} such terms${counts?.idf ? '' : ' (no corpus IDF: the cosine alone)'}, and, unless they share ${FIELD_RARE_SHARED} such terms, when both carry classifications (CPC or IPC) they share a subclass ("H01L": an OLED's sealing is not an LCD's cell gap, G02F).`;
  return {
    claims,
    shown,
    ...(ofRecord ? { ofRecord } : {}),
    forwardCitations: counts?.forwardCitations ?? null,
    weights: c.weights,
    search: {
      chartMethod: CHART_METHOD,
      cutoff: cutoff.date,
      cutoffBasis: cutoff.basis,
      cutoffExact: cutoff.exact,
      consideredDocuments: considered,
      undatedExcluded: counts ? counts.undated : c.undatedDropped,
      undatedScope: counts ? (counts.undatedScope ?? 'corpus') : 'candidates',
      candidates: charted.length,
      belowFloor: charted.length - retrievedAbove.length,
      relevanceFloor: floor,
      ...(c.family > 0 ? { familyExcluded: c.family } : {}),
      ...(c.sameEntity > 0 ? { sameInventorsExcluded: c.sameEntity } : {}),
      ...(c.continuity > 0 ? { continuityExcluded: c.continuity } : {}),
      ...(cutoff.date !== null ? { scope: priorArtScope(cutoff.date, cutoff.basis, true) } : {}),
      ...(uncompared ? { notCompared: uncompared } : {}),
      ranking: `${describeRanking(c.ranking)} Shown: candidates whose best claim's element coverage (title, abstract, claims and description, passage by passage) is at least ${Math.round(floor * 100)}% with a quarter of its elements (at least 2 of 3 or more) matched on their terms in one passage each, not only elements of one word ("a display") when the claim has others, at least one element matched outside the title on ${SUBSTANTIVE_TERMS} distinctive terms no earlier element names, one element naming ${SUBSTANTIVE_TERMS} or more distinctive terms labelled disclosed outside the title (or half of those elements, at least 2, labelled partly), and ${SHARED_TERMS} distinct distinctive terms shared by the matched elements (each one when its elements have fewer), ordered by coverage. An element whose distinctive terms are all common in the field (each in at least ${Math.round(FIELD_COMMON_SHARE * 100)}% of the candidates' titles and abstracts, "a semiconductor substrate") is charted but counts for neither; nor do the substituent words of a compound claim's Markush lists ("alkyl", "heteroaryl", "halogen", "optionally substituted").${fieldRule}`,
      message:
        shown.length > 0
          ? null
          : cutoff.date === null
            ? `No prior-art comparison: ${cutoff.basis}.`
            : uncompared
              ? `${uncompared[0].toUpperCase()}${uncompared.slice(1)}. ${none}`
              : none,
    },
  };
}

/** What the corpus holds of each reference of record it gave a card for. */
export function heldOf(
  cards: PriorArtCandidate[],
  fullTexts: Map<string, CandidateFullText>,
): OfRecordFindings['held'] {
  return new Map(
    cards.map((c) => {
      const f = fullTexts.get(c.patentNumber);
      const full = !!f && (f.claims.length > 0 || f.description.length > 0);
      return [c.patentNumber, full ? 'full text' : 'title and abstract'];
    }),
  );
}

/** The ranking of a search that was not run (notSearched). */
export const NOT_SEARCHED = 'Not searched.';

/**
 * Findings of a search that was not run (a design patent): nothing shown, the message says why. `ofRecord`: the
 * references of record the corpus holds, looked up though not charted (a design is compared on its drawings).
 */
export function notSearched(
  patent: PatentForAnalysis,
  message: string,
  ofRecord?: OfRecordFindings,
): PriorArtFindings {
  const cutoff = cutoffOf(patent);
  return {
    claims: [],
    shown: [],
    ...(ofRecord ? { ofRecord } : {}),
    forwardCitations: null,
    search: {
      cutoff: cutoff.date,
      cutoffBasis: cutoff.basis,
      cutoffExact: cutoff.exact,
      consideredDocuments: null,
      undatedExcluded: null,
      candidates: 0,
      belowFloor: 0,
      relevanceFloor: RELEVANCE_FLOOR,
      ranking: NOT_SEARCHED,
      message,
    },
  };
}
