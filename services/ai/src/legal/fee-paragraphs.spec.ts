import { beforeAll, describe, expect, it } from 'vitest';
import { LegalKnowledgeBase, legalDataDir } from './legal-kb.js';
import { feeLead, ownParagraph } from './fee-lead.js';

// A fee record that runs on into the next paragraph of its rule is cut at it (attorney review 2, issue 25): the fees
// file's record of 37 CFR 1.20(h) also holds 1.20(i), read from PATENT_DATA_DIR at run time.
let kb: LegalKnowledgeBase;
beforeAll(() => {
  kb = LegalKnowledgeBase.load(legalDataDir());
}, 60_000);
const record = (section: string) =>
  kb.sections.find((s) => s.source === 'fees' && s.section === section)?.text ?? '';

describe(ownParagraph.name, () => {
  it('cuts the record of 1.20(h) at 1.20(i), and keeps a roman item under a numbered paragraph (1.20(k)(3)(i))', () => {
    expect(record('1.20(h)')).toContain('(i) Surcharge for accepting');
    expect(ownParagraph(record('1.20(h)'))).toMatch(/^\(h\) Surcharge for paying a maintenance fee/);
    expect(ownParagraph(record('1.20(h)'))).not.toContain('Surcharge for accepting');
    expect(ownParagraph(record('1.20(k)'))).toBe(record('1.20(k)'));
  });

  it('labels the amounts after expiration 1.20(i)(1) and (i)(2), from the rule’s own paragraph', () => {
    const lead = feeLead(kb, 'How much is the surcharge for a late maintenance fee?')?.text ?? '';
    expect(lead).toMatch(/\*\*37 CFR 1\.20\(h\)\*\*[^\n]*small entity \$80\.00/);
    expect(lead).toMatch(/\*\*37 CFR 1\.20\(i\)\(1\)\*\*[^\n]*Unavoidable: micro entity \$175\.00/);
    expect(lead).not.toMatch(/1\.20\(h\)\(\d\)/);
  });
});
