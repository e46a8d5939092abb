import { Controller } from '@nestjs/common';
import { PATENTS_LANDSCAPE, type LandscapeFact, type RpcParsed } from '@patent-hub/contracts';
import { RpcHandler } from '@patent-hub/service-kit';
import { inArray } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { patents } from '../db/schema.js';

/** The facts a landscape counts (assignee, filing year, CPC) of patents the caller chose (issue 26). */
export class LandscapeFactsRepository {
  constructor(private readonly db: NodePgDatabase) {}

  async facts(numbers: string[]): Promise<LandscapeFact[]> {
    if (!numbers.length) return [];
    const rows = await this.db
      .select({
        patentNumber: patents.patentNumber,
        assignee: patents.assignee,
        filingDate: patents.filingDate,
        date: patents.sortDate,
        cpc: patents.cpc,
      })
      .from(patents)
      .where(inArray(patents.patentNumber, [...new Set(numbers)]));
    const order = new Map(numbers.map((n, i) => [n, i]));
    return rows.sort((a, b) => (order.get(a.patentNumber) ?? 0) - (order.get(b.patentNumber) ?? 0));
  }
}

@Controller()
export class LandscapeFactsController {
  constructor(private readonly repo: LandscapeFactsRepository) {}

  @RpcHandler(PATENTS_LANDSCAPE.facts) facts(x: RpcParsed<typeof PATENTS_LANDSCAPE.facts>) {
    return this.repo.facts(x.numbers).then((patents) => ({ patents }));
  }
}
