import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCorpusDb } from '../../test/support/corpus-db.js';
import { dataPath } from '../../test/support/data-dir.js';
import { ingest } from './ingest-runner.js';

// The real PatentsView tables of the NVIDIA corpus: one row per patent (patent, abstract) or one row
// per inventor, assignee and CPC code, keyed by patent_id.
const NVIDIA = 'corpora/Qin717__nvidia_analytics/data_cleaned';
const PICK = ['10001996', '10002031', 'D515086'];
let ctx: Awaited<ReturnType<typeof startCorpusDb>>;
let dir: string;
const q = async <T>(query: ReturnType<typeof sql>) =>
  ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** The rows of a real table for the picked patents, as `name` in the fixture folder (rows reversed: order must not matter). */
function slice(table: string, name: string): { header: string[]; rows: Record<string, string>[] } {
  const [headerLine, ...lines] = readFileSync(dataPath(`${NVIDIA}/${table}`), 'utf8').split('\n');
  const header = headerLine.split(',');
  const picked = lines.filter((l) => PICK.includes(l.split(',')[0])).reverse();
  writeFileSync(path.join(dir, name), [headerLine, ...picked].join('\n'));
  return { header, rows: picked.map((l) => Object.fromEntries(l.split(',').map((v, i) => [header[i], v]))) };
}

describe('ingest of PatentsView multi-row tables', () => {
  let inventorRows: Record<string, string>[];
  let cpcRows: Record<string, string>[];

  beforeAll(async () => {
    ctx = await startCorpusDb();
    dir = mkdtempSync(path.join(tmpdir(), 'ph-patentsview-'));
    // Named so the child tables are read before the patent table (a folder is read in name order).
    ({ rows: inventorRows } = slice('nvidia_inventor.csv', 'a_inventor.csv'));
    ({ rows: cpcRows } = slice('nvidia_cpc.csv', 'b_cpc.csv'));
    slice('nvidia_assignee.csv', 'c_assignee.csv');
    slice('nvidia_patent.csv', 'x_patent.csv');
    // g_claims layout (PatentsView bulk TSV): patent_id, claim_sequence, claim_text, dependent, claim_number, exemplary.
    writeFileSync(
      path.join(dir, 'd_claims.tsv'),
      [
        'patent_id\tclaim_sequence\tclaim_text\tdependent\tclaim_number\texemplary',
        '10001996\t1\t2. The method of claim 1, wherein the runahead poison policy is selected per event.\tclaim 1\t2\t0',
        '10001996\t0\t1. A method of operating a microprocessor comprising selecting a runahead poison policy.\t-1\t1\t1',
      ].join('\n'),
    );
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await ctx?.stop();
  });

  it('combines the rows of one patent across the files of a run into one record, in sequence order', async () => {
    const sut = await ingest(ctx.repo, [dir]);
    // Each patent is written from its table row, then updated once with what its other tables hold.
    expect(sut).toMatchObject({ read: 6, parts: 18, inserted: 3, updated: 3, skipped: 0 });
    expect(await q(sql`SELECT patent_number FROM patents.patents ORDER BY 1`)).toEqual(
      PICK.map((n) => ({ patent_number: n })).sort((a, b) => a.patent_number.localeCompare(b.patent_number)),
    );
    for (const number of PICK) {
      const expected = inventorRows
        .filter((r) => r.patent_id === number)
        .sort((a, b) => Number(a.inventor_sequence) - Number(b.inventor_sequence))
        .map((r) => `${r.disambig_inventor_name_first} ${r.disambig_inventor_name_last}`);
      const stored = await q<{ full_name: string }>(
        sql`SELECT full_name FROM patents.inventors WHERE patent_number = ${number} ORDER BY seq`,
      );
      expect(stored.map((r) => r.full_name)).toEqual(expected);
    }
    const [row] = await q<{
      cpc: string[];
      assignee: string;
      inventor_last: string;
      title: string;
      num_claims: number;
    }>(
      sql`SELECT cpc, assignee, inventor_last, title, num_claims FROM patents.patents WHERE patent_number = '10001996'`,
    );
    expect(row).toMatchObject({
      assignee: 'NVIDIA CORPORATION',
      inventor_last: 'Ekman',
      title: 'Selective poisoning of data during runahead',
      num_claims: 8,
    });
    expect(row.cpc).toEqual(
      cpcRows
        .filter((r) => r.patent_id === '10001996')
        .sort((a, b) => Number(a.cpc_sequence) - Number(b.cpc_sequence))
        .map((r) => r.cpc_group),
    );
    expect(
      await q(
        sql`SELECT number, depends_on FROM patents.claims WHERE patent_number = '10001996' ORDER BY number`,
      ),
    ).toEqual([
      { number: 1, depends_on: [] },
      { number: 2, depends_on: [1] },
    ]);
    expect(await q(sql`SELECT patent_type FROM patents.patents WHERE patent_number = 'D515086'`)).toEqual([
      { patent_type: 'design' },
    ]);
    expect(await q(sql`SELECT count(*)::int AS n FROM patents.ingest_stage`)).toEqual([{ n: 0 }]);
  });

  it('changes nothing when the same tables are ingested again', async () => {
    const [before] = await q<{ seq: string }>(sql`SELECT max(ingest_seq)::text AS seq FROM patents.patents`);
    const sut = await ingest(ctx.repo, [dir]);
    expect(sut).toMatchObject({ inserted: 0, updated: 0, unchanged: 6, skipped: 0 });
    expect(await q(sql`SELECT max(ingest_seq)::text AS seq FROM patents.patents`)).toEqual([before]);
  });

  it("replaces a stored list with the one a later run's table gives, and skips rows of unknown patents with the reason", async () => {
    const file = path.join(dir, '..', `${path.basename(dir)}-later-inventor.csv`);
    writeFileSync(
      file,
      [
        'patent_id,inventor_sequence,inventor_id,disambig_inventor_name_first,disambig_inventor_name_last,gender_code,location_id',
        '10002031,9,x,Ada,Lovelace,F,loc',
        '99999999,0,y,Nobody,Known,U,loc',
      ].join('\n'),
    );
    try {
      const sut = await ingest(ctx.repo, [file]);
      expect(sut).toMatchObject({ parts: 2, updated: 1, skipped: 1 });
      expect(sut.examples.join('\n')).toMatch(/99999999: no title or abstract for a new patent/);
      const names = await q<{ full_name: string }>(
        sql`SELECT full_name FROM patents.inventors WHERE patent_number = '10002031' ORDER BY seq`,
      );
      expect(names).toEqual([{ full_name: 'Ada Lovelace' }]);
    } finally {
      rmSync(file, { force: true });
    }
  });
});
