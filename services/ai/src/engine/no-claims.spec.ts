import { readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { patentDataDir, readGrantSlice, type XmlGrant } from '../../test/support/uspto-xml-reader.js';
import { analyzePatent } from '../analysis/analyze-patent.use-case.js';
import { buildReport } from '../analysis/report.js';
import { LocalProvider } from '../providers/local.provider.js';
import { buildLocalAnalysis } from './local-analysis.js';
import { chartPriorArt } from './prior-art-chart.js';
import type { PatentForAnalysis } from './types.js';

// Attorney review, defect 9: US11477946 is a bibliographic grant record (no claims) in the alexandria3k slice. It got
// "Technical Merit: 2.5/10 — From claims: not available" and "24 candidates charted, 24 under the relevance floor".
let target: XmlGrant;
let earlier: XmlGrant[];
beforeAll(() => {
  const bib = readGrantSlice(
    path.join(patentDataDir(), 'uspto-xml/dspinellis__alexandria3k/ipgb20221025.xml'),
  );
  target = bib.find((g) => g.number === '11477946')!;
  const dir = path.join(patentDataDir(), 'uspto-xml/PatentsView__PatentsView-DB/ipgxml');
  earlier = readdirSync(dir)
    .filter((f) => f.endsWith('.xml'))
    .flatMap((f) => readGrantSlice(path.join(dir, f)))
    .filter((g) => g.applType === 'utility')
    .slice(0, 24);
});

describe('a record with no claims (US11477946)', () => {
  it('scores no technical merit or novelty and says no claim-by-claim comparison was made', async () => {
    expect(target.claims).toEqual([]);
    const patent: PatentForAnalysis = {
      ...target,
      documentType: 'utility',
      granted: true,
      // Its filing date (2019-01-22) as the cut-off; continuity and citations as the corpus counts them.
      cutoff: { date: '2019-01-22', exact: true, basis: 'effective filing date: its own filing date' },
      continuityFamilySize: 1,
    };
    const sut = await analyzePatent(
      {
        loadPatent: async () => patent,
        search: {
          similar: async () =>
            earlier.map((g) => ({
              patentNumber: g.number,
              title: g.title,
              abstract: g.abstract,
              date: g.grantDate,
              cpc: g.cpc,
              score: 1,
            })),
          corpusCounts: async () => ({ total: 12080, datedBefore: 12079, undated: 0, forwardCitations: 0 }),
        },
        provider: new LocalProvider(),
      },
      target.number,
      1,
    );
    // Citations and family size alone are no measure of technical merit: Not assessed, with the reason.
    expect(sut.technicalMerit).toBeNull();
    expect(sut.scoreReasons.technicalMerit).toMatch(
      /^Not assessed: no claims in the record, and technical merit is measured on the claims/,
    );
    expect(sut.noveltyScore).toBeNull();
    expect(sut.claimCharts).toEqual([]);
    expect(sut.priorArtSearch?.notCompared).toBe('no claims in the record: no claim-by-claim comparison');
    const report = buildReport(sut, new Date('2026-11-27T12:00:00Z')).content;
    expect(report).toContain('Technical Merit: Not assessed');
    expect(report).toContain('no claims in the record: no claim-by-claim comparison');
    expect(report).not.toMatch(/candidates charted/);
    for (const p of sut.priorArt)
      expect(p.difference).toMatch(
        /^No claims in the record: no claim-by-claim comparison; compared on title/,
      );
  });

  it('scores no novelty from a reference matched on its title and abstract sentences', () => {
    const patent: PatentForAnalysis = {
      ...target,
      cutoff: { date: '2019-01-22', exact: true, basis: 'test' },
    };
    // The same abstract under another title: no family evidence, and it discloses every abstract sentence.
    const twin = {
      patentNumber: '9990003',
      title: 'Seed tray',
      abstract: target.abstract,
      date: '2015-01-06',
      cpc: [],
      score: 1,
    };
    const found = chartPriorArt(patent, [twin], new Map(), null);
    expect(found.shown.map((r) => r.candidate.patentNumber)).toEqual(['9990003']);
    const a = buildLocalAnalysis(patent, found);
    expect(a.noveltyScore).toBeNull();
    expect(a.scoreReasons.noveltyScore).toBe(
      'Not assessed: no claims in the record: no claim-by-claim comparison; references were compared on title and abstract only.',
    );
    expect(a.priorArt[0].difference).toBe(
      'No claims in the record: no claim-by-claim comparison; compared on title and abstract only.',
    );
  });
});
