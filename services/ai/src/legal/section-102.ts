import { MPEP_CITED, type Section102Revisions } from '../engine/prior-art-basis.js';
import { legalDataDir, readLegalRecords, shortRevision, type LegalKnowledgeBase } from './legal-kb.js';

/**
 * The revision labels of 35 U.S.C. 102 and of pre-AIA 102 as the legal texts in PATENT_DATA_DIR/legal carry them
 * (read at start, never copied), cited beside each prior-art reference's basis; null for a section they lack.
 */
export function section102Revisions(dir = legalDataDir()): Section102Revisions {
  const usc = readLegalRecords(dir, '35usc.jsonl');
  const mpep = readLegalRecords(dir, 'mpep.jsonl');
  const revision = (source: '35 USC' | 'MPEP', section: string) => {
    const r = (source === 'MPEP' ? mpep : usc).find((x) => x.section === section);
    return r ? shortRevision(source, r.as_of ?? '', r.revision) : null;
  };
  return {
    aia: revision('35 USC', '102'),
    preAia: revision('35 USC', '102 (pre-AIA)'),
    mpep: Object.fromEntries(MPEP_CITED.map((s) => [s, revision('MPEP', s)])),
  };
}

/** The same revisions from a loaded knowledge base (the assistant has one). */
export const kbSection102Revisions = (kb: LegalKnowledgeBase): Section102Revisions => ({
  aia: kb.get('35 USC', '102')?.revision ?? null,
  preAia: kb.get('35 USC', '102 (pre-AIA)')?.revision ?? null,
  mpep: Object.fromEntries(MPEP_CITED.map((s) => [s, kb.get('MPEP', s)?.revision ?? null])),
});
