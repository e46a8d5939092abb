import { decodeUsptoEntities } from '@patent-hub/text';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { readGrantSlice, type XmlGrant } from '../test/support/uspto-xml-reader.js';
import { terms } from '../src/engine/text.js';
import type { PriorArtCandidate } from '../src/engine/types.js';

/**
 * A corpus document as patents.similar gives it (a candidate without its score and ranking). The filing date,
 * inventors and pre-grant publication come from the XML grants only: the title/abstract corpus has none.
 */
export type Doc = Omit<PriorArtCandidate, 'score' | 'semantic' | 'ranking'>;

export function loadCorpus(dataDir: string): { docs: Doc[]; grants: XmlGrant[] } {
  const docs: Doc[] = readFileSync(path.join(dataDir, 'derived/us_patents_title_abstract.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => {
      const r = JSON.parse(l) as {
        patent_number: string;
        title?: string;
        abstract?: string;
        date?: string | null;
        cpc?: string[];
      };
      return {
        patentNumber: r.patent_number,
        // As the patents service ingests them (jsonl.source.ts): USPTO entity spellings read as their characters.
        title: decodeUsptoEntities(r.title ?? ''),
        abstract: decodeUsptoEntities(r.abstract ?? ''),
        date: r.date ?? null,
        cpc: r.cpc ?? [],
      };
    });
  const dir = path.join(dataDir, 'uspto-xml/PatentsView__PatentsView-DB/ipgxml');
  const grants = readdirSync(dir)
    .filter((f) => f.endsWith('.xml'))
    .flatMap((f) => readGrantSlice(path.join(dir, f), 'product'))
    .filter((g) => g.applType === 'utility' && g.claims.length > 0);
  const byNumber = new Map(docs.map((d) => [d.patentNumber, d]));
  for (const g of grants) {
    const us = {
      // IPC as the patents service stores it for the grants (the title/abstract set carries CPC only).
      ipc: g.ipc ?? [],
      filingDate: g.filingDate ?? null,
      applicationNumber: g.applicationNumber,
      inventors: g.inventors,
      nationalStage: g.nationalStage,
      kind: g.kind,
      publicationDate: g.publicationDate,
      publicationNumber: g.publicationNumber,
      usBenefit: g.usBenefit,
      foreignPriority: g.foreignPriority,
    };
    const d = byNumber.get(g.number);
    if (d) Object.assign(d, us);
    else
      docs.push({
        patentNumber: g.number,
        title: g.title,
        abstract: g.abstract,
        date: g.grantDate,
        cpc: g.cpc,
        ...us,
      });
  }
  return { docs, grants };
}

/** The plain keyword baseline: documents ranked by how many distinct query terms they contain (no IDF, no length norm). */
export class KeywordBaseline {
  private readonly postings = new Map<string, string[]>();

  constructor(docs: Doc[]) {
    for (const d of docs)
      for (const t of new Set(terms(`${d.title} ${d.abstract}`))) {
        const p = this.postings.get(t);
        if (p) p.push(d.patentNumber);
        else this.postings.set(t, [d.patentNumber]);
      }
  }

  rank(text: string, limit: number, exclude: string[]): string[] {
    const counts = new Map<string, number>();
    for (const t of new Set(terms(text)))
      for (const id of this.postings.get(t) ?? []) counts.set(id, (counts.get(id) ?? 0) + 1);
    const ex = new Set(exclude);
    return [...counts.entries()]
      .filter(([id]) => !ex.has(id))
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .map(([id]) => id);
  }
}
