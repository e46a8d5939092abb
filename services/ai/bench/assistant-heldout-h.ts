import type { ProceduralQuestion } from './assistant-questions.js';

/**
 * Held-out procedural question set H (issue 25), written blind on 2026-11-28 by helper h-blindh.
 *
 * How: questions drafted from general knowledge of US patent practice, kept only where the offline legal
 * data (/work/shared/data/legal: 35 U.S.C., 37 CFR, MPEP chapters 200/600/700/1500/1800/2100/2700, fees)
 * answers them.
 * Each listed section exists as a record there, and each `fact` was run by a throwaway (uncommitted) script
 * against the text of the listed sections: it matches at least one of them verbatim. Facts are the
 * operative answer (a period, a count, a required statement or document), not a topic word. Topics whose
 * MPEP chapter is missing (800, 1200, 1400, 2000, 2200+) cite the statute and the rules instead.
 *
 * Not read: anything under services/ai (assistant-questions.ts was not opened; the type shape came from the
 * brief), web/, test/, libs/, any other question set, docs/benchmarks.md, git log about the assistant. The
 * assistant, app and bench were never run. Its blind figures, before any tuning on it, were 90.0 % sections in the
 * first three / 77.5 % key fact / 42.5 % key fact in the lead. From 2026-11-29 it is a TUNING set (no longer blind):
 * its questions and misses are read and the engine is tuned on them, so its figure no longer measures unseen wording.
 */
export const HELD_OUT_H: ProceduralQuestion[] = [
  {
    q: 'whats the bare minimum i need to send in to get a filing date on a nonprov utility app? do the claims have to be in there on day one?',
    sections: ['35 U.S.C. 111', '37 CFR 1.53', 'MPEP 601.01(a)'],
    fact: /with or without claims/i,
  },
  {
    q: 'Filed a provisional on 2025-09-30. How long does it stay alive, and can it be revived if I miss the nonprovisional deadline?',
    sections: ['35 U.S.C. 111', '35 U.S.C. 119', 'MPEP 201.04'],
    fact: /12 months after the (filing date|date on which the provisional)/i,
  },
  {
    q: 'We filed at the EPO on 2025-03-03. Deadline for the US filing claiming priority, and is there any extension if we miss it unintentionally?',
    sections: ['35 U.S.C. 119', '37 CFR 1.55', 'MPEP 213'],
    fact: /extended by an additional 2 months/i,
  },
  {
    q: 'paralegal q: deadline to add the benefit claim to the parent app in the ADS for a continuation filed last week?',
    sections: ['37 CFR 1.78', 'MPEP 211.02', 'MPEP 211.03'],
    fact: /later of four months from the actual filing date of the later-filed application or sixteen months/i,
  },
  {
    q: 'What exactly makes an application a CIP as opposed to a plain continuation?',
    sections: ['MPEP 201.08', '35 U.S.C. 120'],
    fact: /adding matter not disclosed/i,
  },
  {
    q: 'The parent patent issues tomorrow (2026-03-03). Is it too late to file a continuation to keep the family alive? What is the copendency rule?',
    sections: ['35 U.S.C. 120', 'MPEP 211.01(b)'],
    fact: /before the patenting or abandonment of or termination of proceedings/i,
  },
  {
    q: 'PCT filed 2024-06-01 claiming a US prov of 2023-07-15. By when do we enter the US national stage and what must be in by then?',
    sections: ['35 U.S.C. 371', '37 CFR 1.495', 'MPEP 1893.01(a)'],
    fact: /thirty months from the priority date|30 months from the priority date/i,
  },
  {
    q: 'Examiner issued a restriction requirement between apparatus and method claims. Can I elect with traverse, and what do I say if I disagree?',
    sections: ['37 CFR 1.143', '37 CFR 1.142', '35 U.S.C. 121'],
    fact: /request reconsideration and withdrawal or modification of the requirement/i,
  },
  {
    q: 'NFOA mailed 2026-01-15 with a 3 month SSP. Whats the absolute last day to respond with extensions before it goes abandoned?',
    sections: ['35 U.S.C. 133', '37 CFR 1.136', 'MPEP 710.01'],
    fact: /within six months after any action/i,
  },
  {
    q: 'My final rejection was mailed 2026-02-10. If I file a reply in March and the advisory action comes late, when does my period actually end?',
    sections: ['MPEP 706.07(f)', 'MPEP 714.13', '37 CFR 1.116'],
    fact: /first reply is filed within two months of the mailing date of this final action/i,
  },
  {
    q: 'After a FOA, what kinds of amendments will the examiner actually enter? Can I rewrite claims for appeal?',
    sections: ['37 CFR 1.116', 'MPEP 714.12', 'MPEP 714.13'],
    fact: /better form for consideration on appeal/i,
  },
  {
    q: 'When can an applicant appeal to the PTAB — do all claims need a final rejection first?',
    sections: ['35 U.S.C. 134', '37 CFR 41.31'],
    fact: /twice rejected/i,
  },
  {
    q: 'Filed our notice of appeal on 2026-04-01. When is the appeal brief due?',
    sections: ['37 CFR 41.37'],
    fact: /within two months from the date of filing the notice of appeal/i,
  },
  {
    q: 'For an RCE, does an IDS by itself count as the required submission, or do I need an amendment too?',
    sections: ['37 CFR 1.114', 'MPEP 706.07(h)'],
    fact: /includes, but is not limited to, an information disclosure statement/i,
  },
  {
    q: 'We got an EPO search report on 2026-01-05 and the US case already has a first action. Can we file the IDS without paying, if we certify timing?',
    sections: ['37 CFR 1.97', 'MPEP 609.04(b)'],
    fact: /not more than three months prior to the filing of the (information disclosure )?statement/i,
  },
  {
    q: 'On the SB/08 do I need to send copies of the US patents too, or only foreign docs and NPL?',
    sections: ['37 CFR 1.98', 'MPEP 609.04(a)'],
    fact: /other than U\.S\. patents and U\.S\. patent application publications/i,
  },
  {
    q: 'Our app went abandonded 8 months ago bc nobody answered the OA. It was unintentional. How do we revive it and what must the petition contain?',
    sections: ['37 CFR 1.137', 'MPEP 711.03(c)'],
    fact: /statement that the entire delay in filing the required reply/i,
  },
  {
    q: 'NOA mailed 2026-03-02. How long do I have to pay the issue fee, and what happens if I miss it?',
    sections: ['37 CFR 1.311', '37 CFR 1.316', '35 U.S.C. 151'],
    fact: /within three months from the date of (mailing of )?(the )?notice of allowance/i,
  },
  {
    q: 'When will my application get published, and can I keep it from being published at all?',
    sections: ['35 U.S.C. 122', '37 CFR 1.211', '37 CFR 1.213'],
    fact: /18 months|eighteen months/i,
  },
  {
    q: 'Patent granted 2019-05-14. When is the window for the 7.5 year maintainance fee, and is there a grace period with surcharge?',
    sections: ['37 CFR 1.362', '35 U.S.C. 41'],
    fact: /7 years through 7 years and 6 months|6-month grace period/i,
  },
  {
    q: 'PTA question: what is the 14-month "A delay" guarantee about?',
    sections: ['35 U.S.C. 154', '37 CFR 1.702', 'MPEP 2731'],
    fact: /fourteen months|14 months/i,
  },
  {
    q: 'Our drug got FDA approval on 2026-05-20. Whats the deadline for the PTE aplication under 156?',
    sections: ['35 U.S.C. 156', '37 CFR 1.720', 'MPEP 2754'],
    fact: /sixty-day period/i,
  },
  {
    q: 'Examiner made an obviousness-type double patenting rejection over our own earlier patent. If we file a TD, what provision does it have to contain about ownership?',
    sections: ['37 CFR 1.321'],
    fact: /enforceable only for and during (such )?(the )?period/i,
  },
  {
    q: 'Can I broaden the claims in a reissue? Is there a time limit?',
    sections: ['35 U.S.C. 251', '37 CFR 1.173'],
    fact: /within two years from the grant/i,
  },
  {
    q: 'In-house counsel: what does an ex parte reexam request have to show for the Office to order reexamination?',
    sections: ['35 U.S.C. 303', '37 CFR 1.510', '37 CFR 1.515'],
    fact: /substantial new question of patentability/i,
  },
  {
    q: 'Competitor patent issued 2026-02-03. Last day for a PGR? and if they sue us, how long do we have to file an IPR?',
    sections: ['35 U.S.C. 321', '35 U.S.C. 315', '37 CFR 42.202'],
    fact: /9 months after the date of the grant|more than 1 year after the date on which the petitioner/i,
  },
  {
    q: 'We think someone derived their earlier-filed invention from us. Time limit for filing a derivation petiton?',
    sections: ['35 U.S.C. 135', '37 CFR 42.403'],
    fact: /(1-year|one-year) period/i,
  },
  {
    q: 'Need to add a co-inventor to a pending app filed in 2024. What do we file?',
    sections: ['37 CFR 1.48', 'MPEP 602.01(c)(1)'],
    fact: /processing fee set forth in § 1\.17\(i\)/i,
  },
  {
    q: 'solo inventor here, I have been named on 3 earlier apps. do I still qualify for micro entity status?',
    sections: ['35 U.S.C. 123', '37 CFR 1.29'],
    fact: /more than 4 previously filed/i,
  },
  {
    q: 'Can the inventor declaration be filed late, e.g. after the first OA? What is the latest point?',
    sections: ['35 U.S.C. 115', '37 CFR 1.53', 'MPEP 602.01(a)'],
    fact: /no later than the date on which the issue fee|postponed until the application is otherwise in condition for allowance/i,
  },
  {
    q: 'Can I submit colour photos as the drawings in a utility application, or do they have to be black and white?',
    sections: ['37 CFR 1.84', 'MPEP 608.02'],
    fact: /petition filed under this paragraph explaining why the color drawings are necessary/i,
  },
  {
    q: 'Application has 26 claims, 4 of them independent, plus one multiple dependent claim that refers to another multiple dependent claim. What excess claim fees apply and is the multiple dependent claim OK?',
    sections: ['35 U.S.C. 41', '37 CFR 1.16', '37 CFR 1.75', '35 U.S.C. 112'],
    fact: /in independent form in excess of 3|shall not serve as a basis for any other multiple dependent claim/i,
  },
  {
    q: 'Design app: how long does the patent last and can I put in more than one claim?',
    sections: ['35 U.S.C. 173', '37 CFR 1.153', 'MPEP 1505'],
    fact: /15 years from the date of grant|More than one claim is neither required nor permitted/i,
  },
  {
    q: 'Can a new potato variety be protected with a plant patent?',
    sections: ['35 U.S.C. 161', 'MPEP 201'],
    fact: /tuber propagated plant/i,
  },
  {
    q: 'I posted my invention on my blog on 2025-06-01 before filing anything. Am I barred in the US, or is there a grace period?',
    sections: ['35 U.S.C. 102', 'MPEP 2152', 'MPEP 2153'],
    fact: /1 year or less before the effective filing date/i,
  },
  {
    q: 'Please set out the factual inquiries from Graham v. John Deere that govern an obviousness determination under 35 U.S.C. 103.',
    sections: ['MPEP 2141', '35 U.S.C. 103'],
    fact: /scope and content of the prior art/i,
  },
  {
    q: 'If we did not disclose the best mode, can a defendant get the claims invalidated for that in litigation?',
    sections: ['35 U.S.C. 282', 'MPEP 2165', '35 U.S.C. 112'],
    fact: /failure to disclose the best mode shall not be a basis/i,
  },
  {
    q: 'Is virtual marking allowed — can we just put "Pat." and a URL on the product instead of the numbers?',
    sections: ['35 U.S.C. 287'],
    fact: /address of a posting on the Internet/i,
  },
  {
    q: 'We bought a patent by assignment dated 2026-01-10. How soon must we record it at the USPTO to be safe against a later purchaser?',
    sections: ['35 U.S.C. 261', '37 CFR 3.11'],
    fact: /within three months from its date/i,
  },
  {
    q: 'Who owes the duty of candor to the USPTO — only the inventor and the attorney?',
    sections: ['37 CFR 1.56'],
    fact: /individual associated with the filing and prosecution of a patent application/i,
  },
];
