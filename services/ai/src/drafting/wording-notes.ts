import type { ClaimFinding } from '@patent-hub/contracts';
import type { ClaimUnit } from './claim-structure.js';
import { finding } from './claim-finding.js';

/**
 * A word written twice ("structure structure", "the the", US7863256 claims 21, 22; "the second second semiconductor
 * light emitting elements", US8089078 claim 3), a warning: the text as written is wrong. "The said" ("the said
 * administration", US7863256 claims 14, 15, 23) doubles the determiner, a typo that changes nothing: a note. "A said
 * gradient" is left alone: some drafters write it for "one of said gradients" (US7315383). "that that" and "had had"
 * can be grammatical, and a one- or two-letter label twice ("R R") is no word; both are left alone too.
 */
const DOUBLED = /(?<![\w-])([A-Za-z]{2,}|a)\s+\1(?![\w-])|(?<![\w-])the\s+said(?![\w-])/gi;
const GRAMMATICAL_TWICE = /^(?:that|had|is|do|can|will|may)$/i;

/** "and/or" (MPEP 2173.05(h)): usually accepted as "either or both", but a point some examiners raise. */
const AND_OR = /(?<![\w-])and\/or(?![\w-])/gi;

/**
 * Wording notes of the attorney review (issue 24): doubled words (CLAIM_FORM: a warning for a word, a note for "the
 * said") and "and/or" (INDEFINITE_TERM, info: not indefinite per se). `earlier` holds the claim's findings so far: a
 * "the said X" whose "said X" already has an antecedent finding gets one finding, that one, with the typo named in it;
 * an "and/or" inside a Markush group is the Markush finding's already.
 */
export function wordingNotes(c: ClaimUnit, earlier: ClaimFinding[]): ClaimFinding[] {
  const body = c.text.slice(c.bodyStart);
  const out: ClaimFinding[] = [];
  for (const m of body.matchAll(DOUBLED)) {
    const word = m[1];
    if (word && (GRAMMATICAL_TWICE.test(word) || (word !== word.toLowerCase() && word.length < 3))) continue;
    const start = c.bodyStart + m.index;
    const end = start + m[0].length;
    const determiners = !word;
    const fix = determiners ? `"${m[0].split(/\s+/)[1]}" or "${m[0].split(/\s+/)[0]}"` : `"${word}"`;
    const said = determiners
      ? earlier.find(
          (f) => f.claim === c.number && f.code === 'ANTECEDENT_BASIS' && f.start === end - 'said'.length,
        )
      : undefined;
    const typo = determiners
      ? `"${m[0]}" puts two determiners together, a typo: write ${fix} alone.`
      : `"${m[0]}" repeats a word, a typo: write ${fix} once.`;
    if (said) {
      said.message = `${said.message} Also, ${typo.charAt(0).toLowerCase()}${typo.slice(1)}`;
      said.start = start;
      continue;
    }
    out.push(finding(c.number, 'CLAIM_FORM', determiners ? 'info' : 'warning', typo, start, end));
  }
  for (const m of body.matchAll(AND_OR)) {
    const start = c.bodyStart + m.index;
    if (earlier.some((f) => f.claim === c.number && f.start <= start && f.end >= start + m[0].length))
      continue;
    // Once a claim: the same word again says nothing new.
    if (out.some((f) => f.code === 'INDEFINITE_TERM')) break;
    out.push(
      finding(
        c.number,
        'INDEFINITE_TERM',
        'info',
        `"and/or" is not indefinite per se: it is usually read as "either or both" (MPEP 2173.05(h)), but some examiners object to it. Check that both readings are meant and supported, or write "at least one of A or B" or "A, B, or both" ("at least one of A and B" may be read as one of each).`,
        start,
        start + m[0].length,
      ),
    );
  }
  return out;
}
