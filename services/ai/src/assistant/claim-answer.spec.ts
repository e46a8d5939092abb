import { beforeAll, describe, expect, it } from 'vitest';
import { LegalKnowledgeBase } from '../legal/legal-kb.js';
import { claimCheckAnswer, claimTextIn, readClaims } from './claim-answer.js';

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

  it('splits numbered claims on one line after any punctuation, claim 1 included (issue 24, item 7)', () => {
    expect(
      claimTextIn(
        'Any 112(b) issues in these claims? 1. An LED assembly comprising: a heat sink base; and a lens attached ' +
          'to the heat sink base. 2. The LED assembly as recited in claim 1, wherein the lens is round! ' +
          '3. The LED assembly as recited in claim 1, further comprising a second lens formed upon the base.',
      ),
    ).toEqual([
      '1. An LED assembly comprising: a heat sink base; and a lens attached to the heat sink base.',
      '2. The LED assembly as recited in claim 1, wherein the lens is round!',
      '3. The LED assembly as recited in claim 1, further comprising a second lens formed upon the base.',
    ]);
    expect(
      claimTextIn(
        'Claim 1: A mug comprising a body and a handle. Claim 2: The mug of claim 1, wherein the handle is round.',
      ),
    ).toEqual([
      '1. A mug comprising a body and a handle.',
      '2. The mug of claim 1, wherein the handle is round.',
    ]);
  });

  it('reads an unnumbered first claim and labelled claims by position, and says so (issue 24, item 8)', () => {
    const read = readClaims(
      "My client's claim reads: A method of dispensing medication, comprising: rotating a carousel of a " +
        'dispenser; and detecting a pill with a sensor. Dependent claim: The method of claim 3, wherein the ' +
        'carousel is round. Is this OK to file?',
    );
    expect(read?.claims).toEqual([
      '1. A method of dispensing medication, comprising: rotating a carousel of a dispenser; and detecting a pill ' +
        'with a sensor.',
      '2. The method of claim 3, wherein the carousel is round.',
    ]);
    expect(read?.reading).toMatch(
      /numbered by position: claim 1 \(unnumbered, after the lead-in\), claim 2 /,
    );
    expect(read?.reading).toContain('“Is this OK to file?”');
    expect(
      readClaims(
        'Independent claim: A cup comprising a wall and a base joined to the wall. Dependent claim: The cup of ' +
          'claim 1, wherein the base is flat.',
      )?.claims,
    ).toEqual([
      '1. A cup comprising a wall and a base joined to the wall.',
      '2. The cup of claim 1, wherein the base is flat.',
    ]);
  });
});

describe(claimCheckAnswer.name, () => {
  // Reading the legal texts (about 2 s) and the first tagging (the NLP model loads) are set-up, not the test: on a
  // busy machine they passed the 5 s test timeout.
  let kb: LegalKnowledgeBase;
  beforeAll(() => {
    kb = LegalKnowledgeBase.load();
    claimCheckAnswer(['1. A cup comprising a wall.'], kb);
  }, 60_000);

  it('returns a quoted span on one line when the claim breaks a sub-list over lines', () => {
    const claim = '1. A lamp comprising:\na base; and\na switch.';
    const { text } = claimCheckAnswer([claim, claim.replace(/^1/, '2')], kb);
    const line = text.split('\n').find((l) => l.includes('DUPLICATE_CLAIM'));
    expect(line).toContain('“A lamp comprising: a base; and a switch.”');
  }, 60_000); // reading and indexing the legal texts takes seconds, more on a busy machine
});
