import type { ClaimFinding } from '@patent-hub/contracts';
import { chains, type ClaimUnit } from './claim-structure.js';
import { finding } from './claim-finding.js';

/** Words that name a part of a thing: "a receptacle portion" is introduced, "receptacle" only qualifies it. */
const PART =
  'portion|member|section|part|element|assembly|unit|body|device|structure|mechanism|piece|segment|component|layer';
const ORDINAL = new RegExp(
  `^(?:${PART}|first|second|third|further|other|additional|inner|outer|upper|lower|left|right|front|rear)$`,
);
const INDEFINITE = '(?:an?|one or more|at least one|plurality of|two|pair of)';
/** What may follow "the receptacle" for it to end there, naming the part: a verb, a preposition, punctuation. */
const ENDS =
  '(?=\\s*(?:[,;.:]|$|\\s+(?:is|are|has|have|configured|adapted|comprises|comprising|includes|including|to|with|in|on|at|for|from|wherein|being|so|such|by)\\b))';

/**
 * One element called by two names (issue 24 review 1.9, US8419064 claims 11, 12): "a receptacle portion" introduced,
 * then "the receptacle", never introduced by itself, in the claim or a claim it rests on. An examiner may object that
 * whether "the receptacle" is the receptacle portion or another part is unclear (MPEP 2173.05(e)); an info note, once
 * a name a claim. Left alone: "the inner and outer elements" (one head shared), "the latch of the … latch unit", and
 * the claimed subject's short name ("An antenna device …, wherein said antenna").
 */
export function twoNames(
  c: ClaimUnit,
  byNumber: Map<number, ClaimUnit>,
  earlier: ClaimFinding[],
): ClaimFinding[] {
  const rests = [...new Set(chains(c, byNumber).flat())]
    .filter((n) => n !== c.number)
    .map((n) => byNumber.get(n)!.text);
  const all = [...rests, c.text].join('\n');
  const body = c.text.slice(c.bodyStart);
  const out: ClaimFinding[] = [];
  const seen = new Set<string>();
  const intro = new RegExp(`\\b${INDEFINITE}\\s+(?:[\\w-]+\\s+){0,3}?([a-z][\\w-]+)\\s+(${PART})\\b`, 'gi');
  for (const m of all.matchAll(intro)) {
    // "An antenna device comprising: …; wherein said antenna is tuned": the subject gives its name basis.
    if (/(?:^|\n)\s*\d+\s*\.\s*$/.test(all.slice(0, m.index))) continue;
    const name = m[1].toLowerCase();
    if (seen.has(name) || ORDINAL.test(name) || /(?:tion|ity|ment)$/.test(name)) continue;
    seen.add(name);
    // "a receptacle", "A receptacle comprising": the name is introduced by itself.
    const alone = new RegExp(
      `\\b${INDEFINITE}\\s+(?:[\\w-]+\\s+){0,3}?${name}s?\\b(?![\\w-]|\\s+(?:${PART})\\b)`,
      'i',
    );
    if (alone.test(all)) continue;
    const the = new RegExp(`\\b(?:the|said)\\s+${name}(?![\\w-])${ENDS}`, 'i').exec(body);
    if (!the) continue;
    const start = c.bodyStart + the.index;
    const end = start + the[0].length;
    if (earlier.some((f) => f.claim === c.number && f.start < end && f.end > start)) continue;
    out.push(
      finding(
        c.number,
        'ANTECEDENT_BASIS',
        'info',
        `"${the[0]}" is never introduced by itself; "${m[0].replace(/^\s+/, '')}" is: if they are one element, call it by one name ("the ${name} ${m[2].toLowerCase()}"), else introduce the ${name} (MPEP 2173.05(e)).`,
        start,
        end,
      ),
    );
  }
  return out;
}
