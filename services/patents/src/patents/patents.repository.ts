import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { normalizeApplicationNumber, parsePatentNumber } from '../domain/patent-number.js';
import { textOrNull } from '@patent-hub/contracts';
import {
  CARD_COLUMNS,
  type CardRow,
  type CitingRow,
  type DetailExtras,
  type TermRow,
} from './patent-mapper.js';
import { citingCondition } from './citing.js';

const CITED_BY_LIMIT = 100;
const rows = <T>(res: unknown) => (res as { rows: T[] }).rows;

/** Reads one patent with everything the detail dialog shows. */
export class PatentsRepository {
  constructor(private readonly db: NodePgDatabase) {}

  /** By patent number (any spelling), else publication number, else application number. */
  async findNumber(id: string): Promise<string | null> {
    const parsed = parsePatentNumber(id);
    const app = normalizeApplicationNumber(id);
    const res = await this.db.execute(sql`SELECT patent_number FROM patents.patents
      WHERE patent_number = ${parsed?.number ?? ''} OR (${parsed?.number ?? ''} <> '' AND publication_number LIKE ${`US${parsed?.number ?? '-'}%`})
        OR application_number = ${app}
      ORDER BY (patent_number = ${parsed?.number ?? ''}) DESC LIMIT 1`);
    return rows<{ patent_number: string }>(res)[0]?.patent_number ?? null;
  }

  async detail(number: string): Promise<{ card: CardRow; extras: DetailExtras } | null> {
    const [card, claims, citations, citedBy] = await Promise.all([
      this.db.execute(
        sql`SELECT ${CARD_COLUMNS}, p.description, p.dates FROM patents.patents p WHERE p.patent_number = ${number}`,
      ),
      this.db.execute(
        sql`SELECT number, text, depends_on FROM patents.claims WHERE patent_number = ${number} ORDER BY number`,
      ),
      this.db.execute(
        sql`SELECT document_number, country, kind, name, date, category FROM patents.citations WHERE patent_number = ${number} ORDER BY seq`,
      ),
      this.citedBy(number),
    ]);
    const row = rows<CardRow & TermRow & { description: string | null }>(card)[0];
    if (!row) return null;
    return {
      card: row,
      extras: {
        description: row.description,
        claims: rows(claims),
        citations: rows(citations),
        cited_by: citedBy,
        dates: row.dates,
      },
    };
  }

  /** Card, claims and description of the numbers the corpus holds (stored patent numbers), in two queries. */
  async fullTexts(numbers: string[]): Promise<
    {
      patentNumber: string;
      claims: string[];
      description: string;
      title: string;
      abstract: string | null;
      date: string | null;
      cpc: string[];
      ipc: string[];
    }[]
  > {
    if (numbers.length === 0) return [];
    const list = sql.join(
      numbers.map((n) => sql`${n}`),
      sql`, `,
    );
    const [docs, claims] = await Promise.all([
      this.db.execute(
        sql`SELECT patent_number, coalesce(description, '') AS description, title, abstract, patent_date::text AS date, cpc, ipc FROM patents.patents WHERE patent_number IN (${list})`,
      ),
      this.db.execute(
        sql`SELECT patent_number, text FROM patents.claims WHERE patent_number IN (${list}) ORDER BY patent_number, number`,
      ),
    ]);
    const byNumber = new Map<string, string[]>();
    for (const c of rows<{ patent_number: string; text: string }>(claims)) {
      const list = byNumber.get(c.patent_number) ?? [];
      list.push(c.text);
      byNumber.set(c.patent_number, list);
    }
    type Doc = {
      patent_number: string;
      description: string;
      title: string;
      abstract: string | null;
      date: string | null;
      cpc: string[] | null;
      ipc: string[] | null;
    };
    return rows<Doc>(docs).map((d) => ({
      patentNumber: d.patent_number,
      claims: byNumber.get(d.patent_number) ?? [],
      description: d.description,
      title: d.title,
      abstract: textOrNull(d.abstract),
      date: d.date,
      cpc: d.cpc ?? [],
      ipc: d.ipc ?? [],
    }));
  }

  /** The corpus's patents whose US references name this number (as printed, or zero-padded to 8 characters). */
  private async citedBy(number: string): Promise<CitingRow[]> {
    const res = await this.db.execute(sql`SELECT patent_number, patent_title, patent_date FROM (
        SELECT DISTINCT p.patent_number, p.title AS patent_title, p.patent_date::text AS patent_date
        FROM patents.citations c JOIN patents.patents p ON p.patent_number = c.patent_number
        WHERE ${citingCondition(number)}
      ) t ORDER BY patent_date DESC NULLS LAST, patent_number LIMIT ${CITED_BY_LIMIT}`);
    return rows<CitingRow>(res);
  }
}
