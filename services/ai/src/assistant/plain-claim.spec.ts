import { describe, expect, it } from 'vitest';
import type { PatentDetail } from '@patent-hub/contracts';
import { splitClaimElements } from '../engine/claim-elements.js';
import { RECORD } from '../../test/support/assistant-fixtures.js';
import { patentAnswer } from './patent-answer.js';
import { plainClaim } from './plain-claim.js';

// Attorney review (issue 25): "What does claim 1 cover, in plain English?" restated by rules, labelled as such: what
// the claim is, one sentence per element with claim words replaced, what its transition leaves open; no fact added.
const plain = (claim: string) => plainClaim(splitClaimElements(claim), 1);
const lines = (text: string) => text.split('\n').filter((l) => l.startsWith('- '));

const CLAMP =
  'A clamp apparatus comprising: a jaw; a screw threaded through said jaw; and a bottom anchor attached to said ' +
  'screw, wherein said anchor is plastic.';

describe(plainClaim.name, () => {
  it('names an apparatus, restates each element in everyday words and says "comprising" is open-ended', () => {
    const text = plain(CLAMP);
    expect(text).toMatch(/^\*\*In plain English\*\* \(a mechanical restatement by the local engine's rules/);
    expect(text).toContain('claim 1 claims an apparatus or system (a thing and its parts).');
    expect(text).toContain('“comprising” means the claim is open-ended');
    expect(lines(text)).toEqual([
      '- It has a jaw.',
      '- It has a screw threaded through the jaw.',
      '- It has a bottom anchor attached to the screw.',
      '- Also, the anchor is plastic.',
    ]);
  });

  it('reads the head past an acronym in parentheses: "A laser detection and ranging (LADAR) system" is a system', () => {
    const text = plain('A laser detection and ranging (LADAR) system, comprising: a laser; and a detector.');
    expect(text).toContain('claim 1 claims an apparatus or system (a thing and its parts).');
  });

  it('names a method by its steps and replaces "a plurality of"', () => {
    const text = plain(
      'A method of making a widget, comprising: heating a plurality of blanks; pressing said blanks; and cooling the blanks.',
    );
    expect(text).toContain('claim 1 claims a method (a series of steps).');
    expect(text).toContain('something with these steps and more still falls within it');
    expect(lines(text)).toEqual([
      '- It involves heating several blanks.',
      '- It involves pressing the blanks.',
      '- It involves cooling the blanks.',
    ]);
  });

  it('says "consisting of" closes a composition', () => {
    const text = plain('A cleaning composition consisting of: water; sodium chloride; and citric acid.');
    expect(text).toContain('claim 1 claims a composition (what something is made of).');
    expect(text).toContain('“consisting of” means the claim is closed: it covers only these ingredients');
    expect(lines(text)[0]).toBe('- It contains water.');
  });

  it('adds no word of its own to an element: each sentence is the claim’s words, rewritten', () => {
    const rewritten = CLAMP.replace(/\bsaid\b/g, 'the').replace(/\bwherein\b/g, 'where');
    for (const l of lines(plain(CLAMP)))
      expect(rewritten).toContain(l.replace(/^- (?:It has |Also, )/, '').replace(/\.$/, ''));
  });
});

describe('patentAnswer: a claim asked "in plain English"', () => {
  it('follows the claim and its elements with the labelled restatement', () => {
    const record = {
      ...RECORD,
      claims: [{ number: 1, text: CLAMP, dependsOn: [] }],
    } as unknown as PatentDetail;
    const { text } = patentAnswer(
      record,
      'What does claim 1 of US10000000 cover, in plain English?',
      1,
      '2026-11-28',
    );
    const at = (s: string) => text.indexOf(s);
    expect(at('**Claim 1**')).toBeGreaterThanOrEqual(0);
    expect(at('**What claim 1 requires**')).toBeGreaterThan(at('**Claim 1**'));
    expect(at('**In plain English**')).toBeGreaterThan(at('**What claim 1 requires**'));
    expect(text).toContain('- Also, the anchor is plastic.');
  });
});
