import { describe, expect, it } from 'vitest';
import {
  claimAsked,
  classify,
  followedQuestion,
  patentInHistory,
  patentNumbersIn,
  previousQuestion,
  restated,
  withSubjectOf,
} from './question.js';

describe(patentNumbersIn.name, () => {
  it('returns the bare numbers a question names, in any usual spelling', () => {
    expect(patentNumbersIn('What does claim 1 of US10000000 cover?')).toEqual(['10000000']);
    expect(patentNumbersIn('Compare US 7,000,001 B2 with patent No. 6,836,899 and USRE44891')).toEqual([
      '7000001',
      '6836899',
      'RE44891',
    ]);
    expect(patentNumbersIn('How long do I have after 12 months?')).toEqual([]);
  });
  it('reads a grouped number alone as a patent in a question naming a patent, not an amount or a count', () => {
    // Set P's question and two other wordings (issue 25).
    expect(patentNumbersIn('who is the patent owner of 8,420,530?')).toEqual(['8420530']);
    expect(patentNumbersIn('Which company holds the patent, 7,863,991?')).toEqual(['7863991']);
    expect(patentNumbersIn('patent owners: who has 8,419,064 now?')).toEqual(['8419064']);
    expect(patentNumbersIn('Is a patent worth $1,000,000?')).toEqual([]);
    expect(patentNumbersIn('We sold 2,000,000 units before the patent issued')).toEqual([]);
    expect(patentNumbersIn('We sold 2,000,000 of them')).toEqual([]);
  });
  it('returns design numbers with commas and the D, and U.S. Pat. No. forms, as the patent', () => {
    expect(patentNumbersIn('When did design patent D656,416 expire?')).toEqual(['D656416']);
    expect(patentNumbersIn('When did D 656,416 expire?')).toEqual(['D656416']);
    expect(patentNumbersIn('Is USD656416 still in force? And US D531,781?')).toEqual(['D656416', 'D531781']);
    expect(patentNumbersIn('What does U.S. Pat. No. 7,473,056 claim?')).toEqual(['7473056']);
    expect(patentNumbersIn('What prior art is there against US 7,473,056?')).toEqual(['7473056']);
    // Without the D a six-digit number is not read as a design ('design patent 656,416').
    expect(patentNumbersIn('When did design patent 656,416 expire?')).toEqual([]);
    expect(patentNumbersIn('It costs US 2,000 dollars and d 656,416 is nothing')).toEqual([]);
  });

  it('returns the claim asked for', () => {
    expect(claimAsked('What does claim 12 of US10000000 say?')).toBe(12);
    expect(claimAsked('Who owns US10000000?')).toBeNull();
  });
});

describe(classify.name, () => {
  it.each([
    ['How long do I have to file a non-provisional after a provisional?', null, 'legal'],
    ['What is a terminal disclaimer?', null, 'legal'],
    ['What counts as prior art under the AIA?', null, 'legal'],
    ['What does claim 1 of US10000000 cover?', '10000000', 'patent'],
    ['find prior art for this patent', '10000000', 'prior-art'],
    ['patents about magnetic napkin holders', null, 'prior-art'],
    ['Tell me a joke', null, 'other'],
    // Questions of law that mention prior art are legal questions; only requests to find documents are searches.
    ['Is a later-published, earlier-filed application prior art against my claims?', null, 'legal'],
    ['Can my own conference paper be used as prior art against my application?', null, 'legal'],
    // Prior art the user holds, to be sent to the Office; a trade show is not a request to show patents.
    [
      "I have prior art against a rival's pending application: can I submit it to the examiner?",
      null,
      'legal',
    ],
    ['I exhibited at a trade show last month. Can I still get a patent?', null, 'legal'],
    // "The list of" art the asker knows is the paper sent to the Office (an IDS), not a request to list documents
    // (issue 25, set P's question and two plain wordings written for this spec); the verb still asks.
    [
      'When should I send in the list of earlier patents and articles I know about so there is no extra fee?',
      null,
      'legal',
    ],
    ['Is there a deadline for my list of old patents the examiner should see?', null, 'legal'],
    ['Does a list of earlier patents I found cost anything to file?', null, 'legal'],
    ['list earlier patents on magnetic napkin holders', null, 'prior-art'],
    // A claim of a named patent asked to be shown is a question on the patent (set P's and two other wordings).
    ['can you show me claim 2 of the air filter patent 8419845?', '8419845', 'patent'],
    ['show me claim 3 of US 8,419,845', '8419845', 'patent'],
    ['Could you list claim 1 in patent 7863991 for me?', '7863991', 'patent'],
    ['find prior art for claim 1 of US 8,419,845', '8419845', 'prior-art'],
    // Requests for art against a named patent, however worded (attorney review, issue 25).
    ['What prior art is there against US 7,473,056 for its claim 1?', '7473056', 'prior-art'],
    ['Find prior art for US 7,473,056.', '7473056', 'prior-art'],
    ['Is there anything earlier than US 7,473,056 with the same lens?', '7473056', 'prior-art'],
    ['How could I invalidate claim 1 of US 7,473,056?', '7473056', 'prior-art'],
    ['Which prior art references apply to U.S. Pat. No. 7,473,056?', '7473056', 'prior-art'],
    // A question whether the named patent is itself prior art stays a question of law about it.
    ['Is US 7,473,056 prior art against my application?', '7473056', 'patent'],
    ['How do I invalidate a patent at the PTAB?', null, 'legal'],
    ['show me patents about solar roof tiles', null, 'prior-art'],
    [
      'As of what date is a published US application effective as prior art to a later application?',
      null,
      'legal',
    ],
    // The facts first, then the question of law.
    [
      "A competitor's US application was filed on February 1, 2024 and published on August 1, 2025. Our application " +
        'was filed on March 1, 2024. Is their application prior art against us, and is there any exception?',
      null,
      'legal',
    ],
    ['We sell a folding bicycle. Is there prior art for a folding bicycle hinge?', null, 'prior-art'],
    ['Is there prior art for a magnetic napkin holder?', null, 'prior-art'],
    ['Can you find prior art for a self-heating mug?', null, 'prior-art'],
    ['Are there any patents about folding bicycles?', null, 'prior-art'],
    // A foreign office's search report citing references is a paper of the procedure, not a request to search.
    [
      'We received a European search report citing new references on August 1, 2026. Can we still file an IDS after a notice of allowance?',
      null,
      'legal',
    ],
    ['Please search for references on folding bicycles', null, 'prior-art'],
    // Whether a thing is prior art against an application is law, read on the question reader's reading (a "trade
    // show" asks nobody to show anything; "should … be treated as" asks yes or no); a verb of finding asks a search.
    [
      'We demoed our prototype at a trade show in March 2024. Is that demo prior art against our application filed in 2025?',
      null,
      'legal',
    ],
    ["Should a competitor's earlier-filed application be treated as prior art against mine?", null, 'legal'],
    ['Has a patent published in 2003 become prior art against my application?', null, 'legal'],
    ['Can you list prior art against US 7,473,056?', '7473056', 'prior-art'],
    ['Search prior art against my application for a folding hinge', null, 'prior-art'],
    // Words of the examination (attorney re-review: these fell through to the capabilities text).
    ['Final rejection mailed 2026-01-15, when must I reply?', null, 'legal'],
    ['A final rejection was mailed on 2026-01-15. When is my reply due?', null, 'legal'],
    ['The examiner objected to my drawings; how do I respond?', null, 'legal'],
  ] as const)('sorts %s as %s', (q, patent, kind) => {
    expect(classify(q, patent)).toBe(kind);
  });

  it('returns legal for a law question asked on a patent page, patent when it refers to the patent', () => {
    expect(classify('What is a terminal disclaimer?', '10000000', false)).toBe('legal');
    expect(classify('When does it expire?', '10000000', false)).toBe('patent');
    expect(classify('What should my first claim cover?', '10000000', false)).toBe('patent');
  });
});

describe(previousQuestion.name, () => {
  const history = [
    { role: 'user' as const, content: 'How long is the term of a patent?' },
    { role: 'assistant' as const, content: 'Answering about **US10000000** — x' },
  ];
  it('returns the question a follow-up continues', () => {
    expect(previousQuestion('and for a design patent?', history)).toBe('How long is the term of a patent?');
    expect(previousQuestion('What about claim 2?', history)).toBe('How long is the term of a patent?');
  });
  it('returns null for a question that stands alone', () => {
    expect(previousQuestion('And what is a terminal disclaimer?', history)).toBeNull();
    expect(previousQuestion('and for a design patent?', [])).toBeNull();
  });
  it('returns the patent the conversation is about', () => {
    expect(patentInHistory(history)).toBe('10000000');
  });
});

describe(withSubjectOf.name, () => {
  it('returns the previous question of the subject the follow-up names, the asked thing kept', () => {
    expect(
      withSubjectOf('When are maintenance fees due for a utility patent?', 'And for a design patent?'),
    ).toBe('When are maintenance fees due for a design patent?');
    expect(withSubjectOf('Utility patents last how long?', 'what about plant patents?')).toBe(
      'Plant patents last how long?',
    );
  });

  it('returns the previous question unchanged when the follow-up names no kind of patent', () => {
    expect(withSubjectOf('How long does a utility patent last?', 'and if I take the extension?')).toBe(
      'How long does a utility patent last?',
    );
  });
});

describe(restated.name, () => {
  it('swaps the last object for the one a follow-up names, and keeps subject and entity follow-ups as they were', () => {
    expect(
      restated('How long do I have to respond to a non-final office action?', 'and for a final rejection?'),
    ).toBe('How long do I have to respond to a final rejection?');
    expect(restated('When are maintenance fees due for a utility patent?', 'and for a design patent?')).toBe(
      'When are maintenance fees due for a design patent?',
    );
    const fee = 'What is the fee for a request for continued examination?';
    expect(restated(fee, 'and for a micro entity?')).toBe(fee);
  });
});

describe(followedQuestion.name, () => {
  it('follows a chain of follow-ups back to the question they continue', () => {
    const history = [
      { role: 'user' as const, content: 'How much is the issue fee?' },
      { role: 'assistant' as const, content: '…' },
      { role: 'user' as const, content: 'and for a design patent?' },
      { role: 'assistant' as const, content: '…' },
    ];
    expect(followedQuestion('and for a micro entity?', history)).toBe(
      'How much is the issue fee? and for a design patent?',
    );
    expect(followedQuestion('How long is the term of a utility patent?', history)).toBeNull();
  });
});
