import { describe, expect, it } from 'vitest';
import { askOnTexts, labelsOf as labels, leadOf as lead } from '../../test/support/assistant-fixtures.js';

// The attorney's third review of the assistant (issue 25): each defect asked in the reviewer's words and in a
// paraphrase written by the implementer. The legal texts are read from PATENT_DATA_DIR at run time.
const ask = askOnTexts();

describe('1. "We filed an IDS": an information disclosure statement, answered from 37 CFR 1.97/1.98 and MPEP 609', () => {
  it.each([
    'We filed an IDS on 2024-05-01 and the first office action was mailed 2024-04-01. Is a fee required?',
    'The first Office action came out on March 3, 2025 and we filed an information disclosure statement on April 2, 2025. Will it be considered?',
    'We filed an IDS after the first Office action. What do we need for it to be considered?',
  ])('"%s": 37 CFR 1.97(c) (the statement or the fee), not a reply deadline', async (q) => {
    const a = await ask(q);
    expect(lead(a)).not.toMatch(/^\*\*Deadline/);
    expect(lead(a)).toContain('**37 CFR 1.97(c)**');
    expect(lead(a)).toContain('The fee set forth in § 1.17(p)');
    expect(labels(a)[0]).toBe('37 CFR 1.97(c)');
    expect(labels(a).every((l) => /^37 CFR 1\.9[78]|^MPEP 609/.test(l))).toBe(true);
  });

  it('"We filed an IDS. What now?" stays on the IDS rules', async () => {
    const a = await ask('We filed an IDS. What now?');
    expect(labels(a).every((l) => /^37 CFR 1\.9[78]|^MPEP 609/.test(l))).toBe(true);
    expect(lead(a)).toMatch(/information disclosure statement/);
  });
});
