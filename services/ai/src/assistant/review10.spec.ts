import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PatentDetail } from '@patent-hub/contracts';
import {
  askOnTexts,
  grantRecord,
  firstThreeLaw,
  labelsOf as labels,
  leadOf as lead,
} from '../../test/support/assistant-fixtures.js';
import { patentDataDir, readGrantSlice, withServiceDates } from '../../test/support/uspto-xml-reader.js';
import { buildLocalAnalysis } from '../engine/local-analysis.js';
import { chartPriorArt } from '../engine/prior-art-chart.js';
import { LegalKnowledgeBase } from '../legal/legal-kb.js';
import { LOCAL_ENGINE } from '../providers/local.provider.js';
import { Assistant } from './assistant.js';

// Attorney-style review 10 of the assistant (issue 25, 2026-11-30): wording and citation defects left from review 9.
// Real grants of the weekly slices and the legal texts are read from PATENT_DATA_DIR at run time.
const ask = askOnTexts();

/** US7863991 (CMOS VCO, granted 2011-01-04), as the records port gives it with the dates the patents service computes. */
function us7863991(): PatentDetail {
  return grantRecord('ipg110104.small.xml', '7863991');
}

/** The assistant answering on that record alone, on `today`. */
function onRecord(record: PatentDetail, today: string) {
  const unused = async () => {
    throw new Error('not used: no search');
  };
  const assistant = new Assistant(
    new LegalKnowledgeBase(),
    { similar: unused, get: unused, landscape: unused },
    { detail: async (n: string) => (n === record.patent_number ? record : null) },
    () => today,
  );
  return (q: string) => assistant.prepare(q, [], 'patent_assistant', LOCAL_ENGINE);
}

const UNKNOWN =
  'our data holds no maintenance-fee record, so whether it was paid (and the patent is in force) is not known here; ' +
  'check the USPTO fee record (Patent Center or the maintenance-fee storefront)';

describe('1: with no fee record in the data, whether a fee was paid is "not known", never "no lapse" or "no payment"', () => {
  it('past the grace periods (2026): each past fee of US7863991 says payment is not known here', async () => {
    const a = await onRecord(us7863991(), '2026-11-30')('When are the maintenance fees of US7863991 due?');
    expect(a.local).toMatch(
      new RegExp(
        `3\\.5-year fee: window 2014-01-0\\d to 2014-07-0\\d .*— past; ${UNKNOWN.replace(/[()]/g, '\\$&')}`,
      ),
    );
    expect(a.local).not.toMatch(/shows no lapse|shows no payment/);
  });

  it.each([
    'Is US7863991 still in force?',
    'When are the maintenance fees of US7863991 due?',
    'Has US7863991 lapsed?',
  ])(
    'in the surcharge period (2014-10-01): "%s" says payment is not known, then the surcharge',
    async (q) => {
      const a = await onRecord(us7863991(), '2014-10-01')(q);
      expect(a.local).toContain('our data holds no maintenance-fee record, so whether it was paid');
      expect(a.local).toMatch(/unpaid, it can now be paid only with the surcharge/);
      expect(a.local).not.toMatch(/shows no lapse|shows no payment/);
    },
  );

  it('the analysis of US7863991 in the surcharge period says the same', () => {
    const file = path.join(
      patentDataDir(),
      'uspto-xml/PatentsView__PatentsView-DB/ipgxml/ipg110104.small.xml',
    );
    const patent = withServiceDates(readGrantSlice(file).find((g) => g.number === '7863991')!);
    const found = chartPriorArt(patent, [], new Map(), null);
    const advice = buildLocalAnalysis(patent, found, {
      now: new Date('2014-10-01T12:00:00Z'),
    }).recommendations;
    expect(advice.join('\n')).toContain(
      `Its due date has passed; ${UNKNOWN}; unpaid, today it can be paid only with the surcharge.`,
    );
    expect(advice.join('\n')).not.toMatch(/shows no payment/);
  });
});

describe('2: a Chapter II demand cites what governs it (MPEP 1842, 37 CFR 1.480), not Paris priority', () => {
  it.each([
    'Our PCT has a priority date of 2025-03-31 and the international search report was transmitted on 2026-01-20. Last day to file a Chapter II demand?',
    'Our international application claims priority to a US application filed 2025-06-02. By when must the demand for international preliminary examination be filed?',
    'When is the deadline to file a Chapter II demand?',
  ])('"%s"', async (q) => {
    const a = await ask(q);
    expect(labels(a)[0]).toBe('MPEP 1842');
    expect(labels(a).every((l) => l.startsWith('MPEP 1842') || l.startsWith('37 CFR 1.480'))).toBe(true);
    expect(a.local).not.toContain('35 U.S.C. 119(a)');
  });

  it('a question on the priority claim itself still cites 35 U.S.C. 119(a)', async () => {
    const a = await ask(
      'We filed at the EPO on 2025-03-03. By when must the US application claiming its priority be filed?',
    );
    expect(labels(a)).toContain('35 U.S.C. 119(a)');
  });
});

describe('3: a dated IDS question cites the IDS rules, not the correction of inventorship (37 CFR 1.48(c))', () => {
  it.each([
    'We filed our application on 2025-01-10 and an IDS on 2025-09-15. The first office action was mailed on 2025-10-01. Is a fee due for the IDS?',
    'We filed our application on 2025-01-10; the first office action was mailed on 2025-10-01 and we filed an IDS on 2025-11-20. Is a fee due?',
    'Application filed 2025-02-03; first Office action on the merits mailed 2025-08-12; we filed the IDS on 2025-09-30. Is a fee due?',
  ])('"%s"', async (q) => {
    const a = await ask(q);
    expect(labels(a)[0]).toMatch(/^37 CFR 1\.97\([bc]\)/);
    expect(labels(a).some((l) => /^37 CFR 1\.4[1-8]\b|^MPEP 602/.test(l))).toBe(false);
  });

  it('a question on adding an inventor still cites 37 CFR 1.48', async () => {
    const a = await ask('I forgot to put my co-inventor on the application. Can I add her now?');
    expect(firstThreeLaw(a).some((l) => l.startsWith('37 CFR 1.48'))).toBe(true);
  });
});

describe('4a: whether a granted patent must still be paid for leads with the 3.5-year (3 years 6 months) first fee', () => {
  it.each([
    'Do I have to keep paying fees after my patent is granted to keep it alive?',
    'Once my patent issues, are there any more payments to keep it in force?',
    'What do I need to pay after my patent issues?',
  ])('"%s"', async (q) => {
    const a = await ask(q);
    expect(lead(a)).toContain(
      'stays in force only if its three maintenance fees are paid, due 3.5 years (3 years and 6 months), 7.5 years and 11.5 years after the grant (35 U.S.C. 41(b)(1))',
    );
    expect(lead(a)).toContain('6-month grace period');
    expect(lead(a)).toMatch(
      /“The Director shall charge the following fees for maintaining in force all patents/,
    );
    expect(labels(a)[0]).toBe('35 U.S.C. 41(b)(1)');
  });

  it('a question on when the fees are due keeps its own lead', async () => {
    const a = await ask('When are maintenance fees due for a utility patent?');
    expect(lead(a)).not.toContain('stays in force only if');
  });
});

describe('4b: what evidence overcomes obviousness leads with the secondary considerations (MPEP 2145, 716.01(a))', () => {
  it.each([
    'The examiner says my idea is obvious from two old patents put together. What kind of evidence can help me argue back?',
    'My claims were rejected as obvious over a combination of references. Can test data showing unexpected results help?',
    'What can I argue against a 103 rejection?',
  ])('"%s"', async (q) => {
    const a = await ask(q);
    expect(lead(a)).toContain(
      'the "secondary considerations" of Graham v. John Deere (objective indicia): unexpected results, commercial success',
    );
    expect(lead(a)).toContain('declaration or affidavit under 37 CFR 1.132');
    expect(lead(a)).toContain('“Rebuttal evidence may include evidence of "secondary considerations,"');
    expect(firstThreeLaw(a)).toEqual(['MPEP 2145', 'MPEP 716.01(a)', '37 CFR 1.132']);
  });

  it('a question on the test itself keeps the Graham inquiries', async () => {
    const a = await ask('When is a claimed invention obvious?');
    expect(firstThreeLaw(a)).toEqual(['MPEP 2141', 'MPEP 2142', 'MPEP 2143']);
    expect(lead(a)).not.toContain('secondary considerations');
  });
});

describe('5: a sentence confined to a kind of patent the question does not name never leads (set P)', () => {
  it.each([
    'I forgot to pay my maintenance fee. is my patent gone?',
    "I didn't pay the renewal fee on my patent. Is it dead?",
    'We forgot to pay the maintenance fee for our patent. Is it gone?',
  ])('"%s" leads with the grace period, not the design and plant exemption', async (q) => {
    const a = await ask(q);
    expect(lead(a)).not.toMatch(/design or plant patent/);
    expect(lead(a)).toContain('grace period');
  });

  it('a question naming a design patent is still answered by the exemption', async () => {
    const a = await ask('Do I have to pay maintenance fees on my design patent?');
    expect(lead(a)).toContain('No fee may be established for maintaining a design or plant patent in force');
  });
});
