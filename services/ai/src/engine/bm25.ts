import { terms } from './text.js';

export interface IndexedDoc {
  id: string;
  text: string;
}

/** In-memory BM25 (k1 1.2, b 0.75): used to rank passages inside a document and by the offline bench/tests. */
export class Bm25Index {
  private readonly docs: { id: string; tf: Map<string, number>; len: number }[] = [];
  private readonly df = new Map<string, number>();
  private readonly postings = new Map<string, number[]>();
  private totalLen = 0;

  constructor(docs: IndexedDoc[] = []) {
    for (const d of docs) this.add(d);
  }

  get size(): number {
    return this.docs.length;
  }

  add(doc: IndexedDoc): void {
    const tf = new Map<string, number>();
    const list = terms(doc.text);
    for (const t of list) tf.set(t, (tf.get(t) ?? 0) + 1);
    const idx = this.docs.length;
    this.docs.push({ id: doc.id, tf, len: list.length });
    this.totalLen += list.length;
    for (const t of tf.keys()) {
      this.df.set(t, (this.df.get(t) ?? 0) + 1);
      const p = this.postings.get(t);
      if (p) p.push(idx);
      else this.postings.set(t, [idx]);
    }
  }

  idf(term: string): number {
    const n = this.df.get(term) ?? 0;
    return Math.log(1 + (this.docs.length - n + 0.5) / (n + 0.5));
  }

  search(query: string, limit = 10, accept: (id: string) => boolean = () => true): { id: string; score: number }[] {
    const q = [...new Set(terms(query))];
    const avg = this.totalLen / Math.max(1, this.docs.length);
    const scores = new Map<number, number>();
    for (const t of q) {
      const idf = this.idf(t);
      for (const i of this.postings.get(t) ?? []) {
        const d = this.docs[i];
        const f = d.tf.get(t) ?? 0;
        const s = (idf * f * 2.2) / (f + 1.2 * (0.25 + (0.75 * d.len) / avg));
        scores.set(i, (scores.get(i) ?? 0) + s);
      }
    }
    return [...scores.entries()]
      .filter(([i]) => accept(this.docs[i].id))
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .map(([i, score]) => ({ id: this.docs[i].id, score }));
  }
}
