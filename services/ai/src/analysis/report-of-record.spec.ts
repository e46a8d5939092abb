import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { patentDataDir, readGrantSlice } from '../../test/support/uspto-xml-reader.js';
import type { CandidateFullText, CorpusSearch } from '../engine/types.js';
import { LocalProvider } from '../providers/local.provider.js';
import { analyzePatent } from './analyze-patent.use-case.js';
import { buildReport } from './report.js';

// Attorney review (issue 23 item 3) of US7158629: its references of record US6233332, US6502133 and US6571240 are
// held (title and abstract). The line said "charted: 18% element coverage of claim 33" beside a description of
// elements not disclosed, and rows without a passage quoted nothing (→ "").
const HELD = ['6233332', '6502133', '6571240'];

describe('the report on references of record', () => {
  it('uses the badge words and says when a row has no matching passage', async () => {
    const grant = readGrantSlice(
      path.join(patentDataDir(), 'uspto-xml/PatentsView__PatentsView-DB/ipgxml/ipg070102.small.xml'),
    ).find((g) => g.number === '7158629')!;
    const cards = new Map(
      readFileSync(path.join(patentDataDir(), 'derived/us_patents_title_abstract.jsonl'), 'utf8')
        .split('\n')
        .filter((l) => HELD.some((n) => l.includes(`"${n}"`)))
        .map((l) => JSON.parse(l) as { patent_number: string; title: string; abstract: string; date: string })
        .map((d) => [d.patent_number, d]),
    );
    const search: CorpusSearch = {
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
    const a = await analyzePatent(
      {
        loadPatent: async () => grant,
        search,
        provider: new LocalProvider(),
        now: () => new Date('2026-01-01'),
      },
      grant.number,
      1,
    );
    const lines = buildReport(a, new Date('2026-01-01')).content.split('\n');
    const ofRecord = lines.filter((l) => /^Reference of record: US(6233332|6502133|6571240) /.test(l));
    expect(ofRecord).toHaveLength(3);
    for (const l of ofRecord)
      expect(l).toMatch(/charted on claim \d+: term coverage \d+% · \d+ of \d+ elements disclosed \(/);
    expect(lines.filter((l) => l.endsWith('→ ""'))).toEqual([]);
    expect(lines.some((l) => /^ {2}Claim \d+ element \d+: not found .* → no matching passage$/.test(l))).toBe(
      true,
    );
  });
});
