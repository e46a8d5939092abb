import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { LegalKnowledgeBase, legalDataDir } from '../legal/legal-kb.js';
import { amountsDated } from '../legal/legal-answer.js';
import { LOCAL_ENGINE } from '../providers/local.provider.js';
import { assistantOnTexts } from '../../test/support/assistant-fixtures.js';
import type { Assistant } from './assistant.js';
import type { Turn } from './question.js';

// Attorney review (issue 25): what an answer leads with. Fee questions lead with the fee schedule's amounts,
// follow-ups keep the aspect asked, 35 U.S.C. 289's "$250" is never a fee, a missed provisional year leads with its
// restoration, a terminal disclaimer with 37 CFR 1.321(c)/(d), a priority question with the version of the rule
// applied and a late claim's fees. The legal texts are read from PATENT_DATA_DIR.
let kb: LegalKnowledgeBase;
let assistant: Assistant;
beforeAll(() => {
  kb = LegalKnowledgeBase.load(legalDataDir());
  assistant = assistantOnTexts(kb);
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

  it('a chain of follow-ups keeps the fee: filing fee, "and for a design patent?", "and for a micro entity?"', async () => {
    const history = await after('What is the filing fee for a utility application?');
    const design = await ask('and for a design patent?', history);
    history.push(
      { role: 'user', content: 'and for a design patent?' },
      { role: 'assistant', content: design.local },
    );
    const a = await ask('and for a micro entity?', history);
    const lead = firstParagraph(a.local);
    expect(lead).toMatch(/^\*\*Fees for a micro entity\*\*/);
    expect(lead).toContain(
      '**37 CFR 1.16(b)** Basic fee for filing each application for an original design patent',
    );
    expect(lead).toContain('**micro entity $45.00**');
  });

  it('a period stays a period when the follow-up names another paper ("and for a final rejection?")', async () => {
    const a = await ask(
      'and for a final rejection?',
      await after('How long do I have to respond to a non-final office action?'),
    );
    expect(firstParagraph(a.local)).toMatch(/^\*\*Answer:\*\* “[^”]*THREE MONTHS/);
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

describe('a missed provisional year', () => {
  it.each([
    'I missed the 12-month provisional deadline',
    'I missed the 12-month provisional deadline. What can I do?',
  ])(
    '"%s" leads with restoring the benefit: 14 months, a petition under 37 CFR 1.78(b), unintentional delay',
    async (q) => {
      const a = await ask(q);
      const lead = firstParagraph(a.local);
      expect(lead).toMatch(/^\*\*Restoring the provisional’s benefit:\*\*/);
      expect(lead).toContain('within 14 months');
      expect(lead).toContain('petition under 37 CFR 1.78(b)');
      expect(lead).toContain('unintentional');
      // The statute stating the 2 more months is quoted and cited first.
      expect(a.sources[0].label).toBe('35 U.S.C. 119(e)(1)');
      expect(a.local).toContain('extended by an additional 2 months');
    },
  );

  it('leaves the ordinary question on the provisional year to the 12 months', async () => {
    const a = await ask('How long do I have to file a non-provisional after a provisional?');
    expect(a.local).not.toContain('Restoring the provisional’s benefit');
    expect(firstParagraph(a.local)).toMatch(/twelve months|12 months/);
  });
});

describe('a terminal disclaimer', () => {
  it('leads with 37 CFR 1.321(c), its common-ownership provision, and (d); names the MPEP sections not loaded', async () => {
    for (const q of ['When do I need a terminal disclaimer?', 'What is a terminal disclaimer?']) {
      const a = await ask(q);
      const lead = firstParagraph(a.local);
      expect(lead).toContain(
        '“(c) A terminal disclaimer, when filed to obviate judicially created double patenting',
      );
      expect(lead).toContain(
        'enforceable only for and during such period that said patent is commonly owned',
      );
      expect(lead).toContain('(d) A terminal disclaimer, when filed in a patent application');
      // (d) is quoted with its items, the waiver of separate enforcement included, not left open at "must:".
      expect(lead).toContain('waiving the right to separately enforce');
      expect(lead).toContain('**37 CFR 1.321(c)**');
      expect(a.local).toContain('**Not in the loaded texts:** the MPEP chapter 800');
      expect(a.local).toContain('(MPEP 804.02 and 1490 on this)');
    }
    expect((await ask('When do I need a terminal disclaimer?')).sources[0].label).toBe('37 CFR 1.321(c)');
  });

  it('cites MPEP 804.02 when its chapter is loaded, and names only the chapter still missing', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'legal-'));
    try {
      const rule = readFileSync(path.join(legalDataDir(), '37cfr.jsonl'), 'utf8')
        .split('\n')
        .find((l) => l.includes('"section": "1.321"') || l.includes('"section":"1.321"'));
      writeFileSync(path.join(dir, '37cfr.jsonl'), `${rule}\n`);
      const mpep = {
        source: 'MPEP',
        section: '804.02',
        title: 'Avoiding a Double Patenting Rejection',
        text: 'A terminal disclaimer may be used to overcome a nonstatutory double patenting rejection.',
        url: 'https://www.uspto.gov/web/offices/pac/mpep/s804.html',
        as_of: 'test record',
        chapter: '800',
        revision: null,
      };
      writeFileSync(path.join(dir, 'mpep.jsonl'), `${JSON.stringify(mpep)}\n`);
      const small = LegalKnowledgeBase.load(dir);
      const a = await assistantOnTexts(small).prepare(
        'When do I need a terminal disclaimer?',
        [],
        undefined,
        LOCAL_ENGINE,
      );
      expect(a.sources.map((s) => s.label)).toContain('MPEP 804.02');
      expect(a.local).toContain('the MPEP chapter 1400 (Correction of Patents) (MPEP 1490 on this)');
      expect(a.local).not.toContain('chapter 800');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a pre-AIA or AIA priority question', () => {
  it('quotes the version of 37 CFR 1.55 the question calls for, with its applicability, and the late-claim fees', async () => {
    const a = await ask('How do I claim foreign priority under pre-AIA law?');
    expect(a.local).toContain(
      '**Version applied: 37 CFR 1.55, pre-AIA** (Applicable to patent applications filed before Sept. 16, 2012;',
    );
    // The pre-AIA rule's own words ("claim the benefit of the filing date"), not the current version's.
    expect(a.local).toContain(
      'may claim the benefit of the filing date of one or more prior foreign applications',
    );
    expect(a.local).toMatch(
      /- \*\*37 CFR 1\.17\(t\)\*\* — [^\n]*: micro entity \$355\.00; small entity \$710\.00; other than a small or micro entity \$1,420\.00 \[amounts: 2013 fee schedule/,
    );
    expect(a.local).toMatch(/- \*\*37 CFR 1\.17\(g\)\*\* — [^\n]*belated certified copy/);
    const labels = a.sources.map((s) => s.label);
    expect(labels).toEqual(
      expect.arrayContaining(['37 CFR 1.55 (pre-AIA)', '37 CFR 1.17(t)', '37 CFR 1.17(g)']),
    );
    expect(a.local).toMatch(/\n- 37 CFR 1\.55 \(pre-AIA\) — Claim for foreign priority\. — [^\n]*pre-AIA/);
    // The quotes too are the pre-AIA version's: no current 37 CFR 1.55 paragraph is cited.
    const rule = labels.filter((l) => l.startsWith('37 CFR 1.55'));
    expect(rule.length).toBeGreaterThan(0);
    for (const l of rule) expect(l).toMatch(/\(pre-AIA\)$/);
  });

  it('quotes the AIA version by the filing date given, and lists the versions when none is given', async () => {
    const aia = await ask(
      'Our application was filed 2014-05-02. When must the foreign priority claim be made?',
    );
    expect(aia.local).toContain(
      '**Version applied: 37 CFR 1.55, the version in force from 2013-03-16 (AIA)**',
    );
    expect(aia.local).toContain('on or after March 16, 2013');
    const any = await ask('We forgot to claim priority to our German application. Is it too late to add it?');
    expect(any.local).toContain(
      '**Which version applies:** the texts hold 37 CFR 1.55 in 3 versions by filing date',
    );
    expect(any.sources.map((s) => s.label)).toContain('37 CFR 1.17(t)');
  });
});
