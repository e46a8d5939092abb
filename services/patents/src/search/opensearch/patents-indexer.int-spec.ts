import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCorpusDb } from '../../../test/support/corpus-db.js';
import { dataPath } from '../../../test/support/data-dir.js';
import { testAlias, useOpenSearch } from '../../../test/support/search-engines.js';
import { ingest } from '../../ingest/ingest-runner.js';
import { parseIndexerArgs, startIndexer } from './indexer-cli.js';
import { indexDefinition, RANKED_FIELD } from './patents-index.js';
import { type IndexProgress, PatentsIndexer } from './patents-indexer.js';

// The indexer on real records (about 100 grants) into a real OpenSearch node.
const XML = 'uspto-xml/PatentsView__PatentsView-DB';
let db: Awaited<ReturnType<typeof startCorpusDb>>;
let os: Awaited<ReturnType<typeof useOpenSearch>>;
let inPostgres: number;

const countIn = async (index: string) => (await os.client.count({ index })).body.count;
const logs = () => {
  const lines: { obj: { searchIndexer?: IndexProgress }; msg: string }[] = [];
  return {
    lines,
    logger: {
      info: (obj: object, msg: string) => lines.push({ obj, msg }),
      warn: (obj: object, msg: string) => lines.push({ obj, msg }),
    },
  };
};

describe(PatentsIndexer.name, () => {
  beforeAll(async () => {
    [db, os] = await Promise.all([startCorpusDb(), useOpenSearch()]);
    await ingest(db.repo, [
      dataPath(`${XML}/ipgxml/ipg050104.small.xml`),
      dataPath(`${XML}/ipgxml/ipg060103.small.xml`),
      dataPath(`${XML}/ipgxml/ipg070102.small.xml`),
      dataPath(`${XML}/xml/ipg120327.18.xml`),
    ]);
    inPostgres = Number(
      (await db.database.pool.query('SELECT count(*) AS n FROM patents.patents')).rows[0].n,
    );
  });
  afterAll(async () => {
    await os?.client.indices.delete({ index: 'patents-test-idx-*,patents-v*', ignore_unavailable: true });
    await os?.release();
    await db?.stop();
  });

  it('indexes every patent once, with progress, rate and ETA in its logs; a second run sends nothing', async () => {
    const alias = testAlias('idx');
    const log = logs();
    const sut = new PatentsIndexer(db.database.db, os.client, {
      alias,
      batchSize: 10,
      logger: log.logger,
      logEveryMs: 0,
    });
    const first = await sut.index();
    expect(first).toMatchObject({ done: inPostgres, total: inPostgres });
    expect(await countIn(alias)).toBe(inPostgres);
    const midway = log.lines.find((l) => l.msg === 'indexing' && l.obj.searchIndexer!.done > 0);
    expect(midway!.obj.searchIndexer).toMatchObject({ total: inPostgres });
    expect(midway!.obj.searchIndexer!.rate).toBeGreaterThan(0);
    expect(midway!.obj.searchIndexer!.etaSeconds).toBeGreaterThanOrEqual(0);
    const again = await sut.index();
    expect(again.done).toBe(0);
    // From the start again (a lost checkpoint): the same documents overwritten, never duplicated.
    await db.database.pool.query('DELETE FROM patents.search_index_checkpoints');
    expect((await sut.index()).done).toBe(inPostgres);
    expect(await countIn(alias)).toBe(inPostgres);
  });

  it('resumes after a crash mid-way from its checkpoint, and ends with every patent', async () => {
    const alias = testAlias('idx');
    let batches = 0;
    const crashing = new PatentsIndexer(db.database.db, os.client, {
      alias,
      batchSize: 10,
      beforeBatch: () => {
        if (++batches > 3) throw new Error('killed');
      },
    });
    await expect(crashing.index()).rejects.toThrow('killed');
    // Nothing aliased yet: the build is unfinished, and its checkpoint says 30 are in.
    expect(await crashing.aliasTarget()).toBeNull();
    const resumed = await new PatentsIndexer(db.database.db, os.client, { alias, batchSize: 10 }).index();
    expect(resumed.done).toBe(inPostgres - 30);
    expect(await countIn(alias)).toBe(inPostgres);
  });

  it('never skips a patent that a slower transaction wrote with an earlier sequence number', async () => {
    const alias = testAlias('idx');
    const sut = new PatentsIndexer(db.database.db, os.client, { alias, lockTimeoutMs: 300 });
    await sut.index();
    const [slowOne, fastOne] = ['6836979', '6837124'];
    const slow = await db.database.pool.connect();
    try {
      await slow.query('BEGIN');
      await slow.query(
        `UPDATE patents.patents SET title = 'Zyxwv slow title', ingest_seq = nextval('patents.ingest_seq')
         WHERE patent_number = $1`,
        [slowOne],
      );
      await db.database.pool.query(
        `UPDATE patents.patents SET ingest_seq = nextval('patents.ingest_seq') WHERE patent_number = $1`,
        [fastOne],
      );
      // The slow writer is still open: nothing past it is indexed yet, so the checkpoint cannot pass it.
      expect((await sut.index()).done).toBe(0);
      await slow.query('COMMIT');
    } finally {
      slow.release();
    }
    expect((await sut.index()).done).toBe(2);
    const hits = await os.client.search({ index: alias, body: { query: { match: { title: 'zyxwv' } } } });
    expect(hits.body.hits.hits.map((h) => h._id)).toEqual([slowOne]);
  });

  it('indexes again a patent whose expiry the dates refresh recomputed (it decides the status filters)', async () => {
    const alias = testAlias('idx');
    const sut = new PatentsIndexer(db.database.db, os.client, { alias });
    await sut.index();
    // As stored by older date rules: no expiry.
    await db.database.pool.query(
      `UPDATE patents.patents SET expiration_date = NULL, dates_rules = NULL WHERE patent_number = '6837124'`,
    );
    expect(await db.repo.refreshDates()).toBe(1);
    expect((await sut.index()).done).toBe(1);
    const doc = await os.client.get({ index: alias, id: '6837124' });
    expect((doc.body._source as { expiration_date: string | null }).expiration_date).toMatch(
      /^\d{4}-\d{2}-\d{2}$/,
    );
  });

  it('re-indexes under a new name and switches the alias, searches answering all along', async () => {
    const alias = testAlias('idx');
    const sut = new PatentsIndexer(db.database.db, os.client, { alias, batchSize: 20 });
    await sut.index();
    const before = await sut.aliasTarget();
    const seen: number[] = [];
    const reindexer = new PatentsIndexer(db.database.db, os.client, {
      alias,
      batchSize: 20,
      beforeBatch: async () => {
        seen.push(await countIn(alias));
      },
    });
    const { from, to } = await reindexer.reindex();
    expect(from).toBe(before);
    expect(to).not.toBe(before);
    expect(await sut.aliasTarget()).toBe(to);
    expect(seen.length).toBeGreaterThan(2);
    expect(new Set(seen)).toEqual(new Set([inPostgres]));
    expect(await countIn(alias)).toBe(inPostgres);
    expect((await os.client.indices.exists({ index: before! })).body).toBe(false);
  });

  it('rebuilds an index made before a field of the mapping (ranked_text) under a new name, then follows it', async () => {
    const alias = testAlias('idx');
    const old = indexDefinition() as { mappings: { _source?: unknown; properties: Record<string, unknown> } };
    delete old.mappings._source;
    delete old.mappings.properties[RANKED_FIELD];
    await os.client.indices.create({ index: `${alias}-v1`, body: old as never });
    await os.client.indices.putAlias({ index: `${alias}-v1`, name: alias });
    const log = logs();
    const sut = new PatentsIndexer(db.database.db, os.client, { alias, logger: log.logger });
    await sut.index();
    const now = await sut.aliasTarget();
    expect(now).not.toBe(`${alias}-v1`);
    expect(log.lines.map((l) => l.msg)).toContain('search index out of date: re-indexing');
    expect(await countIn(alias)).toBe(inPostgres);
    const fields = await os.client.indices.getFieldMapping({ index: now!, fields: [RANKED_FIELD] });
    expect(Object.keys((fields.body[now!] as { mappings: object }).mappings)).toEqual([RANKED_FIELD]);
    expect((await sut.index()).done).toBe(0);
  });

  it('parses its command line and names a missing setting', async () => {
    expect(parseIndexerArgs(['index', '--follow'])).toEqual({ command: 'index', follow: true });
    expect(parseIndexerArgs(['index'])).toEqual({ command: 'index', follow: false });
    expect(parseIndexerArgs(['reindex'])).toEqual({ command: 'reindex' });
    expect(parseIndexerArgs(['reindex', '--follow'])).toBeNull();
    expect(parseIndexerArgs([])).toBeNull();
    await expect(
      startIndexer(
        { command: 'index', follow: false },
        { DATABASE_URL: db.url, SEARCH_BACKEND: 'opensearch' },
      ),
    ).rejects.toThrow(/OPENSEARCH_URL/);
  });

  it('follows the ingest until stopped (the CLI, on the default alias)', async () => {
    const { service, done } = await startIndexer(
      { command: 'index', follow: true },
      {
        NODE_ENV: 'test',
        DATABASE_URL: db.url,
        SEARCH_BACKEND: 'opensearch',
        OPENSEARCH_URL: os.url,
        BM25_REFRESH_MS: '200',
        METRICS_PORT: '0',
        METRICS_HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
      },
    );
    try {
      const probe = new PatentsIndexer(db.database.db, os.client);
      await expect.poll(() => probe.aliasTarget(), { timeout: 30_000 }).not.toBeNull();
      const metrics = await (await fetch(`${service.metricsUrl}/metrics`)).text();
      expect(metrics).toMatch(new RegExp(`ph_search_indexer_changes_total\\{[^}]*\\} ${inPostgres}\\n`));
      expect(metrics).toMatch(/ph_search_indexer_pending\{[^}]*\} 0\n/);
    } finally {
      await service.close();
      await done;
    }
  });
});
