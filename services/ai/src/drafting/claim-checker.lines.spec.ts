import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { patentDataDir, readGrantSlice } from '../../test/support/uspto-xml-reader.js';
import { checkClaimSet } from './claim-checker.js';

// Claims are stored with a line break before each nested claim-text since the ingest keeps them; older rows are flat.
const dir = path.join(patentDataDir(), 'uspto-xml/PatentsView__PatentsView-DB/ipgxml');
const claimsOf = (slice: string, patent: string) =>
  readGrantSlice(path.join(dir, slice))
    .find((g) => g.number === patent)
    ?.claims.map((c) => c.text) ?? [];

describe(`${checkClaimSet.name} on claims with line breaks`, () => {
  it('returns the same findings, with spans on the same words, for the line-broken and the flat text (US7643552)', () => {
    const lines = claimsOf('ipg100105.small.xml', '7643552');
    expect(lines[11]).toContain('\n');
    const flat = lines.map((t) => t.replace(/\n/g, ' '));
    const spans = (claims: string[]) =>
      checkClaimSet(claims)
        .findings.filter((f) => f.claim === 12)
        .map((f) => `${f.code} ${claims[11].slice(f.start, f.end)}`);
    expect(spans(lines)).toEqual([
      'ANTECEDENT_BASIS the three-dimensional image display apparatus',
      'RELATIVE_TERM substantially',
    ]);
    expect(spans(flat)).toEqual(spans(lines));
  });
});
