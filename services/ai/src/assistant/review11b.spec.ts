import { describe, expect, it } from 'vitest';
import { askOnTexts, firstThreeLaw, leadOf as lead } from '../../test/support/assistant-fixtures.js';

// Attorney-style review 11 (issue 25), part B: the right composed answer existed, but lay or terse wording did not
// reach it. Each rule holds for any question of its kind: the reviewer's question and two other wordings (lay, terse
// attorney) each. The legal texts are read from PATENT_DATA_DIR at run time; today is 2026-11-28.
const ask = askOnTexts();

/** Where a phrase first stands in the first paragraph (-1 when absent). */
const at = (text: string, phrase: RegExp) => text.search(phrase);

describe('a final rejection received: not dead, the three replies lead, abandonment only as the consequence', () => {
  it.each([
    'The examiner sent a final rejection. what happens now, is my patent dead?',
    'I just got a final office action on my application. Is it over for me?',
    'final rejection received — next steps?',
  ])('"%s"', async (q) => {
    const first = lead(await ask(q));
    for (const rule of [/37 CFR 1\.116/, /37 CFR 1\.114/, /41\.31/]) expect(first).toMatch(rule);
    expect(at(first, /abandoned/)).toBeGreaterThan(at(first, /41\.31/));
    // Not the granted patent's term (35 U.S.C. 154(a)(2)): the application's fate.
    expect(first).not.toMatch(/ending 20 years/);
  });

  it('says plainly that the application is not dead when asked so', async () => {
    expect(
      lead(await ask('The examiner sent a final rejection. what happens now, is my patent dead?')),
    ).toMatch(/not dead/);
  });
});

describe('a reply missed: the extension of time within the 6-month maximum leads, revival after, abandonment last', () => {
  it.each([
    ['I missed the deadline to respond to the office action by 2 weeks, what can I do?', /1-month extension/],
    [
      'oops, I forgot to answer the examiner and I am 10 days late. is my application lost?',
      /1-month extension/,
    ],
    ['missed OA response deadline by 2 months — options?', /2-month extension/],
  ])('"%s"', async (q, months) => {
    const first = lead(await ask(q));
    expect(first).toMatch(/37 CFR 1\.136\(a\)/);
    expect(first).toMatch(/35 U\.S\.C\. 133/);
    expect(first).toMatch(months);
    expect(first).toMatch(/1\.137/);
    // The extension comes first; abandonment is said after it, as what follows when it is not used.
    expect(at(first, /1\.136\(a\)/)).toBeLessThan(at(first, /abandoned/));
    expect(firstThreeLaw(await ask(q))[0]).toBe('37 CFR 1.136(a)');
  });

  it('a delay beyond what extensions reach says so and points to revival', async () => {
    const first = lead(
      await ask('I missed the deadline to reply to the office action by 4 months. what can I do?'),
    );
    expect(first).toMatch(/beyond what extensions can reach/);
    expect(first).toMatch(/1\.137/);
  });
});

describe('maintenance fees asked when due or forgotten: all three windows, the grace period, then the petition', () => {
  it.each([
    'When do I pay maintenance fees on a patent and what happens if I forget?',
    'I think I forgot to pay the maintenance fee on my patent. Is it gone?',
    'maintenance fee missed — late payment options?',
  ])('"%s"', async (q) => {
    const first = lead(await ask(q));
    for (const w of [/3\.5/, /7\.5/, /11\.5/]) expect(first).toMatch(w);
    expect(first).toMatch(/41\(c\)\(1\)/);
    expect(first).toMatch(/1\.378/);
    // The petition is stated before the expiry it cures.
    expect(at(first, /petition/)).toBeLessThan(at(first, /expires at the end/));
  });
});

describe('an own disclosure undated or dated by its year: AIA grace period, the year read against today', () => {
  it.each([
    [
      'can i patent somthing i already sold online last year',
      /“last year” read as 2025 \(today is 2026-11-28\)/,
    ],
    ['We sold our product on Amazon in 2025, is it too late to patent it?', /“in 2025” read as 2025/],
    ['client sold units last year, still patentable?', /“last year” read as 2025/],
  ])('"%s"', async (q, year) => {
    const a = await ask(q);
    const first = lead(a);
    expect(first).toMatch(/102\(b\)\(1\)\(A\)/);
    expect(first).toMatch(year);
    expect(first).toMatch(/foreign rights/);
    // Pre-AIA law does not lead without a pre-2013 date.
    expect(first).not.toMatch(/pre-AIA 35 U\.S\.C\. 102\(b\)/);
    expect(firstThreeLaw(a)[0]).toBe('35 U.S.C. 102(b)(1)');
  });

  it('a pre-AIA date given keeps the pre-AIA bar', async () => {
    expect(lead(await ask('pre-AIA on-sale bar for a 2011 sale?'))).toMatch(/pre-AIA 35 U\.S\.C\. 102\(b\)/);
  });
});

describe('terse attorney questions reach their rule', () => {
  it.each([
    '1.136(a) max extension?',
    'Under 37 CFR 1.136(a), what is the maximum extension I can get?',
    'longest extension of time for an office action reply?',
  ])('"%s" leads with 1.136(a)(1)’s five months, capped by 35 U.S.C. 133', async (q) => {
    const first = lead(await ask(q));
    expect(first).toMatch(/five months after the time period set for reply/);
    expect(first).toMatch(/35 U\.S\.C\. 133/);
  });

  it.each([
    'restriction requirement traverse time',
    'How long do I have to reply to a restriction requirement?',
    'got a restriction / election requirement, response deadline?',
  ])('"%s" leads with MPEP 710.02(b)’s 2 months', async (q) => {
    const a = await ask(q);
    expect(lead(a)).toMatch(/2 MONTHS: \(A\) Requirement for restriction or election of species only/);
    expect(firstThreeLaw(a)[0]).toBe('MPEP 710.02(b)');
  });

  it.each([
    'AIA grace period third-party disclosure',
    'Does the grace period protect me if someone else publishes my idea before I file?',
    '102(b)(1)(B) third party intervening disclosure?',
  ])('"%s" leads with 35 U.S.C. 102(b)(1)(B)', async (q) => {
    const first = lead(await ask(q));
    expect(first).toMatch(/been publicly disclosed by the inventor/);
    expect(first).toMatch(/102\(b\)\(1\)\(B\)/);
  });
});
