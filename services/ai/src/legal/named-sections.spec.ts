import { describe, expect, it } from 'vitest';
import { namedSections } from './legal-kb.js';

describe('namedSections: a Part 1 rule named by its number alone', () => {
  it('reads "1.53(c)(3)" and "Rule 1.136" as 37 CFR rules, once each', () => {
    expect(namedSections('Prov. conversion under 1.53(c)(3); see also Rule 1.136 and 37 CFR 1.136')).toEqual([
      { source: '37 CFR', section: '1.136' },
      { source: '37 CFR', section: '1.53' },
    ]);
  });
  it('not a period, an amount, a date or a longer number', () => {
    expect(namedSections('due 1.5 years later, $1.250 paid on 2021.1.15, version 11.136.2')).toEqual([]);
  });
});
