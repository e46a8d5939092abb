import { describe, expect, it } from 'vitest';
import { chartElement, passagesOf, type TermWeights } from './claim-chart.js';
import type { ClaimElement } from './claim-elements.js';
import { family } from './text.js';

const weights: TermWeights = { idf: () => 1, distinctive: () => true };
const element = (text: string): ClaimElement => ({ text, kind: 'element' });
const chart = (el: string, passage: string) =>
  chartElement(
    element(el),
    0,
    passagesOf({ title: '', abstract: passage, claims: [], description: '' }),
    weights,
  );

describe(family.name, () => {
  it('joins the forms of a word the light stem keeps apart, not its adjectives', () => {
    expect(family('oscillating')).toBe(family('oscillator'));
    expect(family('oscillation')).toBe(family('oscillators'));
    expect(family('removable')).not.toBe(family('removing'));
  });
});

describe('chart rows on word families (US7863991 against US7315219)', () => {
  it('returns disclosed when the passage writes another form of the element\'s word ("oscillating" for "oscillator")', () => {
    const row = chart(
      'a first ring oscillator stage',
      'The outputs of the first-stage delay element are connected to the inputs of the second-stage one, forming the ring oscillating unit.',
    );
    expect(row.label).toBe('disclosed');
    expect(row.hits).toEqual(['ring', 'oscillator', 'stag']);
    expect(row.highlights.map((h) => row.passage.slice(h.start, h.end))).toContain('oscillating');
  });

  it('returns not found when only an adjective of the word is written ("removable" for "removing")', () => {
    expect(chart('removing the insulating film', 'A removable insulating carrier.').label).not.toBe(
      'disclosed',
    );
  });

  it('returns not found when the passage meets the element by other forms of its words only', () => {
    const row = chart('a crystal oscillator driving a signal receiver', 'Receiving while oscillating.');
    expect(row.label).toBe('not found');
    expect(row.hits).toEqual([]);
  });

  it('lets one word of a passage meet one term only ("decode" for both "decoding" and "decoder")', () => {
    const row = chart(
      'decoding a stream in a stream decoder',
      'The network may decode pulse signals of a stream.',
    );
    expect(row.label).not.toBe('disclosed');
    expect(row.score).toBeLessThan(0.8);
  });
});
