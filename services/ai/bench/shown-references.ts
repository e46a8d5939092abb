// Prints every reference the analysis shows on the bench's XML grants, with its chart, for reading by hand (issue 23):
// patent ← reference, titles, CPC, relevance and each row of the best-charted claim.
// `TSX_TSCONFIG_PATH=services/ai/tsconfig.tsx.json npx tsx services/ai/bench/shown-references.ts [--all]`
import { searchPriorArt } from '../src/analysis/prior-art.retriever.js';
import { sharedEmbedder } from '../src/engine/embeddings.js';
import { section102Revisions } from '../src/legal/section-102.js';
import { patentDataDir } from '../test/support/uspto-xml-reader.js';
import { loadCorpus } from './corpus.js';
import { benchSearch } from './evidence.js';
import { ServiceIndex } from './retrieval.js';

const verbose = process.argv.includes('--all');
const { docs, grants } = loadCorpus(patentDataDir());
const search = benchSearch(new ServiceIndex(docs), docs, grants);
const revisions = section102Revisions();
const cut = (s: string, n = 140) => (s.length > n ? `${s.slice(0, n)}…` : s);
let shown = 0;
for (const g of grants) {
  const found = await searchPriorArt(search, g, { revisions, field: sharedEmbedder() });
  if (found.shown.length === 0) continue;
  shown++;
  console.log(`\nUS${g.number} ${g.title} [${g.cpc.slice(0, 3).join(', ')}] cut-off ${found.search.cutoff}`);
  for (const r of found.shown) {
    const c = r.candidate;
    console.log(
      `  ← US${c.patentNumber} ${c.title} [${c.cpc.slice(0, 3).join(', ')}] ${c.date}; relevance ${r.relevance}, claim ${r.bestClaim}: ` +
        `${r.substantiveDisclosed} disclosed / ${r.substantivePartly} partly of ${r.substantiveElements} substantive`,
    );
    if (!verbose) continue;
    for (const row of r.charts.find((x) => x.claim === r.bestClaim)?.rows ?? [])
      console.log(
        `     [${row.label}${row.substantive ? ', subst' : ''}] ${cut(row.element, 90)} | ${row.hits.join(' ')} | ${cut(row.passage)}`,
      );
  }
}
console.log(`\n${shown} of ${grants.length} analyses show a reference`);
