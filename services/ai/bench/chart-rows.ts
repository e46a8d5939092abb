// The share of chart rows per label over the analyses of the 199 XML grants (issue 23), as the worker builds them
// (in-process corpus, full text of candidates, corpus IDF), and the analysis latency. With a directory argument the
// analyses that show a reference are written there as an_<number>.json (the shape bench/rejudge-charts.ts reads).
// `TSX_TSCONFIG_PATH=services/ai/tsconfig.tsx.json tsx services/ai/bench/chart-rows.ts [DIR]`
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { analyzePatent, type AnalyzeDeps } from '../src/analysis/analyze-patent.use-case.js';
import { LocalProvider } from '../src/providers/local.provider.js';
import { patentDataDir } from '../test/support/uspto-xml-reader.js';
import { loadCorpus } from './corpus.js';
import { benchSearch } from './evidence.js';
import { ServiceIndex } from './retrieval.js';

const dump = process.argv[2];
if (dump) mkdirSync(dump, { recursive: true });
const { docs, grants } = loadCorpus(patentDataDir());
const byNumber = new Map(grants.map((g) => [g.number, g]));
const deps: AnalyzeDeps = {
  loadPatent: async (n) => byNumber.get(n)!,
  search: benchSearch(new ServiceIndex(docs), docs, grants),
  provider: new LocalProvider(),
};
const labels = new Map<string, number>();
const perAnalysis: string[] = [];
const latencies: number[] = [];
let closest = 0;
for (const g of grants) {
  const s = performance.now();
  const a = await analyzePatent(deps, g.number, 1);
  latencies.push(performance.now() - s);
  if (a.priorArt.length === 0) continue;
  const rows = a.priorArt.flatMap((p) => p.mappings);
  const own = new Map<string, number>();
  for (const r of rows) {
    const l = r.label ?? (r.disclosed ? 'disclosed' : 'not found');
    labels.set(l, (labels.get(l) ?? 0) + 1);
    own.set(l, (own.get(l) ?? 0) + 1);
    if (l === 'not found' && r.passage) closest++;
  }
  perAnalysis.push(`US${g.number}: ${rows.length} rows, ${[...own].map(([l, n]) => `${l} ${n}`).join(', ')}`);
  if (dump) writeFileSync(path.join(dump, `an_${g.number}.json`), JSON.stringify({ data: a }, null, 1));
}
const total = [...labels.values()].reduce((s, n) => s + n, 0);
const sorted = [...latencies].sort((a, b) => a - b);
const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
console.log(perAnalysis.join('\n'));
console.log(
  `${perAnalysis.length} of ${grants.length} analyses show references; ${total} rows: ${[
    'disclosed',
    'partly',
    'possibly',
    'not found',
  ]
    .map(
      (l) =>
        `${l} ${labels.get(l) ?? 0} (${(((labels.get(l) ?? 0) / Math.max(1, total)) * 100).toFixed(1)}%)`,
    )
    .join(', ')}; "not found" quoting a closest passage: ${closest}`,
);
console.log(
  `analysis latency p50 / p95: ${pct(50).toFixed(0)} / ${pct(95).toFixed(0)} ms (model load included in the first)`,
);
