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

/** A conversation asked turn by turn, each answer kept in the history; the answers in order. */
async function conversation(...questions: string[]) {
  const a = assistant();
  const history: { role: 'user' | 'assistant'; content: string }[] = [];
  const out = [];
  for (const q of questions) {
    const r = await a.prepare(q, history, 'patent_assistant', LOCAL_ENGINE);
    history.push({ role: 'user', content: q }, { role: 'assistant', content: r.local });
    out.push(r);
  }
  return out;
}
const lead = (a: { local: string }) => a.local.split('\n\n')[0];
const firstThree = (a: { sources: { label: string }[] }) =>
  a.sources
    .slice(0, 3)
    .map((s) => s.label)
    .join(' ');

// Attorney review of issue 25 (memory, A): a chain of follow-ups keeps the first question's ask (the time to file the
// non-provisional), changes its subject (a design, then "the utility one") and resolves "that petition" to the petition
// the previous answer named. The review's wordings and others written by the implementer.
describe('memory: a chain of follow-ups on the provisional', () => {
  const FIRST = 'How long after filing a provisional do I have to file the non-provisional?';
  it.each([
    [
      'And for a design patent?',
      "What if I'm two weeks late on the utility one?",
      'What does that petition cost for a small entity?',
    ],
    [
      'What about a design application?',
      'And if I am a week late with the utility application?',
      "What's the fee for that petition as a small entity?",
    ],
    [
      'And for designs?',
      'What if I file the utility one three weeks late?',
      'How much is that petition for a small entity?',
    ],
  ])('"%s" / "%s" / "%s"', async (design, late, cost) => {
    const [first, d, l, c] = await conversation(FIRST, design, late, cost);
    expect(firstThree(first)).toMatch(/37 CFR 1\.78|35 U\.S\.C\. 119\(e\)/);
    // A design cannot claim a provisional's benefit; its foreign priority is six months: not the design's term.
    expect(lead(d)).toContain('section 119(e) shall not apply to designs');
    expect(d.sources[0].label).toBe('35 U.S.C. 172');
    expect(d.local).toContain('six months in the case of designs');
    expect(d.local).not.toContain('35 U.S.C. 173');
    // The late non-provisional: the 2 more months on petition, the rule's move said.
    expect(lead(l)).toMatch(/within 14 months/);
    expect(l.local).toContain('extended by an additional 2 months');
    expect(l.local).not.toMatch(/designs/);
    // That petition's fee: the revival-class fee of 41(a)(7), the small entity's amount, labelled not current.
    expect(lead(c)).toContain('37 CFR 1.17(m)');
    expect(lead(c)).toMatch(/small entity[^$]*\$950\.00/);
    expect(lead(c)).toContain('not the current amounts');
    expect(c.local).not.toContain('1.17(e)');
    for (const a of [d, l, c]) expect(a.citations).toEqual([]);
  });
});

describe('memory: a referring word resolves to what the previous answer named', () => {
  it.each([
    ['How do I revive an abandoned application?', 'How much does it cost?', '37 CFR 1.17(m)'],
    ['How do I revive an abandoned application?', 'What would that petition cost?', '37 CFR 1.17(m)'],
    ['How can I correct an error in an issued patent?', 'What does that certificate cost?', '37 CFR 1.20(a)'],
  ])('"%s" then "%s" gives the fee of %s', async (first, then, fee) => {
    const [, a] = await conversation(first, then);
    expect(lead(a)).toContain(fee);
    expect(a.citations).toEqual([]);
  });

  it('a cost asked with no conversation before is not resolved to anything', async () => {
    const [a] = await conversation('How much does it cost?');
    expect(a.local).not.toContain('1.17(m)');
  });
});
