import { beforeAll, describe, expect, it } from 'vitest';
import { LegalKnowledgeBase, legalDataDir } from '../legal/legal-kb.js';
import { amountsDated } from '../legal/legal-answer.js';
import type { PatentsPort } from '../patents/patents.gateway.js';
import { LOCAL_ENGINE } from '../providers/local.provider.js';
import { Assistant } from './assistant.js';
import type { Turn } from './question.js';

// Attorney review (issue 25): fee questions lead with the fee schedule's amounts, follow-ups keep the fee asked,
// and 35 U.S.C. 289's "$250" is never offered as a fee. The legal texts are read from PATENT_DATA_DIR.
let kb: LegalKnowledgeBase;
let assistant: Assistant;
beforeAll(() => {
  kb = LegalKnowledgeBase.load(legalDataDir());
  const unused = async () => {
    throw new Error('not used');
  };
  const patents: PatentsPort = { similar: unused, get: unused, landscape: unused };
  assistant = new Assistant(kb, patents, { detail: async () => null }, () => '2026-11-28');
}, 60_000);

const ask = (q: string, history: Turn[] = []) =>
  assistant.prepare(q, history, 'patent_assistant', LOCAL_ENGINE);
/** The conversation after asking `q`: the question and the answer given. */
async function after(q: string): Promise<Turn[]> {
  const a = await ask(q);
  return [
    { role: 'user', content: q },
    { role: 'assistant', content: a.local },
  ];
}
const firstParagraph = (text: string) => text.split('\n\n')[0];

describe('Assistant: fee questions lead with the fee schedule', () => {
  it('answers the RCE fee with 37 CFR 1.17(e) amounts per entity size and the schedule date', async () => {
    const a = await ask('What is the fee for a request for continued examination?');
    const lead = firstParagraph(a.local);
    expect(lead).toMatch(/^\*\*Fees\*\* \(37 CFR fee schedule effective March 19, 2013/);
    expect(lead).toContain('**37 CFR 1.17(e)(1)**');
    expect(lead).toContain(
      'micro entity $300.00; small entity $600.00; other than a small or micro entity $1,200.00',
    );
    expect(lead).toContain('not the current amounts');
    expect(a.sources[0]).toMatchObject({ kind: 'law', label: '37 CFR 1.17(e)' });
    expect(a.sources[0].revision).toContain('2013');
    expect(a.citations).toEqual([]);
  });

  it('leads with the amount of the entity size asked (issue fee, small entity: 37 CFR 1.18(a))', async () => {
    const a = await ask('How much is the issue fee for a small entity?');
    const lead = firstParagraph(a.local);
    expect(lead).toMatch(/^\*\*Fees for a small entity\*\*/);
    expect(lead).toContain('**37 CFR 1.18(a)(1)**');
    expect(lead).toContain('**small entity $480.00**');
    expect(a.sources[0].label).toBe('37 CFR 1.18(a)');
  });

  it('cites a fee paragraph at its sub-paragraph once ("1.17(a)(2)", not "1.17(a)(a)(2)")', async () => {
    const a = await ask('How much is a 2-month extension of time for a small entity?');
    expect(a.local).toContain('**37 CFR 1.17(a)(2)**');
    expect(a.local).not.toMatch(/1\.17\(a\)\(a\)/);
  });
});

describe('Assistant: a follow-up keeps the aspect of the question it follows', () => {
  it('"and for a micro entity?" after the RCE fee is the RCE fee for a micro entity', async () => {
    const a = await ask(
      'and for a micro entity?',
      await after('What is the fee for a request for continued examination?'),
    );
    const lead = firstParagraph(a.local);
    expect(lead).toMatch(/^\*\*Fees for a micro entity\*\*/);
    expect(lead).toContain('**micro entity $300.00**');
    expect(a.sources[0].label).toBe('37 CFR 1.17(e)');
  });

  it('"and for a design patent?" after the small-entity issue fee is the design issue fee (37 CFR 1.18(b))', async () => {
    const a = await ask(
      'and for a design patent?',
      await after('How much is the issue fee for a small entity?'),
    );
    const lead = firstParagraph(a.local);
    expect(lead).toContain('**37 CFR 1.18(b)(1)**');
    expect(lead).toContain('**small entity $280.00**');
    expect(a.sources[0].label).toBe('37 CFR 1.18(b)');
  });

  it('a deadline stays a deadline: "When is the issue fee due?" then "and for a design patent?"', async () => {
    const a = await ask('and for a design patent?', await after('When is the issue fee due?'));
    expect(a.local).not.toMatch(/^\*\*Fee/);
    expect(firstParagraph(a.local)).toMatch(/3 months/);
  });
});

describe('Assistant: 35 U.S.C. 289\'s "$250" is no fee', () => {
  it('is never offered as a fee, and is said to be the minimum recovery when the question names it', async () => {
    for (const q of ['What is the $250 fee for a design patent?', 'How much does a design patent cost?']) {
      const a = await ask(q);
      expect(a.sources.map((s) => s.label).join(' ')).not.toMatch(/35 U\.S\.C\. (?:289|296)/);
      expect(firstParagraph(a.local)).toContain('**37 CFR 1.16(b)**');
    }
    const named = await ask('What is the $250 fee for a design patent?');
    expect(named.local).toContain('The “$250” of 35 U.S.C. 289 is not a fee');
  });

  it("gives no fee date to the amount of a remedy (the model's legal lookup too)", () => {
    const s = kb.get('35 USC', '289')!;
    const hit = { section: s, passage: kb.passagesOf(s.id)[0], score: 1 };
    expect(amountsDated(hit, 'but not less than $250')).toBeNull();
  });
});
