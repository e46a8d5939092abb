import { describe, expect, it } from 'vitest';
import { Bm25Index, cpcMainGroup } from './bm25-index.js';
import { DEFAULT_SIMILAR, rankSimilar } from './similar-ranking.js';

// Docs 1–3 are battery electrodes (H01M 4/xx); doc 4 is a sensor (G01N 27/xx) that shares more of the query's
// words than doc 2; doc 1 is the query patent itself (excluded), so docs 3, 4 and 2 vote on the class.
const docs = [
  {
    docId: 1,
    title: 'Lithium battery electrode',
    abstract: 'An electrode coating for a lithium battery cell.',
    date: '2020-01-01',
    cpc: ['H01M 4/134'],
  },
  {
    docId: 2,
    title: 'Battery electrode binder',
    abstract: 'A binder for a battery electrode.',
    date: '2019-01-01',
    cpc: ['H01M 4/62'],
  },
  {
    docId: 3,
    title: 'Anode slurry',
    abstract: 'A slurry of graphite for an anode of a cell.',
    date: '2018-01-01',
    cpc: ['H01M 4/139'],
  },
  {
    docId: 4,
    title: 'Electrode coating sensor',
    abstract: 'A sensor with an electrode coating for a cell culture.',
    date: '2018-01-01',
    cpc: ['G01N 27/30'],
  },
  { docId: 5, title: 'Golf shoe', abstract: 'A shoe with spikes.', date: '2012-01-01', cpc: ['A43B 5/00'] },
];

describe(rankSimilar.name, () => {
  const sut = new Bm25Index();
  docs.forEach((d) => sut.add(d));
  const query = {
    text: 'electrode coating for a lithium battery cell anode',
    limit: 3,
    excludeDocIds: new Set([1]),
  };

  it('returns plain BM25 order when the CPC re-rank is off', () => {
    const ids = rankSimilar(sut, query, { ...DEFAULT_SIMILAR, cpcWeight: 0 }).map((h) => h.docId);
    expect(ids).toEqual([3, 4, 2]);
  });
  it("lifts candidates sharing the top results' CPC main groups when the re-rank is on", () => {
    const ids = rankSimilar(sut, query, { ...DEFAULT_SIMILAR, cpcWeight: 2, feedbackDocs: 3 }).map(
      (h) => h.docId,
    );
    expect(ids).toEqual([3, 2, 4]);
  });
  it('keeps a clear BM25 leader first, as a near-exact match, whatever the CPC vote says', () => {
    // One golf shoe (the near-exact match) among nine battery documents that outvote its class.
    const index = new Bm25Index();
    index.add({
      docId: 10,
      title: 'Golf shoe',
      abstract: 'A golf shoe with spikes.',
      date: null,
      cpc: ['A43B 5/00'],
    });
    for (let i = 11; i <= 19; i++)
      index.add({ docId: i, title: `Battery ${i}`, abstract: 'A battery.', date: null, cpc: ['H01M 4/13'] });
    for (let i = 20; i <= 40; i++)
      index.add({ docId: i, title: 'Chair', abstract: 'A chair.', date: null, cpc: ['A47C 1/00'] });
    const q = { text: 'golf shoe spikes battery', limit: 5 };
    const params = { ...DEFAULT_SIMILAR, cpcWeight: 5, feedbackDocs: 10 };
    expect(rankSimilar(index, q, { ...params, pinMargin: 1.5 })[0].docId).toBe(10);
    expect(rankSimilar(index, q, { ...params, pinMargin: 1000 })[0].docId).not.toBe(10);
  });
  it('drops patent boilerplate from the query terms', () => {
    expect(rankSimilar(sut, { text: 'method system apparatus comprising', limit: 5 })).toEqual([]);
  });
});

describe(cpcMainGroup.name, () => {
  it('returns the subclass and main group without spaces', () => {
    expect(cpcMainGroup('H01M 10/052')).toBe('H01M10');
    expect(cpcMainGroup('H01M')).toBeNull();
  });
});
