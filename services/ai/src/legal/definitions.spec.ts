import { beforeAll, describe, expect, it } from 'vitest';
import { definedSubject, definitionLead } from './definitions.js';
import { lawSource, legalEvidence } from './legal-answer.js';
import { LegalKnowledgeBase } from './legal-kb.js';

let kb: LegalKnowledgeBase;
// Reading and indexing the 2,000 sections takes seconds, more on a busy machine.
beforeAll(() => {
  kb = LegalKnowledgeBase.load();
}, 60_000);

/** The lead sentences of an undated question, each with the label it is cited by. */
function leads(q: string): { label: string; sentence: string }[] {
  const e = legalEvidence(kb, q, { deadline: null });
  return (e.lead ?? []).map((l) => ({ label: lawSource(e.hits[l.hit]).label, sentence: l.sentence }));
}

describe('definedSubject', () => {
  it('returns the term asked about, abbreviations spelled out, in the singular', () => {
    expect(definedSubject('What is an RCE?')).toBe('request for continued examination');
    expect(definedSubject("what's a CIP")).toBe('continuation in part');
    expect(definedSubject('What does ADS stand for?')).toBe('application data sheet');
    expect(definedSubject('define reissue applications')).toBe('reissue application');
  });

  it('returns null when the question asks no definition', () => {
    expect(definedSubject('How long do I have to file a reissue?')).toBeNull();
  });
});

describe('a definitional question', () => {
  it('leads with the sentence of the texts that defines its subject', () => {
    const cases: [string, string, RegExp][] = [
      [
        'What is a reissue?',
        'MPEP 201.05',
        /^A reissue application is an application for a patent to take the place/,
      ],
      ["what's a continuation in part", 'MPEP 201.08', /^A continuation-in-part is an application filed/],
      ['What is an ADS?', 'MPEP 601.05', /^An application data sheet \(ADS\) is a sheet/],
      ['What is an invention?', '35 U.S.C. 100', /The term “invention” means invention or discovery/],
    ];
    for (const [q, label, sentence] of cases) {
      const [first] = leads(q);
      expect(first?.label, q).toBe(label);
      expect(first?.sentence, q).toMatch(sentence);
    }
  });

  it("leads with a topic's own definition before one found in the texts (an RCE: 37 CFR 1.114(a))", () => {
    const [first] = leads('What is an RCE?');
    expect(first.label).toBe('37 CFR 1.114(a)');
    expect(first.sentence).toMatch(
      /^\(a\) If prosecution in an application is closed, an applicant may request/,
    );
  });

  it('states the three kinds of delay of patent term adjustment and its reduction, each cited', () => {
    const all = leads('What is PTA?');
    expect(all.map((l) => l.label)).toEqual([
      '35 U.S.C. 154(b)(1)(A)',
      '35 U.S.C. 154(b)(1)(B)',
      '35 U.S.C. 154(b)(1)(C)',
      // The reduction's sentence stands in item (i) "In general" (review 11: pinpoints follow every enumerator).
      '35 U.S.C. 154(b)(2)(C)(i)',
    ]);
    expect(all[0].sentence).toMatch(/not later than 14 months/);
    expect(all[1].sentence).toMatch(/within 3 years/);
    expect(all[2].sentence).toMatch(/derivation proceedings, secrecy orders, and appeals/);
    expect(all[3].sentence).toMatch(
      /shall be reduced by a period equal to the period of time during which the applicant/,
    );
    // Briefly: each part is cut, not quoted whole.
    for (const l of all) expect(l.sentence.split(/\s+/).length).toBeLessThan(70);
  });

  it('returns no definition for a term the texts do not define, nor for a question asking more', () => {
    expect(definitionLead(kb, 'What is a flux capacitor?')).toBeUndefined();
    const [first] = leads('How long do I have to file a broadening reissue?');
    expect(first?.label).not.toBe('MPEP 201.05');
  });
});
