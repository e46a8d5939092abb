import { describe, expect, it } from 'vitest';
import type { PatentDetail } from '@patent-hub/contracts';
import type { PatentsPort } from '../patents/patents.gateway.js';
import { LOCAL_ENGINE } from '../providers/local.provider.js';
import {
  RECORD,
  askOnTexts,
  hit,
  labelsOf as labels,
  leadOf as lead,
} from '../../test/support/assistant-fixtures.js';
import { LegalKnowledgeBase, legalDataDir } from '../legal/legal-kb.js';
import { idsPeriod } from '../legal/ids-period.js';
import { confinedElsewhere, namedProceedings as named } from '../legal/legal-answer.js';
import { Assistant, briefBasis } from './assistant.js';

// Attorney-style review 4 of the assistant (issue 25, 2026-11-30): the remaining defects, each asked in the
// practitioner's words and in two other wordings. The legal texts are read from PATENT_DATA_DIR at run time; today is
// 2026-11-28.
const ask = askOnTexts();

describe('1: a small entity filing fee leads with the electronic-filing rate (37 CFR 1.16(a), 1.27(b)(2))', () => {
  it.each([
    'How much does it cost to file a utility application as a small entity?',
    'What is the filing fee for a small entity filing a non-provisional application?',
    'We are a small business. How much are the fees to file our utility application?',
  ])('"%s"', async (q) => {
    const a = await ask(q);
    expect(lead(a)).toContain(
      '**small entity $70.00 filed through the Office electronic filing system (37 CFR 1.27(b)(2)), $140.00 otherwise**',
    );
    // Search and examination with it: the sum the question asks, the electronic rate counted.
    expect(lead(a)).toContain('**small entity $730.00 filed electronically, $800.00 otherwise**');
    expect(labels(a)[0]).toBe('37 CFR 1.16(a)');
  });

  it('without an entity named, every entity is listed, the small entity with both rates', async () => {
    const a = await ask('What is the filing fee for a utility patent application?');
    expect(lead(a)).toContain(
      'micro entity $70.00; small entity $70.00 filed through the Office electronic filing system (37 CFR 1.27(b)(2)), $140.00 otherwise; other than a small or micro entity $280.00',
    );
  });
});

describe('2: a PCT answer carries no paragraph on the versions of 37 CFR 1.55 when the priority is not what is asked', () => {
  it.each([
    'Our PCT application claims priority to June 18, 2025. What is the deadline to enter the US national phase?',
    'When must I file a PCT application claiming priority to my German application?',
    'Our PCT has a priority date of 2025-03-31 and the international search report was transmitted on 2026-01-20. Last day to file a Chapter II demand?',
  ])('"%s"', async (q) => {
    const a = await ask(q);
    expect(a.local).not.toContain('Which version applies');
    expect(a.local).not.toContain('Version applied');
  });

  it('a question on the priority claim of a US application still names the version', async () => {
    const a = await ask('How do I claim foreign priority in my US application?');
    expect(a.local).toMatch(/\*\*Which version applies:\*\* the texts hold 37 CFR 1\.55/);
  });
});

describe('3: a prior-art answer states its finding in one short first paragraph, the details after', () => {
  // An effective filing date with a long basis, as a chain of benefit claims gives it.
  const chain =
    'earliest of its own filing date (2015-03-10) and the 2 application(s) it claims: provisional 62/000,001 filed ' +
    '2014-03-10; provided the claims are supported by that application; its earliest US non-provisional filing is ' +
    '14/000,002 filed 2015-03-10; '.repeat(8);
  const record = {
    ...RECORD,
    dates: {
      ...RECORD.dates,
      effective_filing_date: { ...RECORD.dates!.effective_filing_date, date: '2014-03-10', basis: chain },
    },
  } as PatentDetail;
  const patents = {
    similar: async () => [
      hit('8000001', 'Laser detection and ranging system comprising a laser source', '2012-05-01', 3),
    ],
  } as unknown as PatentsPort;
  let kb: LegalKnowledgeBase | undefined;
  const prepare = (q: string) =>
    new Assistant(
      (kb ??= LegalKnowledgeBase.load(legalDataDir())),
      patents,
      { detail: async (n: string) => (n === '10000000' ? record : null) },
      () => '2026-11-28',
    ).prepare(q, [], 'patent_assistant', LOCAL_ENGINE);

  it.each([
    'find prior art for US10000000',
    'What prior art is there against US10000000?',
    'Is there anything earlier than US 10,000,000?',
  ])(
    '"%s"',
    async (q) => {
      const a = await prepare(q);
      expect(a.kind).toBe('prior-art');
      const first = lead(a);
      expect(first).toBe(
        'Prior-art candidates for **US10000000** — Coherent LADAR using intra-pixel quadrature detection: 1 corpus ' +
          'patent above the relevance floor, among corpus patents published before its effective filing date ' +
          '2014-03-10 (earliest of its own filing date (2015-03-10) and the 2 application(s) it claims: provisional ' +
          '62/000,001 filed 2014-03-10).',
      );
      expect(first.length).toBeLessThan(400);
      // The candidate next, then how it was searched, with the basis in full.
      const rest = a.local.slice(first.length);
      expect(rest.indexOf('**US8000001**')).toBeLessThan(rest.indexOf('How it was searched:'));
      expect(rest).toContain(
        'earlier-filed US patents and applications published after that date are searched too',
      );
      expect(rest).toContain(`The cut-off in full: effective filing date: ${chain.slice(0, 60)}`);
    },
    60_000,
  );

  it('a short basis is said once, in full, in the first sentence', () => {
    expect(briefBasis('effective filing date: its own filing date')).toEqual({
      brief: 'its own filing date',
      whole: true,
    });
    // A semicolon inside parentheses does not end the first part.
    expect(
      briefBasis('earliest priority date claimed (pre-AIA; not a 102(e) date): JP 2004-1; more').brief,
    ).toBe('earliest priority date claimed (pre-AIA; not a 102(e) date): JP 2004-1');
  });
});

describe('4: an undated notice-of-appeal question cites no reexamination appeal (35 U.S.C. 134(b))', () => {
  it.each([
    'How long do I have to file a notice of appeal after a final rejection?',
    'When is the deadline to appeal a final rejection to the PTAB?',
    'What is the time limit for filing a notice of appeal from a final Office action?',
  ])('"%s"', async (q) => {
    const a = await ask(q);
    expect(labels(a)).not.toContain('35 U.S.C. 134(b)');
    expect(a.local).not.toContain('A patent owner in a reexamination may appeal');
    expect(labels(a)[0]).toMatch(/^37 CFR 41\.31/);
  });

  it('a sentence confined to a proceeding is set aside only for a question not naming it', () => {
    const owner =
      'A patent owner in a reexamination may appeal from the final rejection of any claim by the primary examiner to the Patent Trial and Appeal Board.';
    expect(confinedElsewhere(owner, 'How long do I have to appeal a final rejection?')).toBe(true);
    expect(
      confinedElsewhere(owner, 'Can a patent owner appeal a final rejection in an ex parte reexam?'),
    ).toBe(false);
    const ipr =
      'In an inter partes review, the patent owner may file a preliminary response to the petition.';
    expect(confinedElsewhere(ipr, named('When is the preliminary response due in an IPR?'))).toBe(false);
  });
});

describe('5: an IDS placed before the first action on the merits is the free period of 37 CFR 1.97(b)', () => {
  it.each([
    'We filed an IDS before the first office action. Is a fee due?',
    'Do we have to pay a fee for an IDS submitted prior to the first action on the merits?',
    'We filed our application on 2025-01-10 and an IDS on 2025-09-15. The first office action was mailed on 2025-10-01. Is a fee due for the IDS?',
  ])('"%s"', async (q) => {
    const a = await ask(q);
    expect(lead(a)).toMatch(/^\*\*Answer:\*\* No fee and no statement: an IDS filed /);
    expect(lead(a)).toContain('(37 CFR 1.97(b)');
    expect(labels(a)[0]).toBe('37 CFR 1.97(b)');
    expect(lead(a)).not.toContain('**Deadline');
  });

  it.each([
    ['We filed the IDS after the first office action. Do we need to pay a fee?', '(c)'],
    [
      'We filed our application on 2025-01-10; the first office action was mailed on 2025-10-01 and we filed an IDS on 2025-11-20. Is a fee due?',
      '(c)',
    ],
    ['Our IDS went in after the final rejection. What does it need?', '(d)'],
  ])('"%s": 37 CFR 1.97%s leads', async (q, paragraph) => {
    const a = await ask(q);
    expect(labels(a)[0]).toBe(`37 CFR 1.97${paragraph}`);
  });

  it('reads the period from the dates compared, else from the timing words', () => {
    expect(idsPeriod('We filed an IDS before the first office action.')?.paragraph).toBe('(b)');
    expect(idsPeriod('We filed an IDS after receiving the first office action.')?.paragraph).toBe('(c)');
    // Within 3 months of filing, even after a first action: still 1.97(b).
    expect(
      idsPeriod(
        'Application filed 2025-01-10, first office action mailed 2025-03-01, IDS filed on 2025-03-20. Fee?',
      ),
    ).toMatchObject({
      paragraph: '(b)',
      when: 'on 2025-03-20, within 3 months of the filing date 2025-01-10',
    });
    expect(
      idsPeriod(
        'A final rejection was mailed on 2025-10-01 and we filed an IDS on 2025-10-15. What is needed?',
      )?.paragraph,
    ).toBe('(d)');
    expect(idsPeriod('What is an IDS?')).toBeNull();
  });
});

describe('6: an extension fee asked for some months leads with that row of 37 CFR 1.17(a)', () => {
  it.each([
    ['How much is a 3-month extension?', '1.17(a)(3)', 'For reply within third month'],
    ['What does a three month extension of time cost?', '1.17(a)(3)', 'For reply within third month'],
    [
      'What is the fee for a two-month extension of time for a small entity?',
      '1.17(a)(2)',
      'For reply within second month',
    ],
  ])('"%s"', async (q, row, heading) => {
    const a = await ask(q);
    const items = lead(a)
      .split('\n')
      .filter((l) => l.startsWith('- '));
    expect(items).toHaveLength(1);
    expect(items[0]).toContain(`**37 CFR ${row}**`);
    expect(items[0]).toContain(heading);
    expect(items[0]).toMatch(
      /micro entity \$[\d,.]+.*small entity \$[\d,.]+|small entity \$[\d,.]+.*micro entity/,
    );
  });

  it('an extension asked without its months lists every row', async () => {
    const a = await ask('What are the extension of time fees?');
    expect(
      lead(a)
        .split('\n')
        .filter((l) => l.startsWith('- ')),
    ).toHaveLength(5);
  });
});

describe('7: a provisional needs no claim: 35 U.S.C. 111(b)(2) is quoted', () => {
  it.each([
    'Do provisional applications need claims?',
    'Do I need to include claims in my provisional?',
    'Can I file a provisional patent application without any claims?',
  ])('"%s"', async (q) => {
    const a = await ask(q);
    expect(lead(a)).toMatch(
      /^\*\*Answer:\*\* No: a provisional application needs no claim \(35 U\.S\.C\. 111\(b\)\(2\)\)/,
    );
    expect(lead(a)).toContain(
      '“A claim, as required by subsections (b) through (e) of section 112, shall not be required in a provisional application.” — **35 U.S.C. 111(b)(2)**',
    );
    expect(labels(a)[0]).toBe('35 U.S.C. 111(b)(2)');
  });

  it('a benefit claim to a provisional is no claim of it', async () => {
    const a = await ask('How do I claim the benefit of my provisional application?');
    expect(lead(a)).not.toContain('No: a provisional application needs no claim');
  });
});

describe('8: a Chapter II demand counts both periods when both dates are given (PCT Rule 54bis.1(a))', () => {
  it.each([
    [
      // The search report early: the 22 months govern.
      'Our PCT has a priority date of 2025-03-31 and the international search report was transmitted on 2026-01-20. Last day to file a Chapter II demand?',
      /^\*\*Deadline: 2027-02-01\*\*/,
      'Both periods counted: 22 months from 2025-03-31 (the priority date) end on 2027-02-01; 3 months from 2026-01-20 (the transmittal of the international search report and written opinion) end on 2026-04-20: the later, 2027-02-01, is the last day',
    ],
    [
      // The search report late: its 3 months govern.
      'The ISR in our PCT was mailed on 2026-10-05 and our priority date is 2025-01-15. When is the Chapter II demand due?',
      /^\*\*Deadline: 2027-01-05\*\*: [^\n]*counted from 2026-10-05 \(the transmittal of the international search report and written opinion\)/,
      'Both periods counted: 22 months from 2025-01-15 (the priority date) end on 2026-11-16; 3 months from 2026-10-05 (the transmittal of the international search report and written opinion) end on 2027-01-05: the later, 2027-01-05, is the last day',
    ],
    [
      // Only the search report dated: its 3 months, and the other date asked for.
      'The international search report was transmitted on 2026-10-05. When must the demand for international preliminary examination be filed?',
      /^\*\*Deadline: 2027-01-05\*\*/,
      'The 22 months from the priority date may end later and then govern: give that date to have both counted',
    ],
  ])('"%s"', async (q, first, compared) => {
    const a = await ask(q);
    expect(lead(a)).toMatch(first);
    expect(lead(a)).toContain(compared);
    expect(labels(a)[0]).toBe('MPEP 1842');
  });
});
