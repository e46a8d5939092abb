import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CandidateFullText, CorpusSearch } from '../../src/engine/types.js';
import { patentDataDir } from './uspto-xml-reader.js';

interface Card {
  patent_number: string;
  title: string;
  abstract: string;
  date: string;
}

/**
 * The derived corpus (title and abstract of each document) as patents.fullTexts gives it: only the numbers it holds,
 * each with its card, no claims or description; no retrieval. `only`: keep just these numbers (faster to read).
 */
export function corpusCardSearch(only?: string[]): CorpusSearch {
  const file = path.join(patentDataDir(), 'derived/us_patents_title_abstract.jsonl');
  const cards = new Map<string, Card>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line || (only && !only.some((n) => line.includes(`"${n}"`)))) continue;
    const d = JSON.parse(line) as Card;
    if (!only || only.includes(d.patent_number)) cards.set(d.patent_number, d);
  }
  return {
    similar: async () => [],
    async fullText(numbers) {
      const out = new Map<string, CandidateFullText>();
      for (const n of numbers) {
        const d = cards.get(n);
        if (d)
          out.set(n, {
            claims: [],
            description: '',
            card: { title: d.title, abstract: d.abstract, date: d.date },
          });
      }
      return out;
    },
  };
}
