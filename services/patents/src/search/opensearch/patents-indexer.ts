import type { Client } from '@opensearch-project/opensearch';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Logger } from 'pino';
import {
  CLAIMS_CHARS,
  DEFAULT_ALIAS,
  DESCRIPTION_CHARS,
  indexDefinition,
  RANKED_FIELD,
  rankedText,
  type PatentDoc,
} from './patents-index.js';
import { CLAIMED_JOIN, FILED, FILED_AIA, TERM_END } from '../filed-dates.js';

/** Fields of today's mapping an older index may lack: it is rebuilt (reindex) when it does. */
const NEWER_FIELDS = [RANKED_FIELD, 'filed_aia_date', 'term_end'];

const rows = <T>(res: unknown) => (res as { rows: T[] }).rows;

/** Progress of one pass, as logged (with rate and ETA) and returned. */
export interface IndexProgress {
  index: string;
  /** Changes (patents indexed, deletions) sent in this pass so far. */
  done: number;
  /** Changes this pass had to send when it started (more may arrive meanwhile). */
  total: number;
  /** Changes per second so far. */
  rate: number;
  etaSeconds?: number;
  lastSeq: number;
}

export interface PatentsIndexerOptions {
  alias?: string;
  /** Patents per bulk request. */
  batchSize?: number;
  logger?: Pick<Logger, 'info' | 'warn'>;
  logEveryMs?: number;
  /** After each acknowledged bulk request: how many changes it sent, and the pass's progress (metrics). */
  onBatch?: (sent: number, p: IndexProgress) => void;
  /** Runs before each bulk request (tests interrupt a pass with it). */
  beforeBatch?: (p: IndexProgress) => Promise<void> | void;
  /** Pause between two passes when following the ingest. */
  pollMs?: number;
  /**
   * How long a pass waits for the writers in flight to commit (horizon()) before trying again next pass; writers
   * that come meanwhile queue behind that wait, so it stays short (an ingest batch is one short transaction).
   */
  lockTimeoutMs?: number;
}

interface Change {
  patent_number: string;
  seq: string;
  deleted: boolean;
}

type DocRow = Omit<PatentDoc, 'cpc_groups' | 'claims' | 'claim_numbers' | 'ranked_text'> & {
  claims: { number: number; text: string }[];
};

/**
 * Brings an OpenSearch index up to date with PostgreSQL: every patent whose ingest_seq passed the index's
 * checkpoint (kept in patents.search_index_checkpoints) and every tombstone of a deleted one, in sequence order,
 * by bulk requests; the checkpoint moves after each acknowledged request. Documents have the patent number as id,
 * so sending one again (after a crash between a request and its checkpoint) only overwrites it: idempotent and
 * resumable. The replicas search an alias; reindex() builds a new index behind the scenes and switches it.
 */
export class PatentsIndexer {
  readonly alias: string;

  constructor(
    private readonly db: NodePgDatabase,
    private readonly client: Client,
    private readonly opts: PatentsIndexerOptions = {},
  ) {
    this.alias = opts.alias ?? DEFAULT_ALIAS;
  }

  /**
   * The index behind the alias (one made, and the alias set, when there is none), brought up to date. An index made
   * before a field of today's mapping (as `ranked_text`) is rebuilt by reindex(): searched as it is until then.
   */
  async index(signal?: AbortSignal): Promise<IndexProgress> {
    const current = await this.aliasTarget();
    const missing = current ? await this.missingField(current) : null;
    if (current && missing) {
      this.opts.logger?.warn({ index: current, missing }, 'search index out of date: re-indexing');
      return (await this.reindex()).progress;
    }
    if (current) return this.pass(current, signal);
    const target = (await this.unfinishedBuild()) ?? (await this.createIndex());
    const progress = await this.pass(target, signal);
    // Stopped half-way: aliased only when complete; the next start resumes this build.
    if (signal?.aborted) return progress;
    await this.client.indices.updateAliases({
      body: { actions: [{ add: { index: target, alias: this.alias } }] },
    });
    this.opts.logger?.info({ index: target, alias: this.alias }, 'search index created and aliased');
    return progress;
  }

  /** index() again and again until the signal aborts (after the bulk request in flight). */
  async follow(signal: AbortSignal): Promise<void> {
    while (!signal.aborted) {
      try {
        await this.index(signal);
      } catch (err) {
        this.opts.logger?.warn({ err }, 'indexing pass failed; retried');
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.opts.pollMs ?? 2_000);
        signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
      });
    }
  }

  /**
   * A whole new index from PostgreSQL under a new name (or the one an interrupted re-index left, resumed), then
   * one atomic alias switch: searches run on the old index until the new one is complete. The old one is deleted.
   */
  async reindex(): Promise<{ from: string | null; to: string; progress: IndexProgress }> {
    const from = await this.aliasTarget();
    const to = (await this.unfinishedBuild()) ?? (await this.createIndex());
    await this.pass(to);
    // Whatever the ingest changed during the long pass.
    const progress = await this.pass(to);
    await this.client.indices.updateAliases({
      body: {
        actions: [
          ...(from ? [{ remove: { index: from, alias: this.alias } }] : []),
          { add: { index: to, alias: this.alias } },
        ],
      },
    });
    this.opts.logger?.info({ from, to, alias: this.alias }, 're-index done: alias switched');
    if (from) {
      await this.client.indices.delete({ index: from });
      await this.db.execute(sql`DELETE FROM patents.search_index_checkpoints WHERE index_name = ${from}`);
    }
    return { from, to, progress };
  }

  /**
   * These patents, now, into the index behind the alias, made visible (a refresh): for the few a search just stored
   * from the live USPTO look-up. The checkpoint does not move; the next pass sends them again, harmlessly.
   */
  async indexNow(patentNumbers: string[]): Promise<void> {
    const target = patentNumbers.length ? await this.aliasTarget() : null;
    if (!target) return;
    await this.send(
      target,
      patentNumbers.map((n) => ({ patent_number: n, seq: '0', deleted: false })),
    );
    await this.client.indices.refresh({ index: target });
  }

  /** The concrete index the alias points at, or null when there is no alias yet. */
  async aliasTarget(): Promise<string | null> {
    const exists = await this.client.indices.existsAlias({ name: this.alias });
    if (!exists.body) return null;
    const res = await this.client.indices.getAlias({ name: this.alias });
    return Object.keys(res.body)[0] ?? null;
  }

  private async missingField(index: string): Promise<string | null> {
    for (const field of NEWER_FIELDS) if (!(await this.hasField(index, field))) return field;
    return null;
  }

  private async hasField(index: string, field: string): Promise<boolean> {
    const res = await this.client.indices.getFieldMapping({ index, fields: [field] });
    const mappings = (res.body as Record<string, { mappings?: Record<string, unknown> }>)[index]?.mappings;
    return Boolean(mappings?.[field]);
  }

  /** The newest index of this alias's naming that no alias points at: a build a crash interrupted. */
  private async unfinishedBuild(): Promise<string | null> {
    const res = await this.client.indices.get({ index: `${this.alias}-v*`, ignore_unavailable: true });
    const own = new RegExp(`^${this.alias.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-v\\d+$`);
    const names = Object.entries(res.body as Record<string, { aliases?: Record<string, unknown> }>)
      .filter(([name, def]) => own.test(name) && !Object.keys(def.aliases ?? {}).length)
      .map(([name]) => name)
      .sort();
    return names.at(-1) ?? null;
  }

  private async createIndex(): Promise<string> {
    const name = `${this.alias}-v${Date.now()}`;
    await this.client.indices.create({ index: name, body: indexDefinition() });
    this.opts.logger?.info({ index: name }, 'search index created');
    return name;
  }

  private async checkpoint(index: string): Promise<string> {
    const res = await this.db.execute(
      sql`SELECT last_seq::text AS seq FROM patents.search_index_checkpoints WHERE index_name = ${index}`,
    );
    return rows<{ seq: string }>(res)[0]?.seq ?? '0';
  }

  /**
   * The ingest_seq up to which every writer has committed. A sequence number is taken when a row is written, not
   * when its transaction commits, so a slow transaction can commit a lower number after a higher one was indexed:
   * a checkpoint past it would skip that row for good. A SHARE lock on the table waits for the writers in flight
   * (and holds new ones back for the moment it takes to read the sequence); every number up to the sequence's last
   * value then belongs to a finished transaction. If the writers do not finish within lockTimeoutMs: `fallback`.
   */
  private async horizon(fallback: string): Promise<string> {
    const timeout = Math.max(1, Math.round(this.opts.lockTimeoutMs ?? 2_000));
    try {
      return await this.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`SET LOCAL lock_timeout = ${timeout}`));
        await tx.execute(sql`LOCK TABLE patents.patents IN SHARE MODE`);
        const res = await tx.execute(sql`SELECT last_value::text AS seq FROM patents.ingest_seq`);
        return rows<{ seq: string }>(res)[0].seq;
      });
    } catch (err) {
      const e = err as { code?: string; cause?: { code?: string } };
      // 55P03 lock_not_available: lock_timeout passed.
      if ((e.code ?? e.cause?.code) !== '55P03') throw err;
      this.opts.logger?.info({ index: fallback }, 'ingest transactions still open: indexing them next pass');
      return fallback;
    }
  }

  /** Sends every committed change past the index's checkpoint, batch by batch, moving the checkpoint after each. */
  async pass(index: string, signal?: AbortSignal): Promise<IndexProgress> {
    let last = await this.checkpoint(index);
    const horizon = await this.horizon(last);
    const total = await this.pending(last, horizon);
    const started = Date.now();
    let lastLog = started;
    let done = 0;
    const progress = (): IndexProgress => {
      const secs = (Date.now() - started) / 1000;
      const rate = secs > 0 ? Math.round(done / secs) : 0;
      return {
        index,
        done,
        total,
        rate,
        ...(rate > 0 && total > done ? { etaSeconds: Math.ceil((total - done) / rate) } : {}),
        lastSeq: Number(last),
      };
    };
    if (total) this.opts.logger?.info({ searchIndexer: progress() }, 'indexing');
    while (!signal?.aborted) {
      const changes = await this.changesAfter(last, horizon);
      if (!changes.length) break;
      await this.opts.beforeBatch?.(progress());
      await this.send(index, changes);
      last = changes[changes.length - 1].seq;
      await this.db.execute(sql`INSERT INTO patents.search_index_checkpoints (index_name, last_seq)
        VALUES (${index}, ${last}::bigint)
        ON CONFLICT (index_name) DO UPDATE SET last_seq = excluded.last_seq, updated_at = now()`);
      done += changes.length;
      this.opts.onBatch?.(changes.length, progress());
      if (Date.now() - lastLog >= (this.opts.logEveryMs ?? 5_000)) {
        lastLog = Date.now();
        this.opts.logger?.info({ searchIndexer: progress() }, 'indexing');
      }
    }
    if (done) {
      await this.client.indices.refresh({ index });
      this.opts.logger?.info({ searchIndexer: progress() }, 'index up to date');
    }
    return progress();
  }

  private async pending(after: string, upTo: string): Promise<number> {
    const res = await this.db.execute(sql`SELECT
      (SELECT count(*) FROM patents.patents WHERE ingest_seq > ${after}::bigint AND ingest_seq <= ${upTo}::bigint)
      + (SELECT count(*) FROM patents.deleted_patents
          WHERE ingest_seq > ${after}::bigint AND ingest_seq <= ${upTo}::bigint) AS n`);
    return Number(rows<{ n: string }>(res)[0].n);
  }

  /** The next batch of changes in sequence order, up to the horizon: patents written, patents deleted. */
  private async changesAfter(after: string, upTo: string): Promise<Change[]> {
    const n = this.opts.batchSize ?? 500;
    const res = await this.db.execute(sql`SELECT * FROM (
        (SELECT patent_number, ingest_seq::text AS seq, false AS deleted, ingest_seq AS s FROM patents.patents
          WHERE ingest_seq > ${after}::bigint AND ingest_seq <= ${upTo}::bigint ORDER BY ingest_seq LIMIT ${n})
        UNION ALL
        (SELECT patent_number, ingest_seq::text AS seq, true AS deleted, ingest_seq AS s FROM patents.deleted_patents
          WHERE ingest_seq > ${after}::bigint AND ingest_seq <= ${upTo}::bigint ORDER BY ingest_seq LIMIT ${n})
      ) c ORDER BY s LIMIT ${n}`);
    return rows<Change>(res);
  }

  private async send(index: string, changes: Change[]): Promise<void> {
    const docs = await this.docsOf(changes.filter((c) => !c.deleted).map((c) => c.patent_number));
    const body: unknown[] = [];
    for (const c of changes) {
      const doc = docs.get(c.patent_number);
      if (c.deleted) body.push({ delete: { _index: index, _id: c.patent_number } });
      // Deleted after this batch was read: its tombstone comes in a later batch.
      else if (doc) body.push({ index: { _index: index, _id: c.patent_number } }, doc);
    }
    if (!body.length) return;
    const res = await this.client.bulk({ body: body as never });
    if (!res.body.errors) return;
    const failed = res.body.items
      .map((item) => Object.values(item)[0])
      .filter((r) => r?.error && !(r.status === 404 && r.result === 'not_found'));
    if (failed.length)
      throw new Error(
        `bulk indexing into ${index}: ${failed.length} documents failed, first ${failed[0]!._id}: ` +
          `${failed[0]!.error?.type}: ${failed[0]!.error?.reason}`,
      );
  }

  private async docsOf(numbers: string[]): Promise<Map<string, PatentDoc>> {
    if (!numbers.length) return new Map();
    const res = await this.db
      .execute(sql`SELECT p.doc_id, p.patent_number, p.application_number, p.title, p.abstract,
        left(p.description, ${DESCRIPTION_CHARS}) AS description, p.sort_date::text AS sort_date,
        coalesce(p.filing_date, p.sort_date)::text AS landscape_date, ${FILED} AS filed_date,
        ${FILED_AIA} AS filed_aia_date, p.expiration_date::text AS expiration_date,
        ${TERM_END}::text AS term_end,
        p.is_granted, p.application_status AS status, p.cpc, p.cpc_prefixes, p.assignee,
        nullif(p.assignee_norm, '') AS assignee_norm, p.inventors_norm, p.inventor_last, p.inventor_first,
        coalesce((SELECT json_agg(json_build_object('number', c.number, 'text', c.text) ORDER BY c.number)
          FROM patents.claims c WHERE c.patent_number = p.patent_number), '[]') AS claims
      FROM patents.patents p ${CLAIMED_JOIN} WHERE p.patent_number = ANY(${sql.param(numbers)}::text[])`);
    return new Map(rows<DocRow>(res).map((r) => [r.patent_number, toDoc(r)]));
  }
}

function toDoc(r: DocRow): PatentDoc {
  // As much claim text as PostgreSQL's tsvector holds.
  const claims: string[] = [];
  const claimNumbers: number[] = [];
  let chars = 0;
  for (const c of r.claims) {
    if (chars >= CLAIMS_CHARS) break;
    claims.push(c.text.slice(0, CLAIMS_CHARS - chars));
    claimNumbers.push(c.number);
    chars += c.text.length + 1;
  }
  return {
    ...r,
    claims,
    claim_numbers: claimNumbers,
    ranked_text: rankedText(r),
    cpc_groups: [...new Set(r.cpc.map((c) => c.split('/')[0]))],
  };
}
