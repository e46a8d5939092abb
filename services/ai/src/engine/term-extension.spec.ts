import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { patentDataDir, readGrantSlice } from '../../test/support/uspto-xml-reader.js';
import { buildLocalAnalysis } from './local-analysis.js';

// Attorney review (issue 23 item 7): US7642270, claim 1 "A compound of Formula I", had no word on a patent term
// extension (35 U.S.C. 156). The slice gives no CPC for it: the claim's words decide.
const slice = path.join(patentDataDir(), 'uspto-xml/PatentsView__PatentsView-DB/ipgxml/ipg100105.small.xml');
const grants = readGrantSlice(slice);
const expiry = { date: '2027-01-01', basis: '20 years from the filing date', lapsed: false };
const advice = (number: string) => {
  const g = grants.find((x) => x.number === number)!;
  const patent = { ...g, documentType: 'utility', granted: true, expiry, filingDate: '2007-01-01' };
  return buildLocalAnalysis(patent, [], { now: new Date('2026-11-28') }).recommendations;
};

describe('patent term extension note', () => {
  it('says one may apply to a compound patent, as a possibility to check with no date (US7642270)', () => {
    const note = advice('7642270').find((r) => r.includes('35 U.S.C. 156'))!;
    expect(note).toMatch(
      /^A patent term extension under 35 U\.S\.C\. 156 may apply: claim 1 is to a compound/,
    );
    expect(note).toContain('no extended date is computed');
    expect(note).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('says nothing of it for a nasal cannula (US7640932)', () => {
    expect(advice('7640932').some((r) => r.includes('35 U.S.C. 156'))).toBe(false);
  });

  it('reads the CPC when the claims do not say', () => {
    const g = grants.find((x) => x.number === '7640932')!;
    const patent = { ...g, cpc: ['A61K31/519'], documentType: 'utility', granted: true, expiry };
    const r = buildLocalAnalysis(patent, [], { now: new Date('2026-11-28') }).recommendations;
    expect(r.find((x) => x.includes('35 U.S.C. 156'))).toContain('its CPC classes (A61K31/519)');
  });
});
