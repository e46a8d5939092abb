/** Which body of the legal texts a section belongs to (its own module, so the topic index and the KB share it). */
export type LegalSource = '35 USC' | '37 CFR' | 'MPEP' | 'fees';

/** Each collection's own name: what a source line states for a section whose own title is not at hand. */
export const COLLECTION_NAME: Record<LegalSource, string> = {
  '35 USC': 'Title 35, United States Code',
  '37 CFR': 'Title 37, Code of Federal Regulations',
  MPEP: 'Manual of Patent Examining Procedure',
  fees: '37 CFR fee schedule',
};
