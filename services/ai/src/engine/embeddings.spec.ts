import { describe, expect, it } from 'vitest';
import { cosineSimilarity, Embedder, LruCache } from './embeddings.js';

const DOCS = [
  {
    key: '11241588',
    text: 'Light irradiating toothbrush having multiple light sources arranged in alternation. Light sources of different wavelengths sit at the bottom of waveguide bristles.',
  },
  {
    key: '4502684',
    text: 'Batting practice device for baseball. A base member and a telescoping vertical shaft carry a tubular member that rotates against a pair of springs.',
  },
];

describe(Embedder.name, () => {
  it('embeds real text with the offline model: related sentences score higher than unrelated ones', async () => {
    const sut = new Embedder();
    const [tooth, bat, query] = (await sut.embed([
      ...DOCS,
      { key: 'query', text: 'an electric toothbrush with lights in its head' },
    ]))!;
    expect(tooth).toHaveLength(512);
    expect(cosineSimilarity(query, tooth)).toBeGreaterThan(cosineSimilarity(query, bat) + 0.1);
  }, 30_000);

  it('serves repeated texts from its cache without calling the model again, and re-embeds changed text', async () => {
    const sut = new Embedder();
    const first = (await sut.embed(DOCS))!;
    expect(sut.embeddedTexts).toBe(2);
    const again = (await sut.embed([DOCS[1], DOCS[0], DOCS[0]]))!;
    expect(sut.embeddedTexts).toBe(2);
    expect(again[1]).toBe(first[0]);
    await sut.embed([{ key: DOCS[0].key, text: `${DOCS[0].text} Amended.` }]);
    expect(sut.embeddedTexts).toBe(3);
  }, 30_000);

  it('keeps at most cacheSize vectors, dropping the least recently used', async () => {
    const sut = new Embedder({ cacheSize: 2 });
    const vectors = (await sut.embed([...DOCS, { key: 'x', text: 'a third text' }]))!;
    expect(vectors).toHaveLength(3);
    expect(vectors.every((v) => v.length === 512)).toBe(true);
    expect(sut.cache.size).toBe(2);
    await sut.embed([DOCS[0]]);
    expect(sut.embeddedTexts).toBe(4);
  }, 30_000);

  it('loads the model once per process for concurrent callers, and a failed load is logged once and answered with null', async () => {
    let loads = 0;
    const logs: string[] = [];
    const sut = new Embedder({
      load: async () => {
        loads++;
        throw new Error('no model');
      },
      log: (m) => logs.push(m),
    });
    expect(await Promise.all([sut.embed(DOCS), sut.embed(DOCS), sut.available()])).toEqual([
      null,
      null,
      false,
    ]);
    expect(loads).toBe(1);
    expect(logs).toEqual([expect.stringMatching(/no model/)]);
  });

  it('rejects bad options, naming them', () => {
    expect(() => new Embedder({ cacheSize: 0 })).toThrow(/cacheSize/);
    expect(() => new Embedder({ maxWords: 0 })).toThrow(/maxWords/);
    expect(() => cosineSimilarity([1, 0], [1])).toThrow(/length/);
  });
});

describe(LruCache.name, () => {
  it('evicts the least recently read entry first', () => {
    const sut = new LruCache<string, number>(2);
    sut.set('a', 1);
    sut.set('b', 2);
    sut.get('a');
    sut.set('c', 3);
    expect([sut.get('a'), sut.get('b'), sut.get('c')]).toEqual([1, undefined, 3]);
  });
});
