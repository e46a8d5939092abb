import type { ProceduralQuestion } from './assistant-questions.js';

/**
 * Held-out procedural question set J: written blind on 2026-11-29 by the h-blindj helper session (issue 25).
 * Not read while writing it: the assistant and engine code, every other question set, the bench wiring and the
 * benchmark notes; the assistant and the benchmarks were not run. Questions were written from general US patent
 * practice in varied voices (solo inventor, startup CTO, paralegal, in-house counsel, litigator, foreign associate,
 * university tech transfer). Each listed section was confirmed to exist in the offline legal texts (35 U.S.C.,
 * 37 CFR, MPEP), and each `fact` pattern was confirmed to match the text of at least one listed section. Where an
 * MPEP chapter is not in the offline texts, the statute or rule is cited instead.
 * Never tune the assistant on this set: it only measures generalization if the engine has not seen it.
 */
export const HELD_OUT_J: ProceduralQuestion[] = [
  {
    q: 'We are a Japanese firm. Our PCT application claims priority from a JP application filed on 2025-02-14. What is the last date to enter the US national stage, and what has to be in by then?',
    sections: ['35 U.S.C. 371', '37 CFR 1.495', 'MPEP 1893.01'],
    fact: /\b30 months|thirty months/i,
  },
  {
    q: 'we filed a patent app in germany (DPMA) on 2025-03-03 for our battery controller. how long can we wait before filing in the US and still keep the german date??',
    sections: ['35 U.S.C. 119', '37 CFR 1.55', 'MPEP 213.03'],
    fact: /\b12 months|twelve months|\bone year|\b1 year/i,
  },
  {
    q: 'Our EU registered Community design was filed on 2025-01-20. Can a US design application we file in September 2025 still claim priority to it?',
    sections: ['35 U.S.C. 172', '37 CFR 1.55', 'MPEP 1504.10'],
    fact: /\bsix months|\b6 months/i,
  },
  {
    q: 'I showed my invention at a maker fair and posted a demo video on YouTube on 2025-04-02, before filing anything at all. Did I blow my chance at a US patent?',
    sections: ['35 U.S.C. 102', 'MPEP 2153.01(a)'],
    fact: /\b1 year|\bone year|\b12 months|twelve months/i,
  },
  {
    q: 'The parent application was allowed and the issue fee was paid last week, so the patent should issue soon. The attorney wants to file a continuation. What is the cutoff for filing it?',
    sections: ['35 U.S.C. 120', '37 CFR 1.78', 'MPEP 211.01(b)'],
    fact: /copending|co-pending|before the patenting or abandonment/i,
  },
  {
    q: 'The examiner sent us a "restriction requirement" saying our claims cover two different inventions and that we have to pick one. Is that allowed, and what is the legal standard for it?',
    sections: ['35 U.S.C. 121', '37 CFR 1.142'],
    fact: /independent and distinct|independent or distinct/i,
  },
  {
    q: "Non-final office action mailed 2025-09-15 with the usual 3 month shortened period. we're going to miss 12/15. how late can we respond with extension fees before the app goes abandoned?",
    sections: ['35 U.S.C. 133', '37 CFR 1.134', '37 CFR 1.136', 'MPEP 710.02(e)'],
    fact: /\bsix months|\b6 months/i,
  },
  {
    q: 'Our application was just allowed, but we found a reference we want the examiner to consider on the record. Can we still file a request for continued examination, and up to what point?',
    sections: ['37 CFR 1.114', 'MPEP 706.07(h)'],
    fact: /(payment of|paying|pay) the issue fee|issue fee (is|has been) paid/i,
  },
  {
    q: 'We filed a notice of appeal to the PTAB on 2025-08-01. When is the appeal brief due?',
    sections: ['37 CFR 41.37', '37 CFR 41.31'],
    fact: /\btwo months|\b2 months/i,
  },
  {
    q: 'The Board affirmed the examiner in our ex parte appeal on 2025-10-01. How long do we have to file a notice of appeal to the Federal Circuit?',
    sections: ['35 U.S.C. 141', '35 U.S.C. 142', '37 CFR 90.3'],
    fact: /\b63 days|sixty-three/i,
  },
  {
    q: 'My utility patent was granted 2019-01-15 and I completely forgot about the 7.5 year maintenance fee. Is it too late to pay, and what does it cost me extra?',
    sections: ['35 U.S.C. 41', '37 CFR 1.362', '37 CFR 1.20'],
    fact: /surcharge|6-month grace|six-month grace|six month grace/i,
  },
  {
    q: 'We never responded to an office action and got a Notice of Abandonment in October. The client says it was simply an oversight. How do we get the application back?',
    sections: ['37 CFR 1.137', 'MPEP 711.03(c)'],
    fact: /unintentional/i,
  },
  {
    q: 'The examiner made a nonstatutory double patenting rejection over our own earlier patent. If we file a terminal disclaimer to overcome it, what conditions come with it?',
    sections: ['37 CFR 1.321'],
    fact: /commonly owned|common ownership/i,
  },
  {
    q: 'How long does a US design patent last, and is the term counted from filing or from grant?',
    sections: ['35 U.S.C. 173'],
    fact: /\b15 years|fifteen years/i,
  },
  {
    q: 'For a design application on a phone case, can I put in several claims to cover different views and features of the case?',
    sections: ['37 CFR 1.153', 'MPEP 1503.01'],
    fact: /single claim|\bone claim|only one/i,
  },
  {
    q: 'Our horticulture department bred a new rose variety that we propagate from cuttings. Can the university get a plant patent on it, and what is the key requirement?',
    sections: ['35 U.S.C. 161', '37 CFR 1.162'],
    fact: /asexual/i,
  },
  {
    q: 'Our patent granted on 2024-05-07 and we now realise the claims are narrower than they should be. Can we broaden them through reissue, and is there a deadline?',
    sections: ['35 U.S.C. 251'],
    fact: /\btwo years|\b2 years|two-year|2-year/i,
  },
  {
    q: "We want to challenge a competitor's patent at the USPTO without a full trial. What kind of prior art can an ex parte reexamination request rely on?",
    sections: ['35 U.S.C. 301', '35 U.S.C. 302', '37 CFR 1.510'],
    fact: /printed publication/i,
  },
  {
    q: 'One of our co-inventors is travelling and has not signed the declaration. We filed the application with an ADS on 2025-07-22. What is the latest point at which the inventor declarations must be filed?',
    sections: ['35 U.S.C. 115', '37 CFR 1.53', 'MPEP 602.01(a)'],
    fact: /issue fee/i,
  },
  {
    q: "I'm a solo inventor and I've filed three earlier applications (one was abandoned). Do I qualify for micro entity fees? what's the limit on prior applications?",
    sections: ['35 U.S.C. 123', '37 CFR 1.29'],
    fact: /(more|no more) than (4|four)|four previously|\b4 previously/i,
  },
  {
    q: 'University tech transfer office here: we have thousands of employees. Are we eligible for small entity fees anyway?',
    sections: ['37 CFR 1.27'],
    fact: /nonprofit|non-profit|institution of higher education/i,
  },
  {
    q: 'Application filed 2025-06-10, no first office action yet, and the foreign search report just came in. Is there a window where we can file an IDS without a fee or a certification statement?',
    sections: ['37 CFR 1.97', 'MPEP 609.04(b)'],
    fact: /three months|\b3 months/i,
  },
  {
    q: 'We are filing a utility application with 4 independent claims and 26 claims in total. Which excess claims fees apply?',
    sections: ['35 U.S.C. 41', '37 CFR 1.16'],
    fact: /in excess of (3|three)|more than (3|three)|excess of (20|twenty)|more than (20|twenty)|over (3|three|20|twenty)/i,
  },
  {
    q: 'What does the specification legally have to contain so that the claims are properly supported?',
    sections: ['35 U.S.C. 112', 'MPEP 2161'],
    fact: /written description/i,
  },
  {
    q: 'Opposing counsel argues the patent-in-suit is invalid because the inventor concealed his preferred way of practicing it. Is failure to disclose the best mode still an invalidity defense?',
    sections: ['35 U.S.C. 282', 'MPEP 2165'],
    fact: /not be a basis|no longer (a|an) (basis|ground|defen[cs]e|invalidity)|cannot (be used to )?(invalidate|cancel)|not (a )?(basis|ground) (for|to) invalidat/i,
  },
  {
    q: 'Quick one from a startup CTO: what kinds of things can be patented at all in the US? what are the statutory categories?',
    sections: ['35 U.S.C. 101', 'MPEP 2106.03'],
    fact: /composition of matter/i,
  },
  {
    q: "How does the USPTO decide whether my invention is 'obvious'? Obvious to whom, and judged as of what date?",
    sections: ['35 U.S.C. 103', 'MPEP 2141'],
    fact: /ordinary skill/i,
  },
  {
    q: 'We filed a provisional on 2023-01-05 and the non-provisional claiming it on 2024-01-04. When will the patent expire, and does the time spent as a provisional count against the term?',
    sections: ['35 U.S.C. 154', 'MPEP 2701'],
    fact: /\b20 years|twenty years|2044/i,
  },
  {
    q: 'Our first office action came about 30 months after filing. Do we get any extra patent term to make up for that USPTO delay?',
    sections: ['35 U.S.C. 154', '37 CFR 1.702', 'MPEP 2731'],
    fact: /\b14 months|fourteen months/i,
  },
  {
    q: 'Our client believes a former employee took their invention and filed his own US application, which published with the claims on 2025-04-01. Is there a deadline to start a derivation proceeding?',
    sections: ['35 U.S.C. 135', '37 CFR 42.403'],
    fact: /1-year|\b1 year|\bone year|one-year/i,
  },
  {
    q: 'We sell a product covered by our patent. How should we mark it, and is it enough to put a website link on the packaging?',
    sections: ['35 U.S.C. 287'],
    fact: /pat\.|virtual mark|internet/i,
  },
  {
    q: 'The infringement started back in 2015 and we are only filing suit now. How far back can we recover damages?',
    sections: ['35 U.S.C. 286'],
    fact: /\bsix years|\b6 years/i,
  },
  {
    q: 'Our application was published in 2024 and the patent granted in 2025. A competitor copied the product right after publication. Can we get anything for the period before grant?',
    sections: ['35 U.S.C. 154'],
    fact: /reasonable royalty/i,
  },
  {
    q: 'We bought a patent by an assignment signed 2025-09-01. How quickly do we have to record it at the USPTO to be safe against a later purchaser?',
    sections: ['35 U.S.C. 261'],
    fact: /three months|\b3 months/i,
  },
  {
    q: 'do i need to include claims in a provisional? I am filing it myself without a lawyer',
    sections: ['35 U.S.C. 111', 'MPEP 201.04'],
    fact: /not be required|not required|no claims|without (any )?claims|need (any|no) claims/i,
  },
  {
    q: 'We missed the 12-month Paris deadline by three weeks: the French priority application was filed 2024-11-05 and we only filed in the US on 2025-11-26. Is the priority claim lost?',
    sections: ['35 U.S.C. 119'],
    fact: /\b2 months|two months|\b14 months|fourteen months/i,
  },
  {
    q: 'We filed a nonprovisional on 2025-06-10 but forgot to put the benefit claim to our provisional in the ADS. Until when can we add it without a petition for a delayed claim?',
    sections: ['37 CFR 1.78', 'MPEP 211.03'],
    fact: /\b16 months|sixteen months|four months|\b4 months/i,
  },
  {
    q: 'Our engineers are all in the US. Can we file first directly at the EPO, or do we need to file in the US and wait before filing abroad?',
    sections: ['35 U.S.C. 184', '37 CFR 5.11'],
    fact: /\bsix months|\b6 months/i,
  },
  {
    q: 'Our client was served with a patent infringement complaint on 2025-03-03. What is the deadline to file an IPR petition against that patent?',
    sections: ['35 U.S.C. 315'],
    fact: /\b1 year|\bone year|one-year|1-year/i,
  },
  {
    q: 'Notice of allowance mailed 2025-10-20. When is the issue fee due, and can we get an extension if the client is slow to approve?',
    sections: ['35 U.S.C. 151', '37 CFR 1.311'],
    fact: /three months|\b3 months/i,
  },
];
