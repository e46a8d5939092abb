import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { patentDataDir, readGrantSlice } from '../../test/support/uspto-xml-reader.js';
import { buildLocalAnalysis } from './local-analysis.js';
import { termExtensionWhy } from './recommendations.js';

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

// Attorney review (issue 23): US6982157 (rosuvastatin + fibrate; claim 1 a drug combination, claim 4 a method of
// treatment; the 2006 slice prints IPC C12N9/99 only) had no note, and its expired term read "No damages remain".
describe('patent term extension: one trigger for drug products, their use and making', () => {
  const slice2006 = readGrantSlice(
    path.join(patentDataDir(), 'uspto-xml/PatentsView__PatentsView-DB/ipgxml/ipg060103.small.xml'),
  );
  const expired = { date: '2020-02-01', basis: '20 years from the PCT filing date', lapsed: false };
  const recs = (g: (typeof grants)[number]) =>
    buildLocalAnalysis({ ...g, documentType: 'utility', granted: true, expiry: expired }, [], {
      now: new Date('2026-11-29'),
    }).recommendations;

  it('notes it for a drug combination claim (US6982157) and keeps the caveat next to "No damages remain"', () => {
    const r = recs(slice2006.find((x) => x.number === '6982157')!);
    expect(r.find((x) => x.includes('35 U.S.C. 156 may apply'))).toContain(
      'claim 1 is to a drug product (a combination, composition or formulation)',
    );
    const damages = r.find((x) => x.includes('No damages remain'))!;
    expect(damages).toContain('No damages remain to be recovered on the expiry computed here');
    expect(damages).toContain('unless its term was extended under 35 U.S.C. 156');
    expect(damages).toContain('to 2025-02-01 at most');
  });

  it('says "No damages remain" without the caveat for a nasal cannula (US7640932)', () => {
    const r = recs(grants.find((x) => x.number === '7640932')!);
    expect(r.some((x) => x.includes('35 U.S.C. 156'))).toBe(false);
    expect(r.find((x) => x.includes('No damages remain'))).toContain(
      'No damages remain to be recovered: a suit',
    );
  });

  it('reads a method of treatment and a method of making a compound as drug claims', () => {
    const claims = (text: string) => ({ cpc: [], ipc: [], claims: [{ number: 4, text, dependsOn: [3] }] });
    expect(
      termExtensionWhy(claims('4. A method for the treatment of hypercholesterolaemia in a patient')),
    ).toBe('claim 4 is to a method of using a drug product (treatment)');
    expect(termExtensionWhy(claims('4. A process for preparing a compound of Formula I, comprising'))).toBe(
      'claim 4 is to a method of making a drug product',
    );
    expect(termExtensionWhy(claims('4. A method for making a golf putter head'))).toBeNull();
  });
});
