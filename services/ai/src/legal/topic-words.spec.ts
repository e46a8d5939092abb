import { describe, expect, it } from 'vitest';
import { legalTerms } from './legal-kb.js';
import type { Topic } from './topic-types.js';
import { patternWords, TopicWords, type Terms } from './topic-words.js';

const terms: Terms = (text, asked) => (asked ? legalTerms(text) : legalTerms(text, 2000));

describe('patternWords: the literal words of a recogniser', () => {
  it('keeps what the pattern matches and drops escapes, classes, quantifiers and negative lookarounds', () => {
    const words = patternWords(
      String.raw`\bpro se\b|\bwithout (?:a |an )?(?:attorney|lawyer)s?\b(?![^.?]*\b(?:fees?|cost)\b)|\bhire\w*\b.{0,12}agent`,
    );
    for (const w of ['pro se', 'without', 'attorney', 'lawyer', 'hire', 'agent']) expect(words).toContain(w);
    expect(words).not.toMatch(/\bfee|\bcost\b/);
    expect(words).not.toMatch(/[\\[\]{}?*]/);
  });
});

describe('TopicWords: a question routed by its content words', () => {
  const topic = (id: string, all: RegExp[]): Topic => ({ id, all, sections: [] });
  const words = new TopicWords(
    [
      topic('fee-refund', [/\brefund\w*|\boverpa\w*|\bmoney back\b/i]),
      topic('revival', [/\brevive\w*|\brevival\b|\babandon\w*/i]),
      topic('reissue', [/\breissue\w*/i]),
    ],
    terms,
  );

  it('to the topic holding most of its words, clearly ahead of the others', () => {
    expect(words.best('how do i get a refund, my money back?')?.id).toBe('fee-refund');
    expect(words.best('my abandoned case: can it be revived?')?.id).toBe('revival');
  });

  it('to none when its words are in no topic, or shared alike by two', () => {
    expect(words.best('what colour is the sky?')).toBeUndefined();
    expect(
      new TopicWords([topic('a', [/\brefund\b/i]), topic('b', [/\brefund\b/i])], terms).best('a refund?'),
    ).toBeUndefined();
  });

  it('never to a topic the caller rules out', () => {
    expect(words.best('a refund of what i overpaid', (t) => t.id !== 'fee-refund')).toBeUndefined();
  });
});
