import { describe, expect, it } from 'vitest';
import { askOnTexts, firstThreeLaw, leadOf as lead } from '../../test/support/assistant-fixtures.js';

// Attorney review of issue 25, parts B and C: the operative section missed (filing abroad, a kind of patent term
// adjustment, software) and leads that skip the point (a refusing joint inventor, the time to revive). Each rule is
// checked on the reviewer's question and two other wordings. The legal texts are read from PATENT_DATA_DIR at run time.
const ask = askOnTexts();

describe('filing abroad after a first US filing: 12 months of priority, a licence within 6 months', () => {
  it.each([
    'If I file in the US first, can I file in Europe and Japan later? How long do I have?',
    'After filing my U.S. application, how long do I have to file abroad?',
    'Our first filing was with the USPTO. Is there a deadline to file overseas too?',
  ])('%s', async (q) => {
    const a = lead(await ask(q));
    expect(a).not.toMatch(/^I found no sentence/);
    expect(a).toMatch(/within 12 months/);
    expect(a).toMatch(/35 U\.S\.C\. 119\(a\)/);
    expect(a).toMatch(/foreign filing licence[^.]*6 months[^.]*35 U\.S\.C\. 184\(a\); 37 CFR 5\.11\(a\)/);
  });
});

describe('a kind of patent term adjustment asked by its letter leads with its trigger', () => {
  it.each([
    'PTA A-delay trigger?',
    'Which Office failure gives an A-delay under PTA?',
    'When does an A delay start to accrue for patent term adjustment?',
  ])('A: %s', async (q) => {
    const a = lead(await ask(q));
    expect(a).toMatch(/^\*\*Answer:\*\* An A delay/);
    expect(a).toMatch(/14 months/);
    expect(a).toMatch(/154\(b\)\(1\)\(A\)\(i\); 37 CFR 1\.702\(a\)\(1\)/);
    // Not the interference delay (a C delay) that led before.
    expect(a).not.toMatch(/delayed due to interference or derivation proceedings/);
  });

  it('B: the 3-year guarantee', async () => {
    const a = lead(await ask('What triggers a B delay in patent term adjustment?'));
    expect(a).toMatch(/within 3 years/);
    expect(a).toMatch(/37 CFR 1\.702\(b\)/);
  });

  it('C: interference or derivation, secrecy order, appellate review', async () => {
    const a = lead(await ask('Patent term adjustment: what counts as a C-delay?'));
    expect(a).toMatch(/secrecy order/);
    expect(a).toMatch(/37 CFR 1\.702\(c\)–\(e\)/);
  });

  it.each([
    'Will a delay in my reply reduce my patent term adjustment?',
    'A delay in my reply: does it reduce my patent term adjustment?',
  ])('the article "a delay" is no kind of adjustment: %s', async (q) => {
    const a = lead(await ask(q));
    expect(a).not.toMatch(/An A delay/);
  });
});

describe('software: eligibility in plain words, MPEP 2106.04(a) and the two-part test', () => {
  it.each([
    'Can I patent my software app idea?',
    'My startup wrote an algorithm for routing deliveries. Can we patent it?',
    'Is software patentable in the US?',
  ])('%s', async (q) => {
    const a = await ask(q);
    expect(lead(a)).not.toMatch(/^I found no sentence/);
    expect(lead(a)).toMatch(/not automatically an abstract idea/);
    expect(lead(a)).toMatch(/MPEP 2106\.04\(a\)/);
    expect(lead(a)).toMatch(/two-part test/);
    // No quote opens with the tail of a case citation.
    expect(a.local).not.toMatch(/“(?:Cir\.|Reg\.|Ct\.|\d+ Fed\.)/);
  });

  it('a case citation is not split into a quoted sentence (MPEP 2106, "Fed. Cir. 2016")', async () => {
    const a = await ask(
      'What does it mean when an examiner rejects a claim as directed to an abstract idea?',
    );
    expect(a.local).not.toMatch(/“Cir\. \d{4}\)/);
    expect(a.local).not.toMatch(/Fed\.”/);
  });
});

describe('a joint inventor who refuses or cannot be reached: the others may file', () => {
  it.each([
    'My cofounder co-invented our product but left the company and refuses to sign the inventor declaration. Can we still file?',
    "One of our co-inventors moved abroad and we can't reach him. Can we still file the application without him?",
    "my co-inventor won't sign anything. can i apply for the patent alone?",
  ])('%s', async (q) => {
    const a = await ask(q);
    expect(lead(a)).toMatch(/^\*\*Answer:\*\* Yes\./);
    expect(lead(a)).toMatch(/35 U\.S\.C\. 116\(b\); 37 CFR 1\.45\(a\)/);
    expect(lead(a)).toMatch(/substitute statement[^.]*37 CFR 1\.64\(a\)/);
    // Not the continuing applications' inventorship rule, nor 115(d) spliced.
    expect(firstThreeLaw(a)).not.toContain('37 CFR 1.63(d)(2)');
    expect(a.local).not.toMatch(/regulation\. \(B\) is under an obligation/);
  });

  it('two sentences a lead holds apart are quoted with an ellipsis, not spliced (35 U.S.C. 115(d))', async () => {
    const a = lead(await ask('The inventor refuses to sign the declaration. What do we file instead?'));
    expect(a).toMatch(/115\(d\)/);
    expect(a).toMatch(/specify by regulation\. … \(B\) is under an obligation/);
  });
});

describe('revival asked until when: no fixed limit, the delay unintentional, more to show after two years', () => {
  it.each([
    'Revival of unintentionally abandoned app: rule and time limit?',
    'Our application went abandoned three years ago by mistake. Is it too late to revive it?',
    'how long after abandonment can I still file a petition to revive?',
  ])('%s', async (q) => {
    const a = lead(await ask(q));
    expect(a).toMatch(/^\*\*Answer:\*\* No fixed time limit/);
    expect(a).toMatch(/entire delay[^.]*unintentional/);
    expect(a).toMatch(/more than two years[^.]*MPEP 711\.03\(c\), R-07\.2022/);
    // The rule moved since the late-2013 texts: the unintentional standard is 1.137(a) of the current rule.
    expect(a).toMatch(/37 CFR 1\.137\(a\) of the current rule/);
  });

  it('a revival question not asking a time keeps the petition’s parts as its lead', async () => {
    const a = lead(
      await ask('What must a petition to revive an unintentionally abandoned application include?'),
    );
    expect(a).not.toMatch(/No fixed time limit/);
    expect(a).toMatch(/must be accompanied by/);
  });
});

describe('no off-topic citation beside the rule', () => {
  it.each([
    'RCE after appeal?',
    'Can I file an RCE while my appeal is pending?',
    'RCE instead of an appeal brief?',
  ])('an RCE question names no national stage: %s', async (q) => {
    const a = await ask(q);
    expect(a.local).not.toMatch(/filed in a 35 U\.S\.C\. 371 national stage application/);
  });

  it.each([
    'How long does a utility patent last?',
    'When does a patent expire?',
    'How long is a patent valid?',
  ])('a term question naming no delay cites no patent term adjustment section: %s', async (q) => {
    const a = await ask(q);
    expect(firstThreeLaw(a).join(' ')).not.toMatch(/MPEP 273\d|37 CFR 1\.70[2-5]/);
    // Nor a definition of a word that met "term" (35 U.S.C. 11(b)'s "the term “USMCA country”").
    expect(a.local).not.toMatch(/the term “USMCA country”/);
  });
});
