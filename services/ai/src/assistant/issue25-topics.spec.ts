import { describe, expect, it } from 'vitest';
import { askOnTexts, labelsOf as labels, leadOf as lead } from '../../test/support/assistant-fixtures.js';

// Issue 25: two procedural answers that led with a neighbouring rule. The legal texts are read from PATENT_DATA_DIR
// at run time.
const ask = askOnTexts();

describe('a fee discount for a small company leads with the 50 % reduction of 35 U.S.C. 41(h)(1)', () => {
  it.each([
    'Is there a discount on fees for a small company?',
    'Do small businesses pay lower patent fees?',
    'As a small company, do we get a break on patent fees?',
  ])('"%s"', async (q) => {
    const a = await ask(q);
    const first = lead(a);
    expect(first).toMatch(/^\*\*Answer:\*\* Yes: a small entity/);
    expect(first).toContain('reduced by 50 percent (35 U.S.C. 41(h)(1))');
    expect(first).toContain('37 CFR 1.27(a)');
    // The micro entity's reduction as the 2013 schedule of the texts gives it, dated.
    expect(first).toContain('$70 micro, $140 small, $280 other');
    expect(first).toContain('2013 fee schedule');
    expect(first).toContain('“Subject to paragraph (3), fees charged under subsection');
    expect(labels(a)[0]).toBe('35 U.S.C. 41(h)(1)');
  });

  it('leaves the amount of one fee to the fee schedule', async () => {
    const a = await ask('What is the issue fee for a small entity?');
    // One row: the issue fee paid before 2014 (1.18(a)(2)) cannot apply now and is not listed.
    expect(lead(a)).toMatch(/^\*\*Fee for a small entity\*\*/);
    expect(labels(a)[0]).toBe('37 CFR 1.18(a)');
  });
});

describe('an RCE on a design application: no, 37 CFR 1.114(e)', () => {
  it.each([
    'Can I file an RCE on my design application?',
    'Is a request for continued examination available for a design patent application?',
    'Our design application got a final rejection. Can we file an RCE?',
  ])('"%s"', async (q) => {
    const a = await ask(q);
    const first = lead(a);
    expect(first).toMatch(/^\*\*Answer:\*\* No: an RCE is not available for a design application/);
    expect(first).toContain('(4) An application for a design patent;');
    expect(labels(a)[0]).toBe('37 CFR 1.114(e)');
  });

  it('still answers an RCE on a utility application with the rule', async () => {
    const a = await ask('Can I file an RCE after a final rejection of my utility application?');
    expect(lead(a)).not.toContain('design');
    expect(labels(a)).toContain('37 CFR 1.114(a)');
  });
});
