import { describe, expect, it } from 'vitest';
import {
  askOnTexts,
  firstThreeLaw as firstThree,
  leadOf as lead,
} from '../../test/support/assistant-fixtures.js';

// Tuning on set N (issue 25): each kind of question its misses asked, in set N's words first, then in two wordings
// written by the implementer. The answer must lead with the rule, the computed date or the yes-no answer and cite the
// governing section among its first three. The legal texts are read from PATENT_DATA_DIR at run time; today is
// 2026-11-28.
const ask = askOnTexts();

describe('a provisional never converted: abandoned 12 months after its filing date (35 U.S.C. 111(b)(5))', () => {
  it.each([
    'If I never convert my provisional, what happens to it?',
    'What happens to a provisional application if we never file the non-provisional?',
    'We will not file anything after our provisional. Does it simply expire?',
  ])('"%s"', async (q) => {
    const a = await ask(q);
    expect(lead(a)).toMatch(/abandoned 12 months after its filing date/);
    expect(lead(a)).toContain('cannot be revived');
    expect(firstThree(a)[0]).toBe('35 U.S.C. 111(b)(5)');
  });
});

describe('a Chapter II demand: 22 months from the priority date, or the search report’s 3 months (MPEP 1842)', () => {
  it.each([
    [
      'Our PCT has a priority date of March 31, 2025 and the search report came out ages ago. Last day to file a Chapter II demand?',
      /^\*\*Deadline: 2027-02-01\*\* \(2027-01-31 is a Sunday/,
    ],
    [
      'PCT application with priority from July 15, 2025: by when do we need to file the demand for international preliminary examination?',
      /^\*\*Deadline: 2027-05-17\*\*/,
    ],
    [
      'When is the deadline for a Chapter II demand in a PCT application?',
      /^\*\*Answer:\*\* “International preliminary examination is optional[^”]*22 months from the priority date/,
    ],
  ])('"%s"', async (q, first) => {
    const a = await ask(q);
    expect(lead(a)).toMatch(first);
    expect(lead(a)).toMatch(/three months from the date of transmittal|3 months from the transmittal/);
    expect(firstThree(a)[0]).toBe('MPEP 1842');
  });
});

describe('unity of invention under the PCT: a single general inventive concept (37 CFR 1.475)', () => {
  it.each([
    'For an international application, what is the test for unity of invention?',
    'How does the ISA decide whether our PCT claims lack unity?',
    'Our PCT claims cover a compound and a method of making it. When do they count as one invention?',
  ])('"%s"', async (q) => {
    const a = await ask(q);
    expect(lead(a)).toContain('single general inventive concept');
    expect(firstThree(a)[0]).toBe('37 CFR 1.475(a)');
    expect(firstThree(a)).not.toContain('35 U.S.C. 121');
  });
});

describe('the IDS with neither fee nor statement: 3 months from filing or before the first action (37 CFR 1.97(b))', () => {
  it.each([
    'What is the window to file an IDS without paying any fee or filing a statement?',
    'Until when can we submit an information disclosure statement with no fee and no statement?',
    'How long do we have to file an IDS for free after filing the application?',
  ])('"%s"', async (q) => {
    const a = await ask(q);
    expect(lead(a)).toMatch(/^\*\*Answer:\*\* Within three months of the filing date/);
    expect(lead(a)).toContain('before the mailing of a first Office action on the merits');
    expect(firstThree(a)[0]).toBe('37 CFR 1.97(b)');
    // Not the filing fee's rules: the fee asked is the IDS's.
    expect(firstThree(a)).not.toContain('37 CFR 1.16(f)');
  });

  it('after a final rejection the fee-free period is not offered: 1.97(d) still leads', async () => {
    const a = await ask('We got a final rejection. Can we still file an IDS without a fee, and until when?');
    expect(lead(a)).not.toMatch(/^\*\*Answer:\*\* Within three months of the filing date/);
  });
});

describe('an election of species and the generic claims (37 CFR 1.146)', () => {
  it.each([
    'The examiner wants us to elect a species. What does that mean for my generic claims?',
    'If we elect one species, are our genus claims still examined?',
    'What happens to the non-elected species after an election of species requirement?',
  ])('"%s"', async (q) => {
    const a = await ask(q);
    expect(lead(a)).toContain('no claim to the genus is found to be allowable');
    expect(lead(a)).toMatch(/generic \(genus\) claims stay in the application/);
    expect(firstThree(a)[0]).toBe('37 CFR 1.146');
  });
});

describe('an application in a language other than English: filing date, then a translation (MPEP 608.01)', () => {
  it.each([
    'Can I file my US application in Spanish?',
    'Will a nonprovisional application filed in Japanese get a filing date?',
    'Our inventors wrote the specification in German. Can we file it with the USPTO as is?',
  ])('"%s"', async (q) => {
    const a = await ask(q);
    expect(lead(a)).toMatch(
      /^\*\*Answer:\*\* Yes: an application in a language other than English still gets its filing date/,
    );
    expect(lead(a)).toContain('English translation');
    expect(firstThree(a).slice(0, 2)).toEqual(expect.arrayContaining(['MPEP 608.01']));
    expect(firstThree(a).some((l) => l.startsWith('37 CFR 1.52(d)'))).toBe(true);
  });

  it('an application filed in Germany is no German-language question: its priority year is counted', async () => {
    const a = await ask(
      'We have a German application filed on March 3, 2026. When is the last day to file in the US claiming its priority?',
    );
    expect(lead(a)).toMatch(/^\*\*Deadline: 2027-03-03\*\*/);
  });
});

describe('an oral hearing after the examiner’s answer: two months from it (37 CFR 41.47(b))', () => {
  it.each([
    'How long after the examiner’s answer do we have to ask for an oral hearing?',
    'When must we request an oral hearing before the Board in our appeal?',
    "The examiner's answer came out last week. Is it too late to ask for an oral hearing?",
  ])('"%s"', async (q) => {
    const a = await ask(q);
    expect(lead(a)).toContain("within two months from the date of the examiner's answer");
    expect(firstThree(a)[0]).toBe('37 CFR 41.47(b)');
  });

  it('the reply brief after the examiner’s answer stays the reply brief’s rule (37 CFR 41.41)', async () => {
    const a = await ask('How long after the examiner’s answer do we have to file a reply brief?');
    expect(firstThree(a)[0]).toMatch(/^37 CFR 41\.41/);
  });
});

describe('a maintenance fee named: its last days without and with the surcharge lead (37 CFR 1.362(d)–(e))', () => {
  it.each([
    [
      'Patent issued October 1, 2019 and we forgot about the 7.5 year fee. Until what date can we still pay it with the surcharge?',
      '**The 7.5-year fee (patent granted 2019-10-01): without surcharge from 2026-10-01 through 2027-04-01; with the surcharge through 2027-10-01**',
    ],
    [
      'Our patent was granted on March 3, 2020. What is the last day to pay the 3.5-year maintenance fee with the surcharge?',
      'with the surcharge through 2024-03-04 (2024-03-03 is a Sunday',
    ],
    [
      'Utility patent granted 13 August 2019. When can I pay the first maintenance fee without a surcharge, and is there a grace period after that?',
      '**The 3.5-year fee (patent granted 2019-08-13): without surcharge from 2022-08-13 through 2023-02-13',
    ],
  ])('"%s"', async (q, first) => {
    const a = await ask(q);
    expect(lead(a)).toContain(first);
    expect(lead(a)).toMatch(/anniversary of the grant/);
  });
});

describe('filing abroad without a foreign filing licence: from 6 months after the US filing (35 U.S.C. 184(a))', () => {
  it.each([
    [
      'We filed in the US on June 1, 2026 and never asked for a foreign filing license. From what date can we file abroad without one?',
      '2026-12-01',
    ],
    [
      'Our US application was filed on February 10, 2026. When can we file in Japan without a foreign filing licence?',
      '2026-08-10',
    ],
    [
      'We filed a US application on September 30, 2026. After what date is no license needed to file the PCT?',
      '2027-03-30',
    ],
  ])('"%s": from %s', async (q, day) => {
    const a = await ask(q);
    expect(lead(a)).toMatch(
      new RegExp(`^\\*\\*From: ${day}\\*\\*: the first day to file abroad without a foreign filing licence`),
    );
    expect(firstThree(a)[0]).toBe('35 U.S.C. 184(a)');
    // The first day allowed is never said to have passed.
    expect(a.local).not.toContain('deadline has passed');
  });
});

describe('a contribution to one claim only: a joint inventor need not contribute to every claim (35 U.S.C. 116(a))', () => {
  it.each([
    'My colleague only came up with what is in one dependent claim. Can she still be named as a joint inventor?',
    'He only contributed to claim 7. Should he be listed as a co-inventor?',
    'Can someone be a joint inventor without contributing to every claim?',
  ])('"%s"', async (q) => {
    const a = await ask(q);
    expect(lead(a)).toMatch(/every claim/);
    expect(lead(a)).not.toMatch(/^\*\*Closest rule found\*\*/);
    expect(firstThree(a)[0]).toBe('35 U.S.C. 116(a)');
  });

  it('who is an inventor, asked in general, is not answered "yes"', async () => {
    const a = await ask('Who should be named as an inventor on a patent application?');
    expect(lead(a)).not.toMatch(/^\*\*Answer:\*\* Yes/);
  });
});

describe('a filing abroad after a nonpublication request: the USPTO told within 45 days (35 U.S.C. 122(b)(2)(B)(iii))', () => {
  it.each([
    [
      'We filed a nonpublication request, but then filed in Europe on January 8, 2027. By when must we tell the USPTO?',
      '2027-02-22',
    ],
    [
      'We asked for nonpublication and then filed a PCT application on March 2, 2027. When must we notify the Office?',
      '2027-04-16',
    ],
    [
      'We had a nonpublication request on file and filed in Japan on May 14, 2027. What is the deadline to rescind it?',
      '2027-06-28',
    ],
  ])('"%s": %s', async (q, day) => {
    const a = await ask(q);
    expect(lead(a)).toMatch(new RegExp(`^\\*\\*Deadline: ${day}\\*\\*`));
    expect(lead(a)).toContain('45 days after the date of that filing');
    expect(firstThree(a)[0]).toMatch(/^35 U\.S\.C\. 122\(b\)\(2\)\(B\)/);
  });
});

describe('an interview before any action, however said (MPEP 713.02)', () => {
  it.each([
    'Can I talk to the examiner about my application before they send anything out on it?',
    'Can we get an interview with the examiner before the application is examined?',
    'Is it possible to call the examiner before they issue any rejection?',
  ])('"%s"', async (q) => {
    const a = await ask(q);
    expect(lead(a)).toContain('an interview before the first Office action is encouraged');
    expect(firstThree(a)).toContain('MPEP 713.01');
  });
});
