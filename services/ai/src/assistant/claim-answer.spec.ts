import { describe, expect, it } from 'vitest';
import { claimTextIn } from './claim-answer.js';

describe(claimTextIn.name, () => {
  it('returns numbered claims in sequence, wherever the message starts them', () => {
    expect(
      claimTextIn(
        'Please check:\n1. A mug comprising: a body; and a handle.\n2. The mug of claim 1, wherein the handle is round.',
      ),
    ).toEqual([
      '1. A mug comprising: a body; and a handle.',
      '2. The mug of claim 1, wherein the handle is round.',
    ]);
    // On one line, and with "claim 1." inside a claim not taken for a new claim.
    expect(
      claimTextIn(
        '1. A lamp comprising a base. 2. The lamp of claim 1. 3. The lamp of claim 2, wherein the base is round.',
      ),
    ).toEqual([
      '1. A lamp comprising a base.',
      '2. The lamp of claim 1.',
      '3. The lamp of claim 2, wherein the base is round.',
    ]);
  });

  it('returns a claim after a lead-in, or a message that is one claim', () => {
    expect(claimTextIn('Is this claim definite: A widget comprising a preferably round base?')).toEqual([
      'A widget comprising a preferably round base?',
    ]);
    expect(claimTextIn('A method of cooling a battery, comprising: circulating a coolant.')).toEqual([
      'A method of cooling a battery, comprising: circulating a coolant.',
    ]);
  });

  it('returns null for questions about claims that give no claim text', () => {
    for (const q of [
      'What does claim 1 of US10000000 cover?',
      'How many claims can I file without an excess claims fee?',
      'What is a multiple dependent claim?',
      'A question: what is a terminal disclaimer?',
      'I filed my provisional on 2026-03-02. How long do I have to file the non-provisional?',
      'Are claims comprising a means-plus-function element indefinite?',
    ])
      expect(claimTextIn(q), q).toBeNull();
  });
});
