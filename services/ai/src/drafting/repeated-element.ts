import type { ClaimFinding } from '@patent-hub/contracts';
import { chains, type ClaimUnit } from './claim-structure.js';
import { MPEP_608_01_N_REVISION } from './markush.js';

/**
 * "wherein the clamp comprises a base", "comprising a base and a jaw": what a dependent claim adds when it is a list of
 * parts only, each "a/an" and up to four words. Words saying the part is another one ("further", "second") end it.
 */
const ADDS_PARTS =
  /^\s*,?\s*(?:(?:wherein|in\s+which|where)\s+(?:the|said)\s+([a-z][\w-]*(?:\s+[a-z][\w-]*){0,3}?)\s+(?:comprises|includes|has|contains|is\s+provided\s+with)|(?:comprising|including|having|containing))\s*:?\s+((?:an?\s+[a-z][\w-]*(?:\s+[a-z][\w-]*){0,3}?\s*(?:,\s*(?:and\s+)?|;\s*(?:and\s+)?|\s+and\s+)?)+)\s*\.?\s*$/i;
const ANOTHER =
  /\b(?:further|also|additionally|another|other|second|third|additional|extra|plurality|more|separate)\b/i;
/**
 * After the part's words in a parent: a stop or a word that ends its name ("a jaw made of steel", "a base, a …", "a
 * spring biasing the jaw"); an adverb ends it, a noun in "-ly" does not ("a power supply").
 */
export const NAME_ENDS = String.raw`(?=\s*(?:[,;:.)]|$)|\s+(?:and|or|that|which|having|with|for|to|in|on|at|of|from|by|made|formed|being|is|are|attached|mounted|connected|coupled|disposed|positioned|located|arranged|configured|adapted|[a-z]+ed|(?!(?:supply|assembly|family|anomaly|monopoly|reply|belly|jelly|rally|poly)\b)[a-z]+ly|[a-z]+ing(?=\s+(?:the|said|an?|one|each)\b))\b)`;

/**
 * A dependent claim whose whole addition introduces again, with "a/an", parts the claims it rests on already
 * introduce in the same words ("2. The clamp of claim 1, wherein the clamp comprises a base." under a claim 1 reciting
 * "a base"). Read as the same base, it adds nothing (35 U.S.C. 112(d), MPEP 608.01(n) III); read as a second base, the
 * claim includes the part twice and which one is meant is unclear (MPEP 2173.05(o)). When the parts are said to be
 * those of the claimed subject itself, nothing else is added: an error. When they are given to another element
 * ("wherein the jaw comprises a base"), the claim does limit, but it may include the base twice: a warning.
 */
export function repeatedElements(c: ClaimUnit, byNumber: Map<number, ClaimUnit>): ClaimFinding[] {
  if (!c.ref || c.dependsOn.length !== 1 || c.ownCategory || c.dependsOn[0] >= c.number) return [];
  const rest = c.text.slice(c.ref.end);
  const m = ADDS_PARTS.exec(rest);
  if (!m || ANOTHER.test(m[0])) return [];
  const parts = m[2]
    .split(/\s*[,;]\s*(?:and\s+)?|\s+and\s+/i)
    .map((p) => p.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
  const parents = [...new Set(chains(c, byNumber).flat())].map((n) => {
    const u = byNumber.get(n)!;
    return u.text.slice(u.bodyStart);
  });
  const introduced = (part: string) => {
    const name = part.replace(/^an?\s+/i, '').replace(/[-\s]+/g, String.raw`[\s-]+`);
    const re = new RegExp(String.raw`\b(?:an?|one)\s+${name}${NAME_ENDS}`, 'i');
    return parents.some((p) => re.test(p));
  };
  const repeated = parts.filter(introduced);
  if (repeated.length === 0) return [];
  const owner = m[1]?.toLowerCase().replace(/\s+/g, ' ');
  const subject = c.subject?.head.toLowerCase();
  const whole =
    repeated.length === parts.length && (owner === undefined || owner.split(' ').at(-1) === subject);
  const start = c.ref.end + m.index + m[0].indexOf(m[2]);
  const list = repeated.map((p) => `"${p}"`).join(', ');
  const parent = c.dependsOn[0];
  if (whole)
    return [
      {
        claim: c.number,
        code: 'NO_FURTHER_LIMITATION',
        severity: 'error',
        message: `Claim ${c.number} only recites again ${list}, which claim ${parent}${parents.length > 1 ? ' or a claim it rests on' : ''} already recites, so it does not further limit claim ${parent} (35 U.S.C. 112(d), MPEP 608.01(n) III, ${MPEP_608_01_N_REVISION}); and introducing ${repeated.length > 1 ? 'them' : 'it'} again with "a" leaves unclear whether a second one is meant (double inclusion, MPEP 2173.05(o) [R-08.2012]). Add a limitation ("wherein the base is …") or cancel the claim.`,
        start,
        end: start + m[2].trimEnd().replace(/\.$/, '').length,
      },
    ];
  return repeated.map((p) => {
    const at = start + m[2].indexOf(p);
    return {
      claim: c.number,
      code: 'DOUBLE_INCLUSION' as const,
      severity: 'warning' as const,
      message: `"${p}" is introduced again though claim ${parent}${parents.length > 1 ? ' or a claim it rests on' : ''} already recites it: the claim can be read to include it twice, so whether a second one or the same one is meant is unclear (double inclusion, 35 U.S.C. 112(b), MPEP 2173.05(o) [R-08.2012]). Write "the ${p.replace(/^an?\s+/i, '')}" for the same one, or "a second …" for another.`,
      start: at,
      end: at + p.length,
    };
  });
}
