/**
 * Set M for `npm run bench:assistant` (issue 25): a tuning set, reported and not a gate, written as an independent
 * sample of how inventors, in-house counsel and paralegals ask, to be tuned on afterwards.
 *
 * How it was written: without opening the assistant's code (services/ai/src), the web app or any other question set
 * (only the harness, assistant.bench.ts, and the `ProceduralQuestion` interface in lines 1–19 of assistant-questions.ts
 * were read). Each question was drafted first as a user would put it, mostly without terms of art; then the sections
 * that answer it were looked up in the legal texts of the shared data folder (legal/*.jsonl: 35 U.S.C. of about 2022,
 * 37 CFR and MPEP chapters 200/600/1500/1800 of March 2014, MPEP 700/2100 of R-07.2022) and the key fact, or for a
 * computed date the words of the rule it is computed from, was checked to occur in one of them.
 *
 * Computed dates: the period is counted from the date in the question (months to the same day number), then moved
 * to the next business day under 35 U.S.C. 21(b) / 37 CFR 1.7(a) when it falls on a Saturday, Sunday or federal
 * holiday (observed dates: 1 Jan 2027 New Year's Day, 18 Jan 2027 Martin Luther King Jr. Day, 5 Jul 2027 for
 * Independence Day, 25 Dec 2026 Christmas). Patent terms are not moved (they end, nothing is filed).
 *
 * Grant questions: facts read from the full-text XML of the grant (uspto-xml slices ipg090106, ipg110104, ipg130416
 * of the PatentsView-DB mirror) and cross-checked with derived/uspto_grants_from_xml.jsonl; each is noted beside it.
 */
import type { ProceduralQuestion } from './assistant-questions.js';
import type { RecordQuestion } from './assistant-heldout-k.js';

/** A calendar date as answers write it: "March 15, 2027", "15 March 2027", "Mar. 15, 2027", "2027-03-15", "3/15/2027". */
function onDate(iso: string): RegExp {
  const [y, m, d] = iso.split('-').map(Number);
  const name = new Date(Date.UTC(y, m - 1, d)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  const month = `(?:${name}|${name.slice(0, 3)}\\.?)`;
  return new RegExp(
    `${month} 0?${d}(?:st|nd|rd|th)?,? ${y}|\\b0?${d}(?:st|nd|rd|th)? ${month},? ${y}|\\b${iso}\\b|\\b0?${m}/0?${d}/${y}\\b`,
    'i',
  );
}

/** A date, or one of the wordings that state the same answer without computing it. */
const dateOr = (iso: string, words: string) => new RegExp(`${onDate(iso).source}|${words}`, 'i');

export const HELD_OUT_M: ProceduralQuestion[] = [
  // --- Deadlines computed from a date in the question ---
  {
    // 13 Mar 2026 + 12 months = Sat 13 Mar 2027 → Mon 15 Mar 2027 (37 CFR 1.7(b)).
    q:
      'Our university lab filed a provisional on our battery separator on 13 March 2026. The tech transfer office ' +
      'keeps saying the full application has to follow "within the year" - what is the actual last day?',
    sections: ['35 U.S.C. 119', '37 CFR 1.7'],
    fact: onDate('2027-03-15'),
    rule: /12 months|twelve months/i,
  },
  {
    // 30 Sep 2026 + 12 months = Thu 30 Sep 2027.
    q:
      'We filed a patent application for our espresso grinder at the German patent office on 30 September 2026. ' +
      "What's the latest date we can file in the US and still rely on the German date?",
    sections: ['35 U.S.C. 119', '37 CFR 1.55'],
    fact: onDate('2027-09-30'),
    rule: /12 months|twelve months/i,
  },
  {
    // 1 Jul 2026 + 6 months = Fri 1 Jan 2027 (New Year's Day) → Mon 4 Jan 2027.
    q:
      'I registered the shape of my desk lamp as a design in the EU on 1 July 2026. By when do I need to file a US ' +
      'design application if I want to keep that EU date?',
    sections: ['35 U.S.C. 172', '37 CFR 1.55', 'MPEP 1504.10'],
    fact: onDate('2027-01-04'),
    rule: /six months|6 months/i,
  },
  {
    // 4 Jan 2025 + 30 months = Sun 4 Jul 2027; Mon 5 Jul 2027 is the observed holiday → Tue 6 Jul 2027.
    q:
      'We have an international application under the PCT that claims a UK filing made on 4 January 2025. When do we ' +
      'have to start the US part of it at the latest?',
    sections: ['37 CFR 1.495', '35 U.S.C. 371', '37 CFR 1.7'],
    fact: onDate('2027-07-06'),
    rule: /thirty months|30 months/i,
  },
  {
    // An action on the merits: 3-month shortened period (MPEP 710.02(b)); 19 Oct 2026 + 3 months = Tue 19 Jan 2027.
    q:
      "The examiner's letter rejecting my claims is dated 19 October 2026. When is my answer due, and how much longer " +
      'can I get if I pay for more time?',
    sections: ['MPEP 710.02(b)', '37 CFR 1.134', '37 CFR 1.136'],
    fact: onDate('2027-01-19'),
    rule: /3 months|three months/i,
  },
  {
    // 8 Jan 2026 + 1 year = Fri 8 Jan 2027.
    q:
      "I showed my folding e-bike at a trade fair in Las Vegas on 8 January 2026 and haven't filed anything yet. What's " +
      'the last day I can file in the US without that show counting against me?',
    sections: ['35 U.S.C. 102', 'MPEP 2153.01(a)'],
    fact: onDate('2027-01-08'),
    rule: /1 year or less|one year or less/i,
  },
  {
    // Granted 15 Jun 2023; the surcharge-free window ends 3 years 6 months after grant = Tue 15 Dec 2026.
    q: 'Our patent was granted on 15 June 2023. By what date do we have to pay the first renewal fee to avoid a late charge?',
    sections: ['37 CFR 1.362', '35 U.S.C. 41'],
    fact: onDate('2026-12-15'),
    rule: /3 years and 6 months/i,
  },
  {
    // Granted 9 Dec 2025 + 2 years = Thu 9 Dec 2027 (35 U.S.C. 251(d)).
    q:
      'Our patent was granted on 9 December 2025 and we now see the claims are narrower than the invention deserves. ' +
      'Until when can we ask the USPTO for broader claims?',
    sections: ['35 U.S.C. 251'],
    fact: onDate('2027-12-09'),
    rule: /two years|2 years/i,
  },
  {
    // 4 Nov 2026 + 3 months = Thu 4 Feb 2027; not extendable (37 CFR 1.311(a)).
    q:
      'A notice of allowance dated 4 November 2026 just arrived. When is the issue fee due, and can we get extra time ' +
      'to pay it?',
    sections: ['37 CFR 1.311', '35 U.S.C. 151'],
    fact: onDate('2027-02-04'),
    rule: /three months|3 months/i,
  },
  {
    // 30 Oct 2026 + 2 months = Wed 30 Dec 2026 (37 CFR 41.37(a)).
    q: 'We filed our notice of appeal on 30 October 2026. When is the appeal brief due?',
    sections: ['37 CFR 41.37'],
    fact: onDate('2026-12-30'),
    rule: /two months/i,
  },
  {
    // 2 Oct 2026 + 63 days = Fri 4 Dec 2026 (37 CFR 90.3(a)(1)).
    q:
      'The appeal board sided with the examiner in a decision dated 2 October 2026. What is the last day to take it ' +
      'to the Federal Circuit?',
    sections: ['37 CFR 90.3', '35 U.S.C. 142'],
    fact: onDate('2026-12-04'),
    rule: /sixty-three|63 days/i,
  },
  {
    // 13 Nov 2026 + 2 months = Wed 13 Jan 2027 (37 CFR 41.52(a)(1)).
    q:
      "The Board's decision on our appeal came out on 13 November 2026 and we think they misread the reference. Can " +
      "we ask them to reconsider, and what's the deadline?",
    sections: ['37 CFR 41.52'],
    fact: onDate('2027-01-13'),
    rule: /two months/i,
  },
  {
    // Assignment dated 2 Nov 2026 + 3 months = Tue 2 Feb 2027 (35 U.S.C. 261).
    q:
      'I sold my patent to a startup and we both signed the assignment on 2 November 2026. By when should they record ' +
      "it at the USPTO so that a later buyer can't get ahead of them?",
    sections: ['35 U.S.C. 261'],
    fact: onDate('2027-02-02'),
    rule: /three months/i,
  },
  {
    // Filed 17 Aug 2023, no benefit claim: 20 years from filing = 17 Aug 2043 (35 U.S.C. 154(a)(2)).
    q:
      "My utility application was filed on 17 August 2023 and doesn't claim anything earlier. If it gets granted, " +
      'when would it expire?',
    sections: ['35 U.S.C. 154'],
    fact: onDate('2043-08-17'),
    rule: /20 years/i,
  },
  {
    // The provisional is not counted (35 U.S.C. 154(a)(3)): 20 years from 4 May 2026 = 4 May 2046.
    q:
      'I filed a provisional on 5 May 2025 and the full application on 4 May 2026. Does the 20-year life of the ' +
      'patent run from the provisional or from the full filing?',
    sections: ['35 U.S.C. 154'],
    fact: dateOr('2046-05-04', 'shall not be taken into account|not (?:be )?(?:counted|taken into account)'),
    rule: /shall not be taken into account/i,
  },
  {
    // Granted 24 Feb 2026 + 15 years = 24 Feb 2041 (35 U.S.C. 173).
    q: 'A design patent on our chair was granted on 24 February 2026. When does it lapse?',
    sections: ['35 U.S.C. 173'],
    fact: onDate('2041-02-24'),
    rule: /15 years/i,
  },
  {
    // Later of 4 months from 10 Oct 2026 (10 Feb 2027) and 16 months from 25 Nov 2025 (Thu 25 Mar 2027).
    q:
      'We filed our US application on 10 October 2026 based on a Japanese filing of 25 November 2025, but forgot to ' +
      'mention the Japanese application in the filing papers. How long do we have to add it?',
    sections: ['37 CFR 1.55'],
    fact: onDate('2027-03-25'),
    rule: /sixteen months/i,
  },
  {
    // 25 Sep 2026 + 3 months = Fri 25 Dec 2026 (Christmas) → Mon 28 Dec 2026.
    q:
      'An office action dated 25 September 2026 gives us three months to reply, which lands on Christmas Day. What ' +
      'day is our reply actually due?',
    sections: ['35 U.S.C. 21', '37 CFR 1.7'],
    fact: onDate('2026-12-28'),
    rule: /Federal holiday/i,
  },
  {
    // Restriction only: 2-month period (MPEP 710.02(b)); 16 Nov 2026 + 2 months = Sat 16 Jan 2027; Mon 18 Jan 2027
    // is Martin Luther King Jr. Day → Tue 19 Jan 2027.
    q:
      'We got a letter dated 16 November 2026 saying our claims cover two different inventions and we have to pick ' +
      'one group. There is no rejection in it yet. When do we have to answer?',
    sections: ['MPEP 710.02(b)', '37 CFR 1.7', '37 CFR 1.142'],
    fact: onDate('2027-01-19'),
    rule: /2 months|two months/i,
  },
  {
    // Granted 6 Apr 2026 + 9 months = Wed 6 Jan 2027 (35 U.S.C. 321(c)).
    q:
      "A competitor's patent was granted on 6 April 2026. Until when can we ask the patent office to cancel it on any " +
      'ground, not only earlier publications?',
    sections: ['35 U.S.C. 321', '37 CFR 42.202'],
    fact: onDate('2027-01-06'),
    rule: /9 months|nine months/i,
  },
  {
    // Filed 22 Apr 2026 with no benefit claim: published promptly after 18 months = 22 Oct 2027 (35 U.S.C. 122(b)).
    q: 'I filed my application on 22 April 2026 with nothing earlier. When will it become public?',
    sections: ['35 U.S.C. 122', '37 CFR 1.211'],
    fact: dateOr('2027-10-22', '18 months|eighteen months'),
    rule: /18 months/i,
  },

  // --- Public disclosure, sales and earlier filings ---
  {
    q:
      'We published a paper describing the method in a journal about fifteen months ago. Is it too late to get a US ' +
      'patent on it?',
    sections: ['35 U.S.C. 102', 'MPEP 2153.01(a)'],
    fact: /1 year|one year/i,
  },
  {
    q:
      'A rival filed their application three weeks before we filed ours, but theirs only became public months after ' +
      'our filing date. Can the examiner still hold it against us?',
    sections: ['35 U.S.C. 102', 'MPEP 2154.01'],
    fact: /effectively filed/i,
  },
  {
    q: 'We took paid pre-orders for the device on a crowdfunding site 14 months before we filed. Does that hurt us?',
    sections: ['35 U.S.C. 102', 'MPEP 2152.02(d)'],
    fact: /on sale/i,
  },

  // --- Divisional, continuation, new matter ---
  {
    q:
      "The examiner made us choose one of two inventions in our application. What happens to the one we didn't " +
      'choose - is it lost?',
    sections: ['35 U.S.C. 121', '37 CFR 1.142'],
    fact: /divisional|division/i,
  },
  {
    q:
      'Our application is allowed and the issue fee is due next month. Can we still file another application on the ' +
      'same description with different claims, and is there a cut-off?',
    sections: ['35 U.S.C. 120', 'MPEP 211.01(b)'],
    fact: /before the patenting|before (?:the )?(?:patent (?:issues|is granted)|grant)|copending|while .{0,40}pending/i,
  },
  {
    q:
      "Since filing we've improved the product quite a bit. Can I just add the improvements to my pending " +
      'application, or do I need a new one?',
    sections: ['35 U.S.C. 132', 'MPEP 201.08', 'MPEP 608.04'],
    fact: /new matter|continuation-in-part/i,
  },

  // --- Fees and entity status ---
  {
    q:
      "We're a 12-person startup paying the small entity fees. If we license the patent to a large corporation, " +
      'does that change anything?',
    sections: ['37 CFR 1.27'],
    fact: /would not qualify|no longer (?:qualif|entitled)|loss of entitlement|not (?:be )?entitled/i,
  },
  {
    q:
      "I'm an independent inventor and I'm already named on five earlier US non-provisional applications. Can I " +
      'still get the micro entity discount?',
    sections: ['37 CFR 1.29', '35 U.S.C. 123'],
    fact: /more than four|four previously/i,
  },
  {
    q:
      "I'm a professor and the patent will be assigned to my university. Is there a way to get the biggest fee " +
      'discount because of that?',
    sections: ['37 CFR 1.29', '35 U.S.C. 123'],
    fact: /institution of higher education/i,
  },
  {
    q: 'My draft has 26 claims, five of them independent. Will the USPTO charge extra, and for what?',
    sections: ['37 CFR 1.16', '35 U.S.C. 41'],
    fact: /in excess of (?:3|three|20|twenty)|more than (?:3|three|20|twenty)/i,
  },
  {
    q: 'Do I have to keep paying renewal fees on my design patent like I do on my utility patent?',
    sections: ['35 U.S.C. 41', '37 CFR 1.362'],
    fact: /no (?:maintenance )?fee may be established|maintenance fees are not required|no maintenance fees?/i,
  },
  {
    q:
      "It's been 11 years and 8 months since our patent was granted and we haven't paid the last fee. Is the patent " +
      'already dead?',
    sections: ['37 CFR 1.362', '35 U.S.C. 41'],
    fact: /grace period|surcharge/i,
  },
  {
    q:
      'Our patent lapsed two years ago because nobody paid the 7.5-year fee. A licensee now wants it back in force. ' +
      'Can it be revived?',
    sections: ['37 CFR 1.378', '35 U.S.C. 41'],
    fact: /unintentional/i,
  },

  // --- Examination ---
  {
    q:
      'We missed the deadline to answer the examiner and got a notice saying the application is abandoned. Is there ' +
      'any way back?',
    sections: ['37 CFR 1.137', 'MPEP 711.03(c)'],
    fact: /unintentional/i,
  },
  {
    q:
      'Can I talk to the examiner on the phone before I write my response, and do I need to put anything on the ' +
      'record afterwards?',
    sections: ['37 CFR 1.133', 'MPEP 713.04'],
    fact: /substance of the interview|written statement/i,
  },
  {
    q:
      "The rejection we got is marked 'final' but we want to keep amending the claims instead of appealing. What are " +
      'our options?',
    sections: ['37 CFR 1.114', 'MPEP 706.07(h)'],
    fact: /continued examination/i,
  },
  {
    q: "The examiner has now rejected my claims twice. Can I go over the examiner's head?",
    sections: ['35 U.S.C. 134', '37 CFR 41.31'],
    fact: /twice rejected/i,
  },
  {
    q:
      'After our notice of allowance came, the European search report turned up two new documents. Can we still get ' +
      'the examiner to look at them, and what does it take?',
    sections: ['37 CFR 1.97', 'MPEP 609.04(b)'],
    fact: /payment of the issue fee|issue fee (?:is|has been) paid|before (?:paying )?the issue fee/i,
  },
  {
    q:
      "We're filing next week and have a list of prior patents we already know about. When should we hand them in so " +
      "there's no extra fee?",
    sections: ['37 CFR 1.97', 'MPEP 609.04(b)'],
    fact: /three months|3 months|first Office action/i,
  },
  {
    q: 'Our investors want the patent as fast as possible. Is there a paid fast lane at the USPTO?',
    sections: ['37 CFR 1.102', 'MPEP 708.02'],
    fact: /prioritized examination|accelerated examination|track one/i,
  },
  {
    q:
      "We'd like to keep our application secret until it's granted. Can we, and does it matter that we might file " +
      'in Europe later?',
    sections: ['35 U.S.C. 122', '37 CFR 1.213'],
    fact: /another country|foreign country|other countr/i,
  },
  {
    q:
      'The examiner rejected my new claims as obvious variations of my own earlier patent and suggested a ' +
      'disclaimer. What does that do to how long the new patent lasts and who can own it?',
    sections: ['37 CFR 1.321'],
    fact: /commonly owned|common ownership|enforceable only/i,
  },

  // --- Inventors and the declaration ---
  {
    q:
      "We filed without the inventors' signed declarations because one of them was travelling. How long can those " +
      'wait?',
    sections: ['35 U.S.C. 115', '37 CFR 1.53'],
    fact: /issue fee|condition for allowance/i,
  },
  {
    q:
      'A co-inventor left the company on bad terms and refuses to sign the inventor declaration. Can we go ahead ' +
      'without his signature?',
    sections: ['35 U.S.C. 115', '37 CFR 1.64'],
    fact: /substitute statement/i,
  },
  {
    q: 'My father came up with a garden tool and passed away before we filed. Can the family still apply for the patent?',
    sections: ['35 U.S.C. 117', '37 CFR 1.43'],
    fact: /legal representative/i,
  },
  {
    q:
      "After the patent was granted we realised a colleague who contributed to claim 3 wasn't named. Can that be " +
      'fixed?',
    sections: ['35 U.S.C. 256', '37 CFR 1.324'],
    fact: /certificate correcting|certificate of correction/i,
  },
  {
    q:
      'Two of us developed the idea in different cities and never met in person, and one only worked on one part. ' +
      'Do we both count as inventors?',
    sections: ['35 U.S.C. 116', 'MPEP 2109.01'],
    fact: /physically together|at the same time|same type or amount|every claim/i,
  },
  {
    q:
      'My co-inventor and I jointly own the patent. He has started licensing it to a company without asking me. ' +
      'Can he do that?',
    sections: ['35 U.S.C. 262'],
    fact: /without the consent of|without accounting/i,
  },

  // --- Claims and what can be patented ---
  {
    q: "My claim recites 'means for fastening the lid'. Does that cover every possible way of fastening a lid?",
    sections: ['35 U.S.C. 112', 'MPEP 2181'],
    fact: /corresponding structure/i,
  },
  {
    q: "The examiner says 'substantially flat' in my claim is unclear. What standard do the claims have to meet?",
    sections: ['35 U.S.C. 112', 'MPEP 2173.05(b)'],
    fact: /particularly point|distinctly claim|reasonable certainty/i,
  },
  {
    q: 'Can I patent an app feature that recommends recipes, or is software off-limits?',
    sections: ['35 U.S.C. 101', 'MPEP 2106'],
    fact: /abstract idea/i,
  },
  {
    q: 'We designed a distinctive loading icon for our app. Can that be protected with a design patent?',
    sections: ['MPEP 1504.01(a)', '35 U.S.C. 171'],
    fact: /computer-generated icon|article of manufacture/i,
  },

  // --- After grant ---
  {
    q: 'Someone has been making my patented widget for nine years. If I sue now, how far back can I collect?',
    sections: ['35 U.S.C. 286'],
    fact: /six years|6 years/i,
  },
  {
    q:
      'Do I have to stamp the patent number on the product itself, or is a web page listing our patents good ' +
      'enough?',
    sections: ['35 U.S.C. 287'],
    fact: /internet|virtual/i,
  },
  {
    q:
      'A patent being asserted against us is anticipated by an old Japanese publication. Can we ask the patent ' +
      'office to look at it again without going to court?',
    sections: ['35 U.S.C. 302', '35 U.S.C. 311', '37 CFR 1.510'],
    fact: /reexamination|inter partes review/i,
  },
  {
    q: "We're a US team and want to file first in China because it's cheaper. Is that allowed?",
    sections: ['35 U.S.C. 184', '37 CFR 5.11'],
    fact: /license/i,
  },
  {
    q:
      "The printed patent misspells our company name and has a typo in claim 7 that wasn't in what we filed. How do " +
      'we get it fixed?',
    sections: ['35 U.S.C. 254', '37 CFR 1.322'],
    fact: /certificate of correction/i,
  },
  {
    q:
      'The patent office took almost three years to send us the first examination letter. Do we get that time ' +
      "added to the patent's life?",
    sections: ['35 U.S.C. 154', '37 CFR 1.702'],
    fact: /14 months|fourteen months/i,
  },
  {
    q:
      'A company says it has been using the process I just patented in its own plant, secretly, for years before I ' +
      'filed. Can it keep going?',
    sections: ['35 U.S.C. 273'],
    fact: /at least (?:1|one) year before/i,
  },
];

export const HELD_OUT_M_RECORDS: RecordQuestion[] = [
  // US 7473832 B2: assignee Wanne, Inc. (Bellingham, WA).
  { q: 'Who owns US 7,473,832, the saxophone mouthpiece one?', patent: '7473832', fact: /Wanne/i },
  // US 8418590 B2: assignee Black & Decker Inc. (Newark, DE).
  { q: "Who's the assignee on patent 8,418,590?", patent: '8418590', fact: /Black (?:&|and) Decker/i },
  // US 7863991 B1: assignee Pico Semiconductor, Inc. (Los Altos, CA).
  { q: 'Which company holds U.S. Patent No. 7,863,991?', patent: '7863991', fact: /Pico Semiconductor/i },
  // US 8419496 B1: filed 2010-03-18, term extension 359 days, no related documents or disclaimer:
  // 2030-03-18 + 359 days = 2031-03-12.
  {
    q: 'When does US8419496 run out? I think it got some extra term.',
    patent: '8419496',
    fact: onDate('2031-03-12'),
    sections: ['35 U.S.C. 154'],
  },
  // US 7472652 B1: filed 2006-08-14, no term extension, no related documents: 20 years = 2026-08-14.
  {
    q: 'Is US7472652 still in force, or when did it expire?',
    patent: '7472652',
    fact: onDate('2026-08-14'),
    sections: ['35 U.S.C. 154'],
  },
  // US 7473056 B2: filed 2005-10-20, term extension 210 days, only its own pre-grant publication as related
  // document: 2025-10-20 + 210 days = 2026-05-18.
  {
    q: 'When does the spade bit patent US 7,473,056 expire?',
    patent: '7473056',
    fact: onDate('2026-05-18'),
    sections: ['35 U.S.C. 154'],
  },
  // US 7861705 B2, claim 1: "An expandable vertical food cooker, comprising: ...".
  { q: "What's the first claim of US7861705 about?", patent: '7861705', fact: /vertical food cooker/i },
  // US 7474097 B2, claim 1: "A method of magnetic resonance imaging, comprising: generating an inversion pulse ...".
  {
    q: 'Can you sum up claim 1 of U.S. 7,474,097 for me?',
    patent: '7474097',
    fact: /magnetic resonance imaging|inversion pulse/i,
  },
  // US 8419845 B2: sole inventor Tony Lin; no assignee.
  { q: 'Who invented US 8,419,845?', patent: '8419845', fact: /Tony Lin|Lin,? Tony/i },
  // US 7861515 B2: application 11/777,902 filed 2007-07-13.
  { q: 'When was the application for US 7,861,515 filed?', patent: '7861515', fact: onDate('2007-07-13') },
];
