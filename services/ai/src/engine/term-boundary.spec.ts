import { termEnded } from '@patent-hub/contracts';
import { describe, expect, it } from 'vitest';
import { documentStatus } from './document-kind.js';
import { commercialPotential } from './scores.js';
import type { PatentForAnalysis } from './types.js';

// Search's term status (services/patents term-status.ts) and its status filter keep a patent in force through its
// expiry day; the analysis called it expired from midnight of that day. Both now read termEnded.
const patent: PatentForAnalysis = {
  number: '7000001',
  title: 'Valve',
  abstract: 'A valve.',
  description: 'A valve has a seat.',
  claims: [],
  earliestDate: '2000-02-01',
  familyNumbers: [],
  cpc: [],
  documentType: 'utility',
  granted: true,
  grantDate: '2017-10-03',
  filingDate: '2000-02-01',
  expiry: { date: '2020-02-01', basis: '20 years from the filing date (35 U.S.C. 154(a)(2))', lapsed: false },
};

describe('the analysis at the expiry boundary', () => {
  it.each([
    ['2020-01-31T23:00:00Z', 'in force'],
    ['2020-02-01T12:00:00Z', 'in force'],
    ['2020-02-01T23:59:00Z', 'in force'],
    ['2020-02-02T00:00:00Z', 'expired'],
  ])('returns the state search gives at %s: %s', (at, state) => {
    const now = new Date(at);
    const st = documentStatus(patent, now);
    expect(st.state).toBe(state);
    expect(st.state === 'expired').toBe(termEnded('2020-02-01', at.slice(0, 10)));
  });

  it('scores remaining term on the expiry day, and none the day after', () => {
    const on = commercialPotential(patent, null, new Date('2020-02-01T12:00:00Z'), {
      state: 'in force',
      feeNotShown: null,
      expiry: '2020-02-01',
    });
    expect(on.reason).toContain('0.0 years (expires 2020-02-01)');
    const after = commercialPotential(patent, null, new Date('2020-02-02T12:00:00Z'), {
      state: 'expired',
      feeNotShown: null,
      expiry: '2020-02-01',
    });
    expect(after.reason).toContain('expired 2020-02-01');
  });
});
