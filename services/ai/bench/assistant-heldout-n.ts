/**
 * Set N for `npm run bench:assistant` (issue 25): a tuning set, reported and not a gate, written as an independent
 * sample of how users ask, to be tuned on afterwards.
 *
 * How it was written (2026-11-29): without opening the assistant's code (services/ai/src), the web app or any other
 * question set (only the harness, assistant.bench.ts, lines 1–19 of assistant-questions.ts with the
 * `ProceduralQuestion` interface and the header comment of assistant-heldout-m.ts were read). Questions were drafted
 * first as an inventor, in-house counsel, paralegal or attorney would type them, then the sections answering each were
 * looked up in the legal texts of the shared data folder (legal/*.jsonl: 35 U.S.C. of about 2022, 37 CFR and MPEP
 * chapters 200/600/1500/1800/2700 of March 2014, MPEP 700/2100 of R-07.2022, the 2013 fee paragraphs) and the key fact,
 * or for a computed date the words of the rule it is computed from, was checked to occur in one of them.
 * Sets N and O were drafted as one pool of 95 procedural and 20 grant questions in topic order (filing,
 * deadlines, fees, continuity, PCT/foreign, design, IDS, appeals, RCE, reissue/reexamination, term, maintenance,
 * restriction, 101/102/103/112, inventorship, assignments, entity status); each question went to N or O by strict
 * alternation in that order (first to N), never by difficulty, so the two sets share no question and cover the
 * same topics.
 *
 * Computed dates: the period runs from the date in the question (months to the same day number, days counted), and a
 * last day falling on a Saturday, Sunday or federal holiday moves to the next business day (35 U.S.C. 21(b),
 * 37 CFR 1.7(a)); holidays used: 15 Feb 2027 Washington's Birthday, 31 May 2027 Memorial Day, 5 Jul 2027 (observed
 * Independence Day). Each computation is noted beside its question.
 *
 * Grant questions: facts read from derived/uspto_grants_from_xml.jsonl (built from the full-text XML slices named
 * beside each question), on grants picked from slices ipg050104, ipg060103, ipg070102, ipg080101, ipg100105 and
 * ipg120103.
 */
import type { ProceduralQuestion } from './assistant-questions.js';
import type { RecordQuestion } from './assistant-heldout-k.js';
import { dateOr, onDate } from './question-dates.js';

export const HELD_OUT_N: ProceduralQuestion[] = [
  {
    // 26 Feb 2026 + 12 months = Fri 26 Feb 2027, a business day.
    q: 'I filed a provisional on February 26, 2026. What is the last day I can file the regular application and still claim it?',
    sections: ['35 U.S.C. 119', '37 CFR 1.78', '37 CFR 1.7'],
    fact: dateOr('2027-02-26', '12 months from|twelve months from'),
    rule: /12 months/i,
  },
  {
    q: 'If I never convert my provisional, what happens to it?',
    sections: ['35 U.S.C. 111', '37 CFR 1.53'],
    fact: /abandoned 12 months|abandoned[^.]{0,40}12 months|12 months after the filing date/i,
  },
  {
    // Mailed Fri 20 Nov 2026 + 3 months = Sat 20 Feb 2027 → Mon 22 Feb 2027 (37 CFR 1.7(a)).
    q: 'We got a non-final office action dated November 20, 2026 with the usual 3 month period. When is the response due if we do not buy an extension?',
    sections: ['MPEP 710.02(b)', '37 CFR 1.7', '35 U.S.C. 21', '37 CFR 1.134'],
    fact: onDate('2027-02-22'),
    rule: /Saturday, Sunday/i,
  },
  {
    // NOA mailed Tue 1 Dec 2026 + 3 months = Mon 1 Mar 2027.
    q: 'Notice of allowance came December 1, 2026. By when do we have to pay the issue fee?',
    sections: ['35 U.S.C. 151', '37 CFR 1.311'],
    fact: dateOr(
      '2027-03-01',
      'three months from the (date of )?mailing|3 months from the (date of )?mailing',
    ),
    rule: /three months|3 months/i,
  },
  {
    // Notice of appeal 5 Jan 2027 + 2 months = Fri 5 Mar 2027.
    q: 'We filed our notice of appeal on January 5, 2027. When is the appeal brief due?',
    sections: ['37 CFR 41.37'],
    fact: dateOr('2027-03-05', 'two months from the date of filing the notice of appeal'),
    rule: /two months from the date of filing the notice of appeal/i,
  },
  {
    // Priority 18 Jun 2025 + 30 months = Sat 18 Dec 2027 → Mon 20 Dec 2027.
    q: 'Our PCT application claims priority to June 18, 2025. What is the deadline to enter the US national phase?',
    sections: ['37 CFR 1.495', '35 U.S.C. 371', '37 CFR 1.7'],
    fact: onDate('2027-12-20'),
    rule: /thirty months from the priority date/i,
  },
  {
    // EU design 7 Aug 2026 + 6 months = Sun 7 Feb 2027 → Mon 8 Feb 2027.
    q: 'Our industrial design was registered at the EUIPO with a filing date of August 7, 2026. Last day to file the US design application with priority?',
    sections: ['35 U.S.C. 172', '37 CFR 1.55', '37 CFR 1.7'],
    fact: onDate('2027-02-08'),
    rule: /six months in the case of designs/i,
  },
  {
    // Grant 1 Oct 2019: the 7.5-year window closes 1 Apr 2027, the grace period with surcharge runs through the 8th
    // anniversary, Fri 1 Oct 2027.
    q: 'Patent issued October 1, 2019 and we forgot about the 7.5 year fee. Until what date can we still pay it with the surcharge?',
    sections: ['37 CFR 1.362', '35 U.S.C. 41', '37 CFR 1.20'],
    fact: dateOr('2027-10-01', '8th anniversary|eighth anniversary'),
    rule: /through the day of the 4th anniversary/i,
  },
  {
    q: 'Our patent lapsed because nobody paid the maintenance fee, and the grace period is over too. Is there any way to reinstate it?',
    sections: ['37 CFR 1.378', '35 U.S.C. 41'],
    fact: /unintentional/i,
  },
  {
    q: 'What is the term of a design patent filed last year?',
    sections: ['35 U.S.C. 173', 'MPEP 1505'],
    fact: /15 years|fifteen years/i,
  },
  {
    q: 'What delays by the patent office earn extra patent term? Like how late does the first action have to be?',
    sections: ['35 U.S.C. 154', '37 CFR 1.702', 'MPEP 2731'],
    fact: /14 months|fourteen months/i,
  },
  {
    q: 'If we file a terminal disclaimer to get around obviousness-type double patenting, what strings are attached about ownership?',
    sections: ['37 CFR 1.321'],
    fact: /commonly owned|common ownership/i,
  },
  {
    q: 'By when do we have to claim the benefit of the parent application in a continuation we are filing?',
    sections: ['37 CFR 1.78', 'MPEP 211.02'],
    fact: /four months|4 months|sixteen months|16 months/i,
  },
  {
    q: 'How late can I add a foreign priority claim to a US application that is already on file?',
    sections: ['37 CFR 1.55', '35 U.S.C. 119', 'MPEP 214.01'],
    fact: /sixteen months|16 months|four months|4 months/i,
  },
  {
    // US filing Mon 1 Jun 2026 + 6 months = Tue 1 Dec 2026.
    q: 'We filed in the US on June 1, 2026 and never asked for a foreign filing license. From what date can we file abroad without one?',
    sections: ['35 U.S.C. 184', '37 CFR 5.11', '37 CFR 5.12'],
    fact: dateOr('2026-12-01', 'six months after|6 months after'),
    rule: /six months after filing in the United States/i,
  },
  {
    // Priority Mon 31 Mar 2025 + 22 months = Sun 31 Jan 2027 → Mon 1 Feb 2027.
    q: 'Our PCT has a priority date of March 31, 2025 and the search report came out ages ago. Last day to file a Chapter II demand?',
    sections: ['MPEP 1842', '37 CFR 1.480', '37 CFR 1.7'],
    fact: dateOr('2027-02-01', '22 months from the priority date'),
    rule: /22 months from the priority date/i,
  },
  {
    q: 'For an international application, what is the test for unity of invention?',
    sections: ['37 CFR 1.475', 'MPEP 1850'],
    fact: /single general inventive concept/i,
  },
  {
    q: 'How many claims can a design patent application have?',
    sections: ['37 CFR 1.153'],
    fact: /(only )?one claim|single claim|more than one claim is neither required nor permitted/i,
  },
  {
    q: 'What do we need to do to get expedited examination of a design application?',
    sections: ['37 CFR 1.155', 'MPEP 1504.30'],
    fact: /preexamination search|pre-examination search/i,
  },
  {
    q: 'What is the window to file an IDS without paying any fee or filing a statement?',
    sections: ['37 CFR 1.97', 'MPEP 609.04(b)'],
    fact: /three months|3 months|before the mailing of a first Office action/i,
  },
  {
    q: 'Do we have to send copies of US patents we list on an IDS?',
    sections: ['37 CFR 1.98', 'MPEP 609.04(a)'],
    fact: /other than U\.?S\.? patents|not required|no copies?|need not|unless required/i,
  },
  {
    q: 'One of our IDS references is in Japanese. Do we need a full English translation?',
    sections: ['37 CFR 1.98', 'MPEP 609.04(a)'],
    fact: /concise explanation/i,
  },
  {
    q: 'Can I appeal to the board before the examiner makes the rejection final?',
    sections: ['35 U.S.C. 134', '37 CFR 41.31'],
    fact: /twice rejected/i,
  },
  {
    q: 'How long after the examiner’s answer do we have to ask for an oral hearing?',
    sections: ['37 CFR 41.47'],
    fact: /two months|2 months/i,
  },
  {
    q: 'We already paid the issue fee but just found new art. Can we still file an RCE?',
    sections: ['37 CFR 1.114', 'MPEP 706.07(h)'],
    fact: /1\.313|withdraw(al)? from issue|petition/i,
  },
  {
    // Grant Sun 14 Feb 2025 + 2 years = Sun 14 Feb 2027; Mon 15 Feb 2027 is Washington's Birthday → Tue 16 Feb 2027.
    q: 'Our patent issued February 14, 2025 and the claims are too narrow. What is the last day to file a broadening reissue?',
    sections: ['35 U.S.C. 251', '37 CFR 1.7'],
    fact: onDate('2027-02-16'),
    rule: /two years from the grant of the original patent/i,
  },
  {
    q: 'Who is allowed to request ex parte reexamination of a patent?',
    sections: ['35 U.S.C. 302', '37 CFR 1.510'],
    fact: /any person/i,
  },
  {
    // Grant Mon 4 Jan 2027 + 9 months = Mon 4 Oct 2027.
    q: 'A competitor patent was granted January 4, 2027. What is the last day to file a post-grant review petition?',
    sections: ['35 U.S.C. 321', '37 CFR 42.202'],
    fact: dateOr('2027-10-04', '9 months after|nine months after'),
    rule: /9 months after the date of the grant/i,
  },
  {
    q: 'What is supplemental examination and what can a patent owner use it for?',
    sections: ['35 U.S.C. 257', '37 CFR 1.601'],
    fact: /consider, reconsider, or correct/i,
  },
  {
    q: 'If I disagree with a restriction requirement, do I still have to pick one invention?',
    sections: ['37 CFR 1.143'],
    fact: /elect/i,
  },
  {
    q: 'The examiner wants us to elect a species. What does that mean for my generic claims?',
    sections: ['37 CFR 1.146'],
    fact: /claim to the genus is found to be allowable|(genus|generic) claims?[^.]{0,60}allowable|allowable generic/i,
  },
  {
    q: 'Can someone invalidate my patent because I did not disclose the best mode?',
    sections: ['35 U.S.C. 282', '35 U.S.C. 112', 'MPEP 2165'],
    fact: /shall not be a basis|(is )?not a basis|cannot be (used|invalidated)|can't be invalidated|no longer/i,
  },
  {
    q: 'I published a paper about my invention eight months ago. Can it still be used against my patent application?',
    sections: ['35 U.S.C. 102', 'MPEP 2153.01(a)'],
    fact: /1 year or less|one year or less|within (one|1) year|grace period/i,
  },
  {
    q: 'What are the Graham factual inquiries for obviousness?',
    sections: ['MPEP 2141', '35 U.S.C. 103'],
    fact: /scope and content of the prior art/i,
  },
  {
    q: 'Is software patentable? What kinds of things can be patented at all?',
    sections: ['35 U.S.C. 101', 'MPEP 2106'],
    fact: /process, machine, manufacture, or composition of matter/i,
  },
  {
    q: 'One of our co-inventors left the company and refuses to sign the declaration. Can we file without it?',
    sections: ['37 CFR 1.64', '35 U.S.C. 115', '35 U.S.C. 118'],
    fact: /substitute statement/i,
  },
  {
    q: 'My colleague only came up with what is in one dependent claim. Can she still be named as a joint inventor?',
    sections: ['35 U.S.C. 116', 'MPEP 2109'],
    fact: /every claim/i,
  },
  {
    q: 'How soon do I need to record an assignment at the USPTO so a later buyer cannot take priority over me?',
    sections: ['35 U.S.C. 261'],
    fact: /three months|3 months/i,
  },
  {
    q: 'Can our company be the applicant instead of the inventors?',
    sections: ['37 CFR 1.46', '35 U.S.C. 118'],
    fact: /obligation to assign|has assigned|assignee/i,
  },
  {
    q: 'What is the income limit to qualify as a micro entity?',
    sections: ['37 CFR 1.29', '35 U.S.C. 123'],
    fact: /three times the median household income|3 times the median/i,
  },
  {
    q: 'We licensed the patent to a big company, so we are no longer a small entity. What do we have to do?',
    sections: ['37 CFR 1.27'],
    fact: /loss of entitlement/i,
  },
  {
    q: 'What is the basic filing fee for a small entity utility application filed electronically?',
    sections: ['37 CFR 1.16(a)', '37 CFR 1.16'],
    fact: /\$?70(\.00)?\b/,
  },
  {
    q: 'How many claims are allowed in a Track One prioritized examination request?',
    sections: ['37 CFR 1.102', 'MPEP 708.02(b)'],
    fact: /four independent|4 independent|thirty total|30 total/i,
  },
  {
    // EP filing Fri 8 Jan 2027 + 45 days = Mon 22 Feb 2027.
    q: 'We filed a nonpublication request, but then filed in Europe on January 8, 2027. By when must we tell the USPTO?',
    sections: ['35 U.S.C. 122', '37 CFR 1.213'],
    fact: dateOr('2027-02-22', '45 days'),
    rule: /45 days/i,
  },
  {
    q: 'Can I talk to the examiner about my application before they send anything out on it?',
    sections: ['MPEP 713.02', '37 CFR 1.133'],
    fact: /prior to the first Office action|before the first (Office )?action/i,
  },
  {
    q: 'Are color drawings allowed in a utility application?',
    sections: ['37 CFR 1.84', 'MPEP 608.02'],
    fact: /petition/i,
  },
  {
    q: 'How long do we have to start a derivation proceeding against someone who copied our invention into their application?',
    sections: ['35 U.S.C. 135', '37 CFR 42.403'],
    fact: /1-year period|1 year|one year/i,
  },
  {
    q: 'Can I file my US application in Spanish?',
    sections: ['37 CFR 1.52', 'MPEP 608.01'],
    fact: /translation/i,
  },
];

export const HELD_OUT_N_RECORDS: RecordQuestion[] = [
  // US 7,156,345 (ipg070102): assignee The Boeing Company.
  { q: 'Who owns US 7,156,345?', patent: '7156345', fact: /Boeing/i },
  // US 6,981,920 (ipg060103): sole inventor Gary Kosnitzky, no assignee.
  { q: 'Who is the inventor on US 6,981,920?', patent: '6981920', fact: /Kosnitzky/i },
  // US 6,837,463 (ipg050104): application filed 2001-02-09.
  { q: 'When was the application for US 6,837,463 filed?', patent: '6837463', fact: onDate('2001-02-09') },
  // US 7,643,973 (ipg100105): 58 claims.
  { q: 'How many claims are in US 7,643,973?', patent: '7643973', fact: /\b58\b|fifty-eight/i },
  // US 7,156,398 (ipg070102): claim 1 recites "twenty-four bifurcated cards".
  { q: 'What does claim 1 of US 7,156,398 cover?', patent: '7156398', fact: /twenty-four bifurcated cards/i },
  // US 7,314,120 (ipg080101): "Motor control for elevator using two control signals".
  { q: 'What is US 7,314,120 about?', patent: '7314120', fact: /elevator/i },
  // US 6,836,899 (ipg050104): filed 2003-01-09, granted 2005-01-04; 20 years from filing ended in January 2023.
  {
    q: 'Is US 6,836,899 still in force?',
    patent: '6836899',
    fact: /expired|expir(ed|es|y)[^.]{0,40}2023|no longer in force/i,
    sections: ['35 U.S.C. 154'],
  },
  // US 7,315,742 (ipg080101): assignee International Business Machines Corporation.
  {
    q: 'Is US 7,315,742 assigned to anyone?',
    patent: '7315742',
    fact: /International Business Machines|\bIBM\b/i,
  },
  // US 8,089,769 (ipg120103): granted 2012-01-03.
  { q: 'When was US 8,089,769 granted?', patent: '8089769', fact: onDate('2012-01-03') },
  // US 7,314,120 (ipg080101): assignee Kone Corporation.
  { q: 'Which company owns the elevator patent US 7,314,120?', patent: '7314120', fact: /Kone/i },
];
