import { beforeAll, describe, expect, it } from 'vitest';
import { lawSource, legalEvidence } from './legal-answer.js';
import { LegalKnowledgeBase } from './legal-kb.js';

let kb: LegalKnowledgeBase;
// Reading and indexing the 2,000 sections takes seconds, more on a busy machine.
beforeAll(() => {
  kb = LegalKnowledgeBase.load();
}, 60_000);

describe(legalEvidence.name, () => {
  it('returns the paragraph of a cited rule stating the condition asked about when the found one states the rule in general', () => {
    const e = legalEvidence(
      kb,
      'A patent issued with a terminal disclaimer: is it still enforceable after its owner assigns it to another company?',
      { deadline: null },
    );
    const at = e.hits.findIndex((h) => h.section.source === '37 CFR' && h.section.section === '1.321');
    expect(at).toBeGreaterThanOrEqual(0);
    expect(lawSource(e.hits[at]).label).toBe('37 CFR 1.321(c)(3)');
    expect(e.quotes[at].join(' ')).toMatch(
      /enforceable only for and during such period that said patent is commonly owned/,
    );
  });
});
