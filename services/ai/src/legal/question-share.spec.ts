import { describe, expect, it } from 'vitest';
import { questionShare } from './question-share.js';

describe(questionShare.name, () => {
  it('returns the weighted share of the question a text holds, terms meeting across their endings', () => {
    const share = questionShare('Is the licence enforcement affected by the assignment?')!;
    expect(share('The patent is enforceable only while it is assigned together with the other.')).toBe(
      share('The enforcement of the assignment.'),
    );
    expect(share('A text about something else entirely.')).toBe(0);
  });

  it('returns a larger share for a text holding the rarer of two terms', () => {
    const weight = (t: string) => (t.startsWith('quarantin') ? 5 : 1);
    const share = questionShare('Who may quarantine the application?', weight)!;
    expect(share('A quarantine order.')).toBeGreaterThan(share('An application.'));
  });

  it('returns null when the question has no terms', () => {
    expect(questionShare('what is it?')).toBeNull();
  });
});
