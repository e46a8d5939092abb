import { describe, expect, it } from 'vitest';
import { parseScenario } from './scenario.js';

describe(parseScenario.name, () => {
  it('gives each date the event named nearest before it', () => {
    const p = parseScenario(
      'A napkin holder with magnetic clips. We filed a PCT application on 2025-06-10 claiming our provisional of 2024-06-12.',
    );
    expect(p.dates).toEqual({ pct: '2025-06-10', provisional: '2024-06-12' });
    expect(p.technical).toBe('A napkin holder with magnetic clips.');
    expect(
      parseScenario('We filed our US application on 2019-03-04 and it was granted on June 1, 2021.').dates,
    ).toEqual({ usFiling: '2019-03-04', grant: '2021-06-01' });
    expect(parseScenario('Our first filing was in Germany on 2026-05-01.').dates).toEqual({
      foreign: '2026-05-01',
    });
  });

  it('detects the questions: disclosure, countries, budget, timing, design and others', () => {
    const p = parseScenario(
      'A stacking chair with a curved plywood back. I showed it at a trade show on 2026-01-15. We want a design patent and protection in Europe and Japan. Our budget is $20,000. Will investors like it?',
    );
    expect(p.questions.map((q) => q.topic).sort()).toEqual(
      ['budget', 'countries', 'design', 'disclosure', 'other'].sort(),
    );
    expect(p).toMatchObject({
      kind: 'design',
      countries: ['Europe', 'Japan'],
      budget: '$20,000',
      dates: { disclosure: '2026-01-15' },
      technical: 'A stacking chair with a curved plywood back.',
    });
  });

  it('keeps technical words that only look procedural, and the pronoun "us" is no country', () => {
    const p = parseScenario('A paper towel dispenser lets us tear sheets with one hand.');
    expect(p.questions).toEqual([]);
    expect(p.countries).toEqual([]);
    expect(p.technical).toContain('paper towel');
  });
});
