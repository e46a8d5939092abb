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

  it('reads plain words for papers, events and proceedings as the texts name them (issue 25, set M causes)', () => {
    const reads: [string, string][] = [
      ['A letter from the examiner came on 3 May 2026; when must I reply?', '(office action)'],
      ['the USPTO communication rejecting claim 4', '(office action)'],
      [
        'the claims are directed to three separate inventions, says the examiner',
        '(restriction requirement)',
      ],
      ['the period ends on Thanksgiving', '(federal holiday)'],
      ['the PTAB got it wrong; can they reconsider their ruling?', '(rehearing)'],
      ['can we attack their patent on any ground?', '(post-grant review)'],
      ['when does my application go public?', '(published publication)'],
      ['what is the largest fee reduction available?', '(micro entity)'],
      ['a patent owned by a university', '(institution of higher education)'],
      ['does the Office charge for extra claims?', '(fee)'],
      ['my aunt came up with a new hinge', '(invented inventor)'],
      ['a researcher who was not listed on the patent', '(missing inventor)'],
      ['does a lab technician qualify as a co-inventor?', '(joint inventors inventorship)'],
      ['can the Office look at the patent again?', '(reexamination)'],
      ['may we file first in Japan?', '(file abroad first foreign filing license)'],
      ['how long is the life of the patent?', '(term)'],
      ['can days be added to the term for the delay?', '(additional term adjustment)'],
      ['our patent was issued last year; can we get wider claims?', '(broadening reissue)'],
      ['we sold our patent to a buyer in May', '(assignment)'],
      ['they had been using it for years before my filing date', '(prior commercial use)'],
      ['we print the patent number on the box', '(mark marking)'],
      ['is there a fast lane?', '(prioritized examination)'],
      ['after the final rejection can we continue prosecuting?', '(request for continued examination)'],
      ['we have references we already know about', '(information disclosure statement)'],
      ['rejected as an obvious variant of our own earlier patent', '(double patenting)'],
      ['we neglected to claim our Korean application', '(priority or benefit claim)'],
      ['can they use that against us?', '(prior art)'],
      ['we took pre-orders last year', '(on sale offer for sale)'],
      ['a new application on the same disclosure', '(continuation)'],
      ['the patent was granted in 2014; is it dead now?', '(expired)'],
      ['it was granted in 2015 and we did not pay the second fee', '(maintenance fee)'],
      ['the application was abandoned; is there a way back?', '(reinstate revive)'],
    ];
    for (const [q, words] of reads) expect(withStatuteWords(q), q).toContain(words);
  });

  it('leaves the neighbouring wordings alone', () => {
    // An examiner asked to look again is reconsideration, not reexamination; a drawing left out is not a priority claim.
    expect(withStatuteWords('can the examiner look at it again?')).not.toContain('reexamination');
    expect(withStatuteWords('we forgot to include a drawing in the application')).not.toContain('priority');
    expect(withStatuteWords('who is in charge of the docket?')).not.toContain('(fee)');
    expect(withStatuteWords('the inventor is dead')).not.toContain('expired');
    expect(withStatuteWords('the PTAB will reconsider nothing without a request')).toContain('(rehearing)');
    expect(withStatuteWords('can I reconsider my claim amendments?')).not.toContain('rehearing');
  });
});
