import { describe, expect, it } from 'vitest';
import { Embedder } from '../engine/embeddings.js';
import { queryTerms } from '../engine/prior-art-chart.js';
import type { CorpusSearch, PatentForAnalysis, PriorArtCandidate } from '../engine/types.js';
import { searchPriorArt } from './prior-art.retriever.js';

// Issue 23 (attorney review): a fuel cell's "fuel system for conditioning fuel" was met by an engine's "load
// conditions"; a reference of another field is not shown, whatever its words. The worker gives the field test an
// embedder; here a stand-in model puts fuel-cell texts on one axis and engine texts on another.
const patent: PatentForAnalysis = {
  number: '9990010',
  title: 'Solid oxide fuel cell system',
  abstract: 'A solid oxide fuel cell stack receives conditioned fuel and air.',
  description: '',
  claims: [
    {
      number: 1,
      text: '1. A power system comprising: a fuel system for conditioning fuel; an air system for conditioning air; and a solid oxide fuel cell stack connected to the fuel system and to the air system.',
      dependsOn: [],
    },
  ],
  earliestDate: '2003-06-09',
  familyNumbers: [],
  cpc: [],
};
const card = (n: string, title: string, abstract: string): PriorArtCandidate => ({
  patentNumber: n,
  title,
  abstract,
  date: '1998-07-14',
  cpc: [],
  score: 1,
});
const engine = card(
  '5781700',
  'Engine air/fuel control',
  'A fuel system for conditioning fuel and an air system for conditioning air under load conditions feed the engine.',
);
const cell = card(
  '5550020',
  'Fuel cell power plant',
  'A fuel system for conditioning fuel and an air system for conditioning air feed a solid oxide fuel cell stack.',
);
const search = (pool: PriorArtCandidate[]): CorpusSearch => ({
  similar: async () => pool,
  corpusCounts: async () => ({
    total: 20000,
    datedBefore: 9000,
    undated: 0,
    forwardCitations: 0,
    idf: Object.fromEntries(queryTerms(patent).map((t) => [t, 5])),
  }),
});
const embedded: string[] = [];
const model = new Embedder({
  load: async () => async (texts) =>
    texts.map((t) => {
      embedded.push(t);
      return /fuel cell/i.test(t) ? [1, 0] : [0, 1];
    }),
});

describe('the field test of the references over the floor', () => {
  it('shows both without the field test, and says it was not tested', async () => {
    const found = await searchPriorArt(search([engine, cell]), patent);
    expect(found.shown.map((r) => r.candidate.patentNumber).sort()).toEqual(['5550020', '5781700']);
    expect(found.search.ranking).toContain('Field agreement not tested.');
  });

  it('leaves out the engine, of another field, and embeds only the patent and the references over the floor', async () => {
    embedded.length = 0;
    const found = await searchPriorArt(
      search([engine, cell, card('5550021', 'Bicycle bell', 'A bell rings.')]),
      patent,
      {
        field: model,
      },
    );
    expect(found.shown.map((r) => r.candidate.patentNumber)).toEqual(['5550020']);
    expect(embedded).toHaveLength(3);
    expect(embedded.some((t) => t.includes('Bicycle'))).toBe(false);
  });

  it('says no relevant prior art, and why, when only the engine matches', async () => {
    const found = await searchPriorArt(search([engine]), patent, { field: model });
    expect(found.shown).toEqual([]);
    expect(found.search.message).toContain('1 matching on terms is of another field');
  });

  it('keeps the element evidence alone, and says so, when the model cannot load', async () => {
    const broken = new Embedder({ load: async () => Promise.reject(new Error('no model')), log: () => {} });
    const found = await searchPriorArt(search([engine]), patent, { field: broken });
    expect(found.shown.map((r) => r.candidate.patentNumber)).toEqual(['5781700']);
    expect(found.search.ranking).toContain('the sentence-embedding model is unavailable');
  });
});
