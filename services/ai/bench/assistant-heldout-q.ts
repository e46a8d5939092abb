/**
 * Set Q for `npm run bench:assistant` (issue 25): a blind held-out set, reported and not a gate, totals only: questions
 * in plain, non-lawyer wording, the twin of tuning set P, showing whether tuning on P carries over to questions not
 * seen. Do not open it while working on the assistant; its misses are not printed.
 *
 * How it was written (2026-11-30): without opening the assistant's code (services/ai/src), the web app or any other
 * question set (only the harness, assistant.bench.ts, lines 1–40 of assistant-questions.ts with the
 * `ProceduralQuestion` interface, the header comment and first three entries of assistant-heldout-n.ts for the format,
 * question-dates.ts, and the `RecordQuestion` type of assistant-heldout-k.ts were read). Every question is worded as an
 * inventor, founder, small-business owner or first-time applicant would type it: plain words, no section numbers, few
 * terms of art, some informal ("can I still patent it", "do I need a lawyer") and some with a date to compute from.
 * The sections answering each were then looked up in the legal texts of the shared data folder (legal/*.jsonl:
 * 35 U.S.C. of about 2022, 37 CFR and MPEP chapters 200/600/1500/1800/2700 of March 2014, MPEP 700/2100 of
 * R-07.2022; no MPEP chapter 300, 800, 1200, 1400 or 2500 is present, so those topics cite the statute and rules),
 * and the key fact, or for a computed date the words of the rule it is computed from, was checked to occur in one of
 * them, every listed section to exist.
 * Sets P and Q were drafted as one pool of 90 procedural and 20 grant questions in topic order (filing, grace period
 * and public disclosure, deadlines and extensions, fees and entity status, continuations, foreign filing and PCT,
 * design, IDS, rejections and replies, appeals, RCE, reissue and corrections, term and maintenance, restriction,
 * subject matter, novelty/obviousness, inventorship, ownership; then grants: owner, inventor, expiry, claim 2); each
 * question went to P or Q by strict alternation in that order (first to P), never by difficulty, so the two sets
 * share no question and cover the same topics.
 *
 * Computed dates: the period runs from the date in the question (months and years to the same day number), and a
 * last day falling on a Saturday, Sunday or federal holiday moves to the next business day (35 U.S.C. 21(b),
 * 37 CFR 1.7(a)); no holiday falls on a computed day. A patent's expiry is not moved. Each computation is noted
 * beside its question.
 *
 * Grant questions: facts read from the full-text XML slices ipg090106, ipg110104 and ipg130416 (slices not named in
 * set N's header) and checked in derived/uspto_grants_from_xml.jsonl; an expiry is 20 years from the US filing date
 * (the international filing date for a national stage) plus the days of us-term-extension, on grants with no parent
 * application and no terminal disclaimer (35 U.S.C. 154(a)(2), (b)).
 */
import type { ProceduralQuestion } from './assistant-questions.js';
import type { RecordQuestion } from './assistant-heldout-k.js';
import { dateOr, onDate } from './question-dates.js';

export const HELD_OUT_Q: ProceduralQuestion[] = [
  // filing: provisional and non-provisional
  {
    // 10 Jun 2026 + 12 months = Thu 10 Jun 2027, a business day.
    q: 'I filed a provisional for my bike lock on June 10, 2026. When do I have to file the real application so I keep that date?',
    sections: ['35 U.S.C. 119', '37 CFR 1.78', '35 U.S.C. 111'],
    fact: dateOr('2027-06-10', '12 months from|twelve months from'),
    rule: /12 months/i,
  },
  {
    q: 'Instead of filing a whole new application, can my provisional be turned into a regular one, and until when?',
    sections: ['35 U.S.C. 111', '37 CFR 1.53'],
    fact: /12 months|twelve months/i,
  },
  {
    q: 'do I need a lawyer to file a patent or can I do it myself?',
    sections: ['37 CFR 1.31', '37 CFR 1.33', '37 CFR 1.32'],
    fact: /own case|prosecute/i,
  },
  // grace period and public disclosure
  {
    // 3 Mar 2026 + 1 year = Wed 3 Mar 2027, a business day.
    q: 'I showed and sold my gadget at a trade show on March 3, 2026. What is the last day I can still file for a US patent?',
    sections: ['35 U.S.C. 102', 'MPEP 2152', 'MPEP 2153'],
    fact: dateOr('2027-03-03', '1 year|one year'),
    rule: /1 year/i,
  },
  {
    q: "I've been selling my product online for about 18 months and never filed anything. Is it too late to get a patent?",
    sections: ['35 U.S.C. 102', 'MPEP 2152', 'MPEP 2153', 'MPEP 2152.02(d)'],
    fact: /1 year|one year/i,
  },
  {
    q: 'My only sales so far were to customers in Canada. Do sales outside the US count against my patent?',
    sections: ['MPEP 2152.02(d)', 'MPEP 2152', 'MPEP 2151', '35 U.S.C. 102'],
    fact: /geographic/i,
  },
  // deadlines and extensions
  {
    q: 'what happens if I miss the deadline to answer the examiner?',
    sections: ['35 U.S.C. 133', '37 CFR 1.135', 'MPEP 711'],
    fact: /abandon/i,
  },
  {
    q: 'What is the absolute longest I can take to reply to the patent office, even with extensions?',
    sections: ['35 U.S.C. 133', '37 CFR 1.134', '37 CFR 1.136', 'MPEP 710.02(e)'],
    fact: /six months|6 months/i,
  },
  {
    q: 'My deadline from the patent office lands on a Sunday. Do I have to get it in by Friday?',
    sections: ['35 U.S.C. 21', '37 CFR 1.7', 'MPEP 710.05'],
    fact: /next succeeding|next business day|following business day|Monday/i,
  },
  // fees, small and micro entity
  {
    q: 'What is a micro entity and how much cheaper are the fees for one?',
    sections: ['35 U.S.C. 123', '37 CFR 1.29', '35 U.S.C. 41'],
    fact: /75 percent|75%|80 percent|80%/i,
  },
  {
    q: 'Do I have to send paperwork proving my company is small enough for the discount, or do I just say so?',
    sections: ['37 CFR 1.27'],
    fact: /assertion|assert/i,
  },
  // continuations
  {
    q: 'I came up with improvements after I filed. Can I just add them to my pending application?',
    sections: ['35 U.S.C. 132', '37 CFR 1.121', 'MPEP 2163.06', 'MPEP 201.08'],
    fact: /new matter/i,
  },
  {
    q: "What's the difference between a continuation and a continuation-in-part, in plain English?",
    sections: ['MPEP 201.08', 'MPEP 201.07', '35 U.S.C. 120'],
    fact: /matter not disclosed|new matter/i,
  },
  {
    q: 'How and by when do I tell the patent office my new application continues my old one?',
    sections: ['37 CFR 1.78', '35 U.S.C. 120', 'MPEP 211.02'],
    fact: /4 months|four months|16 months|sixteen months/i,
  },
  // foreign filing and PCT
  {
    q: 'What does an international (PCT) application buy me, and how long can I wait before filing in each country?',
    sections: ['35 U.S.C. 371', '37 CFR 1.495', 'MPEP 1893.01'],
    fact: /30 months|thirty months/i,
  },
  {
    q: 'I invented my product here in the US. Am I allowed to file in China first, before filing in the US?',
    sections: ['35 U.S.C. 184', '37 CFR 5.11', '37 CFR 5.12'],
    fact: /license/i,
  },
  {
    q: 'Can I file my international PCT application with the US patent office, and in what language?',
    sections: ['35 U.S.C. 361', '37 CFR 1.412', 'MPEP 1805'],
    fact: /English/i,
  },
  // design patents
  {
    q: 'do I have to pay maintenance fees on a design patent?',
    sections: ['37 CFR 1.362', '35 U.S.C. 41', 'MPEP 1502.01'],
    fact: /not required|no maintenance/i,
  },
  {
    q: 'I filed my design in Europe first. How long do I have to file the US design and keep that date?',
    sections: ['35 U.S.C. 172', 'MPEP 1504.10', '37 CFR 1.55'],
    fact: /six months|6 months/i,
  },
  // information disclosure statements
  {
    q: 'Do I have to tell the patent office about similar products and patents I found online?',
    sections: ['37 CFR 1.56', '37 CFR 1.97'],
    fact: /duty of candor|duty to disclose|material to patentability/i,
  },
  {
    q: 'Do I need to send the patent office copies of the US patents I list, or just the numbers?',
    sections: ['37 CFR 1.98', 'MPEP 609.04(a)'],
    fact: /other than U\.S\. patents|not required|need not|do not need/i,
  },
  // rejections and replies
  {
    q: 'The examiner rejected all my claims. What has to be in my answer for it to count?',
    sections: ['37 CFR 1.111', 'MPEP 714.02', '37 CFR 1.113'],
    fact: /every ground|each ground|distinctly and specifically point/i,
  },
  {
    q: 'Can I just talk to the examiner on the phone instead of writing back and forth?',
    sections: ['MPEP 713', 'MPEP 713.01', '37 CFR 1.133'],
    fact: /interview/i,
  },
  {
    q: 'When I change the wording of my claims, how do I show the patent office what I changed?',
    sections: ['37 CFR 1.121', 'MPEP 714'],
    fact: /underlin|strike-through|strikethrough/i,
  },
  // appeals
  {
    // Mailed Tue 2 Feb 2027 + 3 months = Sun 2 May 2027 → Mon 3 May 2027 (37 CFR 1.7(a)).
    q: 'I got a final rejection dated February 2, 2027 with the normal 3 months. By what day do I have to file my appeal if I do not pay for extra time?',
    sections: ['37 CFR 41.31', '37 CFR 1.7', '35 U.S.C. 21', '37 CFR 1.134'],
    fact: onDate('2027-05-03'),
    rule: /Saturday, Sunday/i,
  },
  {
    q: 'Can I ask for a hearing in person for my appeal, and when do I have to ask?',
    sections: ['37 CFR 41.47'],
    fact: /two months|2 months/i,
  },
  // request for continued examination
  {
    q: 'My rejection is final but I want the examiner to take another look with new arguments, without appealing. How?',
    sections: ['37 CFR 1.114', 'MPEP 706.07(h)', '35 U.S.C. 132'],
    fact: /continued examination/i,
  },
  {
    q: 'If I ask the examiner to keep examining, do I have to send something new or is paying the fee enough?',
    sections: ['37 CFR 1.114', 'MPEP 706.07(h)'],
    fact: /submission/i,
  },
  // reissue and corrections
  {
    q: 'My patent was granted a year ago and I realized my claims are too narrow. Can I make them broader, and is there a time limit?',
    sections: ['35 U.S.C. 251', '37 CFR 1.175'],
    fact: /two years|2 years/i,
  },
  {
    q: 'If I reissue my patent to fix it, do I get extra years of protection?',
    sections: ['35 U.S.C. 251', '37 CFR 1.176'],
    fact: /unexpired (part of the )?term/i,
  },
  // term and maintenance
  {
    q: 'how long does my patent last?',
    sections: ['35 U.S.C. 154', 'MPEP 2701'],
    fact: /20 years|twenty years/i,
  },
  {
    q: 'The patent office took forever to examine my application. Do I get that lost time added back to my patent?',
    sections: ['35 U.S.C. 154', '37 CFR 1.702', 'MPEP 2731'],
    fact: /14 months|fourteen months|3 years|three years/i,
  },
  {
    // Granted Tue 4 Aug 2026: the first fee is due 3.5 years after grant, Mon 4 Feb 2030 (37 CFR 1.362(d)).
    q: 'My patent was granted on August 4, 2026. When is my first maintenance fee due?',
    sections: ['37 CFR 1.362', '35 U.S.C. 41'],
    fact: dateOr('2030-02-04', '3 years and 6 months|3\\.5 years|three and one-half years'),
    rule: /3 years and 6 months|3\.5 years|three and one-half years|3 1\/2 years/i,
  },
  {
    q: 'My drug patent lost years waiting for FDA approval. Can the patent be extended, and by how much?',
    sections: ['35 U.S.C. 156', '37 CFR 1.775', 'MPEP 2750', '37 CFR 1.740'],
    fact: /five years|5 years/i,
  },
  // restriction
  {
    q: 'If I pick one invention like the examiner asked, can I still get a patent on the others later?',
    sections: ['35 U.S.C. 121', 'MPEP 201.06'],
    fact: /divisional/i,
  },
  {
    q: "What happens to the claims I didn't pick when the examiner made me choose?",
    sections: ['37 CFR 1.142'],
    fact: /withdrawn from (further )?consideration/i,
  },
  // what can be patented
  {
    q: 'Can I patent my app idea or my way of doing business?',
    sections: ['MPEP 2106', 'MPEP 2106.04', '35 U.S.C. 101'],
    fact: /abstract idea/i,
  },
  {
    q: 'Can I patent a math formula or an algorithm I came up with?',
    sections: ['MPEP 2106.04(a)(2)', 'MPEP 2106.04(a)', 'MPEP 2106'],
    fact: /mathematical concept|abstract idea/i,
  },
  // novelty and obviousness basics
  {
    q: 'My invention just combines two things that already exist. Can I still patent it?',
    sections: ['35 U.S.C. 103', 'MPEP 2141', 'MPEP 2143'],
    fact: /obvious/i,
  },
  {
    q: 'I found an old magazine article from Japan that describes basically my idea. Does an article count against me, even a foreign one?',
    sections: ['35 U.S.C. 102', 'MPEP 2152.02(b)', 'MPEP 2152.02'],
    fact: /printed publication/i,
  },
  // inventorship
  {
    q: 'My business partner paid for everything but did not come up with the idea. Is he an inventor?',
    sections: ['MPEP 2137.01', 'MPEP 2138.04', '35 U.S.C. 100'],
    fact: /conception/i,
  },
  {
    q: 'Can my company be named as the inventor instead of me?',
    sections: ['35 U.S.C. 100', 'MPEP 2137.01', '35 U.S.C. 115'],
    fact: /individual|natural person/i,
  },
  {
    q: 'One of our inventors quit and refuses to sign the inventor declaration. Can we still file?',
    sections: ['35 U.S.C. 115', '37 CFR 1.64', 'MPEP 602.01'],
    fact: /substitute statement/i,
  },
  // ownership and assignment
  {
    q: 'Does transferring a patent to my company have to be in writing?',
    sections: ['35 U.S.C. 261', '37 CFR 3.1'],
    fact: /in writing/i,
  },
  {
    q: 'My co-inventor and I both own the patent. Can he license it to someone without asking me?',
    sections: ['35 U.S.C. 262'],
    fact: /without the consent/i,
  },
];

export const HELD_OUT_Q_RECORDS: RecordQuestion[] = [
  // who owns it
  {
    // ipg090106: assignee Wanne, Inc.
    q: 'Which company owns US patent 7,473,832 on the saxophone mouthpiece?',
    patent: '7473832',
    fact: /Wanne/i,
  },
  {
    // ipg090106: assignee LG Electronics Inc.
    q: 'I want to license the ice maker patent US 7472552. Who do I need to talk to, who owns it?',
    patent: '7472552',
    fact: /LG Electronics/i,
  },
  // who invented it
  {
    // ipg110104: inventor William C. Hulsey, no assignee.
    q: 'Who invented the food smoker in patent 7861705?',
    patent: '7861705',
    fact: /Hulsey/i,
  },
  {
    // ipg090106: inventors Carl T. Anderson, David A. Zamora, no assignee.
    q: 'Who came up with the golf putter in patent 7,473,185?',
    patent: '7473185',
    fact: /Zamora/i,
  },
  // when does it expire (20 years from the US filing date plus the PTA days of us-term-extension, 35 U.S.C. 154)
  {
    // ipg090106: filed 20 Oct 2005, no parent application, 210 days PTA → 18 May 2026.
    q: 'When did the spade bit patent 7473056 run out?',
    patent: '7473056',
    fact: onDate('2026-05-18'),
    sections: ['35 U.S.C. 154', 'MPEP 2701'],
  },
  {
    // ipg110104: filed 25 Mar 2008, no parent application, 12 days PTA → 6 Apr 2028.
    q: 'Until what date is US 7862757 (the leather ball method) protected?',
    patent: '7862757',
    fact: onDate('2028-04-06'),
    sections: ['35 U.S.C. 154', 'MPEP 2701'],
  },
  {
    // ipg110104: filed 20 Feb 2006, no parent application, no PTA → 20 Feb 2026.
    q: 'Is patent 7863256 still in force or has it already expired?',
    patent: '7863256',
    fact: onDate('2026-02-20'),
    sections: ['35 U.S.C. 154', 'MPEP 2701'],
  },
  // what does claim 2 say
  {
    // ipg110104: claim 2 "… said housing is provided with a space substantially in the form of a box …".
    q: 'What does the second claim of patent 7862345 say?',
    patent: '7862345',
    fact: /space substantially in the form of a box/i,
  },
  {
    // ipg110104: claim 2 "… a side surface of the electrode pad contacts an inner side surface of the opening …".
    q: 'What is claim 2 in US patent 7,863,599?',
    patent: '7863599',
    fact: /electrode pad contacts an inner side surface of the opening/i,
  },
  {
    // ipg090106: claim 2 "The composition of claim 1, wherein the silicon particles are crystalline."
    q: 'what does claim 2 of 7473443 say exactly?',
    patent: '7473443',
    fact: /silicon particles are crystalline/i,
  },
];
