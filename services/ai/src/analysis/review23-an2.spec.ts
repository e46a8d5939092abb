import { describe, expect, it } from 'vitest';
import { analysedGrant, servicedGrant as grant } from '../../test/support/analysed-grant.js';

// Attorney review of issue 23 (8 grants run as bench:ai runs them): defects fixed as general rules.
const today = new Date('2026-11-30T05:00:00Z');
const analysed = (sliceName: string, number: string) => analysedGrant(sliceName, number, today);

describe('formulae printed only as images', () => {
  it('US7642321: claim 1 keeps a placeholder where its formula is; the summary does not point "below"', async () => {
    const { a, report } = await analysed('ipg100105', '7642321');
    const claim1 = a.keyClaims.find((c) => c.number === 1)!.text;
    expect(claim1).toMatch(
      /A polymer of the formula:\s*\[formula: image in the grant, not reproduced\]\s*wherein Az is/,
    );
    expect(report).toContain('[formula: image in the grant, not reproduced]');
    expect(a.summary).not.toMatch(/shown below/);
  });

  it('US7642029: "Formulas (IV) to (VII) below:" is followed by the placeholder in the claim and the description', () => {
    const g = grant('ipg100105', '7642029');
    const below = g.claims.find((c) => /Formulas \(IV\) to \(VII\) below:/.test(c.text))!;
    expect(below.text).toMatch(/below:\s*\[formula: image in the grant, not reproduced\]/);
    expect(g.description).toContain('[formula: image in the grant, not reproduced]');
  });
});

describe('citation names read with their character references decoded', () => {
  it('US7642321: US4871822 is by "Brindöpke et al.", not "Brind&#xf6;pke"', async () => {
    const { patent, report } = await analysed('ipg100105', '7642321');
    expect(patent.citations.find((c) => c.document_number === '4871822')?.name).toBe('Brindöpke et al.');
    expect(report).toContain('Brindöpke et al.');
    expect(report).not.toMatch(/&#x[0-9a-f]+;/i);
  });
});
