// Re-labels the chart rows of saved analyses (GET /analysis JSON files) with the current rule, on the passage each
// row quotes, and counts the labels before and after (issue 23). The chart may pick another
// of its shortlisted passages when re-run; this counts the quoted ones only. IDF: the abstract corpora of
// ../shared/data. `TSX_TSCONFIG_PATH=services/ai/tsconfig.tsx.json tsx services/ai/bench/rejudge-charts.ts DIR`
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { judgePair } from '../src/engine/chart-evidence.js';
import { DISTINCTIVE_IDF, poolIdf, termEvidence } from '../src/engine/claim-chart.js';
import { terms } from '../src/engine/text.js';
import { patentDataDir } from '../test/support/uspto-xml-reader.js';

interface Mapping {
  element: string;
  passage: string;
  label: string;
  semantic: number | null;
  where: string;
}
const dir = process.argv[2];
const docs = [
  'derived/us_patents_title_abstract.jsonl',
  'corpora/datasciencecampus__pygrams/USPTO-random-10000.jsonl',
]
  .flatMap((f) => readFileSync(path.join(patentDataDir(), f), 'utf8').split('\n'))
  .filter((l) => l.trim())
  .map((l) => {
    const r = JSON.parse(l) as { title?: string; abstract?: string };
    return new Set(terms(`${r.title ?? ''} ${r.abstract ?? ''}`));
  });
const idf = poolIdf(docs);
const weights = { idf, distinctive: (t: string) => idf(t) >= DISTINCTIVE_IDF };
const count = (labels: string[]) =>
  ['disclosed', 'partly', 'possibly', 'not found']
    .map((l) => `${l} ${labels.filter((x) => x === l).length}`)
    .join(', ');
const before: string[] = [];
const after: string[] = [];
const moves = new Map<string, number>();
for (const f of readdirSync(dir).filter((x) => /^an_.*\.json$/.test(x))) {
  const a = JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as {
    data: { priorArt: { mappings: Mapping[] }[] };
  };
  for (const m of a.data.priorArt.flatMap((r) => r.mappings)) {
    before.push(m.label);
    if (!m.passage) {
      after.push('not found');
      continue;
    }
    const passage = {
      text: m.passage,
      source: 'abstract' as const,
      where: m.where,
      terms: new Set(terms(m.passage)),
    };
    const ev = termEvidence({ text: m.element, kind: 'element' }, [passage], weights)[0];
    after.push(judgePair(ev));
    if (after.at(-1) !== m.label)
      moves.set(`${m.label} → ${after.at(-1)}`, (moves.get(`${m.label} → ${after.at(-1)}`) ?? 0) + 1);
  }
}
console.log(`${before.length} rows. Before: ${count(before)}`);
console.log(`After (same passages): ${count(after)}`);
console.log(`Changed: ${[...moves].map(([k, n]) => `${k} ${n}`).join(', ')}`);
