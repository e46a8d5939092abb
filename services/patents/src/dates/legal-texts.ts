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

interface MpepRecord {
  section: string;
  as_of?: string;
  url?: string;
  revision?: string | null;
}

/** MPEP sections the computed dates cite (pre-AIA 102(e) of a national stage). */
const MPEP_CITED = ['2136.03'];

/**
 * The revision of each 35 U.S.C. section the dates cite, read at run time from
 * <PATENT_DATA_DIR>/legal/35usc.jsonl (never copied into the repository). Without the file the
 * citations keep revision null, and the dates say so instead of naming a revision.
 */
export class LegalTexts {
  private constructor(
    private readonly sections: Map<string, UscRecord>,
    private readonly mpep: Map<string, MpepRecord> = new Map(),
  ) {}

  static load(dataDir: string): LegalTexts {
    const file = path.join(dataDir, 'legal', '35usc.jsonl');
    const mpepFile = path.join(dataDir, 'legal', 'mpep.jsonl');
    const mpep = new Map<string, MpepRecord>();
    if (existsSync(mpepFile))
      for (const line of readFileSync(mpepFile, 'utf8').split('\n')) {
        // Only the MPEP sections the dates cite are kept (the file is large).
        if (!MPEP_CITED.some((s) => line.includes(`"section": "${s}"`))) continue;
        const r = JSON.parse(line) as MpepRecord;
        if (MPEP_CITED.includes(r.section) && !mpep.has(r.section)) mpep.set(r.section, r);
      }
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
    return new LegalTexts(sections, mpep);
  }

  get loaded(): boolean {
    return this.sections.size > 0;
  }

  cite(c: LegalCitation): LegalCitation {
    if (c.law === 'MPEP') {
      const m = this.mpep.get(c.section);
      return m ? { ...c, revision: m.revision ?? m.as_of ?? null, url: m.url ?? null } : c;
    }
    const number = c.section.match(/^\d+/)?.[0] ?? '';
    const r = this.sections.get(c.section.endsWith('(pre-AIA)') ? `${number} (pre-AIA)` : number);
    return r ? { ...c, revision: r.as_of ?? null, url: r.url ?? null } : c;
  }

  /** The computed dates with each citation's revision and address filled in. */
  annotate(dates: PatentDates): PatentDates {
    const fill = <T extends { citations: LegalCitation[]; basis: string }>(f: T): T => {
      const citations = f.citations.map((c) => this.cite(c));
      // An MPEP section is cited in the words with the revision the legal texts hold (they are not current law).
      const basis = citations
        .filter((c) => c.law === 'MPEP' && c.revision)
        .reduce((b, c) => b.replaceAll(`MPEP ${c.section})`, `MPEP ${c.section} [${c.revision}])`), f.basis);
      return { ...f, basis, citations };
    };
    return {
      ...dates,
      effective_filing_date: fill(dates.effective_filing_date),
      term_start: fill(dates.term_start),
      expiry: fill(dates.expiry),
    };
  }
}
