/**
 * Set P for `npm run bench:assistant` (issue 25): a tuning set, reported and not a gate, its misses printed: questions
 * in plain, non-lawyer wording (the known weakness: such questions pick the wrong topic), to be tuned on afterwards.
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

export const HELD_OUT_P: ProceduralQuestion[] = [
  // filing: provisional and non-provisional
  {
    q: 'do I have to write claims for a provisional patent application or can I just describe my invention?',
    sections: ['35 U.S.C. 111', '37 CFR 1.51', 'MPEP 201.04'],
    fact: /shall not be required|not required|no claims?\b|without claims/i,
  },
  {
    q: 'how long is a provisional application good for before it runs out?',
    sections: ['35 U.S.C. 111', '37 CFR 1.53', 'MPEP 201.04'],
    fact: /12 months|twelve months/i,
  },
  {
    q: 'What is the bare minimum I have to send the patent office to get a filing date for a regular application?',
    sections: ['35 U.S.C. 111', '37 CFR 1.53', 'MPEP 601.01(a)'],
    fact: /with or without claims/i,
  },
  {
    q: 'How many claims can I put in my application before I have to pay extra fees?',
    sections: ['35 U.S.C. 41', '37 CFR 1.16', 'MPEP 607'],
    fact: /in excess of 20|more than 20|over 20|20 (total )?claims/i,
  },
  // grace period and public disclosure
  {
    q: 'I posted a video of my invention on YouTube last month. can I still patent it?',
    sections: ['35 U.S.C. 102', 'MPEP 2153', 'MPEP 2152'],
    fact: /1 year|one year/i,
  },
  {
    q: 'A competitor saw my public demo and filed a patent on the same thing before I did. Does my earlier demo protect me?',
    sections: ['35 U.S.C. 102', 'MPEP 2153.02', 'MPEP 2154.02(c)', 'MPEP 2153'],
    fact: /publicly disclosed/i,
  },
  // deadlines and extensions
  {
    // Mailed Mon 7 Dec 2026 + 3 months = Sun 7 Mar 2027 → Mon 8 Mar 2027 (37 CFR 1.7(a)).
    q: 'The patent office sent me a letter rejecting my claims on December 7, 2026 and gave me 3 months to answer. What day is my answer due?',
    sections: ['37 CFR 1.7', '35 U.S.C. 21', 'MPEP 710.02(b)', '37 CFR 1.134'],
    fact: onDate('2027-03-08'),
    rule: /Saturday, Sunday/i,
  },
  {
    q: 'Can I pay to get more time to answer the examiner, and how much more can I get?',
    sections: ['37 CFR 1.136', 'MPEP 710.02(e)', '35 U.S.C. 41'],
    fact: /five months|5 months/i,
  },
  {
    q: 'My application got abandoned because I missed a reply by accident. Can I bring it back to life?',
    sections: ['37 CFR 1.137', 'MPEP 711.03(c)', '35 U.S.C. 41'],
    fact: /unintentional/i,
  },
  // fees, small and micro entity
  {
    q: "I'm a one-person startup. Do I get a discount on patent office fees?",
    sections: ['35 U.S.C. 41', '37 CFR 1.27', '35 U.S.C. 123'],
    fact: /50 percent|50%|half|60 percent|60%/i,
  },
  {
    q: 'How much money can I earn in a year and still qualify for the micro entity fees?',
    sections: ['35 U.S.C. 123', '37 CFR 1.29'],
    fact: /3 times|three times/i,
  },
  {
    q: 'I paid small entity fees but a big company just bought my startup. What do I have to do now?',
    sections: ['37 CFR 1.27', '37 CFR 1.28'],
    fact: /loss of entitlement/i,
  },
  // continuations
  {
    q: 'My patent is about to be granted but I want to keep going after other versions of my idea. Is there a deadline to file a follow-up application?',
    sections: ['35 U.S.C. 120', '37 CFR 1.78', 'MPEP 211.01(b)', 'MPEP 201.07'],
    fact: /before the patenting|copending|co-pending|still pending/i,
  },
  {
    q: 'If I file a continuation, does that new application get its own fresh 20 years?',
    sections: ['35 U.S.C. 154', 'MPEP 2701'],
    fact: /earliest/i,
  },
  // foreign filing and PCT
  {
    // 15 Apr 2026 + 12 months = Thu 15 Apr 2027, a business day.
    q: 'I filed my patent in Germany first on April 15, 2026. By what date must I file in the US to keep the German date?',
    sections: ['35 U.S.C. 119', '37 CFR 1.55', 'MPEP 213'],
    fact: dateOr('2027-04-15', '12 months|twelve months'),
    rule: /12 months|twelve months/i,
  },
  {
    // Priority Fri 8 May 2026 + 30 months = Wed 8 Nov 2028, a business day.
    q: 'My PCT application claims my US filing of May 8, 2026. When is the last day to start the US national stage?',
    sections: ['35 U.S.C. 371', '37 CFR 1.495', 'MPEP 1893.01(a)'],
    fact: dateOr('2028-11-08', '30 months|thirty months'),
    rule: /30 months|thirty months/i,
  },
  {
    q: 'After I file in the US, how long do I have to wait before I can file abroad without a special license?',
    sections: ['35 U.S.C. 184', '37 CFR 5.11'],
    fact: /six months|6 months/i,
  },
  // design patents
  {
    q: 'I designed a new shape for a water bottle. How long would a design patent protect it?',
    sections: ['35 U.S.C. 173', 'MPEP 1505'],
    fact: /15 years|fifteen years/i,
  },
  {
    q: 'Can I file a cheap provisional application for my product design?',
    sections: ['35 U.S.C. 172', '37 CFR 1.53'],
    fact: /shall not apply|not apply|may not be made|not (be )?(permitted|available|allowed)|cannot/i,
  },
  {
    q: 'Can I put several different designs in one design patent application?',
    sections: ['37 CFR 1.153', 'MPEP 1504.05', 'MPEP 1503.01'],
    fact: /single claim|one claim|only one/i,
  },
  // information disclosure statements
  {
    q: 'When should I send in the list of earlier patents and articles I know about so there is no extra fee?',
    sections: ['37 CFR 1.97', 'MPEP 609.04(b)', 'MPEP 609'],
    fact: /three months|3 months/i,
  },
  {
    q: 'I found an old patent after my application was allowed. Can I still tell the examiner about it?',
    sections: ['37 CFR 1.97', 'MPEP 609.04(b)', 'MPEP 609'],
    fact: /payment of the issue fee|issue fee/i,
  },
  // rejections and replies
  {
    q: 'The rejection letter says it is "final". Is my application dead now?',
    sections: ['37 CFR 1.113', '37 CFR 1.116', 'MPEP 706.07', 'MPEP 714.12'],
    fact: /appeal/i,
  },
  {
    q: 'The examiner says my idea is obvious from two old patents put together. What kind of evidence can help me argue back?',
    sections: ['MPEP 716.02', 'MPEP 2145', 'MPEP 2141', '37 CFR 1.132'],
    fact: /unexpected results|objective evidence|secondary considerations/i,
  },
  // appeals
  {
    q: 'I totally disagree with the examiner and the rejection is final. Can I go over his head?',
    sections: ['35 U.S.C. 134', '37 CFR 41.31'],
    fact: /Patent Trial and Appeal Board|PTAB|twice rejected/i,
  },
  {
    q: 'After I file my notice of appeal, how long do I have to send in the appeal brief?',
    sections: ['37 CFR 41.37'],
    fact: /two months|2 months/i,
  },
  {
    q: 'I lost at the patent appeal board. How long do I have to take it to court?',
    sections: ['37 CFR 90.3', '35 U.S.C. 142', '35 U.S.C. 141'],
    fact: /sixty-three|63 days|\(63\) days/i,
  },
  // request for continued examination
  {
    q: 'Can I still ask for continued examination after my application has been allowed?',
    sections: ['37 CFR 1.114', 'MPEP 706.07(h)'],
    fact: /payment of the issue fee|issue fee/i,
  },
  {
    q: 'can I ask for continued examination on my design patent application?',
    sections: ['37 CFR 1.114', 'MPEP 706.07(h)'],
    fact: /do not apply|not apply|not available|cannot/i,
  },
  // reissue and corrections
  {
    q: 'My patent came out with a typo that was the patent office’s fault. How do I get it fixed?',
    sections: ['35 U.S.C. 254', '37 CFR 1.322'],
    fact: /certificate of correction/i,
  },
  {
    q: 'I made a small mistake in my patent myself, not the office. Can I fix it without a full reissue?',
    sections: ['35 U.S.C. 255', '37 CFR 1.323'],
    fact: /certificate of correction/i,
  },
  // term and maintenance
  {
    // Filed 14 Sep 2021 + 20 years = 14 Sep 2041 (term is not moved to a business day).
    q: 'I filed my application on September 14, 2021 and it was granted this year with no extensions. When does my patent run out?',
    sections: ['35 U.S.C. 154', 'MPEP 2701'],
    fact: dateOr('2041-09-14', '20 years from'),
    rule: /20 years/i,
  },
  {
    q: 'Do I have to keep paying fees after my patent is granted to keep it alive?',
    sections: ['35 U.S.C. 41', '37 CFR 1.362', '37 CFR 1.20'],
    fact: /3 years and 6 months|3\.5 years|three and one-half years|3½ years/i,
  },
  {
    q: 'I forgot to pay my maintenance fee. is my patent gone?',
    sections: ['35 U.S.C. 41', '37 CFR 1.362', '37 CFR 1.378'],
    fact: /grace period|surcharge/i,
  },
  // restriction
  {
    q: 'The examiner says my application has more than one invention and I have to pick one. What do I do?',
    sections: ['37 CFR 1.143', '37 CFR 1.142', '35 U.S.C. 121'],
    fact: /elect/i,
  },
  {
    q: 'Can I push back on the examiner’s demand that I choose only one invention?',
    sections: ['37 CFR 1.143', '37 CFR 1.144'],
    fact: /reconsideration|travers/i,
  },
  // what can be patented
  {
    q: 'what kinds of things can you actually get a patent on?',
    sections: ['35 U.S.C. 101', 'MPEP 2106', 'MPEP 2106.03'],
    fact: /composition of matter/i,
  },
  {
    q: 'I found a bacteria in soil that cleans up oil. Can I patent the bacteria itself?',
    sections: ['MPEP 2106.04(b)', 'MPEP 2106.04', 'MPEP 2106'],
    fact: /product of nature|products of nature|natural phenomen|nature-based product/i,
  },
  {
    q: 'I bred a new kind of rose. Can I get a patent on the plant?',
    sections: ['35 U.S.C. 161', '37 CFR 1.161'],
    fact: /asexually reproduce/i,
  },
  // novelty and obviousness basics
  {
    q: 'My gadget is only a little different from an old patent. Is that enough to get my own patent?',
    sections: ['35 U.S.C. 103', 'MPEP 2141', 'MPEP 2141.03'],
    fact: /ordinary skill/i,
  },
  {
    q: 'What does the examiner need to show to say my invention is not new?',
    sections: ['MPEP 2131', '35 U.S.C. 102'],
    fact: /each and every element/i,
  },
  // inventorship
  {
    q: 'I forgot to put my co-inventor on the application. Can I add her now?',
    sections: ['37 CFR 1.48', '35 U.S.C. 116', 'MPEP 602.01(c)'],
    fact: /application data sheet|request to correct/i,
  },
  {
    q: 'Two of us worked on different parts of the invention. Do we both have to have helped with every claim to be co-inventors?',
    sections: ['35 U.S.C. 116', 'MPEP 2137.01'],
    fact: /every claim/i,
  },
  // ownership and assignment
  {
    q: 'I sold the rights to my patent to a company. Do we have to register that with the patent office, and by when?',
    sections: ['35 U.S.C. 261', '37 CFR 3.11'],
    fact: /three months|3 months/i,
  },
  {
    q: 'Can my company file the patent application instead of me, the inventor?',
    sections: ['35 U.S.C. 118', '37 CFR 1.46', 'MPEP 605.01'],
    fact: /assignee|assigned/i,
  },
];

export const HELD_OUT_P_RECORDS: RecordQuestion[] = [
  // who owns it
  {
    // ipg090106: assignee "The United States of America as represented by the Secretary of the Army".
    q: 'who owns patent 7472652, the demolition charge one?',
    patent: '7472652',
    fact: /Secretary of the Army/i,
  },
  {
    // ipg130416: assignees Samsung Electronics Co., Ltd. and Research and Business Foundation, Korea University.
    q: 'Who are the owners of patent number 8421615?',
    patent: '8421615',
    fact: /Korea University/i,
  },
  {
    // ipg130416: assignee Agency for Science, Technology and Research.
    q: 'who is the patent owner of 8,420,530?',
    patent: '8420530',
    fact: /Agency for Science, Technology and Research/i,
  },
  // who invented it
  {
    // ipg130416: inventors Brian K. Smith, James D. Sampica, Gary N. Prior, Tracy J. Barnidge.
    q: 'who are the inventors on US 8419496?',
    patent: '8419496',
    fact: /Sampica/i,
  },
  {
    // ipg110104: inventor Hsing-Chang Liu.
    q: 'Whose invention is patent number 7862231?',
    patent: '7862231',
    fact: /Hsing-Chang Liu/i,
  },
  // when does it expire (20 years from the US filing date plus the PTA days of us-term-extension, 35 U.S.C. 154)
  {
    // ipg110104: filed 6 Oct 2008, no related documents, 108 days PTA → 22 Jan 2029.
    q: 'how long does patent 7,863,991 last? when does it expire?',
    patent: '7863991',
    fact: onDate('2029-01-22'),
    sections: ['35 U.S.C. 154', 'MPEP 2701'],
  },
  {
    // ipg130416: filed 28 Apr 2010, no parent application, 323 days PTA → 17 Mar 2031.
    q: 'When does patent 8419064 expire?',
    patent: '8419064',
    fact: onDate('2031-03-17'),
    sections: ['35 U.S.C. 154', 'MPEP 2701'],
  },
  {
    // ipg130416: filed 23 Sep 2011, no parent application, no PTA → 23 Sep 2031.
    q: 'what year does the OLED display patent 8,421,353 end?',
    patent: '8421353',
    fact: /2031/,
    sections: ['35 U.S.C. 154', 'MPEP 2701'],
  },
  // what does claim 2 say
  {
    // ipg130416: claim 2 "… the first filter layer is a metal net, and the second filter layer is a cotton filter …".
    q: 'can you show me claim 2 of the air filter patent 8419845?',
    patent: '8419845',
    fact: /first filter layer is a metal net/i,
  },
  {
    // ipg130416: claim 2 "… the histamine is standardized by dividing the histamine by an amount of protein …".
    q: 'Tell me what claim number 2 of patent 8420054 covers.',
    patent: '8420054',
    fact: /dividing the histamine by an amount of protein/i,
  },
];
