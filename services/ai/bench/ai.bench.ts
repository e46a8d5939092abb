// `npm run bench:ai`: analysis latency (local engine), queue throughput with 2 workers, retrieval quality vs a keyword baseline.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { createTestDatabase, createTestRedisPrefix } from '@patent-hub/testing';
import { AnalysesRepository } from '../src/analysis/analyses.repository.js';
import { analyzePatent, type AnalyzeDeps } from '../src/analysis/analyze-patent.use-case.js';
import { AnalysisService } from '../src/analysis/analysis.service.js';
import { patentDataDir } from '../src/corpus/uspto-xml-reader.js';
import { analysisJobLifecycle } from '../src/jobs/analysis-job.handler.js';
import { AnalysisQueue } from '../src/jobs/analysis.queue.js';
import { createAnalysisWorker } from '../src/jobs/analysis.worker.js';
import { LocalProvider } from '../src/providers/local.provider.js';
import { Bm25Corpus, KeywordBaseline, loadCorpus } from './corpus.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const pct = (xs: number[], p: number) => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]; };
const ms = (n: number) => `${n.toFixed(1)} ms`;

const t0 = performance.now();
const { docs, grants } = loadCorpus(patentDataDir());
const corpus = new Bm25Corpus(docs);
const baseline = new KeywordBaseline(docs);
const byNumber = new Map(grants.map((g) => [g.number, g]));
console.log(`corpus: ${docs.length} documents (${grants.length} XML utility grants with claims), indexed in ${ms(performance.now() - t0)}`);

// 1. Analysis latency, local engine, in-process (retrieval + claim parsing + mapping + scoring).
const deps: AnalyzeDeps = { loadPatent: async (n) => byNumber.get(n)!, search: corpus, provider: new LocalProvider() };
const latencies: number[] = [];
let priorArtFound = 0;
for (const g of grants) {
  const s = performance.now();
  const a = await analyzePatent(deps, g.number, 1);
  latencies.push(performance.now() - s);
  if (a.priorArt.length > 0) priorArtFound++;
}
console.log(`analysis: n=${latencies.length} p50 ${ms(pct(latencies, 50))} p95 ${ms(pct(latencies, 95))}`);

// 2. Queue throughput: 2 workers (concurrency 1 each) on real Redis and PostgreSQL, the same local engine.
const db = await createTestDatabase();
const redis = createTestRedisPrefix();
const pool = new pg.Pool({ connectionString: db.url, max: 6, options: '-c search_path=ai,public' });
let throughput: number;
const JOBS = Math.min(200, grants.length);
try {
  const d = drizzle(pool);
  await migrate(d, { migrationsFolder: path.resolve(here, '../drizzle'), migrationsSchema: 'ai' });
  const repo = new AnalysesRepository(d);
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const queue = new AnalysisQueue({ redisUrl, keyPrefix: redis.prefix, attempts: 3, backoffMs: 100 });
  const service = new AnalysisService(repo, queue, async (n) => n);
  const workers = [1, 2].map(() => createAnalysisWorker({ redisUrl, keyPrefix: redis.prefix, concurrency: 1, lockDurationMs: 30_000, stalledIntervalMs: 30_000 }, analysisJobLifecycle(repo, deps)));
  await Promise.all(workers.map((w) => w.waitUntilReady()));
  const jobs = grants.slice(0, JOBS);
  const start = performance.now();
  await Promise.all(jobs.map((g, i) => service.analyze(`bench-user-${i}`, g.number)));
  for (;;) {
    const { rows } = await pool.query(`select count(*)::int as n from ai.analyses where status in ('complete','failed')`);
    if (rows[0].n >= JOBS) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  throughput = JOBS / ((performance.now() - start) / 1000);
  const { rows: failed } = await pool.query(`select count(*)::int as n from ai.analyses where status = 'failed'`);
  console.log(`queue: ${JOBS} jobs, 2 workers: ${throughput.toFixed(1)} jobs/s (${failed[0].n} failed)`);
  await Promise.all(workers.map((w) => w.close()));
  await queue.close();
} finally {
  await pool.end();
  await redis.clean();
  await db.drop();
}

// 3. Retrieval quality: P@10 sharing a CPC main group (query = title + abstract, itself excluded), 300 queries.
const mainGroups = (cpc: string[]) => new Set(cpc.filter((c) => c.includes('/')).map((c) => c.split('/')[0].replace(/\s+/g, '')));
const withCpc = docs.filter((d) => mainGroups(d.cpc).size > 0 && d.abstract.length > 50);
let seed = 42;
const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
const queries = [...withCpc].sort(() => rand() - 0.5).slice(0, 300);
const groupsOf = new Map(withCpc.map((d) => [d.patentNumber, mainGroups(d.cpc)]));
const precision = (ranked: string[], q: Set<string>) => ranked.filter((id) => [...(groupsOf.get(id) ?? [])].some((g) => q.has(g))).length / 10;
const evalCpc = (rank: (text: string, exclude: string[]) => string[]) => {
  const times: number[] = [];
  let sum = 0;
  for (const q of queries) {
    const s = performance.now();
    const ranked = rank(`${q.title} ${q.abstract}`, [q.patentNumber]);
    times.push(performance.now() - s);
    sum += precision(ranked, mainGroups(q.cpc));
  }
  return { p10: sum / queries.length, p95: pct(times, 95) };
};
const bm25Cpc = evalCpc((t, ex) => corpus.rank(t, 10, ex));
const kwCpc = evalCpc((t, ex) => baseline.rank(t, 10, ex));

// Known-item MRR: query = claim 1 of each XML utility grant, target = that grant.
const mrr = (rank: (text: string) => string[]) => grants.reduce((s, g) => { const r = rank(g.claims[0].text).indexOf(g.number); return s + (r >= 0 ? 1 / (r + 1) : 0); }, 0) / grants.length;
const bm25Mrr = mrr((t) => corpus.rank(t, 100, []));
const kwMrr = mrr((t) => baseline.rank(t, 100, []));
console.log(`retrieval P@10 (CPC main group, ${queries.length} queries): BM25 ${bm25Cpc.p10.toFixed(3)} (p95 ${ms(bm25Cpc.p95)}), keyword baseline ${kwCpc.p10.toFixed(3)} (p95 ${ms(kwCpc.p95)})`);
console.log(`known-item MRR (claim 1 → grant, ${grants.length} queries): BM25 ${bm25Mrr.toFixed(3)}, keyword baseline ${kwMrr.toFixed(3)}`);

const block = [
  '<!-- bench:ai -->',
  `## AI (\`npm run bench:ai\`, ${new Date().toISOString().slice(0, 10)}, ${process.platform} ${process.arch}, Node ${process.version})`,
  '',
  `Corpus: ${docs.length} real documents (derived title/abstract set plus ${grants.length} XML utility grants with claims from shared/data), indexed in process.`,
  'Retrieval here is the in-process BM25 (k1 1.2, b 0.75, title + abstract) the local engine uses through `patents.similar`; the patents service was not wired into this bench, so its own index is not what is measured.',
  '',
  '| measure | value |',
  '| --- | --- |',
  `| analysis latency, local engine (n=${latencies.length} real grants; retrieval, claim parsing, element mapping, scoring) | p50 ${ms(pct(latencies, 50))}, p95 ${ms(pct(latencies, 95))} |`,
  `| analyses with at least one earlier reference found | ${priorArtFound} of ${latencies.length} |`,
  `| queue throughput, 2 workers × concurrency 1, real Redis + PostgreSQL, ${JOBS} jobs | ${throughput.toFixed(1)} jobs/s |`,
  `| P@10 sharing a CPC main group (${queries.length} queries, title + abstract, itself excluded): BM25 | ${bm25Cpc.p10.toFixed(3)} (p95 ${ms(bm25Cpc.p95)} per query) |`,
  `| same, plain keyword baseline (distinct query terms matched, no IDF) | ${kwCpc.p10.toFixed(3)} (p95 ${ms(kwCpc.p95)} per query) |`,
  `| known-item MRR (claim 1 of each XML utility grant → that grant, ${grants.length} queries): BM25 | ${bm25Mrr.toFixed(3)} |`,
  `| same, plain keyword baseline | ${kwMrr.toFixed(3)} |`,
  '',
  'No semantic re-rank is included this round (see the ai report); the target P@10 ≥ 0.60 is not reached by BM25 alone.',
  '<!-- /bench:ai -->',
].join('\n');
const file = path.join(repoRoot, 'docs/benchmarks.md');
const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
const re = /<!-- bench:ai -->[\s\S]*?<!-- \/bench:ai -->/;
writeFileSync(file, re.test(current) ? current.replace(re, block) : `${current.trimEnd()}\n\n${block}\n`);
console.log(`wrote ${path.relative(repoRoot, file)}`);
