import { tokenize } from './text-analysis.js';

/** Postings of one term: parallel growable arrays of document slots and term frequencies. */
class Postings {
  slots = new Int32Array(4);
  tfs = new Uint16Array(4);
  length = 0;
  push(slot: number, tf: number) {
    if (this.length === this.slots.length) {
      const s = new Int32Array(this.length * 2); s.set(this.slots); this.slots = s;
      const t = new Uint16Array(this.length * 2); t.set(this.tfs); this.tfs = t;
    }
    this.slots[this.length] = slot;
    this.tfs[this.length++] = Math.min(tf, 65535);
  }
}

export interface IndexDoc { docId: number; title: string; abstract: string | null; date: string | null; cpc?: string[] }
export interface Bm25Params { k1: number; b: number; titleBoost: number }
export interface ScoreOptions { limit: number; candidates?: Set<number>; beforeDate?: string; excludeDocIds?: Set<number>; minScore?: number }
export interface Scored { docId: number; score: number }

/** Tuned on half of the CPC-group queries of `npm run bench:ai` (docs/benchmarks.md). */
export const DEFAULT_BM25: Bm25Params = { k1: 1.2, b: 0.75, titleBoost: 2 };

/** CPC main group of a classification symbol ('H01M 10/052' → 'H01M10'), or null when it has none. */
export function cpcMainGroup(symbol: string): string | null {
  const i = symbol.indexOf('/');
  return i > 0 ? symbol.slice(0, i).replace(/\s+/g, '') : null;
}

/**
 * BM25 over title + abstract, held in memory and extended as patents are ingested. A re-ingested
 * patent gets a new slot and its old slot is dropped from scoring; its old postings stay counted in
 * document frequencies until the next rebuild (the owner rebuilds when too many are dead).
 */
export class Bm25Index {
  private postings = new Map<string, Postings>();
  private slotDoc = new Int32Array(1024);
  private slotLen = new Uint16Array(1024);
  private slotDate = new Int32Array(1024);
  private slotAlive = new Uint8Array(1024);
  /** CPC main groups of each slot, as ids into groupNames (for CPC-aware re-ranking). */
  private slotGroups: Int32Array[] = [];
  private groupIds = new Map<string, number>();
  private docSlot = new Map<number, number>();
  private slots = 0;
  private totalLen = 0;
  alive = 0;

  constructor(private readonly params: Bm25Params = DEFAULT_BM25) {}

  get deadSlots(): number { return this.slots - this.alive; }
  get size(): number { return this.alive; }

  add(doc: IndexDoc): void {
    const old = this.docSlot.get(doc.docId);
    if (old !== undefined) { this.slotAlive[old] = 0; this.totalLen -= this.slotLen[old]; this.alive--; }
    const title = tokenize(doc.title, 200);
    const body = tokenize(doc.abstract ?? '', 2000);
    if (this.slots === this.slotDoc.length) this.grow();
    const slot = this.slots++;
    const tf = new Map<string, number>();
    const boost = this.params.titleBoost;
    for (const t of title) tf.set(t, (tf.get(t) ?? 0) + boost);
    for (const t of body) tf.set(t, (tf.get(t) ?? 0) + 1);
    const length = Math.round(title.length * boost + body.length);
    for (const [term, n] of tf) {
      let p = this.postings.get(term);
      if (!p) { p = new Postings(); this.postings.set(term, p); }
      p.push(slot, n);
    }
    this.slotDoc[slot] = doc.docId;
    this.slotLen[slot] = Math.min(length, 65535);
    this.slotDate[slot] = doc.date ? Number(doc.date.replaceAll('-', '')) : 0;
    this.slotAlive[slot] = 1;
    this.slotGroups[slot] = this.internGroups(doc.cpc ?? []);
    this.docSlot.set(doc.docId, slot);
    this.totalLen += this.slotLen[slot];
    this.alive++;
  }

  private internGroups(cpc: string[]): Int32Array {
    const ids = new Set<number>();
    for (const c of cpc) {
      const g = cpcMainGroup(c);
      if (!g) continue;
      let id = this.groupIds.get(g);
      if (id === undefined) { id = this.groupIds.size; this.groupIds.set(g, id); }
      ids.add(id);
    }
    return Int32Array.from(ids);
  }

  /** Interned CPC main-group ids of a document (empty when unknown). */
  groupsOf(docId: number): Int32Array {
    const slot = this.docSlot.get(docId);
    return slot === undefined ? new Int32Array(0) : this.slotGroups[slot];
  }

  private grow() {
    const n = this.slotDoc.length * 2;
    const g = <T extends Int32Array | Uint16Array | Uint8Array>(a: T, C: new (n: number) => T): T => { const x = new C(n); x.set(a); return x; };
    this.slotDoc = g(this.slotDoc, Int32Array); this.slotLen = g(this.slotLen, Uint16Array);
    this.slotDate = g(this.slotDate, Int32Array); this.slotAlive = g(this.slotAlive, Uint8Array);
  }

  idf(term: string): number {
    const df = this.postings.get(term)?.length ?? 0;
    return Math.log(1 + (this.alive - df + 0.5) / (df + 0.5));
  }

  /** The most informative distinct terms of a text (tf × idf), for "more like this" queries. */
  keyTerms(text: string, max = 40): string[] {
    const tf = new Map<string, number>();
    for (const t of tokenize(text, 20_000)) tf.set(t, (tf.get(t) ?? 0) + 1);
    return [...tf].filter(([t]) => this.postings.has(t))
      .map(([t, n]) => [t, (1 + Math.log(n)) * this.idf(t)] as const)
      .sort((a, b) => b[1] - a[1]).slice(0, max).map(([t]) => t);
  }

  score(terms: string[], opts: ScoreOptions): { hits: Scored[]; matched: number } {
    const avg = this.alive ? this.totalLen / this.alive : 1;
    const { k1: K1, b: B } = this.params;
    const acc = new Map<number, number>();
    const before = opts.beforeDate ? Number(opts.beforeDate.replaceAll('-', '')) : 0;
    const candidateSlots = opts.candidates ? new Set([...opts.candidates].map((d) => this.docSlot.get(d)).filter((s): s is number => s !== undefined)) : null;
    for (const term of new Set(terms)) {
      const p = this.postings.get(term);
      if (!p) continue;
      const idf = this.idf(term);
      for (let i = 0; i < p.length; i++) {
        const slot = p.slots[i];
        if (!this.slotAlive[slot]) continue;
        if (candidateSlots && !candidateSlots.has(slot)) continue;
        if (before && (!this.slotDate[slot] || this.slotDate[slot] >= before)) continue;
        const tf = p.tfs[i];
        const s = (idf * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * this.slotLen[slot]) / avg));
        acc.set(slot, (acc.get(slot) ?? 0) + s);
      }
    }
    const hits: Scored[] = [];
    for (const [slot, score] of acc) {
      const docId = this.slotDoc[slot];
      if (opts.excludeDocIds?.has(docId) || score < (opts.minScore ?? 0)) continue;
      hits.push({ docId, score });
    }
    hits.sort((a, b) => b.score - a.score || a.docId - b.docId);
    return { hits: hits.slice(0, opts.limit), matched: hits.length };
  }

  scoreOf(terms: string[], docId: number): number {
    return this.score(terms, { limit: 1, candidates: new Set([docId]) }).hits[0]?.score ?? 0;
  }
}
