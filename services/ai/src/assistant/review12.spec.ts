import { describe, expect, it } from 'vitest';
import { askOnTexts, leadOf as lead } from '../../test/support/assistant-fixtures.js';

// Re-check of attorney-style review 11 (issue 25, 2026-11-30): a question on hiring a lawyer is answered by the rule on
// practitioners, and a question naming "my company" without asking who owns anything gets no employment-ownership lead.
// The legal texts are read from PATENT_DATA_DIR at run time.
const ask = askOnTexts();

describe('review 11 re-check', () => {
  it.each([
    // The reviewer's question (item 14) and two other wordings.
    'Do I need a lawyer to file a patent? can I do it myself?',
    'Is a lawyer required to file a patent application?',
    'can i file my own patent application without a lawyer',
  ])('the rule on practitioners is not disowned for the word "lawyer": %s', async (q) => {
    const a = await ask(q);
    // Led by 1.31's sentence (labelled the closest rule: it answers "can I do it myself", not every part).
    expect(lead(a)).not.toMatch(/^I found no sentence/);
    expect(lead(a)).toMatch(/may file and prosecute the applicant's own case/);
    expect(lead(a)).toMatch(/37 CFR 1\.31/);
  });

  it.each([
    // The re-check's new question N2 and two other wordings.
    "Can I get a design patent for my company's logo?",
    'can my company patent the shape of our new bottle as a design?',
    'Our company wants a design patent on a chair. How long does it last?',
  ])('"my company" alone is no question on who owns an invention: %s', async (q) => {
    const a = await ask(q);
    expect(lead(a)).not.toMatch(/employment or assignment contract|hired-to-invent/);
  });

  it('a question on who owns an employee’s invention keeps the contract-and-state-law lead', async () => {
    const a = await ask('Does my company own the patent if an employee made the invention at work?');
    expect(lead(a)).toMatch(/contract/);
  });
});

describe('a missed US national stage leads with revival (re-check, new question N5)', () => {
  it.each([
    'we missed the 30 month deadline to enter the US national stage from our PCT application. is it lost?',
    'Forgot to enter the national phase in the US at 30 months — what now?',
    'our PCT passed 30 months without US entry, is the application dead?',
  ])('%s', async (q) => {
    const a = await ask(q);
    expect(lead(a)).not.toMatch(/MPEP 1801/);
    expect(lead(a)).toMatch(/1\.137/);
    expect(lead(a)).toMatch(/abandoned as to the United States/);
  });
});
