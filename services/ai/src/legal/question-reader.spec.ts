import { describe, expect, it } from 'vitest';
import { readQuestion, type EventKind } from './question-reader.js';

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
