import { beforeAll, describe, expect, it } from 'vitest';
import { LegalKnowledgeBase, legalDataDir } from '../legal/legal-kb.js';
import type { PatentsPort } from '../patents/patents.gateway.js';
import { LOCAL_ENGINE } from '../providers/local.provider.js';
import { RECORD, hit } from '../../test/support/assistant-fixtures.js';
import { Embedder } from '../engine/embeddings.js';
import { Assistant } from './assistant.js';
import { maintenanceLines } from './patent-answer.js';
import { inForceAnswer } from './in-force-answer.js';

// The legal texts are read at run time from PATENT_DATA_DIR (never copied into the repository).
let kb: LegalKnowledgeBase;
// Reading and indexing the 2,000 sections takes seconds, more on a busy machine.
beforeAll(() => {
  kb = LegalKnowledgeBase.load(legalDataDir());
}, 60_000);

function corpus(results: PriorArtCandidate[], today?: string) {
  const calls: { text: string; before?: string }[] = [];
  const patents: PatentsPort = {
    similar: async (q) => (calls.push({ text: q.text, before: q.before }), results),
    get: async () => {
      throw new Error('not used');
    },
    landscape: async () => {
      throw new Error('not used');
    },
  };
  const records = { detail: async (n: string) => (n === '10000000' ? RECORD : null) };
  return { assistant: new Assistant(kb, patents, records, today ? () => today : undefined), calls };
}

describe('Assistant: answers by kind of question', () => {
  it('quotes and cites the statute for a procedural question, computes the deadline, and cites no patent', async () => {
    const { assistant, calls } = corpus([hit('9999999', 'Electronic filing', '2024-01-01', 1)]);
    const a = await assistant.prepare(
      'I filed my provisional on 2026-03-02. How long do I have to file the non-provisional?',
      [],
      'patent_assistant',
      LOCAL_ENGINE,
    );
    expect(a.kind).toBe('legal');
    expect(a.local).toContain('**Deadline: 2027-03-02**');
    expect(a.sources[0]).toMatchObject({
      kind: 'law',
      // The paragraph the quote is taken from: 119(e)(1) states the 12 months.
      label: '35 U.S.C. 119(e)(1)',
      revision: 'OLRC text of ~2022',
    });
    expect(a.sources[0].url).toBe('https://www.law.cornell.edu/uscode/text/35/119');
    expect(a.local).toMatch(/not later than 12 months/);
    expect(a.local).toContain('may be out of date');
    expect(a.local).toMatch(/\*\*Sources\*\*\n- 35 U\.S\.C\. 119\(e\)\(1\) — /);
    expect(a.local).toContain(`*Engine: ${LOCAL_ENGINE.label}*`);
    expect(a.citations).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('answers "What is a terminal disclaimer?" from 37 CFR 1.321 / 35 U.S.C. 253, not from patents', async () => {
    const a = await corpus([hit('9999999', 'Switching regulator', '2024-01-01', 1)]).assistant.prepare(
      'What is a terminal disclaimer?',
      [],
      undefined,
      LOCAL_ENGINE,
    );
    expect(
      a.sources
        .map((s) => s.label)
        .slice(0, 3)
        .join(' '),
    ).toMatch(/37 CFR 1\.321|35 U\.S\.C\. 253/);
    expect(a.sources.every((s) => s.kind === 'law')).toBe(true);
  });

  it("quotes the claim asked for from the patent's record, with assignee, expiry and its basis", async () => {
    const a = await corpus([]).assistant.prepare(
      'What does claim 1 of US10000000 cover?',
      [],
      undefined,
      LOCAL_ENGINE,
    );
    expect(a.kind).toBe('patent');
    expect(a.local).toMatch(/^Answering about \*\*US10000000\*\*/);
    expect(a.local).toContain('> A laser detection and ranging (LADAR) system, comprising: a laser source.');
    expect(a.local).toContain('**Assignee:** Raytheon Company');
    expect(a.local).toContain(
      '**Expiry:** 2035-03-10 (not exact) — 20 years from the filing date (35 U.S.C. 154(a)(2))',
    );
    expect(a.sources[0]).toMatchObject({ kind: 'patent', label: 'US10000000', date: '2018-06-19' });
    // A claim question rests on the record alone: the term statute of the card's expiry line is no source of it
    // (attorney review 3: law sources on a claim answer were noise); an expiry question cites it (review8.spec.ts).
    expect(a.sources.map((s) => s.kind)).toEqual(['patent']);
    expect(a.citations).toEqual(['10000000']);
  });

  it('says when the claim asked for does not exist', async () => {
    const a = await corpus([]).assistant.prepare('Show claim 7 of US10000000', [], undefined, LOCAL_ENGINE);
    expect(a.local).toContain('The patent has 2 claims; there is no claim 7.');
  });

  it('searches prior art before the effective filing date of the patent in context, above the relevance floor', async () => {
    const { assistant, calls } = corpus([
      // The search's own order: a baseball first (the search ranked it first), then a later laser patent.
      hit('8000009', 'Baseball with a cork center and a stitched cover', '2011-01-01', 9),
      hit('8000001', 'Laser detection and ranging system comprising a laser source', '2012-05-01', 3),
      hit('8000004', 'LADAR system with a pulsed laser source', '2016-02-01', 3),
      hit('8000003', 'Unrelated chair', '2010-01-01', 0.5),
    ]);
    const a = await assistant.prepare('find prior art for this patent', [], 'US10000000', LOCAL_ENGINE);
    expect(a.kind).toBe('prior-art');
    expect(calls[0].before).toBe('2015-03-10');
    // Charted against claim 1 as the analysis does: the baseball and the chair stay under the floor, and the 2016
    // document is after the cut-off even though the search returned it.
    expect(a.citations).toEqual(['10000000', '8000001']);
    expect(a.local).toContain('before its effective filing date 2015-03-10');
    // What the search covers, earlier-filed US documents included (issue 23), stated with its limit.
    expect(a.local).toContain(
      'earlier-filed US patents and applications published after that date are searched too, prior art as of their US filing date under 102(a)(2)',
    );
    expect(a.local).toMatch(
      /\(granted 2012-05-01 as US 8000001, before the cut-off \(35 U\.S\.C\. 102\(a\)\(1\) \([^)]*\)\); term coverage 1\.00; \d of \d elements of claim 1 disclosed\)/,
    );
    expect(a.local).not.toContain('Baseball');
  });

  it('shows prior art as the analysis does: a reference of another field is left out by the field test', async () => {
    // Both documents say "laser source"; a stand-in model puts ranging texts on one axis and the rest on another.
    const pool = [
      hit('8000001', 'Laser detection and ranging system comprising a laser source', '2012-05-01', 3),
      hit('8000002', 'Tattoo removal with a laser source and a ranging of skin types', '2012-06-01', 3),
    ];
    const model = new Embedder({
      load: async () => async (texts) =>
        texts.map((t) => (/LADAR|detection and ranging/i.test(t) ? [1, 0] : [0, 1])),
    });
    const records = { detail: async (n: string) => (n === '10000000' ? RECORD : null) };
    const patents: PatentsPort = {
      similar: async () => pool,
      get: async () => {
        throw new Error('not used');
      },
      landscape: async () => {
        throw new Error('not used');
      },
    };
    const ask = (field: Embedder | null) =>
      new Assistant(kb, patents, records, undefined, field).prepare(
        'find prior art for this patent',
        [],
        'US10000000',
        LOCAL_ENGINE,
      );
    expect((await ask(null)).citations).toEqual(['10000000', '8000001', '8000002']);
    expect((await ask(model)).citations).toEqual(['10000000', '8000001']);
  });

  it('searches prior art when asked "what prior art is there against" a named patent, as for "find prior art for"', async () => {
    for (const q of [
      'What prior art is there against US 10,000,000 for the pulsed laser?',
      'Is there anything earlier than US10000000?',
    ]) {
      const { assistant, calls } = corpus([
        hit('8000001', 'Laser detection and ranging system', '2012-05-01', 3),
      ]);
      const a = await assistant.prepare(q, [], undefined, LOCAL_ENGINE);
      expect(a.kind).toBe('prior-art');
      expect(calls[0]?.before).toBe('2015-03-10');
      expect(a.local).toContain('Prior-art candidates for **US10000000**');
    }
  });

  it('shows only topic results sharing most of the topic words', async () => {
    const { assistant, calls } = corpus([
      hit('7000001', 'Magnetic napkin holder', '2005-01-04', 2),
      hit('7000002', 'Magnetic resonance imaging coil', '2006-01-01', 1.9),
    ]);
    const a = await assistant.prepare('patents about magnetic napkin holders', [], undefined, LOCAL_ENGINE);
    expect(calls[0].text).toBe('magnetic napkin holders');
    expect(a.citations).toEqual(['7000001']);
  });

  // Attorney review (issue 25, item 6): nothing above the relevance floor is said with what was searched.
  it('says "No relevant prior art found among N documents dated before {date}" when nothing clears the floor', async () => {
    const { assistant } = corpus([
      hit('8000009', 'Baseball with a cork center and a stitched cover', '2011-01-01', 9),
      hit('8000003', 'Unrelated chair', '2010-01-01', 0.5),
    ]);
    const a = await assistant.prepare('find prior art for this patent', [], 'US10000000', LOCAL_ENGINE);
    expect(a.local).toContain(
      'No relevant prior art found among the 2 closest documents dated before 2015-03-10.',
    );
    expect(a.local).not.toContain('close enough to show');
    expect(a.citations).toEqual(['10000000']);
    // With the corpus counts, N is every document of the corpus dated before the cut-off.
    const counted = corpus([hit('8000003', 'Unrelated chair', '2010-01-01', 0.5)]);
    const port = (counted.assistant as unknown as { patents: PatentsPort }).patents;
    Object.assign(port, {
      corpusCounts: async (q: { before?: string }) => {
        expect(q.before).toBe('2015-03-10');
        return { total: 20000, datedBefore: 15234, undated: 3, forwardCitations: 0 };
      },
    });
    const b = await counted.assistant.prepare(
      'find prior art for this patent',
      [],
      'US10000000',
      LOCAL_ENGINE,
    );
    expect(b.local).toContain('No relevant prior art found among 15234 documents dated before 2015-03-10.');
  });

  it('says the search is unavailable when the patents service fails, rather than "no prior art"', async () => {
    const { assistant } = corpus([]);
    (assistant as unknown as { patents: PatentsPort }).patents.similar = async () => {
      throw new Error('patents.similar timed out');
    };
    const a = await assistant.prepare('find prior art for this patent', [], 'US10000000', LOCAL_ENGINE);
    expect(a.local).toContain('The patent search did not answer');
    expect(a.local).not.toContain('close enough to show');
    expect(a.citations).toEqual([]);
  });

  it('states what it can do for anything else, citing nothing', async () => {
    const { assistant, calls } = corpus([hit('9999999', 'Joke machine', '2024-01-01', 1)]);
    const a = await assistant.prepare('Tell me a joke', [], undefined, LOCAL_ENGINE);
    expect(a.kind).toBe('other');
    expect(a.local).toContain('I can:');
    expect(a.sources).toEqual([]);
    expect(calls).toEqual([]);
  });

  it("answers claim text in the question with the claim checker's findings and the sections they cite", async () => {
    const { assistant, calls } = corpus([hit('9999999', 'Lamp', '2024-01-01', 1)]);
    const a = await assistant.prepare(
      'Can you check my claims?\n1. A lamp comprising: a base; and a shade preferably made of glass.\n' +
        '2. The lamp of claim 3, wherein the base is round.\n3. A method of lighting a room with the lamp of claim 1.',
      [],
      'patent_assistant',
      LOCAL_ENGINE,
    );
    expect(a.kind).toBe('claims');
    expect(a.local).toMatch(/^Claim check of 3 claims \(rule-based checker, local engine\): /);
    expect(a.local).toMatch(/- Claim 2 \(DEPENDS_ON_LATER_CLAIM\) — “claim 3”: /);
    expect(a.local).toMatch(/- Claim 1 \(INDEFINITE_TERM\) — “preferably”: /);
    expect(a.local).toContain('it does not judge novelty');
    // The MPEP sections the messages name, from the legal texts with their revision.
    expect(a.sources.map((s) => s.label)).toContain('MPEP 2173.05(b)');
    expect(a.sources.every((s) => s.kind === 'law' && s.revision)).toBe(true);
    expect(a.citations).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('says when pasted claims have no error or warning of form', async () => {
    const a = await corpus([]).assistant.prepare(
      'Check this claim: A lamp comprising a base and a switch mounted on the base.',
      [],
      undefined,
      LOCAL_ENGINE,
    );
    expect(a.kind).toBe('claims');
    expect(a.local).toContain('No errors or warnings of form were found.');
  });

  it('lists the notes and says it is a form check only when the checker reports only notes (issue 24)', async () => {
    const a = await corpus([]).assistant.prepare(
      'Check these claims:\n1. A method of dispensing medication, comprising: rotating a carousel of a dispenser; ' +
        'and detecting a pill at the outlet.\n2. The method of claim 1, wherein the carousel is round.',
      [],
      undefined,
      LOCAL_ENGINE,
    );
    // "at the outlet": an outlet the dispenser has (a note); "with the sensor" is a tool the step uses (a warning).
    expect(a.local).toMatch(/\*\*Notes\*\*\n- Claim 1 \(ANTECEDENT_BASIS\) — “the outlet”/);
    expect(a.local).not.toContain('No errors or warnings of form were found.');
    expect(a.local).toContain('This is a form check only, not a clearance of the claims.');
  });

  it('throws a VALIDATION error naming context when the context names a patent not in the corpus', async () => {
    await expect(
      corpus([]).assistant.prepare('What does it claim?', [], 'US7654321', LOCAL_ENGINE),
    ).rejects.toMatchObject({
      code: 'VALIDATION',
      message: 'context: patent US7654321 is not in the corpus',
    });
  });
});

describe('Assistant: memory', () => {
  it('follows a follow-up question from the conversation so far', async () => {
    const { assistant } = corpus([]);
    const first = await assistant.prepare('How long is the term of a patent?', [], undefined, LOCAL_ENGINE);
    const history = [
      { role: 'user' as const, content: 'How long is the term of a patent?' },
      { role: 'assistant' as const, content: first.local },
    ];
    const next = await assistant.prepare('and for a design patent?', history, undefined, LOCAL_ENGINE);
    expect(next.kind).toBe('legal');
    expect(next.sources[0].label).toBe('35 U.S.C. 173');
    expect(next.local).toContain('15 years from the date of grant');
    // Without the history the same words are not a question the engine can place.
    const alone = await assistant.prepare('and for a design patent?', [], undefined, LOCAL_ENGINE);
    expect(alone.sources[0]?.label).not.toBe('35 U.S.C. 173');
  });

  it('keeps the patent of the conversation for "what about claim 2?"', async () => {
    const history = [
      { role: 'user' as const, content: 'What does claim 1 of US10000000 cover?' },
      { role: 'assistant' as const, content: 'Answering about **US10000000** — Coherent LADAR' },
    ];
    const a = await corpus([]).assistant.prepare('what about claim 2?', history, undefined, LOCAL_ENGINE);
    expect(a.local).toContain('> The system of claim 1, wherein the laser is pulsed.');
  });
});

describe('Assistant: attorney-review defects', () => {
  const ask = async (q: string, history: { role: 'user' | 'assistant'; content: string }[] = []) =>
    corpus([]).assistant.prepare(q, history, undefined, LOCAL_ENGINE);
  const labels = (a: { sources: { label: string }[] }) => a.sources.map((s) => s.label);
  /** A question, then a follow-up asked with it and its answer as the history. */
  const followUp = async (q: string, then: string) => {
    const first = await ask(q);
    const next = await ask(then, [
      { role: 'user', content: q },
      { role: 'assistant', content: first.local },
    ]);
    return { first, next };
  };

  it('cites 35 U.S.C. 371 and 37 CFR 1.495 for a PCT national-stage question without dates, not 37 CFR 5.1', async () => {
    const a = await ask('How do I enter the national stage of a PCT application?');
    expect(labels(a)[0]).toMatch(/^35 U\.S\.C\. 371\(c\)/);
    expect(labels(a)[1]).toMatch(/^37 CFR 1\.495\(b\)/);
    expect(labels(a).join(' ')).not.toMatch(/37 CFR 5\./);
    expect(a.local).toMatch(/thirty months from the priority date|30 months/);
  });

  it('cites 37 CFR 1.16(h)/(i)/(j) with their fees for an excess-claims fee question, not 37 CFR 42.15', async () => {
    const a = await ask('How much is the excess claims fee?');
    expect(labels(a)).toEqual(['37 CFR 1.16(h)', '37 CFR 1.16(i)', '37 CFR 1.16(j)']);
    expect(a.local).toMatch(/in excess of 3/);
    expect(a.local).toMatch(/\$\d/);
  });

  it('cites the statute first for the patent term: 35 U.S.C. 154(a)(2) before any rule', async () => {
    const a = await ask('How long is the term of a patent?');
    expect(labels(a)[0]).toBe('35 U.S.C. 154(a)(2)');
    expect(labels(a).join(' ')).not.toMatch(/37 CFR 1\.70\d/);
  });

  it('answers a late maintenance fee from the current statute, 35 U.S.C. 41(c), before the 2013 rule', async () => {
    const a = await ask('How can I reinstate a patent that expired for failure to pay a maintenance fee?');
    // Cited at the paragraph stating the standard of delay, 41(c)(1).
    expect(labels(a).slice(0, 2)).toEqual(['35 U.S.C. 41(c)(1)', '37 CFR 1.378(a)']);
    expect(a.local).toMatch(/to have been unintentional/);
  });

  it('cites the current version of a rule the texts hold in several dated versions', async () => {
    const a = await ask(
      'How do I claim the priority of a foreign application and what must the claim identify?',
    );
    const s = a.sources.find((x) => x.label.startsWith('37 CFR 1.55'));
    expect(s?.title).toBe('Claim for foreign priority.');
    // Asked about the earlier period, the dated version is the one cited.
    const before = kb.search('pre-AIA claim for foreign priority before March 16, 2013 under 37 CFR', 6);
    expect(before.some((h) => h.section.section === '1.55')).toBe(true);
  });

  it('follows "and for a design patent?" to the design term after a question on the term, not to reexamination', async () => {
    const { next } = await followUp('How long is the term of a utility patent?', 'and for a design patent?');
    expect(labels(next)[0]).toBe('35 U.S.C. 173');
    expect(labels(next).join(' ')).not.toMatch(/37 CFR 1\.(?:5[0-6]\d|9\d\d)/);
  });

  it('states both design terms after "And for a design patent?": 15 years from 2015-05-13 filings, 14 before', async () => {
    const { first, next } = await followUp(
      'How long does a US utility patent last?',
      'And for a design patent?',
    );
    expect(labels(next)[0]).toBe('35 U.S.C. 173');
    expect(next.local).toMatch(/15 years from grant for applications filed on or after 2015-05-13/);
    expect(next.local).toMatch(/14 years from grant for applications filed before 2015-05-13/);
    expect(next.local).toMatch(
      /MPEP 1505\*\* \(R-08\.2012[^)]*\)[^\n]*fourteen years from the date of grant/,
    );
    // Asked directly, the same.
    const direct = await ask('How long is the term of a design patent?');
    expect(direct.local).toMatch(/14 years from grant for applications filed before 2015-05-13/);
    // A utility term question does not get it.
    expect(first.local).not.toMatch(/2015-05-13/);
  });

  it('credits a quote to one section only, even when the MPEP reprints the statute', async () => {
    const a = await ask('How long is the term of a patent?');
    const quotes = [...a.local.matchAll(/^- \*\*(.+?)\*\*.*?: (“.*)$/gm)].map((m) => [m[1], m[2]] as const);
    // Two or three: a term question naming no delay no longer cites the PTA sections (MPEP 2733) as a third quote.
    expect(quotes.length).toBeGreaterThanOrEqual(2);
    const words = (t: string) =>
      t
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, ' ')
        .trim();
    for (const [i, [, q]] of quotes.entries())
      for (const [, other] of quotes.slice(i + 1))
        expect(words(other)).not.toContain(words(q).split(' ').slice(0, 12).join(' '));
  });

  it('reads the abbreviations practitioners use (IPR, RCE, IDS) as the texts spell them', async () => {
    const ipr = await ask('What is the time limit to file an IPR petition after being sued?');
    expect(labels(ipr).join(' ')).toMatch(/37 CFR 42\.10[12]|35 U\.S\.C\. 315/);
    expect(labels(ipr).join(' ')).not.toMatch(/37 CFR 1\.129|42\.302/);
    expect(labels(await ask('When must an IDS be filed?')).join(' ')).toMatch(/37 CFR 1\.97/);
  });

  it('treats "my duty to disclose prior art" as law, and "extension of time" as time to reply, not term extension', async () => {
    const duty = await ask('What is my duty to disclose prior art to the USPTO?');
    expect(duty.kind).toBe('legal');
    expect(labels(duty)[0]).toBe('37 CFR 1.56(a)');
    const eot = await ask('Can I get an extension of time to respond to a final rejection?');
    expect(labels(eot).join(' ')).not.toMatch(/37 CFR 1\.7[1-9]\d|35 U\.S\.C\. 156/);
    expect(labels(eot)[0]).toMatch(/^MPEP 706\.07|^37 CFR 1\.136/);
  });

  it('reads a sale at a trade show as an on-sale or public-use question, not trademarks', async () => {
    const a = await ask('My client sold the product at a trade show last year. Can we still file?');
    expect(labels(a).join(' ')).not.toMatch(/608\.01\(v\)|2760/);
    expect(labels(a).join(' ')).toMatch(/MPEP 2120\.02|MPEP 2152|MPEP 2133\.03|35 U\.S\.C\. 102/);
  });

  it('cites a quote at the pinpoint it is taken from', async () => {
    const a = await ask('What is the time limit to file an IPR petition after being sued?');
    const lines = [...a.local.matchAll(/^- \*\*(.+?)\*\* .*?: “(\(\w+\))/gm)];
    expect(lines.length).toBeGreaterThan(0);
    // A quote opening with its own paragraph marker ("(11) requiring …") is cited at that paragraph.
    for (const [, label, marker] of lines) expect(label.endsWith(marker)).toBe(true);
  });

  it('says an expired patent has expired, from its computed expiry, not "Granted"', async () => {
    const expired = {
      ...RECORD,
      dates: { ...RECORD.dates!, expiry: { ...RECORD.dates!.expiry, date: '2019-03-10', exact: true } },
    };
    const { assistant } = corpus([]);
    (assistant as unknown as { records: { detail: (n: string) => Promise<unknown> } }).records.detail =
      async () => expired;
    const a = await assistant.prepare('Who owns US10000000?', [], undefined, LOCAL_ENGINE);
    expect(a.local).toMatch(/\*\*Status:\*\* Expired on 2019-03-10 — 20 years from the filing date/);
    expect(a.local).not.toMatch(/\*\*Status:\*\* Granted/);
    const live = await corpus([]).assistant.prepare('Who owns US10000000?', [], undefined, LOCAL_ENGINE);
    // Granted 2018-06-19, past the 3.5-year fee's grace period with no payment record: worded as the analysis does.
    expect(live.local).toMatch(
      /\*\*Status:\*\* Status unknown: the 3\.5-year maintenance fee was payable with the surcharge until 2022-06-21 and the fee payment record was not available; [^\n]*if every fee was paid, it runs until 2035-03-10 \(not exact\) \(recorded status: Granted\)/,
    );
  });

  it('says the expiry is not known when the record has no filing date (never 17 years from grant)', async () => {
    const basis =
      'not assessed: no filing date in the record. The term runs 20 years from the earliest filing';
    const unknown = {
      ...RECORD,
      app_filing_date: null,
      dates: { ...RECORD.dates!, expiry: { ...RECORD.dates!.expiry, date: null, exact: false, basis } },
    };
    const { assistant } = corpus([]);
    (assistant as unknown as { records: { detail: (n: string) => Promise<unknown> } }).records.detail =
      async () => unknown;
    const a = await assistant.prepare('Who owns US10000000?', [], undefined, LOCAL_ENGINE);
    expect(a.local).toContain(`**Status:** Granted; expiry not known — ${basis}`);
    expect(a.local).toContain(`**Expiry:** unknown (not exact) — ${basis}`);
  });
});

describe('Assistant: answers that answer (attorney review, issue 25)', () => {
  // A corpus that always has a patent to offer: no answer here may cite it. Today is fixed for the computed dates.
  let searched: { text: string }[] = [];
  const ask = async (q: string) => {
    const c = corpus([hit('9999999', 'Decoy', '2015-01-01', 1)], '2026-03-20');
    searched = c.calls;
    return c.assistant.prepare(q, [], 'patent_assistant', LOCAL_ENGINE);
  };
  const labels = (a: { sources: { label: string }[] }) => a.sources.map((s) => s.label);

  it('answers "Is US… still in force?" with a plain answer before the record card', async () => {
    const a = await ask('Is US10000000 still in force?');
    expect(a.kind).toBe('patent');
    // Granted 2018-06-19: the 3.5-year fee's grace period has passed and the record holds no payment, so not
    // "Yes" (attorney review, issue 23 fix 2).
    expect(a.local).toMatch(
      /^Answering about \*\*US10000000\*\*[^\n]*\n\*\*Unknown\*\* — the 3\.5-year maintenance fee was payable with the surcharge until 2022-06-21 [^\n]*if unpaid, the patent expired as of 2022-06-19 [^\n]*until 2035-03-10 \(not exact\)/,
    );
    expect(searched).toEqual([]);
  });

  it('1. leads with a direct answer from the operative sentence, cited with revision and link, then the quotes', async () => {
    const a = await ask('What is a terminal disclaimer?');
    const [lead, rest] = a.local.split('Supporting quotes:');
    // Its effect in plain words comes first (attorney review I), then the operative sentence it rests on.
    expect(lead).toMatch(
      /^\*\*Answer:\*\* In plain words: [^\n]*\n- “[^”]*terminal part of the term[^”]*” — \*\*(?:37 CFR 1\.321|35 U\.S\.C\. 253)/,
    );
    // The citation carries its revision and its link.
    expect(lead).toMatch(
      /\*\* \([^\n]*(?:rules text of late 2013|OLRC text of ~2022)[^\n]*\) \[link\]\(https:\/\//,
    );
    expect(rest).toMatch(/^\n\n- \*\*/);
  });

  it('1. says plainly that it found no operative sentence instead of leading with a loosely related quote', async () => {
    const a = await ask('What is the airspeed velocity of an unladen patent examiner?');
    expect(a.local).toMatch(
      /^I found no sentence in the patent-law texts that answers this question directly\./,
    );
    expect(a.local).not.toContain('**Answer:**');
    expect(a.sources.every((s) => s.kind === 'law')).toBe(true);
  });

  it('2. cites 35 U.S.C. 154(a)(2) first for the term of a utility patent, however the term is asked for', async () => {
    for (const q of ["How long is a utility patent's term?", 'How long does a utility patent last?']) {
      const a = await ask(q);
      expect(labels(a)[0]).toBe('35 U.S.C. 154(a)(2)');
      expect(a.local.split('\n')[0]).toMatch(
        /^\*\*Answer:\*\* “[^”]*ending 20 years from the date on which the application/,
      );
    }
  });

  it('3. computes the reply date of an Office action: 3-month period, extensions to 6 months, and the basis', async () => {
    const a = await ask('I received a non-final office action on 2026-03-10, when must I respond?');
    expect(a.kind).toBe('legal');
    expect(a.local).toMatch(/^\*\*Deadline: 2026-06-10\*\*/);
    expect(a.local).toMatch(
      /1 month \(to 2026-07-10\): by 2026-07-10; 2 months \(to 2026-08-10\): by 2026-08-10; 3 months/,
    );
    expect(a.local).toContain('Never beyond 2026-09-10: the 6-month statutory period of 35 U.S.C. 133');
    expect(a.local).toContain('MPEP 710.02(b)');
    expect(labels(a)).toEqual(expect.arrayContaining(['37 CFR 1.134', '35 U.S.C. 133', 'MPEP 710.02(b)']));
    expect(labels(a).some((l) => l.startsWith('37 CFR 1.136(a)'))).toBe(true);
    expect(a.citations).toEqual([]);
  });

  it('3. says when the 3-month period has passed but an extension is still open, and when nothing is', async () => {
    const open = await ask('The examiner mailed a non-final rejection on 2025-11-20. When is my reply due?');
    expect(open.local).toContain('**Deadline: 2026-02-20**');
    expect(open.local).toContain('It can still be extended:');
    expect(open.local).toContain('**Extended period: by 2026-05-20**');
    const closed = await ask('The examiner mailed a final rejection on 2025-08-29. What is my deadline?');
    expect(closed.local).toContain('it can no longer be extended');
    expect(closed.local).toContain('37 CFR 1.137');
  });

  it('4. cites the three windows of 37 CFR 1.97 (b), (c) and (d) for the timing of an IDS', async () => {
    const a = await ask('When can I file an information disclosure statement?');
    expect(labels(a).slice(0, 3)).toEqual(['37 CFR 1.97(b)', '37 CFR 1.97(c)', '37 CFR 1.97(d)']);
    expect(a.local).toMatch(/Within three months of the filing date/);
    expect(a.local).toMatch(/on or before payment of the issue fee/);
    // After a final rejection only the window of 1.97(d) is left: it leads (the later review, see review5.spec.ts).
    const after = await ask('Can I still submit an IDS after a final rejection?');
    expect(labels(after)[0]).toBe('37 CFR 1.97(d)');
    expect(after.local).toMatch(/on or before payment of the issue fee/);
  });

  it('5. dates every fee amount to its fee schedule and says that fees change, with the fee rule’s link', async () => {
    const a = await ask('What is the filing fee for a utility application?');
    const withAmounts = a.local.split('\n').filter((l) => /\$\d/.test(l));
    expect(withAmounts.length).toBeGreaterThan(0);
    for (const l of withAmounts) expect(l).toContain('[amounts: 2013 fee schedule, effective 19 March 2013');
    expect(a.local).toContain('check the current USPTO fee schedule');
    expect(a.local).toContain(
      'The current text of the fee rule: [link](https://www.ecfr.gov/current/title-37/section-1.16)',
    );
    // A statutory amount is dated to its statute text, not to the 2013 fee schedule.
    const statute = await ask('When are maintenance fees due after grant?');
    expect(statute.local).toMatch(
      /\$4,110[^\n]*\[amounts: as stated in the OLRC text of ~2022; the fees charged are set in 37 CFR/,
    );
  });

  it('6. answers whether a later-published, earlier-filed application is prior art as law, not as a search', async () => {
    const a = await ask('Is a later-published, earlier-filed application prior art against my claims?');
    expect(a.kind).toBe('legal');
    expect(labels(a).slice(0, 3)).toEqual(['35 U.S.C. 102(a)(2)', '35 U.S.C. 102(d)', 'MPEP 2154']);
    expect(searched).toEqual([]);
    expect(a.citations).toEqual([]);
    expect(a.sources.every((s) => s.kind === 'law')).toBe(true);
  });

  it('7. compares the filing dates a prior-art question gives and quotes the 102(b)(2) exceptions', async () => {
    const a = await ask(
      "A competitor's US application was filed on February 1, 2024 and published on August 1, 2025. Our application " +
        'was filed on March 1, 2024. Is their application prior art against us, and is there any exception?',
    );
    expect(a.kind).toBe('legal');
    expect(searched).toEqual([]);
    expect(labels(a).slice(0, 3)).toEqual(['35 U.S.C. 102(a)(2)', '35 U.S.C. 102(d)', 'MPEP 2154']);
    // Not the grace period of the inventor's own disclosure.
    expect(a.local).not.toContain('**Deadline:');
    expect(a.local).toContain('the other application was filed on 2024-02-01, before yours (2024-03-01)');
    expect(a.local).toContain('published only on 2025-08-01');
    expect(a.local).toMatch(/102\(b\)\(2\).*owned by the same person/);
    const later = await ask(
      'A competitor filed its US application on 2024-05-01. Our application was filed on 2024-03-01. Is it prior art?',
    );
    expect(later.local).toContain(
      'not before yours (2024-03-01): it is not prior art under 35 U.S.C. 102(a)(2)',
    );
  });
});

describe('Assistant: a follow-up on a patent', () => {
  it("answers its maintenance fees from the patent's record: the three windows from the grant", async () => {
    const { assistant } = corpus([], '2026-11-27');
    const first = 'When does US10000000 expire?';
    const history = [
      { role: 'user' as const, content: first },
      {
        role: 'assistant' as const,
        content: (await assistant.prepare(first, [], undefined, LOCAL_ENGINE)).local,
      },
    ];
    for (const q of ['And when are its maintenance fees due?', 'What about its maintenance fee dates?']) {
      const a = await assistant.prepare(q, history, undefined, LOCAL_ENGINE);
      expect(a.kind, q).toBe('patent');
      expect(a.local, q).toContain('Answering about **US10000000**');
      expect(a.local, q).toContain('from the grant on 2018-06-19');
      // A last day on a weekend or federal holiday runs to the next business day (35 U.S.C. 21(b)): 2030-06-19 and
      // 2026-06-19 are Juneteenth, 2021-12-19 a Sunday.
      expect(a.local, q).toContain(
        '11.5-year fee: window 2029-06-19 to 2029-12-19 (due date), with the surcharge until 2030-06-20 (2030-06-19 is a federal holiday',
      );
      expect(a.local, q).toContain(
        '7.5-year fee: window 2025-06-19 to 2025-12-19 (due date), with the surcharge until 2026-06-22 (2026-06-19 is a federal holiday',
      );
      expect(a.local, q).toContain(
        '3.5-year fee: window 2021-06-19 to 2021-12-20 (due date; 2021-12-19 is a Sunday',
      );
    }
  });
});

describe(maintenanceLines.name, () => {
  it('says why a design patent or an expired one owes no maintenance fee', () => {
    expect(maintenanceLines({ ...RECORD, patent_type: 'design' }, '2026-11-27').join(' ')).toContain(
      'Design patents owe no maintenance fees (37 CFR 1.362(b))',
    );
    expect(maintenanceLines(RECORD, '2040-01-01').join(' ')).toMatch(/none are due: the patent expired on/);
    // An expired design: the reason is still that designs owe none, not the expiry (attorney re-review).
    const design = maintenanceLines({ ...RECORD, patent_type: 'design' }, '2040-01-01').join(' ');
    expect(design).toMatch(
      /^\*\*Maintenance fees:\*\* none\. Design patents owe no maintenance fees \(37 CFR 1\.362\(b\)\); this one expired on/,
    );
  });

  it('says a fee past its due date can now be paid only with the surcharge', () => {
    // RECORD: granted 2018-06-19; the 3.5-year fee was due 2021-12-20 (moved off a Sunday), surcharge to 2022-06-21.
    expect(inForceAnswer(RECORD, '2022-02-01')).toContain(
      'the 3.5-year fee was due 2021-12-20; our data holds no maintenance-fee record, so whether it was paid (and the patent is in force) is not known here; check the USPTO fee record (Patent Center or the maintenance-fee storefront); unpaid, it can now be paid only with the surcharge, until 2022-06-21 (37 CFR 1.362(e))',
    );
    expect(maintenanceLines(RECORD, '2022-02-01').join('\n')).toContain(
      '3.5-year fee: window 2021-06-19 to 2021-12-20',
    );
    expect(maintenanceLines(RECORD, '2022-02-01').join('\n')).toMatch(
      /its due date has passed; our data holds no maintenance-fee record, so whether it was paid .* is not known here; .*; unpaid, it can now be paid only with the surcharge/,
    );
  });
});

describe('Assistant: a follow-up on a dated Office action', () => {
  it('keeps counting from the mailing date given before; a later date is a reply, not a new mailing date', async () => {
    const { assistant } = corpus([], '2026-02-01');
    const first =
      'A final rejection was mailed on January 15, 2026. When must I reply, and what is the last day?';
    const followUp = (q: string) =>
      assistant.prepare(q, [{ role: 'user', content: first }], undefined, LOCAL_ENGINE);
    const a = await followUp(
      'And if I file my reply to that final rejection on March 30, 2026, how many months of extension fees do I owe?',
    );
    expect(a.local).toContain('**Deadline: 2026-04-15**');
    expect(a.local).toContain('counted from 2026-01-15 (the mailing date given earlier in this conversation');
    expect(a.local).not.toContain('counted from 2026-03-30');
    // A new mailing date is one.
    const b = await followUp('What if the final Office action was mailed on 2026-02-02 instead?');
    expect(b.local).toContain('counted from 2026-02-02 —');
  });
});

describe('Assistant: a follow-up changing the subject to designs', () => {
  const followUp = async (first: string, then: string) => {
    const { assistant } = corpus([]);
    const a = await assistant.prepare(first, [], undefined, LOCAL_ENGINE);
    const history = [
      { role: 'user' as const, content: first },
      { role: 'assistant' as const, content: a.local },
    ];
    return assistant.prepare(then, history, undefined, LOCAL_ENGINE);
  };

  // Attorney review (issue 25): the statute answers first (35 U.S.C. 41(b)(3)), the rule restating it after.
  it('returns "no maintenance fees for design patents" (35 U.S.C. 41(b)(3), 37 CFR 1.362(b)) first after a maintenance-fee question', async () => {
    for (const first of [
      'When are maintenance fees due for a utility patent?',
      'How much is the first maintenance fee?',
      'My patent was granted 2020-03-10. When are the maintenance fees due?',
    ]) {
      const a = await followUp(first, 'And for a design patent?');
      const lead = a.local.split('\n\n')[0];
      expect(lead).toMatch(
        /^\*\*Answer:\*\* “No fee may be established for maintaining a design or plant patent in force\.” — \*\*35 U\.S\.C\. 41\(b\)\(3\)\*\* \([^)]*OLRC text of ~2022\)/,
      );
      expect(lead).toContain(
        '“(b) Maintenance fees are not required for any plant patents or for any design patents.” — **37 CFR 1.362(b)**',
      );
      expect(lead).not.toMatch(/\$\d/);
      expect(a.sources.slice(0, 2).map((s) => s.label)).toEqual(['35 U.S.C. 41(b)(3)', '37 CFR 1.362(b)']);
    }
  });

  it("returns the term from the follow-up's own dates, not the dates of the question it follows", async () => {
    const a = await followUp(
      'Design patent filed 2016-03-01, granted 2017-06-06: when does it expire?',
      'and one filed 2012-05-20 and granted 2013-09-10?',
    );
    // Filed before 2015-05-13: 14 years from grant (35 U.S.C. 173 before Pub. L. 112-211).
    expect(a.local).toMatch(/^\*\*Expiry: 2027-09-10\*\*/);
    expect(a.local).toContain('counted from 2013-09-10');
    expect(a.local).not.toContain('2032-06-06');
  });

  it('returns the design term rule first after a term question', async () => {
    const a = await followUp('How long does a utility patent last?', 'And for a design patent?');
    expect(a.local.split('\n\n')[0]).toMatch(/15 years from the date of grant/);
    expect(a.local).toMatch(/14 years from grant for applications filed before 2015-05-13/);
  });
});

describe('Assistant: a question with its own dates in a dated conversation', () => {
  it('returns deadlines from the new mailing date when a later question states its own, not the earlier ones', async () => {
    const { assistant } = corpus([], '2026-02-03');
    const first = 'Final rejection mailed 2026-01-15 in my application. When must I reply?';
    const history = [{ role: 'user' as const, content: first }];
    const a = await assistant.prepare(
      'Final rejection was mailed 2026-02-02 in another application. When is the notice of appeal due and the appeal brief?',
      history,
      undefined,
      LOCAL_ENGINE,
    );
    expect(a.local).not.toContain('read as the date of a later paper');
    expect(a.local).not.toContain('2026-04-15');
    expect(a.local).not.toContain('the mailing date given earlier in this conversation');
    // 37 CFR 41.31(a)(1): the period for reply, 3 months; 2026-05-02 is a Saturday (35 U.S.C. 21(b)).
    expect(a.local).toContain('**Deadline: 2026-05-04**');
    expect(a.local).toMatch(/file the notice of appeal[^\n]*counted from 2026-02-02 —/);
    expect(a.sources[0].label).toMatch(/^37 CFR 41\.31\(a\)/);
    expect(a.local).toMatch(/\*\*Appeal brief \(37 CFR 41\.37\(a\)\):\*\* due within 2 months/);
    // A follow-up giving no date keeps the dates of the question it follows.
    const own =
      'Final rejection was mailed 2026-02-02 in another application. When is the notice of appeal due and the appeal brief?';
    const b = await assistant.prepare(
      'And if I take the extension?',
      [...history, { role: 'user' as const, content: own }],
      undefined,
      LOCAL_ENGINE,
    );
    expect(b.local).toMatch(
      /\*\*Deadline: 2026-05-04\*\*[^\n]*notice of appeal[^\n]*counted from 2026-02-02 \(the mailing date given earlier/,
    );
  });
});

describe('Assistant: a dated period does not carry into a question of its own', () => {
  it('answers the next, unrelated questions without the earlier deadline; an elliptic follow-up keeps it', async () => {
    const { assistant } = corpus([], '2026-10-05');
    const history = [
      {
        role: 'user' as const,
        content:
          'A notice of allowance was mailed on October 1, 2026. When is the issue fee due and can that deadline be extended?',
      },
    ];
    const ask = (q: string) => assistant.prepare(q, history, undefined, LOCAL_ENGINE);
    // Attorney re-review: both opened with "Deadline: 2027-01-04 … the last day to pay the issue fee".
    const continuation = await ask(
      'Can I file a continuation application after paying the issue fee in the parent, and until when?',
    );
    expect(continuation.local).not.toContain('**Deadline:');
    const priorArt = await ask(
      "A competitor's US application was filed on February 1, 2024 and published on August 1, 2025. Our application " +
        'was filed on March 1, 2024. Is their application prior art against us, and is there any exception?',
    );
    expect(priorArt.local).not.toContain('2027-01-04');
    const extended = await ask('And can it be extended?');
    expect(extended.local).toContain('**Deadline: 2027-01-04**');
  });
});

describe('Assistant: a final rejection mailed in the past', () => {
  it('still states the advisory-action rule and the 6-month limit with their dates', async () => {
    const a = await corpus([], '2026-11-27').assistant.prepare(
      'A final rejection was mailed on January 15, 2026. When must I reply to get the benefit of the advisory action ' +
        'rule on extension fees, and what is the absolute last day to reply?',
      [],
      undefined,
      LOCAL_ENGINE,
    );
    expect(a.local).toContain('This deadline has passed');
    expect(a.local).toContain('**Final rejection, the advisory-action rule (MPEP 706.07(f)):**');
    expect(a.local).toContain('by 2026-03-16');
    expect(a.local).toContain('2026-07-15, 35 U.S.C. 133');
  });
});

describe('Assistant: continuation timing', () => {
  it('cites copendency (35 U.S.C. 120, MPEP 211.01(b)) and where the benefit claim goes, not the CIP effective-date rule', async () => {
    const a = await corpus([]).assistant.prepare(
      'Can I file a continuation application after paying the issue fee in the parent, and until when?',
      [],
      undefined,
      LOCAL_ENGINE,
    );
    expect(a.kind).toBe('legal');
    // The MPEP's sentence stating copendency leads, so its section is cited first; then the specific reference of
    // 35 U.S.C. 120, given in the application data sheet (37 CFR 1.76(b)(5)) within the time of 37 CFR 1.78(c)(3).
    expect(a.sources.map((s) => s.label)).toEqual([
      'MPEP 211.01(b)',
      '35 U.S.C. 120',
      '37 CFR 1.76(b)(5)',
      '37 CFR 1.78(c)(3)',
    ]);
    expect(a.local).toContain(
      'it is sufficient for the later-filed application to be copending with it if the later-filed application is filed on the same date, or before the date that the patent issues',
    );
    expect(a.local).toContain('in the application data sheet constitutes the specific reference');
    expect(a.local).toContain(
      'within the later of four months from the actual filing date of the later-filed application or sixteen months from the filing date of the prior-filed application',
    );
    expect(a.local).not.toContain('2133.01');
  });
});

describe('Assistant without the legal texts', () => {
  it('says first that the texts are not loaded, still computes the deadline, and quotes nothing', async () => {
    const empty = LegalKnowledgeBase.load('/nonexistent-legal-folder');
    const patents = { similar: async () => [] } as unknown as PatentsPort;
    const assistant = new Assistant(empty, patents, { detail: async () => null }, () => '2026-04-01');
    const a = await assistant.prepare(
      'I filed my provisional on 2026-03-02. How long do I have to file the non-provisional?',
      [],
      'patent_assistant',
      LOCAL_ENGINE,
    );
    expect(a.kind).toBe('legal');
    expect(a.local.startsWith('**The patent-law texts are not loaded on this server**')).toBe(true);
    expect(a.local).toContain('**Deadline: 2027-03-02**');
    expect(a.sources).toEqual([]);
  });
});
