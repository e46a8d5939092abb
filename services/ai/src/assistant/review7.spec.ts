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

describe('2. a fee asked without a date: the amounts of the fee table, its revision and each entity size', () => {
  it.each(['What’s the fee for an extension of time?', 'What does an extension of time cost?'])(
    '"%s": 37 CFR 1.17(a) per entity size, dated 2013, and no computed deadline',
    async (q) => {
      const a = await ask(q);
      expect(lead(a)).toMatch(/^\*\*Fees\*\* \(37 CFR fee schedule effective March 19, 2013/);
      expect(lead(a)).toContain(
        '**37 CFR 1.17(a)(1)** Extension fees pursuant to § 1.136(a) — For reply within first month: micro entity $50.00; small entity $100.00; other than a small or micro entity $200.00',
      );
      expect(lead(a)).toContain('not the current amounts');
      expect(a.local).not.toMatch(/\*\*Deadline|\b20\d\d-\d\d-\d\d\b/);
      expect(a.sources[0]).toMatchObject({ label: '37 CFR 1.17(a)' });
      expect(a.sources[0].revision).toContain('2013');
    },
  );
});

describe('3. MPEP 201.04 quoted by the sentence stating the point: filing abroad within 12 months', () => {
  it.each([
    'I filed a provisional on 2026-05-04. By when do we have to file in Europe?',
    'Our provisional went in on 2026-05-04; what is the last day to file in Japan claiming it?',
  ])('"%s": 201.04 is quoted, in the texts too, by its 12 months for foreign filings', async (q) => {
    const a = await ask(q);
    expect(lead(a)).toMatch(/^\*\*Deadline: 2027-05-04\*\*: the last day to file abroad/);
    // Quoted once: as the deadline's basis, or under "What the texts say" (attorney review of issue 25).
    const quoted = a.local.split('\n').filter((l) => /^[->] \*\*MPEP 201\.04\*\*/.test(l));
    const sentence = 'Foreign filings must be made within 12 months of the filing date of the provisional';
    expect(quoted.filter((l) => l.includes(`“${sentence}`))).toHaveLength(1);
    expect(a.local.split(sentence)).toHaveLength(2);
    expect(quoted.join('\n')).not.toContain('ABANDONMENT');
  });
});
