import { describe, expect, it } from 'vitest';
import { Bm25Index, bm25Tokens, keyTermsOf, textTerms } from './bm25-index.js';

const docs = [
  {
    docId: 1,
    title: 'Lithium battery electrode',
    abstract: 'A protected lithium electrode for seawater batteries.',
    date: '2023-05-09',
  },
  { docId: 2, title: 'Golf shoe upper', abstract: null, date: '2012-03-27' },
  {
    docId: 3,
    title: 'Battery charger',
    abstract: 'Charging circuit for a battery pack with a controller.',
    date: '2005-01-04',
  },
  { docId: 4, title: 'Shoe sole', abstract: 'A sole for a shoe.', date: '2012-03-27' },
];

describe(Bm25Index.name, () => {
  const sut = new Bm25Index();
  docs.forEach((d) => sut.add(d));

  it('ranks the document with rarer matching terms first', () => {
    const { hits } = sut.score(['lithium', 'battery'], { limit: 10 });
    expect(hits.map((h) => h.docId)).toEqual([1, 3]);
  });
  it('applies candidates, before and exclude', () => {
    expect(sut.score(['battery'], { limit: 10, candidates: new Set([3]) }).hits.map((h) => h.docId)).toEqual([
      3,
    ]);
    expect(sut.score(['battery'], { limit: 10, beforeDate: '2010-01-01' }).hits.map((h) => h.docId)).toEqual([
      3,
    ]);
    expect(sut.score(['shoe'], { limit: 10, excludeDocIds: new Set([2]) }).hits.map((h) => h.docId)).toEqual([
      4,
    ]);
  });
  it('takes in, with byFilingDate, documents dated on or after beforeDate but filed before it', () => {
    const index = new Bm25Index();
    index.add({ docId: 1, title: 'Battery cell', abstract: null, date: '2007-01-02', filed: '2003-12-29' });
    index.add({ docId: 2, title: 'Battery pack', abstract: null, date: '2007-01-02', filed: '2006-02-01' });
    index.add({ docId: 3, title: 'Battery lid', abstract: null, date: '2004-01-06', filed: '2002-05-01' });
    index.add({ docId: 4, title: 'Battery case', abstract: null, date: null, filed: '2003-01-01' });
    const ids = (byFilingDate: boolean) =>
      index
        .score(['battery'], { limit: 10, beforeDate: '2005-12-16', byFilingDate })
        .hits.map((h) => h.docId)
        .sort();
    expect(ids(false)).toEqual([3]);
    // An undated document stays out: its date against the cut-off is not known.
    expect(ids(true)).toEqual([1, 3]);
  });
  it('replaces a re-added document instead of counting it twice', () => {
    const index = new Bm25Index();
    docs.forEach((d) => index.add(d));
    index.add({ ...docs[1], title: 'Tennis racket' });
    expect(index.size).toBe(4);
    expect(index.score(['golf'], { limit: 10 }).hits).toEqual([]);
    expect(index.score(['tennis'], { limit: 10 }).hits.map((h) => h.docId)).toEqual([2]);
  });
  it('picks the informative terms of a long text for more-like-this', () => {
    expect(sut.keyTerms('the lithium battery and the battery', 2)).toEqual(['lithium', 'battery']);
  });
  it('picks the same terms from the idf of another engine (terms it lacks left out)', () => {
    const text = 'A lithium battery charger: the battery, its charger and a zzqxv controller.';
    expect(textTerms(text)).toEqual(['lithium', 'battery', 'charger', 'zzqxv', 'controller']);
    const idf = new Map(textTerms(text).map((t) => [t, sut.idf(t)]));
    idf.delete('zzqxv');
    expect(keyTermsOf(text, (t) => idf.get(t), 3)).toEqual(sut.keyTerms(text, 3));
    expect(keyTermsOf(text, (t) => idf.get(t))).not.toContain('zzqxv');
  });
  it('gives the indexed tokens as one stream: the title as many times as its boost, then the abstract', () => {
    const doc = { title: 'Lithium batteries', abstract: 'A lithium cell.' };
    expect(bm25Tokens(doc)).toEqual(['lithium', 'battery', 'lithium', 'battery', 'lithium', 'cell']);
    expect(bm25Tokens({ title: 'Shoe', abstract: null }, { k1: 1.2, b: 0.75, titleBoost: 3 })).toEqual([
      'shoe',
      'shoe',
      'shoe',
    ]);
  });

  it('scores as the straightforward way does (a Map of every scored document, all of them sorted), on random data', () => {
    let seed = 7;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)];
    const words = [
      'battery',
      'lithium',
      'shoe',
      'golf',
      'sole',
      'charger',
      'circuit',
      'anode',
      'cell',
      'sensor',
      'image',
      'process',
    ];
    const text = (n: number) => Array.from({ length: n }, () => pick(words)).join(' ');
    const index = new Bm25Index();
    for (let i = 0; i < 400; i++) {
      index.add({
        docId: i,
        title: text(1 + Math.floor(rand() * 4)),
        abstract: rand() < 0.2 ? null : text(Math.floor(rand() * 30)),
        date: `20${10 + Math.floor(rand() * 15)}-01-01`,
      });
    }
    for (let i = 0; i < 60; i++)
      index.add({ docId: Math.floor(rand() * 400), title: text(2), abstract: text(5), date: '2020-06-01' });
    // Grows between queries (past the first scratch arrays) and re-adds documents until some terms count more
    // dead postings than live documents (a negative idf).
    const more = (q: number) => {
      if (q % 50 !== 25) return;
      for (let i = 0; i < 250; i++)
        index.add({
          docId: 400 + Math.floor(rand() * 40),
          title: 'anode image',
          abstract: text(3),
          date: '2021-01-01',
        });
    };
    const inside = index as unknown as {
      postings: Map<string, { slots: Int32Array; tfs: Uint16Array; length: number }>;
      slotAlive: Uint8Array;
      slotDate: Int32Array;
      slotLen: Uint16Array;
      slotDoc: Int32Array;
      docSlot: Map<number, number>;
      totalLen: number;
      alive: number;
      params: { k1: number; b: number };
    };
    const reference = (terms: string[], opts: Parameters<Bm25Index['score']>[1]) => {
      const avg = inside.totalLen / inside.alive;
      const { k1, b } = inside.params;
      const acc = new Map<number, number>();
      const before = opts.beforeDate ? Number(opts.beforeDate.replaceAll('-', '')) : 0;
      const cands = opts.candidates ? new Set([...opts.candidates].map((d) => inside.docSlot.get(d))) : null;
      for (const term of new Set(terms)) {
        const p = inside.postings.get(term);
        if (!p) continue;
        const idf = index.idf(term);
        for (let i = 0; i < p.length; i++) {
          const slot = p.slots[i];
          if (!inside.slotAlive[slot] || (cands && !cands.has(slot))) continue;
          if (before && (!inside.slotDate[slot] || inside.slotDate[slot] >= before)) continue;
          const tf = p.tfs[i];
          acc.set(
            slot,
            (acc.get(slot) ?? 0) +
              (idf * tf * (k1 + 1)) / (tf + k1 * (1 - b + (b * inside.slotLen[slot]) / avg)),
          );
        }
      }
      const hits = [...acc]
        .map(([slot, score]) => ({ docId: inside.slotDoc[slot], score }))
        .filter((h) => !opts.excludeDocIds?.has(h.docId) && h.score >= (opts.minScore ?? 0));
      hits.sort((x, y) => y.score - x.score || x.docId - y.docId);
      return { hits: hits.slice(0, opts.limit), matched: hits.length };
    };
    for (let q = 0; q < 300; q++) {
      more(q);
      const terms = Array.from({ length: 1 + Math.floor(rand() * 3) }, () =>
        rand() < 0.1 ? 'absent' : pick(words),
      );
      const some = () =>
        new Set(Array.from({ length: Math.floor(rand() * 150) }, () => Math.floor(rand() * 420)));
      const opts = {
        limit: Math.floor(rand() * 60),
        ...(rand() < 0.4 ? { candidates: some() } : {}),
        ...(rand() < 0.3 ? { beforeDate: `20${12 + Math.floor(rand() * 10)}-06-01` } : {}),
        ...(rand() < 0.3 ? { excludeDocIds: some() } : {}),
        ...(rand() < 0.2 ? { minScore: rand() * 3 } : {}),
      };
      expect(index.score(terms, opts)).toEqual(reference(terms, opts));
      const docId = Math.floor(rand() * 400);
      expect(index.scoreOf(terms, docId)).toBe(
        reference(terms, { limit: 1, candidates: new Set([docId]) }).hits[0]?.score ?? 0,
      );
      if (q % 40 === 0) {
        // A call that throws half-way leaves nothing behind for the next.
        const throwing = {
          has: () => {
            throw new Error('boom');
          },
        } as unknown as Set<number>;
        const everyDoc = new Set(Array.from({ length: 440 }, (_, i) => i));
        expect(() => index.score(words, { limit: 5, candidates: everyDoc, excludeDocIds: throwing })).toThrow(
          'boom',
        );
      }
    }
    expect(Math.min(...words.map((w) => index.idf(w)), index.idf('anode'))).toBeLessThan(0);
    expect(index.deadSlots + index.size).toBeGreaterThan(1024);
  });
});
