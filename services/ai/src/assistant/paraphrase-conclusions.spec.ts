import { beforeAll, describe, expect, it } from 'vitest';
import { LegalKnowledgeBase, legalDataDir } from '../legal/legal-kb.js';
import { LOCAL_ENGINE } from '../providers/local.provider.js';
import { assistantOnTexts } from '../../test/support/assistant-fixtures.js';
import type { Assistant } from './assistant.js';

// Each conclusion of review-conclusions.spec.ts asked in three paraphrases written by the implementer of the question
// reader (issue 25), avoiding the words the old phrase lists were keyed on: they show what the reader covers, not how
// it generalises (the blind bench sets say that). Today is 2026-11-28 in the fixture.
let assistant: Assistant;
beforeAll(() => {
  assistant = assistantOnTexts(LegalKnowledgeBase.load(legalDataDir()));
}, 60_000);

const lead = async (q: string) =>
  (await assistant.prepare(q, [], 'patent_assistant', LOCAL_ENGINE)).local.split('\n\n')[0];

describe('paraphrases: a passed grace period', () => {
  it.each([
    'Our startup shipped units to paying customers on 2025-02-01; no application exists. Are we able to get a US patent at this point?',
  ])('leads with no, for what was disclosed: %s', async (q) => {
    expect(await lead(q)).toMatch(/^\*\*No, not for what was disclosed\*\* — the disclosure of 2025-02-01/);
  });

  // Asked whether the right is lost, the same conclusion reads "Yes" (attorney review of 2026-11-30: "No" answered
  // "too late?" backwards).
  it.each([
    'We began selling the gadget in shops on 2025-02-01 and nothing is on file. Are we out of luck for a US patent?',
    'I unveiled the product to journalists on 2025-02-01 and have filed nothing. Have I forfeited a US patent?',
  ])('leads with yes, for what was disclosed, when asked whether it is lost: %s', async (q) => {
    expect(await lead(q)).toMatch(/^\*\*Yes, for what was disclosed\*\* — the disclosure of 2025-02-01/);
  });

  it('counts from a month written as "last March", its first day, and says so', async () => {
    const a = await assistant.prepare(
      'We began shipping units last March and nothing is on file. By when must we apply in the US?',
      [],
      'patent_assistant',
      LOCAL_ENGINE,
    );
    expect(a.local.split('\n\n')[0]).toMatch(/^\*\*Deadline: 2027-03-01\*\*/);
    expect(a.local).toContain('“last March” read as 2026-03-01');
  });
});

describe('paraphrases: the term of a patent claiming a provisional', () => {
  it.each([
    'When does protection end for the patent from a utility filing of 2015-05-05 that claims our provisional of 2014-05-05?',
    'A utility application filed 5 May 2015 claims the benefit of a provisional filed 5 May 2014. On what date does the patent run out, leaving PTA aside?',
    'Our provisional went in on 2014-05-05 and the regular application on 2015-05-05. Until when is the exclusivity of the resulting patent?',
  ])('counts 20 years from the non-provisional: %s', async (q) => {
    expect(await lead(q)).toMatch(/^\*\*Expiry: 2035-05-05\*\*/);
  });
});

describe('paraphrases: a Paris priority year and its restoration both passed', () => {
  it.each([
    'We filed a German application on 25 September 2025. Have we missed the window to file in the US claiming its priority?',
    'Our first filing was in Japan on 2025-09-25. Are we able to file in the US and claim priority from it at this point?',
    'We filed at the EPO on 2025-09-25. Is a US filing claiming that priority out of reach now?',
  ])('too late for the priority claim, not for a US application: %s', async (q) => {
    expect(await lead(q)).toMatch(/^\*\*Too late for the priority claim, not for a US application\*\*/);
  });
});

describe('paraphrases: another’s earlier application, published after the asker filed', () => {
  it.each([
    'A rival submitted a US application a month ahead of mine, and it only became public after I had filed. Can the examiner hold it against my claims?',
    'Someone else lodged a US application before I did; it was laid open after my filing. Does it count as prior art for my claims?',
    'Is a US application that a competitor lodged ahead of us, but that came out after our filing, prior art against our claims?',
  ])('yes, once published or patented: %s', async (q) => {
    expect(await lead(q)).toMatch(/^\*\*Answer:\*\* Yes, once it is published or patented/);
  });
});

describe('paraphrases: a continuation while the parent is pending, and after it issued', () => {
  it.each([
    'We got a NOA on the parent and the grant fee was paid last week. Is there time left to file a child application?',
    'Our parent application has been approved for grant and the issuance fee is paid. Is there time left for a continuation?',
    'The examiner approved every claim of the parent and we have paid the issuance fee. By when must a continuation go in?',
  ])('yes, until the parent issues: %s', async (q) => {
    expect(await lead(q)).toMatch(/^\*\*Answer:\*\* Yes, until the parent issues/);
  });

  it.each([
    'Our parent became a patent on 2026-11-10. Is a continuation of it possible now?',
    'The parent matured into a patent last week. Are we able to file a continuation of it?',
    'The parent application turned into a patent on 2026-11-10. Is a continuation still available?',
  ])('too late to continue that parent: %s', async (q) => {
    expect(await lead(q)).toContain('Too late to continue that parent');
  });
});

describe('paraphrases: a CIP against a continuation', () => {
  it.each([
    'CIP or continuation: which one outlasts the other, and which one lets us put in disclosure the parent never had?',
    'How is a CIP unlike a continuation as to when protection ends, and as to putting in disclosure the parent lacked?',
    'Does a CIP outlive a continuation of the same parent, and which one may carry disclosure the parent lacked?',
  ])('both end together; only a CIP adds matter: %s', async (q) => {
    const first = await lead(q);
    expect(first).toMatch(
      /^\*\*Answer:\*\* Both expire 20 years from the filing date of the earliest US non-provisional/,
    );
    expect(first).toMatch(/A continuation adds no new matter/);
  });
});

describe('paraphrases: who may pay micro entity fees', () => {
  it.each([
    'What do I need to show to pay micro entity fees?',
    'Am I allowed to use micro entity status as a solo inventor on a modest salary?',
    'Does a freelance designer count as a micro entity?',
  ])('the four conditions of the gross income basis: %s', async (q) => {
    expect(await lead(q)).toMatch(
      /^\*\*Answer:\*\* Micro entity status on the gross income basis \(35 U\.S\.C\. 123\(a\); 37 CFR 1\.29\(a\)\)/,
    );
  });
});
