// Retrieval quality of the patents service's own BM25 index and `patents.similar` ranking, on the real corpus.
import {
  Bm25Index,
  type Bm25Params,
  DEFAULT_BM25,
  DEFAULT_SIMILAR,
  rankSimilar,
  type SimilarParams,
} from '@patent-hub/text';
import { filingDateTest } from '@patent-hub/contracts';
import { earliestClaimedFiling } from '../src/engine/prior-art-basis.js';
import type { CorpusSearch, PriorArtCandidate } from '../src/engine/types.js';
import type { Doc } from './corpus.js';

export const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
export const mainGroups = (cpc: string[]) =>
  new Set(cpc.filter((c) => c.includes('/')).map((c) => c.split('/')[0].replace(/\s+/g, '')));

/** The service's index built in process from the corpus, doc ids = positions. */
export class ServiceIndex implements CorpusSearch {
  readonly index: Bm25Index;
  readonly idOf = new Map<string, number>();
  constructor(
    readonly docs: Doc[],
    params: Bm25Params = DEFAULT_BM25,
  ) {
    this.index = new Bm25Index(params);
    docs.forEach((d, i) => {
      this.idOf.set(d.patentNumber, i);
      this.index.add({
        docId: i,
        title: d.title,
        abstract: d.abstract,
        date: d.date,
        filed: earliestClaimedFiling(d),
        filedAia: earliestClaimedFiling(d, true),
        cpc: d.cpc,
      });
    });
  }
  /** What `patents.similar` answers, minus the database round trip for the cards. */
  async similar(q: {
    text: string;
    before?: string;
    byFilingDate?: boolean;
    exclude?: string[];
    limit?: number;
  }): Promise<PriorArtCandidate[]> {
    const { text, limit = 10, exclude = [], before, byFilingDate } = q;
    const test = filingDateTest({ before, byFilingDate });
    return this.rank(text, limit, exclude, DEFAULT_SIMILAR, before, true, test).map((n) => ({
      ...this.docs[this.idOf.get(n)!],
      score: 0,
    }));
  }

  rank(
    text: string,
    limit: number,
    exclude: string[],
    params: SimilarParams = DEFAULT_SIMILAR,
    before?: string,
    dropBoilerplate = true,
    byFilingDate: boolean | 'aia' = false,
  ): string[] {
    const excludeDocIds = new Set(
      exclude.map((n) => this.idOf.get(n)).filter((x): x is number => x !== undefined),
    );
    return rankSimilar(
      this.index,
      { text, limit, beforeDate: before, byFilingDate, excludeDocIds },
      params,
      dropBoilerplate,
    ).map((h) => this.docs[h.docId].patentNumber);
  }
}

/** Deterministic sample of CPC queries (title + abstract), split into a tuning half and a held-out half. */
export function cpcQueries(docs: Doc[], n = 600): { tune: Doc[]; heldOut: Doc[] } {
  const withCpc = docs.filter((d) => mainGroups(d.cpc).size > 0 && d.abstract.length > 50);
  let seed = 42;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const keyed = withCpc
    .map((d) => ({ d, k: rand() }))
    .sort((a, b) => a.k - b.k)
    .slice(0, n)
    .map((x) => x.d);
  return { tune: keyed.filter((_, i) => i % 2 === 0), heldOut: keyed.filter((_, i) => i % 2 === 1) };
}

export function evalCpc(
  docs: Doc[],
  queries: Doc[],
  rank: (text: string, exclude: string[]) => string[] | Promise<string[]>,
) {
  const groupsOf = new Map(docs.map((d) => [d.patentNumber, mainGroups(d.cpc)]));
  return (async () => {
    const times: number[] = [];
    const precisions: number[] = [];
    for (const q of queries) {
      const s = performance.now();
      const ranked = await rank(`${q.title} ${q.abstract}`, [q.patentNumber]);
      times.push(performance.now() - s);
      const qg = mainGroups(q.cpc);
      precisions.push(
        ranked.slice(0, 10).filter((id) => [...(groupsOf.get(id) ?? [])].some((g) => qg.has(g))).length / 10,
      );
    }
    return {
      precisions,
      p10: precisions.reduce((a, b) => a + b, 0) / queries.length,
      p50: pct(times, 50),
      p95: pct(times, 95),
    };
  })();
}
