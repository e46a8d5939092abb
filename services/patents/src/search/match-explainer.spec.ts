import { beforeAll, describe, expect, it } from 'vitest';
import { dataPath } from '../../test/support/data-dir.js';
import type { PatentRecord } from '../domain/patent-record.js';
import { readFile } from '../ingest/sources.js';
import { explainMatch, WINDOW, type ExplainInput } from './match-explainer.js';

// On a real grant: US8418361, "Method of manufacturing printed circuit board having landless via hole".
let doc: ExplainInput;
const marked = (m: ReturnType<typeof explainMatch>) =>
  (m.highlights ?? []).map((h) => m.passage.slice(h.start, h.end).toLowerCase());

describe(explainMatch.name, () => {
  beforeAll(async () => {
    let r: PatentRecord | undefined;
    for await (const item of readFile(
      dataPath('uspto-xml/PatentsView__PatentsView-DB/ipgxml/ipg130416.small.xml'),
    ))
      if (item.kind === 'record' && item.record.patentNumber === '8418361') r = item.record;
    doc = { title: r!.title, abstract: r!.abstract, claims: r!.claims, description: r!.description };
  });

  it('names the query words as typed, not their stems or stop words, and marks each occurrence', () => {
    const m = explainMatch('the printed circuit boards and vias', doc, 12.34567);
    expect(m.field).toBe('title');
    expect(m.terms).toEqual(['printed', 'circuit', 'boards', 'vias']);
    expect(marked(m)).toEqual(['printed', 'circuit', 'board', 'via']);
    expect(m.score).toBe(12.346);
  });

  it('picks the passage holding most terms and cuts it around them, the terms inside the cut', () => {
    const m = explainMatch('insulating layer metal plating', doc, 1);
    expect(['abstract', 'claims']).toContain(m.field);
    expect(m.passage.length).toBeLessThanOrEqual(WINDOW + 2);
    expect(m.terms.length).toBeGreaterThanOrEqual(3);
    for (const h of m.highlights!)
      expect(m.passage.slice(h.start, h.end).toLowerCase()).toMatch(/^(insulat|layer|metal|plat)/);
    expect(new Set(m.highlights!.map((h) => h.term))).toEqual(new Set(m.terms));
  });

  it('keeps the start of a long passage when the terms lie near it', () => {
    const m = explainMatch('substrate', { ...doc, title: 'x' }, 1);
    expect(m.field).toBe('abstract');
    expect(
      m.passage.startsWith('Method of manufacturing printed circuit board, including: providing a substrate'),
    ).toBe(true);
    expect(m.passage.endsWith('…')).toBe(true);
  });

  it('gives the claim number when a claim holds most terms', () => {
    const claimOnly = { ...doc, title: 'x', abstract: null };
    // Claim 5: 'adjusting the etching amount in the etching is realized by controlling an etching time'.
    const m = explainMatch('adjusted etching time by control', claimOnly, 1);
    expect(m).toMatchObject({ field: 'claims', claimNumber: 5 });
    expect(m.terms).toEqual(['adjusted', 'etching', 'time', 'control']);
    expect(marked(m)).toEqual(['adjusting', 'etching', 'etching', 'controlling', 'etching', 'time']);
  });

  it('says the match rests on other criteria when no query word occurs', () => {
    expect(explainMatch('', doc, 0)).toMatchObject({ terms: [], field: 'metadata', highlights: [] });
    expect(explainMatch('zebra', doc, 0)).toMatchObject({ terms: [], field: 'metadata' });
  });
});
