import { beforeAll, describe, expect, it } from 'vitest';
import { Assistant, LocalAnswerer } from '../assistant/assistant.js';
import { LOCAL_ENGINE } from '../providers/local.provider.js';
import type { PatentsPort } from '../patents/patents.gateway.js';
import { LegalKnowledgeBase } from './legal-kb.js';

// A legal question reaches neither the corpus nor the patent records: any call to them fails the test.
const unused = () => Promise.reject(new Error('a legal question must not search the corpus'));
const patents = { get: unused, similar: unused, landscape: unused } as unknown as PatentsPort;
const records = { get: unused } as never;

let kb: LegalKnowledgeBase;
let assistant: Assistant;
// Reading and indexing the 2,000 sections takes seconds, more on a busy machine.
beforeAll(() => {
  kb = LegalKnowledgeBase.load();
  assistant = new Assistant(kb, patents, records);
}, 60_000);

const ask = (q: string) => assistant.prepare(q, [], undefined, LOCAL_ENGINE);

describe('the assistant’s dated answers use the calculator', () => {
  it('states the extended last day asked for in the lead, and the limit when more is asked than allowed', async () => {
    const a = await ask(
      'A non-final office action was mailed on 2026-01-30. When is my reply due with a 1-month extension?',
    );
    const lead = a.local.split('\n\n')[0];
    expect(lead).toMatch(/^\*\*Deadline: 2026-04-30\*\*/);
    // 2026-05-30 is a Saturday: the extended period runs to Monday 2026-06-01.
    expect(lead).toMatch(
      /\*\*With the 1-month extension asked about: 2026-06-01\*\* \(2026-05-30 is a Saturday/,
    );
    expect(lead).toContain('37 CFR 1.136(a), 1.17(a)(1)');
    const b = await ask('Final rejection mailed 2026-01-15: can I file an RCE with a five-month extension?');
    const leadB = b.local.split('\n\n')[0];
    expect(leadB).toMatch(
      /A 5-month extension is not available here:\*\*.*by 3 months at most, to \*\*2026-07-15\*\*/,
    );
    expect(b.local).toContain('**Request for continued examination (37 CFR 1.114; MPEP 706.07(h)):**');
    const c = await ask(
      'Final rejection mailed 2026-01-15: when is my reply due with a two-month extension?',
    );
    expect(c.local.split('\n\n')[0]).toMatch(
      /With the 2-month extension asked about: 2026-06-15\*\*.*the months of extension fee are counted from that date \(MPEP 706\.07\(f\)\)/,
    );
  });

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

  it.each([
    'I filed a provisional on 2026-03-02. When must I file the PCT application?',
    'We want to file a PCT application claiming our US provisional of 2026-03-02. What is the last day to file the PCT?',
  ])('asked when to file the PCT (%s), gives the 12-month date, not the national stage', async (q) => {
    const a = await ask(q);
    expect(a.kind).toBe('legal');
    expect(a.local).toMatch(/\*\*Deadline: 2027-03-02\*\*/);
    expect(a.local).not.toMatch(/\*\*Deadline: 2028-09-05\*\*/);
    expect(a.local).toMatch(/file the international \(PCT\) application/);
    expect(a.local).toContain('35 U.S.C. 119(e)(1)');
    expect(a.local).toMatch(/Paris Convention Art\. 4C.*not in our texts/);
    // The national stage follows, 30 months from the same priority date.
    expect(a.local).toMatch(/national stage[^\n]*2028-09-05/);
    expect(a.sources[0].label).toMatch(/^35 U\.S\.C\. 119\(e\)/);
  });

  it('still gives the 30-month national stage when asked when to enter it', async () => {
    const a = await ask(
      'We filed a PCT claiming our provisional of 2026-03-02. When do we enter the national phase?',
    );
    expect(a.local).toMatch(/\*\*Deadline: 2028-09-05\*\*/);
    expect(a.local).toMatch(/enter the US national stage/);
  });

  it('gives the stream the same PCT filing date as the chat (one Assistant)', async () => {
    const run = new LocalAnswerer(assistant, LOCAL_ENGINE).start(
      'I filed a provisional on 2026-03-02. When must I file the PCT application?',
      [],
      undefined,
    );
    let text = '';
    for await (const piece of run.pieces) text += piece;
    expect(text).toMatch(/\*\*Deadline: 2027-03-02\*\*/);
    expect(run.outcome.sources[0].label).toMatch(/^35 U\.S\.C\. 119\(e\)/);
  });

  it('says a provisional year has passed and gives the restoration date (37 CFR 1.78(b), 119(e)(1))', async () => {
    const late = new Assistant(kb, patents, records, () => '2026-11-27');
    const a = await late.prepare(
      "I filed a provisional on 2025-11-10 and forgot the non-provisional. Today is 2026-11-27. Is the provisional's benefit lost?",
      [],
      undefined,
      LOCAL_ENGINE,
    );
    expect(a.local).toMatch(/\*\*Deadline: 2026-11-10\*\*/);
    expect(a.local).toMatch(/This deadline has passed \(today is 2026-11-27\)/);
    expect(a.local).toMatch(/\*\*Restoration: by 2027-01-11\*\*/);
    expect(a.local).toMatch(/2027-01-10 is a Sunday/);
    expect(a.local).toMatch(/petition/);
    expect(a.local).toMatch(/unintentional/);
    expect(a.local).toContain('37 CFR 1.78(b)');
    expect(a.local).toMatch(/late 2013/);
    expect(a.local).toMatch(/additional 2 months if the delay/);

    // Both periods over: the benefit can no longer be restored.
    const older = await late.prepare(
      'I filed a provisional on 2024-01-10. When is the non-provisional due?',
      [],
      undefined,
      LOCAL_ENGINE,
    );
    expect(older.local).toMatch(/This deadline has passed/);
    expect(older.local).toMatch(/restoration period ended on 2025-03-10/);

    // Not yet passed: nothing on restoration.
    const open = await late.prepare(
      'I filed a provisional on 2026-03-02. When is the non-provisional due?',
      [],
      undefined,
      LOCAL_ENGINE,
    );
    expect(open.local).not.toMatch(/has passed|Restoration/);
  });
});

describe('generic procedural questions with dates (attorney review)', () => {
  const late = () => new Assistant(kb, patents, records, () => '2026-11-27');
  const at = (q: string) => late().prepare(q, [], undefined, LOCAL_ENGINE);

  it('gives the three maintenance-fee windows from the grant date asked about', async () => {
    const a = await at('When are maintenance fees due for a patent granted on April 9, 2019?');
    expect(a.local).toMatch(/\*\*Maintenance fees for a utility patent granted on 2019-04-09\*\*/);
    expect(a.local).toMatch(
      /3\.5-year fee:\*\* payable without surcharge from 2022-04-09 through \*\*2022-10-11\*\*/,
    );
    expect(a.local).toMatch(/with the surcharge through \*\*2023-04-10\*\*.*passed/);
    expect(a.local).toMatch(
      /7\.5-year fee:.*\*\*2026-10-09\*\*.*\*\*2027-04-09\*\*.*surcharge period is running now/,
    );
    expect(a.local).toMatch(/11\.5-year fee:.*\*\*2030-10-09\*\*.*\*\*2031-04-09\*\*.*not yet open/);
    expect(a.local).toContain('37 CFR 1.362(d)–(e)');
    expect(a.local).toContain('35 U.S.C. 21(b)');
    expect(a.local).not.toMatch(/\*\*Deadline:/);
  });

  it('answers an IDS after allowance from 37 CFR 1.97(d)–(e), not with an issue-fee deadline', async () => {
    const a = await at(
      'We received a European search report citing new references on August 1, 2026. Can we still file an IDS after a notice of allowance?',
    );
    expect(a.local).not.toMatch(/regarded as abandoned/);
    expect(a.local).toMatch(/\*\*Deadline: 2026-11-02\*\*/);
    expect(a.local).toContain('37 CFR 1.97(e)(1)');
    expect(a.local).toMatch(
      /37 CFR 1\.97\(d\)\):\*\* the IDS is considered only if filed on or before payment of the issue fee/,
    );
    expect(a.local).toContain('1.17(p)');
    expect(a.local).toMatch(/This deadline has passed/);
    // Both paragraphs of 37 CFR 1.97 are quoted: the period (e)(1) and the rule after allowance (d).
    expect(a.local).toMatch(/\*\*37 CFR 1\.97\(d\)\*\*.*filed on or before payment of the issue fee/);
  });

  it('says what an RCE needs when asked after a final rejection', async () => {
    const a = await at(
      'Can I file an RCE after a final rejection mailed on June 10, 2026, and what do I need?',
    );
    expect(a.local).toMatch(/What it needs \(37 CFR 1\.114\(a\), \(c\)\)/);
    expect(a.local).toMatch(/the fee of 37 CFR 1\.17\(e\)/);
    expect(a.local).toMatch(/\*\*37 CFR 1\.114\(a\)\*\*.*filing a submission and the fee/);
  });
});

describe('the assistant’s patent term from two dates', () => {
  it('leads with the expiry, not a deadline, and names the adjustment it added', async () => {
    const a = await ask(
      'Our patent was filed 2015-03-02 and issued 2019-06-04 with 120 days of PTA. When does it expire?',
    );
    expect(a.local.split('\n\n')[0]).toMatch(
      /^\*\*Expiry: 2035-06-30\*\*: the last day of the patent’s term/,
    );
    expect(a.local).toMatch(/plus 120 days of patent term adjustment as given/);
  });
});

describe('the assistant’s design term from two dates', () => {
  it('leads with the 14-year term for a design filed before 2015-05-13, never 15 years', async () => {
    const a = await ask('A design patent filed 2012-05-20 and granted 2013-09-10: when does it expire?');
    const lead = a.local.split('\n\n')[0];
    expect(lead).toMatch(/^\*\*Expiry: 2027-09-10\*\*: the last day of the design patent’s term/);
    expect(lead).toMatch(/14 years from grant/);
    expect(lead).not.toMatch(/15 years/);
    const b = await ask('Design filed 2016-03-01, granted 2017-06-06. When does it expire?');
    expect(b.local.split('\n\n')[0]).toMatch(/^\*\*Expiry: 2032-06-06\*\*.*15 years from grant/);
  });
});
