// References of record over the full-text utility grants (issue 23): how many each lists, how many the examiner
// cited, how many US patent documents of them the corpus holds (by normalised number; title and abstract, or full
// text), and how many the analysis shows (as a reference over the relevance floor, or as a reference of record).
// `TSX_TSCONFIG_PATH=services/ai/tsconfig.tsx.json tsx services/ai/bench/references-of-record.ts`
import { analyzePatent, type AnalyzeDeps } from '../src/analysis/analyze-patent.use-case.js';
import { citedByOf, corpusNumberOf } from '../src/engine/references-of-record.js';
import { LocalProvider } from '../src/providers/local.provider.js';
import { patentDataDir } from '../test/support/uspto-xml-reader.js';
import { loadCorpus } from './corpus.js';
import { benchSearch } from './evidence.js';
import { ServiceIndex, pct } from './retrieval.js';

const { docs, grants } = loadCorpus(patentDataDir());
const inCorpus = new Set(docs.map((d) => d.patentNumber));
const fullText = new Set(grants.map((g) => g.number));
const byNumber = new Map(grants.map((g) => [g.number, g]));
const deps: AnalyzeDeps = {
  loadPatent: async (n) => byNumber.get(n)!,
  search: benchSearch(new ServiceIndex(docs), docs, grants),
  provider: new LocalProvider(),
};
const totals = { refs: [] as number[], examiner: [] as number[], us: 0, held: 0, heldExaminer: 0 };
const t = {
  heldFull: 0,
  shownRetrieved: 0,
  ofRecordListed: 0,
  ofRecordCharted: 0,
  overFloor: 0,
  heldAfter: 0,
  withCodes: 0,
};
const withHeld: string[] = [];
for (const g of grants) {
  const refs = g.citations;
  const examiner = refs.filter((c) => citedByOf(c.category) === 'examiner');
  const numbers = refs.map((c) => ({ c, n: corpusNumberOf(c) }));
  const held = numbers.filter((x) => x.n && inCorpus.has(x.n));
  totals.refs.push(refs.length);
  totals.examiner.push(examiner.length);
  totals.us += numbers.filter((x) => x.n).length;
  totals.held += held.length;
  totals.heldExaminer += held.filter((x) => citedByOf(x.c.category) === 'examiner').length;
  t.heldFull += held.filter((x) => fullText.has(x.n!)).length;
  if (held.length === 0) continue;
  const a = await analyzePatent(deps, g.number, 1);
  const heldSet = new Set(held.map((x) => x.n!));
  const retrieved = a.priorArt.filter((p) => heldSet.has(p.patent)).length;
  t.shownRetrieved += retrieved;
  const ofRecord = a.referencesOfRecord ?? [];
  t.ofRecordListed += ofRecord.length;
  t.ofRecordCharted += ofRecord.filter((r) => r.chart).length;
  t.overFloor += ofRecord.filter((r) => r.overFloor).length;
  t.heldAfter += ofRecord.filter((r) => r.held !== 'not held' && r.dateCheck === 'after').length;
  t.withCodes += ofRecord.filter(
    (r) => r.corpusCard && r.corpusCard.cpc.length + r.corpusCard.ipc.length > 0,
  ).length;
  withHeld.push(
    `US${g.number}: ${refs.length} refs, ${examiner.length} by examiner, held ${held.map((x) => `${x.n}(${citedByOf(x.c.category)}${fullText.has(x.n!) ? ', full text' : ''})`).join(' ')}; shown by retrieval ${retrieved}`,
  );
}
const sum = (xs: number[]) => xs.reduce((s, n) => s + n, 0);
console.log(withHeld.join('\n'));
console.log(`
| over ${grants.length} full-text utility grants (XML) | value |
|---|---|
| references of record (patent + non-patent) | ${sum(totals.refs)}; per grant median ${pct(totals.refs, 50)}, p90 ${pct(totals.refs, 90)}, max ${Math.max(...totals.refs)} |
| cited by the examiner | ${sum(totals.examiner)}; per grant median ${pct(totals.examiner, 50)}; grants with none marked: ${totals.examiner.filter((n) => n === 0).length} |
| US patent documents of record | ${totals.us} |
| held by the corpus (title/abstract or full text) | ${totals.held} (${totals.heldExaminer} cited by the examiner; ${t.heldFull} with full text) in ${withHeld.length} grants |
| held and shown by the retrieval (over the floor) | ${t.shownRetrieved} |
| references of record in the analyses of those grants | ${t.ofRecordListed} listed, ${t.ofRecordCharted} charted, ${t.overFloor} over the floor, ${t.heldAfter} held but dated on/after the cut-off |
| held references of record shown with the corpus's CPC or IPC codes (the others say the corpus has none) | ${t.withCodes} |`);
