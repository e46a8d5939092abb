import { describe, expect, it } from 'vitest';
import { cutQuote, leadSentences, operativeSentences, type LegalEvidence } from './legal-answer.js';
import { legalTerms, type LegalHit } from './legal-kb.js';
import { stem } from './question-share.js';

const hit = (section: string): LegalHit => ({
  section: {
    id: 0,
    source: '37 CFR',
    section,
    title: 'A rule',
    text: '',
    url: null,
    asOf: '',
    revision: 'rules text of late 2013',
    preAia: false,
    superseded: false,
    fitf: null,
  },
  passage: { id: 0, sectionId: 0, pinpoint: '', text: '' },
  score: 1,
});
const evidence = (question: string, quotes: string[][]): LegalEvidence => ({
  question,
  hits: quotes.map((_, i) => hit(`1.${i + 1}`)),
  quotes,
  deadline: null,
});

describe(leadSentences.name, () => {
  it('leads with the sentence holding most of the question, one stating the period asked for preferred', () => {
    const e = evidence('How long does the applicant have to file a reply to a restriction requirement?', [
      ['A restriction requirement is made when claims are directed to distinct inventions.'],
      ['The applicant must file a reply to a restriction requirement within two months of its mailing date.'],
    ]);
    expect(leadSentences(e)).toEqual([{ hit: 1, sentence: e.quotes[1][0] }]);
  });

  it('leads with the closest rule, marked so, when no sentence holds half of the question', () => {
    const e = evidence(
      'Which sequence listing format and deposit receipt must accompany a microorganism claim?',
      [
        ['Claims to a microorganism are examined as any other claims of the application.'],
        ['A sequence listing must be submitted in the format the rules prescribe before examination.'],
      ],
    );
    const [lead] = leadSentences(e);
    expect(lead).toMatchObject({ hit: 1, closest: true });
    // A loosely related sentence that states no rule, or holds too little of the question, is not a lead.
    const weak = evidence(
      'Which sequence listing format and deposit receipt must accompany a microorganism claim?',
      [['Claims are numbered in order.']],
    );
    expect(leadSentences(weak)).toEqual([]);
  });

  it('weighs only the words the texts know, when they are three quarters of the question', () => {
    const e = evidence('Is an invention made on a spacecraft treated as made in the United States?', [
      [
        'Any invention made in outer space on a space object under the control of the United States is made within the United States.',
      ],
    ]);
    const known = (t: string) => !t.startsWith('spacecraft');
    // With "spacecraft" (no text holds it) weighing most, the sentence falls short of half the question.
    const rare = (t: string) => (known(t) ? 1 : 5);
    expect(leadSentences(e, rare)[0]?.closest).toBe(true);
    expect(leadSentences(e, rare, known)).toEqual([{ hit: 0, sentence: e.quotes[0][0] }]);
    // A question made mostly of words the texts lack keeps all its words: no answer is made up from the rest.
    const odd = evidence('What is the airspeed velocity of an unladen swallow invention?', [
      ['An invention may be patented.'],
    ]);
    expect(
      leadSentences(
        odd,
        () => 1,
        (t) => t.startsWith('invent'),
      ),
    ).toEqual([]);
  });

  it('returns the governing section sentence stating the period when no sentence holds half of the question', () => {
    const q = 'My patent came out too narrow. Can I broaden it, and is there a time limit?';
    const e = evidence(q, [
      [
        'A reissue may be granted for a defective patent.',
        'No reissue patent enlarging the claims is granted unless applied for within two years.',
      ],
      ['The reissue oath must identify a claim the application seeks to broaden.'],
    ]);
    // Found by its words only, no sentence answers; named by the topic index, its period is the answer.
    expect(leadSentences(e)[0]?.sentence).not.toBe(e.quotes[0][1]);
    e.hits[0] = { ...e.hits[0], score: Number.MAX_VALUE };
    expect(leadSentences(e)).toEqual([{ hit: 0, sentence: e.quotes[0][1] }]);
  });

  it('returns the sentence stating the count over one holding more of the question when a count is asked', () => {
    const q = 'How many claims can a design patent application have?';
    const e = evidence(q, [
      ['A design patent application may claim the ornamental design of an article.'],
      ['More than one claim is neither required nor permitted.'],
    ]);
    e.hits = e.hits.map((h) => ({ ...h, score: Number.MAX_VALUE }));
    expect(leadSentences(e)).toEqual([{ hit: 1, sentence: e.quotes[1][0] }]);
  });

  it('returns a lead-in left open before its items with the items when the period is in an item', () => {
    const q = 'How soon after a patent issues can a petition for review be filed?';
    const e = evidence(q, [
      [
        'A petition for review shall be filed after the later of either',
        '(1) the date that is 9 months after the grant of a patent; or',
        '(2) the date of the termination of a post-grant review.',
      ],
    ]);
    e.hits[0] = { ...e.hits[0], score: Number.MAX_VALUE };
    expect(leadSentences(e)[0]?.sentence).toMatch(/^A petition .* either \(1\) the date that is 9 months/);
  });

  it('returns a governing sentence stating only a condition as the closest rule, not as the answer', () => {
    const q = 'The examiner and I spoke on a call. Do I have to put the interview in writing?';
    const e = evidence(q, [
      ['Interviews with examiners must be conducted within Office hours as examiners designate.'],
    ]);
    e.hits[0] = { ...e.hits[0], score: Number.MAX_VALUE };
    expect(leadSentences(e)).toEqual([{ hit: 0, sentence: e.quotes[0][0], closest: true }]);
  });

  it('returns the governing section sentence holding half of the question over a case note holding more', () => {
    const q = 'What does a means for fastening claim element cover?';
    const e = evidence(q, [
      ['Such a claim element shall be construed to cover the corresponding structure and equivalents.'],
      ['The court held the claim element means for fastening to cover two fastening elements.'],
      ['Cir. 1999) (The claim element means for fastening covered the clips.'],
    ]);
    // Found by the words alone, the case note holding every word of the question leads.
    expect(leadSentences(e)[0]?.hit).toBe(1);
    e.hits[0] = { ...e.hits[0], score: Number.MAX_VALUE };
    expect(leadSentences(e)).toEqual([{ hit: 0, sentence: e.quotes[0][0] }]);
  });
});

describe(operativeSentences.name, () => {
  it("returns the sentence sharing the question's words across their endings (files / filed, reports / reported)", () => {
    const passage =
      'Reports are kept by the Office in its records for ten years. ' +
      'A report of the kind asked about may be filed by a licensee only after the owner agrees in writing. ' +
      'The records of the Office are open to the public on request of any person.';
    const [first] = operativeSentences(passage, 'Can a licensee file reports with the Office?', 1);
    expect(first).toMatch(/^A report of the kind/);
  });

  it("never quotes an editor's note as a rule sentence, only the text after it", () => {
    // A pre-AIA text's note says which applications it applies to; its words match a priority question well.
    const passage =
      '[Editor Note: Not applicable to any patent application subject to the first inventor to file provisions of ' +
      'the AIA. See the section for the law otherwise applicable.]\n' +
      '(a) An application filed in this country by a person who has filed an application abroad has the same ' +
      'effect as if filed on the date the foreign application was filed.';
    const quoted = operativeSentences(
      passage,
      'Is an application subject to the first inventor to file provisions given the date of an application filed abroad?',
      2,
    );
    expect(quoted.join(' ')).not.toMatch(/Editor Note|otherwise applicable/);
    expect(quoted[0]).toMatch(/^\(a\) An application filed in this country/);
  });
});

describe(cutQuote.name, () => {
  const filler = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
  const stems = (q: string) => new Set(legalTerms(q).map(stem));
  const long = `${filler(60)} the licensee must report royalties on each sale ${filler(60)}.`;

  it("returns the window holding the question's words when a long sentence states no period", () => {
    const cut = cutQuote(long, stems('Which royalties does a licensee report?'), 40);
    expect(cut).toMatch(/^\[…\] .*licensee must report royalties.* \[…\]$/);
  });

  it("returns the sentence's start when the question's words are not in it", () => {
    expect(cutQuote(long, stems('Who may quarantine a vessel?'), 40)).toMatch(/^word0 /);
  });
});

describe(legalTerms.name, () => {
  it('reads a small count written in digits as its word, so "4" finds "four" and "four" finds "4"', () => {
    expect(legalTerms('named on more than 4 previous applications')).toEqual(
      legalTerms('named on more than four previous applications'),
    );
    expect(legalTerms('has not been named as an inventor on more than 4 previously filed')).toContain(
      legalTerms('four')[0],
    );
    expect(legalTerms('within 3 months.')).toEqual(legalTerms('within three months.'));
  });

  it('leaves numbers that are not counts as they are: citations, pinpoints, amounts, dates', () => {
    for (const text of [
      '37 CFR 1.29',
      'paragraph (a)(2)',
      '$4.00',
      '2026-03-02',
      '3/2/2026',
      '35 U.S.C. 41(b)(3)',
    ])
      expect(legalTerms(text)).not.toContain(legalTerms('two')[0]);
    expect(legalTerms('section 1.29(a)(2)').join(' ')).not.toMatch(/\b(?:two|one|nine)\b/);
  });
});
