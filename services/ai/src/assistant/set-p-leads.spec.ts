import { describe, expect, it } from 'vitest';
import { askOnTexts, firstThreeLaw, leadOf as lead } from '../../test/support/assistant-fixtures.js';

// Set P's first-paragraph misses (issue 25, 2026-11-30): the right topic found, but its answer led by no sentence of
// its rule. Each topic now leads with the sentence stating it, for any question on the topic: P's question and two
// other plain wordings each. The legal texts are read from PATENT_DATA_DIR at run time; today is 2026-11-28.
const ask = askOnTexts();

describe('a company applying leads with 35 U.S.C. 118 (the assignee may apply)', () => {
  it.each([
    'Can my company file the patent application instead of me, the inventor?',
    'Our company owns the invention. Can it file as the applicant instead of the engineers who made it?',
    'Can our startup file in its own name instead of the founders?',
  ])('"%s"', async (q) => {
    const a = await ask(q);
    expect(lead(a)).toMatch(/A person to whom the inventor has assigned or is under an obligation to assign/);
    expect(firstThreeLaw(a)[0]).toBe('35 U.S.C. 118');
  });
});

describe('a disclosure before filing leads with the 1-year grace period of 35 U.S.C. 102(b)(1)', () => {
  it.each([
    'I posted a video of my invention on YouTube last month. can I still patent it?',
    'I showed my gadget at a trade show in the spring and have not filed yet. Is it too late?',
    'I demoed my invention at a conference before filing anything. Can I still get a patent?',
  ])('"%s"', async (q) => {
    const a = await ask(q);
    expect(lead(a)).toMatch(/A disclosure made 1 year or less before the effective filing date/);
  });
});

describe("another's later disclosure of what the inventor showed first leads with 35 U.S.C. 102(b)(1)(B)", () => {
  it.each([
    'A competitor saw my public demo and filed a patent on the same thing before I did. Does my earlier demo protect me?',
    'I published my design on my blog, and then a rival company published the same idea before I filed. Does their article count against me?',
    'After I showed my device at a fair, a competitor posted a similar design online before I filed. Is their post prior art against me?',
  ])('"%s"', async (q) => {
    const a = await ask(q);
    expect(lead(a)).toMatch(/been publicly disclosed by the inventor/);
  });
});

describe("a patent's term leads with 35 U.S.C. 154(a)(2): 20 years from filing, or from the earliest application", () => {
  it.each([
    'If I file a continuation, does that new application get its own fresh 20 years?',
    'How long does a patent last when it comes from a continuation of my first application?',
    'When does the patent term of a continuation expire?',
  ])('"%s"', async (q) => {
    const a = await ask(q);
    expect(lead(a)).toMatch(/ending 20 years from the date on which the application/);
    expect(lead(a)).toMatch(/earliest such application/);
  });
});

describe('the time to take a Board decision to court leads with 37 CFR 90.3(a): 63 days', () => {
  it.each([
    'I lost at the patent appeal board. How long do I have to take it to court?',
    'The board ruled against me last week. What is the deadline to appeal to the Federal Circuit?',
    'How much time do I have to go to the Court of Appeals after losing at the PTAB?',
  ])('"%s"', async (q) => {
    const a = await ask(q);
    expect(lead(a)).toMatch(/sixty-three \(63\) days/);
  });

  it('asked what the court route is, not when, it is not led by the deadline', async () => {
    const a = await ask('Can I take the board’s decision to the Federal Circuit or to a district court?');
    expect(lead(a)).not.toMatch(/sixty-three \(63\) days after the date of the final Board decision/);
  });
});

describe('a maintenance fee forgotten is a late maintenance fee (35 U.S.C. 41(c), 37 CFR 1.378)', () => {
  it.each([
    'I forgot to pay my maintenance fee. is my patent gone?',
    "We didn't pay the 7.5-year maintenance fee on our patent. What happens now?",
    'I never paid the maintenance fee that was due. Can I still save my patent?',
  ])('"%s"', async (q) => {
    const a = await ask(q);
    expect(lead(a)).toMatch(/grace period|surcharge/i);
    expect(firstThreeLaw(a).some((l) => /^35 U\.S\.C\. 41\(c\)|^37 CFR 1\.378/.test(l))).toBe(true);
  });
});
