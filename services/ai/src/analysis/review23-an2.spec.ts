import { describe, expect, it } from 'vitest';
import { analysedGrant, grantSlice, servicedGrant as grant } from '../../test/support/analysed-grant.js';
import { grantCandidate, readGrantSlice } from '../../test/support/uspto-xml-reader.js';
import { computePatentDates } from '../../../patents/src/dates/patent-dates.js';
import { buildLocalAnalysis } from '../engine/local-analysis.js';
import type { CorpusSearch } from '../engine/types.js';
import { Embedder } from '../engine/embeddings.js';
import { searchPriorArt } from './prior-art.retriever.js';

// Attorney review of issue 23 (8 grants run as bench:ai runs them): defects fixed as general rules.
const today = new Date('2026-11-30T05:00:00Z');
const analysed = (sliceName: string, number: string) => analysedGrant(sliceName, number, today);

describe('formulae printed only as images', () => {
  it('US7642321: claim 1 keeps a placeholder where its formula is; the summary does not point "below"', async () => {
    const { a, report } = await analysed('ipg100105', '7642321');
    const claim1 = a.keyClaims.find((c) => c.number === 1)!.text;
    expect(claim1).toMatch(
      /A polymer of the formula:\s*\[formula: image in the grant, not reproduced\]\s*wherein Az is/,
    );
    expect(report).toContain('[formula: image in the grant, not reproduced]');
    expect(a.summary).not.toMatch(/shown below/);
  });

  it('US7642029: "Formulas (IV) to (VII) below:" is followed by the placeholder in the claim and the description', () => {
    const g = grant('ipg100105', '7642029');
    const below = g.claims.find((c) => /Formulas \(IV\) to \(VII\) below:/.test(c.text))!;
    expect(below.text).toMatch(/below:\s*\[formula: image in the grant, not reproduced\]/);
    expect(g.description).toContain('[formula: image in the grant, not reproduced]');
  });
});

describe('citation names read with their character references decoded', () => {
  it('US7642321: US4871822 is by "Brindöpke et al.", not "Brind&#xf6;pke"', async () => {
    const { patent, report } = await analysed('ipg100105', '7642321');
    expect(patent.citations.find((c) => c.document_number === '4871822')?.name).toBe('Brindöpke et al.');
    expect(report).toContain('Brindöpke et al.');
    expect(report).not.toMatch(/&#x[0-9a-f]+;/i);
  });
});

describe('an unpaid maintenance fee ends the patent as of the grant anniversary, said once and the same way', () => {
  it('US7641038 (granted 2010-01-05; 2014-01-05 a Sunday): expired as of 2014-01-05 everywhere, payable until 2014-01-06', async () => {
    const { a, report } = await analysed('ipg100105', '7641038');
    const expired = a.recommendations.find((r) => r.startsWith('US7641038 expired'))!;
    expect(expired).toContain('if unpaid, the patent expired as of 2014-01-05');
    expect(expired).toMatch(/2014-01-05 and 2018-01-05 respectively/);
    // 35 U.S.C. 21(b) moves the last day to pay, never the expiry.
    expect(report).not.toMatch(/expired (?:at the end of [^.]*|on |as of )2014-01-06/);
    expect(report).not.toMatch(/grace period \(2014-01-06/);
  });
});

describe('a foreign priority date is a condition, not an exact cut-off', () => {
  it('US8421436 (pre-AIA; KR priority 2008-12-10, US filing 2009-12-10): not exact, 102(b) from the US date', () => {
    const g = grant('ipg130416', '8421436');
    const eff = g.serviceDates.effective_filing_date;
    expect(eff).toMatchObject({ date: '2008-12-10', exact: false });
    expect(eff.basis).toContain('the priority claim was perfected (35 U.S.C. 119(b))');
    expect(eff.basis).toContain(
      'under pre-AIA law the priority date can antedate only 102(a) and 102(e) art; the 102(b) bar runs from the US filing date (2009-12-10)',
    );
    expect(g.cutoff).toMatchObject({
      date: '2008-12-10',
      exact: false,
      unlessBenefit: { date: '2009-12-10', claims: ['KR 10-2008-0125387'], kind: 'foreign' },
    });
  });

  it('US7864866 (KR 2005-01-14, US 2006-01-05): references of record dated in between are conditional art', async () => {
    const { a, report } = await analysed('ipg110104', '7864866');
    const note = (n: string) => a.referencesOfRecord!.find((r) => r.number.includes(n))!.dateNote;
    expect(note('6922739')).toBe(
      'dated 2005-07, on or after the cut-off 2005-01-14 but before 2006-01-05: prior art unless the foreign priority claim to KR 10-2005-0003816 holds (the cut-off is its priority date, which counts only for claims that application supports and a priority claim perfected under 35 U.S.C. 119(b); without it the cut-off is the US filing date 2006-01-05)',
    );
    expect(note('0117654')).toContain(
      'prior art unless the foreign priority claim to KR 10-2005-0003816 holds',
    );
    // After the US filing date it is not prior art by its publication date, as before.
    expect(note('7174561')).toContain(
      'on or after the cut-off 2005-01-14: not prior art by its publication date',
    );
    expect(report).not.toContain('2005-07, on or after the cut-off 2005-01-14: not prior art');
  });

  it('US D651,584 (EM priority, 35 U.S.C. 172): the cut-off is not exact either', () => {
    const g = grant('ipg120103', 'D0651584');
    expect(g.serviceDates.effective_filing_date).toMatchObject({ date: '2010-09-10', exact: false });
  });

  it('an AIA filing: the priority date is the effective filing date (100(i)(1)(B)), on the same condition', () => {
    // No grant of the shared slices was filed under the AIA with a foreign priority: the record is built.
    const d = computePatentDates({
      patentType: 'utility',
      granted: true,
      filingDate: '2014-03-20',
      grantDate: '2016-05-03',
      applicationStatus: null,
      continuity: [],
      priorityClaims: [{ kind: 'national', country: 'KR', number: '10-2013-0030001', date: '2013-03-21' }],
      termExtensionDays: 0,
      grantTermYears: null,
      terminalDisclaimer: null,
      continuityKnown: true,
    });
    expect(d.effective_filing_date).toMatchObject({ date: '2013-03-21', exact: false });
    expect(d.effective_filing_date.basis).toContain(
      'the effective filing date under 35 U.S.C. 100(i)(1)(B) only for such claims; for others it is the US filing date (2014-03-20)',
    );
  });

  // Real grants of 2009-01-06, inside US8421436's gap (2008-12-10 … 2009-12-09); the stub search honours `before`.
  const inGap = readGrantSlice(grantSlice('ipg090106')).slice(0, 3);
  const corpus: CorpusSearch = {
    similar: async (q) =>
      inGap.filter((g) => !q.before || g.grantDate! < q.before).map((g, i) => grantCandidate(g, 1 - i / 10)),
  };

  it('US8421436: art of the gap is searched and listed as prior art unless the KR priority claim holds', async () => {
    const patent = grant('ipg130416', '8421436');
    const found = await searchPriorArt(corpus, patent, { floor: 0 });
    expect(found.shown).toHaveLength(0);
    expect(found.benefitGap).toMatchObject({ from: '2008-12-10', until: '2009-12-10' });
    const a = buildLocalAnalysis(patent, found, { now: today });
    expect(a.priorArt.length).toBeGreaterThan(0);
    for (const p of a.priorArt)
      expect(p.unlessBenefit).toBe(
        'dated 2009-01-06, on or after the cut-off 2008-12-10 but before 2009-12-10: prior art unless the foreign priority claim to KR 10-2008-0125387 holds (the cut-off is its priority date, which counts only for claims that application supports and a priority claim perfected under 35 U.S.C. 119(b); without it the cut-off is the US filing date 2009-12-10)',
      );
    expect(a.noveltyScore).toBeNull();
  });
});

describe('a continuation-in-part chain: art after the parent date is prior art unless the parent supports the claim', () => {
  it('US8420883 (1994-11-28 through CIP 08/926,532 filed 1997-09-10): references of record and the gap', async () => {
    const { patent, a, report } = await analysed('ipg130416', '8420883');
    expect(patent.cutoff?.unlessBenefit).toMatchObject({
      date: '1997-09-10',
      claims: ['08/884,069'],
      kind: 'cip',
      added: ['08/926,532'],
    });
    const weber = a.referencesOfRecord!.find((r) => r.number.includes('5370132'))!;
    expect(weber.dateNote).toBe(
      'dated 1994-12, on or after the cut-off 1994-11-28 but before 1997-09-10: prior art unless the claim is supported by 08/884,069 (a claim relying on matter first added in continuation-in-part 08/926,532 dates from 1997-09-10, 35 U.S.C. 120)',
    );
    // Dated after the CIP's filing (1997-12) it stays "not prior art by its publication date".
    expect(report).not.toMatch(
      /dated (?:1994-12|199[56]-\d\d|1997-0[1-8]), on or after the cut-off 1994-11-28: not prior art/,
    );
    expect(report).toMatch(/dated 1997-12, on or after the cut-off 1994-11-28: not prior art/);
    expect(report).toContain('art dated from 1994-11-28 to 1997-09-10 is searched too');
    const found = await searchPriorArt({ similar: async () => [] }, patent, { floor: 0 });
    expect(found.benefitGap).toMatchObject({
      from: '1994-11-28',
      until: '1997-09-10',
      claims: ['08/884,069'],
    });
  });
});

describe('a PCT national stage names its international filing date and its 371(c) date', () => {
  it('US7641038', () => {
    const g = grant('ipg100105', '7641038');
    expect(g.serviceDates.effective_filing_date.basis).toMatch(
      /^international filing date 2005-04-08 of PCT\/US2005\/011924 \(35 U\.S\.C\. 363\); 371\(c\) date 2007-09-06/,
    );
  });
});

describe('a design patent: no technical merit, one-sentence summary, design wording', () => {
  it('US D651,584', async () => {
    const { a } = await analysed('ipg120103', 'D0651584');
    expect(a.technicalMerit).toBeNull();
    expect(a.scoreReasons.technicalMerit).toBe(
      'Not assessed: technical merit does not apply to a design patent, which protects an ornamental appearance, not a technical function (35 U.S.C. 171).',
    );
    expect(a.summary).toMatch(
      /^A design patent claiming the ornamental design for a parent unit for babyphone/i,
    );
    expect(a.summary).not.toMatch(/^Design patent\./);
    const expired = a.recommendations.find((r) => r.includes('expired on 2026-01-03'))!;
    expect(expired).toContain('the design it shows may be made and sold unless a patent in force covers it');
    expect(expired).not.toContain('what it teaches');
  });
});

describe('a reference of another field left out is dated against the cut-off', () => {
  it('US7642029 (cut-off 2005-10-28): US7158161, granted 2007-01-02 and filed before, is named as a 102(e) candidate', async () => {
    const patent = grant('ipg100105', '7642029');
    const other = readGrantSlice(grantSlice('ipg070102')).find((g) => g.number === '7158161')!;
    expect(other.filingDate! < '2005-10-28').toBe(true);
    // Retrieved by its US filing date (byFilingDate), as the corpus search returns such a document.
    const corpus: CorpusSearch = {
      similar: async () => [grantCandidate(other, 1)],
      fullText: async () =>
        new Map([
          [other.number, { claims: other.claims.map((c) => c.text), description: other.description }],
        ]),
    };
    // A stand-in model: the patent's field on one axis, anything else on the other.
    const field = new Embedder({
      load: async () => async (texts) => texts.map((t) => (t.startsWith(patent.title) ? [1, 0] : [0, 1])),
    });
    const found = await searchPriorArt(corpus, patent, { floor: 0.01, field });
    expect(found.shown).toHaveLength(0);
    expect(found.search.message).toContain(
      `US7158161 (dated 2007-01-02, filed ${other.filingDate} in the US: after the cut-off by its date, a candidate as of its US filing date, pre-AIA 35 U.S.C. 102(e)): classified`,
    );
  });
});
