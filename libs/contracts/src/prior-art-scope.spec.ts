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

  it('says earlier-filed US documents were searched, with their section, when the search took them in', () => {
    const pre = priorArtScope('2005-12-16', null, true);
    expect(pre).toContain('Also searched: US patents and applications filed in the US before the cut-off');
    expect(pre).toContain('prior art as of their US filing date, pre-AIA 35 U.S.C. 102(e))');
    expect(pre).toMatch(/in this corpus only\.$/);
    expect(pre).not.toContain('Not searched');
    expect(priorArtScope('2016-01-01', null, true)).toContain('US filing date, 35 U.S.C. 102(a)(2), 102(d))');
  });
});
