import type { ProceduralQuestion } from './assistant-questions.js';

/**
 * A third held-out set (issue 25, attorney review): written before the answer-first changes, on topics and wordings
 * none of the other sets uses (filing mechanics, appeal entry, formalities, rights and defences). Run as it stands,
 * before and after, and never tuned on. Same format as PROCEDURAL.
 */
export const HELD_OUT_C: ProceduralQuestion[] = [
  {
    q: 'Do all co-inventors have to contribute to every claim?',
    sections: ['35 U.S.C. 116', 'MPEP 2109'],
    fact: /every claim/i,
  },
  {
    q: 'How long after filing in the US must I wait before filing abroad if I have no foreign filing license?',
    sections: ['35 U.S.C. 184', '37 CFR 5.11'],
    fact: /six months|6 months/i,
  },
  {
    q: 'Is an invention made on a US spacecraft treated as made in the United States?',
    sections: ['35 U.S.C. 105'],
    fact: /outer space/i,
  },
  {
    q: 'My reply is due on a Sunday: is it late if I file it on Monday?',
    sections: ['35 U.S.C. 21', '37 CFR 1.7'],
    fact: /next succeeding/i,
  },
  {
    q: 'Is a reply timely if I mail it on the last day with a certificate of mailing?',
    sections: ['37 CFR 1.8'],
    fact: /timely filed/i,
  },
  {
    q: 'What filing date does correspondence sent by Express Mail receive?',
    sections: ['37 CFR 1.10'],
    fact: /date of deposit/i,
  },
  {
    q: 'What margins must the pages of the specification have?',
    sections: ['37 CFR 1.52'],
    fact: /2\.5 cm|1 inch/i,
  },
  {
    q: 'By when must an appellant ask for an oral hearing before the Board?',
    sections: ['37 CFR 41.47'],
    fact: /two months|2 months/i,
  },
  {
    q: 'Are color drawings accepted in a utility application?',
    sections: ['37 CFR 1.84'],
    fact: /petition/i,
  },
  {
    q: 'What rights does a granted patent give its owner?',
    sections: ['35 U.S.C. 154', '35 U.S.C. 271'],
    fact: /exclude others/i,
  },
  {
    q: 'Is it patent misuse to refuse to license my patent to a competitor?',
    sections: ['35 U.S.C. 271'],
    fact: /refused to license/i,
  },
  {
    q: 'Can a patent be invalidated for failing to disclose the best mode?',
    sections: ['35 U.S.C. 282'],
    fact: /shall not be a basis/i,
  },
  {
    q: 'Can I still amend the claims after the notice of allowance?',
    sections: ['37 CFR 1.312', 'MPEP 714.16'],
    fact: /issue fee/i,
  },
  {
    q: 'What do I gain by answering a final rejection within two months?',
    sections: ['MPEP 706.07(f)', '37 CFR 1.136'],
    fact: /advisory action/i,
  },
  {
    q: 'After how many rejections can an applicant appeal to the Board?',
    sections: ['35 U.S.C. 134', '37 CFR 41.31'],
    fact: /twice rejected/i,
  },
  {
    q: 'Does the USPTO keep pending applications secret?',
    sections: ['35 U.S.C. 122'],
    fact: /in confidence/i,
  },
  {
    q: 'What is the effective filing date of a claimed invention?',
    sections: ['35 U.S.C. 100'],
    fact: /actual filing date/i,
  },
  {
    q: 'Is there a time limit for requesting ex parte reexamination of a patent?',
    sections: ['37 CFR 1.510', '35 U.S.C. 302'],
    fact: /any time/i,
  },
  {
    q: 'What happens to a patent when the maintenance fee is not paid even in the grace period?',
    sections: ['35 U.S.C. 41', '37 CFR 1.362'],
    fact: /expire/i,
  },
  {
    q: 'What must the cover sheet for recording an assignment contain?',
    sections: ['37 CFR 3.31'],
    fact: /name of the party conveying/i,
  },
  {
    q: 'When may the examiner make a rejection final?',
    sections: ['37 CFR 1.113', 'MPEP 706.07(a)'],
    fact: /second or any subsequent/i,
  },
  {
    q: 'When is the certified copy of the foreign priority document due?',
    sections: ['37 CFR 1.55', 'MPEP 213'],
    fact: /sixteen months|16 months/i,
  },
  {
    q: 'How much does a request for continued examination cost?',
    sections: ['37 CFR 1.17', 'MPEP 706.07(h)'],
    fact: /\$\s?[\d,]+/,
  },
  {
    q: 'My reply omitted one requirement by mistake: will the application go abandoned?',
    sections: ['37 CFR 1.135', 'MPEP 711', 'MPEP 714.03'],
    fact: /new time period/i,
  },
  {
    q: 'Can a patent from the parent be cited against a divisional filed after a restriction requirement?',
    sections: ['35 U.S.C. 121', 'MPEP 804.01'],
    fact: /shall not be used as a reference/i,
  },
  {
    q: 'What must a company do when it stops qualifying for small entity fees?',
    sections: ['37 CFR 1.27', 'MPEP 509.02'],
    fact: /notif/i,
  },
];
