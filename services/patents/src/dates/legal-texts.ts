import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LegalCitation, PatentDates } from '@patent-hub/contracts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** PATENT_DATA_DIR, else the shared data folder next to the repository (as the first-run corpus). */
export const patentDataDir = (env: { PATENT_DATA_DIR?: string }) =>
  env.PATENT_DATA_DIR ?? path.resolve(repoRoot, '../shared/data');

interface UscRecord {
  section: string;
  as_of?: string;
  url?: string;
  version?: string;
}

/**
 * The revision of each 35 U.S.C. section the dates cite, read at run time from
 * <PATENT_DATA_DIR>/legal/35usc.jsonl (never copied into the repository). Without the file the
 * citations keep revision null, and the dates say so instead of naming a revision.
 */
export class LegalTexts {
  private constructor(private readonly sections: Map<string, UscRecord>) {}

  static load(dataDir: string): LegalTexts {
    const file = path.join(dataDir, 'legal', '35usc.jsonl');
    const sections = new Map<string, UscRecord>();
    if (existsSync(file)) {
      for (const line of readFileSync(file, 'utf8').split('\n')) {
        if (!line.trim()) continue;
        const r = JSON.parse(line) as UscRecord;
        // Current sections are keyed '154'; pre-AIA texts carry their suffix: '102 (pre-AIA)'.
        if ((r.version === 'current' || r.version === 'pre-AIA') && !sections.has(r.section))
          sections.set(r.section, r);
      }
    }
    return new LegalTexts(sections);
  }

  get loaded(): boolean {
    return this.sections.size > 0;
  }

  cite(c: LegalCitation): LegalCitation {
    const number = c.section.match(/^\d+/)?.[0] ?? '';
    const r = this.sections.get(c.section.endsWith('(pre-AIA)') ? `${number} (pre-AIA)` : number);
    return r ? { ...c, revision: r.as_of ?? null, url: r.url ?? null } : c;
  }

  /** The computed dates with each citation's revision and address filled in. */
  annotate(dates: PatentDates): PatentDates {
    const fill = <T extends { citations: LegalCitation[] }>(f: T): T => ({
      ...f,
      citations: f.citations.map((c) => this.cite(c)),
    });
    return {
      ...dates,
      effective_filing_date: fill(dates.effective_filing_date),
      term_start: fill(dates.term_start),
      expiry: fill(dates.expiry),
    };
  }
}
