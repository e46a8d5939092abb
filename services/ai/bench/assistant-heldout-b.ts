import type { ProceduralQuestion } from './assistant-questions.js';

/**
 * A second held-out set, written fresh before the last retrieval changes (practitioners’ wording) and run once, at
 * the end: its figures are the blind estimate of the shipped retrieval. Same format as PROCEDURAL.
 */
export const HELD_OUT_B: ProceduralQuestion[] = [
  {
    q: 'How can an error in the naming of the inventors of an issued patent be corrected?',
    sections: ['35 U.S.C. 256', '37 CFR 1.324'],
    fact: /certificate/i,
  },
  {
    q: 'What happens if the applicant does not reply to an office action in time?',
    sections: ['35 U.S.C. 133', '37 CFR 1.135', 'MPEP 711'],
    fact: /abandon/i,
  },
  {
    q: 'Who may file a protest against a pending application?',
    sections: ['37 CFR 1.291'],
    fact: /member of the public/i,
  },
  {
    q: 'Until when can a protest against an application be filed?',
    sections: ['37 CFR 1.291'],
    fact: /published|notice of allowance/i,
  },
  {
    q: 'Can I recover damages for use of my invention before the patent was granted?',
    sections: ['35 U.S.C. 154'],
    fact: /reasonable royalty/i,
  },
  {
    q: 'What ownership condition does a terminal disclaimer impose?',
    sections: ['37 CFR 1.321'],
    fact: /commonly owned/i,
  },
  {
    q: 'What must the reissue oath or declaration identify?',
    sections: ['37 CFR 1.175', '35 U.S.C. 251', 'MPEP 1414'],
    fact: /error/i,
  },
  {
    q: 'Can the patent owner amend the claims during an inter partes review?',
    sections: ['35 U.S.C. 316', '37 CFR 42.121'],
    fact: /motion to amend/i,
  },
  {
    q: 'When does an earlier-filed US application count as prior art under the AIA?',
    sections: ['35 U.S.C. 102', 'MPEP 2154'],
    fact: /effectively filed/i,
  },
  {
    q: 'What information goes in an application data sheet?',
    sections: ['37 CFR 1.76', 'MPEP 601.05'],
    fact: /bibliographic|application data sheet/i,
  },
  {
    q: 'Is an issued patent presumed valid?',
    sections: ['35 U.S.C. 282'],
    fact: /presumed valid/i,
  },
  {
    q: 'For how long is a reissued patent in force?',
    sections: ['35 U.S.C. 251'],
    fact: /unexpired part/i,
  },
  {
    q: 'When can a court award attorney fees in a patent case?',
    sections: ['35 U.S.C. 285'],
    fact: /exceptional cases/i,
  },
  {
    q: 'Can damages be increased for willful infringement?',
    sections: ['35 U.S.C. 284'],
    fact: /three times/i,
  },
  {
    q: 'How do I correct the inventorship of a pending application?',
    sections: ['37 CFR 1.48', '35 U.S.C. 116', 'MPEP 602.01(c)'],
    fact: /inventorship/i,
  },
  {
    q: 'Must the application papers be in English?',
    sections: ['37 CFR 1.52', 'MPEP 608.01'],
    fact: /English language|translation/i,
  },
  {
    q: 'Who can request supplemental examination of a patent?',
    sections: ['35 U.S.C. 257', '37 CFR 1.601'],
    fact: /patent owner/i,
  },
  {
    q: 'What estoppel applies to the petitioner after a final written decision in an IPR?',
    sections: ['35 U.S.C. 315', '37 CFR 42.73'],
    fact: /reasonably could have raised|estop/i,
  },
  {
    q: 'Can an invention be patented if it was on sale more than a year before filing?',
    sections: ['35 U.S.C. 102', 'MPEP 2152.02(d)', 'MPEP 2133.03(b)'],
    fact: /on sale/i,
  },
  {
    q: 'What are the requirements for the title of the invention?',
    sections: ['37 CFR 1.72', 'MPEP 606'],
    fact: /short and specific/i,
  },
  {
    q: 'What kind of applicant mistake can a certificate of correction fix?',
    sections: ['35 U.S.C. 255', '37 CFR 1.323'],
    fact: /clerical or typographical|minor character/i,
  },
];
