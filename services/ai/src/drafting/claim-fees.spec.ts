import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { patentDataDir } from '../../test/support/uspto-xml-reader.js';
import { claimFees, excessClaimsFinding } from './claim-fees.js';

const counts = (independent: number, total: number, multipleDependent = 0, forFees = total) => ({
  independent,
  dependent: total - independent,
  multipleDependent,
  total,
  forFees,
});

describe(claimFees.name, () => {
  it('returns no excess within 3 independent and 20 total claims, citing 37 CFR 1.16 with its revision', () => {
    const sut = claimFees(counts(3, 20));
    expect(sut).toMatchObject({
      excessIndependent: 0,
      excessTotal: 0,
      multipleDependentFee: false,
      lines: [],
    });
    expect(sut.citation).toMatch(/^37 CFR 1\.16\(h\), \(i\), \(j\) \(as printed in .*2014/);
    // The legal knowledge base's own revision label, and a plain word that the amounts are old.
    expect(sut.citation).toMatch(/2013 fee schedule \(not current\)\)$/);
    expect(sut.asOf).toMatch(/March 2014/);
    expect(sut.note).toMatch(/amounts are outdated: the 2013 fee schedule as printed in 2014/);
  });

  it('returns the excess claims and the 1.16(h), (i), (j) amounts read from the shared legal data', () => {
    const sut = claimFees(counts(5, 25, 1, 27));
    expect(sut).toMatchObject({ excessIndependent: 2, excessTotal: 7, multipleDependentFee: true });
    expect(sut.lines.map((l) => [l.rule, l.count])).toEqual([
      ['37 CFR 1.16(h)', 2],
      ['37 CFR 1.16(i)', 7],
      ['37 CFR 1.16(j)', 1],
    ]);
    for (const l of sut.lines) expect(l.amounts?.large).toBeGreaterThan(0);
    expect(sut.asOf).toBe(claimFees(counts(5, 25), patentDataDir()).asOf);
  });

  it('says in the note that an improper multiple dependent claim is counted as one claim (MPEP 607, 608.01(n))', () => {
    const sut = claimFees({ ...counts(1, 5, 2, 6), improperMultipleDependent: 1 });
    expect(sut.note).toMatch(
      /One improper multiple dependent claim \(it rests on another multiple dependent claim, directly or indirectly, or does not refer to its claims in the alternative\) is counted as one claim each, the fee for a single dependent claim, and so is a claim depending from one \(MPEP 607, 608\.01\(n\)\)\./,
    );
    expect(claimFees(counts(1, 5, 1, 6)).note).not.toMatch(/improper/);
  });

  it('returns counts without amounts when the legal data is absent', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'fees-'));
    mkdirSync(path.join(dir, 'legal'));
    writeFileSync(path.join(dir, 'legal/fees.jsonl'), '');
    const sut = claimFees(counts(4, 10), dir);
    expect(sut.lines).toEqual([
      { rule: '37 CFR 1.16(h)', description: expect.any(String), count: 1, amounts: null },
    ]);
    expect(sut.citation).toMatch(/revision not available/);
  });

  it('returns an EXCESS_CLAIMS info finding on the claim set (claim 0) only when a fee line applies', () => {
    expect(excessClaimsFinding(claimFees(counts(3, 20)), counts(3, 20))).toBeNull();
    const sut = excessClaimsFinding(claimFees(counts(4, 22)), counts(4, 22));
    expect(sut).toMatchObject({ claim: 0, code: 'EXCESS_CLAIMS', severity: 'info', start: 0, end: 0 });
    expect(sut?.message).toMatch(/37 CFR 1\.16\(h\).*37 CFR 1\.16\(i\)/);
  });
});

describe('EXCESS_CLAIMS message (attorney review, issue 24)', () => {
  it('leads with the counts and the rules, with the schedule right next to each amount', () => {
    const c = { ...counts(11, 32, 4, 55) };
    const message = excessClaimsFinding(claimFees(c), c)!.message;
    expect(message).toMatch(
      /^Excess claims: 11 independent claims \(3 included\) and 55 claims for fees.*37 CFR 1\.75\(c\)/,
    );
    expect(message.indexOf('$')).toBeGreaterThan(message.indexOf('37 CFR 1.16(h): 8 ×'));
    // Every amount is preceded by the schedule it comes from.
    for (const m of message.matchAll(/\[([^\]]*?): \$/g))
      expect(m[1]).toMatch(/^2013 fee schedule, not current$/);
    expect([...message.matchAll(/\$\d+ large/g)]).toHaveLength(3);
  });
});
