import { describe, expect, it } from 'vitest';
import { applicationFiled, asksPatentTerm, readQuestion, type EventKind } from './question-reader.js';

// 2026-11-28 is the clock of these readings.
const today = '2026-11-28';
const events = (q: string) => readQuestion(q, today).events.map((e) => [e.kind, e.actor, e.date]);
const kinds = (q: string) => readQuestion(q, today).events.map((e) => e.kind);
const asks = (q: string) => [...readQuestion(q, today).asks].sort();

describe('readQuestion: events and who did them', () => {
  it.each<[string, EventKind]>([
    ['We sold the first units on 2025-01-10.', 'disclosed'],
    ['We have been selling it since 2025-01-10.', 'disclosed'],
    ['I offered it for sale at a fair on 2025-01-10.', 'disclosed'],
    ['Our engineer demoed the prototype on 2025-01-10.', 'disclosed'],
    ['She showed the gadget to investors on 2025-01-10.', 'disclosed'],
    ['I presented it in a webinar on 2025-01-10.', 'disclosed'],
    ['My co-founder blogged about it on 2025-01-10.', 'disclosed'],
    ['The device was used publicly on 2025-01-10.', 'disclosed'],
  ])('reads one disclosure event, the asker’s, from "%s"', (q, kind) => {
    const read = readQuestion(q, today).events.filter((e) => e.kind === kind);
    expect(read.length, q).toBeGreaterThan(0);
    expect(read[0].actor, q).not.toBe('other');
    expect(read[0].date, q).toBe('2025-01-10');
  });

  it('reads a disclosure only as a fact, not as asked or denied', () => {
    expect(kinds('Can I publish a paper before I file?')).not.toContain('disclosed');
    expect(kinds('Nothing has been filed and we have not sold anything.')).toEqual([]);
  });

  it('reads an information disclosure statement as a paper citing art, never as a disclosure of the invention', () => {
    // Attorney review: "We filed an information disclosure statement …" was read as if the invention had been disclosed.
    expect(
      kinds(
        'We filed an information disclosure statement on 2025-03-01. Is it too late to file a non-provisional?',
      ),
    ).toEqual(['filed']);
    expect(kinds('When must an information disclosure statement be filed?')).not.toContain('disclosed');
    // Paraphrases: the abbreviation, and art disclosed to the Office in it.
    expect(
      kinds(
        'We disclosed the prior art references to the examiner in an IDS on 2025-02-01; are we still fine?',
      ),
    ).toEqual([]);
    expect(kinds('We disclosed everything in an IDS last month.')).toEqual([]);
    // A disclosure of the invention itself still is one.
    expect(kinds('I disclosed the gadget to the public on 2025-01-10.')).toEqual(['disclosed']);
  });

  it('reads an IDS filed as the filing of that paper, not of an application (attorney review 3)', () => {
    for (const q of [
      'We filed an IDS on 2024-05-01 and the first office action was mailed 2024-04-01.',
      'On 2025-04-02 we submitted an information disclosure statement.',
    ]) {
      const filed = readQuestion(q, today).events.filter((e) => e.kind === 'filed');
      expect(
        filed.map((e) => e.paper),
        q,
      ).toEqual(['ids']);
      expect(filed.some(applicationFiled), q).toBe(false);
    }
    // The application itself still is one.
    const app = readQuestion('We filed our application on 2024-01-10 and an IDS on 2024-06-01.', today);
    expect(app.events.filter(applicationFiled).map((e) => e.date)).toEqual(['2024-01-10']);
  });

  it('tells the asker’s events from another’s, and carries the actor through "that" and "it"', () => {
    expect(
      events(
        'A competitor filed a US application on 2024-03-01 that was published on 2025-09-01. I filed mine on 2024-06-01.',
      ),
    ).toEqual([
      ['filed', 'other', '2024-03-01'],
      ['disclosed', 'other', '2025-09-01'],
      ['filed', 'self', '2024-06-01'],
    ]);
    expect(events('Is an application filed by someone else before my filing date prior art?')[0]).toEqual([
      'filed',
      'other',
      null,
    ]);
    expect(events('An application of another inventor was filed before ours.')[0][1]).toBe('other');
    // "US" the country is not the asker.
    expect(events("A competitor's US application was published on 2025-08-01.")[0][1]).toBe('other');
  });

  it('reads the papers of prosecution and their fate', () => {
    expect(kinds('The parent was allowed and we paid the issue fee yesterday.')).toEqual([
      'allowed',
      'issue-fee-paid',
    ]);
    expect(kinds('Our parent patent issued last week.')).toEqual(['issued']);
    expect(kinds('We did not pay the issue fee and it went abandoned.')).toEqual(['fee-missed', 'abandoned']);
    expect(kinds('The petition was granted.')).toEqual([]);
    expect(kinds('How long can we wait until the parent issues?')).toEqual([]);
    expect(readQuestion('Our first filing was at the DPMA on 2025-09-25.', today).events[0]).toMatchObject({
      kind: 'filed',
      paper: 'foreign',
      date: '2025-09-25',
    });
  });
});

describe('readQuestion: dates', () => {
  it('resolves relative dates against today, a month alone from its first day', () => {
    const r = readQuestion('We demoed it at CES last March. Are we barred?', today);
    expect(r.events[0].date).toBe('2026-03-01');
    expect(r.readAs[0]).toMatch(/“last March” read as 2026-03-01 .*its first day/);
    expect(readQuestion('We showed it two months ago.', today).events[0].date).toBe('2026-09-28');
  });
});

describe('readQuestion: the aspect asked', () => {
  it.each([
    'Are we barred?',
    'Is it too late?',
    'Can we still get a patent?',
    'Could I patent it in the US?',
    'Is there any way to protect it now?',
  ])('reads "%s" as asking whether it can still be done', (q) => {
    expect(asks(q)).toContain('still');
  });

  it('reads the term, the deadline, the cost, a difference, the conditions and a definition', () => {
    expect(asks('When will the patent expire?')).toContain('term');
    expect(asks('How long will my protection last?')).toContain('term');
    expect(asks('When does protection end?')).toContain('term');
    expect(asks('By when must I reply?')).toContain('deadline');
    expect(asks('How much is the filing fee?')).toContain('cost');
    expect(asks('We paid the issue fee. Can we file a continuation?')).not.toContain('cost');
    expect(asks('How does a CIP differ from a continuation?')).toContain('difference');
    expect(asks('Continuation vs. CIP: which one is better?')).toContain('difference');
    expect(asks('Who can claim micro entity status?')).toContain('conditions');
    expect(asks('Do I count as a micro entity?')).toContain('conditions');
    expect(asks('What is a terminal disclaimer?')).toContain('definition');
    expect(asks('What happens if I miss the deadline?')).toContain('consequence');
  });

  it('reads the aspect from the sentences that ask, not from the facts told', () => {
    expect(asks('The term of our licence ended. Can we file a continuation?')).not.toContain('term');
    expect(asks('Under the AIA, is it prior art?')).toContain('yes-no');
  });
});

describe('readQuestion: the attorney review’s readings (issue 25)', () => {
  it('reads which law is asked only when a version is asked about, not used as a qualifier', () => {
    expect(asks('Filed 2014-03-10 claiming a 2012-11-05 provisional — is it AIA or pre-AIA?')).toContain(
      'era',
    );
    expect(asks('Is it first-to-file or first to invent?')).toContain('era');
    expect(asks('Does the first-inventor-to-file system govern it?')).toContain('era');
    expect(asks('Under the AIA, is it prior art?')).not.toContain('era');
  });

  it('reads the options asked', () => {
    expect(asks('What are my options after a final rejection?')).toContain('options');
    expect(asks('The final action came in. What can I do now?')).toContain('options');
    expect(asks('When must I reply to the final rejection?')).not.toContain('options');
  });

  it('dates papers by the date written next to them, a month alone kept as a month', () => {
    const dated = (q: string) => readQuestion(q, today).dated.map((d) => [d.paper, d.date ?? d.month]);
    expect(dated('Filed 2014-03-10 claiming a 2012-11-05 provisional.')).toEqual([
      ['provisional', '2012-11-05'],
    ]);
    expect(dated('provisional in May 2025, utility filed 2026-05-01')).toEqual([
      ['provisional', '2025-05'],
      ['non-provisional', '2026-05-01'],
    ]);
    expect(readQuestion('Our May 2025 provisional', today).dated[0].written).toBe('May 2025');
    // A day before the month makes it a full date, not a month.
    expect(dated('The provisional was filed 2 May 2025.')).toEqual([['provisional', '2025-05-02']]);
  });

  it('dates an event by the month written in its sentence when no day is given (review 2, issue 25)', () => {
    const event = (q: string) => readQuestion(q, today).events[0];
    expect(event('We showed it at a trade show in March 2025 — when must we file?')).toMatchObject({
      kind: 'disclosed',
      date: null,
      month: { month: '2025-03', written: 'March 2025' },
    });
    expect(event('In Nov. 2024 we sold the first units.').month?.month).toBe('2024-11');
    // A day given makes it a date, and no month is kept.
    expect(event('We showed it on 2 March 2025.')).toMatchObject({ date: '2025-03-02', month: null });
  });

  it('reads a final rejection however it is said', () => {
    expect(kinds('The final office action is dated 2026-10-02.')).toContain('final-rejection');
    expect(kinds('The examiner made the rejection final.')).toContain('final-rejection');
    expect(kinds('When may the examiner make the rejection final?')).not.toContain('final-rejection');
  });

  it('reads an error said to make the patent invalid, not one denied', () => {
    expect(readQuestion('An error that makes the patent partly invalid.', today).invalidating).toBe(true);
    expect(readQuestion('A drawing defect in my patent: does it make it invalid?', today).invalidating).toBe(
      true,
    );
    expect(readQuestion('A typo that does not make the patent invalid.', today).invalidating).toBe(false);
    expect(readQuestion('There is a typo in my patent.', today).invalidating).toBe(false);
  });

  it('checks what was sold or shown against what is to be patented', () => {
    const read = readQuestion('I sold my car on 2025-03-01; can I still patent my invention?', today);
    expect(read.events).toEqual([]);
    expect(read.unrelated).toEqual([
      { word: 'sold', thing: 'car', invention: 'invention', date: '2025-03-01' },
    ]);
    expect(kinds('We sold the gadget on 2025-01-02. Can we still patent the gadget?')).toEqual(['disclosed']);
    expect(kinds('We showed investors the prototype on 2025-01-02. Can we still patent the gadget?')).toEqual(
      ['disclosed'],
    );
    expect(kinds('I presented my thesis on 2025-01-02. Can I still patent my algorithm?')).toContain(
      'disclosed',
    );
  });

  it.each<[string, boolean]>([
    ['What is the term of a US patent from a PCT filed on 2021-04-12?', true],
    ['If I file a PCT application on 2021-04-12, when does the patent term end?', true],
    ['When will a patent from international application PCT/US2020/01234 filed 2020-02-02 expire?', true],
    ['Our PCT was filed 2019-05-05 and the patent granted 2023-01-01; when does it expire?', true],
    ['When does my PCT application expire? Filed 2021-04-12.', false],
    ['When does the 30-month period to enter the national stage expire for my PCT filed 2021-04-12?', false],
  ])('"%s" asks the patent’s term: %s', (q, patentTerm) => {
    expect(asksPatentTerm(readQuestion(q, today))).toBe(patentTerm);
  });
});
