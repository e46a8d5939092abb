/**
 * Set S for `npm run bench:assistant` (issue 25): a blind held-out set, reported and not a gate, totals only (its
 * misses, of the procedural questions and of the grant questions, are never printed). Its twin, set R, is the tuning
 * set: the two were written together and split by alternation, so S measures what tuning on R carried over.
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

export const HELD_OUT_S: ProceduralQuestion[] = [
  // filing and provisionals
  {
    q: 'will the patent office actually look at my provisional and tell me if my idea is patentable?',
    sections: ['MPEP 201.04', '37 CFR 1.53', '35 U.S.C. 111'],
    fact: /not be examined|not examined|no examination/i,
  },
  {
    q: "Inventor's oath/decl. — latest it can be filed?",
    sections: ['35 U.S.C. 115', '37 CFR 1.53', 'MPEP 602'],
    fact: /issue fee/i,
  },
  // grace period and disclosure
  {
    q: 'Does offering my product for sale before I file count as prior art against my own application?',
    sections: ['35 U.S.C. 102', 'MPEP 2152.02', 'MPEP 2153'],
    fact: /on sale|1 year|one year/i,
  },
  {
    q: 'my cofounder showed the prototype to two investors who signed an NDA. did that ruin our chance to patent it?',
    sections: ['MPEP 2152.02', '35 U.S.C. 102'],
    fact: /confidential/i,
  },
  // deadlines
  {
    // Mailed Thu 14 Jan 2027 + 3 months = Wed 14 Apr 2027.
    q: "the patent office mailed me a rejection on January 14, 2027 and gave me 3 months. what's the last day to answer without paying for more time?",
    sections: ['37 CFR 1.134', 'MPEP 710.02(b)', '37 CFR 1.136'],
    fact: onDate('2027-04-14'),
    rule: /3 MONTHS|three months/i,
  },
  {
    q: 'Reply due date falls on Sat — when due?',
    sections: ['35 U.S.C. 21', '37 CFR 1.7', 'MPEP 710.05'],
    fact: /next succeeding|next business day/i,
  },
  // extensions
  {
    // Due Wed 14 Apr 2027 + 2 months = Mon 14 Jun 2027 (37 CFR 1.136(a)).
    q: 'If my reply is due April 14, 2027, what is the new deadline with a two-month extension of time?',
    sections: ['37 CFR 1.136', 'MPEP 710.02(e)'],
    fact: onDate('2027-06-14'),
    rule: /extension of time/i,
  },
  // abandonment and revival
  {
    q: 'my application went abandoned because I missed a deadline by accident. what do I have to prove to bring it back?',
    sections: ['37 CFR 1.137', '35 U.S.C. 27', 'MPEP 711.03(c)'],
    fact: /unintentional/i,
  },
  {
    q: "what happens if I just don't answer the examiner in time?",
    sections: ['35 U.S.C. 133', '37 CFR 1.135', 'MPEP 711'],
    fact: /abandon/i,
  },
  // fees and entity status
  {
    q: 'Micro entity — gross income limit basis?',
    sections: ['37 CFR 1.29', '35 U.S.C. 123'],
    fact: /median household income|3 times|three times/i,
  },
  {
    q: 'we qualified as a small entity when we filed but got bought by a big company. when do we have to tell the patent office?',
    sections: ['37 CFR 1.27'],
    fact: /issue (and|or) maintenance fees|issue fee|maintenance fee/i,
  },
  // continuations, CIP and divisionals
  {
    q: 'I have a patent application pending. how late can I file a continuation and still keep the old date?',
    sections: ['35 U.S.C. 120', '37 CFR 1.78', 'MPEP 211.01(b)'],
    fact: /before the patenting or abandonment|copend/i,
  },
  {
    q: 'the examiner made me split my application in two. will the second one keep my original filing date?',
    sections: ['35 U.S.C. 121', 'MPEP 201.06', '35 U.S.C. 120'],
    fact: /benefit of the filing date|original application|same effect/i,
  },
  // foreign filing and PCT
  {
    // Foreign filing Thu 30 Apr 2026 + 12 months = Fri 30 Apr 2027 (35 U.S.C. 119(a)).
    q: 'Paris priority — foreign app filed 4/30/2026, last day to file US?',
    sections: ['35 U.S.C. 119', '37 CFR 1.55', 'MPEP 213.03'],
    fact: onDate('2027-04-30'),
    rule: /12 months|twelve months/i,
  },
  {
    q: 'Do I need permission before filing abroad for an invention made in the United States?',
    sections: ['35 U.S.C. 184', '37 CFR 5.11', 'MPEP 1832'],
    fact: /license/i,
  },
  {
    // Priority date Tue 10 Feb 2026 + 30 months = Thu 10 Aug 2028 (37 CFR 1.495(b)).
    q: 'I filed a PCT application on February 10, 2026 with nothing filed before it. when do I have to get into the US?',
    sections: ['37 CFR 1.495', 'MPEP 1893.01', '35 U.S.C. 371'],
    fact: onDate('2028-08-10'),
    rule: /30 months|thirty months/i,
  },
  // design
  {
    q: 'can my design patent application have a bunch of claims for different versions of my lamp?',
    sections: ['37 CFR 1.153', 'MPEP 1503.01'],
    fact: /more than one claim is neither required nor permitted|single claim|only one claim|one claim/i,
  },
  // IDS and duty of candor
  {
    q: 'IDS after 1st OA, before final — fee or stmt needed?',
    sections: ['37 CFR 1.97', 'MPEP 609.04(b)'],
    fact: /1\.17\(p\)|1\.97\(e\)/i,
  },
  {
    q: 'When can an information disclosure statement be filed without a fee or statement?',
    sections: ['37 CFR 1.97', 'MPEP 609.04(b)'],
    fact: /three months|3 months|first Office action/i,
  },
  // rejections and replies
  {
    q: 'the examiner says my invention is obvious from two old patents put together. how do I fight that?',
    sections: ['35 U.S.C. 103', 'MPEP 2145', 'MPEP 2141', 'MPEP 716.01(a)'],
    fact: /unexpected results|commercial success|secondary considerations|objective evidence/i,
  },
  {
    q: "the examiner says my patent application doesn't show I actually had the invention when I filed. what is that about?",
    sections: ['MPEP 2163', '35 U.S.C. 112'],
    fact: /possession/i,
  },
  {
    q: 'Reply to non-final OA — completeness reqs?',
    sections: ['37 CFR 1.111', 'MPEP 714.02'],
    fact: /every ground|specifically points? out/i,
  },
  // final rejection
  {
    q: 'Can claims be amended after a final rejection?',
    sections: ['37 CFR 1.116', 'MPEP 714.13', 'MPEP 706.07'],
    fact: /matter of right|not entitled|no right/i,
  },
  {
    q: "how come the examiner's second letter was already marked final? is that allowed?",
    sections: ['MPEP 706.07(a)'],
    fact: /new ground of rejection|necessitated/i,
  },
  // RCE
  {
    q: 'what do I have to send in with the request to keep my application going after final?',
    sections: ['37 CFR 1.114', 'MPEP 706.07(h)'],
    fact: /submission/i,
  },
  // appeal
  {
    q: 'Ex parte appeal — when ripe?',
    sections: ['35 U.S.C. 134', '37 CFR 41.31'],
    fact: /twice rejected|rejected twice/i,
  },
  // interviews
  {
    q: 'Can I have an interview with the examiner before the first Office action in a new application?',
    sections: ['MPEP 713.02', '37 CFR 1.133'],
    fact: /encouraged|advance prosecution|ordinarily granted/i,
  },
  // restriction
  {
    q: 'the examiner wants me to pick one of my inventions. what exactly do I have to do in my reply?',
    sections: ['37 CFR 1.143', '37 CFR 1.142'],
    fact: /elect/i,
  },
  {
    q: "if I file the inventions I didn't pick as a new application, can the examiner use my first patent against it?",
    sections: ['35 U.S.C. 121'],
    fact: /shall not be used as a reference|not be used as a reference/i,
  },
  // reissue
  {
    q: 'Reissue decl. — what must it state?',
    sections: ['37 CFR 1.175'],
    fact: /at least one error/i,
  },
  // certificates of correction
  {
    q: 'How do I get a mistake the USPTO made in printing my patent fixed?',
    sections: ['35 U.S.C. 254', '37 CFR 1.322'],
    fact: /certificate of correction/i,
  },
  // reexamination and PTAB trials
  {
    // Served Wed 5 Aug 2026 + 1 year = Thu 5 Aug 2027 (35 U.S.C. 315(b)).
    q: 'I served a company with my infringement lawsuit on August 5, 2026. until when can they ask the patent board for an IPR against my patent?',
    sections: ['35 U.S.C. 315', '37 CFR 42.101'],
    fact: onDate('2027-08-05'),
    rule: /1 year|one year/i,
  },
  {
    q: "someone just got a patent that covers what we've been doing for years. how soon after it's granted can we challenge it at the patent office?",
    sections: ['35 U.S.C. 321', '37 CFR 42.202'],
    fact: /9 months|nine months/i,
  },
  // term
  {
    q: 'Term of patent from continuation — measured from?',
    sections: ['35 U.S.C. 154', 'MPEP 2701'],
    fact: /earliest/i,
  },
  // patent term adjustment
  {
    q: "How is a patent's term adjusted for USPTO examination delays?",
    sections: ['35 U.S.C. 154', '37 CFR 1.702', 'MPEP 2731'],
    fact: /1 day for each day|fourteen months|14 months|three years|3 years/i,
  },
  // patent term extension
  {
    q: 'a drug I patented just got FDA approval. how fast do I have to apply to get extra patent time for the approval wait?',
    sections: ['35 U.S.C. 156', '37 CFR 1.720'],
    fact: /sixty-day|60 days|sixty days/i,
  },
  // terminal disclaimers
  {
    q: 'my lawyer says I need to file a terminal disclaimer to get my second patent. what does that do?',
    sections: ['37 CFR 1.321'],
    fact: /double patenting/i,
  },
  // maintenance fees
  {
    q: 'Maint. fee schedule — due dates?',
    sections: ['35 U.S.C. 41', '37 CFR 1.362'],
    fact: /3 years and 6 months|three years and six months|3½|3\.5 years/i,
  },
  {
    q: 'What maintenance fees are due on design patents?',
    sections: ['37 CFR 1.362'],
    fact: /not required/i,
  },
  // marking
  {
    q: 'I never put the patent number on my product. can I still get money from someone copying it?',
    sections: ['35 U.S.C. 287'],
    fact: /notified|notice/i,
  },
  // inventorship
  {
    q: 'my business partner paid for everything but I came up with the idea. does he have to be listed as an inventor too?',
    sections: ['MPEP 2109', '35 U.S.C. 116', 'MPEP 2109.01'],
    fact: /conception/i,
  },
  // assignment and ownership
  {
    q: 'Co-owner licensing w/o consent of others?',
    sections: ['35 U.S.C. 262'],
    fact: /without the consent/i,
  },
  // provisional rights
  {
    q: 'What conditions apply to getting a reasonable royalty for infringement before a patent issues?',
    sections: ['35 U.S.C. 154'],
    fact: /substantially identical|actual notice/i,
  },
  // infringement remedies and damages
  {
    q: "how far back can I collect money from someone who's been infringing my patent for years?",
    sections: ['35 U.S.C. 286'],
    fact: /six years|6 years/i,
  },
  {
    q: 'can a court actually make the copycat stop selling, not just pay me?',
    sections: ['35 U.S.C. 283'],
    fact: /injunction/i,
  },
];

export const HELD_OUT_S_RECORDS: RecordQuestion[] = [
  {
    // US 11,646,472 (uspto-odp testdata): assignee PolyPlus Battery Company.
    q: 'is patent 11646472 owned by a company or just by the people who invented it?',
    patent: '11646472',
    fact: /PolyPlus Battery/i,
  },
  {
    // US 9,358,892 (go-uspto v4-5-B1): assignee Toyota Motor Engineering & Manufacturing North America, Inc.
    q: 'Assignee of record, US9358892?',
    patent: '9358892',
    fact: /Toyota Motor Engineering/i,
  },
  {
    // US 7,272,630 (PatentPublicData xml2006 sample): first inventor John R. Douceur.
    q: 'Who are the inventors named on US 7,272,630?',
    patent: '7272630',
    fact: /Douceur/i,
  },
  {
    // US 11,147,202 (go-uspto v4-5-B2): sole inventor Yeow Ng, no assignee.
    q: "I want to get in touch with whoever invented US 11,147,202. what's their name?",
    patent: '11147202',
    fact: /Yeow/i,
  },
  {
    // US 7,783,348 (ipg100824-hyphenated): application 12/104,007 filed 2008-04-16.
    q: 'what date was patent 7,783,348 applied for?',
    patent: '7783348',
    fact: onDate('2008-04-16'),
  },
  {
    // US 6,857,133 (go-uspto v4-0-B2): claim 3, strand width "in the range of two millimeters to ten millimeters".
    q: 'Claim 3 of US6857133 — text?',
    patent: '6857133',
    fact: /two millimeters to ten millimeters/i,
  },
  {
    // US 8,930,553 (PatentPublicData xml2014 sample): filed 2012-10-09, no parent, no terminal disclaimer, PTA 129
    // days: 2032-10-09 + 129 days = 2033-02-15.
    q: 'When does US 8,930,553 expire?',
    patent: '8930553',
    fact: onDate('2033-02-15'),
    sections: ['35 U.S.C. 154'],
  },
  {
    // US 6,970,935 (PatentPublicData xml2004 sample): filed 2000-11-01, no parent, no terminal disclaimer, PTA 730
    // days: 2020-11-01 + 730 days = 2022-11-01.
    q: 'is patent 6970935 still in force or did it already expire?',
    patent: '6970935',
    fact: onDate('2022-11-01'),
    sections: ['35 U.S.C. 154'],
  },
];
