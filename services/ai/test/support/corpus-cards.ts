import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Analysis } from '@patent-hub/contracts';
import { analyzePatent } from '../../src/analysis/analyze-patent.use-case.js';
import type { CandidateFullText, CorpusSearch } from '../../src/engine/types.js';
import { LocalProvider } from '../../src/providers/local.provider.js';
import { patentDataDir, readGrantSlice } from './uspto-xml-reader.js';

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

/**
 * One grant of a USPTO XML slice (`slice`: its path under the data directory) analysed by the local provider against
 * the derived corpus cards (`only`: see corpusCardSearch), on 2026-01-01.
 */
export async function analyzeGrantOnCards(slice: string, number: string, only?: string[]): Promise<Analysis> {
  const grant = readGrantSlice(path.join(patentDataDir(), slice)).find((g) => g.number === number);
  if (!grant) throw new Error(`${number} is not in ${slice}`);
  return analyzePatent(
    {
      loadPatent: async () => grant,
      search: corpusCardSearch(only),
      provider: new LocalProvider(),
      now: () => new Date('2026-01-01'),
    },
    grant.number,
    1,
  );
}
