import { describe, expect, it } from 'vitest';
import { citedSpellings } from './citing.js';

describe(citedSpellings.name, () => {
  it.each([
    ['8088102', ['8088102', '08088102']],
    ['US8088102', ['8088102', '08088102']],
    ['11646472', ['11646472']],
    ['D513425', ['D513425', 'D0513425']],
    ['RE36176', ['RE36176', 'RE036176']],
    ['PP12345', ['PP12345', 'PP012345']],
  ])('spells %s as the XML references print it', (n, spellings) => {
    expect(citedSpellings(n)).toEqual(spellings);
  });
});
