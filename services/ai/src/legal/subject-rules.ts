import type { LegalHit, LegalKnowledgeBase } from './legal-kb.js';

/**
 * Rules that answer a question about one kind of patent outright, wherever the search ranks them: "maintenance fees
 * for a design patent?" is answered by the exemption (37 CFR 1.362(b)), not by the utility fee schedule that shares
 * more of its words (attorney review, issue 25).
 */
interface SubjectRule {
  applies: (question: string) => boolean;
  /** The section and paragraph whose sentence leads, and that sentence; then the sections cited beside it. */
  cite: { source: '35 USC' | '37 CFR'; section: string; pinpoint: string; holds: RegExp }[];
}

const MAINTENANCE = /\bmaintenance\b|\brenewal fees?\b/i;
const DESIGN_OR_PLANT = /\bdesigns?\b|\bplant patents?\b/i;
/** Asking about a utility patent too ("utility and design"): the schedule is also asked, so the search answers. */
const UTILITY = /\butility\b/i;

const RULES: SubjectRule[] = [
  {
    applies: (q) => MAINTENANCE.test(q) && DESIGN_OR_PLANT.test(q) && !UTILITY.test(q),
    cite: [
      {
        source: '37 CFR',
        section: '1.362',
        pinpoint: '(b)',
        holds: /not required for any plant patents or for any design patents/,
      },
      { source: '35 USC', section: '41', pinpoint: '(b)(3)', holds: /No fee may be established/ },
    ],
  },
];

/** The hits a subject rule puts first, and the sentence its first hit leads with; null when none applies. */
export function subjectRule(
  kb: LegalKnowledgeBase,
  question: string,
): { hits: LegalHit[]; sentence: string } | null {
  const rule = RULES.find((r) => r.applies(question));
  if (!rule) return null;
  const hits: LegalHit[] = [];
  let sentence = '';
  for (const c of rule.cite) {
    const section = kb.get(c.source, c.section);
    const found = section && kb.passagesOf(section.id).find((p) => c.holds.test(p.text));
    if (!section || !found) continue;
    // A passage can hold several paragraphs: it is cited at the paragraph holding the sentence.
    const passage = { ...found, pinpoint: c.pinpoint };
    if (!hits.length)
      sentence = passage.text.split(/(?<=[.?!])\s+(?=[A-Z(])/).find((s) => c.holds.test(s)) ?? '';
    hits.push({ section, passage, score: Infinity });
  }
  return hits.length && sentence ? { hits, sentence } : null;
}
