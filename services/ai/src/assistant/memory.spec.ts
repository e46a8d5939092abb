import { beforeAll, describe, expect, it } from 'vitest';
import { LegalKnowledgeBase, legalDataDir } from '../legal/legal-kb.js';
import type { PatentsPort } from '../patents/patents.gateway.js';
import { LOCAL_ENGINE } from '../providers/local.provider.js';
import { RECORD } from '../../test/support/assistant-fixtures.js';
import { Assistant } from './assistant.js';

// Follow-ups an attorney review asked (issue 25, memory): a claim of the patent the conversation is about, and "what
// if" of another kind of application. Each also in wordings written by the implementer (coverage, not generalization).
let kb: LegalKnowledgeBase;
beforeAll(() => {
  kb = LegalKnowledgeBase.load(legalDataDir());
}, 60_000);

const patents: PatentsPort = {
  similar: async () => [],
  get: async () => {
    throw new Error('not used');
  },
  landscape: async () => {
    throw new Error('not used');
  },
};
const records = { detail: async (n: string) => (n === '10000000' ? RECORD : null) };
const assistant = () => new Assistant(kb, patents, records, () => '2026-11-29');

/** The first question, its answer as the history, then the follow-up. */
async function after(first: string, then: string) {
  const a = assistant();
  const one = await a.prepare(first, [], 'patent_assistant', LOCAL_ENGINE);
  return a.prepare(
    then,
    [
      { role: 'user', content: first },
      { role: 'assistant', content: one.local },
    ],
    'patent_assistant',
    LOCAL_ENGINE,
  );
}

describe("memory: a claim of the conversation's patent", () => {
  it.each([
    'And what does claim 2 add?',
    'What does claim 2 add?',
    'and claim 2?',
    'How is claim 2 different?',
    'Does claim 2 say anything more?',
  ])(
    '"%s" after "Explain claim 1 of US10000000 in plain English." answers claim 2 of US10000000',
    async (q) => {
      const a = await after('Explain claim 1 of US10000000 in plain English.', q);
      expect(a.kind).toBe('patent');
      expect(a.local).toMatch(/^Answering about \*\*US10000000\*\*/);
      expect(a.local).toContain('> The system of claim 1, wherein the laser is pulsed.');
      expect(a.citations[0]).toBe('10000000');
    },
  );

  it('a claim question in a conversation about no patent stays a question of law', async () => {
    const a = await after('What is a terminal disclaimer?', 'And what does claim 2 add?');
    expect(a.citations).toEqual([]);
  });
});

describe('memory: "what if" of another kind of application', () => {
  const first =
    'We filed a patent application in Germany on 2026-04-15. What is the deadline to file in the US and claim the German priority?';
  it.each([
    "And what if it's a design application?",
    'What if it were a design?',
    'Would that change for a design patent?',
    'And for a design application?',
  ])('"%s" gives the 6 months of a design priority from the German date', async (q) => {
    const a = await after(first, q);
    expect(a.kind).toBe('legal');
    expect(a.local).toContain('2026-10-15');
    expect(a.local).toMatch(/six months|6 months/);
    expect(
      a.sources
        .slice(0, 3)
        .map((s) => s.label)
        .join(' '),
    ).toMatch(/35 U\.S\.C\. 172|37 CFR 1\.55/);
    expect(a.citations).toEqual([]);
  });
});

// Attorney review 3 (M1): after a provisional's deadline, a follow-up naming "that date" answered from MPEP 601.01(d)
// (missing pages). It keeps the previous question's subject: the provisional's 12 months and what is lost after them.
describe('memory: a follow-up pointing back to the date of the previous question', () => {
  const P1 =
    'I filed a provisional on March 3, 2025. What is the last day to file the nonprovisional claiming its benefit?';
  it.each([
    'And what happens if I miss that date?',
    'What happens if we miss that deadline?',
    'Can I still file after that date?',
  ])('"%s" after a provisional deadline answers the provisional deadline', async (q) => {
    const a = await after(P1, q);
    expect(a.kind).toBe('legal');
    expect(a.local).not.toContain('601.01(d)');
    expect(a.local.split('\n\n')[0]).toMatch(/119\(e\)/);
    expect(a.local).toContain('2026-03-03');
  });
});
