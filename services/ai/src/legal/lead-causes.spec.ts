import { beforeAll, describe, expect, it } from 'vitest';
import { Assistant } from '../assistant/assistant.js';
import type { PatentsPort } from '../patents/patents.gateway.js';
import { LOCAL_ENGINE } from '../providers/local.provider.js';
import { datesIn } from './text-dates.js';
import { lawSource, leadOfTopic, legalEvidence } from './legal-answer.js';
import { LegalKnowledgeBase } from './legal-kb.js';
import { asksDefinition, asksEffect, TOPICS } from './topics.js';

// The causes of the attorney's re-review (issue 25), each asked in other words than the review's: a date written
// 1/15/2025, a definitional question, an IDS for a foreign office's citations, a missed maintenance fee, and "can I
// still file" a continuation. A legal question reaches neither the corpus nor the patent records.
const unused = () => Promise.reject(new Error('a legal question must not search the corpus'));
const patents = { get: unused, similar: unused, landscape: unused } as unknown as PatentsPort;

let kb: LegalKnowledgeBase;
let assistant: Assistant;
// Reading and indexing the 2,000 sections takes seconds, more on a busy machine.
beforeAll(() => {
  kb = LegalKnowledgeBase.load();
  assistant = new Assistant(kb, patents, { get: unused } as never, () => '2026-11-28');
}, 60_000);

/** The first paragraph of the local answer. */
const firstParagraph = async (q: string) =>
  (await assistant.prepare(q, [], undefined, LOCAL_ENGINE)).local.split('\n\n')[0];

/** Each undated question leads with a sentence of `label` matching `sentence`. */
function expectLeads(questions: string[], label: string, sentence: RegExp) {
  for (const q of questions) {
    const [first] = legalEvidence(kb, q, { deadline: null }).lead ?? [];
    expect(first, q).toBeDefined();
    expect(lawSource(legalEvidence(kb, q, { deadline: null }).hits[first.hit]).label, q).toBe(label);
    expect(first.sentence, q).toMatch(sentence);
  }
}

describe('a final rejection dated in the US numeric form', () => {
  it('reads month/day/year, and day/month/year only when the first number cannot be a month', () => {
    expect(datesIn('mailed 3/2/2026')).toEqual(['2026-03-02']);
    expect(datesIn('mailed 02/10/2025')).toEqual(['2025-02-10']);
    expect(datesIn('mailed 15/1/2026')).toEqual(['2026-01-15']);
    expect(datesIn('claims 1/2 and 13/45/2026')).toEqual([]);
  });

  it('leads with the office-action reply period, as for a non-final action', async () => {
    expect(await firstParagraph('Final OA dated 3/2/2026, when is the reply due?')).toMatch(
      /^\*\*Deadline: 2026-06-02\*\*.*reply to the Office action/,
    );
    // 2025-05-10 is a Saturday.
    expect(
      await firstParagraph('We got a final rejection mailed 02/10/2025. How long do we have to file an RCE?'),
    ).toMatch(/^\*\*Deadline: 2025-05-12\*\*/);
    expect(
      await firstParagraph('The final office action was mailed on 15/1/2026 — how long to respond?'),
    ).toMatch(/^\*\*Deadline: 2026-04-15\*\*/);
  });

  it('says when the period and its extensions have passed', async () => {
    const a = (
      await assistant.prepare(
        'Final rejection mailed 1/6/2025: can I still file an RCE?',
        [],
        undefined,
        LOCAL_ENGINE,
      )
    ).local;
    expect(a).toMatch(/^\*\*Deadline: 2025-04-07\*\*/);
    expect(a).toMatch(/This deadline has passed[\s\S]*37 CFR 1\.137/);
  });
});

describe('a definitional question', () => {
  it('is told from a question asking a time, a cost or a case', () => {
    for (const q of ['What is PTA?', "what's patent term adjustment", 'Define PTA', 'What does PTA mean?'])
      expect(asksDefinition(q), q).toBe(true);
    for (const q of [
      'What is the deadline to ask for PTA reconsideration?',
      'What is the fee for a PTA request?',
      'what is our PTA if the first action took 20 months',
    ])
      expect(asksDefinition(q), q).toBe(false);
  });

  it('is told, with a question asking what a thing does, from one asking when or how to do it', () => {
    for (const q of [
      'What is a terminal disclaimer?',
      'What does a terminal disclaimer do?',
      'What does filing a terminal disclaimer do to my patent?',
      'What is the effect of a terminal disclaimer?',
    ])
      expect(asksEffect(q), q).toBe(true);
    for (const q of ['When do I need a terminal disclaimer?', 'How do I file a terminal disclaimer?'])
      expect(asksEffect(q), q).toBe(false);
  });

  it("finds every topic's defining sentence in the texts", () => {
    // Every part of a definition in several parts is found.
    const missing = TOPICS.filter((t) => [t.defines ?? []].flat().some((d) => !leadOfTopic(kb, d)));
    expect(missing.map((t) => t.id)).toEqual([]);
  });

  it('leads with the section that defines the term (35 U.S.C. 154(b)(1) for PTA)', () => {
    expectLeads(
      ["What's patent term adjustment?", 'define PTA', 'What does PTA mean?'],
      '35 U.S.C. 154(b)(1)(A)',
      /delayed due to the failure of the Patent and Trademark Office/,
    );
  });
});

describe('an IDS for references a foreign office cited', () => {
  it('leads with the 37 CFR 1.97(e)(1) statement', () => {
    expectLeads(
      [
        'Should we file an IDS citing the references from the European search report?',
        'Our Japanese counterpart got an office action citing three references. IDS?',
        'The EPO written opinion cited new art: how do we put it in an information disclosure statement?',
      ],
      '37 CFR 1.97(e)',
      /first cited in any communication from a foreign patent office/,
    );
  });
});

describe('a maintenance fee the question says was missed', () => {
  it('leads with the expiry at the end of the grace period and the 37 CFR 1.378 petition', async () => {
    for (const [q, end] of [
      ['We forgot to pay the 7.5 year maintenance fee on a patent granted 2015-03-10.', '2023-03-10'],
      ['The maintenance fee was never paid; the patent issued on March 1, 2020. What now?', '2024-03-01'],
      // The 4th anniversary, 2022-08-20, is a Saturday: the patent lapses as of it, though a payment with the
      // surcharge is still accepted on the Monday (37 CFR 1.362(g); 35 U.S.C. 21(b)).
      [
        'missed the 3.5-yr fee — patent granted 8/20/2018',
        '2022-08-20 \\(a payment with the surcharge is still accepted on 2022-08-22',
      ],
    ]) {
      const first = await firstParagraph(q);
      expect(first, q).toMatch(new RegExp(`^\\*\\*Expired: .*grace period, ${end}`));
      expect(first, q).toContain('37 CFR 1.378');
      const all = (await assistant.prepare(q, [], undefined, LOCAL_ENGINE)).local;
      expect(all, q).not.toMatch(/open now|surcharge period is running now/);
    }
  });

  it('states the surcharge period while it runs', async () => {
    // Due 2026-07-10; the grace period ends 2027-01-11 (2027-01-10 is a Sunday).
    expect(
      await firstParagraph("Client didn't pay the 3.5-year fee for the patent granted 2023-01-10."),
    ).toMatch(/^\*\*Still payable with the surcharge: the 3\.5-year fee, by 2027-01-11/);
  });

  it('takes the latest fee due for the one missed when the question names none', async () => {
    // Granted 2010-01-05: the 11.5-year fee's grace period ended 2022-01-05.
    expect(
      await firstParagraph('Our client did not pay the maintenance fee on the patent granted 2010-01-05.'),
    ).toMatch(/^\*\*Expired: unpaid, the 11\.5-year fee .*grace period, 2022-01-05/);
  });

  it('keeps the plain schedule when no fee is said to be missed', async () => {
    const first = await firstParagraph('Patent granted June 4, 2019: when are the maintenance fees due?');
    expect(first).toMatch(/^\*\*Maintenance fees for a utility patent granted on 2019-06-04\*\*/);
  });
});

describe('"can I still file" a continuation', () => {
  it('leads with copendency: filed before the parent patents (MPEP 211.01(b))', () => {
    expectLeads(
      [
        'Is it too late to file a divisional? The parent issues tomorrow.',
        "Our parent's patent grants next week - can we still file a continuation?",
        'Can we still file a child application after paying the issue fee?',
        'The parent patent issues on Tuesday; is a continuation filed Monday still in time?',
      ],
      'MPEP 211.01(b)',
      /before the date that the patent issues on the prior application/,
    );
  });
});

describe('a date in words or in an ambiguous numeric form', () => {
  it('leads with the deadline and says the date each was read as', async () => {
    expect(
      await firstParagraph('I will file my provisional next Tuesday: when is the nonprovisional due?'),
    ).toMatch(
      /^\*\*Deadline: 2027-12-01\*\*[\s\S]*“next Tuesday” read as 2026-12-01 \(today is 2026-11-28\)/,
    );
    expect(await firstParagraph('Non-final office action mailed 1/2/2026: when is the reply due?')).toMatch(
      /^\*\*Deadline: 2026-04-02\*\*[\s\S]*1\/2\/2026 read as January 2, 2026 \(month\/day\)/,
    );
  });
});

describe('the standard of delay for a missed maintenance fee', () => {
  /** What each cited text states: unavoidable, unintentional, or both. */
  const standards = (label: string) => {
    const [source, section] =
      label === '35 U.S.C. 41(c)' ? (['35 USC', '41'] as const) : (['37 CFR', '1.378'] as const);
    const text = kb.get(source, section)?.text ?? '';
    const sentence = text.split('\n').find((p) => /shown to the satisfaction of the Director/.test(p)) ?? '';
    return { unavoidable: /unavoidabl/.test(sentence), unintentional: /unintentional/.test(sentence) };
  };

  it('quotes the standard of each cited revision, and asserts none the cited texts do not state', async () => {
    const q = 'We forgot to pay the 7.5 year maintenance fee on a patent granted 2015-03-10.';
    const first = await firstParagraph(q);
    expect(first).toMatch(
      /35 U\.S\.C\. 41\(c\) \(OLRC text of ~2022\): “[^”]*shown to the satisfaction of the Director/,
    );
    expect(first).toMatch(/37 CFR 1\.378\(a\) \(rules text of late 2013[^”]*“[^”]*shown to the satisfaction/);
    // Neither text's standard is stated as the only one unless both texts state it alone.
    expect(first).not.toMatch(/showing the delay was unintentional/);
    const [statute, rule] = [standards('35 U.S.C. 41(c)'), standards('37 CFR 1.378')];
    if (statute.unavoidable !== rule.unavoidable || statute.unintentional !== rule.unintentional)
      expect(first).toMatch(/these revisions state different standards/);
    else expect(first).not.toMatch(/these revisions state different standards/);
  });

  it('leads an undated question with the standard as the statute and the rule each state it', () => {
    const e = legalEvidence(kb, 'My patent expired because I missed a maintenance fee. Can I get it back?', {
      deadline: null,
    });
    const led = (e.lead ?? []).map((l) => lawSource(e.hits[l.hit]).label);
    expect(led).toEqual(['35 U.S.C. 41(c)(1)', '37 CFR 1.378(a)']);
    for (const l of e.lead ?? []) expect(l.sentence).toMatch(/shown to the satisfaction of the Director/);
  });
});
