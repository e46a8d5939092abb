import { describe, expect, it } from 'vitest';
import { CitationFilter, citedRefs, REMOVED_MARK, scrubCitations, VerifiedCitations } from './citations.js';

const verified = (text: string) => {
  const v = new VerifiedCitations();
  v.addFrom(text);
  return v;
};

describe('citedRefs', () => {
  it('returns patents and sections with their keys, statute and rules without pinpoints', () => {
    const refs = citedRefs(
      'US 10,000,000 B2, Patent No. 7,000,001, 35 U.S.C. § 119(e)(1), 37 C.F.R. 1.78(a), MPEP 2173.05(e) and USD531781.',
    );
    expect(refs.map((r) => r.key)).toEqual([
      'US10000000',
      'US7000001',
      '35 U.S.C. 119',
      '37 CFR 1.78',
      'MPEP 2173.05(e)',
      'USD531781',
    ]);
  });
});

describe('scrubCitations', () => {
  it('removes what no tool result holds, keeps the rest, and accepts a deeper MPEP pinpoint', () => {
    const v = verified('{"cite":"35 U.S.C. 154(a)(2)","patent":"US10000000","x":"MPEP 2173.05(e)"}');
    const r = scrubCitations(
      'US10000000 per 35 U.S.C. 154(b), MPEP 2173.05(e)(1); not US9999999 or MPEP 2174.',
      v,
    );
    expect(r.text).toBe(
      `US10000000 per 35 U.S.C. 154(b), MPEP 2173.05(e)(1); not ${REMOVED_MARK} or ${REMOVED_MARK}.`,
    );
    expect(r.removed.map((x) => x.key)).toEqual(['US9999999', 'MPEP 2174']);
  });
});

describe(CitationFilter.name, () => {
  const text =
    'The term is 20 years (35 U.S.C. 154(a)(2)); see US10000000 and US 12,345,678 B2. Fees: 37 CFR 1.20(e) ' +
    'and 37 CFR 1.999(z).\nAlso U.S. Patent No. 7,000,001 and MPEP 2701.';
  const v = verified('35 U.S.C. 154, US10000000, 37 CFR 1.20, MPEP 2701');

  it('returns, for any split of the stream, the same text as checking it whole, emitting before the end', () => {
    const whole = scrubCitations(text, v).text;
    let seed = 7;
    const rand = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let run = 0; run < 200; run++) {
      const f = new CitationFilter(v);
      const pieces: string[] = [];
      for (let i = 0; i < text.length;) {
        const n = 1 + Math.floor(rand() * 12);
        pieces.push(f.push(text.slice(i, i + n)));
        i += n;
      }
      const beforeEnd = pieces.join('');
      pieces.push(f.end());
      expect(pieces.join('')).toBe(whole);
      expect(beforeEnd.length).toBeGreaterThan(whole.length / 2);
      expect(f.removed.map((r) => r.key)).toEqual(['US12345678', '37 CFR 1.999', 'US7000001']);
    }
  });
});
