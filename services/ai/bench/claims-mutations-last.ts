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
  const wherein = /[;,]?\s+(?:and\s+)?wherein\b/.exec(text.slice(u.bodyStart));
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

/** What a person does to a part, in the third person ("a user adjusts the lid"). */
const ACTS = ['adjusts', 'selects', 'presses', 'removes', 'rotates', 'enters data into'];
/** "a lid mounted …", "a frame;": a single-noun element of a product claim, what the person acts on. */
const PART =
  /\ban? ([a-z]{4,})(?=\s*[,;.:]|\s+(?:having|comprising|including|mounted|disposed|coupled|connected|attached|for|configured)\b)/g;

/**
 * A person's act in an apparatus claim (issue 24, last review; MPEP 2173.05(p) II, In re Katz): a dependent claim
 * added to an independent product claim, "wherein a user adjusts the lid". In the rules' own wording: a regression
 * check.
 */
export function userActMutations(
  patent: string,
  claims: string[],
  units: ClaimUnit[],
  rand: () => number,
): Mutation[] {
  const options = units
    .filter((u) => u.dependsOn.length === 0 && u.category === 'product' && u.subject)
    .flatMap((u) =>
      [...u.text.slice(u.subject!.end).matchAll(PART)]
        .filter((m) => !/(?:ing|ed|ly|s)$/.test(m[1]) && m[1] !== u.subject!.head)
        .map((m) => ({ u, part: m[1] })),
    );
  if (options.length === 0) return [];
  const { u, part } = options[Math.floor(rand() * options.length)];
  const act = ACTS[Math.floor(rand() * ACTS.length)];
  const n = claims.length + 1;
  return [
    {
      patent,
      kind: 'person acting in an apparatus claim',
      claims: [
        ...claims,
        `${n}. The ${u.subject!.head} of claim ${u.number}, wherein a user ${act} the ${part}.`,
      ],
      expect: { claim: n, code: 'INDEFINITE_TERM', notInfo: true, cites: 'MPEP 2173.05(p) II' },
    },
  ];
}
