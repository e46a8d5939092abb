import { beforeAll, describe, expect, it } from 'vitest';
import { lawSource, leadOfTopic, legalEvidence, withPeriodHeadings } from './legal-answer.js';
import { citationLabel, LegalKnowledgeBase } from './legal-kb.js';
import { TOPICS, topicLead, topicOf } from './topics.js';

let kb: LegalKnowledgeBase;
// Reading and indexing the 2,000 sections takes seconds, more on a busy machine.
beforeAll(() => {
  kb = LegalKnowledgeBase.load();
}, 60_000);

/** The lead sentence and its citation for a question written for this spec. */
function lead(question: string) {
  const e = legalEvidence(kb, question, { deadline: null });
  const [first] = e.lead ?? [];
  return { sentence: first?.sentence ?? '', label: first ? lawSource(e.hits[first.hit]).label : '' };
}

describe('topic lead sentences', () => {
  it("finds every topic's lead sentence in the texts", () => {
    const missing = TOPICS.filter((t) => [t.lead ?? []].flat().some((l) => !leadOfTopic(kb, l))).map(
      (t) => t.id,
    );
    expect(missing).toEqual([]);
  });

  it('leads with the sentence stating the rule, not the sentence sharing most words', () => {
    expect(lead('Do we owe renewal fees on our ornamental design patent?')).toMatchObject({
      label: '35 U.S.C. 41(b)(3)',
      sentence: expect.stringMatching(
        /No fee may be established for maintaining a design or plant patent in force/,
      ),
    });
    expect(lead('Examiner issued a restriction we think is wrong. How do we traverse it?').sentence).toMatch(
      /provisional election/,
    );
    expect(
      lead('my claim says "approximately parallel" - is the examiner right that it is indefinite?'),
    ).toMatchObject({
      label: 'MPEP 2173.05(b)',
      sentence: expect.stringMatching(/does not automatically render the claim indefinite/),
    });
  });

  it('leads with the aspect asked only when the question asks it', () => {
    const td = topicOf('Can we sell one of the two patents tied by a terminal disclaimer?');
    // Attorney review: the common-ownership provision leads a question on ownership; any other terminal-disclaimer
    // question is led by 37 CFR 1.321(c) and (d), and "what is" by (b)'s definition with them.
    const sale = [topicLead(td, 'Can we sell one of the two patents tied by a terminal disclaimer?')].flat();
    expect(sale.map((l) => l?.holds.source)).toEqual([expect.stringContaining('commonly owned')]);
    const when = [topicLead(td, 'When do I need a terminal disclaimer?')].flat();
    expect(when.map((l) => l?.section)).toEqual([['37 CFR', '1.321', '(c)']]);
    expect(topicLead(td, 'What is a terminal disclaimer?')).toEqual(td?.defines);
    expect(
      lead('I misspelled a word in the claims of my granted patent (my own error). What can I do?').label,
    ).toBe('35 U.S.C. 255');
  });

  it('leads with the period of a rule stated in a lead-in and its items', () => {
    const { sentence, label } = lead(
      'The examiner was slow: the first office action took 20 months. Any patent term adjustment?',
    );
    expect(label).toMatch(/^35 U\.S\.C\. 154\(b\)/);
    expect(sentence).toMatch(/not later than 14 months after/);
  });
});

describe(withPeriodHeadings.name, () => {
  it("joins a period table's heading to the row under it and each lettered row after it, up to the next heading", () => {
    const table = [
      'Periods are set below.',
      '30 DAYS',
      '(A) Reply to a notice of omitted items.',
      'A note on row A.',
      '(B) Reply to a defective paper.',
      'OTHER CASES',
      '(C) Not in the table.',
    ].join('\n');
    expect(withPeriodHeadings(table)).toEqual([
      'Periods are set below.',
      '30 DAYS',
      '30 DAYS: (A) Reply to a notice of omitted items.',
      'A note on row A.',
      '30 DAYS: (B) Reply to a defective paper.',
      'OTHER CASES',
      '(C) Not in the table.',
    ]);
  });

  it('leads an undated question on the reply to a restriction requirement with its period row', () => {
    const { sentence, label } = lead(
      'what is the time limit for answering an election of species requirement?',
    );
    expect(label).toBe('MPEP 710.02(b)');
    expect(sentence).toMatch(/^2 MONTHS: \(A\) Requirement for restriction/);
  });
});

describe('topic leads for a rule stated once in the texts', () => {
  it('leads with the exclusion of designs from a provisional’s benefit (35 U.S.C. 172)', () => {
    expect(
      lead('my ornamental design - would filing a provisional first give me an earlier date?'),
    ).toMatchObject({
      label: '35 U.S.C. 172',
      sentence: expect.stringMatching(/119\(e\) shall not apply to designs/),
    });
  });

  it('leads a question under the old law with its one-year bar, and a colour drawing with its petition', () => {
    expect(
      lead('Under the old law, we offered the device for sale 14 months before filing. Barred?').sentence,
    ).toMatch(/more than one year prior to the date of application/);
    expect(lead('are coloured figures accepted in a utility application?').sentence).toMatch(
      /only after granting a petition/,
    );
  });
});

// Lay words (vocabulary.ts) read against the texts: here, so that the texts are loaded once.
describe('lay words in the search and the topic index', () => {
  const labels = (q: string) => kb.search(q).map((h) => citationLabel(h.section, h.passage.pinpoint));

  it('finds the section stated in the texts’ words', () => {
    expect(labels('my claim uses "relatively thin" - will the examiner object?').join(' ')).toMatch(
      /MPEP 2173\.05\(b\)/,
    );
    expect(labels('what must my IDS give for a reference only in Korean?').join(' ')).toMatch(
      /37 CFR 1\.98\(a\)/,
    );
  });

  it('recognises a topic from the texts’ words for a lay word', () => {
    expect(topicOf('my design patent from 2019, when will it run out?')?.id).toBe('design-term');
    expect(topicOf('my patent lapsed because the maintenance fee was not paid')?.id).toBe(
      'maintenance-fee-late',
    );
  });
});

describe('a topic lead chosen by the aspect asked', () => {
  it("leads a PTA question on the applicant's own delay with the reduction, not the Office's guarantee", () => {
    const own = lead('Our client needed five months to respond to the rejection. Will that reduce the PTA?');
    expect(own.label).toMatch(/^35 U\.S\.C\. 154\(b\)\(2\)\(C\)/);
    expect(own.sentence).toMatch(/in excess of 3 months/);
    const office = lead(
      "The examiner's first action came 19 months after filing: any patent term adjustment?",
    );
    expect(office.sentence).toMatch(/not later than 14 months after/);
  });

  it('takes a question naming PTA out of the period for reply', () => {
    expect(topicOf('PTA: within how many months must the office action come?')?.id).toBe(
      'patent-term-adjustment',
    );
  });

  it('leads with the rule stating what is asked of a topic', () => {
    expect(lead('How will the court construe a means for locking limitation?').sentence).toMatch(
      /construed to cover the corresponding structure/,
    );
    expect(
      lead(
        'We assigned the application to a big company. Must we notify the USPTO we lost small entity status?',
      ),
    ).toMatchObject({
      label: expect.stringMatching(/^37 CFR 1\.27/),
      sentence: expect.stringMatching(/prior to paying, or at the time of paying/),
    });
    expect(lead('Can I still get an IDS considered once we have paid the issue fee?')).toMatchObject({
      label: 'MPEP 609.04(b)',
      sentence: expect.stringMatching(
        /after payment of the issue fee in an application will not be considered/,
      ),
    });
    expect(
      lead('Entering the national stage of our PCT: can the English translation be filed late?').sentence,
    ).toMatch(/processing fee .* English translation later than/);
  });
});

describe('leads for the aspects the earlier sets missed', () => {
  it('leads each with the sentence stating what is asked', () => {
    const cases: [string, RegExp, RegExp][] = [
      ['How long does a reissue patent stay in force?', /^35 U\.S\.C\. 251/, /unexpired part of the term/],
      [
        'How soon must the USPTO decide on my reexam request?',
        /^35 U\.S\.C\. 303/,
        /^\(a\) Within three months/,
      ],
      [
        'By when must the Board decide an IPR once instituted? Final written decision timing?',
        /^35 U\.S\.C\. 316/,
        /not later than 1 year/,
      ],
      [
        'How many claims can my plant patent application have?',
        /^37 CFR 1\.164/,
        /More than one claim is not permitted/,
      ],
      [
        'How long must our deposited cell line stay available?',
        /^37 CFR 1\.806/,
        /thirty \(30\) years|30 years/,
      ],
      [
        'Before grant, can I get a royalty from a copier once my application is published?',
        /^35 U\.S\.C\. 154\(d\)/,
        /reasonable royalty/,
      ],
      [
        'Does a certificate of mailing make my reply on time if I mail it on the due date?',
        /^37 CFR 1\.8\(a\)/,
        /timely filed if/,
      ],
      [
        'After the examiner interview, do we need to file a written summary?',
        /^37 CFR 1\.133/,
        /complete written statement/,
      ],
      ['What rights does an issued patent give me?', /^35 U\.S\.C\. 154\(a\)/, /right to exclude others/],
      [
        'Under the AIA, what kinds of prior art can defeat novelty?',
        /^35 U\.S\.C\. 102\(a\)/,
        /described in a printed publication/,
      ],
      [
        'We ran this process in our plant long before their filing. Is prior use a defense if they sue?',
        /^35 U\.S\.C\. 273\(a\)/,
        /A person shall be entitled to a defense/,
      ],
    ];
    for (const [q, label, sentence] of cases) {
      const l = lead(q);
      expect(l.label, q).toMatch(label);
      expect(l.sentence, q).toMatch(sentence);
    }
  });

  it('defines a term the statute defines with a qualifier (the effective filing date of a claimed invention)', () => {
    expect(lead('What is the effective filing date of a claimed invention?')).toMatchObject({
      label: expect.stringMatching(/^35 U\.S\.C\. 100/),
      sentence: expect.stringMatching(/actual filing date/),
    });
  });

  it('leads with the sentence of the paragraph a lead names when another paragraph repeats it', () => {
    // 37 CFR 1.137(a) (unavoidable) and (b) (unintentional) list a petition's parts in the same words.
    expect(lead('Our application went abandoned by mistake. How do we revive it?')).toMatchObject({
      label: expect.stringMatching(/^37 CFR 1\.137\(b\)/),
      sentence: expect.stringMatching(/was unintentional/),
    });
  });

  it('leads with the operative rule of the aspect asked, in wording not seen before', () => {
    expect(lead('Is a specification without any claims enough to get a filing date?').sentence).toMatch(
      /with or without claims/,
    );
    expect(lead('Does the agent prosecuting the case owe the duty of candor too?').sentence).toMatch(
      /duty of candor and good faith/,
    );
    expect(lead('May we mark the packaging with a website listing the patents?').sentence).toMatch(
      /posting on the Internet/,
    );
    expect(
      lead('Our device was cleared by the FDA last month: how soon must the PTE request go in?').sentence,
    ).toMatch(/sixty-day period/);
    expect(
      lead('The second office action rejects the same claims again: can we appeal already?').sentence,
    ).toMatch(/twice rejected/);
    expect(lead('Is an IDS enough as the submission with an RCE?').sentence).toMatch(
      /information disclosure statement/,
    );
    expect(lead('Do US patents listed in an IDS need a copy?').sentence).toMatch(/other than U\.S\. patents/);
    expect(lead('What paper size must the drawings use, A4?').sentence).toMatch(/8 1\/2 by 11 inches/);
    expect(
      lead('A colleague stole our idea and filed it first: is there a deadline to act?').sentence,
    ).toMatch(/1-year period/);
  });

  it('leads with the period or condition asked, told apart from a neighbouring aspect', () => {
    expect(lead('Our fee is due on a federal holiday. Is paying the next day late?').sentence).toMatch(
      /next succeeding secular or business day/,
    );
    expect(lead('How long can a PTE add to the term?').sentence).toMatch(/may not exceed five years/);
    expect(lead('How long do we have to apply for a PTE once the FDA approves?').sentence).toMatch(
      /sixty-day period/,
    );
    expect(lead('What is the absolute latest I can reply to an office action?').sentence).toMatch(
      /within six months after any action/,
    );
    expect(lead('An inventor refuses to sign. What can the applicant file instead?').sentence).toMatch(
      /substitute statement/,
    );
    expect(lead('If we never record the assignment, can a later purchaser beat us?').sentence).toMatch(
      /within three months/,
    );
    expect(lead('By when must a refund request be filed?').sentence).toMatch(/within two years/);
    expect(lead('Do I need a final rejection before I can appeal?').sentence).toMatch(/twice rejected/);
    expect(
      lead('Our provisional is from May. What is the latest day for the full application?').sentence,
    ).toMatch(/not later than 12 months/);
    expect(lead('When will my app be published if it claims an earlier provisional?').sentence).toMatch(
      /18 months from the earliest filing date/,
    );
    expect(
      lead('I made a nonpublication request; now we are filing abroad. Do we have to inform the USPTO?')
        .sentence,
    ).toMatch(/not later than 45 days/);
    expect(lead('Does the 20-year term count from the foreign priority date?').sentence).toMatch(
      /shall not be taken into account/,
    );
  });
});

// Plain inventor wordings (issue 25): set P's question and two written for this spec, each led by the rule it asks.
describe('leads for plain wording', () => {
  it.each([
    ['what kinds of things can you actually get a patent on?', '35 U.S.C. 101', /composition of matter/],
    ['Which types of inventions are patentable?', '35 U.S.C. 101', /composition of matter/],
    ['What sort of ideas can be patented?', '35 U.S.C. 101', /composition of matter/],
    [
      'I found a bacteria in soil that cleans up oil. Can I patent the bacteria itself?',
      'MPEP 2106.04(b)',
      /product of nature/,
    ],
    ['We isolated a gene found in the human body. Can we patent it?', 'MPEP 2106.04(b)', /product of nature/],
    ['Can I patent a naturally occurring mineral?', 'MPEP 2106.04(b)', /product of nature/],
    [
      'What does the examiner need to show to say my invention is not new?',
      'MPEP 2131',
      /each and every element/,
    ],
    ['The examiner says my idea is not novel. What must he prove?', 'MPEP 2131', /each and every element/],
    ['When is my invention not new over an old patent?', 'MPEP 2131', /each and every element/],
  ])('%s', (question, label, sentence) => {
    expect(lead(question)).toMatchObject({ label, sentence: expect.stringMatching(sentence) });
  });
});
