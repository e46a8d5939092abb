import { describe, expect, it } from 'vitest';
import { askOnTexts, firstThreeLaw, leadOf as lead } from '../../test/support/assistant-fixtures.js';

// Issue 25, plain wording (2026-11-30): questions in an inventor's words that no topic recogniser spells out reach
// their topic by their content words, and a topic's governing rule that states what is asked leads; the leftovers of
// the last review (a lawyer, eligibility, a non-provisional) lead with a plain answer. Wordings written for this spec;
// the legal texts are read from PATENT_DATA_DIR at run time.
const ask = askOnTexts();

describe('"do I need a lawyer" leads with a plain no, and "can I do it myself" with a plain yes (37 CFR 1.31)', () => {
  it.each([
    'Is a lawyer required to apply for a patent in the US?',
    'Must I pay a patent attorney to get my patent, or is that optional?',
  ])('"%s"', async (q) => {
    const a = await ask(q);
    expect(lead(a)).toMatch(
      /^\*\*Answer:\*\* No: an inventor may file and prosecute a patent application without a lawyer/,
    );
    expect(lead(a)).toMatch(/juristic entity/);
    expect(firstThreeLaw(a)[0]).toBe('37 CFR 1.31');
  });
  it('"Am I allowed to file my patent application myself?"', async () => {
    const a = await ask('Am I allowed to file my patent application myself?');
    expect(lead(a)).toMatch(/^\*\*Answer:\*\* Yes: an inventor may file/);
  });
});

describe('"can I patent X" leads with eligibility in plain words (35 U.S.C. 101, MPEP 2106)', () => {
  it.each([
    'Is a board game patentable?',
    "Could my grandmother's cookie recipe be patented?",
    'can you get a patent on a method of doing business?',
  ])('"%s"', async (q) => {
    const a = await ask(q);
    expect(lead(a)).toMatch(/^\*\*Answer:\*\* Yes, it can be, if it is claimed as a new and useful process/);
    expect(lead(a)).toMatch(/abstract idea/);
    expect(firstThreeLaw(a)).toContain('35 U.S.C. 101');
    expect(a.local).toMatch(/MPEP 2106/);
  });
});

describe('"what is a non-provisional" is defined plainly with its section', () => {
  it.each(["what's a nonprovisional patent application?", 'What does non-provisional mean?'])(
    '"%s"',
    async (q) => {
      const a = await ask(q);
      expect(lead(a)).toMatch(
        /^\*\*Answer:\*\* A non-provisional application is the regular application for a patent/,
      );
      expect(firstThreeLaw(a)[0]).toBe('37 CFR 1.9(a)(3)');
    },
  );
});

describe('a plain question reaches its topic by its words and leads with its governing rule', () => {
  it('examined sooner: the rule on advancing examination (37 CFR 1.102)', async () => {
    const a = await ask('Is there a way to get my invention examined quicker?');
    expect(firstThreeLaw(a)[0]).toMatch(/^37 CFR 1\.102/);
    expect(lead(a)).toMatch(/^\*\*The rule that governs this\*\*/);
    expect(lead(a)).not.toMatch(/I found no sentence/);
  });
  it('a co-worker left off as inventor: correcting inventorship (37 CFR 1.48)', async () => {
    const a = await ask('We forgot to list my co-worker as an inventor. How do we fix that?');
    expect(firstThreeLaw(a)[0]).toMatch(/^37 CFR 1\.48/);
    expect(lead(a)).toMatch(/correct or change the inventorship/);
  });
});

describe('lay words reach the texts: infringement, enhanced damages, publication, a bare rule number', () => {
  it('knocking off a patented product is an infringement question, answered from 35 U.S.C.', async () => {
    const a = await ask(
      'Someone is knocking off my patented lamp and selling it cheaper. What does the law let me do?',
    );
    expect(a.kind).toBe('legal');
    expect(firstThreeLaw(a).some((l) => /^35 U\.S\.C\. (?:27[1-3]|28[1-9])/.test(l))).toBe(true);
  });
  it('copied on purpose, more than the losses: 35 U.S.C. 284 (up to three times)', async () => {
    const a = await ask(
      'A rival deliberately copied our patented gadget. Can the court award more than our actual losses?',
    );
    expect(firstThreeLaw(a)[0]).toBe('35 U.S.C. 284');
    expect(a.local).toMatch(/up to three times/);
  });
  it('"made public": publication at 18 months (35 U.S.C. 122(b))', async () => {
    const a = await ask('When will my application be made public?');
    expect(firstThreeLaw(a)[0]).toMatch(/^35 U\.S\.C\. 122\(b\)/);
    expect(lead(a)).toMatch(/18 months/);
  });
  it('a rule named by its number alone ("Rule 1.136") is cited', async () => {
    const a = await ask('Rule 1.136: how long can a reply period be extended?');
    expect(firstThreeLaw(a)[0]).toMatch(/^37 CFR 1\.136/);
    expect(lead(a)).toMatch(/five months/);
  });
  it('"how much more time" on a patent is a period, not a fee: the term extension (35 U.S.C. 156)', async () => {
    const a = await ask('how much more time can I get added to my patent because of FDA approval delays?');
    expect(lead(a)).not.toMatch(/\*\*Fees?\b/);
    expect(firstThreeLaw(a)[0]).toMatch(/^35 U\.S\.C\. 156/);
  });
});

describe('a question asking two things leads with both answers', () => {
  it.each([
    [
      'Can I patent my bread recipe, and how long would the patent last?',
      /process, machine, manufacture/,
      /20 years/,
    ],
    [
      'How long does a provisional application last, and do I need a lawyer to file it?',
      /provisional/,
      /may file and prosecute the applicant's own case/,
    ],
    ['Is a board game patentable? Also, how long does a design patent last?', /process, machine/, /15 years/],
  ])('"%s"', async (q, first, second) => {
    const a = await ask(q);
    expect(lead(a)).toMatch(first);
    expect(lead(a)).toMatch(second);
  });
});

describe('an instruction to examiners on form paragraphs never leads an answer', () => {
  it('"How does an examiner decide whether a claim is indefinite under 112(b)?"', async () => {
    const a = await ask('How does an examiner decide whether a claim is indefinite under 112(b)?');
    expect(lead(a)).not.toMatch(/form paragraph/i);
    expect(lead(a)).toMatch(/particularly pointing out and distinctly claiming/);
  });
});
