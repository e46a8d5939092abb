/** The replies a final rejection leaves, in plain words with their rules (without dates: the topic's answer). */
export const FINAL_OPTIONS = [
  '**an amendment or reply after final (37 CFR 1.116)** — cancelling claims, meeting a requirement of form, or ' +
    'putting rejected claims in better form for appeal; other amendments are entered only at the examiner’s discretion, ' +
    'and the reply does not stop the period unless the application is allowed',
  '**a request for continued examination (37 CFR 1.114)** — with its fee and a submission (the amendment or arguments), ' +
    'it withdraws the finality and examination continues',
  '**a notice of appeal to the Board (35 U.S.C. 134(a); 37 CFR 41.31(a)(1))** — with the fee of 41.20(b)(1), filed within ' +
    'the period for reply; the appeal brief then follows (37 CFR 41.37)',
];
