import { describe, expect, it } from 'vitest';
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

  it('reads the IDS form, the application after a provisional, a second look at a patent and grafting', () => {
    expect(withStatuteWords('do I list it on the SB/08?')).toContain('(information disclosure statement)');
    expect(withStatuteWords('when is the real application due?')).toContain('(nonprovisional application)');
    expect(withStatuteWords('can the Office take a second look at their patent?')).toContain(
      '(reexamination)',
    );
    expect(withStatuteWords('can the Office take a second look at my drawings?')).not.toContain(
      'reexamination',
    );
    expect(withStatuteWords('a rose reproduced by grafting')).toContain('(asexually reproduce plant)');
    expect(withStatuteWords('nobody paid the maintainance fee')).toContain(
      'maintainance fee (maintenance fee)',
    );
    expect(withStatuteWords('the maintenance fee')).toBe('the maintenance fee');
  });
  it('reads upkeep, renewal payments and annuities as maintenance fees (attorney re-review, issue 25)', () => {
    for (const q of [
      'Is there any upkeep fee on my design patent?',
      'are there renewal payments?',
      'Do we owe annuities on it?',
    ])
      expect(withStatuteWords(q)).toContain('(maintenance fee)');
    expect(withStatuteWords('is the license up for renewal next year?')).not.toContain('maintenance fee');
  });

  it("reads the normal time to respond and a first action on the merits as an Office action's period", () => {
    expect(
      withStatuteWords("The examiner's first action on the merits gives the normal time to respond."),
    ).toMatch(/action on the merits \(office action\).*respond.*\(shortened statutory period/);
    expect(withStatuteWords('the standard period for reply')).toContain(
      '(shortened statutory period (office action))',
    );
    // Another paper named after it sets its own period (a restriction's 2 months).
    expect(withStatuteWords('the usual time to respond to a restriction requirement')).not.toContain(
      'shortened statutory period',
    );
  });
});
