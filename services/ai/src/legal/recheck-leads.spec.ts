import { beforeAll, describe, expect, it } from 'vitest';
import { Assistant } from '../assistant/assistant.js';
import type { PatentsPort } from '../patents/patents.gateway.js';
import { LOCAL_ENGINE } from '../providers/local.provider.js';
import { LegalKnowledgeBase } from './legal-kb.js';

// The attorney's re-check of issue 25: each question as the reviewer asked it, then in two wordings written for this
// spec. A legal question reaches neither the corpus nor the patent records.
const unused = () => Promise.reject(new Error('a legal question must not search the corpus'));
const patents = { get: unused, similar: unused, landscape: unused } as unknown as PatentsPort;

let assistant: Assistant;
// Reading and indexing the 2,000 sections takes seconds, more on a busy machine.
beforeAll(() => {
  assistant = new Assistant(LegalKnowledgeBase.load(), patents, { get: unused } as never, () => '2026-11-28');
}, 60_000);

/** The first paragraph of the local answer. */
const firstParagraph = async (q: string) =>
  (await assistant.prepare(q, [], undefined, LOCAL_ENGINE)).local.split('\n\n')[0];

describe('whether a period can be extended', () => {
  it('leads with the sentence saying so, read with the one setting the period', async () => {
    for (const q of [
      'Issue fee deadline - extendable?',
      'Can the deadline to pay the issue fee be extended?',
      'We got a notice of allowance. Can I get an extension for the issue fee?',
    ]) {
      const lead = await firstParagraph(q);
      expect(lead, q).toMatch(/within three months[^”]*This three-month period is not extendable\.”/);
      expect(lead, q).toContain('**37 CFR 1.311(a)**');
    }
  });

  it('does so for any topic whose rule has such a sentence', async () => {
    expect(await firstParagraph('Can I get an extension of time to enter the US national stage?')).toMatch(
      /thirty-month time period[^”]*may not be extended/,
    );
  });
});

describe('the US national stage of a PCT application, asked when', () => {
  it('leads with 30 months from the priority date (35 U.S.C. 371(b); 37 CFR 1.495(b)), its items alone', async () => {
    for (const q of [
      'US national stage from PCT: deadline?',
      'When must my PCT application enter the US?',
      'How long after the priority date do I have to file the US national phase of my international application?',
    ]) {
      const lead = await firstParagraph(q);
      expect(lead, q).toMatch(
        /^\*\*Answer:\*\* By 30 months from the priority date\b.*35 U\.S\.C\. 371\(b\)/,
      );
      expect(lead, q).toMatch(/not later than the expiration of thirty months from the priority date: \(1\)/);
      expect(lead, q).toMatch(
        /The basic national fee \(see § 1\.492\(a\) \)\.” — \*\*37 CFR 1\.495\(b\)\*\*/,
      );
      expect(lead, q).not.toMatch(/countries remaining|\(c\) \(1\)/);
    }
  });
});

describe('suing before the patent is granted', () => {
  it('answers no, a suit needs a patent (281, 271(a)), and names the provisional rights (154(d))', async () => {
    for (const q of [
      'Can I sue a copycat while my application is still pending?',
      "Someone is copying my invention but my patent hasn't been granted yet. Can I take them to court?",
      'My product is patent pending. Can I stop a competitor who copies it?',
    ]) {
      const lead = await firstParagraph(q);
      expect(lead, q).toMatch(
        /^\*\*Answer:\*\* No, not while it is only an application\b.*35 U\.S\.C\. 281\b/,
      );
      expect(lead, q).toMatch(
        /reasonable royalty.*actual notice.*substantially identical.*35 U\.S\.C\. 154\(d\)/,
      );
      expect(lead, q).toContain(
        '“A patentee shall have remedy by civil action for infringement of his patent.”',
      );
      expect(lead, q).not.toMatch(/Closest rule found|1\.11\(a\)|292/);
    }
  });
});
