/**
 * Blind set K: 30 procedural questions and 10 questions on the full-text grants, worded as inventors, in-house counsel
 * and patent attorneys type them. Written on 2026-11-29 by a helper session (branch h-blindk) without reading the
 * assistant, legal or chat code nor any other question set: only the bench, the question type, the legal texts in
 * the shared data (record and revision cited beside each question) and the grant XML. Never read it to tune the
 * assistant on, nor print its misses: once read, it stops measuring generalisation.
 *
 * Each fact is what the answer's first paragraph must state; dates were computed by hand from the cited period and
 * the business-day rule (35 U.S.C. 21(b), 37 CFR 1.7; Martin Luther King Jr. Day 2027-01-18, Washington's Birthday
 * 2027-02-15).
 */
import type { ProceduralQuestion } from './assistant-questions.js';

/** A date as an answer may write it: 2027-03-01, March 1, 2027 or 1 March 2027. */
function day(iso: string): RegExp {
  const [y, , d] = iso.split('-').map(Number);
  const month = new Date(`${iso}T00:00:00Z`).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  return new RegExp(`${iso}|${month} ${d}, ${y}|${d} ${month} ${y}`);
}

// Texts: 35 U.S.C. = OLRC text of ~2022 (codexstanford snapshot 2023-04-20), pre-AIA texts = MPEP App. L (Apr 2013);
// 37 CFR and fees = MPEP App. R (9th ed., March 2014); MPEP sections with their [R-mm.yyyy] tag.
export const HELD_OUT_K: ProceduralQuestion[] = [
  // 37 CFR 1.134 (App. R 2014): the SSP runs from the mailing date; 2027-02-20 is a Saturday → Monday (1.7(a)).
  {
    q: 'non-final OA mailed Nov 20 2026, 3 month SSP. whats the last day to reply without buying an extension?',
    sections: ['37 CFR 1.134', '37 CFR 1.7', '35 U.S.C. 21', '37 CFR 1.136'],
    fact: day('2027-02-22'),
    rule: /shortened statutory|next succeeding business day/,
  },
  // 35 U.S.C. 119(e)(1), (e)(3) (OLRC ~2022): 12 months → 2027-02-27, a Saturday → Monday 2027-03-01.
  {
    q: 'I filed my provisional on February 27, 2026. What is the latest date I can file the non-provisional and still get the provisional date?',
    sections: ['35 U.S.C. 119', '37 CFR 1.7', '37 CFR 1.78'],
    fact: day('2027-03-01'),
    rule: /12 months|twelve months/,
  },
  // 35 U.S.C. 133 (OLRC ~2022), 37 CFR 1.136(a) (App. R 2014): six-month statutory maximum → 2027-01-03 (Sunday) → Monday.
  {
    q: 'Final rejection mailed 3 July 2026 with the usual 3-month period. If we pay for every extension available, what is the absolute last day to respond?',
    sections: ['35 U.S.C. 133', '37 CFR 1.136', '37 CFR 1.134'],
    fact: day('2027-01-04'),
    rule: /six months/,
  },
  // 37 CFR 1.311(a) (App. R 2014), 35 U.S.C. 151: 3 months, not extendable → 2027-01-16 (Saturday); Monday 2027-01-18 is
  // Martin Luther King Jr. Day → Tuesday 2027-01-19.
  {
    q: 'NOA mailed 10/16/2026 — when is the issue fee due at the latest, and can we extend it?',
    sections: ['37 CFR 1.311', '35 U.S.C. 151'],
    fact: day('2027-01-19'),
    rule: /three months|3 months/,
  },
  // 37 CFR 41.37(a) (App. R 2014): brief within two months of filing the notice of appeal.
  {
    q: 'We filed a notice of appeal on Dec 10, 2026. When is the appeal brief due (before any extension)?',
    sections: ['37 CFR 41.37', '37 CFR 41.31'],
    fact: day('2027-02-10'),
    rule: /two months/,
  },
  // 37 CFR 1.495(b) (App. R 2014): thirty months from the priority date.
  {
    q: 'PCT claims priority to a US provisional filed 25 Nov 2024. Deadline to enter the US national stage?',
    sections: ['37 CFR 1.495', '35 U.S.C. 371', 'MPEP 1893.01'],
    fact: day('2027-05-25'),
    rule: /thirty months|30 months/,
  },
  // 35 U.S.C. 119(a) (OLRC ~2022), 37 CFR 1.55(b) (App. R 2014): 12 months from the foreign filing.
  {
    q: 'client filed in the EPO on March 12 2026 — by when do we have to file in the US to keep Paris Convention priority?',
    sections: ['35 U.S.C. 119', '37 CFR 1.55'],
    fact: day('2027-03-12'),
    rule: /12 months|twelve months/,
  },
  // 35 U.S.C. 172 (OLRC ~2022), 37 CFR 1.55(b): six months for designs → 2027-03-06 (Saturday) → Monday 2027-03-08.
  {
    q: 'Our design was first filed in Korea on September 6, 2026. Last day to file the US design application claiming that priority?',
    sections: ['35 U.S.C. 172', '37 CFR 1.55', 'MPEP 1504.10'],
    fact: day('2027-03-08'),
    rule: /six months/,
  },
  // 35 U.S.C. 102(b)(1) (OLRC ~2022): an inventor's own disclosure 1 year or less before the effective filing date.
  {
    q: 'I showed my gadget at a trade show on May 14, 2026 before filing anything. How long do I have to file in the US so the show does not count against me?',
    sections: ['35 U.S.C. 102', 'MPEP 2153.01'],
    fact: day('2027-05-14'),
    rule: /1 year or less/,
  },
  // 37 CFR 1.362(d)(2) (App. R 2014): second fee without surcharge from 7 years through 7 years and 6 months after grant.
  {
    q: 'patent issued 2019-09-17. last day to pay the 7.5 year maintenance fee without the surcharge?',
    sections: ['37 CFR 1.362', '35 U.S.C. 41'],
    fact: day('2027-03-17'),
    rule: /7 years and 6 months/,
  },
  // 35 U.S.C. 251(d) (OLRC ~2022): broadening reissue applied for within two years from grant.
  {
    q: 'Our patent granted on March 4, 2025 and we think the claims are too narrow. What is the deadline for a broadening reissue?',
    sections: ['35 U.S.C. 251', '37 CFR 1.175'],
    fact: day('2027-03-04'),
    rule: /two years/,
  },
  // 37 CFR 1.530(b) (App. R 2014): the order sets not less than two months → 2027-02-15 is Washington's Birthday → Tuesday.
  {
    q: 'Ex parte reexam ordered on 12/15/2026 and the order gives the usual two months for a patent owner statement. When is it due?',
    sections: ['37 CFR 1.530', '37 CFR 1.7', '35 U.S.C. 304'],
    fact: day('2027-02-16'),
    rule: /two months/,
  },
  // 37 CFR 1.97(b)(1) (App. R 2014): within three months of the filing date of a national application.
  {
    q: 'App filed December 18, 2026. By what date must the IDS be in to be considered with no fee and no 1.97(e) statement, even if the first OA comes out early?',
    sections: ['37 CFR 1.97'],
    fact: day('2027-03-18'),
    rule: /three months/,
  },
  // 35 U.S.C. 261 (OLRC ~2022): recorded within three months from its date.
  {
    q: 'Inventor signed the assignment to us on 2026-12-31. By when must we record it at the PTO to be safe against a later buyer without notice?',
    sections: ['35 U.S.C. 261', '37 CFR 3.1'],
    fact: day('2027-03-31'),
    rule: /three months/,
  },
  // 35 U.S.C. 173 (OLRC ~2022): 15 years from the date of grant.
  {
    q: 'design patent granted June 6 2023 (filed in 2021). when does it expire?',
    sections: ['35 U.S.C. 173', 'MPEP 1505'],
    fact: day('2038-06-06'),
    rule: /15 years/,
  },
  // 35 U.S.C. 154(a)(2), (a)(3) (OLRC ~2022): 20 years from the earliest 120 application; a provisional does not count.
  {
    q: 'CIP filed March 10, 2026 claiming benefit of a parent filed Aug 22, 2019, which itself claims a provisional of Aug 23, 2018. No PTA, no terminal disclaimer. When would a patent on the CIP expire?',
    sections: ['35 U.S.C. 154', 'MPEP 2701'],
    fact: day('2039-08-22'),
    rule: /20 years/,
  },
  // fees 1.16(a) (2013 schedule, MPEP App. R 2014): micro entity basic filing fee $70.00.
  {
    q: 'how much is the basic filing fee for a utility application if I qualify as a micro entity?',
    sections: ['37 CFR 1.16'],
    fact: /\$70\b/,
  },
  // fees 1.17(e)(2) (2013 schedule): second or subsequent RCE, small entity $850.00.
  {
    q: 'small entity client wants a 2nd RCE. what is the PTO fee?',
    sections: ['37 CFR 1.17'],
    fact: /\$850\b/,
  },
  // fees 41.20(b)(1) (2013 schedule): notice of appeal, other than small or micro entity 800.00.
  {
    q: 'What does it cost a large company to file a notice of appeal to the PTAB?',
    sections: ['37 CFR 41.20'],
    fact: /(?<![\d,])800(?:\.00)?\b/,
  },
  // 35 U.S.C. 41(h)(1) (OLRC ~2022, before the UAIA): fees reduced by 50 percent for small entities.
  {
    q: "we're a 30-person startup — what discount do we get on USPTO fees as a small entity?",
    sections: ['35 U.S.C. 41', '37 CFR 1.27'],
    fact: /50 ?(?:percent|%)/,
  },
  // 35 U.S.C. 123(a)(2), (b) (OLRC ~2022), 37 CFR 1.29(a)(2), (b) (App. R 2014): the limit is more than four earlier
  // applications, but those assigned as a result of previous employment do not count: the answer turns on that.
  {
    q: "I'm named as inventor on 5 earlier US nonprovisional applications from my old job. Can I still claim micro entity status?",
    sections: ['35 U.S.C. 123', '37 CFR 1.29'],
    fact: /previous employment|prior employment/,
  },
  // 35 U.S.C. 154(b)(1)(A)(i) (OLRC ~2022), 37 CFR 1.702(a)(1) (App. R 2014): first action within 14 months.
  {
    q: 'The USPTO took 20 months to send the first office action. Do we get any PTA for that and how is it counted?',
    sections: ['35 U.S.C. 154', '37 CFR 1.702', '37 CFR 1.703'],
    fact: /14 months|fourteen months/,
  },
  // 35 U.S.C. 120 (OLRC ~2022): filed before the patenting or abandonment of the first application.
  {
    q: 'Issue fee is paid and the parent issues next Tuesday. Can I still file a continuation on Monday and keep the parent date?',
    sections: ['35 U.S.C. 120', '37 CFR 1.78', 'MPEP 211.01'],
    fact: /before the patenting|copending/,
  },
  // 35 U.S.C. 121 (OLRC ~2022): the safe harbor for applications filed as a result of a restriction.
  {
    q: 'If we file a divisional after a restriction requirement, can the parent patent be used against the divisional for double patenting?',
    sections: ['35 U.S.C. 121'],
    fact: /not be used as a reference/,
  },
  // 35 U.S.C. 111(b)(2) (OLRC ~2022): a claim shall not be required in a provisional application.
  {
    q: 'do I need to write claims in a provisional patent application?',
    sections: ['35 U.S.C. 111', '37 CFR 1.51', 'MPEP 201.04'],
    fact: /not (?:be )?required/,
  },
  // pre-AIA 35 U.S.C. 103(a) (MPEP App. L, Apr 2013): obvious "at the time the invention was made".
  {
    q: 'For a pre-AIA application, as of what point in time is obviousness judged under 103?',
    sections: ['35 U.S.C. 103', 'MPEP 2141.01'],
    fact: /at the time the invention was made/,
  },
  // MPEP 2159.02 [R-11.2013]: AIA 102/103 apply if any claim ever had an effective filing date on or after March 16, 2013.
  {
    q: 'Continuation filed Feb 2014 off a 2012 parent, but we added one claim only supported in the new filing. Is it examined under AIA first-inventor-to-file or pre-AIA?',
    sections: ['MPEP 2159', '35 U.S.C. 100'],
    fact: /March 16, 2013|2013-03-16/,
  },
  // 37 CFR 1.48(a)(1) (App. R 2014): a request to correct inventorship includes an application data sheet.
  {
    q: 'we forgot a co-inventor on a pending nonprovisional. what do we have to file to add her?',
    sections: ['37 CFR 1.48', '35 U.S.C. 116'],
    fact: /application data sheet|\bADS\b/,
  },
  // 35 U.S.C. 134(a) (OLRC ~2022), 37 CFR 41.31(a)(1) (App. R 2014): any claim twice rejected.
  {
    q: 'When are we allowed to appeal to the PTAB — do we have to wait for a final rejection?',
    sections: ['35 U.S.C. 134', '37 CFR 41.31'],
    fact: /twice rejected/,
  },
  // 37 CFR 1.142(a) (App. R 2014): the reply to a restriction requirement must elect an invention.
  {
    q: 'Examiner issued a restriction between the method and apparatus claims. What has to be in our response?',
    sections: ['37 CFR 1.142', '37 CFR 1.143'],
    fact: /\belect/,
  },
];

/** A question on one of the full-text grants, asked with the patent records available. */
export interface RecordQuestion {
  q: string;
  /** The patent the answer must cite first, as the records number it. */
  patent: string;
  fact: RegExp;
  sections?: string[];
}

// Facts from the grant XML (uspto-xml, PatentsView and alexandria3k samples): application date, us-term-extension
// (PTA days), disclaimer, related documents and assignee; terms per 35 U.S.C. 154(a)(2)-(3) and 173 (OLRC ~2022).
export const HELD_OUT_K_RECORDS: RecordQuestion[] = [
  // Filed 2020-03-12 (provisional 2019-03-13 does not count), PTA 113 days: 2040-03-12 + 113 d.
  {
    q: 'Assuming maintenance fees get paid, when does US 11,477,945 run out?',
    patent: '11477945',
    fact: day('2040-07-03'),
    sections: ['35 U.S.C. 154'],
  },
  // Assignee at grant: INTERNATIONAL PLANT PROPAGATION TECHNOLOGY LTD (Yorkshire, GB).
  {
    q: 'who owned 11477947 when it issued?',
    patent: '11477947',
    fact: /International Plant Propagation Technology/i,
  },
  // Filed 2022-03-25 claiming provisional 63/166,721 of 2021-03-26; published 2022-09-29, granted 2022-10-25: for an
  // application filed 2022-06-01 it is prior art under 102(a)(2) only (effectively filed before), not (a)(1).
  {
    q: 'Can US11477944 (twin baler clutch) be cited against our application filed June 1, 2022?',
    patent: '11477944',
    fact: /102\(a\)\(2\)/,
    sections: ['35 U.S.C. 102'],
  },
  // Filed 2003-07-31, no PTA, no parent: term ended 2023-07-31.
  {
    q: "Is Dell's patent 6,837,063 on the dual mode cooling system still in force?",
    patent: '6837063',
    fact: day('2023-07-31'),
    sections: ['35 U.S.C. 154'],
  },
  // Filed 2010-03-18, no parent, PTA 359 days: 2030-03-18 + 359 d.
  {
    q: 'Expiry date of US 8419496 (Rockwell Collins display panel alignment)?',
    patent: '8419496',
    fact: day('2031-03-12'),
    sections: ['35 U.S.C. 154'],
  },
  // Claim 1: a main body, a pressure fan assembly, a filter module with two filter layers and a pivoting frame body, a fix
  // assembly.
  {
    q: 'what elements does claim 1 of 8,419,845 require? trying to see if our purifier would infringe',
    patent: '8419845',
    fact: /pressure fan assembly/i,
  },
  // US filing 2003-05-29 (JP priority 2002-05-29 does not count under pre-AIA 102(e)), published 2003-12-04, granted
  // 2005-01-04: prior art as of its US filing date.
  {
    q: 'Pre-AIA case, our app was filed Jan 15, 2004. As of what date is Kobe Steel patent 6837086 prior art against us?',
    patent: '6837086',
    fact: day('2003-05-29'),
    sections: ['35 U.S.C. 102'],
  },
  // Design, granted 2023-04-04 (length-of-grant 15): 15 years from grant.
  {
    q: 'When does design patent D982,278 expire?',
    patent: 'D0982278',
    fact: day('2038-04-04'),
    sections: ['35 U.S.C. 173'],
  },
  // Filed 2019-08-06, no parent, PTA 765 days: 2039-08-06 + 765 d.
  {
    q: "Medtronic's sensor inserter patent 11617522 — until when can it be enforced?",
    patent: '11617522',
    fact: day('2041-09-09'),
    sections: ['35 U.S.C. 154'],
  },
  // Continuation of 10/293,187, itself a continuation of 09/704,380 filed 2000-10-31; terminal disclaimer: term ended
  // 2000-10-31 + 20 years.
  {
    q: 'Can we use the Huffman decoding method of Intel US 6982661 freely now, or is it still in force?',
    patent: '6982661',
    fact: day('2020-10-31'),
    sections: ['35 U.S.C. 154'],
  },
];
