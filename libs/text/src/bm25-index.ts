import { tokenize } from './tokenize.js';

/** Postings of one term: parallel growable arrays of document slots and term frequencies. */
class Postings {
  slots = new Int32Array(4);
  tfs = new Uint16Array(4);
  length = 0;
  push(slot: number, tf: number) {
    if (this.length === this.slots.length) {
      const s = new Int32Array(this.length * 2);
      s.set(this.slots);
      this.slots = s;
      const t = new Uint16Array(this.length * 2);
      t.set(this.tfs);
      this.tfs = t;
    }
    this.slots[this.length] = slot;
    this.tfs[this.length++] = Math.min(tf, 65535);
  }
}

export interface IndexDoc {
  docId: number;
  title: string;
  abstract: string | null;
  date: string | null;
  /**
   * The date the document counts as filed for the `byFilingDate` option: its US application filing date, or the
   * earlier one of a US application it claims the benefit of; absent or null when not known.
   */
  filed?: string | null;
  /** The same for `byFilingDate: 'aia'`, where an earlier foreign priority also counts (35 U.S.C. 102(d)); default `filed`. */
  filedAia?: string | null;
  cpc?: string[];
}
export interface Bm25Params {
  k1: number;
  b: number;
  titleBoost: number;
}
export interface ScoreOptions {
  limit: number;
  candidates?: Set<number>;
  beforeDate?: string;
  /**
   * With beforeDate: also documents dated on or after it whose filing date (IndexDoc.filed; 'aia': IndexDoc.filedAia)
   * is before it.
   */
  byFilingDate?: boolean | 'aia';
  excludeDocIds?: Set<number>;
  minScore?: number;
}
export interface Scored {
  docId: number;
  score: number;
}

/** Tuned on half of the CPC-group queries of `npm run bench:ai` (docs/benchmarks.md). */
export const DEFAULT_BM25: Bm25Params = { k1: 1.2, b: 0.75, titleBoost: 2 };

// Tokens of a document the index counts (title, abstract), and of a text keyTerms() reads.
const TITLE_TOKENS = 200;
const ABSTRACT_TOKENS = 2000;
const KEY_TERM_TOKENS = 20_000;

/**
 * A document's indexed tokens as one stream: the title's `titleBoost` times, then the abstract's. A whitespace-analysed
 * field holding it has the term frequencies and length this index scores on (how OpenSearch ranks like it).
 */
export function bm25Tokens(doc: Pick<IndexDoc, 'title' | 'abstract'>, params = DEFAULT_BM25): string[] {
  if (!Number.isInteger(params.titleBoost)) throw new Error('bm25Tokens needs a whole-number title boost');
  const title = tokenize(doc.title, TITLE_TOKENS);
  const body = tokenize(doc.abstract ?? '', ABSTRACT_TOKENS);
  return [...Array.from({ length: params.titleBoost }, () => title).flat(), ...body];
}

/** The distinct tokens of a text that keyTermsOf() weighs (their idf is all it needs from an index). */
export const textTerms = (text: string): string[] => [...new Set(tokenize(text, KEY_TERM_TOKENS))];

/**
 * The most informative distinct terms of a text, by (1 + ln tf) × idf, for "more like this" queries; `idfOf` is
 * undefined for a term the corpus lacks (left out).
 */
export function keyTermsOf(text: string, idfOf: (term: string) => number | undefined, max = 40): string[] {
  const tf = new Map<string, number>();
  for (const t of tokenize(text, KEY_TERM_TOKENS)) tf.set(t, (tf.get(t) ?? 0) + 1);
  const weighted: [string, number][] = [];
  for (const [t, n] of tf) {
    const idf = idfOf(t);
    if (idf !== undefined) weighted.push([t, (1 + Math.log(n)) * idf]);
  }
  return weighted
    .sort((a, b) => b[1] - a[1])
    .slice(0, max)
    .map(([t]) => t);
}

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
/** BM25's inverse document frequency (Lucene's form) of a term found in `df` of `n` documents. */
export const bm25Idf = (n: number, df: number) => Math.log(1 + (n - df + 0.5) / (df + 0.5));

export class Bm25Index {
  private postings = new Map<string, Postings>();
  private slotDoc = new Int32Array(1024);
  private slotLen = new Uint16Array(1024);
  private slotDate = new Int32Array(1024);
  private slotFiled = new Int32Array(1024);
  private slotFiledAia = new Int32Array(1024);
  private slotAlive = new Uint8Array(1024);
  /** CPC main groups of each slot, as ids into groupNames (for CPC-aware re-ranking). */
  private slotGroups: Int32Array[] = [];
  private groupIds = new Map<string, number>();
  private docSlot = new Map<number, number>();
  private slots = 0;
  private totalLen = 0;
  alive = 0;

  constructor(private readonly params: Bm25Params = DEFAULT_BM25) {}

  get deadSlots(): number {
    return this.slots - this.alive;
  }
  get size(): number {
    return this.alive;
  }

  add(doc: IndexDoc): void {
    const old = this.docSlot.get(doc.docId);
    if (old !== undefined) {
      this.slotAlive[old] = 0;
      this.totalLen -= this.slotLen[old];
      this.alive--;
    }
    const title = tokenize(doc.title, TITLE_TOKENS);
    const body = tokenize(doc.abstract ?? '', ABSTRACT_TOKENS);
    if (this.slots === this.slotDoc.length) this.grow();
    const slot = this.slots++;
    const tf = new Map<string, number>();
    const boost = this.params.titleBoost;
    for (const t of title) tf.set(t, (tf.get(t) ?? 0) + boost);
    for (const t of body) tf.set(t, (tf.get(t) ?? 0) + 1);
    const length = Math.round(title.length * boost + body.length);
    for (const [term, n] of tf) {
      let p = this.postings.get(term);
      if (!p) {
        p = new Postings();
        this.postings.set(term, p);
      }
      p.push(slot, n);
    }
    this.slotDoc[slot] = doc.docId;
    this.slotLen[slot] = Math.min(length, 65535);
    this.slotDate[slot] = doc.date ? Number(doc.date.replaceAll('-', '')) : 0;
    this.slotFiled[slot] = doc.filed ? Number(doc.filed.replaceAll('-', '')) : 0;
    const aia = doc.filedAia === undefined ? doc.filed : doc.filedAia;
    this.slotFiledAia[slot] = aia ? Number(aia.replaceAll('-', '')) : 0;
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
      if (id === undefined) {
        id = this.groupIds.size;
        this.groupIds.set(g, id);
      }
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
    const g = <T extends Int32Array | Uint16Array | Uint8Array>(a: T, C: new (n: number) => T): T => {
      const x = new C(n);
      x.set(a);
      return x;
    };
    this.slotDoc = g(this.slotDoc, Int32Array);
    this.slotLen = g(this.slotLen, Uint16Array);
    this.slotDate = g(this.slotDate, Int32Array);
    this.slotFiled = g(this.slotFiled, Int32Array);
    this.slotFiledAia = g(this.slotFiledAia, Int32Array);
    this.slotAlive = g(this.slotAlive, Uint8Array);
  }

  idf(term: string): number {
    return bm25Idf(this.alive, this.postings.get(term)?.length ?? 0);
  }

  /** The most informative distinct terms of a text (tf × idf), for "more like this" queries. */
  keyTerms(text: string, max = 40): string[] {
    return keyTermsOf(text, (t) => (this.postings.has(t) ? this.idf(t) : undefined), max);
  }

  /**
   * The best `limit` documents for the terms (score descending, then docId), and how many scored at all. Scores
   * add up in a dense array indexed by slot (scratch space kept between calls), candidates are marked in
   * another, and only the best `limit` are kept in a heap: with a common term at 200k documents, a Map of
   * every scored document and a sort of all of them took ~18 ms, most of a broad relevance search.
   */
  score(terms: string[], opts: ScoreOptions): { hits: Scored[]; matched: number } {
    const avg = this.alive ? this.totalLen / this.alive : 1;
    const before = opts.beforeDate ? Number(opts.beforeDate.replaceAll('-', '')) : 0;
    const scratch = this.scratchFor(this.slots);
    const { acc, seen, wanted, touched } = scratch;
    let nTouched = 0;
    const candidateSlots: number[] = [];
    const filter = opts.candidates !== undefined;
    try {
      if (opts.candidates) {
        for (const d of opts.candidates) {
          const slot = this.docSlot.get(d);
          if (slot !== undefined && !wanted[slot]) {
            wanted[slot] = 1;
            candidateSlots.push(slot);
          }
        }
      }
      for (const term of new Set(terms)) {
        const p = this.postings.get(term);
        if (!p) continue;
        const idf = this.idf(term);
        const { slots, tfs } = p;
        for (let i = 0; i < p.length; i++) {
          const slot = slots[i];
          if (!this.slotAlive[slot]) continue;
          if (filter && !wanted[slot]) continue;
          if (
            before &&
            (!this.slotDate[slot] || this.slotDate[slot] >= before) &&
            !this.filedBefore(slot, before, opts)
          )
            continue;
          const s = this.weight(idf, tfs[i], slot, avg);
          if (!seen[slot]) {
            seen[slot] = 1;
            acc[slot] = 0;
            touched[nTouched++] = slot;
          }
          acc[slot] += s;
        }
      }
      const top = new TopK(opts.limit);
      let matched = 0;
      const minScore = opts.minScore ?? 0;
      for (let i = 0; i < nTouched; i++) {
        const slot = touched[i];
        const docId = this.slotDoc[slot];
        const score = acc[slot];
        if (opts.excludeDocIds?.has(docId) || score < minScore) continue;
        matched++;
        top.offer(docId, score);
      }
      return { hits: top.sorted(), matched };
    } finally {
      for (let i = 0; i < nTouched; i++) seen[touched[i]] = 0;
      for (const slot of candidateSlots) wanted[slot] = 0;
    }
  }

  /** A dated document filed before `before`, when the options take those in (byFilingDate). */
  private filedBefore(slot: number, before: number, opts: ScoreOptions): boolean {
    const filed = opts.byFilingDate === 'aia' ? this.slotFiledAia[slot] : this.slotFiled[slot];
    return !!opts.byFilingDate && !!this.slotDate[slot] && !!filed && filed < before;
  }

  /** One document's score for the terms, as score() gives it (a binary search in each term's postings). */
  scoreOf(terms: string[], docId: number): number {
    const slot = this.docSlot.get(docId);
    if (slot === undefined || !this.slotAlive[slot]) return 0;
    const avg = this.alive ? this.totalLen / this.alive : 1;
    let score = 0;
    let found = false;
    for (const term of new Set(terms)) {
      const p = this.postings.get(term);
      if (!p) continue;
      // Slots are pushed in increasing order, so each term's postings are sorted by slot.
      let lo = 0;
      let hi = p.length - 1;
      while (lo <= hi) {
        const mid = (lo + hi) >>> 1;
        const at = p.slots[mid];
        if (at === slot) {
          score += this.weight(this.idf(term), p.tfs[mid], slot, avg);
          found = true;
          break;
        }
        if (at < slot) lo = mid + 1;
        else hi = mid - 1;
      }
    }
    return found && score >= 0 ? score : 0;
  }

  /** BM25 weight of a term (its idf) occurring tf times in the document in `slot`; `avg` is the mean length. */
  private weight(idf: number, tf: number, slot: number, avg: number): number {
    const { k1, b } = this.params;
    return (idf * tf * (k1 + 1)) / (tf + k1 * (1 - b + (b * this.slotLen[slot]) / avg));
  }

  private scratch?: { acc: Float64Array; seen: Uint8Array; wanted: Uint8Array; touched: Int32Array };

  private scratchFor(slots: number) {
    if (!this.scratch || this.scratch.acc.length < slots) {
      const n = Math.max(slots, this.slotDoc.length);
      this.scratch = {
        acc: new Float64Array(n),
        seen: new Uint8Array(n),
        wanted: new Uint8Array(n),
        touched: new Int32Array(n),
      };
    }
    return this.scratch;
  }
}

/** The best k of (docId, score) pairs offered: score descending, then docId ascending; a min-heap of the k kept. */
class TopK {
  private readonly ids: number[] = [];
  private readonly scores: number[] = [];

  constructor(private readonly k: number) {}

  /** Is (s1, d1) worse than (s2, d2) in the result order? */
  private static worse(s1: number, d1: number, s2: number, d2: number) {
    return s1 < s2 || (s1 === s2 && d1 > d2);
  }

  offer(docId: number, score: number) {
    const { ids, scores, k } = this;
    if (k <= 0) return;
    if (ids.length < k) {
      ids.push(docId);
      scores.push(score);
      let i = ids.length - 1;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (!TopK.worse(scores[i], ids[i], scores[parent], ids[parent])) break;
        this.swap(i, parent);
        i = parent;
      }
      return;
    }
    // The root is the worst kept; a better pair takes its place and sinks.
    if (!TopK.worse(scores[0], ids[0], score, docId)) return;
    ids[0] = docId;
    scores[0] = score;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let worst = i;
      if (l < ids.length && TopK.worse(scores[l], ids[l], scores[worst], ids[worst])) worst = l;
      if (r < ids.length && TopK.worse(scores[r], ids[r], scores[worst], ids[worst])) worst = r;
      if (worst === i) return;
      this.swap(i, worst);
      i = worst;
    }
  }

  private swap(a: number, b: number) {
    const { ids, scores } = this;
    [ids[a], ids[b]] = [ids[b], ids[a]];
    [scores[a], scores[b]] = [scores[b], scores[a]];
  }

  sorted(): Scored[] {
    return this.ids
      .map((docId, i) => ({ docId, score: this.scores[i] }))
      .sort((a, b) => b.score - a.score || a.docId - b.docId);
  }
}
