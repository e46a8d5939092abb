import path from 'node:path';
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  grantCandidate,
  patentDataDir,
  readGrantSlice,
  withServiceDates,
} from '../../test/support/uspto-xml-reader.js';
import { analyzePatent } from '../analysis/analyze-patent.use-case.js';
import { buildReport } from '../analysis/report.js';
import { LocalProvider } from '../providers/local.provider.js';
import { buildLocalAnalysis } from './local-analysis.js';
import { chartPriorArt } from './prior-art-chart.js';
import { addMonths, maintenanceSchedule } from './recommendations.js';
import type { PatentForAnalysis, PriorArtCandidate } from './types.js';

// Issue 23 item 5: recommendations by document type and status.
const cooler: PatentForAnalysis = {
  number: '9990001',
  title: 'Thermoelectric beverage cooler',
  abstract: 'A cup holder is cooled by a Peltier module whose hot side carries a finned heat sink.',
  description:
    'The Peltier module has a cold plate under the cup holder. A fan blows across the heat sink fins.',
  claims: [
    {
      number: 1,
      text: '1. A beverage cooling device comprising: a thermoelectric module having a cold side and a hot side; a finned heat sink coupled to the hot side of the thermoelectric module; and a cup holder in contact with the cold side, wherein a fan blows air across the finned heat sink.',
      dependsOn: [],
    },
    { number: 2, text: '2. The device of claim 1, wherein the cup holder is aluminium.', dependsOn: [1] },
  ],
  earliestDate: '2010-01-01',
  familyNumbers: [],
  cpc: [],
  documentType: 'utility',
  granted: true,
  grantDate: '2012-03-06',
  filingDate: '2010-01-01',
  expiry: {
    date: '2030-01-01',
    basis: '20 years from the filing date 2010-01-01 (35 U.S.C. 154(a)(2))',
    lapsed: false,
  },
};
const related: PriorArtCandidate = {
  patentNumber: '5550002',
  title: 'Peltier cooled cup holder',
  // Says what the first and third elements say (their distinctive terms in one passage each).
  abstract:
    'A thermoelectric module having a cold side and a hot side cools a cup holder in contact with the cold side. A vehicle console holds the cup holder.',
  date: '2005-05-05',
  cpc: [],
  score: 1,
};
// The chart rows are labelled as the analysis labels them (CHART_METHOD, chart-evidence.ts).
const charted = async (p: PatentForAnalysis, pool: PriorArtCandidate[]) =>
  chartPriorArt(p, pool, new Map(), null);
const recommendations = async (p: PatentForAnalysis, now: string) =>
  buildLocalAnalysis(p, await charted(p, [related]), { now: new Date(now) }).recommendations;

describe('recommendations by document type and status', () => {
  it('dates the maintenance-fee windows 3.5, 7.5 and 11.5 years from grant, with 6 months either side', () => {
    expect(addMonths('2012-08-31', 6)).toBe('2013-02-28');
    // Last days on a weekend or federal holiday run to the next business day (35 U.S.C. 21(b)).
    const moved = (from: string, why: string, to: string) =>
      `${from} is ${why}: moved to ${to} (35 U.S.C. 21(b))`;
    expect(maintenanceSchedule('2012-03-06')).toEqual([
      {
        label: '3.5-year',
        windowOpens: '2015-03-06',
        due: '2015-09-08',
        dueMoved:
          '2015-09-06 is a Sunday; 2015-09-07 is a federal holiday (Labor Day): moved to 2015-09-08 (35 U.S.C. 21(b))',
        graceEnds: '2016-03-07',
        lapsesAsOf: '2016-03-06',
        graceMoved: moved('2016-03-06', 'a Sunday', '2016-03-07'),
      },
      {
        label: '7.5-year',
        windowOpens: '2019-03-06',
        due: '2019-09-06',
        dueMoved: null,
        graceEnds: '2020-03-06',
        lapsesAsOf: '2020-03-06',
        graceMoved: null,
      },
      {
        label: '11.5-year',
        windowOpens: '2023-03-06',
        due: '2023-09-06',
        dueMoved: null,
        graceEnds: '2024-03-06',
        lapsesAsOf: '2024-03-06',
        graceMoved: null,
      },
    ]);
  });

  it('a granted patent in force: remaining term, next fee, licensing and design-around facts from the chart', async () => {
    // Before the 3.5-year fee's grace period ends (2016-03-07): past it, the state is unknown (next test).
    const r = (await recommendations(cooler, '2015-06-01T00:00:00Z')).join('\n');
    expect(r).toContain(
      'US9990001 is in force until 2030-01-01 if the maintenance fees are paid (14.6 years from today; 20 years from the filing date',
    );
    expect(r).toContain(
      'Next maintenance fee (3.5-year, from the grant on 2012-03-06): payable 2015-03-06 to 2015-09-08',
    );
    expect(r).not.toContain('past the grace period');
    expect(r).toMatch(
      /Validity: in the closest earlier reference US5550002 \(2005-05-05\), no passage shares the distinctive words of \d of 4 elements of claim 1: .*"wherein a fan blows air across the finned heat sink".*If reading the reference confirms they are absent \(word matching cannot show that\)/,
    );
    // The all-elements rule, never "leave out what the reference lacks" (attorney review of issue 23, item 3).
    expect(r).toContain(
      'Design-around facts (the all-elements rule): to avoid literal infringement, a product or process must lack at least one element of each asserted claim (independent claim 1); an element replaced by an equivalent may still infringe under the doctrine of equivalents. What an earlier reference shows is no defence to infringement: practising the prior art does not excuse it; the reference bears on validity only. Literal infringement of claim 1 is making, using, offering to sell, selling or importing in the United States a product that has every element (35 U.S.C. 271(a), U.S. Code as of 2023-04-20).',
    );
    expect(r).toMatch(/this is not legal advice\./);
    expect(r).not.toMatch(/nearer to what|leaves out any one element|already taught/);
    expect(r).not.toMatch(/Amend claim|Add dependent claims/);
    // Word matching is not a legal finding (attorney review, issue 23 fix 6).
    expect(r).not.toMatch(/\blacks\b|does not disclose|no charted reference discloses/i);
  });

  it('past a fee grace period with no payment record: status unknown, never "in force" (attorney review, fix 2)', async () => {
    const r = (await recommendations(cooler, '2017-06-01T00:00:00Z')).join('\n');
    expect(r).not.toContain('is in force');
    expect(r).toContain(
      'US9990001: status unknown: the 3.5-year maintenance fee was payable with the surcharge until 2016-03-07 and the fee payment record was not available; if unpaid, the patent expired as of 2016-03-06 (35 U.S.C. 41(b); 37 CFR 1.362(g)); if every fee was paid, it runs until 2030-01-01',
    );
    expect(r).toContain(
      'The 3.5-year fee (due 2015-09-08) is past the grace period and the data holds no maintenance-fee record, so whether the patent lapsed is not known',
    );
    expect(r).toContain(
      'Next maintenance fee (7.5-year, from the grant on 2012-03-06): payable 2019-03-06 to 2019-09-06',
    );
  });

  it('an application: amendments anchored on the elements no reference discloses, quoted; no term or fees', async () => {
    const r = (
      await recommendations(
        { ...cooler, number: '20110012345', granted: false, grantDate: null, expiry: null },
        '2011-06-01T00:00:00Z',
      )
    ).join('\n');
    expect(r).toMatch(
      /Amend claim 1 around the elements? whose distinctive words no passage of a charted reference shares: .*"wherein a fan blows air across the finned heat sink" \(best match US5550002 at \d+%\)/,
    );
    expect(r).not.toMatch(/maintenance fee|in force until|Licensing/);
  });

  it('an expired patent says so and gives no maintenance advice', async () => {
    const r = (
      await recommendations(
        { ...cooler, expiry: { date: '2018-11-24', basis: 'terminal disclaimer', lapsed: false } },
        '2026-11-25T00:00:00Z',
      )
    ).join('\n');
    // Its 3.5-year fee's grace period ended before the term did and the record holds no payment: the term's end is
    // the latest it expired, not a fact (attorney review).
    expect(r).toContain(
      'US9990001 expired on 2018-11-24 (terminal disclaimer), or earlier: the 3.5-year maintenance fee was payable with the surcharge until 2016-03-07 and the fee payment record was not available; if unpaid, the patent expired as of 2016-03-06 (35 U.S.C. 41(b); 37 CFR 1.362(g)). No maintenance fees are due',
    );
    expect(r).not.toMatch(/Next maintenance fee|past the grace period/);
    // Only past damages matter (35 U.S.C. 286): no licence is needed and no design-around either (attorney review).
    // Expired more than 6 years ago, none remain, and validity is moot.
    expect(r).toContain(
      'No damages remain to be recovered: a suit filed today reaches back only to 2020-11-25, 6 years (35 U.S.C. 286), after the patent expired.',
    );
    expect(r).not.toMatch(/Licensing|Design-around|needs a licence|Validity/);
    // Expired within the 6 years: damages for the days from 6 years back to the expiry, and a reference showing every
    // element still matters, validity being a defence to them.
    const expired = { ...cooler, expiry: { date: '2022-03-01', basis: 'expired', lapsed: false } };
    const full = { ...related, patentNumber: '5550009', abstract: cooler.claims[0].text.slice(3) };
    const v = buildLocalAnalysis(expired, await charted(expired, [full]), {
      now: new Date('2026-11-25T00:00:00Z'),
    }).recommendations.join('\n');
    expect(v).toContain(
      'Damages can still be sought only for infringement from 2020-11-25 to 2022-03-01: 35 U.S.C. 286 bars recovery for infringement committed more than 6 years before the complaint or counterclaim is filed',
    );
    // No fee payment in the record: either fee unpaid, the patent ended before that window (35 U.S.C. 41(b)).
    expect(v).toContain(
      "If any of the 3.5-year and 7.5-year maintenance fees was not paid, the patent expired as of the end of that fee's grace period (2016-03-06 and 2020-03-06 respectively), before that window opens, and no damages remain.",
    );
    expect(v).toContain(
      'Validity, for claims of past infringement: the closest earlier reference US5550009 (2005-05-05) shows every element of claim 1',
    );
    expect(v).not.toMatch(/Licensing|Design-around/);
  });

  it('a real design patent: no claim-element advice, novelty and merit Not assessed with the reason', async () => {
    const dir = path.join(patentDataDir(), 'uspto-xml/PatentsView__PatentsView-DB/ipgxml');
    const design = readdirSync(dir)
      .filter((f) => f.endsWith('.xml'))
      .flatMap((f) => readGrantSlice(path.join(dir, f)))
      .find((g) => g.applType === 'design')!;
    const patent = { ...design, documentType: 'design', granted: true, grantDate: design.grantDate };
    let searched = 0;
    const sut = await analyzePatent(
      {
        loadPatent: async () => patent,
        search: { similar: async () => (searched++, []) },
        provider: new LocalProvider(),
      },
      design.number,
      1,
    );
    expect(searched).toBe(0);
    expect(sut.noveltyScore).toBeNull();
    expect(sut.technicalMerit).toBeNull();
    expect(sut.scoreReasons.noveltyScore).toMatch(
      /^Not assessed: a design patent protects the ornamental appearance/,
    );
    // Technical merit does not apply to a design at all (issue 23 review), not "judged on the drawings".
    expect(sut.scoreReasons.technicalMerit).toMatch(
      /^Not assessed: technical merit does not apply to a design patent/,
    );
    expect(sut.priorArt).toEqual([]);
    expect(sut.priorArtSearch?.message).toMatch(
      /^Design patent: prior art for a design is compared on its drawings/,
    );
    const r = sut.recommendations.join('\n');
    expect(r).toMatch(/^Design patent: the claim covers the ornamental appearance/);
    expect(r).not.toMatch(
      /Add dependent claims|Amend claim|additional independent claim|Licensing|Design-around/,
    );
    expect(sut.summary).toMatch(/^A design patent claiming the ornamental design for /);
    expect(sut.patentStatus).toMatchObject({ documentType: 'design', granted: true });
    // Its number as printed, "US D680,087", not "USD0680087" (attorney re-review, defect 24).
    const shown = `US D${Number(design.number.replace(/^D0*/, '')).toLocaleString('en-US')}`;
    const report = buildReport(sut, new Date('2026-11-30')).content;
    expect(report).toContain(`Patent Analysis Report: ${shown}\n`);
    expect(report.split('\n').filter((l) => /USD\d/.test(l))).toEqual([]);
    expect(report).toMatch(/Reference of record: US D\d{3},\d{3} S — /);
  });
});

// Attorney review of issue 23, item 3: for method claim 12 of US7864866 the advice said "a product needs a licence …
// only when it has every element"; a method claim is infringed by performing its steps.
describe('design-around facts for a method claim', () => {
  const method: PatentForAnalysis = {
    ...cooler,
    claims: [
      {
        number: 1,
        text: '1. A method of cooling a beverage, comprising: placing a cup holder in contact with the cold side of a thermoelectric module having a cold side and a hot side; and blowing air with a fan across a finned heat sink on the hot side.',
        dependsOn: [],
      },
    ],
  };

  // A step is disclosed where its act is stated (attorney re-review of issue 23, defect 14): "placing" here.
  const placed: PriorArtCandidate = {
    ...related,
    abstract: `${related.abstract} The cup holder is placed in contact with the cold side of the thermoelectric module having a cold side and a hot side.`,
  };

  it('says the steps are infringed by performing them (271(a)) and a product at most indirectly (271(b), (c))', async () => {
    const r = buildLocalAnalysis(method, await charted(method, [placed]), {
      now: new Date('2015-06-01T00:00:00Z'),
    }).recommendations.join('\n');
    expect(r).toContain(
      'Claim 1 is a method claim: it is infringed directly by whoever performs every step in the United States (35 U.S.C. 271(a), U.S. Code as of 2023-04-20); making or selling a product that can be used to perform the steps is at most indirect infringement, by actively inducing another to perform them (271(b)) or by selling a component especially made for use in the process and not a staple article (271(c))',
    );
    expect(r).not.toMatch(/a product needs a licence|nearer to what/);
  });
});

// Attorney review of issue 23 (minor), on US7863991 (CMOS VCO, granted 2011-01-04, no fee record in the data) against
// US7315219, real records of the weekly slices: the advice said "the record shows no lapse" where the data holds no
// fee record at all, and headed what may set claim 1 apart from the reference, a validity point, "Licensing:".
describe('the advice on a real grant with no fee record and a charted reference', () => {
  const slice = (f: string) =>
    readGrantSlice(path.join(patentDataDir(), 'uspto-xml/PatentsView__PatentsView-DB/ipgxml', f));
  const advice = () => {
    const patent = withServiceDates(slice('ipg110104.small.xml').find((g) => g.number === '7863991')!);
    const ref = slice('ipg080101.small.xml').find((g) => g.number === '7315219')!;
    const full = new Map([
      [ref.number, { claims: ref.claims.map((c) => c.text), description: ref.description }],
    ]);
    const found = chartPriorArt(patent, [grantCandidate(ref, 1)], full, null);
    return buildLocalAnalysis(patent, found, { now: new Date('2026-11-30T12:00:00Z') }).recommendations;
  };

  it('says the data holds no fee record, so whether the patent lapsed is not known', () => {
    const r = advice().join('\n');
    expect(r).toMatch(
      /The 3\.5-year fee \(due 2014-07-\d\d\), 7\.5-year fee \(due 2018-07-\d\d\) and 11\.5-year fee \(due 2022-07-\d\d\) are past the grace period and the data holds no maintenance-fee record, so whether the patent lapsed is not known; confirm they were paid in the USPTO fee record\./,
    );
    expect(r).not.toMatch(/shows no lapse/);
  });

  it('heads the elements that may set claim 1 apart from US7315219 "Validity:", not "Licensing:"', () => {
    const r = advice();
    const apart = r.find((x) => x.includes('If reading the reference confirms they are absent'))!;
    expect(apart).toMatch(
      /^Validity: in the closest earlier reference US7315219 \(published 2006-03-09, granted 2008-01-01; pre-AIA 35 U\.S\.C\. 102\(b\)\), no passage shares the distinctive words of \d of 4 elements of claim 1: /,
    );
    expect(apart).toContain('these set the claim apart from it for validity');
    expect(r.some((x) => x.startsWith('Licensing:'))).toBe(false);
  });
});
