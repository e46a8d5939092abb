import { beforeAll, describe, expect, it } from 'vitest';
import { Assistant } from '../assistant/assistant.js';
import { LOCAL_ENGINE } from '../providers/local.provider.js';
import type { PatentsPort } from '../patents/patents.gateway.js';
import { LegalKnowledgeBase } from './legal-kb.js';

// A legal question reaches neither the corpus nor the patent records: any call to them fails the test.
const unused = () => Promise.reject(new Error('a legal question must not search the corpus'));
const patents = { get: unused, similar: unused, landscape: unused } as unknown as PatentsPort;
const records = { get: unused } as never;

let assistant: Assistant;
// Reading and indexing the 2,000 sections takes seconds, more on a busy machine.
beforeAll(() => {
  assistant = new Assistant(LegalKnowledgeBase.load(), patents, records);
}, 60_000);

describe('the assistant’s dated answers use the calculator', () => {
  it('a trade-show disclosure gets the 102(b)(1)(A) grace-period date with its cited section', async () => {
    const a = await assistant.prepare(
      'I showed it at a trade show on 2026-01-15, when must I file?',
      [],
      undefined,
      LOCAL_ENGINE,
    );
    expect(a.kind).toBe('legal');
    expect(a.local).toMatch(/\*\*Deadline: 2027-01-15\*\*/);
    expect(a.local).toContain('35 U.S.C. 102(b)(1)(A)');
    expect(a.sources[0]).toMatchObject({
      kind: 'law',
      label: expect.stringMatching(/^35 U\.S\.C\. 102\(b\)/),
    });
    expect(a.sources[0].revision).toBe('OLRC text of ~2022');
    expect(a.local).toMatch(/1 year or less before the effective filing date/);
  });

  it('says which federal holiday moved a last day', async () => {
    // 2027-01-16 is a Saturday; Monday 18 January 2027 is Martin Luther King Day.
    const a = await assistant.prepare(
      'We presented the prototype at a conference on 2026-01-16. By when must we file?',
      [],
      undefined,
      LOCAL_ENGINE,
    );
    expect(a.local).toMatch(/\*\*Deadline: 2027-01-19\*\*/);
    expect(a.local).toMatch(/federal holiday \(Birthday of Martin Luther King, Jr\.\)/);
  });
});
