import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PatentRecord, RecordSource } from '../domain/patent-record.js';
import { emptyRecord } from '../domain/patent-record.js';
import { contentHash, mergeRecords } from './merge-records.js';
import { PartStage } from './part-stage.js';
import { DATES_RULES } from '../dates/patent-dates.js';
import { datesOf, toRow } from './patent-row.js';
import { PLACEHOLDER_TEXTS, textOrNull } from '@patent-hub/contracts';

export interface UpsertResult {
  inserted: number;
  updated: number;
  unchanged: number;
  skipped: { number: string; reason: string }[];
}
interface Stored {
  record: PatentRecord;
  sources: RecordSource[];
  hash: string;
}

const rows = <T>(res: unknown) => (res as { rows: T[] }).rows;

/** Writes the corpus: idempotent, batched upserts that merge what each source knows. */
export class CorpusRepository {
  constructor(private readonly db: NodePgDatabase) {}

  /** Where one ingest run keeps the rows of multi-row export tables until it combines them. */
  partStage(): PartStage {
    return new PartStage(this.db);
  }

  async count(): Promise<number> {
    const res = await this.db.execute(sql`SELECT count(*)::int AS n FROM patents.patents`);
    return rows<{ n: number }>(res)[0].n;
  }

  /**
   * Recomputes the stored dates (and expiration_date, which search's status filter reads) of every row
   * computed by other date rules than DATES_RULES or before dates were stored (migration 0002). Idempotent;
   * the service runs it at start. Returns the number of rows recomputed.
   */
  async refreshDates(batchSize = 500): Promise<number> {
    let done = 0;
    for (;;) {
      const res = await this.db.execute(sql`SELECT patent_number FROM patents.patents
        WHERE dates IS NULL OR dates_rules IS DISTINCT FROM ${DATES_RULES}::int ORDER BY patent_number LIMIT ${batchSize}`);
      const numbers = rows<{ patent_number: string }>(res).map((r) => r.patent_number);
      if (!numbers.length) return done;
      const stored = await this.load(numbers);
      const updates = [...stored.values()].map((s) => {
        const dates = datesOf(s.record, s.sources);
        return { patent_number: s.record.patentNumber, dates, expiration_date: dates.expiry.date };
      });
      // Rows load() cannot read back are marked too, so the loop always moves on.
      await this.db
        .execute(sql`UPDATE patents.patents AS p SET dates = x.dates, expiration_date = x.expiration_date,
          dates_rules = ${DATES_RULES}::int,
          -- A new expiry changes the status filters: the OpenSearch indexer picks the row up again by its sequence.
          ingest_seq = CASE WHEN p.expiration_date IS DISTINCT FROM x.expiration_date
            THEN nextval('patents.ingest_seq') ELSE p.ingest_seq END
        FROM jsonb_to_recordset(${JSON.stringify(updates)}::jsonb) AS x(patent_number text, dates jsonb, expiration_date date)
        WHERE p.patent_number = x.patent_number`);
      await this.db.execute(sql`UPDATE patents.patents SET dates_rules = ${DATES_RULES}::int
        WHERE patent_number = ANY(${sql.param(numbers.filter((n) => !stored.has(n)))}::text[])`);
      done += updates.length;
    }
  }

  /**
   * Clears the abstracts stored as a placeholder ('NULL', 'None', 'N/A'...) before ingest dropped them: each row is
   * written again without it (search text, content hash, and a new ingest sequence so the OpenSearch indexer
   * picks it up). Idempotent; the service runs it at start. Returns the number of rows changed.
   */
  async clearPlaceholderAbstracts(batchSize = 500): Promise<number> {
    let done = 0;
    for (;;) {
      const res = await this.db.execute(sql`SELECT patent_number FROM patents.patents
        WHERE lower(btrim(abstract)) = ANY(${sql.param([...PLACEHOLDER_TEXTS])}::text[])
        ORDER BY patent_number LIMIT ${batchSize}`);
      const numbers = rows<{ patent_number: string }>(res).map((r) => r.patent_number);
      if (!numbers.length) return done;
      const stored = [...(await this.load(numbers)).values()];
      await this.write(
        stored.map((s) => {
          const record = { ...s.record, abstract: textOrNull(s.record.abstract) };
          return { record, sources: s.sources, hash: contentHash(record, s.sources) };
        }),
      );
      done += stored.length;
    }
  }

  /** Fresh planner statistics after a large load (the tsvector and trigram indexes depend on them). */
  async analyze(): Promise<void> {
    // VACUUM also marks pages all-visible, which lets counts skip heap pages.
    await this.db.execute(sql`VACUUM (ANALYZE) patents.patents`);
  }

  async upsertBatch(batch: PatentRecord[]): Promise<UpsertResult> {
    try {
      return await this.upsertBatchUnsafe(batch);
    } catch (e) {
      // Drizzle's message repeats the whole batch as parameters; keep only the database's reason.
      const cause = (e as { cause?: Error }).cause ?? (e as Error);
      throw new Error(`database write failed: ${cause.message}`, { cause: e });
    }
  }

  private async upsertBatchUnsafe(batch: PatentRecord[]): Promise<UpsertResult> {
    const result: UpsertResult = { inserted: 0, updated: 0, unchanged: 0, skipped: [] };
    const resolved = await this.resolveByApplication(batch, result);
    // Records fold into what is stored one after another, in input order, as if written one by one.
    const stored = await this.load([...new Set(resolved.map((r) => r.patentNumber))]);
    const working = new Map<string, { record: PatentRecord; sources: RecordSource[]; hash: string | null }>();
    for (const [n, st] of stored) working.set(n, { record: st.record, sources: st.sources, hash: st.hash });
    for (const r of resolved) {
      const cur = working.get(r.patentNumber);
      if (!cur) working.set(r.patentNumber, { record: r, sources: [r.source], hash: null });
      else
        working.set(r.patentNumber, {
          record: mergeRecords(cur.record, cur.sources, r),
          sources: [...new Set([...cur.sources, r.source])].sort() as RecordSource[],
          hash: cur.hash,
        });
    }
    const writes: { record: PatentRecord; sources: RecordSource[]; hash: string; isNew: boolean }[] = [];
    for (const [number, { record, sources, hash: oldHash }] of working) {
      if (oldHash === null && !record.title && !record.abstract) {
        result.skipped.push({ number, reason: 'no title or abstract for a new patent' });
        continue;
      }
      const hash = contentHash(record, sources);
      if (hash === oldHash) result.unchanged += resolved.filter((r) => r.patentNumber === number).length;
      else writes.push({ record, sources, hash, isNew: oldHash === null });
    }
    if (writes.length)
      await this.write(
        writes.map((w) => ({
          record: w.record,
          sources: [...w.sources].sort() as RecordSource[],
          hash: w.hash,
        })),
      );
    for (const w of writes)
      if (w.isNew) result.inserted++;
      else result.updated++;
    return result;
  }

  /** ODP continuity/assignment responses carry only an application number. */
  private async resolveByApplication(batch: PatentRecord[], result: UpsertResult): Promise<PatentRecord[]> {
    const pending = batch.filter((r) => !r.patentNumber && r.applicationNumber);
    if (!pending.length) return batch.filter((r) => r.patentNumber);
    const apps = pending.map((r) => r.applicationNumber!);
    const res = await this.db.execute(
      sql`SELECT application_number, patent_number FROM patents.patents WHERE application_number = ANY(${sql.param(apps)}::text[])`,
    );
    const map = new Map(
      rows<{ application_number: string; patent_number: string }>(res).map((r) => [
        r.application_number,
        r.patent_number,
      ]),
    );
    return batch.flatMap((r) => {
      if (r.patentNumber) return [r];
      const number = r.applicationNumber ? map.get(r.applicationNumber) : undefined;
      if (!number) {
        result.skipped.push({
          number: `application ${r.applicationNumber}`,
          reason: 'no patent in the corpus for this application',
        });
        return [];
      }
      return [{ ...r, patentNumber: number }];
    });
  }

  async load(numbers: string[]): Promise<Map<string, Stored>> {
    const out = new Map<string, Stored>();
    if (!numbers.length) return out;
    const res = await this.db.execute(sql`
      SELECT p.patent_number, p.kind, p.patent_type, p.title, p.abstract, p.description, p.patent_date::text, p.grant_date::text,
        p.filing_date::text, p.application_number, p.publication_number, p.publication_date::text, p.docket_number,
        p.application_status, p.application_status_code, p.examiner_name, p.art_unit, p.entity_status, p.uspc_class, p.cpc,
        p.ipc, p.assignee, p.num_claims, p.grant_document_url, p.publication_document_url, p.sources, p.content_hash,
        p.priority_claims, p.term_extension_days, p.grant_term_years, p.terminal_disclaimer,
        coalesce((SELECT json_agg(json_build_object('firstName', first_name, 'lastName', last_name, 'fullName', full_name, 'city', city, 'state', state, 'country', country) ORDER BY seq) FROM patents.inventors i WHERE i.patent_number = p.patent_number), '[]') AS inventors,
        coalesce((SELECT json_agg(json_build_object('number', number, 'text', text, 'dependsOn', depends_on) ORDER BY number) FROM patents.claims c WHERE c.patent_number = p.patent_number), '[]') AS claims,
        coalesce((SELECT json_agg(json_build_object('documentNumber', document_number, 'country', country, 'kind', kind, 'name', name, 'date', date, 'category', category) ORDER BY seq) FROM patents.citations c WHERE c.patent_number = p.patent_number), '[]') AS citations,
        coalesce((SELECT json_agg(json_build_object('direction', direction, 'applicationNumber', application_number, 'patent', patent, 'type', type, 'typeText', type_text, 'filingDate', filing_date::text, 'status', status, 'patentDate', patent_date::text) ORDER BY seq) FROM patents.continuity c WHERE c.patent_number = p.patent_number), '[]') AS continuity,
        coalesce((SELECT json_agg(json_build_object('reelFrame', reel_frame, 'assignor', assignor, 'assignee', assignee, 'conveyance', conveyance, 'executionDate', execution_date::text, 'recordedDate', recorded_date::text) ORDER BY seq) FROM patents.assignments a WHERE a.patent_number = p.patent_number), '[]') AS assignments
      FROM patents.patents p WHERE p.patent_number = ANY(${sql.param(numbers)}::text[])`);
    for (const row of rows<Record<string, unknown>>(res)) {
      const r = emptyRecord('xml', row.patent_number as string);
      Object.assign(r, {
        kind: row.kind,
        patentType: row.patent_type,
        title: row.title,
        abstract: row.abstract,
        description: row.description,
        patentDate: row.patent_date,
        grantDate: row.grant_date,
        filingDate: row.filing_date,
        applicationNumber: row.application_number,
        publicationNumber: row.publication_number,
        publicationDate: row.publication_date,
        docketNumber: row.docket_number,
        applicationStatus: row.application_status,
        applicationStatusCode: row.application_status_code,
        examinerName: row.examiner_name,
        artUnit: row.art_unit,
        entityStatus: row.entity_status,
        uspcClass: row.uspc_class,
        cpc: row.cpc,
        ipc: row.ipc,
        assignee: row.assignee,
        numClaims: row.num_claims,
        grantDocumentUrl: row.grant_document_url,
        publicationDocumentUrl: row.publication_document_url,
        inventors: row.inventors,
        claims: row.claims,
        citations: row.citations,
        continuity: row.continuity,
        assignments: row.assignments,
        priorityClaims: row.priority_claims,
        termExtensionDays: row.term_extension_days,
        grantTermYears: row.grant_term_years,
        terminalDisclaimer: row.terminal_disclaimer,
      });
      const sources = row.sources as RecordSource[];
      out.set(r.patentNumber, {
        record: { ...r, source: sources[0] ?? 'xml' },
        sources,
        hash: row.content_hash as string,
      });
    }
    return out;
  }

  private async write(
    items: { record: PatentRecord; sources: RecordSource[]; hash: string }[],
  ): Promise<void> {
    const patentRows = items.map((i) => toRow(i.record, i.sources, i.hash));
    const numbers = items.map((i) => i.record.patentNumber);
    const childRows = (pick: (r: PatentRecord) => object[]) =>
      JSON.stringify(
        items.flatMap((i) =>
          pick(i.record).map((c, seq) => ({ ...c, patent_number: i.record.patentNumber, seq })),
        ),
      );
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`
        INSERT INTO patents.patents AS p (patent_number, kind, patent_type, title, abstract, description, patent_date, grant_date, filing_date,
          application_number, publication_number, publication_date, docket_number, application_status, application_status_code,
          examiner_name, art_unit, entity_status, uspc_class, cpc, cpc_prefixes, cpc_section, ipc, assignee, inventor_first, inventor_last,
          inventors_text, num_claims, grant_document_url, publication_document_url, is_granted, expiration_date, sources, content_hash, search_tsv,
          priority_claims, term_extension_days, grant_term_years, terminal_disclaimer, dates, dates_rules)
        SELECT x.patent_number, x.kind, x.patent_type, x.title, x.abstract, x.description, x.patent_date, x.grant_date, x.filing_date,
          x.application_number, x.publication_number, x.publication_date, x.docket_number, x.application_status, x.application_status_code,
          x.examiner_name, x.art_unit, x.entity_status, x.uspc_class, x.cpc, x.cpc_prefixes, x.cpc_section, coalesce(x.ipc, '{}'), x.assignee, x.inventor_first,
          x.inventor_last, x.inventors_text, x.num_claims, x.grant_document_url, x.publication_document_url, x.is_granted, x.expiration_date,
          x.sources, x.content_hash,
          setweight(to_tsvector('english', coalesce(x.title, '')), 'A') || setweight(to_tsvector('english', coalesce(x.abstract, '')), 'B')
            || setweight(to_tsvector('english', left(coalesce(x.claims_text, ''), 200000)), 'C')
            || setweight(to_tsvector('english', left(coalesce(x.description, ''), 400000)), 'D'),
          coalesce(x.priority_claims, '[]'), x.term_extension_days, x.grant_term_years, x.terminal_disclaimer, x.dates, x.dates_rules
        FROM jsonb_to_recordset(${JSON.stringify(patentRows)}::jsonb) AS x(patent_number text, kind text, patent_type text, title text,
          abstract text, description text, patent_date date, grant_date date, filing_date date, application_number text,
          publication_number text, publication_date date, docket_number text, application_status text, application_status_code int,
          examiner_name text, art_unit text, entity_status text, uspc_class text, cpc text[], cpc_prefixes text[], cpc_section text, ipc text[],
          assignee text, inventor_first text, inventor_last text, inventors_text text, num_claims int, grant_document_url text,
          publication_document_url text, is_granted boolean, expiration_date date, sources text[], content_hash text, claims_text text,
          priority_claims jsonb, term_extension_days int, grant_term_years int, terminal_disclaimer boolean, dates jsonb, dates_rules int)
        ON CONFLICT (patent_number) DO UPDATE SET kind = excluded.kind, patent_type = excluded.patent_type, title = excluded.title,
          abstract = excluded.abstract, description = excluded.description, patent_date = excluded.patent_date,
          grant_date = excluded.grant_date, filing_date = excluded.filing_date, application_number = excluded.application_number,
          publication_number = excluded.publication_number, publication_date = excluded.publication_date,
          docket_number = excluded.docket_number, application_status = excluded.application_status,
          application_status_code = excluded.application_status_code, examiner_name = excluded.examiner_name,
          art_unit = excluded.art_unit, entity_status = excluded.entity_status, uspc_class = excluded.uspc_class, cpc = excluded.cpc,
          cpc_prefixes = excluded.cpc_prefixes, cpc_section = excluded.cpc_section, ipc = excluded.ipc, assignee = excluded.assignee,
          inventor_first = excluded.inventor_first, inventor_last = excluded.inventor_last, inventors_text = excluded.inventors_text,
          num_claims = excluded.num_claims, grant_document_url = excluded.grant_document_url,
          publication_document_url = excluded.publication_document_url, is_granted = excluded.is_granted,
          expiration_date = excluded.expiration_date, sources = excluded.sources, content_hash = excluded.content_hash,
          search_tsv = excluded.search_tsv, priority_claims = excluded.priority_claims,
          term_extension_days = excluded.term_extension_days, grant_term_years = excluded.grant_term_years,
          terminal_disclaimer = excluded.terminal_disclaimer, dates = excluded.dates, dates_rules = excluded.dates_rules, ingest_seq = nextval('patents.ingest_seq'), updated_at = now()`);
      for (const table of ['inventors', 'claims', 'citations', 'continuity', 'assignments']) {
        await tx.execute(
          sql`DELETE FROM ${sql.raw(`patents.${table}`)} WHERE patent_number = ANY(${sql.param(numbers)}::text[])`,
        );
      }
      await tx.execute(sql`INSERT INTO patents.inventors (patent_number, seq, first_name, last_name, full_name, city, state, country)
        SELECT patent_number, seq, "firstName", "lastName", "fullName", city, state, country
        FROM jsonb_to_recordset(${childRows((r) => r.inventors)}::jsonb) AS x(patent_number text, seq int, "firstName" text, "lastName" text, "fullName" text, city text, state text, country text)`);
      await tx.execute(sql`INSERT INTO patents.claims (patent_number, number, text, depends_on)
        SELECT DISTINCT ON (patent_number, number) patent_number, number, text, ARRAY(SELECT jsonb_array_elements_text("dependsOn")::int)
        FROM jsonb_to_recordset(${childRows((r) => r.claims)}::jsonb) AS x(patent_number text, seq int, number int, text text, "dependsOn" jsonb)`);
      await tx.execute(sql`INSERT INTO patents.citations (patent_number, seq, document_number, country, kind, name, date, category)
        SELECT patent_number, seq, "documentNumber", country, kind, name, date, category
        FROM jsonb_to_recordset(${childRows((r) => r.citations)}::jsonb) AS x(patent_number text, seq int, "documentNumber" text, country text, kind text, name text, date text, category text)`);
      await tx.execute(sql`INSERT INTO patents.continuity (patent_number, seq, direction, application_number, patent, type, type_text, filing_date, status, patent_date)
        SELECT patent_number, seq, direction, "applicationNumber", patent, type, "typeText", "filingDate", status, "patentDate"
        FROM jsonb_to_recordset(${childRows((r) => r.continuity)}::jsonb) AS x(patent_number text, seq int, direction text, "applicationNumber" text, patent text, type text, "typeText" text, "filingDate" date, status text, "patentDate" date)`);
      await tx.execute(sql`INSERT INTO patents.assignments (patent_number, seq, reel_frame, assignor, assignee, conveyance, execution_date, recorded_date)
        SELECT patent_number, seq, "reelFrame", assignor, assignee, conveyance, "executionDate", "recordedDate"
        FROM jsonb_to_recordset(${childRows((r) => r.assignments)}::jsonb) AS x(patent_number text, seq int, "reelFrame" text, assignor text, assignee text, conveyance text, "executionDate" date, "recordedDate" date)`);
    });
  }
}
