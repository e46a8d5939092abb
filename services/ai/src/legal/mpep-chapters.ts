import type { LegalKnowledgeBase } from './legal-kb.js';
import type { Topic } from './topics.js';

/** The MPEP chapters a topic can name (Ninth Edition numbering), by number. */
const CHAPTER_TITLES: Record<number, string> = {
  800: 'Restriction in Applications Filed Under 35 U.S.C. 111; Double Patenting',
  1200: 'Appeal',
  1400: 'Correction of Patents',
  2200: 'Citation of Prior Art and Ex Parte Reexamination of Patents',
  2300: 'Interference and Derivation Proceedings',
  2500: 'Maintenance Fees',
  2800: 'Supplemental Examination',
};

/** The chapter an MPEP section belongs to: '2173.05(e)' → 2100, '201.04' → 200. */
export const mpepChapter = (section: string) => Math.floor(parseInt(section, 10) / 100) * 100;

const loaded = new WeakMap<LegalKnowledgeBase, Set<number>>();

/** The MPEP chapters the knowledge base holds at least one section of. */
export function loadedChapters(kb: LegalKnowledgeBase): Set<number> {
  let set = loaded.get(kb);
  if (!set) {
    set = new Set(kb.sections.filter((s) => s.source === 'MPEP').map((s) => mpepChapter(s.section)));
    loaded.set(kb, set);
  }
  return set;
}

/**
 * The note for a question whose topic lives in MPEP chapters the loaded texts lack (restriction practice in 800,
 * appeals in 1200, reissue in 1400, reexamination in 2200, maintenance fees in 2500): the answer rests on the statute
 * and rules it has, and says so plainly. Null when the chapters are loaded or the topic names none.
 */
export function missingChapterNote(kb: LegalKnowledgeBase, topic: Topic | undefined): string | null {
  const have = loadedChapters(kb);
  const missing = (topic?.mpep ?? []).filter((c) => !have.has(c));
  if (!missing.length) return null;
  const named = missing.map((c) => `chapter ${c}${CHAPTER_TITLES[c] ? ` (${CHAPTER_TITLES[c]})` : ''}`);
  const sections = (topic?.mpepSections ?? []).filter((s) => missing.includes(mpepChapter(s)));
  const where = sections.length ? ` (MPEP ${sections.join(' and ')} on this)` : '';
  return (
    `**Not in the loaded texts:** the MPEP ${named.join(' and ')}${where}, where the Office's practice on this is set out, ` +
    `is not among the MPEP chapters loaded here (${[...have].sort((a, b) => a - b).join(', ')}). This answer rests only ` +
    'on the statute, rules and other MPEP sections quoted: read that chapter of the current MPEP before relying on it.'
  );
}
