import { describe, expect, it } from 'vitest';
import type { PatentsPort } from '../patents/patents.gateway.js';
import { LOCAL_ENGINE } from '../providers/local.provider.js';
import {
  RECORD,
  askOnTexts,
  labelsOf as labels,
  leadOf as lead,
} from '../../test/support/assistant-fixtures.js';
import { LegalKnowledgeBase, legalDataDir } from '../legal/legal-kb.js';
import { Assistant } from './assistant.js';
import { classify } from './question.js';

// Attorney review 3 of the assistant (issue 25, 2026-11-29), defects P8 and A2: each asked in the reviewer's words and in
// two wordings written by the implementer. The legal texts are read from PATENT_DATA_DIR at run time.
const ask = askOnTexts();

describe('P8: the time to file a notice of appeal, undated, leads with 37 CFR 41.31(a)(1), not the brief', () => {
  it.each([
    'How long do I have to file a notice of appeal after a final rejection?',
    'When is a notice of appeal due after a final Office action?',
    'What is the deadline to appeal a final rejection to the PTAB?',
  ])('"%s": within the reply period of 1.134, extendable under 1.136(a)', async (q) => {
    const a = await ask(q);
    expect(lead(a)).toMatch(/^\*\*Answer:\*\* Within the time for reply to the action appealed/);
    expect(lead(a)).toContain('41.31(a)(1)');
    expect(lead(a)).toContain('1.136(a)');
    expect(lead(a)).not.toMatch(/^\*\*Answer:\*\* “Appellant must file a brief/);
    expect(labels(a)[0]).toMatch(/^37 CFR 41\.31/);
  });
});

describe('A2: prior art asked against a claim of a named patent is searched, not read from the record', () => {
  // A corpus holding nothing dated before the patent's effective filing date (the review's 2005+ corpus for a 2001 date).
  const calls: string[] = [];
  const patents = {
    similar: async (q: { before?: string }) => (calls.push(q.before ?? ''), []),
    corpusCounts: async () => ({ total: 447, datedBefore: 0, undated: 0, forwardCitations: 0 }),
  } as unknown as PatentsPort;
  const records = { detail: async (n: string) => (n === '10000000' ? RECORD : null) };
  let kb: LegalKnowledgeBase | undefined;
  const assistant = () =>
    new Assistant((kb ??= LegalKnowledgeBase.load(legalDataDir())), patents, records, () => '2026-11-29');

  it.each([
    'What prior art is there against claim 1 of US8088512?',
    'Is there anything that predates claims 1-3 of US8088512?',
    'Which prior art could be cited against independent claim 1 in US 8,088,512?',
  ])('"%s" is a prior-art request', (q) => {
    expect(classify(q, '8088512')).toBe('prior-art');
  });

  it.each([
    'What prior art is there against claim 1 of US10000000?',
    'Is there anything that predates claims 1-3 of US10000000?',
    'Which prior art could be cited against independent claim 1 in US 10,000,000?',
  ])(
    '"%s": a search before the effective filing date, and the references of record when nothing is that early',
    async (q) => {
      calls.length = 0;
      const a = await assistant().prepare(q, [], 'patent_assistant', LOCAL_ENGINE);
      expect(a.kind).toBe('prior-art');
      expect(calls).toContain('2015-03-10');
      expect(a.local).toContain('Prior-art candidates for **US10000000**');
      expect(a.local).not.toContain('**Claim 1**');
      expect(a.local).toContain('No relevant prior art found among 0 documents dated before 2015-03-10.');
      expect(a.local).toContain('The corpus holds no document dated before 2015-03-10');
      expect(a.local).toMatch(/Start from its references of record[^\n]*\n- \*\*Cites \d+ document/);
      expect(a.local).toContain('US5093563');
    },
    60_000,
  );
});

describe('RCE after allowance, asked yes or no: a plain "yes, before the issue fee is paid" leads', () => {
  it.each([
    'Can I file an RCE after receiving a notice of allowance?',
    'Is a request for continued examination still possible once the application is allowed?',
    'Could we still file an RCE after the notice of allowance?',
  ])('"%s"', async (q) => {
    const a = await ask(q);
    expect(lead(a)).toMatch(/^\*\*Answer:\*\* Yes, before the issue fee is paid/);
    expect(lead(a)).toContain('37 CFR 1.114(a)');
    expect(labels(a)[0]).toMatch(/^37 CFR 1\.114/);
  });
});

describe('a record answer cites only the law it rests on', () => {
  const records = { detail: async (n: string) => (n === '10000000' ? RECORD : null) };
  const none = { similar: async () => [] } as unknown as PatentsPort;
  let kb: LegalKnowledgeBase | undefined;
  const prepare = (q: string) =>
    new Assistant(
      (kb ??= LegalKnowledgeBase.load(legalDataDir())),
      none,
      records,
      () => '2026-11-29',
    ).prepare(q, [], 'patent_assistant', LOCAL_ENGINE);

  it.each([
    'Who is the assignee of US10000000?',
    'Who owns US10000000?',
    'What does claim 1 of US10000000 say?',
  ])('"%s": the patent alone, no statute', async (q) => {
    const a = await prepare(q);
    expect(a.kind).toBe('patent');
    expect(a.sources.map((s) => s.kind)).toEqual(['patent']);
  });

  it('an expiry answer still cites the term statute it computes from', async () => {
    const a = await prepare('When does US10000000 expire?');
    expect(a.sources.map((s) => s.label)).toContain('35 U.S.C. 154(a)(2)');
  });
});
