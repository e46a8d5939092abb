/**
 * Set R for `npm run bench:assistant` (issue 25): a tuning set, reported and not a gate, its misses printed (of the
 * procedural questions and of the grant questions), to be tuned on from 2026-11-30. Its twin, set S, is blind.
 *
 * How it was written (2026-11-30): without opening the assistant's code (services/ai/src), the web app or any other
 * question set (only the harness, assistant.bench.ts, lines 1–40 of assistant-questions.ts with the
 * `ProceduralQuestion` interface, the header comment and opening entries of assistant-heldout-p.ts for the format,
 * question-dates.ts, the `RecordQuestion` type of assistant-heldout-k.ts, and the grant slice names in the headers of
 * sets B–I, M, N and P were read). The questions were written first, in three kinds of wording: half as inventors,
 * founders and small-business owners type (plain words, a situation, a date, informal), a quarter as a patent
 * attorney or paralegal types (terse, abbreviations, rule numbers), a quarter as ordinary clear questions. The
 * sections answering each were then looked up in the legal texts of the shared data folder (legal/*.jsonl:
 * 35 U.S.C. of about 2022, 37 CFR and MPEP chapters 200/600/1500/1800/2700 of March 2014, MPEP 700/2100 of
 * R-07.2022; no MPEP chapter 1200, 1400, 2200 or 2500 is present, so appeals, reissue, corrections, reexamination
 * and maintenance fees cite the statute and rules), and the key fact, or for a computed date the words of the rule
 * it is computed from, was checked to occur in one of them, every listed section to exist.
 * Sets R and S were drafted as one pool of 90 procedural and 16 grant questions in topic order (filing and
 * provisionals, grace period and disclosure, deadlines, extensions, abandonment and revival, fees and entity status,
 * continuations/CIP/divisionals, foreign filing and PCT, design, IDS and candor, rejections (101, 102, 103, 112) and
 * replies, final rejection, RCE, appeal, interviews, restriction, reissue, certificates of correction, reexamination
 * and PTAB trials, term, PTA, PTE, terminal disclaimers, maintenance fees, marking, inventorship, assignment and
 * ownership, provisional rights, infringement remedies; then grants: owner, inventor, filing date, claim N, expiry).
 * The wording kinds follow the cycle plain, plain, terse, terse, clear, clear, plain, plain through the pool, so
 * strict alternation gives each set the same mix. Each question went to R or S by that alternation (first to R),
 * never by difficulty, so the two sets share no question and cover the same topics.
 *
 * Computed dates: the period runs from the date in the question (months and years to the same day number), and a
 * last day falling on a Saturday, Sunday or federal holiday moves to the next business day (35 U.S.C. 21(b),
 * 37 CFR 1.7(a)). A patent's expiry is not moved. Each computation is noted beside its question.
 *
 * Grant questions: facts read from the full-text XML of grants outside the PatentsView ipgxml slices named in
 * earlier sets' headers (ipg050104 to ipg130416): the ipg100824-hyphenated sample, the USPTO PatentPublicData
 * xml2004/xml2006/xml2014 samples, the go-uspto test grants and the uspto-odp test grant, each checked in
 * derived/uspto_grants_from_xml.jsonl; an expiry is 20 years from the US filing date plus the days of
 * us-term-extension, on grants with no parent application and no terminal disclaimer (35 U.S.C. 154(a)(2), (b)).
 */
import type { ProceduralQuestion } from './assistant-questions.js';
import type { RecordQuestion } from './assistant-heldout-k.js';
import { onDate } from './question-dates.js';

export const HELD_OUT_R: ProceduralQuestion[] = [
  // filing and provisionals
  {
    // Filed Tue 3 Mar 2026 + 12 months = Wed 3 Mar 2027 (35 U.S.C. 119(e)(1)).
    q: "I filed a provisional patent on March 3, 2026. what's the last day I can file the full application and still keep that date?",
    sections: ['35 U.S.C. 119', '37 CFR 1.78', 'MPEP 211.01'],
    fact: onDate('2027-03-03'),
    rule: /12 months|twelve months/i,
  },
  {
    q: 'Prov. → nonprov. conversion under 1.53(c)(3): latest date to request?',
    sections: ['37 CFR 1.53', 'MPEP 201.04'],
    fact: /twelve months|12 months/i,
  },
  {
    q: 'Can a patent application be filed in a language other than English?',
    sections: ['37 CFR 1.52', 'MPEP 608.01', '35 U.S.C. 111'],
    fact: /translation/i,
  },
  // grace period and disclosure
  {
    // Shown Tue 12 May 2026 + 1 year = Wed 12 May 2027 (35 U.S.C. 102(b)(1)).
    q: "I showed my gadget at a trade fair on May 12, 2026. what's the last day I can file for a US patent?",
    sections: ['35 U.S.C. 102', 'MPEP 2153.01', 'MPEP 2153'],
    fact: onDate('2027-05-12'),
    rule: /1 year or less/i,
  },
  {
    q: 'someone told me the US gives you a grace period after you show your invention in public. how long is it exactly?',
    sections: ['35 U.S.C. 102', 'MPEP 2153.01'],
    fact: /1 year|one year/i,
  },
  // deadlines
  {
    q: 'Max statutory period for reply to OA?',
    sections: ['35 U.S.C. 133', '37 CFR 1.134', 'MPEP 710.01'],
    fact: /six months|6 months/i,
  },
  // extensions
  {
    q: 'How long can the period for reply to an Office action be extended by paying an extension fee?',
    sections: ['37 CFR 1.136', 'MPEP 710.02(e)'],
    fact: /five months|5 months/i,
  },
  {
    q: "what if I need more time to answer but the quick paid extension isn't allowed in my case? what do I have to show?",
    sections: ['37 CFR 1.136', 'MPEP 710.02(e)'],
    fact: /sufficient cause/i,
  },
  // abandonment and revival
  {
    q: 'what do I need to send in to get my abandoned patent application revived?',
    sections: ['37 CFR 1.137', 'MPEP 711.03(c)'],
    fact: /entire delay|required reply|petition fee/i,
  },
  {
    q: 'Abandoned for failure to reply — revival available?',
    sections: ['37 CFR 1.137', 'MPEP 711.03(c)', '35 U.S.C. 27'],
    fact: /unintentional/i,
  },
  // fees and entity status
  {
    q: 'Can a small company that has licensed its invention to a large company still claim small entity status?',
    sections: ['37 CFR 1.27'],
    fact: /has not assigned|no obligation|not (been )?(assigned|licensed)/i,
  },
  {
    q: "we paid small entity fees by mistake even though we weren't eligible. how do we fix it?",
    sections: ['37 CFR 1.28'],
    fact: /deficiency/i,
  },
  // continuations, CIP and divisionals
  {
    q: "what's a continuation-in-part? is it just an updated version of my application?",
    sections: ['MPEP 201.08', '37 CFR 1.78'],
    fact: /not disclosed|new matter|adding matter/i,
  },
  {
    q: 'Adding improvements post-filing — permitted by amendment?',
    sections: ['35 U.S.C. 132', 'MPEP 2163.06', 'MPEP 201.08', 'MPEP 608.04'],
    fact: /new matter/i,
  },
  // foreign filing and PCT
  {
    q: 'When does the national stage of a PCT application have to be entered in the United States?',
    sections: ['37 CFR 1.495', 'MPEP 1893.01', '35 U.S.C. 371'],
    fact: /30 months|thirty months/i,
  },
  {
    q: 'when does my PCT application get published for everyone to see?',
    sections: ['MPEP 1857', '35 U.S.C. 122'],
    fact: /18 months|eighteen months/i,
  },
  // design
  {
    q: 'I designed a really cool looking water bottle. can I patent just how it looks?',
    sections: ['35 U.S.C. 171', 'MPEP 1502', 'MPEP 1502.01'],
    fact: /ornamental/i,
  },
  {
    q: 'Design app — foreign priority period?',
    sections: ['37 CFR 1.55', '35 U.S.C. 172', 'MPEP 1504.10'],
    fact: /six months|6 months/i,
  },
  // IDS and duty of candor
  {
    q: 'Who has a duty to disclose information material to patentability to the USPTO?',
    sections: ['37 CFR 1.56'],
    fact: /each inventor|attorney or agent/i,
  },
  {
    q: 'I know about an old patent that looks a lot like mine. do I have to tell the patent office about it?',
    sections: ['37 CFR 1.56', '37 CFR 1.97', 'MPEP 609'],
    fact: /duty of candor|duty to disclose/i,
  },
  // rejections and replies
  {
    q: 'the examiner says my software claims are an abstract idea but my app does something real and useful. does that matter?',
    sections: ['MPEP 2106.04(d)', 'MPEP 2106'],
    fact: /practical application/i,
  },
  {
    q: '112(b) indefiniteness — test?',
    sections: ['MPEP 2173', '35 U.S.C. 112'],
    fact: /reasonable certainty|particularly point/i,
  },
  {
    q: 'What does it mean when an examiner rejects a claim as directed to an abstract idea?',
    sections: ['35 U.S.C. 101', 'MPEP 2106.04', 'MPEP 2106'],
    fact: /judicial exception/i,
  },
  // final rejection
  {
    q: "I got a final rejection and answered within 2 months, but the examiner's response is slow. when does my time actually run out?",
    sections: ['MPEP 706.07(f)'],
    fact: /advisory action/i,
  },
  // RCE
  {
    q: 'after a final rejection can I pay to keep the examination going instead of appealing?',
    sections: ['37 CFR 1.114', 'MPEP 706.07(h)'],
    fact: /continued examination/i,
  },
  // appeal
  {
    // Notice Wed 17 Feb 2027 + 2 months = Sat 17 Apr 2027 → Mon 19 Apr 2027 (37 CFR 1.7(a)).
    q: 'Notice of appeal filed 2/17/2027 — appeal brief due?',
    sections: ['37 CFR 41.37', '37 CFR 1.7'],
    fact: onDate('2027-04-19'),
    rule: /two months/i,
  },
  {
    q: "How long does an appellant have to file a reply brief after the examiner's answer?",
    sections: ['37 CFR 41.41'],
    fact: /two months|2 months/i,
  },
  // interviews
  {
    q: 'I had a phone call with the examiner and we talked through the claims. do I need to write anything up afterwards?',
    sections: ['37 CFR 1.133', 'MPEP 713.04'],
    fact: /written statement/i,
  },
  // restriction
  {
    q: 'the examiner says I put too many inventions in one application and I have to pick one. can I argue with that?',
    sections: ['37 CFR 1.143', '37 CFR 1.144', '35 U.S.C. 121'],
    fact: /reconsideration|travers/i,
  },
  // reissue
  {
    q: 'Broadening reissue — time bar?',
    sections: ['35 U.S.C. 251', '37 CFR 1.175'],
    fact: /two years|2 years/i,
  },
  {
    q: 'Does a reissue patent get a new term?',
    sections: ['35 U.S.C. 251'],
    fact: /unexpired part of the term/i,
  },
  // certificates of correction
  {
    q: 'I made a typo in my own patent. can I fix it without redoing the whole patent?',
    sections: ['35 U.S.C. 255', '37 CFR 1.323'],
    fact: /certificate of correction|clerical or typographical|minor character/i,
  },
  // reexamination and PTAB trials
  {
    q: "can anybody ask the patent office to take a second look at someone's patent without going to court?",
    sections: ['35 U.S.C. 302', '37 CFR 1.510'],
    fact: /any person/i,
  },
  {
    q: 'IPR institution threshold?',
    sections: ['35 U.S.C. 314', '37 CFR 42.108'],
    fact: /reasonable likelihood/i,
  },
  // term
  {
    q: 'Does claiming priority to a foreign application shorten my US patent term?',
    sections: ['35 U.S.C. 154', 'MPEP 2701'],
    fact: /not be taken into account/i,
  },
  // patent term adjustment
  {
    q: 'my patent came out with a term adjustment I think is too short. how long do I have to ask them to fix it?',
    sections: ['37 CFR 1.705', 'MPEP 2734'],
    fact: /two months|2 months/i,
  },
  // patent term extension
  {
    q: 'how much extra time can I get on my patent for the years lost in FDA review?',
    sections: ['35 U.S.C. 156', '37 CFR 1.775'],
    fact: /five years|5 years/i,
  },
  // terminal disclaimers
  {
    q: 'Terminal disclaimer — common ownership provision?',
    sections: ['37 CFR 1.321'],
    fact: /commonly owned|enforceable only/i,
  },
  // maintenance fees
  {
    q: 'What happens if the first maintenance fee is not paid by the due date?',
    sections: ['35 U.S.C. 41', '37 CFR 1.362', '37 CFR 1.378'],
    fact: /grace period|surcharge|expire/i,
  },
  // marking
  {
    q: 'can I just put a website link on my product instead of the patent number?',
    sections: ['35 U.S.C. 287'],
    fact: /Internet/i,
  },
  // inventorship
  {
    q: "we left a co-inventor's name off our patent application by mistake. how do we add her?",
    sections: ['37 CFR 1.48'],
    fact: /application data sheet|request to correct/i,
  },
  // assignment and ownership
  {
    q: 'Assignment recordation — effect of not recording?',
    sections: ['35 U.S.C. 261', '37 CFR 3.11'],
    fact: /subsequent purchaser|three months|3 months|void/i,
  },
  {
    q: 'Does a patent assignment have to be in writing?',
    sections: ['35 U.S.C. 261'],
    fact: /instrument in writing/i,
  },
  // provisional rights
  {
    q: 'my application was published and someone started copying it before my patent issued. how long do I have to sue for that?',
    sections: ['35 U.S.C. 154'],
    fact: /6 years|six years/i,
  },
  // infringement remedies and damages
  {
    q: 'a big company is copying my patented product on purpose. can I get more than what I actually lost?',
    sections: ['35 U.S.C. 284'],
    fact: /three times|treble/i,
  },
];

export const HELD_OUT_R_RECORDS: RecordQuestion[] = [
  {
    // US 7,783,348 (ipg100824-hyphenated): assignee OrthoCor Medical, Inc.
    q: 'which company owns patent 7,783,348?',
    patent: '7783348',
    fact: /OrthoCor Medical/i,
  },
  {
    // US 8,927,118 (PatentPublicData xml2014 sample): assignee Idemitsu Kosan Co., Ltd.
    q: 'US 8,927,118 — assignee?',
    patent: '8927118',
    fact: /Idemitsu Kosan/i,
  },
  {
    // US 6,970,935 (PatentPublicData xml2004 sample): sole inventor Stephane H. Maes.
    q: 'Who is the inventor of US 6,970,935?',
    patent: '6970935',
    fact: /Maes/i,
  },
  {
    // US 6,857,133 (go-uspto v4-0-B2): sole inventor David V. Reynolds, no assignee.
    q: 'who actually invented the thing in patent 6857133?',
    patent: '6857133',
    fact: /Reynolds/i,
  },
  {
    // US 8,926,509 (PatentPublicData xml2014 sample): application 12/134,151 filed 2008-06-05.
    q: 'when did they file the application that turned into patent 8926509?',
    patent: '8926509',
    fact: onDate('2008-06-05'),
  },
  {
    // US 6,859,910 (PatentPublicData xml2004 sample): claim 2 adds "caching static content from the set of pages".
    q: 'US 6,859,910 cl. 2?',
    patent: '6859910',
    fact: /caching static content/i,
  },
  {
    // US 11,646,472 (uspto-odp testdata): claim 2 "wherein the lithium anode is lithium metal".
    q: 'What does claim 2 of US 11,646,472 say?',
    patent: '11646472',
    fact: /lithium anode is lithium metal/i,
  },
  {
    // US 9,358,892 (go-uspto v4-5-B1): filed 2014-12-02, no parent, no terminal disclaimer, PTA 28 days:
    // 2034-12-02 + 28 days = 2034-12-30.
    q: "my competitor's patent 9,358,892 — when does it run out so I can make the product?",
    patent: '9358892',
    fact: onDate('2034-12-30'),
    sections: ['35 U.S.C. 154'],
  },
];
