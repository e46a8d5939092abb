import type { ProceduralQuestion } from './assistant-questions.js';

/**
 * Held-out set G (issue 25), written BLIND on 2026-11-28 by a helper that did not read the engine or run it: the
 * assistant, legal, chat and engine code and the AI tests were not opened, the assistant and app were not run, and
 * the other sets' questions were not read (only the `ProceduralQuestion` interface of the tuned set, which by
 * accident showed its first question and a half, and set F's header). Questions are worded as solo inventors, paralegals, in-house counsel and practitioners type them: casual
 * and formal, some with concrete dates, typos or abbreviations (NFOA, OA, RCE, IDS, PTA, CIP, ADS, IPR, PGR), some
 * asking two things at once. `sections` and `fact` come from the legal texts only (35 U.S.C., 37 CFR, MPEP and fee
 * records of the shared legal data); each `fact` matches the text of at least one listed section. Its blind figures,
 * before any tuning on it, were 97.5 % sections in the first three / 85.0 % key fact / 60.0 % key fact in the lead.
 * From 2026-11-28 it is a TUNING set (no longer blind): its questions and misses are read and the engine is tuned on
 * them, so its figure no longer measures unseen wording. Same format as PROCEDURAL.
 */
export const HELD_OUT_G: ProceduralQuestion[] = [
  // Filing, priority and benefit
  {
    q: 'My provisional was filed 2025-03-15 and the 12 month mark lands on a Sunday. Can I file the nonprovisional on the Monday and still keep the provisional date?',
    sections: ['35 U.S.C. 119', '35 U.S.C. 21', '37 CFR 1.7'],
    fact: /Saturday, Sunday, or (on )?(a )?Federal holiday/i,
  },
  {
    q: 'paralegal question - new nonprov claiming a 2025 provisional. is it enough to put the priority sentence in the first paragraph of the spec or does the benefit claim have to be in the ADS?',
    sections: ['37 CFR 1.78', 'MPEP 211.02', '37 CFR 1.76'],
    fact: /application data sheet/i,
  },
  {
    q: 'Does the 20 year patent term count from my provisional filing date or from the nonprovisional?',
    sections: ['35 U.S.C. 154', 'MPEP 2701'],
    fact: /shall not be taken into account|not considered in the calculation/i,
  },
  {
    q: 'If I want my application kept unpublished, when do I have to ask for nonpublication, and if I later file in Europe anyway how long do I have to tell the USPTO?',
    sections: ['35 U.S.C. 122', '37 CFR 1.213'],
    fact: /45 days|forty-five days/i,
  },
  // Foreign priority
  {
    q: 'We filed our first application in Germany (DE) on 2025-02-11. Until when can we file the US application and still claim the German priority?',
    sections: ['35 U.S.C. 119', 'MPEP 213.03', '37 CFR 1.55'],
    fact: /12 months|twelve months/i,
  },
  {
    q: 'When is the certified copy of the foreign priority document due for a US application filed under 111(a)?',
    sections: ['37 CFR 1.55', 'MPEP 215.02'],
    fact: /sixteen months|16 months/i,
  },
  // PCT national stage
  {
    q: 'PCT app with a priority date of 2024-03-10 - whats the deadline to enter the US national stage?',
    sections: ['37 CFR 1.495', 'MPEP 1893.01', '35 U.S.C. 371'],
    fact: /30 months|thirty months/i,
  },
  {
    q: 'Our PCT application was filed in German. Does the English translation have to be in by 30 months when we enter the US, or can it follow later and what does that cost us?',
    sections: ['37 CFR 1.495', 'MPEP 1893.01(d)', '35 U.S.C. 371'],
    fact: /processing fee/i,
  },
  // Continuing applications
  {
    q: 'whats the actual difference between a CIP and a continuation?',
    sections: ['MPEP 201.08', 'MPEP 201.07', '35 U.S.C. 120'],
    fact: /adding matter not disclosed/i,
  },
  {
    q: 'The parent application is allowed and we already paid the issue fee. Is it too late to file a continuation, i.e. up to what point can a continuation still get the parent filing date?',
    sections: ['35 U.S.C. 120', 'MPEP 211.01(b)', '37 CFR 1.78'],
    fact: /before the patenting|copending/i,
  },
  // Examination: replies, periods, final, RCE, appeal, interviews
  {
    q: 'NFOA mailed 2026-03-02 with a 3 month shortened statutory period. If we buy extensions, what is the absolute latest we can respond?',
    sections: ['37 CFR 1.136', '35 U.S.C. 133', 'MPEP 710.02(e)', '37 CFR 1.134'],
    fact: /six months|6 months/i,
  },
  {
    q: 'we got the final rejection on 2026-05-14. if we file our response within 2 months, when does the period actually end for extension-fee purposes?',
    sections: ['MPEP 706.07(f)', '37 CFR 1.136', '37 CFR 1.113'],
    fact: /advisory action/i,
  },
  {
    q: 'After a final rejection can I just add a couple of new dependent claims in my response? Does the examiner have to enter them?',
    sections: ['MPEP 714.13', '37 CFR 1.116', 'MPEP 714.12'],
    fact: /matter of right/i,
  },
  {
    q: 'How do I file an RCE, and what has to go with it besides the fee?',
    sections: ['37 CFR 1.114', 'MPEP 706.07(h)'],
    fact: /submission/i,
  },
  {
    q: 'Filed a notice of appeal on 2026-07-01. By when is the appeal brief due?',
    sections: ['37 CFR 41.37'],
    fact: /two months|2 months/i,
  },
  {
    q: 'Is it possible to appeal to the PTAB before a final OA, for example after a second non-final rejection?',
    sections: ['35 U.S.C. 134', '37 CFR 41.31'],
    fact: /twice rejected/i,
  },
  {
    q: 'can i get an interview with the examiner after final rejection but before filing a notice of appeal?',
    sections: ['MPEP 713.09', '37 CFR 1.133'],
    fact: /one interview after final/i,
  },
  // Restriction and election
  {
    q: 'Examiner issued a restriction between the device claims and the method claims. If we disagree and traverse, what must our reply include, and when is the last point to petition?',
    sections: ['37 CFR 1.143', '37 CFR 1.144', '35 U.S.C. 121'],
    fact: /provisional election/i,
  },
  // Information disclosure statements
  {
    q: 'IDS question: first action on the merits already mailed, no final yet. What do we need to file with the IDS to have it considered?',
    sections: ['37 CFR 1.97', 'MPEP 609.04(b)'],
    fact: /1\.17\(p\)/i,
  },
  {
    q: 'Client sent us a new reference after we paid the issue fee. Will the examiner still consider an IDS at this point?',
    sections: ['MPEP 609.04(b)', '37 CFR 1.97', '37 CFR 1.313'],
    fact: /will not be considered|withdrawn from issue/i,
  },
  // Fees and entity status
  {
    q: 'I am a solo inventor and want to pay micro entity fees. What is the income limit exactly?',
    sections: ['35 U.S.C. 123', '37 CFR 1.29'],
    fact: /3 times|three times/i,
  },
  {
    q: 'We claimed small entity status but just licensed the patent application to a large company. Do we have to tell the USPTO, and when?',
    sections: ['37 CFR 1.27'],
    fact: /prior to paying, or at the time of paying/i,
  },
  // Maintenance fees
  {
    q: 'Patent granted 2019-08-13. When is the 3.5 year maintenance fee due, and what happens if we miss the due date?',
    sections: ['35 U.S.C. 41', '37 CFR 1.362', '37 CFR 1.20'],
    fact: /grace period/i,
  },
  {
    q: 'our patent expired last year because nobody paid the maintainance fee. can it be reinstated?',
    sections: ['37 CFR 1.378', '35 U.S.C. 41'],
    fact: /unintentional/i,
  },
  // Patent term and PTA
  {
    q: 'PTA: how long does the USPTO have to issue the first office action before we earn adjustment days?',
    sections: ['35 U.S.C. 154', '37 CFR 1.702', 'MPEP 2731'],
    fact: /14 months|fourteen months/i,
  },
  {
    q: 'We took four months to answer an OA. Does that cut into our patent term adjustment?',
    sections: ['37 CFR 1.704', '35 U.S.C. 154', 'MPEP 2732'],
    fact: /in excess of (3|three) months/i,
  },
  // Terminal disclaimers
  {
    q: 'Got an obviousness-type double patenting rejection. If we file a terminal disclaimer, do the two patents have to stay with the same owner?',
    sections: ['37 CFR 1.321', '35 U.S.C. 253'],
    fact: /commonly owned/i,
  },
  // Design patents
  {
    q: 'How long does a design patent last?',
    sections: ['35 U.S.C. 173'],
    fact: /15 years|fifteen years/i,
  },
  {
    q: 'In a design application can I put several claims, say one for the whole bottle and one for just the cap?',
    sections: ['37 CFR 1.153', 'MPEP 1503.01'],
    fact: /more than one claim is neither required nor permitted|single claim/i,
  },
  // Reissue and reexamination
  {
    q: 'Our patent issued 2025-01-07 and we realise the claims are narrower than they should be. Is there a deadline for a broadening reissue?',
    sections: ['35 U.S.C. 251', '37 CFR 1.175'],
    fact: /two years|2 years/i,
  },
  {
    q: 'Who is allowed to request ex parte reexamination of a competitors patent, and is there a time limit?',
    sections: ['35 U.S.C. 302', '37 CFR 1.510'],
    fact: /any person/i,
  },
  // Inventorship and oath
  {
    q: 'One of our co-inventors left the company and refuses to sign the inventor declaraton. What are our options?',
    sections: ['35 U.S.C. 115', '37 CFR 1.64', 'MPEP 604'],
    fact: /substitute statement/i,
  },
  // Grace period and novelty/obviousness
  {
    q: 'I showed my invention at a trade show on 2025-10-02 before filing anything. Can I still get a US patent, and until when do I have to file?',
    sections: ['35 U.S.C. 102', 'MPEP 2153.01(a)'],
    fact: /1 year|one year/i,
  },
  {
    q: 'For a 102 anticipation rejection does the examiner need one single reference that shows every element of my claim?',
    sections: ['MPEP 2131', '35 U.S.C. 102'],
    fact: /each and every element/i,
  },
  // 35 U.S.C. 112
  {
    q: 'Examiner rejected my amended claim for lack of written description. What does the written description requirement actually require?',
    sections: ['MPEP 2163', '35 U.S.C. 112'],
    fact: /possession/i,
  },
  {
    q: 'the examiner says "substantially" and "about" in my claims are indefinite. are terms of degree always indefinite under 112(b)?',
    sections: ['MPEP 2173.05(b)', '35 U.S.C. 112'],
    fact: /not automatically|not necessarily indefinite/i,
  },
  {
    q: 'How is a "means for fastening" claim limitation interpreted?',
    sections: ['35 U.S.C. 112', 'MPEP 2181'],
    fact: /corresponding structure/i,
  },
  // Abandonment and revival
  {
    q: 'we missed the OA deadline and the application went abandoned. how do we revive it and what standard applies?',
    sections: ['37 CFR 1.137', 'MPEP 711.03(c)', '35 U.S.C. 27'],
    fact: /unintentional/i,
  },
  // PTAB trials
  {
    q: 'We were served with an infringement complaint on 2025-06-20. What is the deadline for us to file an IPR petition?',
    sections: ['35 U.S.C. 315', '37 CFR 42.101'],
    fact: /1 year|one year/i,
  },
  {
    q: 'how long after grant can a PGR be filed?',
    sections: ['35 U.S.C. 321', '37 CFR 42.202'],
    fact: /9 months|nine months/i,
  },
];
