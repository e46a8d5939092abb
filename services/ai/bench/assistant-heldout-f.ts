import type { ProceduralQuestion } from './assistant-questions.js';

/**
 * Held-out set F (issue 25), written BLIND on 2026-11-27 by a helper that did not read the engine or run it: the
 * assistant, legal, chat and engine code were not opened, the assistant, bench and tests were not run, and the other
 * sets' questions were not read (set E was not opened at all). Questions are worded as solo inventors, paralegals and
 * practitioners type them, several with concrete dates or two facts in one question. `sections` and `fact` come from
 * the legal texts only (35 U.S.C., 37 CFR and MPEP records of the shared legal data); each `fact` matches the text of
 * at least one listed section. Written blind on 2026-11-27; tuned on since 2026-11-28. Its blind figures, before any
 * tuning on it, were 82.5 % sections in the first three / 62.5 % key fact / 15.0 % key fact in the lead. From
 * 2026-11-28 it is a TUNING set (no longer blind): its questions and misses are read and the engine is tuned on them,
 * so its figure no longer measures unseen wording. Same format as PROCEDURAL.
 */
export const HELD_OUT_F: ProceduralQuestion[] = [
  // Filing and priority
  {
    q:
      'I filed a provisional on March 1 2025. The one-year mark lands on a Sunday in 2026, can I file the ' +
      'nonprovisional on Monday and keep the date?',
    sections: ['35 U.S.C. 119', '35 U.S.C. 21'],
    fact: /Saturday, Sunday, or (a )?Federal holiday/i,
  },
  {
    q:
      'provisional filed jan 10 2025, PCT filed jan 8 2026 claiming it. when is the deadline to go into the ' +
      'US national stage?',
    sections: ['37 CFR 1.495', 'MPEP 1893.01', '35 U.S.C. 371'],
    fact: /thirty months|30 months/i,
  },
  {
    q:
      'Our client has a German application from last spring. What is the window to file in the US and still ' +
      'get the German date?',
    sections: ['35 U.S.C. 119', '37 CFR 1.55'],
    fact: /twelve months|12 months/i,
  },
  {
    q: 'I added a new embodiment when I filed a CIP. Do the claims on the new stuff get the parent date too?',
    sections: ['MPEP 211.05', 'MPEP 201.08', '35 U.S.C. 120'],
    fact: /only the claims of the continuation-in-part/i,
  },
  {
    q:
      'After a restriction I elected group I and later filed a divisional on group II. Can the examiner ' +
      'cite my parent patent against the divisional?',
    sections: ['35 U.S.C. 121'],
    fact: /shall not be used as a reference/i,
  },
  {
    q: 'parent app just got a notice of allowance and I paid the issue fee - is it too late to file a continuation?',
    sections: ['35 U.S.C. 120', 'MPEP 211.01(b)'],
    fact: /before the patenting or abandonment|before the date that the patent issues/i,
  },
  {
    q:
      'paralegal question: nonprovisional filed 2 Feb 2026 off a provisional from 5 May 2025 but the ADS ' +
      'forgot the benefit claim. how long do we have to add it?',
    sections: ['37 CFR 1.78'],
    fact: /four months|4 months|sixteen months|16 months/i,
  },
  // Examination and replies
  {
    q:
      'Office action dated June 2 2025 with the usual 3-month shortened period. What is the absolute latest ' +
      'I can reply if I pay for extensions?',
    sections: ['37 CFR 1.136', '35 U.S.C. 133'],
    fact: /six months|6 months|five months/i,
  },
  {
    q: 'got a final rejection last week. someone told me replying within two months matters, why?',
    sections: ['MPEP 706.07(f)'],
    fact: /2 months|two months/i,
  },
  {
    q: 'For an RCE, is paying the fee enough or do I have to file something with it?',
    sections: ['37 CFR 1.114'],
    fact: /submission and the fee/i,
  },
  {
    q:
      'When can an applicant go to the PTAB - does it have to be a final rejection, and how long to file ' +
      'the notice of appeal?',
    sections: ['35 U.S.C. 134', '37 CFR 41.31'],
    fact: /twice rejected|§ 1\.134/i,
  },
  {
    q: 'We filed the notice of appeal on 14 October 2025. When is the brief due?',
    sections: ['37 CFR 41.37'],
    fact: /two months|2 months/i,
  },
  {
    q: "Can I talk to the examiner before they've even sent a first action on my new application?",
    sections: ['MPEP 713.02'],
    fact: /continuing or substitute applications/i,
  },
  {
    q:
      'Examiner issued a restriction and I think the groups overlap. If I argue it, do I still need to pick ' +
      'one, and can I petition later?',
    sections: ['37 CFR 1.143', '37 CFR 1.144'],
    fact: /provisional election|not later than appeal/i,
  },
  // Fees and entity status
  {
    q:
      "Solo inventor, I'm on 3 earlier US applications and made about $90k last year. Do I qualify for " +
      'micro entity fees?',
    sections: ['37 CFR 1.29', '35 U.S.C. 123'],
    fact: /more than four previously filed|three times the median household income/i,
  },
  {
    q: 'filing with 24 claims, 4 of them independent. which of those trigger excess claim fees?',
    sections: ['37 CFR 1.16'],
    fact: /in excess of 3|in excess of 20/i,
  },
  {
    q:
      'We are a startup paying small entity fees and just signed an exclusive license with a big ' +
      'corporation. What do we have to do before paying the issue fee?',
    sections: ['37 CFR 1.27'],
    fact: /notification of (a )?loss of entitlement/i,
  },
  // Publication
  {
    q: 'my app was filed in Sept 2025 but claims a provisional from Nov 2024 - when will it publish?',
    sections: ['35 U.S.C. 122', '37 CFR 1.211'],
    fact: /18 months|eighteen months/i,
  },
  {
    q:
      'I asked for nonpublication when I filed, now I want to file in Japan after all. What do I have to ' +
      'tell the USPTO and by when?',
    sections: ['35 U.S.C. 122', '37 CFR 1.213'],
    fact: /45 days|forty-five days/i,
  },
  // Information disclosure statements
  {
    q:
      'We got a first office action but no final yet and need to submit three new references. Fee, ' +
      'statement, or both?',
    sections: ['37 CFR 1.97'],
    fact: /statement specified in paragraph \(e\)|1\.17\(p\)/i,
  },
  {
    q:
      'The EPO search report in the counterpart came out 10 weeks ago. What can we certify in the IDS ' +
      'statement to avoid the fee?',
    sections: ['37 CFR 1.97'],
    fact: /three months|3 months/i,
  },
  // Patentability
  {
    q: 'I showed my gadget at a trade show in May 2024 and still have not filed. Is it too late to get a US patent?',
    sections: ['35 U.S.C. 102', 'MPEP 2153'],
    fact: /1 year or less|one year/i,
  },
  {
    q:
      'old case: we sold prototypes in January 2012 and filed in February 2013 under the old law. does the ' +
      'sale bar us?',
    sections: ['MPEP 2133', '35 U.S.C. 102'],
    fact: /more than one year prior/i,
  },
  {
    q: 'The examiner says my app-based scheduling method is an abstract idea. What test is he supposed to apply?',
    sections: ['MPEP 2106', 'MPEP 2106.04'],
    fact: /two-part/i,
  },
  {
    q:
      'claim says the layer is "substantially flat" and the examiner calls it indefinite. is a word like ' +
      'that automatically a problem?',
    sections: ['MPEP 2173.05(b)'],
    fact: /does not automatically render the claim indefinite|terms of degree/i,
  },
  {
    q:
      'We claim a whole genus of antibodies but only made two. What does the written description ' +
      'requirement need for a genus claim?',
    sections: ['MPEP 2163'],
    fact: /representative number of species/i,
  },
  // Design patents
  {
    q:
      'I filed an EU design for a lamp on 2 February 2025. Could I have used a US provisional for it, and ' +
      'how long do I have to claim the EU date in a US design application?',
    sections: ['35 U.S.C. 172', 'MPEP 1504.10', '37 CFR 1.55'],
    fact: /six months|6 months/i,
  },
  {
    q: 'design app for a chair: can I put in a second claim for the armrest alone?',
    sections: ['37 CFR 1.153'],
    fact: /more than one claim is neither required nor permitted/i,
  },
  // Maintenance fees and expiry
  {
    q:
      'Utility patent granted 13 August 2019. When can I pay the first maintenance fee without a surcharge, ' +
      'and is there a grace period after that?',
    sections: ['37 CFR 1.362', '35 U.S.C. 41'],
    fact: /3 years and 6 months|three years and six months/i,
  },
  {
    q: 'Does my design patent need maintenance fees like my utility one did?',
    sections: ['37 CFR 1.362', '35 U.S.C. 41'],
    fact: /not required for any plant patents or for any design patents|no maintenance fee for design/i,
  },
  {
    q:
      'we missed the 7.5 year maintenance fee and the grace period, the patent lapsed. any way to get it ' +
      'back in force?',
    sections: ['37 CFR 1.378', '35 U.S.C. 41'],
    fact: /unintentional/i,
  },
  // Patent term adjustment
  {
    q: 'Filed 1 March 2023 and the first office action only came 22 months later. Do I get extra term for that?',
    sections: ['35 U.S.C. 154', 'MPEP 2731'],
    fact: /14 months|fourteen months/i,
  },
  {
    q: 'I took five months (with extensions) to answer an office action. Does that cost me patent term adjustment?',
    sections: ['35 U.S.C. 154', '37 CFR 1.704'],
    fact: /3 months|three months/i,
  },
  // Terminal disclaimers
  {
    q:
      'To get past a double patenting rejection we are told to file a terminal disclaimer. Apart from term, ' +
      'what else does it commit us to?',
    sections: ['37 CFR 1.321'],
    fact: /commonly owned/i,
  },
  // Inventorship and oath
  {
    q: 'one co-inventor left the company and refuses to sign the declaration. can we still file?',
    sections: ['37 CFR 1.64', '35 U.S.C. 115'],
    fact: /refused to execute|substitute statement/i,
  },
  // Assignment recordation
  {
    q:
      'Bought a patent from an individual inventor on 1 July 2025. How quickly must we record the ' +
      'assignment so a later buyer cannot beat us?',
    sections: ['35 U.S.C. 261'],
    fact: /three months|3 months/i,
  },
  // Reissue, reexamination, certificate of correction
  {
    q:
      'My patent issued in March 2023 and I realise the claims are narrower than they needed to be. Can I ' +
      'still broaden them?',
    sections: ['35 U.S.C. 251'],
    fact: /two years|2 years/i,
  },
  {
    q: 'our own typo in claim 3 made it into the issued patent. what do we file and what kind of mistake qualifies?',
    sections: ['35 U.S.C. 255', '37 CFR 1.323'],
    fact: /clerical or typographical|minor character/i,
  },
  // Abandonment and revival
  {
    q:
      'Docketing error: we never answered an office action and got a notice of abandonment. What standard ' +
      'does the petition to revive have to meet?',
    sections: ['37 CFR 1.137', '35 U.S.C. 27'],
    fact: /unintentional/i,
  },
  // Drawings
  {
    q: 'can I use colour drawings in a utility application? my invention is a heat map display',
    sections: ['37 CFR 1.84'],
    fact: /only after granting a petition/i,
  },
];
