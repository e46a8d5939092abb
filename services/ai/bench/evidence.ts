// The analysis' evidence on the bench: a CorpusSearch with full text (and every corpus document's card, as
// patents.fullTexts gives them) and corpus counts over the in-process corpus, and the examiner-citation measure
// (cited patents that are in the corpus, found by the prior-art search).
import { corpusNumberOf } from '../src/engine/references-of-record.js';
import type { CandidateFullText, CitationOfRecord, CorpusCounts, CorpusSearch } from '../src/engine/types.js';
import type { XmlGrant } from '../test/support/uspto-xml-reader.js';
import type { Doc } from './corpus.js';
import type { ServiceIndex } from './retrieval.js';

/** patents.similar + patents.get (claims, description of the XML grants) + patents.priorArtCorpus, in process. */
export function benchSearch(service: ServiceIndex, docs: Doc[], grants: XmlGrant[]): CorpusSearch {
  const full = new Map(grants.map((g) => [g.number, g]));
  const cards = new Map(docs.map((d) => [d.patentNumber, d]));
  const dates = docs.map((d) => d.date).filter((d): d is string => !!d);
  const citedBy = new Map<string, number>();
  for (const g of grants) for (const c of g.citedPatents) citedBy.set(c, (citedBy.get(c) ?? 0) + 1);
  return {
    similar: (q) => service.similar(q),
    async fullText(numbers) {
      const out = new Map<string, CandidateFullText>();
      for (const n of numbers) {
        const g = full.get(n);
        const d = cards.get(n);
        if (!g && !d) continue;
        out.set(n, {
          claims: g?.claims.map((c) => c.text) ?? [],
          description: g?.description ?? '',
          ...(d
            ? { card: { title: d.title, abstract: d.abstract, date: d.date, cpc: d.cpc, ipc: d.ipc ?? [] } }
            : {}),
        });
      }
      return out;
    },
    async corpusCounts(q): Promise<CorpusCounts> {
      return {
        total: docs.length,
        datedBefore: q.before ? dates.filter((d) => d < q.before!).length : null,
        undated: docs.length - dates.length,
        forwardCitations: q.patentNumber ? (citedBy.get(q.patentNumber) ?? 0) : null,
        ...(q.terms ? { idf: Object.fromEntries(q.terms.map((t) => [t, service.index.idf(t)])) } : {}),
      };
    },
  };
}

/** Rank (0-based) of the first wanted number in a list, or -1. */
export const firstRank = (list: string[], wanted: Set<string>) => list.findIndex((n) => wanted.has(n));

/** Recall@k and MRR over queries, each with its list and its wanted set. */
export function recallAndMrr(runs: { list: string[]; wanted: Set<string> }[], k: number) {
  const pairs = runs.reduce((s, r) => s + r.wanted.size, 0);
  const found = runs.reduce((s, r) => s + r.list.slice(0, k).filter((n) => r.wanted.has(n)).length, 0);
  const mrr =
    runs.reduce((s, r) => {
      const i = firstRank(r.list, r.wanted);
      return s + (i >= 0 ? 1 / (i + 1) : 0);
    }, 0) / Math.max(1, runs.length);
  return { recall: found / Math.max(1, pairs), mrr, queries: runs.length, pairs };
}

/** The pool's order followed by the rest of a deeper list (ranks beyond the pool keep the lexical order). */
export const extend = (head: string[], deep: string[]) => [...head, ...deep.filter((n) => !head.includes(n))];

/**
 * The corpus numbers of the US patents a grant's examiner cited ("cited by examiner"); the rest of its references of
 * record ("cited by other") came from the applicant, mostly as background in an information disclosure statement.
 */
export const examinerCited = (citations: CitationOfRecord[]) =>
  new Set(
    citations
      .filter((c) => c.category === 'cited by examiner')
      .map(corpusNumberOf)
      .filter((n): n is string => n !== null),
  );
