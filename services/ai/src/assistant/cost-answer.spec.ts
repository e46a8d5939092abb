import { beforeAll, describe, expect, it } from 'vitest';
import { askOnTexts } from '../../test/support/assistant-fixtures.js';
import { feeLead } from '../legal/fee-lead.js';
import { LegalKnowledgeBase, legalDataDir } from '../legal/legal-kb.js';

// Issue 25, review of the assistant item 3: a cost question states the entity status its facts imply, lists only fee
// rows that can apply to a filing now, sums the filing fees and says what the texts do not hold. The legal texts are
// read from PATENT_DATA_DIR at run time.
const ask = askOnTexts();
/** The answer before its supporting quotes: what the fee lead states. */
const lead = (a: { local: string }) => a.local.split('Supporting quotes:')[0];

describe('a patent cost question (review item 3)', () => {
  it.each([
    // The reviewer's question and two other wordings.
    'How much does it cost to get a patent for a small startup with 5 employees?',
    'What does a utility patent cost for our company of 40 employees?',
    'how much would getting a patent cost us? we are a startup with twelve staff',
  ])('states small entity status, drops the pre-2014 issue fee row, says what is missing: %s', async (q) => {
    const text = lead(await ask(q));
    expect(text).toMatch(/^\*\*Fees for a small entity\*\*/);
    expect(text).toMatch(/\n\*\*Entity status:\*\* with \d+ (?:employees|staff) \(no more than 500\)/);
    expect(text).toMatch(/a small entity \(37 CFR 1\.27\(a\)\(2\)\)/);
    expect(text).toMatch(/micro entity fees only if the conditions of 37 CFR 1\.29 are met/);
    expect(text).toMatch(/\*\*Fees for a small entity\*\*/);
    expect(text).toMatch(/\*\*37 CFR 1\.18\(a\)\(1\)\*\*.*paid on or after January 1, 2014/);
    expect(text).not.toMatch(/paid before January 1, 2014/);
    expect(text).toMatch(
      /\*\*Together\*\* \(37 CFR 1\.16\(a\), 37 CFR 1\.16\(k\), 37 CFR 1\.16\(o\)\): \*\*small entity \$730\.00 filed electronically, \$800\.00 otherwise\*\*/,
    );
    expect(text).toMatch(/Not in these texts: the fees of a patent attorney or agent/);
    expect(text).toMatch(/the USPTO fees charged today/);
  });

  it('states no entity status without a head count, and a large entity past 500 employees', async () => {
    expect(lead(await ask('How much does it cost to get a patent?'))).not.toMatch(/Entity status/);
    const big = lead(await ask('How much does a patent cost for a company with 2,000 employees?'));
    expect(big).toMatch(/\n\*\*Entity status:\*\* with 2000 employees the business exceeds/);
    expect(big).toMatch(/\*\*Fees for an entity other than a small or micro entity\*\*/);
  });

  it('keeps the filing fees’ total for a filing fee question, with no cost note', async () => {
    const text = lead(await ask('How much is the filing fee for a utility application?'));
    expect(text).toMatch(/\*\*Together\*\* \(37 CFR 1\.16\(a\), 37 CFR 1\.16\(k\), 37 CFR 1\.16\(o\)\)/);
    expect(text).not.toMatch(/Entity status|Not in these texts/);
  });
});

describe('a fee row "paid before" a day is judged against the asker\'s day, not the machine clock', () => {
  let kb: LegalKnowledgeBase;
  beforeAll(() => {
    kb = LegalKnowledgeBase.load(legalDataDir());
  }, 60_000);
  const q = 'How much is the issue fee for a small entity?';
  it('lists the pre-2014 issue fee row for an asker in 2013 and leaves it out in 2026', () => {
    expect(feeLead(kb, q, undefined, undefined, undefined, '2013-06-01')?.text).toMatch(
      /paid before January 1, 2014/,
    );
    expect(feeLead(kb, q, undefined, undefined, undefined, '2026-11-30')?.text).not.toMatch(
      /paid before January 1, 2014/,
    );
  });
});
