import { describe, expect, it } from 'vitest';
import { withPhraseWords } from './lay-phrases.js';
import { topicOf } from './topics.js';

// Plain inventor wordings (issue 25): for each phrase, set P's question (assistant-heldout-p.ts) and two wordings
// written for this spec, and the topic each must be read as. Set Q was not read.
const PLAIN: [string, string[]][] = [
  [
    'ex-parte-appeal',
    [
      'I totally disagree with the examiner and the rejection is final. Can I go over his head?',
      'The examiner refuses to budge on my claims. Is there a way to get above his head?',
      'Who can overrule the examiner after two rejections of my claims?',
    ],
  ],
  [
    'restriction-traverse',
    [
      'Can I push back on the examiner’s demand that I choose only one invention?',
      'The examiner wants me to pick one invention out of three. Can I fight back?',
      'Is there any pushback possible when I am told to select one invention?',
    ],
  ],
  [
    'continuation-copendency',
    [
      'My patent is about to be granted but I want to keep going after other versions of my idea. Is there a deadline to file a follow-up application?',
      'When is it too late to file a follow-on application to my allowed one?',
      'Can I still file a follow up filing after the notice of allowance?',
    ],
  ],
  [
    'obviousness',
    [
      'My gadget is only a little different from an old patent. Is that enough to get my own patent?',
      'My product is slightly different from an existing one. Can I patent it?',
      'Is a tiny tweak on an earlier invention enough for a patent?',
    ],
  ],
  [
    'patent-eligibility',
    [
      'what kinds of things can you actually get a patent on?',
      'Which types of inventions are patentable?',
      'What sort of ideas can be patented?',
    ],
  ],
  [
    'patent-eligibility',
    [
      'I found a bacteria in soil that cleans up oil. Can I patent the bacteria itself?',
      'We isolated a gene found in the human body. Can we patent it?',
      'Can I patent a naturally occurring mineral?',
    ],
  ],
  [
    'ids-timing',
    [
      'I found an old patent after my application was allowed. Can I still tell the examiner about it?',
      'After the final rejection I found an article on my idea. When can I inform the examiner of it?',
      'When do I send the examiner a list of earlier patents I am aware of?',
    ],
  ],
  [
    'design-claim',
    [
      'Can I put several different designs in one design patent application?',
      'May I file two designs in a single application?',
      'Can multiple lamp designs go into one design patent?',
    ],
  ],
  [
    'intervening-disclosure',
    [
      'A competitor saw my public demo and filed a patent on the same thing before I did. Does my earlier demo protect me?',
      'I showed my invention at a fair and a rival filed on it a month later. Am I protected?',
      'We posted a video of our device, then another company published the same idea. Is their article prior art?',
    ],
  ],
  [
    'certificate-of-correction',
    [
      'I made a small mistake in my patent myself, not the office. Can I fix it without a full reissue?',
      'We misspelled a word in our issued patent. Can it be corrected instead of a reissue?',
      'There is a typo in my granted patent that I made. Can I avoid a reissue to fix it?',
    ],
  ],
  [
    'plant-patent',
    [
      'I bred a new kind of rose. Can I get a patent on the plant?',
      'We crossed two apple trees into a new variety. Can I patent it?',
      'My nursery is breeding a new strain of lavender. What can I get?',
    ],
  ],
  [
    'provisional-left-to-lapse',
    [
      'how long is a provisional application good for before it runs out?',
      'When will my provisional run out if I do nothing?',
      'Our provisional is about to run out. What happens to it?',
    ],
  ],
];

describe(withPhraseWords.name, () => {
  for (const [topic, questions] of PLAIN)
    it(`reads plain wording as ${topic}`, () => {
      for (const q of questions) expect(topicOf(q)?.id, q).toBe(topic);
    });

  it('reads a phrase in any inflection, by its lemmas', () => {
    expect(withPhraseWords('we pushed back on it')).toContain('pushed back (traverse reconsideration)');
    expect(withPhraseWords('she is pushing back')).toContain('pushing back (traverse reconsideration)');
    expect(withPhraseWords('a follow-up application')).toContain('(continuation continuing application)');
  });

  it('reads a fresh 20 years as the patent term and keeping a patent alive with fees as maintenance fees', () => {
    for (const q of [
      'If I file a continuation, does that new application get its own fresh 20 years?',
      'Does a divisional give me a new 20-year term?',
      'Will my continuation get a full twenty years of protection?',
    ])
      expect(withPhraseWords(q), q).toContain('(patent term)');
    for (const q of [
      'Do I have to keep paying fees after my patent is granted to keep it alive?',
      'What must I pay to keep my patent valid?',
      'Which fees keep the patent active?',
    ])
      expect(withPhraseWords(q), q).toContain('(maintenance fee)');
  });

  it('adds nothing where the phrase means something else', () => {
    // Keeping an application alive is its pendency, not a maintenance fee; nothing new asked of no invention.
    expect(withPhraseWords('How do I keep my application alive?')).not.toContain('maintenance fee');
    expect(withPhraseWords('Is there nothing new in the fee schedule?')).not.toContain('novelty');
    expect(withPhraseWords('The examiner says my invention is not new')).toContain(
      '(novelty anticipation prior art)',
    );
    const q = 'How long is the period for reply to an Office action?';
    expect(withPhraseWords(q)).toBe(q);
  });
});
