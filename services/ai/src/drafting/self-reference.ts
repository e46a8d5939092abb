import type { ClaimFinding } from '@patent-hub/contracts';
import type { ClaimUnit } from './claim-structure.js';

/**
 * Words that end a noun phrase or join two: a phrase's words are none of these, and after the second naming one of
 * them (or punctuation) shows the phrase is complete ("secured to the first leg by a fastener", not "… the first leg
 * portion"). "Of" is left out on purpose: "the leg of the frame" names another leg.
 */
const FUNCTION_WORDS = new Set(
  'a an the said and or nor but to with on in onto into within from against by at for via through over under upon between among along across about around near so such as than that which wherein whereby where when while is are be being been was were has have having comprising comprises including includes each every any one other another both either its their his her it they them this these those not no all only also then thereto therein thereon thereof whose who whom'.split(
    ' ',
  ),
);
/** Prepositions that join a part to what it is related to ("secured to", "meshing with", "mounted on"). */
const JOIN =
  'to|with|on|onto|in|into|within|from|against|by|at|over|under|upon|between|through|around|about|along|across';
/** One word of a noun phrase: letters, digits and hyphens (a reference numeral too). */
const WORD = String.raw`[A-Za-z0-9][\w-]*`;
/** A noun phrase of one to five words after its article: captured so the second naming can be compared. */
const PHRASE = String.raw`((?:${WORD}\s+){0,4}${WORD})`;
/** "a first leg secured to the first leg", "the gear engages the gear", "the valve is connected with said valve". */
const RELATION = new RegExp(
  String.raw`\b(?:an?|the|said)\s+${PHRASE}\s+(?:(?:is|are|being)\s+)?(?:[a-z]+ly\s+)?([a-z]+(?:ed|ing|es|s)|[a-z]+(?:en|wn|ught))\s+(?:(?:${JOIN})\s+)?(?:the|said)\s+\1(?![\w-])`,
  'gi',
);
/** A step joining an element to itself: "securing a first leg to the first leg", "connecting the pipe with said pipe". */
const STEP = new RegExp(
  String.raw`\b([a-z]+(?:ing|es|s|ed))\s+(?:an?|the|said)\s+${PHRASE}\s+(?:${JOIN})\s+(?:the|said)\s+\2(?![\w-])`,
  'gi',
);
/**
 * "said pressure sensor and said pressure sensor", "between the plate and the plate". Not ", and the X is …" nor "a X
 * and the X comprises …": there "and" joins two clauses, the second about the element just named.
 */
const LIST = new RegExp(
  String.raw`\b(?:the|said)\s+${PHRASE}\s+(?:and|or|and\/or)\s+(?:the|said)\s+\1(?![\w-])`,
  'gi',
);
/** What may follow a list's last member: the list's own joining words, never a verb that opens a clause. */
const LIST_END = new Set(
  'and or to with in on at for via through from into within by wherein whereby which that respectively'.split(
    ' ',
  ),
);
/** Relating words that are no relation of one part to another ("the gear is the gear" is no claim language either). */
const NOT_A_RELATION = /^(?:is|are|was|has|does|as|its|this|thus|plus|less|unless|always|perhaps)$/i;

/** Whether a phrase's words are all content words and it ends on a word that can be a noun. */
function nounPhrase(phrase: string): boolean {
  const words = phrase.toLowerCase().split(/\s+/);
  return (
    words.every((w) => !FUNCTION_WORDS.has(w)) && /[a-z]/.test(words.at(-1)!) && !/ly$/.test(words.at(-1)!)
  );
}

/** The phrase ends where the second naming ends: punctuation, the claim's end or a function word other than "of". */
function endsThere(text: string, end: number, list: boolean): boolean {
  const next = /^\s*([\w'’-]*)/.exec(text.slice(end))![1].toLowerCase();
  return next === '' || (list ? LIST_END.has(next) : FUNCTION_WORDS.has(next) && next !== 'of');
}

/**
 * One element named as both parties of one relation or one list ("a first leg secured to the first leg", "said
 * pressure sensor and said pressure sensor"): the claim relates a part to itself, so what it means to claim is
 * unclear (35 U.S.C. 112(b)). Two parts of one kind with other names ("a first gear meshing with a second gear") or
 * "each other" are not the same element; a second naming that goes on ("the first leg of the base", "the first leg
 * portion") names something else and is left alone.
 */
export function selfReferences(c: ClaimUnit): ClaimFinding[] {
  const out: ClaimFinding[] = [];
  const body = c.text.slice(c.bodyStart);
  const seen = new Set<number>();
  for (const [re, kind] of [
    [RELATION, 'relation'],
    [STEP, 'step'],
    [LIST, 'list'],
  ] as const) {
    for (const m of body.matchAll(re)) {
      const phrase = kind === 'step' ? m[2] : m[1];
      const verb = kind === 'step' ? m[1] : m[2];
      const start = c.bodyStart + m.index;
      const end = start + m[0].length;
      if (seen.has(start) || !nounPhrase(phrase) || !endsThere(c.text, end, kind === 'list')) continue;
      if (kind !== 'list' && (NOT_A_RELATION.test(verb) || FUNCTION_WORDS.has(verb.toLowerCase()))) continue;
      seen.add(start);
      const name = phrase.replace(/\s+/g, ' ');
      out.push({
        claim: c.number,
        code: 'SELF_REFERENCE',
        severity: 'warning',
        message:
          kind !== 'list'
            ? `"${m[0].replace(/\s+/g, ' ')}" relates the ${name} to itself: one element cannot be both parties of a relation, so the claim's scope is unclear (indefinite, 35 U.S.C. 112(b)); name the other part ("a second …").`
            : `"${m[0].replace(/\s+/g, ' ')}" names the ${name} twice as two members of one list: it reads as two elements but is one, so the claim's scope is unclear (indefinite, 35 U.S.C. 112(b)); name the other element.`,
        start,
        end,
      });
    }
  }
  return out;
}
