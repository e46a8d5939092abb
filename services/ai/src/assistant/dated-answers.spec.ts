import type { PatentDetail } from '@patent-hub/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { LegalKnowledgeBase, legalDataDir } from '../legal/legal-kb.js';
import type { PatentsPort } from '../patents/patents.gateway.js';
import { LOCAL_ENGINE } from '../providers/local.provider.js';
import { RECORD } from '../../test/support/assistant-fixtures.js';
import { Assistant } from './assistant.js';
import { patentStatus } from './patent-answer.js';
import { applicationDate, asksIfPriorArt, beyondCard } from './beyond-card.js';
import { classify, type Turn } from './question.js';

// Attorney review of 2026-11-29, section 2 (issue 25): a patent asked about as prior art against an application of a
// given date gets the conclusion from its record's dates; a procedural question after a patent question is answered as
// law; a reissue's 2 years, a design's maintenance fees, the usual shortened statutory period and the assignee at grant.

/** A record with the dates of US 7,315,219 (pre-AIA, Taiwanese priority, published before grant). */
const PUBLISHED_PRE_AIA = {
  ...RECORD,
  patent_number: '7315219',
  patent_title: 'Multiphase voltage controlled oscillator',
  app_filing_date: '2005-09-07',
  grant_date: '2008-01-01',
  patent_date: '2008-01-01',
  publication_number: 'US20060049879A1',
  publication_date: '2006-03-09',
  citations: [
    {
      document_number: '4337529',
      country: 'US',
      kind: 'A',
      name: 'Morokawa',
      date: '1982-06',
      category: null,
    },
  ],
  dates: {
    ...RECORD.dates!,
    effective_filing_date: {
      date: '2004-09-07',
      exact: true,
      earliest_possible: false,
      basis:
        'earliest of its own filing date (2005-09-07) and the 1 application(s) it claims: foreign 93127003 A (TW) filed 2004-09-07 (35 U.S.C. 119(a))',
      citations: [],
    },
  },
} as PatentDetail;

/** A record with the dates of US 8,089,085 (filed 2009, published 2010, granted 2012). */
const GRANTED_2012 = {
  ...RECORD,
  patent_number: '8089085',
  patent_title: 'Heat sink base for LEDS',
  assignee_organization: 'Bridgelux, Inc.',
  app_filing_date: '2009-02-26',
  grant_date: '2012-01-03',
  patent_date: '2012-01-03',
  publication_number: 'US20100213808A1',
  publication_date: '2010-08-26',
  assignments: [],
  dates: {
    ...RECORD.dates!,
    effective_filing_date: { ...RECORD.dates!.effective_filing_date, date: '2009-02-26' },
  },
} as PatentDetail;

/** A publication on Thursday 2011-03-03: its anniversary, Saturday 2012-03-03, runs to Monday 2012-03-05 (21(b)). */
const PUBLISHED_BEFORE_WEEKEND = {
  ...GRANTED_2012,
  patent_number: '7999999',
  publication_number: 'US20110051234A1',
  publication_date: '2011-03-03',
  app_filing_date: '2010-01-05',
  grant_date: '2012-06-19',
  patent_date: '2012-06-19',
  dates: {
    ...RECORD.dates!,
    effective_filing_date: { ...RECORD.dates!.effective_filing_date, date: '2010-01-05' },
  },
} as PatentDetail;

let assistant: Assistant;
beforeAll(() => {
  const kb = LegalKnowledgeBase.load(legalDataDir());
  const records = new Map(
    [PUBLISHED_PRE_AIA, GRANTED_2012, PUBLISHED_BEFORE_WEEKEND, RECORD].map((r) => [r.patent_number, r]),
  );
  const patents = { similar: async () => [] } as unknown as PatentsPort;
  assistant = new Assistant(kb, patents, { detail: async (n) => records.get(n) ?? null }, () => '2026-11-29');
}, 60_000);

const ask = (q: string, history: Turn[] = []) =>
  assistant.prepare(q, history, 'patent_assistant', LOCAL_ENGINE);
/** The answer's first two paragraphs: the patent named, then what is concluded. */
const opening = (text: string) => text.split('\n\n').slice(0, 2).join('\n\n');

describe('a named patent asked about as prior art against an application of a given date', () => {
  it('reads "could/can/is US… (be cited as) prior art against/to" as the patent itself, not its references', () => {
    for (const q of [
      'Could US 7315219 be cited as prior art against a US application filed on 2008-06-01?',
      'Can US7315219 be used as prior art against my application?',
      'Could US 7,315,219 be cited as prior art to our application filed March 1, 2009?',
      'Is US8089085 prior art to my application filed 2014-05-01?',
    ]) {
      expect(asksIfPriorArt(q)).toBe(true);
      expect(beyondCard(q)).toBe('as-prior-art');
    }
    expect(beyondCard('Which references cited in US7315219 could be 102(e) art?')).toBe('references-as-art');
    expect(
      applicationDate('Could US 7,315,219 be cited as prior art to our application filed March 1, 2009?'),
    ).toBe('2009-03-01');
    expect(applicationDate('Is US8089085 prior art against my application?')).toBeNull();
  });

  it('concludes a pre-AIA 102(b) bar from the publication, 102(a) from the grant, 102(e) from the US filing date', async () => {
    for (const q of [
      'Could US 7315219 be cited as prior art against a US application filed on 2008-06-01?',
      'Could US 7,315,219 be cited as prior art against a US application filed on 2008-06-01?',
    ]) {
      const a = await ask(q);
      const text = opening(a.local);
      expect(text).toMatch(/^Answering about \*\*US7315219\*\*/);
      expect(text).toContain(
        '**Yes — US7315219 is prior art against a US application filed on 2008-06-01, a pre-AIA 35 U.S.C. 102(b) bar**',
      );
      expect(text).toContain(
        '- pre-AIA 102(b): its application was published as US 2006/0049879 A1 on 2006-03-09, more than one year before your US filing date',
      );
      expect(text).toContain('- pre-AIA 102(a): it was granted on 2008-01-01, before your filing date');
      expect(text).toContain(
        '- pre-AIA 102(e): as of its US filing date 2005-09-07 (not its foreign priority date 2004-09-07',
      );
      // The law of the application's date: pre-AIA 35 U.S.C. 102(e) and MPEP 2136 after the patent.
      expect(a.sources.slice(0, 3).map((s) => s.label)).toEqual([
        'US7315219',
        '35 U.S.C. 102(e) (pre-AIA)',
        'MPEP 2136',
      ]);
      // Its own references are not what was asked.
      expect(a.local).not.toContain('References of record as prior art');
      expect(a.local).not.toMatch(/- US4337529: dated/);
    }
  });

  it('concludes 102(a)(1) for an AIA application filed more than a year after the grant, without asking for the date', async () => {
    const a = await ask('Is US8089085 prior art to my application filed 2014-05-01?');
    const text = opening(a.local);
    expect(text).toContain(
      '**Yes — US8089085 is prior art against an application effectively filed on 2014-05-01**',
    );
    expect(text).toMatch(
      /- under 35 U\.S\.C\. 102\(a\)\(1\): [^\n]*it was granted on 2012-01-03 — more than a year before/,
    );
    expect(text).toContain('so the exceptions of 102(b)(1)');
    expect(text).toContain(
      '- under 35 U.S.C. 102(a)(2): a US patent naming another inventor, effectively filed on 2009-02-26',
    );
    expect(a.local).not.toContain('give your filing date');
    expect(a.sources.map((s) => s.label)).toContain('35 U.S.C. 102(a)(2)');
  });

  it('counts the year of a 102(b) bar to the next business day (35 U.S.C. 21(b))', async () => {
    // Filed on the Monday the anniversary runs to: the publication is not a bar; a day later it is.
    const within = opening(
      (await ask('Is US7999999 prior art against my application filed on 2012-03-05?')).local,
    );
    expect(within).not.toContain('102(b) bar');
    const after = opening(
      (await ask('Is US7999999 prior art against my application filed on 2012-03-06?')).local,
    );
    expect(after).toContain('102(b) bar');
  });

  it('says no when the patent was filed and granted after the application, and what the record lacks', async () => {
    const a = await ask('Is US10000000 prior art against my application filed on 2014-05-01?');
    expect(a.local).toContain(
      '**No — US10000000 is not prior art against an application effectively filed on 2014-05-01**',
    );
    expect(a.local).toContain('The record shows no publication of its application before grant');
  });

  it('reads "is it prior art to my application …?" after a patent question as about that patent', async () => {
    const history: Turn[] = [
      { role: 'user', content: 'Who owns US8089085?' },
      { role: 'assistant', content: 'Answering about **US8089085** — Heat sink base for LEDS.' },
    ];
    const a = await ask('Is it prior art to my application filed 2014-05-01?', history);
    expect(a.local).toContain(
      '**Yes — US8089085 is prior art against an application effectively filed on 2014-05-01**',
    );
  });
});

describe('a procedural question after a patent question', () => {
  const HISTORY: Turn[] = [
    { role: 'user', content: 'What does claim 5 of US6983169 say?' },
    { role: 'assistant', content: 'Answering about **US6983169** — Wireless device.' },
  ];

  it('answers as law when "its" stands for the question’s own subject', async () => {
    for (const q of [
      'I received a notice of allowance. Until when can I file a continuation, and how do I claim its benefit?',
      'After the notice of allowance, until when can I file a continuation and claim its filing date?',
    ]) {
      expect(classify(q, '6983169', false)).toBe('legal');
      const a = await ask(q, HISTORY);
      expect(a.kind).toBe('legal');
      expect(a.citations).toEqual([]);
      expect(a.local).not.toContain('Answering about');
      expect(a.sources[0].label).toBe('MPEP 211.01(b)');
      // Where the benefit claim goes, and by when (the 37 CFR 1.78 of the texts, with its revision).
      expect(a.local).toContain('**37 CFR 1.76(b)(5)**');
      expect(a.local).toMatch(/\*\*37 CFR 1\.78\(c\)\(3\)\*\* \([^)]*rules text of late 2013/);
      expect(a.local).toContain('sixteen months from the filing date of the prior-filed application');
    }
  });

  it('still reads "its" as the patent when the question has no subject of its own', () => {
    expect(classify('And when are its maintenance fees due?', '6983169', false)).toBe('patent');
    expect(classify('Does this patent claim a holster?', '6983169', false)).toBe('patent');
  });
});

describe('dated and design procedural answers', () => {
  it('computes the 2 years of 35 U.S.C. 251(d) for a broadening reissue, with intervening rights (252)', async () => {
    const a = await ask('My patent was granted 2025-02-11, can I still broaden the claims by reissue?');
    expect(a.local).toMatch(
      /^\*\*Deadline: 2027-02-11\*\*: the last day to file a reissue application enlarging/,
    );
    expect(a.local).toContain('unless applied for within two years from the grant of the original patent');
    expect(a.local).toContain('Intervening rights (35 U.S.C. 252)');
    expect(a.sources.slice(0, 2).map((s) => s.label)).toEqual(['35 U.S.C. 251(d)', '35 U.S.C. 252']);
  });

  it('answers no maintenance fees on a design patent from 35 U.S.C. 41(b)(3), with its revision', async () => {
    const a = await ask('Are maintenance fees due on a design patent?');
    expect(a.local.split('\n\n')[0]).toMatch(
      /^\*\*Answer:\*\* “No fee may be established for maintaining a design or plant patent in force\.” — \*\*35 U\.S\.C\. 41\(b\)\(3\)\*\* \([^)]*OLRC text of ~2022\)/,
    );
    expect(a.sources[0]).toMatchObject({
      label: '35 U.S.C. 41(b)(3)',
      revision: expect.stringContaining('2022'),
    });
  });

  it('answers "Are maintenance fees due?" after a design-patent question of design patents', async () => {
    const q = 'How long is the term of a design patent?';
    const first = await ask(q);
    const history: Turn[] = [
      { role: 'user', content: q },
      { role: 'assistant', content: first.local },
    ];
    const a = await ask('Are maintenance fees due?', history);
    expect(a.sources[0].label).toBe('35 U.S.C. 41(b)(3)');
    expect(a.local).toContain('No fee may be established for maintaining a design or plant patent in force.');
    // After a utility-patent question, the same words get the utility schedule.
    const utility = await ask('Are maintenance fees due?', [
      { role: 'user', content: 'How long is the term of a utility patent?' },
      { role: 'assistant', content: '…' },
    ]);
    expect(utility.local).not.toContain('No fee may be established for maintaining a design');
  });

  it('counts the usual shortened statutory period as 3 months, as when "3-month" is written', async () => {
    for (const q of [
      'A rejection was mailed on March 16, 2026 with the usual shortened statutory period. When is my reply due?',
      'Mailed on March 16, 2026 with the usual shortened statutory period: when is the reply due, and how late can it be with extensions?',
    ]) {
      const a = await ask(q);
      expect(a.local).toMatch(/^\*\*Deadline: 2026-06-16\*\*/);
      expect(a.local).toContain('3 months from its mailing date (MPEP 710.02(b)');
      expect(a.local).toContain('2 months (to 2026-08-16): by 2026-08-17');
    }
    // A period of another length written out is not read as the usual one.
    const two = await ask(
      'A rejection was mailed on March 16, 2026 with a 2-month shortened statutory period. When is my reply due?',
    );
    expect(two.local).not.toMatch(/^\*\*Deadline: 2026-06-16\*\*/);
  });
});

describe('the assignee of record', () => {
  it('says the record’s assignee is the assignee at grant, and where later assignments are', async () => {
    const a = await ask('Who owns US8089085?');
    // The answer is the first paragraph, not a line of the card further down.
    expect(a.local.split('\n\n')[0]).toContain(
      '**Assignee:** Bridgelux, Inc. (assignee at grant; later assignments are recorded at the USPTO assignment database and are not in this record)',
    );
  });
});

// Attorney re-review of 2026-11-29 (issue 25): the same defects, reworded.
describe('reworded questions of the re-review', () => {
  it('answers upkeep fees, renewal payments and annuities on a design patent from 35 U.S.C. 41(b)(3)', async () => {
    for (const q of [
      'Is there any upkeep fee I must pay to keep my design patent alive?',
      'Do we have to pay annuities or renewal payments to keep our design patent in force?',
    ]) {
      const a = await ask(q);
      expect(a.sources[0].label).toBe('35 U.S.C. 41(b)(3)');
      expect(a.local.split('\n\n')[0]).toMatch(
        /^\*\*Answer:\*\* “No fee may be established for maintaining a design or plant patent in force\.”/,
      );
      expect(a.local).not.toContain('37 CFR 1.137(c)');
    }
  });

  it('answers both parts of a question asking a design patent’s term and its fees', async () => {
    for (const q of [
      'If a design application is filed today, how long does the patent last and are there renewal payments?',
      'For a design patent granted on an application filed now, what is its term and do any renewal fees fall due?',
    ]) {
      const lead = (await ask(q)).local.split('\n\n')[0];
      expect(lead).toMatch(
        /^\*\*Answer:\*\*\n- “Patents for designs shall be granted for the term of 15 years/,
      );
      expect(lead).toContain(
        '- “No fee may be established for maintaining a design or plant patent in force.” — **35 U.S.C. 41(b)(3)**',
      );
    }
    // A question asking one thing gets one answer.
    const one = (await ask('How long is the term of a design patent?')).local.split('\n\n')[0];
    expect(one).not.toContain('No fee may be established');
  });

  it('reads the normal time to respond to a first action on the merits as the 3-month period', async () => {
    for (const q of [
      "The examiner's first action on the merits is dated 2026-10-05 and gives the normal time to respond. When is my reply due?",
      'Our non-final rejection was mailed 2026-10-05 with the standard period for reply. By when must we respond?',
    ]) {
      const a = await ask(q);
      expect(a.local).toMatch(/^\*\*Deadline: 2027-01-05\*\*/);
      expect(a.local).toContain('3 months from its mailing date (MPEP 710.02(b)');
      expect(a.local).toContain('Never beyond 2027-04-05: the 6-month statutory period of 35 U.S.C. 133');
    }
  });

  it('reads "can the examiner cite US… as prior art against my application filed …" as the patent itself', async () => {
    for (const q of [
      'Can the examiner cite US8089085 as prior art against my application filed 2014-05-01?',
      'Can the examiner cite US8089085 as prior art against claims in my patent application that I filed on May 1, 2014?',
      'Could the Office use US8089085 as prior art against the claims of my application filed May 1, 2014?',
    ]) {
      expect(beyondCard(q)).toBe('as-prior-art');
      const text = opening((await ask(q)).local);
      expect(text).toContain(
        '**Yes — US8089085 is prior art against an application effectively filed on 2014-05-01**',
      );
      // The claims named are the user's: the patent's own claim 1 is not quoted.
      expect((await ask(q)).local).not.toContain('**Claim 1**');
    }
  });

  it('says the assignee is the one at grant for any wording of who owns it now', async () => {
    for (const q of [
      'Which company holds the rights in US7315219 now?',
      'Who has title to US7315219 today?',
      'Who holds US7315219 at present?',
    ])
      expect((await ask(q)).local).toContain(
        '(assignee at grant; later assignments are recorded at the USPTO assignment database and are not in this record)',
      );
  });

  it('words the card’s status as the analysis does: unknown past a fee’s grace period, else in force if paid', async () => {
    const a = await ask('What is the status of US8089085?');
    expect(a.local).toContain(
      '- **Status:** Status unknown: the 3.5-year maintenance fee was payable with the surcharge until 2016-01-04 and the fee payment record was not available; if unpaid, the patent expired as of 2016-01-03 (35 U.S.C. 41(b); 37 CFR 1.362(g)); if every fee was paid, it runs until 2035-03-10 (not exact) (recorded status: Granted)',
    );
    expect(a.local).not.toContain('unless it ends earlier');
    const recent = { ...GRANTED_2012, grant_date: '2025-01-07', patent_date: '2025-01-07' } as PatentDetail;
    expect(patentStatus(recent, '2026-11-29')).toBe(
      'Granted; in force until 2035-03-10 (not exact) if the maintenance fees are paid',
    );
  });
});

// Answer defects of 2026-11-29 (issue 25, part 2): each checked on the reported question and two rewordings.
describe('answer defects of the 2026-11-29 review', () => {
  it('reads "four" previous applications as "4" for micro entity status (37 CFR 1.29(a)(2))', async () => {
    for (const [words, digits] of [
      [
        'I have been named as inventor on more than four previous applications. Can I still claim micro entity status?',
        'I have been named as inventor on more than 4 previous applications. Can I still claim micro entity status?',
      ],
      [
        'Can an inventor named on four earlier applications pay micro entity fees?',
        'Can an inventor named on 4 earlier applications pay micro entity fees?',
      ],
      [
        'Does being named on more than four prior applications disqualify me from micro entity fees?',
        'Does being named on more than 4 prior applications disqualify me from micro entity fees?',
      ],
    ]) {
      const [a, b] = [await ask(words), await ask(digits)];
      expect(b.sources.map((s) => s.label)).toEqual(a.sources.map((s) => s.label));
      expect(b.local.split('\n\n')[0]).toEqual(a.local.split('\n\n')[0]);
      expect(a.local.split('\n\n')[0]).toMatch(/more than (?:four|4) previously filed patent applications/);
      expect(a.sources.slice(0, 3).map((s) => s.label)).toContainEqual(
        expect.stringMatching(/^37 CFR 1\.29\(a\)/),
      );
    }
  });

  it('answers nonpublication with a PCT filing from 35 U.S.C. 122(b)(2)(B)(i): not available', async () => {
    for (const q of [
      'Can I file a nonpublication request if I also file a PCT application?',
      'We plan to file a PCT application. Can we still ask the USPTO not to publish our US application?',
      'Is a nonpublication request available when the invention is also the subject of an international application?',
    ]) {
      const a = await ask(q);
      const lead = a.local.split('\n\n')[0];
      expect(lead).toMatch(/^\*\*Answer:\*\* A nonpublication request is not available when the invention/);
      expect(lead).toContain('under a multilateral international agreement (such as the PCT)');
      expect(lead).toContain('requires publication of applications 18 months after filing');
      // The sentence is 122(b)(2)(B)(i)'s: cited at that item (review 11).
      expect(lead).toContain('— **35 U.S.C. 122(b)(2)(B)(i)**');
      expect(a.sources.slice(0, 2).map((s) => s.label)).toEqual([
        '35 U.S.C. 122(b)(2)(B)(i)',
        expect.stringMatching(/^37 CFR 1\.213/),
      ]);
    }
  });

  it('cites 35 U.S.C. 173 and 41(b)(3) first for a design patent’s term and maintenance fees', async () => {
    for (const q of [
      'How long does a design patent last and are there maintenance fees?',
      'What is the term of a design patent, and do I have to pay maintenance fees on it?',
      'How long is a design patent valid and do maintenance fees apply?',
    ]) {
      const a = await ask(q);
      expect(a.sources.slice(0, 2).map((s) => s.label)).toEqual(['35 U.S.C. 173', '35 U.S.C. 41(b)(3)']);
      expect(a.local.split('\n\n')[1]).toContain(
        '15 years from grant for applications filed on or after 2015-05-13',
      );
      // A rule requiring maintenance fees (of utility patents) is not what the design question is answered from.
      expect(a.sources.slice(0, 3).map((s) => s.label)).not.toContain('37 CFR 1.366(a)');
    }
  });

  it('quotes the pre-AIA text of 35 U.S.C. 102(b) with its revision for a pre-AIA 102(b) bar', async () => {
    for (const q of [
      'Could US 7315219 be cited as prior art against a US application filed on 2008-06-01?',
      'Is US7315219 prior art against my application filed on 2008-06-01?',
      'Can the examiner use US 7,315,219 as prior art against our application filed June 1, 2008?',
    ]) {
      const a = await ask(q);
      const text = opening(a.local);
      expect(text).toContain('a pre-AIA 35 U.S.C. 102(b) bar');
      expect(text).toContain(
        '- the bar as **35 U.S.C. 102(b) (pre-AIA)** states it (pre-AIA text, April 2013): “(b) the invention was patented or described in a printed publication',
      );
      expect(a.sources.map((s) => s.label)).toContain('35 U.S.C. 102(b) (pre-AIA)');
    }
  });
});

// Attorney re-review 2026-11-29c: without the words "prior art" the question got the patent card only.
describe('a patent asked about as used, cited or anticipating against an application of a date', () => {
  it('concludes from the record’s dates', async () => {
    for (const q of [
      'Could US7315219 be used against a US application filed on 2008-06-01?',
      'Can US 7,315,219 be cited against my US application filed on June 1, 2008?',
      'Would US7315219 anticipate a claim in an application filed on 1 June 2008?',
    ]) {
      const a = await ask(q);
      expect(a.local.split('\n\n')[0], q).toMatch(
        /\*\*Yes — US7315219 is prior art against a US application filed on 2008-06-01/,
      );
    }
    expect(
      (await ask('Would US7315219 anticipate a claim in an application filed on 1 June 2008?')).local,
    ).toContain('MPEP 2131');
  });
});
