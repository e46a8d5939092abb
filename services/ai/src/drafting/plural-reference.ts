import type { ClaimFinding } from '@patent-hub/contracts';
import { key, type Token } from './claim-nlp.js';
import { chains, type ClaimUnit } from './claim-structure.js';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Words that introduce an element or say how many there are ("a", "a first", "two", "a plurality of"). */
const COUNTED = String.raw`(?:an?|one|another|first|second|third|each|every|other|additional|further|plurality\s+of|pair\s+of|number\s+of|set\s+of|series\s+of|at\s+least\s+(?:one|two)|one\s+or\s+more|two\s+or\s+more|multiple|several|plural|two|three|four|both)`;

/**
 * The words between a count and its noun are the noun's modifiers, never a determiner: in "a second collar, said
 * hinge" the "second" counts the collar, not the hinge.
 */
const NOT_A_DETERMINER = String.raw`(?!(?:the|said|an?|this|that|these|those|each|every)\b)`;
/** Right after an introduced noun: a stop or a word that ends its phrase. */
const ENDS = String.raw`(?=\s*[,;.:)]|\s*$|\s+(?:and|or|in|on|at|to|for|with|from|by|having|has|that|which|is|are|being|comprising|including|configured|adapted|arranged|disposed|mounted|coupled|connected|attached|located|positioned|extending|formed|defining|between|through|within|wherein|whereby|[a-z]+(?:ly|ed|ing))\b)`;

/**
 * "said clamp arms" when the claim and the claims it rests on introduce one clamp arm only ("a clamp arm"), and the
 * plural appears nowhere else: the plural has no antecedent, since one element was introduced (35 U.S.C. 112(b),
 * MPEP 2173.05(e)). Decided only when the singular, with the same words before it, is introduced once with "a/an" and
 * no other word introduces or counts that noun ("a first arm", "two arms", "a plurality of arms", "an upper arm").
 * Part of the antecedent findings: a phrase they already report (`reported`, spans in the claim) is not judged again.
 */
export function pluralOfOne(
  c: ClaimUnit,
  byNumber: Map<number, ClaimUnit>,
  tokens: Token[],
  reported: { start: number; end: number }[],
): ClaimFinding[] {
  const out: ClaimFinding[] = [];
  const said = new Set<string>();
  const parents = [...new Set(chains(c, byNumber).flat())].map((n) => byNumber.get(n)!.text);
  for (let i = 0; i < tokens.length; i++) {
    // Not the claim's own subject ("The compounds of claim 1"): the preamble names what is claimed.
    if (!/^(?:the|said)$/i.test(tokens[i].text) || tokens[i].start <= c.bodyStart) continue;
    let j = i + 1;
    while (j < tokens.length && j - i <= 3 && /^(?:NOUN|ADJ|PROPN)$/.test(tokens[j].pos)) j++;
    const head = tokens[j - 1];
    if (j === i + 1 || head.pos !== 'NOUN' || !/[^s]s$/i.test(head.text) || key(head.text) === head.lower)
      continue;
    const mods = tokens.slice(i + 1, j - 1).map((t) => t.lower);
    const one = [...mods, key(head.text)].join(' ');
    const before = [...parents, c.text.slice(c.bodyStart, tokens[i].start)].join('\n');
    const all = [...parents, c.text.slice(c.bodyStart)].join('\n');
    // The noun ends the introduced phrase ("a liquid crystal display" names no liquid crystal); "a portion of the
    // first and second arms" may be one portion of each.
    const intro = new RegExp(String.raw`\b(?:an?)\s+${escape(one)}${ENDS}`, 'i').exec(before);
    if (!intro) continue;
    // "each electrode having an inner end … the inner ends": one for each of several is several.
    const clause = `${before.slice(0, intro.index).split(/[;:,]/).at(-1)}${before.slice(intro.index).split(/[;:,]/)[0]}`;
    if (/\b(?:each|every|respective|respectively|per|plurality)\b/i.test(clause)) continue;
    const counted = all.match(
      new RegExp(
        String.raw`\b${COUNTED},?\s+(?:${NOT_A_DETERMINER}[a-z][\w-]*,?\s+){0,2}?${escape(key(head.text))}\b(?!-)`,
        'gi',
      ),
    );
    if ((counted?.length ?? 0) !== 1) continue;
    // Every other use of the plural is a definite reference with the same words ("the clamp arms").
    const plural = new RegExp(String.raw`\b${escape(head.lower)}\b`, 'gi');
    const definite = new RegExp(
      String.raw`\b(?:the|said)\s+${escape([...mods, head.lower].join(' '))}\b`,
      'gi',
    );
    if ((all.match(plural)?.length ?? 0) !== (all.match(definite)?.length ?? 0)) continue;
    if (reported.some((r) => r.start < head.end && tokens[i].start < r.end)) continue;
    const phrase = c.text.slice(tokens[i].start, head.end);
    if (said.has(phrase.toLowerCase())) continue;
    said.add(phrase.toLowerCase());
    out.push({
      claim: c.number,
      code: 'ANTECEDENT_BASIS',
      severity: 'warning',
      message: `"${phrase}" is plural, but only one ${one} is introduced ("${intro[0]}") in this claim${c.dependsOn.length > 0 ? ' or the claims it depends on' : ''}: which ${[...mods, head.lower].join(' ')} it means is unclear (35 U.S.C. 112(b), MPEP 2173.05(e) [R-08.2017]). Write "the ${one}", or introduce more than one.`,
      start: tokens[i].start,
      end: head.end,
    });
  }
  return out;
}
