import type { LegalHit, LegalKnowledgeBase } from './legal-kb.js';

/** How many of a section's best-ranked passages are read for a sharper quote (the long MPEP sections have ~50). */
const PASSAGES_READ = 12;
/** How much more of the question another paragraph's sentence must hold to be quoted instead (share of its weight). */
export const SHARPER_MARGIN = 0.08;

/**
 * A cited section quoted instead from the paragraph of the same section whose sentence holds clearly more of the
 * question (`score`: its weighted share, plus what stating the asked period, count or person adds): the rule asked
 * about often stands in a later paragraph than the one the words found (a loss of status under (g), not its
 * assertion under (c)). A quote already stating what is asked (`states`) or operating is kept, and so is the hit when no
 * paragraph does better, so the answer still cites what it found.
 */
export function sharperPassage(
  kb: LegalKnowledgeBase,
  h: LegalHit,
  opts: {
    terms: string[];
    wantsFact: boolean;
    quote: (h: LegalHit) => string[];
    score: (sentence: string) => number;
    share: (sentence: string) => number;
    /** The share at which a quoted sentence operates: a section quoted so is kept. */
    operative: number;
    /** The passages the other cited hits quote. */
    taken: Set<number>;
    states: (sentence: string) => boolean;
  },
): LegalHit {
  const quoted = opts.quote(h);
  if (quoted.some(opts.states) || quoted.some((q) => opts.share(q) >= opts.operative)) return h;
  // A quote is judged whole (its sentences together), so a paragraph is not left for one sentence of another.
  const best = (q: string[]) => opts.score(q.join(' '));
  let top = { hit: h, score: best(quoted) + SHARPER_MARGIN };
  for (const r of kb.rankedPassages(h.section, opts.terms, opts.wantsFact).slice(0, PASSAGES_READ)) {
    // A paragraph another cited hit quotes (the topic index may cite two paragraphs of a rule) is not quoted twice.
    if (r.passage.id === h.passage.id || opts.taken.has(r.passage.id)) continue;
    const x = { ...h, passage: r.passage };
    const score = best(opts.quote(x));
    if (score > top.score) top = { hit: x, score };
  }
  return top.hit;
}
