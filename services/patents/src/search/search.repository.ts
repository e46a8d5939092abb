import { sql, type SQL } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { citingCondition } from '../patents/citing.js';
import { CARD_COLUMNS, type CardRow } from '../patents/patent-mapper.js';

const rows = <T>(res: unknown) => (res as { rows: T[] }).rows;
const whereOf = (conds: SQL[]) => (conds.length ? sql`WHERE ${sql.join(conds, sql` AND `)}` : sql``);

export interface MatchCount {
  total: number;
  totalIsEstimate: boolean;
}

/**
 * Where a scan that stopped at its (cap + 1)th match ended: the matches found, the table block of the last one
 * and the table's size in blocks. A bitmap or sequential scan returns rows in table order, so the last block
 * tells how much of the table held them (estimate() extrapolates from it).
 */
export interface ScanEnd {
  found: number;
  lastBlock: number | null;
  blocks: number;
}

/** matchesUpTo(): every match with an exact total, or, past the cap, where its scan ended (for estimate()). */
export type UpTo =
  ({ matches: { docId: number; date: string | null }[] } & MatchCount) | { matches: null; scan: ScanEnd };

/** The table block a row sits in, and the table's size in blocks (see ScanEnd). */
const BLOCK_OF_ROW = sql`(p.ctid::text::point)[0]::int`;
const TABLE_BLOCKS = sql`(pg_relation_size('patents.patents') / current_setting('block_size')::int)::int`;

// Estimated totals count matches in a block sample of about this size (0.8% of a 200k-patent table, ~1,600 rows).
const SAMPLE_BLOCKS = 300;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Two significant figures (10,001 stays above 10,000: rounded up). */
export function roundEstimate(n: number): number {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(n)) - 1);
  return Math.ceil(n / step) * step;
}

/** Search queries over patents.patents (alias p); conditions come from search-sql.ts. */
export class SearchRepository {
  constructor(private readonly db: NodePgDatabase) {}

  /**
   * One page in the given order, and the number of matches (counted up to `countCap`, estimated beyond it).
   * Up to the cap the page is sorted from the matches themselves: walking a sort index instead looks cheap to
   * the planner but reads tens of thousands of rows when the matches sit at the far end of that order
   * (expired patents are the oldest). Past the cap the matches are common enough for the index walk, and the
   * total is estimated from this same scan (where its last match sat, as in count()) without scanning again.
   */
  async page(
    conds: SQL[],
    order: SQL,
    limit: number,
    offset: number,
    countCap: number,
  ): Promise<{ rows: CardRow[] } & MatchCount> {
    const res = await this.db.execute(sql`WITH m AS MATERIALIZED (
        SELECT p.doc_id, p.patent_number, p.sort_date, p.title, p.inventor_last, p.inventor_first, p.assignee_norm,
          ${BLOCK_OF_ROW} AS blk
        FROM patents.patents p ${whereOf(conds)} LIMIT ${countCap + 1})
      SELECT (SELECT count(*)::int FROM m) AS n, (SELECT max(blk) FROM m) AS last_block, ${TABLE_BLOCKS} AS blocks,
        (SELECT array_agg(doc_id) FROM (SELECT p.doc_id FROM m p ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}) s) AS ids`);
    const { n, last_block, blocks, ids } = rows<{
      n: number;
      last_block: number | null;
      blocks: number;
      ids: number[] | null;
    }>(res)[0];
    if (n <= countCap) return { rows: await this.byDocIds(ids ?? []), total: n, totalIsEstimate: false };
    const [page, count] = await Promise.all([
      this.db.execute(
        sql`SELECT ${CARD_COLUMNS} FROM patents.patents p ${whereOf(conds)} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
      ),
      this.estimate(conds, { found: n, lastBlock: last_block, blocks }),
    ]);
    return { rows: rows<CardRow>(page), ...count };
  }

  /**
   * Exact up to `cap` matches: the scan stops at the (cap + 1)th, so a broad search no longer reads every
   * matching row a second time just for its total. Past the cap the total is estimated (see estimate()).
   */
  async count(conds: SQL[], cap: number): Promise<MatchCount> {
    const res = await this.db
      .execute(sql`SELECT count(*)::int AS n, max(blk) AS last_block, ${TABLE_BLOCKS} AS blocks
      FROM (SELECT ${BLOCK_OF_ROW} AS blk FROM patents.patents p ${whereOf(conds)} LIMIT ${cap + 1}) m`);
    const { n, last_block, blocks } = rows<{ n: number; last_block: number | null; blocks: number }>(res)[0];
    if (n <= cap) return { total: n, totalIsEstimate: false };
    return this.estimate(conds, { found: n, lastBlock: last_block, blocks });
  }

  /**
   * The median of three estimates, at least the matches the scan found: the planner's row estimate (good for one
   * word or a plain filter, far too low for several words, which it takes as independent), one extrapolated from
   * where the scan's last match sat in the table (off when matches are unevenly spread), and the matches in a fixed sample of
   * about SAMPLE_BLOCKS table blocks, scaled up (off when similar patents sit in neighbouring blocks). Any
   * two agreeing outvote the third. The sample is the same every time, so pages of one search show one total.
   */
  async estimate(conds: SQL[], { found: atLeast, lastBlock, blocks }: ScanEnd): Promise<MatchCount> {
    const extrapolated = (atLeast * blocks) / ((lastBlock ?? blocks) + 1);
    const [plan, sampled] = await Promise.all([
      this.db.execute(sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM patents.patents p ${whereOf(conds)}`),
      this.sampledCount(conds, blocks),
    ]);
    const planned =
      Number(
        rows<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(plan)[0]['QUERY PLAN'][0].Plan[
          'Plan Rows'
        ],
      ) || 0;
    // A table no larger than the sample was counted whole.
    if (blocks <= SAMPLE_BLOCKS) return { total: Math.max(atLeast, sampled), totalIsEstimate: true };
    return {
      total: roundEstimate(Math.max(atLeast, median([planned, extrapolated, sampled]))),
      totalIsEstimate: true,
    };
  }

  private async sampledCount(conds: SQL[], blocks: number): Promise<number> {
    const percent = Math.min(100, (100 * SAMPLE_BLOCKS) / Math.max(1, blocks));
    const res = await this.db.execute(sql`SELECT count(*)::int AS n FROM patents.patents p
      TABLESAMPLE SYSTEM (${percent}::float4) REPEATABLE (0) ${whereOf(conds)}`);
    return (rows<{ n: number }>(res)[0].n * 100) / percent;
  }

  /**
   * Every match when there are at most `cap` (newest first, exact total). Past the cap, no list (the matches
   * are counted in SQL, not sent), only where the scan ended, for estimate(), which the caller runs beside its
   * ranking. The scan stops at the (cap + 1)th match.
   */
  async matchesUpTo(conds: SQL[], cap: number): Promise<UpTo> {
    const res = await this.db.execute(sql`WITH m AS MATERIALIZED (
        SELECT p.doc_id, p.sort_date::text AS date, p.patent_number, ${BLOCK_OF_ROW} AS blk
        FROM patents.patents p ${whereOf(conds)} LIMIT ${cap + 1}),
      n AS (SELECT count(*)::int AS n FROM m)
      -- One pass of one aggregate node fills the three arrays row by row, so they line up (no aggregate here may
      -- have its own ORDER BY or DISTINCT: PostgreSQL sorts those apart).
      SELECT n.n, max(m.blk) AS last_block, ${TABLE_BLOCKS} AS blocks,
        array_agg(m.doc_id) FILTER (WHERE n.n <= ${cap} AND m.doc_id IS NOT NULL) AS ids,
        array_agg(m.date) FILTER (WHERE n.n <= ${cap} AND m.doc_id IS NOT NULL) AS dates,
        array_agg(m.patent_number) FILTER (WHERE n.n <= ${cap} AND m.doc_id IS NOT NULL) AS numbers
      FROM n LEFT JOIN m ON true GROUP BY n.n`);
    const r = rows<{
      n: number;
      last_block: number | null;
      blocks: number;
      ids: number[] | null;
      dates: (string | null)[] | null;
      numbers: string[] | null;
    }>(res)[0];
    if (r.n > cap) return { matches: null, scan: { found: r.n, lastBlock: r.last_block, blocks: r.blocks } };
    const found = (r.ids ?? []).map((docId, i) => ({ docId, date: r.dates![i], number: r.numbers![i] }));
    // Same order as candidates(): sort_date DESC NULLS LAST, then patent number.
    found.sort((a, b) =>
      a.date === b.date
        ? a.number < b.number
          ? -1
          : a.number > b.number
            ? 1
            : 0
        : a.date === null
          ? 1
          : b.date === null
            ? -1
            : a.date < b.date
              ? 1
              : -1,
    );
    return {
      matches: found.map((m) => ({ docId: m.docId, date: m.date })),
      total: found.length,
      totalIsEstimate: false,
    };
  }

  /** Matching documents for relevance ranking, newest first, capped. */
  async candidates(conds: SQL[], cap: number): Promise<{ docId: number; date: string | null }[]> {
    const res = await this.db
      .execute(sql`SELECT p.doc_id, p.sort_date::text AS date FROM patents.patents p ${whereOf(conds)}
      ORDER BY p.sort_date DESC NULLS LAST, p.patent_number LIMIT ${cap}`);
    return rows<{ doc_id: number; date: string | null }>(res).map((r) => ({ docId: r.doc_id, date: r.date }));
  }

  async isEmpty(): Promise<boolean> {
    return rows(await this.db.execute(sql`SELECT 1 FROM patents.patents LIMIT 1`)).length === 0;
  }

  async byDocIds(ids: number[]): Promise<CardRow[]> {
    if (!ids.length) return [];
    const res = await this.db.execute(
      sql`SELECT ${CARD_COLUMNS} FROM patents.patents p WHERE p.doc_id = ANY(${sql.param(ids)}::int[])`,
    );
    const byId = new Map(rows<CardRow>(res).map((r) => [r.doc_id, r]));
    return ids.map((id) => byId.get(id)).filter((r): r is CardRow => !!r);
  }

  /** Which of these documents satisfy the conditions. */
  async matchingOf(conds: SQL[], ids: number[]): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const res = await this.db.execute(
      sql`SELECT p.doc_id FROM patents.patents p WHERE p.doc_id = ANY(${sql.param(ids)}::int[])${conds.length ? sql` AND ${sql.join(conds, sql` AND `)}` : sql``}`,
    );
    return new Set(rows<{ doc_id: number }>(res).map((r) => r.doc_id));
  }

  async docIdsOf(numbers: string[]): Promise<number[]> {
    if (!numbers.length) return [];
    const res = await this.db.execute(
      sql`SELECT doc_id FROM patents.patents WHERE patent_number = ANY(${sql.param(numbers)}::text[])`,
    );
    return rows<{ doc_id: number }>(res).map((r) => r.doc_id);
  }

  async claimsOf(numbers: string[]): Promise<Map<string, { number: number; text: string }[]>> {
    const out = new Map<string, { number: number; text: string }[]>();
    if (!numbers.length) return out;
    const res = await this.db.execute(
      sql`SELECT patent_number, number, text FROM patents.claims WHERE patent_number = ANY(${sql.param(numbers)}::text[]) ORDER BY patent_number, number`,
    );
    for (const r of rows<{ patent_number: string; number: number; text: string }>(res)) {
      const list = out.get(r.patent_number) ?? [];
      list.push({ number: r.number, text: r.text });
      out.set(r.patent_number, list);
    }
    return out;
  }

  async descriptionsOf(numbers: string[]): Promise<Map<string, string>> {
    if (!numbers.length) return new Map();
    const res = await this.db.execute(
      sql`SELECT patent_number, left(description, 200000) AS d FROM patents.patents WHERE patent_number = ANY(${sql.param(numbers)}::text[]) AND description IS NOT NULL`,
    );
    return new Map(rows<{ patent_number: string; d: string }>(res).map((r) => [r.patent_number, r.d]));
  }

  /** Corpus counts for a prior-art search: dated before the cut-off (strictly), undated, citing the patent. */
  async priorArtCorpus(before: string | null, patentNumber: string | null) {
    const res = await this.db.execute(sql`SELECT
      count(*)::int AS total,
      count(*) FILTER (WHERE p.sort_date IS NULL)::int AS undated,
      ${before ? sql`count(*) FILTER (WHERE p.sort_date < ${before}::date)::int` : sql`NULL::int`} AS dated_before,
      ${
        patentNumber
          ? sql`(SELECT count(DISTINCT c.patent_number)::int FROM patents.citations c WHERE ${citingCondition(patentNumber)})`
          : sql`NULL::int`
      } AS forward
      FROM patents.patents p`);
    const r = res.rows[0] as {
      total: number;
      undated: number;
      dated_before: number | null;
      forward: number | null;
    };
    return { total: r.total, undated: r.undated, datedBefore: r.dated_before, forwardCitations: r.forward };
  }

  async undatedDocIds(): Promise<number[]> {
    const res = await this.db.execute(sql`SELECT doc_id FROM patents.patents WHERE sort_date IS NULL`);
    return rows<{ doc_id: number }>(res).map((r) => r.doc_id);
  }

  async landscape(ids: number[], limit: number) {
    const p = sql.param(ids);
    const [assignees, groups, years] = await Promise.all([
      this.db
        .execute(sql`SELECT min(assignee) AS name, count(*)::int AS count FROM patents.patents WHERE doc_id = ANY(${p}::int[]) AND assignee_norm <> ''
        GROUP BY assignee_norm ORDER BY count(*) DESC, min(assignee) LIMIT ${limit}`),
      this.db
        .execute(sql`SELECT split_part(c, '/', 1) AS code, count(DISTINCT doc_id)::int AS count FROM patents.patents, unnest(cpc) c
        WHERE doc_id = ANY(${p}::int[]) GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${limit}`),
      this.db
        .execute(sql`SELECT extract(year FROM coalesce(filing_date, sort_date))::int AS year, count(*)::int AS count FROM patents.patents
        WHERE doc_id = ANY(${p}::int[]) AND coalesce(filing_date, sort_date) IS NOT NULL GROUP BY 1 ORDER BY 1`),
    ]);
    return {
      topAssignees: rows<{ name: string; count: number }>(assignees),
      topCpcGroups: rows<{ code: string; count: number }>(groups),
      filingsByYear: rows<{ year: number; count: number }>(years),
    };
  }
}
