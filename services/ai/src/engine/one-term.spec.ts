import { describe, expect, it } from 'vitest';
import { nounFormTest } from './one-term.js';

describe(nounFormTest.name, () => {
  it('returns a test met by the noun and its plural, not by a verb form of the same stem', () => {
    const display = nounFormTest('a display', 'display')!;
    expect(display.test('A processor builds screen images on the display screen.')).toBe(true);
    expect(display.test('Two displays are mounted side by side.')).toBe(true);
    expect(display.test('Method of displaying the state of an artificial neural network')).toBe(false);
    expect(display.test('The results are displayed to the user.')).toBe(false);
  });

  it('returns singular and plural spellings for a plural element', () => {
    const batteries = nounFormTest('a plurality of batteries', 'battery')!;
    expect(batteries.test('The battery is charged.')).toBe(true);
    expect(batteries.test('Both batteries are charged.')).toBe(true);
  });

  it('returns null when the element writes its term as a verb form itself', () => {
    expect(nounFormTest('linearizing', 'lineariz')).toBeNull();
  });
});
