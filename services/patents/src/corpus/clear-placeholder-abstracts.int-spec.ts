import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCorpusDb } from '../../test/support/corpus-db.js';
import { dataPath } from '../../test/support/data-dir.js';
import type { PatentRecord } from '../domain/patent-record.js';
import { readFile } from '../ingest/sources.js';

// Rows of the derived JSONL stored before ingest dropped 'NULL'/'None' abstracts are cleared at start.
const JSONL = 'derived/us_patents_title_abstract.jsonl';
const OLD = { D252938: 'NULL', D614449: 'None' };
let ctx: Awaited<ReturnType<typeof startCorpusDb>>;

type Row = { patent_number: string; abstract: string | null; hash: string; seq: string; null_term: boolean };
const rowsOf = async (numbers: string[]) =>
  (
    (await ctx.database.db
      .execute(sql`SELECT patent_number, abstract, content_hash AS hash, ingest_seq::text AS seq,
      search_tsv @@ to_tsquery('simple', 'null') AS null_term
      FROM patents.patents WHERE patent_number = ANY(${sql.param(numbers)}::text[]) ORDER BY patent_number`)) as unknown as {
      rows: Row[];
    }
  ).rows;

describe('CorpusRepository.clearPlaceholderAbstracts', () => {
  const numbers: string[] = [];
  let other = '';
  beforeAll(async () => {
    ctx = await startCorpusDb();
    const records: PatentRecord[] = [];
    for await (const item of readFile(dataPath(JSONL))) {
      if (item.kind !== 'record') continue;
      const r = item.record;
      if (r.patentNumber in OLD) records.push(r);
      else if (!other && r.abstract) {
        other = r.patentNumber;
        records.push(r);
      }
    }
    numbers.push(...records.map((r) => r.patentNumber).sort());
    await ctx.repo.upsertBatch(records);
  });
  afterAll(async () => {
    await ctx?.stop();
  });

  it('ingest stores none, and rows written with the placeholder get none at start, once', async () => {
    const fresh = await rowsOf(numbers);
    expect(fresh).toHaveLength(3);
    expect(fresh.filter((r) => r.patent_number in OLD).map((r) => r.abstract)).toEqual([null, null]);
    expect(fresh.find((r) => r.patent_number === other)?.abstract).toBeTruthy();
    expect(await ctx.repo.clearPlaceholderAbstracts()).toBe(0);

    // As written before: the placeholder text stored, and searchable as a word.
    for (const [n, text] of Object.entries(OLD))
      await ctx.database.db.execute(sql`UPDATE patents.patents SET abstract = ${text},
        search_tsv = search_tsv || to_tsvector('simple', ${text}), content_hash = 'old' WHERE patent_number = ${n}`);
    const before = await rowsOf(numbers);
    expect(before.find((r) => r.patent_number === 'D252938')).toMatchObject({
      abstract: 'NULL',
      null_term: true,
    });

    expect(await ctx.repo.clearPlaceholderAbstracts(1)).toBe(2);
    const after = await rowsOf(numbers);
    const untouched = (rs: Row[]) => rs.find((r) => r.patent_number === other);
    expect(untouched(after)).toEqual(untouched(before));
    for (const n of Object.keys(OLD)) {
      const was = before.find((r) => r.patent_number === n)!;
      const now = after.find((r) => r.patent_number === n)!;
      expect(now).toMatchObject({ abstract: null, null_term: false });
      expect(now.hash).toBe(fresh.find((r) => r.patent_number === n)!.hash);
      // The OpenSearch indexer reads rows again by their ingest sequence.
      expect(BigInt(now.seq)).toBeGreaterThan(BigInt(was.seq));
    }
    expect(await ctx.repo.clearPlaceholderAbstracts()).toBe(0);
  });
});
