import { beforeAll, describe, expect, it } from 'vitest';
import { citationLabel, LegalKnowledgeBase } from './legal-kb.js';
import { topicOf } from './topics.js';
import { withStatuteWords } from './vocabulary.js';

// Questions written for this spec: a user's words, and the section whose words they stand for.
describe(withStatuteWords.name, () => {
  it("adds the texts' words after a user's abbreviation or lay word, keeping the user's", () => {
    expect(withStatuteWords('Got an NFOA today')).toBe('Got an NFOA (non-final office action) today');
    expect(withStatuteWords('the OA says')).toContain('OA (office action)');
    expect(withStatuteWords('a colour photo')).toContain('colour (color)');
    expect(withStatuteWords('when will it run out')).toContain('run out (expire expired)');
  });

  it('adds nothing to a question in the texts’ own words', () => {
    const q = 'How long is the period for reply to an Office action?';
    expect(withStatuteWords(q)).toBe(q);
  });

  it('reads a word of degree as such only in a question about a claim', () => {
    expect(withStatuteWords('is "approximately 5 mm" in my claim a problem?')).toContain('terms of degree');
    expect(withStatuteWords('the fees rose substantially this year')).not.toContain('terms of degree');
  });
});

describe('lay words in the search and the topic index', () => {
  let kb: LegalKnowledgeBase;
  // Reading and indexing the 2,000 sections takes seconds, more on a busy machine.
  beforeAll(() => {
    kb = LegalKnowledgeBase.load();
  }, 60_000);
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
