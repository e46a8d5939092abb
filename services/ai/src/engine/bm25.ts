import { Bm25Index } from '@patent-hub/text';
import { terms } from './text.js';

export interface IndexedDoc {
  id: string;
  text: string;
}

/**
 * BM25 over a few texts with string ids (the passages of a document, a handful of candidates; the offline bench and
 * tests): the shared index and its scoring underneath, each text indexed as a body without a title.
 */
export class TextIndex {
  private readonly index = new Bm25Index();
  private readonly ids: string[] = [];

  constructor(docs: IndexedDoc[] = []) {
    for (const d of docs) this.add(d);
  }

  get size(): number {
    return this.ids.length;
  }

  add(doc: IndexedDoc): void {
    this.index.add({ docId: this.ids.length, title: '', abstract: doc.text, date: null });
    this.ids.push(doc.id);
  }

  idf(term: string): number {
    return this.index.idf(term);
  }

  search(query: string, limit = 10, accept?: (id: string) => boolean): { id: string; score: number }[] {
    const candidates = accept ? new Set(this.ids.flatMap((id, i) => (accept(id) ? [i] : []))) : undefined;
    return this.index
      .score(terms(query), { limit, candidates })
      .hits.map((h) => ({ id: this.ids[h.docId], score: h.score }));
  }
}
