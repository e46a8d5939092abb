import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { askOnTexts, leadOf as lead, RECORD, recordOfGrant } from '../../test/support/assistant-fixtures.js';
import { parseGrant, patentDataDir } from '../../test/support/uspto-xml-reader.js';
import { asAsked } from '../legal/polarity.js';
import { patentAnswer } from './patent-answer.js';

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

describe('the effective date of a continuity chain: the date, its basis in a sentence, the chain compactly', () => {
  const g = parseGrant(
    readFileSync(
      path.join(patentDataDir(), 'uspto-xml/patent-dev__uspto-odp/testdata/grant_us11646472b2_17248024.xml'),
      'utf8',
    ),
  );
  const record = recordOfGrant(g);

  it.each([
    'What is the effective filing date of US11646472?',
    'When does US 11,646,472 expire, and on what basis?',
  ])('US11646472: %s', (q) => {
    const text = patentAnswer(record, q, null, '2026-11-30').text;
    const line = text.split('\n').find((l) => l.includes('**Effective filing date:**'))!;
    expect(line).toMatch(
      /\*\*Effective filing date:\*\* 2004-02-06 \(not exact\) — the filing date of the earliest/,
    );
    // The CIP's own date and the AIA condition, once each, in the basis sentence.
    expect(line).toMatch(
      /continuation-in-part 14\/156,267 \(2014-01-15\) takes that CIP's date \(35 U\.S\.C\. 120\)/,
    );
    expect(count(line, 'AIA')).toBe(2);
    // Every application claimed, with its relation and date, oldest first.
    const chain = line.slice(line.indexOf('Chain ('));
    expect(chain).toMatch(
      /^Chain \(12 applications claimed, oldest first\): 60\/542,532 \(2004-02-06, provisional\); /,
    );
    expect(chain).toContain('10/824,944 (2004-04-14, parent of a division)');
    // A CIP link names the CIP's parent: 13/929,653 is continued in part by 14/156,267.
    expect(chain).toContain('13/929,653 (2013-06-27, parent of a continuation-in-part)');
    expect(line.split(/\s+/).length).toBeLessThan(160);
  });

  it('a record claiming one application keeps the basis the service gives', () => {
    const text = patentAnswer(
      RECORD,
      'What is the effective filing date of US10000000?',
      null,
      '2026-11-30',
    ).text;
    expect(text).toContain('**Effective filing date:** 2015-03-10 — own filing date');
  });
});
