import { describe, expect, it } from 'vitest';
import { PRIOR_ART_SCOPE, priorArtScope } from './values.js';

describe(priorArtScope.name, () => {
  it('returns the AIA scope (102(a)(1) searched, 102(a)(2) not) from 2013-03-16 and when no cut-off is known', () => {
    for (const cutoff of ['2013-03-16', '2020-05-01', null, undefined])
      expect(priorArtScope(cutoff)).toBe(PRIOR_ART_SCOPE);
  });

  it('returns the pre-AIA scope (102(a) and (b) searched, 102(e) not) before 2013-03-16', () => {
    const scope = priorArtScope('2013-03-15');
    expect(scope).toMatch(/pre-AIA 35 U\.S\.C\. 102 applies: 102\(b\) .* 102\(a\) .*date of invention/);
    expect(scope).toMatch(/Not searched: .*\(pre-AIA 35 U\.S\.C\. 102\(e\)\)\.$/);
    expect(scope).not.toContain('102(a)(1)');
  });
});
