import { describe, expect, it } from 'vitest';
import { grantOf } from '../../test/support/drafted-grants.js';
import { checkClaimSet, introduction } from './claim-checker.js';

// Issue 24 review 1.6: the introduction the antecedent finding quotes takes the article its sound takes.
describe('the introduction an antecedent finding asks for', () => {
  it('quotes "a second facet" for the issued claim 1 of US7473056', () => {
    const claims = grantOf('7473056').claims.map((c) => c.text);
    const f = checkClaimSet(claims).findings.find(
      (x) =>
        x.code === 'ANTECEDENT_BASIS' && claims[x.claim - 1].slice(x.start, x.end) === 'the second facet',
    );
    expect(f?.message).toMatch(/no earlier "a second facet"/);
    expect(f?.message).not.toMatch(/a\/an/);
  });

  it('quotes "an element", "a unit", "an LED", a plural bare, and drops "the said"', () => {
    expect(introduction('the element', 'element')).toBe('an element');
    expect(introduction('the unit', 'unit')).toBe('a unit');
    expect(introduction('said LED', 'LED')).toBe('an LED');
    expect(introduction('the teeth', 'teeth')).toBe('teeth');
    expect(introduction('the said administration', 'administration')).toBe('an administration');
  });

  it('never writes "a/an" in any finding on the issued claims of US8421436 and US7863256', () => {
    for (const n of ['8421436', '7863256']) {
      const messages = checkClaimSet(grantOf(n).claims.map((c) => c.text)).findings.map((f) => f.message);
      expect(messages.filter((m) => /a\/an\b/.test(m))).toEqual([]);
      expect(messages.some((m) => /no earlier "an? /.test(m))).toBe(true);
    }
  });
});
