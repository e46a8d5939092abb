import type { ClaimFinding } from '@patent-hub/contracts';
import type { ClaimUnit } from './claim-structure.js';

/** Words that end the noun phrase after "between" ("between the wheel and the fork": "and" ends "the wheel"). */
const ENDS =
  /^(?:and|or|nor|to|with|on|onto|in|into|within|from|against|by|at|for|via|through|over|under|upon|so|such|that|which|wherein|whereby|where|when|while|is|are|being|has|have|having|comprising|comprises|including|includes|each|respectively|thereof|therein|thereon)$/i;
/** A head noun read as singular: not "-s" (plates, walls) unless "-ss", "-us", "-is" (glass, bus, axis). */
const singular = (word: string) =>
  !IRREGULAR_PLURAL.test(word) && (!/s$/i.test(word) || /(?:ss|us|is)$/i.test(word));
const IRREGULAR_PLURAL =
  /^(?:teeth|feet|men|women|children|mice|geese|data|media|criteria|phenomena|indicia|lumina|apices|vertices|matrices|indices|cilia|fungi|nuclei|radii)$/i;

/**
 * "between" with one party ("a swing arm fitted between a rear suspension;", "a tube positioned between the wheel."):
 * between what and what? The relation names one item where it needs two (or a plural), so the claim's scope is
 * unclear (35 U.S.C. 112(b)). "between the plates", "between a first plate and a second plate", "between the inner
 * and outer walls", "between a pair of rollers" and "between each …" are left alone.
 */
export function oneSidedBetween(c: ClaimUnit): ClaimFinding[] {
  const out: ClaimFinding[] = [];
  const body = c.text.slice(c.bodyStart);
  for (const m of body.matchAll(/\bbetween\s+(?:an?|the|said)\s+/gi)) {
    const rest = body.slice(m.index + m[0].length);
    const words: string[] = [];
    let stop = '';
    for (const w of rest.matchAll(/[A-Za-z0-9][\w-]*|[^\sA-Za-z0-9]/g)) {
      if (/^[^\w]/.test(w[0]) || ENDS.test(w[0])) {
        stop = w[0];
        break;
      }
      words.push(w[0]);
      if (words.length > 6) break;
    }
    // Complete, one-item phrases only: closed by punctuation or the claim's end, never "and"/"or" or "of …".
    if (words.length === 0 || words.length > 6 || words.includes('of') || words.includes('pair')) continue;
    if (stop && !/^[;,.:]$/.test(stop)) continue;
    // "between a folded position, in which …, and a deployed position": the second party follows the comma.
    const after = rest.slice(rest.indexOf(words.at(-1)!) + words.at(-1)!.length);
    if (stop === ',' && /\b(?:and|or)\b/i.test(after.split(/[;.]/)[0])) continue;
    if (
      !singular(words.at(-1)!) ||
      /^(?:two|both|several|multiple|plural|adjacent|respective)$/i.test(words[0])
    )
      continue;
    const start = c.bodyStart + m.index;
    const end = start + m[0].length + rest.indexOf(words.at(-1)!) + words.at(-1)!.length;
    out.push({
      claim: c.number,
      code: 'ONE_SIDED_BETWEEN',
      severity: 'warning',
      message: `"${c.text.slice(start, end).replace(/\s+/g, ' ')}" names one item where "between" needs two (or a plural): between what and what? The claim's scope is unclear (indefinite, 35 U.S.C. 112(b)); name both parties ("between the wheel and the fork").`,
      start,
      end,
    });
  }
  return out;
}
