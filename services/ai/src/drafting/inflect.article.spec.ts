import { describe, expect, it } from 'vitest';
import { articleMismatches, fixArticles, indefiniteArticle, withArticle } from './inflect.js';

// Issue 24 review: "creating a uninterrupted recess"; every generated element takes the article of its sound.
describe('indefinite article by sound', () => {
  const cases: [string, 'a' | 'an'][] = [
    ['uninterrupted recess', 'an'],
    ['unidentified object', 'an'],
    ['unimpeded path', 'an'],
    ['hour hand', 'an'],
    ['honest broker', 'an'],
    ['LED', 'an'],
    ['LEDs array', 'an'],
    ['X-ray source', 'an'],
    ['L-shaped bracket', 'an'],
    ['O-ring', 'an'],
    ['RF amplifier', 'an'],
    ['FPGA', 'an'],
    ['8-bit register', 'an'],
    ['11 mm gap', 'an'],
    ['18-gauge wire', 'an'],
    ['electrode', 'an'],
    ['outer sleeve', 'an'],
    ['unit', 'a'],
    ['uniform layer', 'a'],
    ['unidirectional valve', 'a'],
    ['universal joint', 'a'],
    ['one-piece housing', 'a'],
    ['user interface', 'a'],
    ['utility knife', 'a'],
    ['U-shaped channel', 'a'],
    ['USB port', 'a'],
    ['European plug', 'a'],
    ['CPU', 'a'],
    ['RAM module', 'a'],
    ['T-shaped slot', 'a'],
    ['10 mm gap', 'a'],
    ['blade', 'a'],
    ['housing', 'a'],
  ];
  it.each(cases)('"%s" takes "%s"', (np, want) => {
    expect(indefiniteArticle(np)).toBe(want);
  });

  it('writes the phrase with its article', () => {
    expect(withArticle('uninterrupted recess')).toBe('an uninterrupted recess');
    expect(withArticle('one-piece housing')).toBe('a one-piece housing');
  });
});

describe('articles of a generated text', () => {
  it('finds and fixes an article that does not match the next word, and leaves labels alone', () => {
    const text =
      'A method comprising: creating a uninterrupted recess on a face; and fitting an unit to vitamin A and a LED.';
    expect(articleMismatches(text)).toEqual(['a uninterrupted', 'an unit', 'a LED']);
    expect(fixArticles(text)).toBe(
      'A method comprising: creating an uninterrupted recess on a face; and fitting a unit to vitamin A and an LED.',
    );
    expect(fixArticles('An uninterrupted recess. A unit is fitted.')).toBe(
      'An uninterrupted recess. A unit is fitted.',
    );
    expect(fixArticles('A one-piece body. An one-piece body.')).toBe('A one-piece body. A one-piece body.');
  });
});
