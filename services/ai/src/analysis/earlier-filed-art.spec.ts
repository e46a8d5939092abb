import { readdirSync } from 'node:fs';
import path from 'node:path';
import { filingDateTest } from '@patent-hub/contracts';
import { Bm25Index, rankSimilar } from '@patent-hub/text';
import { describe, expect, it } from 'vitest';
import { earliestClaimedFiling, priorArtDateHolds } from '../engine/prior-art-basis.js';
import type { CandidateFullText, CorpusSearch } from '../engine/types.js';
import { section102Revisions } from '../legal/section-102.js';
import { LocalProvider } from '../providers/local.provider.js';
import {
  grantCandidate,
  patentDataDir,
  readGrantSlice,
  withServiceDates,
} from '../../test/support/uspto-xml-reader.js';
import { analyzePatent } from './analyze-patent.use-case.js';
import { buildReport } from './report.js';

// Issue 23, attorney review: US7474034 (SAW element, effective filing date 2005-12-16 from its JP priority) against
// US7157991 (SAW device: piezoelectric substrate and IDTs; filed in the US 2003-12-29, granted 2007-01-02), which the
// search never considered because it is dated by its grant. Real records of the XML grant slices, searched as
// patents.similar searches (the shared BM25 and similar ranking, with the US filing dates).
const dir = path.join(patentDataDir(), 'uspto-xml/PatentsView__PatentsView-DB/ipgxml');
const grants = readdirSync(dir)
  .filter((f) => f.endsWith('.xml'))
  .flatMap((f) => readGrantSlice(path.join(dir, f)));
const index = new Bm25Index();
grants.forEach((g, i) =>
  index.add({
    docId: i,
    title: g.title,
    abstract: g.abstract,
    date: g.grantDate,
    filed: earliestClaimedFiling(g),
    filedAia: earliestClaimedFiling(g, true),
    cpc: g.cpc,
  }),
);
const search: CorpusSearch = {
  async similar(q) {
    const excludeDocIds = new Set(grants.flatMap((g, i) => (q.exclude?.includes(g.number) ? [i] : [])));
    const hits = rankSimilar(index, {
      text: q.text,
      limit: q.limit ?? 10,
      beforeDate: q.before,
      byFilingDate: filingDateTest(q),
      excludeDocIds,
    });
    return hits.map(({ docId, score }) => grantCandidate(grants[docId], score));
  },
  async fullText(numbers) {
    const out = new Map<string, CandidateFullText>();
    for (const g of grants.filter((x) => numbers.includes(x.number)))
      out.set(g.number, { claims: g.claims.map((c) => c.text), description: g.description });
    return out;
  },
};
const byNumber = new Map(grants.map((g) => [g.number, g]));
/** The search as for a record whose application publication the corpus does not give (art by its filing date only). */
const unpublished: CorpusSearch = {
  ...search,
  similar: async (q) =>
    (await search.similar(q)).map((c) => ({ ...c, publicationDate: null, publicationNumber: null })),
};
const deps = (patent = byNumber.get('7474034')!, corpus = search) => ({
  loadPatent: async () => patent,
  search: corpus,
  provider: new LocalProvider(),
  now: () => new Date('2026-01-01'),
  revisions: section102Revisions(),
});

describe('earlier-filed US art (pre-AIA 35 U.S.C. 102(e)) on the real records', () => {
  it('dates US7157991 by its application published 2005-01-06: a pre-AIA 102(b) bar against US7474034', async () => {
    // US7474034 was filed in the US on 2006-12-11 (cut-off 2005-12-16 from its JP priority): US 2005/0003790 A1,
    // published 2005-01-06, is more than a year before that date, a bar its foreign priority does not overcome.
    const a = await analyzePatent(deps(), '7474034', 1);
    expect(a.priorArtCutoff).toBe('2005-12-16');
    const ref = a.priorArt.find((p) => p.patent === '7157991');
    expect(ref?.date).toBe('2007-01-02');
    expect(ref?.priorArtBasis).toMatchObject({
      kind: 'published',
      date: '2005-01-06',
      section: 'pre-AIA 35 U.S.C. 102(b)',
    });
    const text = ref!.priorArtBasis!.text;
    expect(text).toMatch(
      /^its application published 2005-01-06 as US 2005\/0003790 A1, granted 2007-01-02 as US 7157991 B2: more than one year before this patent's US filing date 2006-12-11, a bar under pre-AIA 35 U\.S\.C\. 102\(b\) \(pre-AIA text/,
    );
    expect(text).toContain('also prior art under pre-AIA 102(a)');
    expect(text).toContain(
      '; and, filed 2003-12-29 in the US, granted 2007-01-02 as US 7157991 B2: prior art as of its filing date under pre-AIA 35 U.S.C. 102(e)',
    );
    for (const p of a.priorArt) expect(priorArtDateHolds(p, a.priorArtCutoff), p.patent).toBe(true);
    expect(a.scoreReasons.noveltyScore).toContain(
      'US7157991 (published 2005-01-06, granted 2007-01-02; pre-AIA 35 U.S.C. 102(b))',
    );
    expect(buildReport(a, new Date('2026-01-01')).content).toContain(`Prior-art basis: ${text}.`);
  });

  it('keeps a bar by the same inventors: a 102(b) bar needs no "another"', async () => {
    const own = byNumber.get('7474034')!;
    const inventors = byNumber.get('7157991')!.inventors;
    const a = await analyzePatent(deps({ ...own, inventors }), '7474034', 1);
    const basis = a.priorArt.find((p) => p.patent === '7157991')?.priorArtBasis;
    expect(basis?.text).not.toContain('102(e)');
    expect(basis?.section).toBe('pre-AIA 35 U.S.C. 102(b)');
  });

  it('shows US7157991 for US7474034 as art as of its US filing date, with the section and its revision', async () => {
    const a = await analyzePatent(deps(undefined, unpublished), '7474034', 1);
    expect(a.priorArtCutoff).toBe('2005-12-16');
    const ref = a.priorArt.find((p) => p.patent === '7157991');
    expect(ref?.date).toBe('2007-01-02');
    expect(ref?.priorArtBasis).toMatchObject({
      kind: 'filed',
      date: '2003-12-29',
      section: 'pre-AIA 35 U.S.C. 102(e)',
    });
    expect(ref?.priorArtBasis?.text).toMatch(
      /^filed 2003-12-29 in the US, granted 2007-01-02 as US 7157991 B2: prior art as of its filing date under pre-AIA 35 U\.S\.C\. 102\(e\) \(pre-AIA text/,
    );
    // Its chart finds the piezoelectric substrate and the comb-like electrodes of the IDT in its own passages.
    const rows = ref!.mappings.filter((m) => m.claim === ref!.chartClaim);
    expect(rows.find((m) => /piezoelectric substrate;?$/.test(m.element))?.label).toBe('disclosed');
    for (const p of a.priorArt) expect(priorArtDateHolds(p, a.priorArtCutoff), p.patent).toBe(true);
    // The novelty reason names it with its filing date, not as an "earlier reference" dated after the cut-off.
    expect(a.scoreReasons.noveltyScore).toContain(
      'US7157991 (filed 2003-12-29, granted 2007-01-02; pre-AIA 35 U.S.C. 102(e))',
    );
    const report = buildReport(a, new Date('2026-01-01')).content;
    expect(report).toContain(`Prior-art basis: ${ref!.priorArtBasis!.text}.`);
    expect(report).toContain('Also searched: US patents and applications filed in the US before the cut-off');
  });

  it('leaves it out, and counts it, when the analysed patent has the same inventors', async () => {
    const own = byNumber.get('7474034')!;
    const inventors = byNumber.get('7157991')!.inventors;
    const a = await analyzePatent(deps({ ...own, inventors }, unpublished), '7474034', 1);
    expect(a.priorArt.map((p) => p.patent)).not.toContain('7157991');
    expect(a.priorArtSearch?.sameInventorsExcluded).toBeGreaterThanOrEqual(1);
    expect(buildReport(a, new Date('2026-01-01')).content).toMatch(
      /earlier-filed US documents? by the same inventors as this patent left out \(not "by another"\)/,
    );
  });

  it('keeps it when it shares only one inventor with the analysed patent: by another (MPEP 2136.04)', async () => {
    const own = byNumber.get('7474034')!;
    const a = await analyzePatent(
      deps({ ...own, inventors: [...own.inventors!, 'Osamu Kawachi'] }),
      '7474034',
      1,
    );
    expect(a.priorArt.find((p) => p.patent === '7157991')?.priorArtBasis?.text).toContain(
      'it names an inventor of this patent, yet a different inventive entity is "by another" (MPEP 2136.04 (R-',
    );
  });
});

// A reference's own benefit claims (issue 23): pre-AIA 102(e) dates a US patent by the earliest US application it
// claims, a provisional or a parent (MPEP 2136.03), not by a foreign priority.
describe('earlier-filed US art dated by the applications it claims, on the real records', () => {
  /** The search as if the corpus did not read the references' benefit claims (their own US filing dates only). */
  const withoutBenefits = (corpus: CorpusSearch): CorpusSearch => ({
    ...corpus,
    similar: async (q) =>
      (await corpus.similar(q)).map((c) => ({ ...c, usBenefit: null, foreignPriority: null })),
  });

  it('dates US8089596 against US8421353 by the parent it continues (2005-05-19), not its JP priority', async () => {
    const a = await analyzePatent(deps(byNumber.get('8421353')!), '8421353', 1);
    expect(a.priorArtCutoff).toBe('2010-12-14');
    const ref = a.priorArt.find((p) => p.patent === '8089596');
    expect(ref?.priorArtBasis).toMatchObject({
      kind: 'filed',
      date: '2005-05-19',
      section: 'pre-AIA 35 U.S.C. 102(e)',
    });
    const text = ref!.priorArtBasis!.text;
    expect(text).toMatch(
      /^filed 2010-12-10 in the US, claiming the benefit of parent application 11132767 filed 2005-05-19 \(35 U\.S\.C\. 120\), granted 2012-01-03 as US 8089596 B2: prior art as of the filing date of that application under pre-AIA 35 U\.S\.C\. 102\(e\)/,
    );
    expect(text).toContain('if the earlier application supports the subject matter relied on (not assessed)');
    expect(text).toContain(
      'its priority claim to JP application 2004-152609 filed 2004-05-21 (35 U.S.C. 119(a)) gives no earlier pre-AIA 102(e) date',
    );
    for (const p of a.priorArt) expect(priorArtDateHolds(p, a.priorArtCutoff), p.patent).toBe(true);
    expect(a.scoreReasons.noveltyScore).toContain(
      'US8089596 (an earlier application it claims filed 2005-05-19, granted 2012-01-03; pre-AIA 35 U.S.C. 102(e))',
    );
    expect(buildReport(a, new Date('2026-01-01')).content).toContain(`Prior-art basis: ${text}.`);
  });

  it('finds US8089850 (filed 2007-12-28) for US8089609 (cut-off 2007-09-28) only through its provisional of 2006-12-29', async () => {
    const patent = byNumber.get('8089609')!;
    const a = await analyzePatent(deps(patent), '8089609', 1);
    expect(a.priorArtCutoff).toBe('2007-09-28');
    const ref = a.priorArt.find((p) => p.patent === '8089850');
    expect(byNumber.get('8089850')!.filingDate).toBe('2007-12-28');
    expect(ref?.priorArtBasis).toMatchObject({ kind: 'filed', date: '2006-12-29' });
    expect(ref!.priorArtBasis!.text).toContain(
      'claiming the benefit of US provisional application 60877605 filed 2006-12-29 (35 U.S.C. 119(e))',
    );
    for (const p of a.priorArt) expect(priorArtDateHolds(p, a.priorArtCutoff), p.patent).toBe(true);
    // Dated by its own filing, after the cut-off, it is no art: neither the search nor the chart keeps it.
    const before = await analyzePatent(deps(patent, withoutBenefits(search)), '8089609', 1);
    expect(before.priorArt.map((p) => p.patent)).not.toContain('8089850');
  });

  // Every reference of every grant is held to its cut-off by the date its basis names in `npm run bench:ai`.
});

// Attorney review (issue 23): the bench and these records ran without the dates the patents service computes, so the
// cut-off fell back to the record's earliest date and the expiry was unknown; withServiceDates hands them in as
// patents.gateway.ts does in production.
describe('the real records with the dates the patents service computes', () => {
  it('gives US7474034 its effective filing date from the JP priority and its expiry with PTA', async () => {
    const plain = await analyzePatent(deps(), '7474034', 1);
    expect(plain.priorArtSearch?.cutoffBasis).toContain('fallback');
    expect(plain.patentStatus?.expiry ?? null).toBeNull();
    const a = await analyzePatent(deps(withServiceDates(byNumber.get('7474034')!)), '7474034', 1);
    expect(a.priorArtCutoff).toBe('2005-12-16');
    expect(a.priorArtSearch?.cutoffBasis).not.toContain('fallback');
    expect(a.priorArtSearch?.cutoffBasis).toContain('2005-362806');
    expect(a.patentStatus?.expiry).toBe('2027-01-26');
  });

  it('shows US7315219 against US7863991 as a pre-AIA 102(b) bar by its 2006 A1, not swearable behind', async () => {
    const a = await analyzePatent(deps(withServiceDates(byNumber.get('7863991')!)), '7863991', 1);
    expect(a.priorArtCutoff).toBe('2008-10-06');
    const ref = a.priorArt.find((p) => p.patent === '7315219');
    expect(ref?.priorArtBasis).toMatchObject({ date: '2006-03-09', section: 'pre-AIA 35 U.S.C. 102(b)' });
    expect(ref!.priorArtBasis!.text).not.toContain('unless an earlier date of invention is shown');
    for (const p of a.priorArt) expect(priorArtDateHolds(p, a.priorArtCutoff), p.patent).toBe(true);
  });
});

// Attorney review (issue 23): "Similarity 6/10" beside "4 of 5 elements not disclosed" read as a contradiction, and
// "Technical Merit 1/10" rested on one long claim (US7473185): each figure now says what it measures.
describe('what the report figures measure', () => {
  it('leads with the elements disclosed, then the similarity as term overlap (US7474034 ← US7157991)', async () => {
    // Attorney re-review, defect 17: the element count is the headline, the term similarity second.
    const a = await analyzePatent(deps(withServiceDates(byNumber.get('7474034')!)), '7474034', 1);
    const ref = a.priorArt.find((p) => p.patent === '7157991')!;
    const rows = ref.mappings.filter((m) => m.claim === ref.chartClaim);
    const lines = buildReport(a, new Date('2026-11-29')).content.split('\n');
    const similarity = lines.findIndex((l) => l.startsWith('Similarity: '));
    expect(lines[similarity]).toContain(
      `term overlap: the mean share of claim ${ref.chartClaim}'s element terms`,
    );
    expect(lines[similarity - 1]).toBe(
      `${rows.filter((m) => m.disclosed).length} of ${rows.length} elements disclosed (claim ${ref.chartClaim}; labels from word matching).`,
    );
  });

  it('dates the reference by the document that is the art, not its later grant (US7474034 ← US7157991)', async () => {
    // Attorney re-review, defect 16: cut-off 2005-12-16; US7157991 was granted 2007-01-02, its application published
    // 2005-01-06 as US 2005/0003790 A1 (a pre-AIA 102(b) bar).
    const a = await analyzePatent(deps(withServiceDates(byNumber.get('7474034')!)), '7474034', 1);
    const header = buildReport(a, new Date('2026-11-29'))
      .content.split('\n')
      .find((l) => l.startsWith('Reference: US7157991'))!;
    expect(header).toMatch(
      /\(prior art as published 2005-01-06 as US 2005\/0003790 A1; granted 2007-01-02\)$/,
    );
  });

  // Issue 23, defect 4: from the claims alone there is no score at all ("no score from proxies alone").
  it("gives no merit score from the claims alone: the claim set's size and breadth, not merit (US7473185)", async () => {
    // No parent or child application: the family size production gives (patents.gateway.ts) is 0.
    const g = { ...withServiceDates(byNumber.get('7473185')!), continuityFamilySize: 0 };
    const a = await analyzePatent(deps(g), '7473185', 1);
    expect(a.technicalMerit).toBeNull();
    expect(a.scoreReasons.technicalMerit).toMatch(/^Not assessed: .*size and breadth, not technical merit/);
    // A family member adds a point: the score no longer rests on the claims alone.
    const withFamily = await analyzePatent(deps({ ...g, continuityFamilySize: 2 }), '7473185', 1);
    expect(withFamily.technicalMerit).not.toBeNull();
    expect(withFamily.scoreReasons.technicalMerit).not.toContain('not technical merit');
  });
});
