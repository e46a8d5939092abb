import { describe, expect, it } from 'vitest';
import { askOnTexts, leadOf as lead } from '../../test/support/assistant-fixtures.js';
import { asAsked } from '../legal/polarity.js';

// Attorney review of issue 25, the answers' length: correct but padded. A quote is printed once, a source that leads is
// not listed again, a fee window the lead states is not repeated, supporting quotes bear on the question, and a yes/no
// lead answers the question as asked. The legal texts are read from PATENT_DATA_DIR at run time.
const ask = askOnTexts();
const count = (text: string, part: string) => text.split(part).length - 1;
const below = (a: { local: string }) => a.local.slice(lead(a).length);

describe('a quote is printed once', () => {
  it.each([
    ['IDS without fee or statement - deadline?', 'within any one of the following time periods'],
    [
      'When must an IDS be filed to avoid the fee and statement?',
      'within any one of the following time periods',
    ],
    ['Continuation: copendency requirement?', 'Copendency is defined in the clause'],
    [
      'Revival of unintentionally abandoned app: rule and time limit?',
      'Any applicant filing a petition to revive',
    ],
  ])('%s', async (q, words) => {
    const a = await ask(q);
    expect(count(a.local, words)).toBe(1);
  });
});

describe('a source that leads is not listed under "Also consulted"', () => {
  it.each(['Can I patent my software app idea?', 'Is software patentable in the US?'])('%s', async (q) => {
    const a = await ask(q);
    expect(lead(a)).toMatch(/\*\*MPEP 2106\*\*/);
    expect(below(a)).not.toMatch(/Also consulted[\s\S]*\*\*MPEP 2106\*\* /);
    // Still a source of the answer.
    expect(a.sources.map((s) => s.label)).toContain('MPEP 2106');
  });
});

describe("a maintenance fee's window the lead states is not repeated in the schedule", () => {
  it.each([
    [
      'My patent was granted on 2019-05-14. When is the 7.5-year maintenance fee due, and what is the last day I can pay it with the late surcharge?',
      '7.5-year',
      '2026-05-14',
    ],
    ['Our patent issued 2020-03-03. When is the first maintenance fee due?', '3.5-year', '2023-03-03'],
  ])('%s', async (q, fee, opens) => {
    const a = await ask(q);
    expect(lead(a)).toContain(`from ${opens} through`);
    expect(count(a.local, `from ${opens} through`)).toBe(1);
    expect(a.local).toContain(`- **${fee} fee:** as above.`);
  });
});

describe('supporting quotes bear on the question: no fee amounts when no cost is asked', () => {
  it('the revival rule and its time limit: 35 U.S.C. 41(a)(7)–(8) amounts are not quoted', async () => {
    const a = await ask('Revival of unintentionally abandoned app: rule and time limit?');
    expect(lead(a)).toMatch(/No fixed time limit/);
    expect(a.local).not.toMatch(/\$1,700|\$130|extensions of time/);
    expect(a.local).not.toMatch(/Fees from the 2013 fee schedule/);
  });
  it('asked its cost, the amount is quoted', async () => {
    const a = await ask('What is the fee for a petition to revive an abandoned application?');
    expect(a.local).toMatch(/\$\s?\d/);
  });
});

describe('a yes/no lead answers the question as asked', () => {
  it.each([
    ['Is it too late to file a continuation?', 'Yes, until the parent issues: a continuation …', 'No, until'],
    ['Can we no longer claim small entity status?', 'Yes: a small entity …', 'No: a small'],
    ['Am I barred from reviving it?', '**Yes: 6 months of grace** …', '**No: 6 months'],
  ])('"%s" swaps the lead written for "can I still?"', (q, written, asked) =>
    expect(asAsked(q, written)).toMatch(new RegExp(`^${asked.replace(/[*]/g, '\\*')}`)),
  );
  it.each([
    ['Is it too late to revive?', 'No fixed time limit, but …'],
    ['Is my application dead after a final rejection?', 'No, the application is not dead: a final …'],
    ['Can I still file a continuation?', 'Yes, until the parent issues: …'],
  ])('"%s" keeps "%s"', (q, written) => expect(asAsked(q, written)).toBe(written));

  it('a topic lead through the assistant: "too late to file a continuation?"', async () => {
    const still = lead(await ask('Our application was allowed last week. Can we still file a continuation?'));
    const late = lead(
      await ask('Our application was allowed last week. Is it too late to file a continuation?'),
    );
    expect(still).toMatch(/^\*\*Answer:\*\* Yes, until the parent issues/);
    expect(late).toMatch(/^\*\*Answer:\*\* No, until the parent issues/);
  });
});
