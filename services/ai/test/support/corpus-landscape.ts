import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LandscapeFact } from '@patent-hub/contracts';
import { Bm25Index, DEFAULT_BM25, rankSimilar } from '@patent-hub/text';
import type { PriorArtCandidate } from '../../src/engine/types.js';
import type { LandscapeSource } from '../../src/strategy/landscape.js';

const here = path.dirname(fileURLToPath(import.meta.url));
export const sharedDataDir = () =>
  process.env.PATENT_DATA_DIR ?? path.resolve(here, '../../../../../shared/data');

interface Row {
  patent_number: string;
  title?: string;
  abstract?: string;
  date?: string | null;
  cpc?: string[];
  assignees?: string[];
}

/**
 * The real first-run corpus (derived/us_patents_title_abstract.jsonl, 20,392 grants) behind the patents service's own
 * ranking (Bm25Index + rankSimilar of @patent-hub/text), in memory: what `patents.similar`, `patents.priorArtCorpus`
 * (IDF) and `patents.landscapeFacts` answer, without the database round trip.
 */
export class CorpusLandscapeSource implements LandscapeSource {
  readonly rows: Row[];
  private readonly index = new Bm25Index(DEFAULT_BM25);
  private readonly byNumber = new Map<string, Row>();

  constructor(dataDir = sharedDataDir()) {
    this.rows = readFileSync(path.join(dataDir, 'derived/us_patents_title_abstract.jsonl'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Row);
    this.rows.forEach((r, i) => {
      this.byNumber.set(r.patent_number, r);
      this.index.add({
        docId: i,
        title: r.title ?? '',
        abstract: r.abstract ?? '',
        date: r.date ?? null,
        cpc: r.cpc ?? [],
      });
    });
  }

  async similar(q: { text: string; limit?: number }): Promise<PriorArtCandidate[]> {
    return rankSimilar(this.index, { text: q.text, limit: q.limit ?? 10 }).map((h) => {
      const r = this.rows[h.docId];
      return {
        patentNumber: r.patent_number,
        title: r.title ?? '',
        abstract: r.abstract ?? '',
        date: r.date ?? null,
        cpc: r.cpc ?? [],
        score: h.score,
      };
    });
  }

  async corpusCounts(q: { terms?: string[] }) {
    return {
      total: this.rows.length,
      datedBefore: null,
      undated: this.rows.filter((r) => !r.date).length,
      forwardCitations: null,
      idf: Object.fromEntries((q.terms ?? []).map((t) => [t, this.index.idf(t)])),
    };
  }

  async landscapeFacts(numbers: string[]): Promise<LandscapeFact[]> {
    return numbers
      .map((n) => this.byNumber.get(n))
      .filter((r): r is Row => !!r)
      .map((r) => ({
        patentNumber: r.patent_number,
        assignee: r.assignees?.length ? r.assignees.join('; ') : null,
        filingDate: null,
        date: r.date ?? null,
        cpc: r.cpc ?? [],
      }));
  }

  assigneesOf(number: string): string[] {
    return this.byNumber.get(number)?.assignees ?? [];
  }
}
