import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { patentDataDir } from '../../test/support/uspto-xml-reader.js';
import { TextIndex } from '../engine/bm25.js';
import { Embedder } from '../engine/embeddings.js';
import { buildLocalAnalysis } from '../engine/local-analysis.js';
import type { CorpusSearch, PatentForAnalysis, PriorArtCandidate } from '../engine/types.js';
import { chartableClaims } from '../engine/prior-art-chart.js';
import { retrievePriorArt } from './prior-art.retriever.js';

// Real patents from the derived corpus: a machine-translation confidence patent and machine-translation patents
// that share more words with the paraphrase below (its lexical decoys).
const SOURCE = '7209875';
const DECOYS = ['7533013', '5510981', '5768603', '7587307', '8346563', '6233545', '6341372'];
const PARAPHRASE =
  'Software taught to estimate how trustworthy an automatic translation from one language into another is';

let docs: PriorArtCandidate[];
let search: CorpusSearch;
const embedder = new Embedder();

const queryPatent = (title: string): PatentForAnalysis => ({
  number: 'Q1',
  title,
  abstract: '',
  description: '',
  claims: [],
  earliestDate: null,
  familyNumbers: [],
  cpc: [],
});

beforeAll(async () => {
  const wanted = new Set([SOURCE, ...DECOYS]);
  docs = readFileSync(path.join(patentDataDir(), 'derived/us_patents_title_abstract.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.length > 0)
    .map(
      (l) =>
        JSON.parse(l) as {
          patent_number: string;
          title: string;
          abstract: string;
          date: string | null;
          cpc: string[];
        },
    )
    .filter((r) => wanted.has(r.patent_number))
    .map((r) => ({
      patentNumber: r.patent_number,
      title: r.title,
      abstract: r.abstract,
      date: r.date,
      cpc: r.cpc,
      score: 0,
    }));
  const index = new TextIndex(docs.map((d) => ({ id: d.patentNumber, text: `${d.title} ${d.abstract}` })));
  const byId = new Map(docs.map((d) => [d.patentNumber, d]));
  search = {
    similar: async (q) =>
      index
        .search(q.text, q.limit ?? 10, (id) => !(q.exclude ?? []).includes(id))
        .map((h) => ({ ...byId.get(h.id)!, score: h.score })),
  };
  await embedder.available();
}, 60_000);

describe(retrievePriorArt.name, () => {
  it("ranks a paraphrased query's source patent above lexical decoys once the semantic re-rank is on", async () => {
    expect(docs).toHaveLength(DECOYS.length + 1);
    const rank = async (options: Parameters<typeof retrievePriorArt>[2]) =>
      await retrievePriorArt(search, queryPatent(PARAPHRASE), { limit: 8, pool: 8, ...options });
    const lexical = await rank({ embedder: null });
    expect(lexical.map((c) => c.patentNumber).indexOf(SOURCE)).toBe(DECOYS.length);
    expect(lexical.every((c) => c.ranking === 'lexical')).toBe(true);
    const semanticOnly = await rank({ embedder, semanticWeight: 1 });
    expect(semanticOnly[0]).toMatchObject({ patentNumber: SOURCE, ranking: 'semantic' });
    expect(semanticOnly[0].semantic).toBeGreaterThan(
      Math.max(...semanticOnly.slice(1).map((c) => c.semantic!)),
    );
    const blended = await rank({ embedder, semanticWeight: 0.7 });
    expect(blended.map((c) => c.patentNumber).indexOf(SOURCE)).toBeLessThanOrEqual(1);
  });

  it('keeps the lexical order and says so when the embedding model fails to load, logging once', async () => {
    const logs: string[] = [];
    const broken = new Embedder({
      load: () => Promise.reject(new Error('model files missing')),
      log: (m) => logs.push(m),
    });
    const lexical = await retrievePriorArt(search, queryPatent(PARAPHRASE), { embedder: null });
    const first = await retrievePriorArt(search, queryPatent(PARAPHRASE), { embedder: broken });
    const second = await retrievePriorArt(search, queryPatent(PARAPHRASE), { embedder: broken });
    expect(first.map((c) => c.patentNumber)).toEqual(lexical.map((c) => c.patentNumber));
    expect(second.map((c) => c.ranking)).toEqual(lexical.map(() => 'lexical'));
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(/model files missing/);
    const analysis = buildLocalAnalysis(queryPatent(PARAPHRASE), first);
    // The analysis states which ranking chose its candidates with the search it ran (issue 23: not in a score's reason).
    expect(analysis.priorArtSearch.ranking).toMatch(/lexical; no semantic re-rank/);
  });

  it('records the semantic ranking in the analysis it feeds', async () => {
    const candidates = await retrievePriorArt(search, queryPatent(PARAPHRASE), {
      embedder,
      limit: 4,
      pool: 8,
    });
    expect(candidates).toHaveLength(4);
    expect(buildLocalAnalysis(queryPatent(PARAPHRASE), candidates).priorArtSearch.ranking).toMatch(
      /re-ranked with sentence embeddings/,
    );
  });

  it('rejects a pool smaller than the limit, naming the field', async () => {
    await expect(
      retrievePriorArt(search, queryPatent(PARAPHRASE), { embedder: null, limit: 8, pool: 4 }),
    ).rejects.toThrow(/pool/);
  });

  it('searches with each independent claim, not only the first three (issue 23)', async () => {
    const texts: string[] = [];
    const recording: CorpusSearch = { similar: async (q) => (texts.push(q.text), docs) };
    const claim = (number: number, thing: string) => ({
      number,
      text: `${number}. A ${thing} comprising a housing and a ${thing} sensor in the housing.`,
    });
    const things = ['lamp', 'valve', 'pump', 'fan', 'motor'];
    const patent = {
      ...queryPatent('Household devices'),
      claims: [
        ...things.map((t, i) => claim(i + 1, t)),
        { number: 6, text: '6. The lamp of claim 1, wherein the housing is round.', dependsOn: [1] },
      ],
    };
    await retrievePriorArt(recording, patent, { embedder: null });
    // The title with the abstract, then the five independent claims; the dependent claim is no query.
    expect(texts).toHaveLength(6);
    for (const t of things) expect(texts.some((q) => q.includes(`A ${t} comprising`))).toBe(true);
    expect(chartableClaims(patent).map((c) => c.claim)).toEqual([1, 2, 3, 4, 5]);
  });
});
