/** Which body of the legal texts a section belongs to (its own module, so the topic index and the KB share it). */
export type LegalSource = '35 USC' | '37 CFR' | 'MPEP' | 'fees';
