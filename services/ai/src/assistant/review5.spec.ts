import { describe, expect, it } from 'vitest';
import { askOnTexts, labelsOf as labels, leadOf as lead } from '../../test/support/assistant-fixtures.js';

// An attorney review of the procedural answers (issue 25): eight answers wrong or partial. Each is asked in the
// review's words and in a paraphrase written by the implementer in other words (coverage, not generalization). The
// legal texts are read from PATENT_DATA_DIR at run time.
const ask = askOnTexts();

describe('1. AIA or pre-AIA, decided by the dates and the benefit claimed', () => {
  it.each([
    [
      'Filed 2014-03-10 claiming a 2012-11-05 provisional — is it AIA or pre-AIA?',
      '2014-03-10',
      '2012-11-05',
    ],
    [
      'Our utility application went in on 2015-06-01 and takes the benefit of a provisional filed 2013-01-20. Does the first-inventor-to-file system govern it?',
      '2015-06-01',
      '2013-01-20',
    ],
  ])('"%s" is a transition application, answered with both dates', async (q, filed, earlier) => {
    const a = await ask(q);
    const first = lead(a);
    expect(first).toMatch(/^\*\*A transition application: AIA if any claim/);
    expect(first).toContain(`filed on ${filed}`);
    expect(first).toContain(`provisional filed on ${earlier}`);
    expect(first).toContain('35 U.S.C. 100(i)(1)(B)');
    expect(first).toMatch(/MPEP 2159\.02, R-11\.2013/);
    // No provisional deadline is computed from either date.
    expect(a.local).not.toContain('**Deadline:');
    expect(labels(a)[0]).toBe('MPEP 2159.02');
    // The current definition of the effective filing date, not the pre-AIA section the question also names.
    expect(labels(a).some((l) => l.startsWith('35 U.S.C. 100(i)'))).toBe(true);
  });

  it('says pre-AIA for an application filed before 2013-03-16, and AIA with no earlier claim', async () => {
    expect(lead(await ask('We filed on 2012-12-01. Is it AIA or pre-AIA?'))).toMatch(
      /^\*\*Pre-AIA \(first to invent\)\*\* — filed on 2012-12-01/,
    );
    expect(lead(await ask('Application filed 2014-02-03, nothing earlier claimed: AIA or pre-AIA?'))).toMatch(
      /^\*\*AIA \(first inventor to file\)\*\* — filed on 2014-02-03/,
    );
  });
});

describe('2. a month and year read as the provisional’s date', () => {
  it.each([
    ['provisional in May 2025, utility filed 2026-05-01, when does it expire?', '2046-05-01', '2026-05-01'],
    [
      'Our May 2025 provisional and the utility app filed on 2026-04-30: when does the patent run out?',
      '2046-04-30',
      '2026-04-30',
    ],
  ])('"%s": the term from the utility filing, the provisional said as read', async (q, expiry, filed) => {
    const a = await ask(q);
    expect(lead(a)).toMatch(new RegExp(`^\\*\\*Expiry: ${expiry}\\*\\*`));
    expect(a.local).toContain(
      `Filed on ${filed}, not later than 12 months after the provisional filed in May 2025 (day not given)`,
    );
  });

  it('counts a provisional’s 12 months from the first day of the month given, and says so', async () => {
    const a = await ask('I filed a provisional in March 2026. When is the non-provisional due?');
    expect(lead(a)).toMatch(/^\*\*Deadline: 2027-03-01\*\*/);
    expect(lead(a)).toContain('March 2026 (day not given)');
  });

  it('leaves a question dating two months to its own rule (a publication)', async () => {
    const a = await ask(
      'US application filed September 2025 claims a provisional from March 2025. When will it be published?',
    );
    expect(a.local).not.toContain('**Deadline:');
  });
});

describe('3. an error making the patent partly invalid: reissue', () => {
  it.each([
    'An error that makes the patent partly invalid — how do I fix it?',
    'Our granted patent has a drawing mistake that could render some claims invalid. What is the remedy?',
  ])('"%s" leads with 35 U.S.C. 251(a), not a certificate of correction', async (q) => {
    const a = await ask(q);
    expect(lead(a)).toMatch(/^\*\*Answer:\*\* By a reissue application/);
    expect(lead(a)).toContain('wholly or partly inoperative or invalid');
    expect(labels(a)[0]).toBe('35 U.S.C. 251(a)');
    expect(labels(a)).not.toContain('35 U.S.C. 254');
  });

  it('keeps a typo in an issued patent with the certificate of correction', async () => {
    const a = await ask('There is a typo in my issued patent. How do I fix it?');
    expect(labels(a).slice(0, 3).join(' ')).toMatch(/35 U\.S\.C\. 25[45]/);
  });
});

describe('4. a final rejection: the options, with the dates from the action', () => {
  it.each([
    ['I got a final rejection on 2026-09-15. What are my options?', '2026-09-15', '2026-12-15'],
    [
      'The examiner’s final office action is dated 2026-10-02 — what can I do now?',
      '2026-10-02',
      '2027-01-04',
    ],
  ])('"%s" lists RCE, notice of appeal and after-final amendment', async (q, from, due) => {
    const a = await ask(q);
    const first = lead(a);
    expect(first).toContain(`**Options after the final rejection of ${from}**`);
    expect(first).toContain(`by ${due}`);
    for (const rule of ['37 CFR 1.116', '37 CFR 1.114', '37 CFR 41.31(a)(1)']) expect(first).toContain(rule);
    expect(a.local).toContain(`**Deadline: ${due}**`);
    expect(labels(a)).toEqual(expect.arrayContaining(['37 CFR 1.113(a)', '37 CFR 41.31(a)(1)']));
  });

  it('lists them without a date too, from 37 CFR 1.113(a)', async () => {
    const a = await ask('What are my options after a final rejection?');
    expect(lead(a)).toMatch(
      /^\*\*Answer:\*\* After a final rejection the reply is limited to \(37 CFR 1\.113\(a\)\)/,
    );
    expect(labels(a)[0]).toBe('37 CFR 1.113(a)');
  });
});

describe('5. an IDS after a final rejection: 37 CFR 1.97(d) first', () => {
  it.each([
    'Can I file an IDS after a final rejection?',
    'The examiner already made the rejection final and we just found new prior art. Is it still possible to submit an information disclosure statement?',
  ])('"%s" leads with the statement and the fee, and names the RCE and QPIDS', async (q) => {
    const a = await ask(q);
    const first = lead(a);
    expect(first).toMatch(/^\*\*Answer:\*\* Yes, until the issue fee is paid/);
    expect(first).toContain('(37 CFR 1.97(d))');
    expect(first).toContain('QPIDS');
    expect(first).toContain('37 CFR 1.114');
    expect(labels(a)[0]).toBe('37 CFR 1.97(d)');
  });
});

describe('6. divisional timing and micro entity: the key condition stated', () => {
  it.each([
    'When can I file a divisional application?',
    'Until what point is it possible to split off a divisional from my pending parent case?',
  ])('"%s" states copendency with the parent and 35 U.S.C. 121', async (q) => {
    const first = lead(await ask(q));
    expect(first).toMatch(
      /^\*\*Answer:\*\* A divisional can be filed at any time while the parent is pending/,
    );
    expect(first).toContain('before the parent is patented or abandoned');
    expect(first).toContain('35 U.S.C. 121');
  });

  it.each([
    [
      'Solo inventor, I’m on 3 earlier US applications and made about $90k last year. Do I qualify for micro entity fees?',
      true,
    ],
    ['I have been named on five prior applications. Am I still eligible for micro entity status?', false],
  ])('"%s" checks the applications given against the limit of four', async (q, within) => {
    const first = lead(await ask(q));
    expect(first).toContain(within ? 'within the limit of four' : 'more than four');
    expect(first).toContain('three times the median household income');
  });
});

describe('7. what was sold: the invention or another thing', () => {
  it.each([
    ['I sold my car on 2025-03-01; can I still patent my invention?', 'car'],
    [
      'Back in January 2024 we sold our old delivery van. Does that stop us from getting a patent on the new hinge we designed?',
      'van',
    ],
  ])('"%s" is no disclosure of the invention', async (q, thing) => {
    const a = await ask(q);
    expect(lead(a)).toContain(`Selling or showing your ${thing}`);
    expect(lead(a)).toContain('is no disclosure of your');
    expect(a.local).not.toContain('**No, not for what was disclosed**');
    expect(labels(a)[0]).toBe('35 U.S.C. 102(a)');
  });

  it('keeps a sale of the invention itself a disclosure', async () => {
    const a = await ask('We sold the gadget on 2025-01-02. Can we still patent the gadget?');
    expect(a.local).toContain('**No, not for what was disclosed**');
  });
});
