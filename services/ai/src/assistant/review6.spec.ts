import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PatentDetail } from '@patent-hub/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { LegalKnowledgeBase, legalDataDir } from '../legal/legal-kb.js';
import { LOCAL_ENGINE } from '../providers/local.provider.js';
import { RECORD, assistantOnTexts } from '../../test/support/assistant-fixtures.js';
import { parseGrant, patentDataDir, type XmlGrant } from '../../test/support/uspto-xml-reader.js';
import { Assistant } from './assistant.js';
import type { Turn } from './question.js';

// The attorney's second review of the assistant (issue 25): each fix asked in the reviewer's words and in a paraphrase
// written by the implementer. The legal texts are read from PATENT_DATA_DIR at run time; today is 2026-11-28.
let assistant: Assistant;
beforeAll(() => {
  assistant = assistantOnTexts(LegalKnowledgeBase.load(legalDataDir()));
}, 60_000);
const ask = (q: string, history: Turn[] = []) =>
  assistant.prepare(q, history, 'patent_assistant', LOCAL_ENGINE);
const lead = (a: { local: string }) => a.local.split('\n\n')[0];
const labels = (a: { sources: { label: string }[] }) => a.sources.map((s) => s.label);

describe('1. a disclosure dated by its month alone: the grace period from its earliest and latest day', () => {
  it.each([
    'We showed it at a trade show in March 2025 — when must we file?',
    'Our team presented the device at an expo in March 2025; what is the last day to file a US application?',
  ])(
    '"%s": 2026-03-02 at the earliest (a Sunday moved), 2026-03-31 at the latest, both passed',
    async (q) => {
      const a = await ask(q);
      expect(lead(a)).toMatch(/^\*\*Deadline: 2026-03-02\*\* \(2026-03-01 is a Sunday/);
      expect(lead(a)).toContain('35 U.S.C. 102(b)(1)(A)');
      expect(lead(a)).toContain('counted from 2025-03-01');
      expect(a.local).toContain('**At the latest: 2026-03-31**');
      expect(a.local).toContain('Both have passed (today is 2026-11-28)');
      expect(labels(a)[0]).toBe('35 U.S.C. 102(b)(1)');
      expect(a.local).not.toMatch(/^\*\*Answer:\*\*.*MPEP 715\.10/);
    },
  );
});

describe('2. a deadline asked with its cost: the extension fees of 37 CFR 1.17(a) after the dates', () => {
  it.each([
    'The Office action was mailed 2026-09-01 — when is my reply due with an extension of time, and at what fee?',
    'Our non-final office action is dated 2026-10-05. How long can we extend the reply and how much does each month cost?',
  ])('"%s"', async (q) => {
    const a = await ask(q);
    expect(lead(a)).toMatch(/^\*\*Deadline: /);
    expect(a.local).toContain('month by month');
    // The amounts of the schedule, per entity size, with the tag every quoted amount carries.
    expect(a.local).toMatch(
      /\*\*37 CFR 1\.17\(a\)\(1\)\*\*[^\n]*small entity \$100\.00[^\n]*\[amounts: 2013 fee schedule[^\]]*not the current amounts\]/,
    );
    expect(a.local).toContain('**37 CFR 1.17(a)(3)**');
    // A 3-month period can be extended by 3 months at most (6 months in all, 35 U.S.C. 133).
    expect(a.local).not.toContain('**37 CFR 1.17(a)(4)**');
    expect(labels(a)[0]).not.toBe('37 CFR 1.17(a)');
    expect(labels(a)).toContain('37 CFR 1.17(a)');
  });

  it('a deadline asked without its cost states no amounts', async () => {
    const a = await ask('The Office action was mailed 2026-09-01 — when is my reply due?');
    expect(a.local).not.toContain('**37 CFR 1.17(a)(1)**');
  });
});

describe('3. divisional versus CIP: what each is, and both filed while the parent is pending', () => {
  it.each([
    'Divisional vs CIP — when to file?',
    'What is the difference between a divisional application and a continuation-in-part, and when must each be filed?',
  ])('"%s"', async (q) => {
    const a = await ask(q);
    const first = lead(a);
    expect(first).toMatch(/^\*\*Answer:\*\* A divisional carves an independent or distinct invention/);
    expect(first).toContain('no new matter (MPEP 201.06)');
    expect(first).toContain('only the CIP’s own filing date (MPEP 211.05)');
    expect(first).toMatch(/while the parent is still pending[^.]*35 U\.S\.C\. 120, 121; MPEP 211\.01\(b\)/);
    // A continuation is not what was asked about.
    expect(first).not.toContain('MPEP 201.07');
    expect(labels(a).slice(0, 4)).toEqual(['MPEP 201.06', 'MPEP 201.08', 'MPEP 211.05', 'MPEP 211.01(b)']);
  });
});

describe('4. AIA or pre-AIA with the filing year and a month-dated benefit claim: MPEP 2159.02 applied', () => {
  it.each([
    ['Filed 2015, claims benefit of a January 2012 application: AIA or pre-AIA?', '2015', 'January 2012'],
    [
      'Our application was filed in 2016 and claims the benefit of a parent filed in March 2012. Does the AIA apply to it?',
      '2016',
      'March 2012',
    ],
  ])('"%s"', async (q, year, month) => {
    const a = await ask(q);
    const first = lead(a);
    expect(first).toMatch(/^\*\*A transition application: AIA if any claim/);
    expect(first).toContain(`filed in ${year}, on or after March 16, 2013`);
    expect(first).toContain(`filed in ${month}, before it`);
    expect(first).toContain('If every claim ever presented is supported by the earlier application, pre-AIA');
    expect(a.local).toMatch(/“If a patent application \(1\) contains or contained at any time a claim/);
    expect(labels(a)[0]).toBe('MPEP 2159.02');
    // No version of 37 CFR 1.78 said to be applied, and never one with an empty quote.
    expect(a.local).not.toContain('Version applied: 37 CFR 1.78');
    expect(a.local).not.toMatch(/Version applied[^\n]*“”/);
  });
});

describe('5. a missed maintenance fee: "Yes", 6 months with the surcharge, then a petition (1.20(h) and 1.20(i))', () => {
  it.each([
    'Missed the 7.5-year maintenance fee — grace period and cost?',
    'We forgot to pay the second maintenance fee at seven and a half years. Is there a grace period, and what does paying late cost?',
  ])('"%s"', async (q) => {
    const a = await ask(q);
    const first = lead(a);
    expect(first).toMatch(/^\*\*Yes: 6 months of grace, with the surcharge\*\*/);
    expect(first).toContain('35 U.S.C. 41(b)(1); 37 CFR 1.362(e), 1.20(h)');
    expect(first).toMatch(/petition under 37 CFR 1\.378, the delay shown to have been unintentional/);
    expect(first).toContain('surcharge of 37 CFR 1.20(i)');
    // The after-expiration surcharges are 1.20(i)'s paragraphs, not 1.20(h)'s.
    expect(a.local).toMatch(/\*\*37 CFR 1\.20\(i\)\(2\)\*\*[^\n]*Unintentional: micro entity \$410\.00/);
    expect(a.local).not.toContain('1.20(h)(1)');
    expect(a.local).not.toContain('1.20(h)(2)');
    expect(a.local).toMatch(/\*\*37 CFR 1\.20\(h\)\*\*[^\n]*small entity \$80\.00/);
    // No sentence left unfinished.
    expect(a.local).not.toMatch(/states the standard —/);
    expect(labels(a).slice(0, 2)).toEqual(['37 CFR 1.20(h)', '37 CFR 1.20(i)']);
  });
});

describe('6. means-plus-function: MPEP 2181’s 3-prong test leads, not its scope sentence', () => {
  it.each([
    'When is a claim means-plus-function?',
    'How do I know whether a claim limitation invokes 35 U.S.C. 112(f)?',
  ])('"%s"', async (q) => {
    const a = await ask(q);
    const first = lead(a);
    expect(first).toMatch(
      /^\*\*Answer:\*\* “Accordingly, examiners will apply 35 U\.S\.C\. 112\(f\)[^”]*3-prong analysis/,
    );
    expect(first).toContain('(A) the claim limitation uses the term "means" or "step"');
    // The third prong in full, and nothing after it.
    expect(first).toContain(
      '(C) the term "means" or "step" or the generic placeholder is not modified by sufficient',
    );
    expect(first).toMatch(/for performing the claimed function\.(?: \[…\])?” — \*\*MPEP 2181\*\*/);
    expect(first).toContain('— **MPEP 2181** (');
    expect(first).toContain('R-10.2019');
    expect(a.local).not.toMatch(/^\*\*Answer:\*\* “This section sets forth/);
    expect(labels(a)[0]).toBe('MPEP 2181');
  });
});

describe('7. obviousness: Graham’s inquiries and KSR’s articulated reasoning, no unrelated section', () => {
  it.each(['When is an invention obvious?', 'How does the examiner have to show that my claim is obvious?'])(
    '"%s"',
    async (q) => {
      const a = await ask(q);
      const first = lead(a);
      expect(first).toMatch(/^\*\*Answer:\*\* A claim is obvious when/);
      expect(first).toContain('(A) Determining the scope and content of the prior art');
      expect(first).toContain('some articulated reasoning with some rational underpinning');
      expect(first).toContain('— **MPEP 2142** (');
      expect(first).toContain('MPEP 2143');
      expect(labels(a).slice(0, 3)).toEqual(['MPEP 2141', 'MPEP 2142', 'MPEP 2143']);
      expect(labels(a)).not.toContain('MPEP 2146.03(a)');
    },
  );
});

/** A grant of the USPTO XML in the shared data, read at run time, as the records port gives it (claims, citations). */
function grantRecord(file: string, number: string): PatentDetail {
  const docs = readFileSync(path.join(patentDataDir(), 'uspto-xml', file), 'utf8').split(/<\?xml[^>]*\?>/);
  const g: XmlGrant = parseGrant(docs.find((d) => d.includes(`<doc-number>0${number}<`))!);
  return {
    ...RECORD,
    patent_number: g.number,
    patent_title: g.title,
    claims: g.claims,
    citations: g.citations,
  };
}
function onRecord(record: PatentDetail): Assistant {
  const unused = async () => {
    throw new Error('not used: no search');
  };
  return new Assistant(
    new LegalKnowledgeBase(),
    { similar: unused, get: unused, landscape: unused },
    { detail: async (n: string) => (n === record.patent_number ? record : null) },
    () => '2026-11-28',
  );
}

describe('8. "what prior art is cited" answers from the grant’s references cited, not a search', () => {
  const record = () => grantRecord('PatentsView__PatentsView-DB/ipgxml/ipg110104.small.xml', '7863991');
  it.each(['What prior art is cited for US7863991?', 'Which references did the examiner cite in US7863991?'])(
    '"%s"',
    async (q) => {
      const a = await onRecord(record()).prepare(q, [], 'patent_assistant', LOCAL_ENGINE);
      const first = lead(a);
      expect(first).toMatch(/^Answering about \*\*US7863991\*\*/);
      expect(first).toContain('**References cited on the grant**');
      for (const n of ['US5559476', 'US6469585', 'US2007/0200636']) expect(first).toContain(n);
      expect(a.citations[0]).toBe('7863991');
    },
  );
});

describe('9. which claims are independent: every claim depending on none', () => {
  const record = () => grantRecord('USPTO__PatentPublicData/samples/xml2014/US08930553.xml', '8930553');
  it.each(['Which claims of US8930553 are independent?', 'List the independent claims in US8930553.'])(
    '"%s"',
    async (q) => {
      const a = await onRecord(record()).prepare(q, [], 'patent_assistant', LOCAL_ENGINE);
      const first = lead(a);
      expect(first).toContain('**Independent claims: 1, 8** (of 8 claims');
      expect(first).toContain(
        '**Claim 8:** “A computer program product for processing mid-dialog SIP messages',
      );
      expect(first).not.toContain('**Claim 1** (independent');
    },
  );
});

describe('10. filing abroad after a provisional: the priority year and the foreign filing licence', () => {
  const expectAbroad = (a: { local: string; sources: { label: string }[] }, due: string) => {
    expect(lead(a)).toMatch(new RegExp(`^\\*\\*Deadline: ${due}\\*\\*: the last day to file abroad`));
    expect(lead(a)).toContain('Paris Convention priority year');
    expect(a.local).toMatch(
      /“Foreign filings must be made within 12 months of the filing date of the provisional/,
    );
    expect(a.local).toContain('foreign filing licence');
    expect(a.local).toContain('35 U.S.C. 184(a); 37 CFR 5.11(a)');
    expect(labels(a)).toEqual(
      expect.arrayContaining(['MPEP 201.04', '35 U.S.C. 184(a)', '35 U.S.C. 119(a)']),
    );
  };

  it('"And what if we also want to file abroad?" after the provisional’s US deadline', async () => {
    const q = 'I filed a provisional on 2026-05-04; when is the non-provisional due?';
    const first = await ask(q);
    expect(lead(first)).toMatch(/^\*\*Deadline: 2027-05-04\*\*: the last day to file the non-provisional/);
    const a = await ask('And what if we also want to file abroad?', [
      { role: 'user', content: q },
      { role: 'assistant', content: first.local },
    ]);
    expectAbroad(a, '2027-05-04');
  });

  it('asked on its own: "By when do we have to file in Europe and Japan?"', async () => {
    expectAbroad(
      await ask('We filed a US provisional on 2026-02-10. By when do we have to file in Europe and Japan?'),
      '2027-02-10',
    );
  });
});
