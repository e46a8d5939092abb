import { describe, expect, it } from 'vitest';
import { Bm25Index } from './bm25-index.js';

const docs = [
  { docId: 1, title: 'Lithium battery electrode', abstract: 'A protected lithium electrode for seawater batteries.', date: '2023-05-09' },
  { docId: 2, title: 'Golf shoe upper', abstract: null, date: '2012-03-27' },
  { docId: 3, title: 'Battery charger', abstract: 'Charging circuit for a battery pack with a controller.', date: '2005-01-04' },
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
    expect(sut.score(['battery'], { limit: 10, candidates: new Set([3]) }).hits.map((h) => h.docId)).toEqual([3]);
    expect(sut.score(['battery'], { limit: 10, beforeDate: '2010-01-01' }).hits.map((h) => h.docId)).toEqual([3]);
    expect(sut.score(['shoe'], { limit: 10, excludeDocIds: new Set([2]) }).hits.map((h) => h.docId)).toEqual([4]);
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
});
