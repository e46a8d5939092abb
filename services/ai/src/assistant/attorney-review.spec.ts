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
/** Each question asked in turn, with its answer and the answer's first paragraph. */
async function* answered(questions: string[]) {
  for (const q of questions) {
    const a = await ask(q);
    yield { a, lead: firstParagraph(a.local) };
  }
}

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
    // One row: 1.18(a)(2), for an issue fee paid before 2014, cannot apply now and is not listed (issue 25).
    expect(lead).toMatch(/^\*\*Fee for a small entity\*\*/);
    expect(lead).not.toContain('1.18(a)(2)');
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
    for await (const { a, lead } of answered([
      'When do I need a terminal disclaimer?',
      'What is a terminal disclaimer?',
    ])) {
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

describe("a terminal disclaimer's effect (attorney review I)", () => {
  it('leads "what is / what does it do" with the effect in plain words, then the sentences it rests on, verbatim', async () => {
    for await (const { a, lead } of answered([
      'What is a terminal disclaimer?',
      'What does a terminal disclaimer do?',
    ])) {
      expect(lead).toMatch(
        /^\*\*Answer:\*\* In plain words: a terminal disclaimer gives up the terminal part/,
      );
      expect(lead).toContain('the patent expires no later than the reference patent it names');
      expect(lead).toContain(
        'enforceable only while it and the reference patent or application are commonly owned',
      );
      for (const label of ['**35 U.S.C. 253(b)**', '**MPEP 2701**', '**37 CFR 1.321(c)**'])
        expect(lead).toContain(label);
      // The sentences it rests on are the texts' own: every quote of the lead stands in a section of the texts.
      const quotes = [...lead.matchAll(/“([^”]+)”/g)].map((m) => m[1]);
      expect(quotes.length).toBe(3);
      const norm = (t: string) => t.replace(/\s+/g, ' ');
      for (const quote of quotes)
        for (const piece of quote.split(/\s*\[…\]\s*/).filter((x) => x.length > 20))
          expect(kb.sections.some((sec) => norm(sec.text).includes(norm(piece)))).toBe(true);
      expect(lead).toContain(
        'then the expiration date of the earlier issued patent determines the expiration date',
      );
      expect(lead).toContain(
        'shall be enforceable only for and during such period that said patent is commonly owned',
      );
      expect(a.sources.map((s) => s.label).slice(0, 3)).toEqual([
        '35 U.S.C. 253(b)',
        'MPEP 2701',
        '37 CFR 1.321(c)',
      ]);
    }
  });

  it('states no plain-words effect when a sentence it rests on is not in the texts', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'legal-'));
    try {
      const rule = readFileSync(path.join(legalDataDir(), '37cfr.jsonl'), 'utf8')
        .split('\n')
        .find((l) => /"section": ?"1\.321"/.test(l));
      writeFileSync(path.join(dir, '37cfr.jsonl'), `${rule}\n`);
      const a = await assistantOnTexts(LegalKnowledgeBase.load(dir)).prepare(
        'What does a terminal disclaimer do?',
        [],
        undefined,
        LOCAL_ENGINE,
      );
      expect(a.local).not.toContain('In plain words');
      expect(firstParagraph(a.local)).toContain('(c) A terminal disclaimer, when filed to obviate');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a pre-AIA or AIA priority question', () => {
  it('quotes the version of 37 CFR 1.55 the question calls for, with its applicability, listed once and no fee unasked', async () => {
    const a = await ask('How do I claim foreign priority under pre-AIA law?');
    expect(a.local).toContain(
      '**Version applied: 37 CFR 1.55, pre-AIA** (Applicable to patent applications filed before Sept. 16, 2012;',
    );
    // The pre-AIA rule's own words ("claim the benefit of the filing date"), not the current version's.
    expect(a.local).toContain(
      'may claim the benefit of the filing date of one or more prior foreign applications',
    );
    // Attorney review H: the question asks no fee or cost, so no amount is stated.
    expect(a.local).not.toMatch(/\$\d/);
    const labels = a.sources.map((s) => s.label);
    expect(labels).not.toContain('37 CFR 1.17(t)');
    // The quotes too are the pre-AIA version's: no current 37 CFR 1.55 paragraph is cited, and the pre-AIA rule is
    // listed once (at the paragraph quoted), not again as the whole section (J: one entry per section and version).
    const rule = labels.filter((l) => l.startsWith('37 CFR 1.55'));
    expect(rule).toHaveLength(1);
    // Cited at the roman item the quoted words stand in (review 11: pinpoints follow every enumerator).
    expect(rule[0]).toMatch(/^37 CFR 1\.55\(a\)\(1\)\(i\) \(pre-AIA\)$/);
    expect(a.local.match(/\n- 37 CFR 1\.55/g)).toHaveLength(1);
  });

  it("states a late claim's fees (37 CFR 1.17(t), 1.17(g)) when the question asks the fee of a late claim", async () => {
    const a = await ask(
      'How do I claim foreign priority under pre-AIA law, and what is the fee if the claim is late?',
    );
    expect(a.local).toContain('**Version applied: 37 CFR 1.55, pre-AIA**');
    expect(a.local).toMatch(
      /- \*\*37 CFR 1\.17\(t\)\*\* — [^\n]*: micro entity \$355\.00; small entity \$710\.00; other than a small or micro entity \$1,420\.00 \[amounts: 2013 fee schedule/,
    );
    expect(a.local).toMatch(/- \*\*37 CFR 1\.17\(g\)\*\* — [^\n]*belated certified copy/);
    expect(a.sources.map((s) => s.label)).toEqual(
      expect.arrayContaining(['37 CFR 1.17(t)', '37 CFR 1.17(g)']),
    );
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

describe('a pre-AIA question on when a US patent is prior art (attorney review H)', () => {
  it('leads with pre-AIA 35 U.S.C. 102(e) and MPEP 2136.03 on a foreign priority date, not the AIA text, and no fees', async () => {
    const a = await ask(
      'My application was filed in 2011 claiming priority to a German application; under the old law what is the ' +
        'reference date of a US patent citing art?',
    );
    const lead = firstParagraph(a.local);
    expect(lead).toContain('(e) the invention was described in');
    expect(lead).toContain('**35 U.S.C. 102(e) (pre-AIA)**');
    expect(lead).toContain('as of their respective U.S. filing dates');
    expect(lead).toContain('may not be used as pre-AIA 35 U.S.C. 102(e) dates for prior art purposes');
    expect(lead).toContain('**MPEP 2136.03**');
    const labels = a.sources.map((s) => s.label);
    expect(labels[0]).toBe('35 U.S.C. 102(e) (pre-AIA)');
    expect(labels.some((l) => /^35 U\.S\.C\. 102\((?:a|d)\)/.test(l))).toBe(false);
    expect(a.local).not.toMatch(/102\(a\)\(2\)\*\*|\$\d/);
  });

  it('answers "Under pre-AIA 102(e), when is a US patent effective as prior art?" from pre-AIA 102(e) and MPEP 2136', async () => {
    const a = await ask('Under pre-AIA 102(e), when is a US patent effective as prior art?');
    const lead = firstParagraph(a.local);
    expect(lead).toMatch(/^\*\*Answer:\*\*/);
    expect(lead).toContain(
      '(2) a patent granted on an application for patent by another filed in the United States',
    );
    // The item is quoted alone, not with its sibling items (d) before it or (f) after it.
    expect(lead).not.toContain('(d) the invention was first patented');
    expect(lead).not.toContain('(f) he did not himself invent');
    expect(lead).toContain('as of their respective U.S. filing dates');
    expect(a.sources.map((s) => s.label).slice(0, 2)).toEqual(['35 U.S.C. 102(e) (pre-AIA)', 'MPEP 2136']);
  });
});

describe('a filing year picks the version of the law (attorney review J)', () => {
  const q = (year: number) =>
    `My application was filed in ${year}. Is a US patent filed before mine but issued after it prior art against it?`;

  it('answers a 2012 filing from pre-AIA 35 U.S.C. 102(e), saying why', async () => {
    const a = await ask(q(2012));
    const labels = a.sources.map((s) => s.label);
    expect(labels[0]).toBe('35 U.S.C. 102(e) (pre-AIA)');
    expect(labels.some((l) => /^35 U\.S\.C\. 102\(a\)\(2\)$/.test(l))).toBe(false);
    expect(a.local).toContain('**Version applied: pre-AIA** — filed in 2012, before March 16, 2013');
    expect(a.local).toContain(
      'any application filed before March 16, 2013, is governed by pre-AIA 35 U.S.C. 102 and 103',
    );
  });

  it('answers a 2014 filing from AIA 35 U.S.C. 102(a)(2) and (d)', async () => {
    const a = await ask(q(2014));
    const labels = a.sources.map((s) => s.label);
    expect(labels.slice(0, 2)).toEqual(['35 U.S.C. 102(a)(2)', '35 U.S.C. 102(d)']);
    expect(labels.some((l) => l.endsWith('(pre-AIA)'))).toBe(false);
    expect(a.local).toContain(
      '**Version applied: AIA (first inventor to file)** — filed in 2014, on or after March 16, 2013',
    );
  });

  it('quotes both versions for a 2013 filing, and says why the year alone does not decide', async () => {
    const a = await ask(q(2013));
    const labels = a.sources.map((s) => s.label);
    expect(labels).toEqual(expect.arrayContaining(['35 U.S.C. 102(a)(2)', '35 U.S.C. 102(e) (pre-AIA)']));
    // Which law applies is the first thing said: the answer turns on it.
    expect(firstParagraph(a.local)).toMatch(
      /^\*\*Which version applies:\*\* filed in 2013, the year alone does not say/,
    );
    expect(a.local).toContain('on or after March 16, 2013');
  });

  it("compares another's earlier application with ours filed in 2012 under pre-AIA 102(e), not AIA 102(a)(2)", async () => {
    const a = await ask(
      "Our application was filed on 2012-05-01. A competitor's application was filed on 2011-03-01. Is it prior art against ours?",
    );
    expect(firstParagraph(a.local)).toContain('**35 U.S.C. 102(e) (pre-AIA)**');
    expect(a.local).toContain(
      '**Dates compared:** the other application was filed on 2011-03-01, before yours',
    );
    expect(a.local).toContain('prior art under pre-AIA 35 U.S.C. 102(e) as of its US filing date');
    expect(a.local).not.toContain('102(a)(2)');
  });

  it('reads a full filing date against March 16, 2013', async () => {
    const before = await ask(
      'Our application was filed on 2013-03-15. Is an earlier-filed US patent prior art?',
    );
    expect(before.sources[0].label).toBe('35 U.S.C. 102(e) (pre-AIA)');
    const after = await ask(
      'Our application was filed on 2013-03-16. Is an earlier-filed US patent prior art?',
    );
    expect(after.sources[0].label).toBe('35 U.S.C. 102(a)(2)');
  });
});

describe("Assistant: a statute's fee amounts are tagged as the rules' are", () => {
  it.each([
    'My patent was granted on 2020-01-15. When are the maintenance fees due?',
    'When are maintenance fees due after grant?',
    'What does 35 U.S.C. 41 say about the fee for filing a design application?',
    'What is the fee for a request for continued examination?',
  ])('tags every quoted amount as not the current amount, with its source’s date: %s', async (q) => {
    const a = await ask(q);
    const withAmounts = a.local.split('\n').filter((l) => /\$\s?\d/.test(l));
    expect(withAmounts.length).toBeGreaterThan(0);
    for (const l of withAmounts) expect(l).toMatch(/\[amounts: [^\]]+ — not the current amounts\]/);
  });

  it('dates 35 U.S.C. 41(b) to its statute text, the rules to the 2013 schedule (the model’s legal lookup too)', () => {
    const s = kb.get('35 USC', '41')!;
    const statute = { section: s, passage: kb.passagesOf(s.id)[0], score: 1 };
    expect(amountsDated(statute, '(A) Three years and 6 months after grant, $980.')).toBe(
      'as stated in the OLRC text of ~2022; the fees charged are set in 37 CFR 1.16–1.21 and have changed since — ' +
        'not the current amounts',
    );
    const r = kb.get('37 CFR', '1.20')!;
    const rule = { section: r, passage: kb.passagesOf(r.id)[0], score: 1 };
    expect(amountsDated(rule, 'By a small entity......$800.00')).toBe(
      '2013 fee schedule, effective 19 March 2013 — not the current amounts',
    );
  });
});
