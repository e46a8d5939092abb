import type { ClaimUnit } from '../src/drafting/claim-structure.js';
import type { Mutation } from './claims-mutation.js';

/**
 * An element opening an item of an independent claim's list, named in two words or more or as a count ("a plurality
 * of rungs", "a pressure sensor"), up to where its name ends. Read with a pattern of its own, not the checker's.
 */
const ITEM_OPENING =
  /(?:[:;]\s*(?:and\s+)?)(an?\s+(?:plurality\s+of\s+[a-z]{3,}s|[a-z]{3,}\s+[a-z]{3,}))(?=\s+(?:having|comprising|including|for|configured|mounted|disposed|coupled|connected|attached|positioned|located|extending|arranged)\b|\s*[,;])/g;
/** Words that make the element another one, or name no part. */
const NOT_PLAIN =
  /\b(?:first|second|third|further|another|other|additional|each|one|portion|part|number|amount|step|means|method|plurality\s+of\s+(?:\w+ing|\w+ed))\b/;

/**
 * The same element introduced again in one claim (issue 24, last review: "a plurality of rungs …; and a plurality of
 * rungs"): an item of an independent claim's list recited again, bare, as its last element (before any "wherein"). The claim can be read to
 * include it twice or two of them: DOUBLE_INCLUSION (MPEP 2173.05(o)).
 */
export function twiceMutations(
  patent: string,
  claims: string[],
  units: ClaimUnit[],
  rand: () => number,
): Mutation[] {
  const options = units
    .filter((u) => u.dependsOn.length === 0 && u.category !== 'medium' && u.text.trim().endsWith('.'))
    .flatMap((u) =>
      [...u.text.slice(u.bodyStart).matchAll(ITEM_OPENING)]
        .map((m) => m[1].replace(/\s+/g, ' '))
        .filter((e) => !NOT_PLAIN.test(e))
        .map((element) => ({ u, element })),
    );
  if (options.length === 0) return [];
  const { u, element } = options[Math.floor(rand() * options.length)];
  const i = u.position - 1;
  const text = claims[i].trimEnd().replace(/\.$/, '');
  // The last element of the list: before its first "wherein" clause, else at the end.
  const wherein = /[;,]\s*(?:and\s+)?wherein\b/.exec(text.slice(u.bodyStart));
  const at = wherein ? u.bodyStart + wherein.index : text.length;
  const changed = `${text.slice(0, at)}; and ${element}${text.slice(at)}.`;
  return [
    {
      patent,
      kind: 'element recited twice',
      claims: claims.map((c, j) => (j === i ? changed : c)),
      expect: { claim: u.position, code: 'DOUBLE_INCLUSION', notInfo: true, cites: 'MPEP 2173.05(o)' },
    },
  ];
}
