import type { ProceduralQuestion } from './assistant-questions.js';

/**
 * A fifth held-out set (issue 25), written BLIND on 2026-11-27 by a helper that did not read the engine or run it
 * nor read other sets' questions: the assistant, legal-engine, chat and engine code were not opened, the assistant
 * and the bench were not run. Questions are worded as practitioners and inventors type them (terse, lower-case,
 * dated, or long with context). `sections` and `fact` come from the legal texts only (35 U.S.C., 37 CFR and MPEP
 * records of the shared legal data); every listed section exists there and each `fact` matches the text of at least
 * one listed section. It measured whether answers cite and quote the right section on wording nobody tuned on.
 * Its blind figures, measured after the set D round and before any tuning on it, were 90.0 % sections in the first
 * three / 55.0 % key fact / 15.0 % key fact in the lead (2026-11-27). From 2026-11-27 it is a TUNING set (no
 * longer blind): its questions and misses are read and the engine is tuned on them, so its figure no longer measures
 * unseen wording. Same format as PROCEDURAL.
 */
export const HELD_OUT_E: ProceduralQuestion[] = [
  // Filing and priority
  {
    q: "filed our provisional on 3 March 2025. what's the last day to get the utility application in and keep that date?",
    sections: ['35 U.S.C. 119', '37 CFR 1.78', 'MPEP 211.01(a)'],
    fact: /12 months|twelve months/i,
  },
  {
    q:
      'We filed in Germany first (January 2025) and then filed the US case in December 2025 claiming that priority. ' +
      'By when does the certified copy of the German application have to be in the US file?',
    sections: ['37 CFR 1.55', '35 U.S.C. 119'],
    fact: /sixteen months|16 months/i,
  },
  {
    q: 'Parent just got allowed and we paid the issue fee last week. Is it too late to file a continuation off it?',
    sections: ['35 U.S.C. 120', 'MPEP 211.01(b)', '37 CFR 1.78'],
    fact: /copending|before the patenting|before the date that the patent issues/i,
  },
  {
    q:
      'I am adding a second embodiment and new claims to a CIP of my 2023 application. Do all the claims in the CIP ' +
      'get the 2023 date, or only some of them?',
    sections: ['MPEP 211.05', 'MPEP 201.08', '35 U.S.C. 120'],
    fact: /only the claims of the continuation-in-part/i,
  },
  {
    q: 'after a restriction we put the non-elected claims in a divisional. can the examiner use the parent patent against it?',
    sections: ['35 U.S.C. 121', 'MPEP 201.06'],
    fact: /shall not be used as a reference/i,
  },
  {
    q:
      'PCT filed 10 June 2024 claiming a US provisional of 12 June 2023. When do we have to enter the US national ' +
      'stage, and which date does that deadline count from?',
    sections: ['35 U.S.C. 371', '37 CFR 1.495', 'MPEP 1893.01(a)(1)'],
    fact: /30 months|thirty months/i,
  },

  // Examination and replies
  {
    q:
      'Non-final office action came with the usual shortened period. If I pay for every extension available, what is ' +
      'the absolute latest I can reply before the application goes abandoned?',
    sections: ['35 U.S.C. 133', '37 CFR 1.134', '37 CFR 1.136'],
    fact: /six months|6 months/i,
  },
  {
    q:
      'Final rejection mailed Feb 2, 2026. If I get an after-final response in early and the advisory action comes ' +
      'late, does my reply period still end 3 months after the final?',
    sections: ['MPEP 706.07(f)', '37 CFR 1.136'],
    fact: /2 months|two months/i,
  },
  {
    q: 'issue fee already paid but we just found a prior art reference we have to deal with. can we still file an RCE?',
    sections: ['37 CFR 1.114', 'MPEP 706.07(h)'],
    fact: /payment of the issue fee/i,
  },
  {
    q: "Only one non-final rejection so far and the examiner won't budge. Can I go straight to the PTAB?",
    sections: ['35 U.S.C. 134', '37 CFR 41.31'],
    fact: /twice rejected/i,
  },
  {
    q: 'can i get a phone interview with the examiner before any action comes out? brand new filing, not a continuation',
    sections: ['37 CFR 1.133', 'MPEP 713.02'],
    fact: /before the first Office action/i,
  },
  {
    q:
      'The examiner split my claims into four groups and I think the restriction is wrong. Can I just argue it in my ' +
      'reply without picking a group?',
    sections: ['37 CFR 1.143', '35 U.S.C. 121'],
    fact: /provisional election/i,
  },

  // Fees and entity status
  {
    q: 'Is there an income cap for micro entity status? My household earned about $250k last year.',
    sections: ['37 CFR 1.29', '35 U.S.C. 123'],
    fact: /three times the median household income/i,
  },
  {
    q: 'drafting a case with 5 independent claims and 26 claims total - which extra claim fees apply?',
    sections: ['37 CFR 1.16', '35 U.S.C. 41', '37 CFR 1.75'],
    fact: /in excess of 3|in excess of 20/i,
  },
  {
    q:
      'Our startup was bought by a company with 2,000 employees while the application was pending. We have been ' +
      'paying small entity fees. When do we have to tell the USPTO we no longer qualify?',
    sections: ['37 CFR 1.27'],
    fact: /prior to paying, or at the time of paying/i,
  },

  // Publication
  {
    q: 'US application filed September 2025 claims a provisional from March 2025. When will it be published?',
    sections: ['35 U.S.C. 122', '37 CFR 1.211'],
    fact: /18 months|eighteen months/i,
  },
  {
    q:
      'I asked for nonpublication at filing, but now the client wants to file in Europe after all. Do I have to tell ' +
      'the USPTO, and by when?',
    sections: ['35 U.S.C. 122', '37 CFR 1.213'],
    fact: /45 days|forty-five days/i,
  },

  // Information disclosure statements
  {
    q: 'Filed the application last week. How long do I have to send in an IDS without paying a fee or making a statement?',
    sections: ['37 CFR 1.97', 'MPEP 609.04(b)'],
    fact: /three months|3 months/i,
  },
  {
    q: 'some of the references for my IDS are only in Japanese - what do I have to include for those?',
    sections: ['37 CFR 1.98', 'MPEP 609.04(a)'],
    fact: /concise explanation/i,
  },

  // Patentability: 102, 103, 101, 112
  {
    q:
      'I showed my prototype at a trade fair in April 2025 and have not filed anything yet. Can I still get a US ' +
      'patent, and what is my deadline?',
    sections: ['35 U.S.C. 102', 'MPEP 2153.01(a)'],
    fact: /1 year|one year/i,
  },
  {
    q: 'what does the examiner actually have to work out before rejecting a claim as obvious?',
    sections: ['MPEP 2141', '35 U.S.C. 103'],
    fact: /scope and content of the prior art/i,
  },
  {
    q:
      'My claims on a scheduling algorithm got a 101 rejection as an abstract idea. What would make them eligible ' +
      'anyway?',
    sections: ['MPEP 2106', 'MPEP 2106.04(d)', 'MPEP 2106.05'],
    fact: /practical application|significantly more/i,
  },
  {
    q:
      'We broadened a claim from "copper" to "any conductive metal" during prosecution and got a written description ' +
      'rejection. What standard is the examiner applying?',
    sections: ['MPEP 2163', '35 U.S.C. 112'],
    fact: /possession/i,
  },
  {
    q: 'enablement rejection on a broad genus claim - which factors decide whether the spec teaches enough?',
    sections: ['MPEP 2164.01(a)', 'MPEP 2164'],
    fact: /undue experimentation/i,
  },
  {
    q: 'Is "substantially flat" in a claim automatically indefinite under 112(b)?',
    sections: ['MPEP 2173.05(b)', '35 U.S.C. 112'],
    fact: /not automatically render|not necessarily indefinite/i,
  },

  // Design patents
  {
    q: 'design patent granted 9 April 2024 - when does it run out?',
    sections: ['35 U.S.C. 173', 'MPEP 1505'],
    fact: /15 years|fifteen years/i,
  },
  {
    q:
      'We registered a community design in the EU last month. How long do we have to file a US design application ' +
      'that claims it?',
    sections: ['35 U.S.C. 172', 'MPEP 1504.10'],
    fact: /six months|6 months/i,
  },

  // Maintenance fees and expiry
  {
    q: 'Patent issued 14 May 2024. When is the first maintenance payment due, and is there any slack after that?',
    sections: ['35 U.S.C. 41', '37 CFR 1.362'],
    fact: /3 years and 6 months|three years and 6 months/i,
  },
  {
    q:
      'Client forgot the 7.5-year maintenance fee and the patent lapsed last year. Can it be brought back, and on what ' +
      'showing?',
    sections: ['35 U.S.C. 41', '37 CFR 1.378'],
    fact: /unintentional/i,
  },
  {
    q: 'does the year my provisional was pending eat into the 20-year term of the utility patent?',
    sections: ['35 U.S.C. 154', 'MPEP 2701'],
    fact: /not be taken into account|not considered in the calculation/i,
  },

  // Patent term adjustment
  {
    q:
      'The USPTO took 22 months to send the first office action on my application. Do I get any of that time back on ' +
      'the patent term?',
    sections: ['35 U.S.C. 154', '37 CFR 1.702', 'MPEP 2731'],
    fact: /14 months|fourteen months/i,
  },

  // Terminal disclaimers
  {
    q:
      'We filed a terminal disclaimer over our own earlier patent. If we later sell just one of the two patents, ' +
      'what happens to enforcement?',
    sections: ['37 CFR 1.321', '35 U.S.C. 253'],
    fact: /commonly owned/i,
  },

  // Inventorship, oath and declaration
  {
    q: "inventor declarations aren't signed yet. can we file without them and how long can we put them off?",
    sections: ['35 U.S.C. 115', '37 CFR 1.53', 'MPEP 602.01(a)'],
    fact: /no later than the date on which the issue fee|condition for allowance/i,
  },
  {
    q:
      'One of our co-inventors left the company on bad terms and will not sign the declaration, although his ' +
      'contract obliges him to assign. How do we complete the filing?',
    sections: ['37 CFR 1.64', '35 U.S.C. 115'],
    fact: /refused/i,
  },

  // Assignment recordation
  {
    q:
      'Bought a patent in a private deal last month. If we do not record the assignment at the USPTO, can the seller ' +
      'sell it again to someone else?',
    sections: ['35 U.S.C. 261', '37 CFR 3.11'],
    fact: /three months|3 months/i,
  },

  // Reissue, reexamination and certificates of correction
  {
    q:
      'Our patent issued in June 2024 and we realise the claims are narrower than they had to be. Is there a cutoff ' +
      'for a reissue that broadens them?',
    sections: ['35 U.S.C. 251', '37 CFR 1.175'],
    fact: /two years|2 years/i,
  },
  {
    q: "Can an anonymous third party ask for ex parte reexam of a competitor's patent, and is there a time limit?",
    sections: ['35 U.S.C. 302', '37 CFR 1.510'],
    fact: /any person/i,
  },
  {
    q: 'there is a typo in claim 3 of my issued patent (our mistake, not the office). how do i fix it?',
    sections: ['35 U.S.C. 255', '37 CFR 1.323'],
    fact: /clerical or typographical|minor character/i,
  },

  // Abandonment and revival
  {
    q:
      'We missed the reply deadline on an office action by a couple of months and got a notice of abandonment. ' +
      'Is the application dead, or can it be revived?',
    sections: ['37 CFR 1.137', 'MPEP 711.03(c)'],
    fact: /unintentional/i,
  },

  // Drawings
  {
    q: 'My invention is a heat-map display. Can I file color drawings in a utility application, and what does it take?',
    sections: ['37 CFR 1.84', 'MPEP 608.02'],
    fact: /petition/i,
  },
];
