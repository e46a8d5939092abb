import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { tokenize } from '@patent-hub/text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCorpusDb } from '../../test/support/corpus-db.js';
import { dataPath } from '../../test/support/data-dir.js';
import { ingest } from '../ingest/ingest-runner.js';
import { Bm25IndexHolder } from './bm25-index.holder.js';
import { SearchRepository } from './search.repository.js';
import { SearchService } from './search.service.js';

// A slice of the real 20k corpus: 400 dated grants and 400 undated ones (the A61 export carries no dates).
let ctx: Awaited<ReturnType<typeof startCorpusDb>>;
let dir: string;
let sut: SearchService;
let stent: { patent_number: string; title: string; abstract: string };

describe('SearchService.priorArtCorpus: undated documents left out', () => {
  beforeAll(async () => {
    ctx = await startCorpusDb();
    const lines = readFileSync(dataPath('derived/us_patents_title_abstract.jsonl'), 'utf8').split('\n');
    const parsed = lines
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { date?: string | null; abstract?: string });
    const dated = parsed.filter((d) => d.date && d.date < '2012-01-01').slice(0, 400);
    const undated = parsed.filter((d) => !d.date && d.abstract).slice(0, 400);
    stent = undated.find((d) => /stent/i.test(d.abstract ?? '')) as typeof stent;
    dir = mkdtempSync(path.join(tmpdir(), 'prior-art-corpus-'));
    const file = path.join(dir, 'slice.jsonl');
    writeFileSync(file, [...dated, ...undated].map((d) => JSON.stringify(d)).join('\n'));
    await ingest(ctx.repo, [file]);
    sut = new SearchService(new SearchRepository(ctx.database.db), new Bm25IndexHolder(ctx.database.db, 0));
  });
  afterAll(async () => {
    await ctx?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('counts every undated document when the request gives no terms, and says so', async () => {
    const res = await sut.priorArtCorpus({ before: '2012-01-01' });
    expect(res).toMatchObject({
      undated: 400,
      undatedInCorpus: 400,
      undatedScope: 'corpus',
      datedBefore: 400,
    });
  });

  it('counts only the undated documents that would have been candidates for the terms', async () => {
    expect(stent).toBeDefined();
    const terms = [...new Set(tokenize(`${stent.title} ${stent.abstract}`))];
    const res = await sut.priorArtCorpus({ before: '2012-01-01', terms });
    expect(res).toMatchObject({ undatedInCorpus: 400, undatedScope: 'candidates' });
    expect(res.undated).toBeGreaterThan(0);
    expect(res.undated).toBeLessThan(400);
    // The bar is the pool's last dated candidate: a deeper pool admits at least as many undated documents.
    const first = await sut.priorArtCorpus({ before: '2012-01-01', terms, pool: 1 });
    const deep = await sut.priorArtCorpus({ before: '2012-01-01', terms, pool: 1000 });
    expect(first.undated).toBeGreaterThanOrEqual(1); // the stent patent itself beats every dated document
    expect(first.undated).toBeLessThanOrEqual(res.undated);
    expect(deep.undated).toBeGreaterThanOrEqual(res.undated);
    // The patent itself is not counted as its own prior art.
    const self = await sut.priorArtCorpus({
      before: '2012-01-01',
      terms,
      pool: 1,
      patentNumber: `US${stent.patent_number}`,
    });
    expect(self.undated).toBe(first.undated - 1);
  });

  it('counts none for terms no document holds', async () => {
    const res = await sut.priorArtCorpus({ before: '2012-01-01', terms: ['zzzunknown'] });
    expect(res).toMatchObject({ undated: 0, undatedInCorpus: 400, undatedScope: 'candidates' });
  });
});
