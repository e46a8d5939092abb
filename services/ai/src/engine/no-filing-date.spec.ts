import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PatentDetail } from '@patent-hub/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { RECORD } from '../../test/support/assistant-fixtures.js';
import { analyzePatent } from '../analysis/analyze-patent.use-case.js';
import { buildReport } from '../analysis/report.js';
import { legalDataDir } from '../legal/legal-kb.js';
import { LocalProvider } from '../providers/local.provider.js';
import { toPatentForAnalysis } from '../patents/patents.gateway.js';
import { buildLocalAnalysis } from './local-analysis.js';
import { chartPriorArt, NO_FILING_DATE } from './prior-art-chart.js';
import type { PriorArtCandidate } from './types.js';

// Attorney review, defect 2: US11804000's corpus record (the PatentsView tables of the NVIDIA corpus) has a grant
// date, no filing date and no continuity. US10867429 and US11189075 are earlier members of its continuation chain,
// with the same title and abstract. Read at run time from PATENT_DATA_DIR (never copied into the repository).
const NVIDIA = path.join(path.dirname(legalDataDir()), 'corpora/Qin717__nvidia_analytics/data_cleaned');

/** The fields of one CSV line (quoted fields with "" escapes). */
function csvFields(line: string): string[] {
  const out: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted && ch === '"' && line[i + 1] === '"') field += line[++i];
    else if (ch === '"') quoted = !quoted;
    else if (ch === ',' && !quoted) {
      out.push(field);
      field = '';
    } else field += ch;
  }
  return [...out, field];
}

/** Rows of a table by patent_id (first column), for the numbers asked. */
function rows(file: string, numbers: string[]): Map<string, Record<string, string>> {
  const [head, ...lines] = readFileSync(path.join(NVIDIA, file), 'utf8').split('\n');
  const names = csvFields(head);
  const picked = lines.filter((l) => numbers.includes(l.slice(0, l.indexOf(','))));
  return new Map(
    picked.map((l) => {
      const f = csvFields(l);
      return [f[0], Object.fromEntries(names.map((n, i) => [n, f[i]]))];
    }),
  );
}

const NUMBERS = ['11804000', '10867429', '11189075'];
let patent: Map<string, Record<string, string>>;
let abstract: Map<string, Record<string, string>>;
beforeAll(() => {
  patent = rows('nvidia_patent.csv', NUMBERS);
  abstract = rows('nvidia_patent_abstract.csv', NUMBERS);
});

const candidate = (n: string): PriorArtCandidate => ({
  patentNumber: n,
  title: patent.get(n)!.patent_title,
  abstract: abstract.get(n)!.patent_abstract,
  date: patent.get(n)!.patent_date,
  cpc: [],
  score: 1,
});
/** US11804000 as the patents service returns it: no filing date, no claims, no continuity. */
const detail = (dates: PatentDetail['dates']): PatentDetail =>
  ({
    ...RECORD,
    patent_number: '11804000',
    patent_title: patent.get('11804000')!.patent_title,
    patent_abstract: abstract.get('11804000')!.patent_abstract,
    patent_date: '2023-10-31',
    grant_date: '2023-10-31',
    app_filing_date: null,
    claims: [],
    citations: [],
    dates,
  }) as PatentDetail;

describe('prior art for a record with no filing date (US11804000)', () => {
  it('reads the real records: the parents are dated before its grant, with the same title and abstract', () => {
    expect(patent.get('11804000')!.patent_date).toBe('2023-10-31');
    for (const n of ['10867429', '11189075']) {
      expect(candidate(n).date! < '2023-10-31').toBe(true);
      expect(candidate(n).abstract).toBe(abstract.get('11804000')!.patent_abstract);
    }
  });

  it('uses no cut-off (never the grant date): no reference shown, novelty Not assessed, with the reason', () => {
    const notKnown = {
      ...RECORD.dates!,
      effective_filing_date: {
        date: null,
        exact: false,
        earliest_possible: false,
        basis: 'not known: no filing date in the record; it is before the grant date (2023-10-31)',
        citations: [],
      },
    };
    // Dates not yet computed, and computed by the rules that know no filing date: the same cut-off.
    for (const dates of [null, notKnown]) {
      const p = toPatentForAnalysis(detail(dates));
      expect(p.cutoff).toMatchObject({ date: null, exact: false });
      expect(p.cutoff!.basis).toContain(NO_FILING_DATE);
      expect(p.earliestDate).toBeNull();
      const found = chartPriorArt(p, [candidate('10867429'), candidate('11189075')], new Map(), null);
      expect(found.shown).toEqual([]);
      expect(found.search).toMatchObject({ cutoff: null, consideredDocuments: null });
      expect(found.search.message).toBe(`No prior-art comparison: ${p.cutoff!.basis}.`);
      const a = buildLocalAnalysis(p, found);
      expect(a.priorArt).toEqual([]);
      expect(a.noveltyScore).toBeNull();
      expect(a.scoreReasons.noveltyScore).toContain(
        `Not assessed: No prior-art comparison: ${NO_FILING_DATE}`,
      );
    }
  });

  it('leaves out and counts candidates with its own title and abstract, even before a known cut-off', async () => {
    const p = {
      ...toPatentForAnalysis(detail(null)),
      cutoff: { date: '2023-01-01', exact: false, basis: 'test cut-off' },
    };
    const other: PriorArtCandidate = {
      ...candidate('10867429'),
      patentNumber: '9990002',
      title: 'Ray tracing traversal with query-specific test opcodes',
    };
    const found = chartPriorArt(p, [candidate('10867429'), candidate('11189075'), other], new Map(), null);
    expect(found.search.familyExcluded).toBe(2);
    expect(found.shown.map((r) => r.candidate.patentNumber)).not.toContain('10867429');
    expect(found.shown.map((r) => r.candidate.patentNumber)).not.toContain('11189075');
    // A different title is no family evidence: that candidate is charted as usual.
    expect(found.search.candidates).toBe(1);
    const analysis = await analyzePatent(
      {
        loadPatent: async () => p,
        search: { similar: async () => [candidate('10867429'), candidate('11189075'), other] },
        provider: new LocalProvider(),
      },
      '11804000',
      1,
    );
    expect(buildReport(analysis, new Date('2026-11-27T12:00:00Z')).content).toContain(
      '2 probable family members (same title and abstract) left out, not prior art',
    );
  });

  it('reports the reason in place of a search, with no references and no novelty score', async () => {
    const parents = [candidate('10867429'), candidate('11189075')];
    // The dates the patents service computes for it: no effective filing date and no expiry.
    const basis = 'not assessed: no filing date in the record.';
    const unknownExpiry = {
      ...RECORD.dates!,
      effective_filing_date: { ...RECORD.dates!.effective_filing_date, date: null, exact: false },
      expiry: { ...RECORD.dates!.expiry, date: null, exact: false, basis },
    };
    const asked: (string | undefined)[] = [];
    const analysis = await analyzePatent(
      {
        loadPatent: async () => toPatentForAnalysis(detail(unknownExpiry)),
        search: { similar: async (q) => (asked.push(q.before), parents) },
        provider: new LocalProvider(),
      },
      '11804000',
      1,
    );
    // Nothing is searched without a cut-off.
    expect(asked).toEqual([]);
    expect(analysis.priorArt).toEqual([]);
    const report = buildReport(analysis, new Date('2026-11-27T12:00:00Z')).content;
    expect(report).toContain(`No prior-art comparison: ${NO_FILING_DATE} (granted 2023-10-31).`);
    expect(report).toContain('Novelty Score: Not assessed');
    expect(report).not.toContain('Reference: US10867429');
    expect(report).not.toMatch(/^Searched:/m);
    // The expiry is shown as unknown, and the advice says so (no remaining term, no fee dates).
    expect(analysis.patentStatus).toMatchObject({ state: 'unknown', expiry: null });
    expect(report).toContain('Document: utility patent, expiry not known; granted 2023-10-31.');
    expect(analysis.recommendations.join('\n')).toContain('the record gives no expiry date');
    expect(analysis.commercialPotential).toBeNull();
  });
});
