import { parseClaims, type ParsedClaim } from '../engine/claims-parser.js';
import { cosineSimilarity, type Embedder, sharedEmbedder } from '../engine/embeddings.js';
import { candidateItem, SEMANTIC_WEIGHT, semanticRerank } from '../engine/semantic-rerank.js';
import {
  chartableClaims,
  chartCandidates,
  type ChartedReference,
  cutoffOf,
  type FieldAgreement,
  overFloor,
  selectShown,
  heldOf,
  MAX_INDEPENDENT_CLAIMS,
  type OfRecordFindings,
  queryTerms,
  type PriorArtFindings,
} from '../engine/prior-art-chart.js';
import type { Section102Revisions } from '../engine/prior-art-basis.js';
import { benefitGapSearchedLine, corpusNumberOf, recordDate } from '../engine/references-of-record.js';
import type {
  CandidateFullText,
  CitationOfRecord,
  CorpusCounts,
  CorpusSearch,
  PatentForAnalysis,
  PriorArtCandidate,
} from '../engine/types.js';

/** Fused candidates the semantic re-rank orders before the top `limit` are kept. */
export const PRIOR_ART_POOL = 24;

export interface PriorArtOptions {
  /** Candidates returned (default 8). */
  limit?: number;
  /** Fused candidates re-ranked (default PRIOR_ART_POOL). */
  pool?: number;
  /** Default: the process-wide embedder; null = lexical ranking only. */
  embedder?: Embedder | null;
  semanticWeight?: number;
  /** The patent's claims already parsed (the analysis parses them once). */
  claims?: ParsedClaim[];
  /** Also US documents filed in the US before the cut-off and published on or after it (102(a)(2); pre-AIA 102(e)). */
  byFilingDate?: boolean;
}

/**
 * Prior art published before the earliest filing date: one query per independent claim plus the abstract
 * (title + abstract), fused by reciprocal rank so a document found by several queries rises; the fused pool is
 * then re-ranked with sentence embeddings of the same query texts (semanticRerank), falling back to the fused
 * order when the model is unavailable. Each candidate says which ranking placed it.
 */
export async function retrievePriorArt(
  search: CorpusSearch,
  patent: PatentForAnalysis,
  options: PriorArtOptions = {},
): Promise<PriorArtCandidate[]> {
  const { limit = 8, pool = PRIOR_ART_POOL, semanticWeight = SEMANTIC_WEIGHT } = options;
  if (!Number.isInteger(limit) || limit < 1)
    throw new Error(`limit must be a positive integer, got ${limit}`);
  if (!Number.isInteger(pool) || pool < limit)
    throw new Error(`pool must be an integer ≥ limit (${limit}), got ${pool}`);
  const embedder = options.embedder === undefined ? sharedEmbedder() : options.embedder;
  const independents = (options.claims ?? parseClaims(patent.claims))
    .filter((c) => c.independent)
    .slice(0, MAX_INDEPENDENT_CLAIMS);
  const queries = [`${patent.title}. ${patent.abstract}`, ...independents.map((c) => c.text)].filter(
    (q) => q.trim().length > 0,
  );
  const exclude = [patent.number, ...patent.familyNumbers];
  const perQuery = Math.max(20, pool);
  const lists = await Promise.all(
    queries.map((text) =>
      search.similar({
        text,
        before: patent.earliestDate ?? undefined,
        ...(options.byFilingDate && patent.earliestDate ? { byFilingDate: true } : {}),
        exclude,
        limit: perQuery,
      }),
    ),
  );
  const fused = new Map<string, { doc: PriorArtCandidate; score: number }>();
  for (const list of lists) {
    list.forEach((doc, rank) => {
      if (exclude.includes(doc.patentNumber)) return;
      const prev = fused.get(doc.patentNumber);
      fused.set(doc.patentNumber, { doc, score: (prev?.score ?? 0) + 1 / (60 + rank + 1) });
    });
  }
  const candidates = [...fused.values()]
    .sort((a, b) => b.score - a.score)
    .slice(0, pool)
    .map((f) => ({ ...f.doc, score: f.score }));
  const { ranked } = await semanticRerank(embedder, queries, candidates, semanticWeight);
  return ranked.slice(0, limit);
}

/**
 * The analysis' prior-art search (issue 23): the pool of candidates published strictly before the cut-off (the
 * effective filing date) or filed in the US before it (art as of that date: 102(a)(2), pre-AIA 102(e)), their full text where the corpus holds it, each charted against the independent claims;
 * those under the relevance floor are not shown. The pool is the fused lexical top `pool`; a semantic re-rank would
 * only re-order it (the shown references are ordered by chart relevance), so it is off unless an embedder is given.
 * The chart rows are labelled on their term evidence (CHART_METHOD in chart-evidence.ts). With `field`, a reference over
 * the floor is shown only when it is of the patent's field (FIELD_COSINE, or FIELD_COSINE_LOW with rare terms shared):
 * only those few are embedded.
 */
export async function searchPriorArt(
  search: CorpusSearch,
  patent: PatentForAnalysis,
  options: {
    limit?: number;
    pool?: number;
    floor?: number;
    embedder?: Embedder | null;
    claims?: ParsedClaim[];
    /** The revisions of 102 and pre-AIA 102 in the legal texts, cited beside each reference's basis. */
    revisions?: Section102Revisions;
    /** Sentence embeddings for the field test (FIELD_COSINE; the worker gives the process-wide embedder). Absent: not tested, as the ranking says. */
    field?: Embedder | null;
  } = {},
): Promise<PriorArtFindings> {
  const { limit = 5, pool = PRIOR_ART_POOL } = options;
  const cutoff = cutoffOf(patent);
  const parsed = options.claims ?? parseClaims(patent.claims);
  const charted = chartableClaims(patent, parsed);
  const [candidates, counts] = await Promise.all([
    cutoff.date
      ? retrievePriorArt(
          search,
          { ...patent, earliestDate: cutoff.date },
          { limit: pool, pool, embedder: options.embedder ?? null, claims: parsed, byFilingDate: true },
        )
      : Promise.resolve([]),
    search.corpusCounts
      ? search
          .corpusCounts({
            ...(cutoff.date ? { before: cutoff.date } : {}),
            patentNumber: patent.number,
            terms: queryTerms(patent, charted).slice(0, 5000),
          })
          .catch(() => null)
      : Promise.resolve(null),
  ]);
  // The references of record are looked up in the same call: those the corpus holds are charted (issue 23).
  const cited = citedNumbers(patent);
  const fullTexts: Map<string, CandidateFullText> = search.fullText
    ? await search.fullText([...new Set([...candidates.map((c) => c.patentNumber), ...cited])])
    : new Map();
  const all = chartCandidates(patent, candidates, fullTexts, counts, {
    limit,
    floor: options.floor,
    claims: charted,
    ...(options.revisions ? { revisions: options.revisions } : {}),
    ...(patent.citations ? { ofRecord: heldOfRecord(cited, fullTexts, candidates, patent.citations) } : {}),
  });
  const findings = selectShown(
    all,
    options.field ? await fieldAgreement(options.field, patent, overFloor(all)) : undefined,
  );
  const gap = await searchBenefitGap(search, patent, candidates, counts, {
    ...options,
    limit,
    pool,
    parsed,
    charted,
  });
  if (!gap) return findings;
  // The gap's documents: those dated before its end less those dated before the cut-off (one count, no terms).
  const upTo =
    search.corpusCounts && counts?.datedBefore != null
      ? await search
          .corpusCounts({ before: gap.until, patentNumber: patent.number })
          .then((c) => (c.datedBefore === null ? null : c.datedBefore - counts.datedBefore!))
          .catch(() => null)
      : null;
  const line = benefitGapSearchedLine(
    gap.from,
    { ...(gap.span ?? { claims: gap.claims }), date: gap.until },
    upTo,
    gap.shown.length,
  );
  return { ...findings, search: { ...findings.search, benefitGapSearched: line }, benefitGap: gap };
}

/**
 * Under a cut-off that rests on benefit claims read only from the description (not exact), the documents published
 * between it and the date without those claims are searched too (attorney re-review, issue 23 defect 2): prior art
 * unless the benefit claim holds. Charted against the later date, over the same floor and field test; kept apart.
 */
async function searchBenefitGap(
  search: CorpusSearch,
  patent: PatentForAnalysis,
  found: PriorArtCandidate[],
  counts: CorpusCounts | null,
  o: {
    limit: number;
    pool: number;
    floor?: number;
    field?: Embedder | null;
    revisions?: Section102Revisions;
    parsed: ParsedClaim[];
    charted: ReturnType<typeof chartableClaims>;
  },
): Promise<PriorArtFindings['benefitGap'] | null> {
  const cutoff = cutoffOf(patent);
  const until = patent.cutoff?.unlessBenefit?.date;
  if (!cutoff.date || cutoff.exact || !until || until <= cutoff.date) return null;
  const from = cutoff.date;
  const span = patent.cutoff!.unlessBenefit!;
  const claims = span.claims;
  const known = new Set(found.map((c) => c.patentNumber));
  const later = {
    ...patent,
    cutoff: {
      date: until,
      exact: false,
      basis: `${until}, ${span.kind === 'foreign' ? 'without the foreign priority claim to' : span.kind === 'cip' ? 'for claims not supported by' : 'without the benefit claim to'} ${claims.join(' and ')}`,
    },
  };
  const candidates = (
    await retrievePriorArt(
      search,
      { ...later, earliestDate: until },
      { limit: o.pool, pool: o.pool, embedder: null, claims: o.parsed },
    )
  ).filter((c) => !known.has(c.patentNumber) && !!c.date && c.date >= from && c.date < until);
  if (candidates.length === 0) return { from, until, claims, span, shown: [] };
  const fullTexts: Map<string, CandidateFullText> = search.fullText
    ? await search.fullText(candidates.map((c) => c.patentNumber))
    : new Map();
  const all = chartCandidates(later, candidates, fullTexts, counts, {
    limit: o.limit,
    floor: o.floor,
    claims: o.charted,
    ...(o.revisions ? { revisions: o.revisions } : {}),
  });
  const shown = selectShown(
    all,
    o.field ? await fieldAgreement(o.field, later, overFloor(all)) : undefined,
  ).shown;
  return { from, until, claims, span, shown };
}

/**
 * The field agreement of the references over the floor (FieldAgreement): the cosine of each one's title and abstract
 * with the patent's; only these few are embedded. Null when the model is unavailable.
 */
export async function fieldAgreement(
  embedder: Embedder,
  patent: PatentForAnalysis,
  references: ChartedReference[],
): Promise<FieldAgreement> {
  if (references.length === 0) return new Map();
  const vectors = await embedder.embed([
    { key: patent.number, text: `${patent.title}. ${patent.abstract}` },
    ...references.map((r) => candidateItem(r.candidate)),
  ]);
  if (!vectors) return null;
  return new Map(
    references.map((r, i) => [r.candidate.patentNumber, cosineSimilarity(vectors[0], vectors[i + 1])]),
  );
}

/** The corpus numbers of the patent's US references of record (not the patent itself). */
function citedNumbers(patent: PatentForAnalysis): string[] {
  return [
    ...new Set((patent.citations ?? []).map(corpusNumberOf).filter((n): n is string => n !== null)),
  ].filter((n) => n !== patent.number);
}

/**
 * What the corpus holds of the references of record when no search is run (a design patent, issue 23): looked up in
 * one patents.fullTexts call, not charted. Those of the patent's family are marked as such.
 */
export async function lookUpOfRecord(
  search: CorpusSearch,
  patent: PatentForAnalysis,
): Promise<OfRecordFindings | undefined> {
  if (!patent.citations) return undefined;
  const cited = citedNumbers(patent);
  const fullTexts: Map<string, CandidateFullText> =
    search.fullText && cited.length > 0 ? await search.fullText(cited) : new Map();
  const cards = heldOfRecord(cited, fullTexts, [], patent.citations);
  const family = new Set(patent.familyNumbers);
  return {
    held: heldOf(cards, fullTexts),
    cards: new Map(cards.map((c) => [c.patentNumber, c])),
    charted: [],
    family: new Set(cards.map((c) => c.patentNumber).filter((n) => family.has(n))),
  };
}

/** The cards of the references of record the corpus holds (its card, else the retrieved one, else the record's). */
function heldOfRecord(
  cited: string[],
  fullTexts: Map<string, CandidateFullText>,
  candidates: PriorArtCandidate[],
  citations: CitationOfRecord[],
): PriorArtCandidate[] {
  const retrieved = new Map(candidates.map((c) => [c.patentNumber, c]));
  return cited.flatMap((n) => {
    const held = fullTexts.get(n);
    if (!held) return [];
    const card = held.card ?? retrieved.get(n);
    const record = citations.find((c) => corpusNumberOf(c) === n);
    return [
      {
        patentNumber: n,
        title: card?.title ?? record?.name ?? '',
        abstract: card?.abstract ?? '',
        date: card ? card.date : recordDate(record?.date),
        cpc: held.card?.cpc ?? retrieved.get(n)?.cpc ?? [],
        ipc: held.card?.ipc ?? retrieved.get(n)?.ipc ?? [],
        score: 0,
      },
    ];
  });
}
