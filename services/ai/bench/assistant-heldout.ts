import type { ProceduralQuestion } from './assistant-questions.js';

/**
 * Held-out procedural questions for `npm run bench:assistant` (issue 25): written after the retrieval weights were
 * chosen on PROCEDURAL, and recorded before any change to retrieval was tried on them, so their figures are not
 * tuned. Same format: the sections that answer each question and the key fact the answer must state.
 */
export const HELD_OUT: ProceduralQuestion[] = [
  {
    q: 'How long do I have to pay the filing fee after a notice to file missing parts?',
    sections: ['37 CFR 1.53', 'MPEP 601.01(a)'],
    fact: /two months|2 months/i,
  },
  {
    q: "Until when can a third party submit prior art in someone else's published application?",
    sections: ['37 CFR 1.290', '35 U.S.C. 122'],
    fact: /six months|6 months/i,
  },
  {
    q: 'How soon after being served with an infringement complaint must an IPR petition be filed?',
    sections: ['35 U.S.C. 315', '37 CFR 42.101'],
    fact: /1 year|one year/i,
  },
  {
    q: 'How long does the PTAB have to issue a final written decision in an inter partes review?',
    sections: ['35 U.S.C. 316', '37 CFR 42.100'],
    fact: /1 year|one year/i,
  },
  {
    q: 'What is the deadline for appealing a PTAB decision to the Federal Circuit?',
    sections: ['37 CFR 90.3', '35 U.S.C. 142'],
    fact: /63|sixty-three/i,
  },
  {
    q: 'How long do I have to request rehearing of a Board decision in an ex parte appeal?',
    sections: ['37 CFR 41.52'],
    fact: /two months|2 months/i,
  },
  {
    q: "How long after the examiner's answer can the appellant file a reply brief?",
    sections: ['37 CFR 41.41'],
    fact: /two months|2 months/i,
  },
  {
    q: 'What claim limits apply to an application under prioritized examination (Track One)?',
    sections: ['37 CFR 1.102', 'MPEP 708.02(b)'],
    fact: /four independent|thirty total|30 total/i,
  },
  {
    q: 'What does a small business have to file to pay small entity fees?',
    sections: ['37 CFR 1.27', 'MPEP 509.03'],
    fact: /assertion/i,
  },
  {
    q: 'For how long can examination be deferred at the applicant’s request?',
    sections: ['37 CFR 1.103', 'MPEP 709'],
    fact: /three years|3 years/i,
  },
  {
    q: 'When must a continuation be filed relative to its parent application?',
    sections: ['35 U.S.C. 120', '37 CFR 1.78', 'MPEP 211.01(b)'],
    fact: /before the patenting or abandonment|copending/i,
  },
  {
    q: 'How long does the patent owner have to file a preliminary response to an IPR petition?',
    sections: ['37 CFR 42.107', '35 U.S.C. 313'],
    fact: /three months|3 months/i,
  },
  {
    q: 'What is the page limit of a petition for inter partes review?',
    sections: ['37 CFR 42.24'],
    fact: /60 pages|14,000 words/i,
  },
  {
    q: 'How long must a deposit of biological material be kept available?',
    sections: ['37 CFR 1.806', '37 CFR 1.801', 'MPEP 2404'],
    fact: /thirty \(30\) years|30 years|thirty years/i,
  },
  {
    q: 'What is the deadline to ask the Office to reconsider the patent term adjustment after grant?',
    sections: ['37 CFR 1.705', 'MPEP 2734', '35 U.S.C. 154'],
    fact: /two months|2 months/i,
  },
  {
    q: 'Within what time does the Office decide whether to order ex parte reexamination?',
    sections: ['35 U.S.C. 303', '37 CFR 1.515'],
    fact: /three months|3 months/i,
  },
  {
    q: 'How long does the patent owner get to file a statement after ex parte reexamination is ordered?',
    sections: ['35 U.S.C. 304', '37 CFR 1.530'],
    fact: /two months|2 months/i,
  },
  {
    q: 'When must an application for patent term extension be filed after FDA approval?',
    sections: ['35 U.S.C. 156', '37 CFR 1.720', 'MPEP 2754'],
    fact: /sixty-day|60-day|60 days|sixty days/i,
  },
  {
    q: 'Can the assignee be the applicant instead of the inventor?',
    sections: ['37 CFR 1.46', '35 U.S.C. 118', 'MPEP 409.05'],
    fact: /assignee/i,
  },
  {
    q: 'Is a drawing required in every patent application?',
    sections: ['35 U.S.C. 113', '37 CFR 1.81', 'MPEP 608.02'],
    fact: /necessary for the understanding/i,
  },
  {
    q: 'How many claims may a plant patent application contain?',
    sections: ['37 CFR 1.164', 'MPEP 1605'],
    fact: /more than one claim is not permitted|single claim|one claim/i,
  },
  {
    q: 'When must a petition for post-grant review be filed after the patent issues?',
    sections: ['35 U.S.C. 321', '37 CFR 42.202'],
    fact: /9 months|nine months/i,
  },
  {
    q: 'Within what time must I ask for a refund of a fee paid by mistake?',
    sections: ['37 CFR 1.26', 'MPEP 607.02'],
    fact: /two years|2 years/i,
  },
  {
    q: "How long do I have to petition the Director from an examiner's requirement?",
    sections: ['37 CFR 1.181', 'MPEP 1002'],
    fact: /two months|2 months/i,
  },
];
