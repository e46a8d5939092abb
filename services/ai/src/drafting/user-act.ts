import type { ClaimFinding } from '@patent-hub/contracts';
import type { ClaimUnit } from './claim-structure.js';
import { PERSON } from './description-facts.js';

/** A revision of MPEP 2173.05(p) as read from ../shared/data/legal/mpep.jsonl (its section tag). */
export const MPEP_2173_05_P_REVISION = 'R-10.2019';

/**
 * "wherein the user enters a code", "whereby said callers digitally enter data": a limitation of an apparatus claim
 * that a person, not the apparatus, performs. Only a person as the subject of a finite verb of its own in a "wherein"
 * or "whereby" clause: "configured to receive a code entered by the user", "the user can select", "when the user
 * presses …, the controller …" say what the apparatus does or can do (Mastermine v. Microsoft, MPEP 2173.05(p) II).
 */
const ACT =
  /\b(?:wherein|whereby)\s+((?:the|said|a|an|each)\s+(?:(?:certain|individual|human|end)\s+(?:of\s+(?:the|said)\s+(?:individual\s+)?)?)?([a-z]+?)(s?)\s+(?:(?:manually|physically|digitally|then|also|further|first|subsequently)\s+)?([a-z]+)\b)/gi;
const NOT_AN_ACT =
  /^(?:is|are|was|were|be|been|being|has|have|had|can|could|may|might|must|shall|should|will|would|does|do|did|need|needs|not|who|that|which|whose|to|of|in|on|at|by|with|from|and|or)$/i;

/**
 * A person's act recited in an apparatus (or medium) claim (Katz; IPXL Holdings v. Amazon): it is unclear whether
 * making the apparatus infringes or only a person's use of it, so the claim is indefinite (35 U.S.C. 112(b), MPEP
 * 2173.05(p) II). A warning, not an error: a clause may state a capability in a person's words, which the rules
 * cannot always tell apart.
 */
export function userActs(c: ClaimUnit): ClaimFinding[] {
  if (c.category === 'method') return [];
  const body = c.text.slice(c.bodyStart);
  for (const m of body.matchAll(ACT)) {
    const [, phrase, noun, plural, verb] = m;
    if (!PERSON.test(noun.toLowerCase()) || NOT_AN_ACT.test(verb) || /(?:ed|ing|ly)$/i.test(verb)) continue;
    // A finite verb agrees with its person: "the user selects", "the users select".
    if (plural ? /[^s]s$/i.test(verb) : !/s$/i.test(verb) || /ss$/i.test(verb)) continue;
    const start = c.bodyStart + m.index + m[0].indexOf(phrase);
    return [
      {
        claim: c.number,
        code: 'INDEFINITE_TERM',
        severity: 'warning',
        message: `"${phrase}" recites an act of a person, not of the claimed ${c.subject?.head ?? 'apparatus'}: a claim to an apparatus that requires a person's act leaves unclear whether making the apparatus infringes or only the person's use of it (35 U.S.C. 112(b), MPEP 2173.05(p) II [${MPEP_2173_05_P_REVISION}], In re Katz; IPXL v. Amazon). Say what the apparatus does or is configured to do ("configured to receive a code entered by the user"), or claim the act in a method claim.`,
        start,
        end: start + phrase.length,
      },
    ];
  }
  return [];
}
