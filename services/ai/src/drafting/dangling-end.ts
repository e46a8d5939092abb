import type { ClaimFinding } from '@patent-hub/contracts';
import { isPartNoun, isThingIng } from './antecedent.js';
import type { Token } from './claim-nlp.js';
import type { ClaimUnit } from './claim-structure.js';
import { finding } from './claim-finding.js';

/** Words that end a phrase on their own after an article ("the same", "the other", "the like"). */
const ENDS_ALONE =
  /^(?:same|other|others|like|former|latter|following|foregoing|above|one|ones|rest|remainder|whole)$/;
/**
 * A claim that stops on a modifier with no noun after it ("…, accepting a mid-dialog.", "… and the."): the sentence
 * lost its last noun, so what the element is remains unsaid (35 U.S.C. 112(b); a claim is one complete sentence, MPEP
 * 608.01(m)). A modifier is known by the article before it and by the set itself: every other time the claims use the
 * word, a noun follows it ("a mid-dialog SIP message"); or the tagger reads it as an adjective and the set never uses
 * it as a noun. A warning: the checker may misread a rare noun.
 */
export function danglingEnd(c: ClaimUnit, tokens: Token[], all: Token[][]): ClaimFinding | null {
  const words = tokens.filter((t) => t.start >= c.bodyStart && /[\p{L}\p{N}]/u.test(t.text));
  const last = words.at(-1);
  const prev = words.at(-2);
  if (!last || !prev || !/^\s*\.\s*$/.test(c.text.slice(last.end))) return null;
  const article = /^(?:a|an|the|said)$/;
  let dangling = article.test(last.text);
  // A plain noun ("the corner", "said gap") is a noun however often the claims use it before another one.
  const modifierLike = last.pos !== 'NOUN' || /^[a-z]+(?:-[a-z]+)+$/.test(last.text);
  if (!dangling && modifierLike && article.test(prev.text) && /^[a-z]+(?:-[a-z]+)*$/.test(last.text)) {
    if (ENDS_ALONE.test(last.lower) || isPartNoun(last.lower) || isThingIng(last.lower)) return null;
    const next = all.flatMap((ts) =>
      ts.flatMap((t, i) => (t.lower === last.lower && t !== last ? [ts[i + 1] ?? null] : [])),
    );
    const modifier = (n: Token | null) => n !== null && (n.pos === 'NOUN' || n.pos === 'PROPN');
    dangling = next.length > 0 ? next.every(modifier) : last.pos === 'ADJ';
  }
  if (!dangling) return null;
  const start = prev.start;
  return finding(
    c.number,
    'CLAIM_FORM',
    'warning',
    `Claim ${c.number} ends on "${c.text.slice(start, last.end)}", ${article.test(last.text) ? 'an article' : 'a modifier'} with no noun after it: the sentence is cut short, so what the last element is remains unsaid (35 U.S.C. 112(b); a claim is one complete sentence, MPEP 608.01(m)). Name the thing ("${c.text.slice(start, last.end)} …").`,
    start,
    last.end,
  );
}
