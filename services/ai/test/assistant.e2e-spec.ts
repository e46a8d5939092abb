import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnswerSource, StreamEvent } from '@patent-hub/contracts';
import { startTestSystem, type TestAgent, type TestSystem } from '@patent-hub/testing';

// Issue 25 through the gateway with the local engine: answers by kind of question, sources as data, and the
// conversation so far on both surfaces (the panel's server history, the page's history in the stream payload).
let system: TestSystem;
let alice: TestAgent;
let number: string;

beforeAll(async () => {
  system = await startTestSystem({
    services: ['gateway', 'auth', 'patents', 'ai'],
    env: { AI_PROVIDER: 'local' },
  });
  const dir = path.join(system.env.PATENT_DATA_DIR, 'uspto-xml/PatentsView__PatentsView-DB/ipgxml');
  // 2013 grants, and the weeks holding US 6,983,169 (2006), US 7,315,219 (2008), US 8,089,085 (2012) and
  // US 7,863,991 (2011); US 8,930,553 (2015) from its own file.
  const weeks = ['ipg130416', 'ipg060103', 'ipg080101', 'ipg120103', 'ipg110104'];
  const sip = path.join(
    system.env.PATENT_DATA_DIR,
    'uspto-xml/USPTO__PatentPublicData/samples/xml2014/US08930553.xml',
  );
  expect(await system.ingest([...weeks.map((w) => path.join(dir, `${w}.small.xml`)), sip])).toBe(0);
  [{ n: number }] = await system.sql<{ n: string }>(
    `select patent_number as n from patents.patents where patent_type = 'utility' and grant_date = '2013-04-16' order by patent_number limit 1`,
  );
  alice = await system.signIn();
});
afterAll(() => system?.stop());

const TERM = 'How long is the term of a patent?';
const FOLLOW_UP = 'and for a design patent?';

async function stream(body: Record<string, unknown>): Promise<{ text: string; done: StreamEvent }> {
  const res = await alice.fetch(`${system.baseUrl}/api/ai/assistant/stream`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: system.baseUrl,
      'x-csrf-token': alice.cookie('ph_csrf') ?? '',
    },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  const events = (await res.text())
    .split('\n')
    .filter((l) => l.startsWith('data: '))
    .map((l) => JSON.parse(l.slice(6)) as StreamEvent);
  const text = events.map((e) => (e.type === 'chunk' ? e.content : '')).join('');
  return { text, done: events.at(-1)! };
}
const send = (content: string, context = 'patent_assistant') =>
  alice.post('/api/chat/message', { content, context });

describe('assistant answers through the gateway (local engine)', () => {
  it('returns a procedural answer citing sections with revision and link, as text and as sources, citing no patent', async () => {
    const res = await send('What is a terminal disclaimer?');
    expect(res.status).toBe(201);
    const m = res.body.data.assistantMessage;
    expect(m.citations).toEqual([]);
    const labels = (m.sources as AnswerSource[]).map((s) => s.label);
    expect(labels.slice(0, 3).join(' ')).toMatch(/37 CFR 1\.321|35 U\.S\.C\. 253/);
    expect(m.sources[0]).toMatchObject({
      kind: 'law',
      revision: expect.any(String),
      url: expect.stringMatching(/^https:/),
    });
    expect(m.content).toContain('may be out of date');
    expect(m.content).toMatch(/\*\*Sources\*\*\n- /);
    // Stored with the message: the history returns the same sources.
    const history = await alice.get('/api/chat/history?limit=1');
    expect(history.body.data[0].sources).toEqual(m.sources);
  });

  it("returns a patent's claim from its record, citing it first", async () => {
    const res = await send(`What does claim 1 of US${number} cover?`);
    const m = res.body.data.assistantMessage;
    expect(m.content).toMatch(new RegExp(`^Answering about \\*\\*US${number}\\*\\*`));
    expect(m.content).toContain('**Claim 1**');
    expect(m.sources[0]).toMatchObject({ kind: 'patent', label: `US${number}` });
    expect(m.citations[0]).toBe(number);
  });

  it('returns prior art dated before the effective filing date of the patent asked about', async () => {
    const { text, done } = await stream({ message: `find prior art for US${number}` });
    expect(text).toContain(`Prior-art candidates for **US${number}**`);
    // The date comes from the patent's record (patents.get `dates`); every candidate shown is older.
    const filed = /before its effective filing date (\d{4}-\d{2}-\d{2})/.exec(text)?.[1];
    expect(filed).toMatch(/^\d{4}-/);
    const others = ((done.type === 'done' && done.sources) || []).filter((s) => s.label !== `US${number}`);
    for (const s of others) expect(s.date! < filed).toBe(true);
  });

  it('states what it can do for anything else, citing nothing', async () => {
    const { text, done } = await stream({ message: 'Tell me a joke' });
    expect(text).toContain('I can:');
    expect(done).toMatchObject({ type: 'done', sources: [], citations: [] });
  });
});

describe('assistant memory: a follow-up question', () => {
  it('follows the previous question of the panel (server history) on POST /api/chat/message', async () => {
    const bob = await system.signIn();
    await bob.post('/api/chat/message', { content: TERM, context: 'patent_assistant' });
    const next = await bob.post('/api/chat/message', { content: FOLLOW_UP, context: 'patent_assistant' });
    const m = next.body.data.assistantMessage;
    expect(m.sources[0].label).toBe('35 U.S.C. 173');
    expect(m.content).toContain('15 years from the date of grant');
  });

  // Attorney review (issue 25): a later question with its own mailing date is counted from it on both surfaces.
  const DATED = 'Final rejection mailed 2026-01-15. When must I reply?';
  const OWN_DATES =
    'Final rejection was mailed 2026-02-02 in another case. When is the notice of appeal due and the appeal brief?';

  it('counts a later question from its own dates on POST /api/chat/message, not from the earlier turn', async () => {
    const carol = await system.signIn();
    await carol.post('/api/chat/message', { content: DATED, context: 'patent_assistant' });
    const next = await carol.post('/api/chat/message', { content: OWN_DATES, context: 'patent_assistant' });
    const m = next.body.data.assistantMessage;
    expect(m.content).toContain('**Deadline: 2026-05-04**');
    expect(m.content).not.toContain('read as the date of a later paper');
  });

  it('counts a later question from its own dates on the stream, with the page history', async () => {
    const first = await stream({ message: DATED });
    const next = await stream({
      message: OWN_DATES,
      context: 'patent_assistant',
      history: [
        { role: 'user', content: DATED },
        { role: 'assistant', content: first.text },
      ],
    });
    expect(next.text).toContain('**Deadline: 2026-05-04**');
    expect(next.text).not.toContain('read as the date of a later paper');
  });

  // Attorney review (issue 25): a fee question leads with the fee schedule, and its follow-up stays a fee question.
  const RCE_FEE = 'What is the fee for a request for continued examination?';
  const MICRO = 'and for a micro entity?';

  it('answers a fee with the schedule and keeps the fee for "and for a micro entity?" on POST /api/chat/message', async () => {
    const dana = await system.signIn();
    const first = await dana.post('/api/chat/message', { content: RCE_FEE, context: 'patent_assistant' });
    const m1 = first.body.data.assistantMessage;
    expect(m1.content).toMatch(/^\*\*Fees\*\* \(37 CFR fee schedule effective March 19, 2013/);
    expect(m1.sources[0].label).toBe('37 CFR 1.17(e)');
    const next = await dana.post('/api/chat/message', { content: MICRO, context: 'patent_assistant' });
    const m = next.body.data.assistantMessage;
    expect(m.content).toMatch(/^\*\*Fees for a micro entity\*\*/);
    expect(m.content).toContain('**micro entity $300.00**');
    expect(m.sources[0].label).toBe('37 CFR 1.17(e)');
    expect(m.citations ?? []).toEqual([]);
  });

  it('keeps the fee for "and for a micro entity?" on the stream, with the page history', async () => {
    const first = await stream({ message: RCE_FEE });
    expect(first.text).toMatch(/^\*\*Fees\*\* /);
    const next = await stream({
      message: MICRO,
      context: 'patent_assistant',
      history: [
        { role: 'user', content: RCE_FEE },
        { role: 'assistant', content: first.text },
      ],
    });
    expect(next.text).toMatch(/^\*\*Fees for a micro entity\*\*/);
    expect(next.text).toContain('**micro entity $300.00**');
    expect(next.done.type === 'done' && next.done.sources?.[0]?.label).toBe('37 CFR 1.17(e)');
  });

  it('follows the history the page sends on the stream, and not without it', async () => {
    const first = await stream({ message: TERM });
    const withHistory = await stream({
      message: FOLLOW_UP,
      context: 'patent_assistant',
      history: [
        { role: 'user', content: TERM },
        { role: 'assistant', content: first.text },
      ],
    });
    expect(withHistory.done.type === 'done' && withHistory.done.sources?.[0]?.label).toBe('35 U.S.C. 173');
    expect(withHistory.text).toContain('15 years from the date of grant');
    const alone = await stream({ message: FOLLOW_UP });
    expect(alone.done.type === 'done' && alone.done.sources?.[0]?.label).not.toBe('35 U.S.C. 173');
  });
});

// Attorney review of issue 25 (memory): a chain of follow-ups keeps the first question's ask, changes its subject and
// resolves "that petition" to the petition the previous answer named, on both surfaces.
describe('assistant memory: a chain of follow-ups on the provisional', () => {
  const CHAIN = [
    'How long after filing a provisional do I have to file the non-provisional?',
    'And for a design patent?',
    "What if I'm two weeks late on the utility one?",
    'What does that petition cost for a small entity?',
  ];
  /** What each turn of the chain must lead with, and its first source. */
  const expectChain = (answers: { text: string; first: string | undefined }[]) => {
    expect(answers[0].first).toMatch(/37 CFR 1\.78|35 U\.S\.C\. 119\(e\)/);
    expect(answers[1].first).toBe('35 U.S.C. 172');
    expect(answers[1].text).toContain('section 119(e) shall not apply to designs');
    expect(answers[1].text).not.toContain('35 U.S.C. 173');
    expect(answers[2].text.split('\n\n')[0]).toMatch(/within 14 months/);
    expect(answers[3].text.split('\n\n')[0]).toContain('37 CFR 1.17(m)');
    expect(answers[3].text.split('\n\n')[0]).toMatch(/small entity[^$]*\$950\.00/);
    expect(answers[3].text).not.toContain('1.17(e)');
  };

  it('follows the chain with the server history on POST /api/chat/message', async () => {
    const erin = await system.signIn();
    const answers = [];
    for (const content of CHAIN) {
      const res = await erin.post('/api/chat/message', { content, context: 'patent_assistant' });
      const m = res.body.data.assistantMessage;
      answers.push({ text: m.content as string, first: (m.sources as AnswerSource[])[0]?.label });
      expect(m.citations ?? []).toEqual([]);
    }
    expectChain(answers);
  });

  it('follows the chain with the page history on the stream', async () => {
    const history: { role: 'user' | 'assistant'; content: string }[] = [];
    const answers = [];
    for (const message of CHAIN) {
      const r = await stream({ message, context: 'patent_assistant', history });
      history.push({ role: 'user', content: message }, { role: 'assistant', content: r.text });
      answers.push({ text: r.text, first: r.done.type === 'done' ? r.done.sources?.[0]?.label : undefined });
    }
    expectChain(answers);
  });
});

// Attorney review of 2026-11-29 (issue 25): a patent asked about as prior art against an application of a given date
// is answered from its record's dates, and a procedural question after a patent question is answered as law.
describe('assistant: dated prior-art questions and procedural questions after a patent question', () => {
  const AS_ART = 'Could US 7315219 be cited as prior art against a US application filed on 2008-06-01?';
  const AIA_ART = 'Is US8089085 prior art to my application filed 2014-05-01?';
  const CLAIM = 'What does claim 5 of US6983169 say?';
  const ALLOWED =
    'I received a notice of allowance. Until when can I file a continuation, and how do I claim its benefit?';

  it('concludes a pre-AIA 102(b) bar for US 7315219 on POST /api/chat/message, not its own references', async () => {
    const res = await send(AS_ART);
    const m = res.body.data.assistantMessage;
    expect(m.content).toMatch(/^Answering about \*\*US7315219\*\*/);
    expect(m.content).toContain(
      '**Yes — US7315219 is prior art against a US application filed on 2008-06-01, a pre-AIA 35 U.S.C. 102(b) bar**',
    );
    expect(m.content).toContain('published as US 2006/0049879 A1 on 2006-03-09');
    expect(m.content).toContain(
      'as of its US filing date 2005-09-07 (not its foreign priority date 2004-09-07',
    );
    expect(m.content).not.toContain('References of record as prior art');
    expect(m.citations).toEqual(['7315219']);
  });

  it('concludes 102(a)(1) for US8089085 on the stream, without asking for the date given', async () => {
    const { text, done } = await stream({ message: AIA_ART });
    expect(text).toContain(
      '**Yes — US8089085 is prior art against an application effectively filed on 2014-05-01**',
    );
    expect(text).toMatch(/102\(a\)\(1\): [^\n]*it was granted on 2012-01-03 — more than a year before/);
    expect(text).not.toContain('give your filing date');
    expect(done).toMatchObject({ type: 'done', citations: ['8089085'] });
  });

  it('answers the continuation question after a patent question as law on POST /api/chat/message', async () => {
    const erin = await system.signIn();
    await erin.post('/api/chat/message', { content: CLAIM, context: 'patent_assistant' });
    const next = await erin.post('/api/chat/message', { content: ALLOWED, context: 'patent_assistant' });
    const m = next.body.data.assistantMessage;
    expect(m.content).not.toContain('Answering about');
    expect(m.citations).toEqual([]);
    const labels = (m.sources as AnswerSource[]).map((s) => s.label);
    expect(labels[0]).toBe('MPEP 211.01(b)');
    expect(labels).toEqual(expect.arrayContaining(['37 CFR 1.76(b)(5)', '37 CFR 1.78(c)(3)']));
  });

  it('answers the continuation question after a patent question as law on the stream, with the page history', async () => {
    const first = await stream({ message: CLAIM });
    expect(first.text).toMatch(/^Answering about \*\*US6983169\*\*/);
    const { text, done } = await stream({
      message: ALLOWED,
      context: 'patent_assistant',
      history: [
        { role: 'user', content: CLAIM },
        { role: 'assistant', content: first.text },
      ],
    });
    expect(text).not.toContain('Answering about');
    expect(text).toContain('application data sheet');
    expect(done).toMatchObject({ type: 'done', citations: [] });
  });

  const DESIGN_TERM = 'How long is the term of a design patent?';
  const FEES_DUE = 'Are maintenance fees due?';

  it('answers "Are maintenance fees due?" after a design question from 35 U.S.C. 41(b)(3) on POST /api/chat/message', async () => {
    const fay = await system.signIn();
    await fay.post('/api/chat/message', { content: DESIGN_TERM, context: 'patent_assistant' });
    const next = await fay.post('/api/chat/message', { content: FEES_DUE, context: 'patent_assistant' });
    const m = next.body.data.assistantMessage;
    expect(m.sources[0]).toMatchObject({
      label: '35 U.S.C. 41(b)(3)',
      revision: expect.stringContaining('2022'),
    });
    expect(m.content).toContain(
      'No fee may be established for maintaining a design or plant patent in force.',
    );
  });

  it('answers "Are maintenance fees due?" after a design question on the stream, with the page history', async () => {
    const first = await stream({ message: DESIGN_TERM });
    const { text, done } = await stream({
      message: FEES_DUE,
      context: 'patent_assistant',
      history: [
        { role: 'user', content: DESIGN_TERM },
        { role: 'assistant', content: first.text },
      ],
    });
    expect(text).toContain('No fee may be established for maintaining a design or plant patent in force.');
    expect(done.type === 'done' && done.sources[0].label).toBe('35 U.S.C. 41(b)(3)');
  });
});

// Attorney re-review of 2026-11-29 (issue 25): reworded questions on the real records of US 8,089,085 and 7,315,219.
describe('assistant: reworded questions on the records (re-review)', () => {
  it('reads "can the examiner cite US… as prior art against my application filed May 1, 2014?" as the patent itself', async () => {
    const { text, done } = await stream({
      message:
        'Can the examiner cite US8089085 as prior art against claims in my patent application that I filed on May 1, 2014?',
    });
    expect(text).toContain(
      '**Yes — US8089085 is prior art against an application effectively filed on 2014-05-01**',
    );
    expect(text).not.toContain('**Claim 1**');
    expect(done).toMatchObject({ type: 'done', citations: ['8089085'] });
  });

  // Attorney review 2 (issue 25), items 8 and 9 on the records the patents service serves, not the test XML reader's.
  it('answers the references cited on US7863991 and the independent claims of US8930553 from their records', async () => {
    const cited = (await send('What prior art is cited for US7863991?')).body.data.assistantMessage;
    expect(cited.content).toMatch(/^Answering about \*\*US7863991\*\*/);
    expect(cited.content).toContain('**References cited on the grant**');
    for (const n of ['US5559476', 'US6469585', 'US2007/0200636']) expect(cited.content).toContain(n);
    expect(cited.citations[0]).toBe('7863991');
    const { text } = await stream({ message: 'List the independent claims in US8930553.' });
    expect(text).toContain('**Independent claims: 1, 8** (of 8 claims');
    expect(text).toContain('**Claim 8:** “A computer program product for processing mid-dialog SIP messages');
  });

  it('gives the assignee at grant with where later assignments are, and the status as the analysis words it', async () => {
    const res = await send('Which company holds the rights in US7315219 now?');
    expect(res.body.data.assistantMessage.content).toContain(
      '(assignee at grant; later assignments are recorded at the USPTO assignment database and are not in this record)',
    );
    const card = (await send('What is the status of US8089085?')).body.data.assistantMessage.content;
    expect(card).toMatch(
      /- \*\*Status:\*\* Status unknown: the \d+\.5-year maintenance fee was payable with the surcharge until \d{4}-\d\d-\d\d and the fee payment record was not available/,
    );
    expect(card).not.toContain('unless it ends earlier');
  });
});
