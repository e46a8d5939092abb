import { describe, expect, it } from 'vitest';
import { answersAsk, askOf } from './ask.js';

describe(askOf.name, () => {
  it('returns the kind of thing asked when the question words say it', () => {
    expect(askOf('Who can ask the USPTO to reexamine a granted patent?')).toBe('who');
    expect(askOf('How many claims can I have in a design application?')).toBe('count');
    expect(askOf('How many months of extension can I buy?')).toBe('period');
    expect(askOf('When is it too late to file an RCE?')).toBe('period');
    expect(askOf('Can I send it to the examiner, and until when?')).toBe('period');
    expect(askOf('Do I have to put the interview in writing?')).toBe('permission');
    expect(askOf('What is a terminal disclaimer?')).toBeNull();
    // The facts told first do not ask: the question sentence does.
    expect(askOf('We missed the reply deadline and it went abandoned. Can we get it back?')).toBe(
      'permission',
    );
  });
});

describe(answersAsk.name, () => {
  it('returns 1 for a period with its unit, less for a time condition, 0 for neither', () => {
    expect(answersAsk('A reply is due within two months.', 'period')).toBe(1);
    expect(
      answersAsk('It must be filed before the patenting of the first application.', 'period'),
    ).toBeGreaterThan(0);
    expect(answersAsk('It must be filed during the pendency of the application.', 'period')).toBe(0);
  });

  it('returns 1 for a bound on a number when a count is asked, not for "a single entity" or "less than the design"', () => {
    expect(answersAsk('More than one claim is neither required nor permitted.', 'count')).toBe(1);
    expect(answersAsk('The title must define them as a single entity.', 'count')).toBe(0);
    expect(answersAsk('The title may not be directed to less than the claimed design.', 'count')).toBe(0);
  });

  it('returns 1 for the person who may act when "who" is asked', () => {
    expect(answersAsk('Any person at any time may file a request for reexamination.', 'who')).toBe(1);
    expect(answersAsk('A protest may be filed by a member of the public.', 'who')).toBe(1);
    expect(answersAsk('The request must be in writing.', 'who')).toBe(0);
  });
});
