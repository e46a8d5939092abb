import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  grantCandidate,
  patentDataDir,
  readGrantSlice,
  withServiceDates,
} from '../../test/support/uspto-xml-reader.js';
import { buildLocalAnalysis } from '../engine/local-analysis.js';
import type { CorpusSearch } from '../engine/types.js';
import { searchPriorArt } from './prior-art.retriever.js';
import { analysedGrant } from '../../test/support/analysed-grant.js';

// Attorney re-review (issue 23, review-ana): US7862893's description claims 11/097,073 (2005-03-31), which the XML's
// related documents lack; the cut-off used it while the term ran from the structured parents (2008-02-13).
const slice = (name: string) =>
  path.join(patentDataDir(), `uspto-xml/PatentsView__PatentsView-DB/ipgxml/${name}.small.xml`);
const today = new Date('2026-11-30T05:00:00Z');

const analysed = (sliceName: string, number: string) => analysedGrant(sliceName, number, today);

describe('term and cut-off from the same benefit claims', () => {
  it('US7862893: expired 2025-04-18 if the benefit claim to 11/097,073 stands, else 2028-03-02; not exact', async () => {
    const { a, report } = await analysed('ipg110104', '7862893');
    expect(a.patentStatus).toMatchObject({ state: 'expired', expiry: '2025-04-18' });
    expect(a.patentStatus!.expiryBasis).toContain(
      '2025-04-18 if the benefit claim to 11/097,073 stands, which sets the cut-off',
    );
    expect(a.patentStatus!.expiryBasis).toContain('else 2028-03-02 (20 years from 2008-02-13 plus 18 days');
    expect(a.patentStatus!.expiryBasis).toContain('not exact');
    expect(report).not.toMatch(/it runs until 2028-03-02/);
    expect(report).toContain('expired on 2025-04-18');
    // The strategy says what follows if the benefit claim does not stand.
    expect(a.recommendations.find((r) => r.includes('expired on 2025-04-18'))).toContain(
      'That expiry runs from the benefit claim to 11/097,073, read from the description: if that claim does not stand, the term runs until 2028-03-02 if every maintenance fee was paid',
    );
  });
});

describe('continuity family size from the parents the grant lists', () => {
  const family = (a: Awaited<ReturnType<typeof analysed>>['a']) =>
    a.scoreSignals?.technicalMerit?.find((s) => s.name.startsWith('continuity family size'))?.value;

  it.each([
    ['ipg110104', '7862893', 2],
    ['ipg110104', '7863250', 1],
    ['ipg120103', '8088834', 1],
    ['ipg120103', '8088102', 3],
  ])('%s US%s: %i parent(s) counted, children said to be unknown', async (s, number, parents) => {
    const { a, report } = await analysed(s, number);
    expect(family(a)).toBe(`${parents} (parents only; children not known)`);
    expect(report).not.toContain('continuity family size (parent and child applications): not available');
  });

  it('a grant listing no parent keeps the family size not available', async () => {
    const { a } = await analysed('ipg110104', '7861515');
    expect(family(a)).toBeNull();
  });
});

describe('references dated between a description-read cut-off and the structured date', () => {
  it('US7862893: JP 2005105323 (2005-04) is prior art unless the benefit claim to 11/097,073 holds', async () => {
    const { a, report } = await analysed('ipg110104', '7862893');
    const jp = a.referencesOfRecord!.find((r) => r.number.includes('2005105323'))!;
    expect(jp.dateNote).toBe(
      'dated 2005-04, on or after the cut-off 2005-03-31 but before 2008-02-13: prior art unless the benefit claim to 11/097,073 holds (the cut-off rests on that claim, read from the description; without it the cut-off is 2008-02-13)',
    );
    expect(report).toContain('JP 2005105323');
    expect(report).not.toContain('2005-04, on or after the cut-off 2005-03-31: not prior art');
    // Its own parents stay out of prior art, in the gap or not.
    const parent = a.referencesOfRecord!.find((r) => r.number.includes('7754065'))!;
    expect(parent.dateNote).toBe('dated 2010-07, on or after the cut-off 2005-03-31');
  });

  it('an exact cut-off keeps the plain note: US7861515 has no date without a description claim', async () => {
    const { a } = await analysed('ipg110104', '7861515');
    expect(a.referencesOfRecord!.some((r) => r.dateNote.includes('prior art unless'))).toBe(false);
  });
});

describe('the gap of a description-read cut-off is searched too', () => {
  // Real grants of 2007-01-02, published inside US7862893's gap (2005-03-31 … 2008-02-12); the stub search honours
  // `before` as the corpus does, so the search before the cut-off cannot find them.
  const inGap = readGrantSlice(slice('ipg070102')).slice(0, 3);
  const corpus: CorpusSearch = {
    similar: async (q) =>
      inGap.filter((g) => !q.before || g.grantDate! < q.before).map((g, i) => grantCandidate(g, 1 - i / 10)),
  };
  const findingsOf = async (sliceName: string, number: string) => {
    const patent = withServiceDates(readGrantSlice(slice(sliceName)).find((g) => g.number === number)!);
    const found = await searchPriorArt(corpus, patent, { floor: 0 });
    return { found, a: buildLocalAnalysis(patent, found, { now: today }) };
  };

  it('US7862893: documents of 2007 are shown as prior art unless the benefit claim to 11/097,073 holds', async () => {
    const { found, a } = await findingsOf('ipg110104', '7862893');
    expect(found.shown).toHaveLength(0);
    expect(found.benefitGap).toMatchObject({
      from: '2005-03-31',
      until: '2008-02-13',
      claims: ['11/097,073'],
    });
    expect(a.priorArt.length).toBeGreaterThan(0);
    for (const p of a.priorArt) {
      expect(p.date).toBe('2007-01-02');
      expect(p.unlessBenefit).toBe(
        'dated 2007-01-02, on or after the cut-off 2005-03-31 but before 2008-02-13: prior art unless the benefit claim to 11/097,073 holds (the cut-off rests on that claim, read from the description; without it the cut-off is 2008-02-13)',
      );
    }
    // Conditional art sets no score.
    expect(a.noveltyScore).toBeNull();
  });

  it('an exact cut-off searches no gap: US7861515 (filed 2008) shows them as plain prior art, unflagged', async () => {
    const { found, a } = await findingsOf('ipg110104', '7861515');
    expect(found.benefitGap).toBeUndefined();
    expect(a.priorArt.every((p) => p.unlessBenefit === undefined)).toBe(true);
  });
});

describe('the terminal disclaimer said once', () => {
  it('US8088102: the term basis names the terminal disclaimer once, as the latest day', async () => {
    const { a, report } = await analysed('ipg120103', '8088102');
    expect(a.patentStatus!.expiryBasis).toContain(
      'subject to a terminal disclaimer: it ends no later than this',
    );
    const documentLine = report.split('\n').find((l) => l.startsWith('Document:'))!;
    expect(documentLine.match(/terminal disclaimer/g)).toHaveLength(1);
  });
});
