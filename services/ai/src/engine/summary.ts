import {
  DISCLAIMER,
  KNOWN_ART,
  sectionSentences,
  type SectionKind,
  wholeSentences,
  withoutHeading,
} from './description-sections.js';
import { splitClaimElements } from './claim-elements.js';
import {
  agreesWith,
  claimedSubject,
  namesKindsOnly,
  namesSubject,
  statesInvention,
} from './claimed-subject.js';
import { cosine, terms } from './text.js';
import { verbWords } from './step-act.js';

/** How the local engine's summary is labelled in the result and the panel. */
export const SUMMARY_SOURCE =
  'Extracted by the local engine: whole sentences of the abstract and description, unchanged but for an opener such ' +
  'as "According to one embodiment of the present invention," and reference numerals such as "(20)" left out; where ' +
  'no sentence states what claim 1 claims, claim 1 is quoted and labelled so (no language model).';

/** Opens with a word that points back at a sentence not shown ("This determination…", "Such a…"). */
const DANGLING =
  /^(?:and|but|or|nor|yet|this|these|that|those|such|it|its|they|their|thus|therefore|hence|accordingly|however|further|furthermore|additionally|also|moreover|then|here|there|in this|in that|for (?:this|that|these|those) reasons?|in (?:one|a|an|each|another) such|as such|in contrast|by contrast|in other words|on the other hand|instead|conversely|similarly|likewise|in addition|alternatively|otherwise|the above|the foregoing|said|more particularly|in particular|particularly|specifically|more specifically|to (?:this|that) end|for (?:this|that) purpose|in any (?:case|event)|in either case|as a result|consequently)\b/i;
/**
 * A connector inside a sentence that points back at a sentence not shown ("In a first aspect, therefore, the invention
 * provides …", US7863250) or at text above it ("the highly paraffinic waxes described above", US7862893).
 */
const DANGLING_INSIDE =
  /,\s*(?:therefore|thus|hence|accordingly|consequently|however|in any (?:case|event)|as a result|moreover|furthermore|in addition|also)\s*,|\b(?:described|mentioned|noted|discussed|defined|listed|recited|set forth|referred to) (?:above|hereinabove|earlier|previously)\b/i;

/**
 * The specification's boilerplate opener ("According to one embodiment of the present invention, …", US7643624): the
 * rest of the sentence says what it says.
 */
const OPENER =
  /^(?:according to|in accordance with|in) (?:one|an?|some|certain|various|the|this|a first|a preferred|one preferred|an exemplary|one exemplary|a particular) (?:[\w-]+ ){0,2}?(?:embodiments?|aspects?|implementations?|forms?)(?: of (?:the|this) (?:present )?(?:invention|disclosure))?,\s+(?=[a-z])/i;
/** A sentence without its boilerplate opener, its first letter capitalised. */
export function withoutOpener(s: string): string {
  const m = OPENER.exec(s);
  if (!m) return s;
  const rest = s.slice(m[0].length);
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}
/** Words a parenthesised number follows as its label, not as a reference numeral ("formula (1)", "step (3)"). */
const LABELLED =
  /\b(?:formulae?|formulas?|structures?|equations?|compounds?|examples?|tables?|steps?|claims?|figures?|figs?|groups?|schemes?|embodiments?|sequences?|nos?|units?|type|grade|series|model|version|level|order|class|item)$/i;
/**
 * A sentence without its drawings' reference numerals (attorney review of issue 23, US7641038: "A passenger conveyor
 * (20) includes a handrail assembly (30) comprising a handrail (32) …"): "(20)", "(34, 36)", "(32a)" after a word.
 */
export function withoutNumerals(s: string): string {
  return s.replace(
    /(?<=([A-Za-z][\w-]*))\s+\((?:\d{1,4}[a-z]?['′]?)(?:\s*(?:,|and|-|to)\s*\d{1,4}[a-z]?['′]?)*\)(?=[\s,;:.])/g,
    (m: string, word: string) => (LABELLED.test(word) ? m : ''),
  );
}

/**
 * Claim-style enumerators and references to figures or claims make a sentence unusable out of context. An enumerator
 * opens the sentence or a list item (after ":", ";", ",", "and", "or"); after a noun, "(13)" is the part's reference
 * numeral ("a valve control system (13) for …", as the patents service's parser writes it).
 */
const UNUSABLE =
  /(?:^|[:;,]\s*|\b(?:and|or)\s+)\(?(?:[a-z]|[ivx]{1,4}|\d{1,2})\)\s|\bFIGS?\.|\b(?:in|of) the (?:accompanying )?drawings\b|\bclaims? \d|\bsee\b|^\W|\[\d{4}\]/i;

/**
 * A statement of the problem or of the prior art, not of the invention (attorney review of issue 23: "If the napkin
 * has instead been tied with a cord …, it must now be untied.").
 */
const PROBLEM =
  /\bPat(?:ent)?\.? Nos?\.|\b(?:WO|EP|GB|DE|FR|JP)\s?\d[\d/ ]{4,}|\b(?:prior art|related art|conventional(?:ly)?|traditional(?:ly)?|drawbacks?|disadvantages?|problems?|shortcomings?|deficienc(?:y|ies)|inconvenien(?:t|ce)|cumbersome|must now|heretofore|has been proposed|have been proposed|(?:is|are) well known|known in the art)\b/i;
/** Words a number follows without being a reference numeral ("about 20", "claim 1", "step 3", "Table 2"). */
const NOT_A_PART =
  'about|than|of|to|from|and|or|between|at|over|under|approximately|least|most|by|with|in|on|for|is|are|be|only|all|each|the|up|below|above|within|range|ranging|step|steps|claim|claims|fig|figs|figure|formula|example|examples|table|embodiment|group|page|col|column|line|lines|no|nos|version|class|type|grade|series|model|number|level|order';
const UNIT =
  '%|mm|nm|cm|µm|μm|um|m|°|degrees?|volts?|v|w|hz|khz|mhz|ghz|percent|wt|times|years?|days?|hours?|min|minutes?|seconds?|ms|s|k|kg|g|mg|ml|l|psi|bar|pa|kpa|mpa|rpm|bits?|bytes?';
/** A part named with its drawing's reference numeral ("the bonding layer 31", "display unit 20"): a figure's caption. */
const REFERENCE_NUMERAL = new RegExp(
  `\\b(?!(?:${NOT_A_PART})\\b)[a-z]{3,} \\d{1,4}[a-z']?\\b(?![.,]\\d)(?!\\s*(?:${UNIT})\\b)`,
  'i',
);

/** Names the invention ("The present invention …"): needs no referent shown before it. */
const FIELD = /\b(?:present|this) (?:invention|disclosure)\b/i;
/** Opens by saying what the invention is ("The present invention provides …", "This invention relates to …"). */
const STATES_INVENTION =
  /^(?:the|this) (?:present )?(?:invention|disclosure) (?:generally |particularly |also |further )?(?:relates|provides|is directed|concerns|pertains|is)\b/i;
/**
 * Refers to an aspect of the disclosure by its number ("… according to any one of the second to the fourth aspects",
 * "the eighth aspect of the present invention is …"): a variant, not what claim 1 requires.
 */
const OTHER_ASPECT =
  /\b(?:[a-z]+(?:st|nd|rd|th)|\d+(?:st|nd|rd|th)|other|another|preceding|previous|above) aspects?\b/i;
/**
 * A variant or a formula's detail, not what claim 1 requires: "In another embodiment, …", "Another aspect …", or a
 * sentence whose subject is a variable of a formula not shown ("D is cyclohexane; R1 through R4 are methyl …").
 */
const VARIANT =
  /^(?:in (?:another|other|some|certain|a further|yet another|an alternative|alternative|one|a preferred|preferred) (?:[\w-]+ )?(?:embodiments?|aspects?|examples?|variants?|forms?)\b|(?:another|yet another|other|some|certain|alternative) (?:[\w-]+ )?(?:embodiments?|aspects?|examples?)\b|[A-Z][A-Za-z]?\d{0,2}['′]?(?:\s+(?:through|to|and|or)\s+[A-Z][A-Za-z]?\d{0,2})?\s+(?:is|are|represents?|denotes?)\b)/i;
/** The share of claim 1's (rarity-weighted) terms a sentence must newly state to join for claim 1 (CLAIM_BUDGET). */
const CLAIM_GAIN = 0.15;
/** How far over the budget a summary may run to state claim 1, in budgets. */
const CLAIM_BUDGET = 1.6;

/**
 * Refers back to text not shown ("As previously noted, …", "as already described above", "Once registered, …") or
 * leads in to what follows ("the following approach may be employed.", "… as follows."): not usable on its own
 * (attorney re-review of issue 23). "At this time, …" points at a step not shown; "… as shown below." at a formula or
 * drawing the summary cannot show (US7642321, issue 23 review).
 */
const REFERS_ELSEWHERE =
  /\bwill (?:now )?be (?:described|explained|discussed)\b|\bwith reference to the (?:accompanying |attached |appended )?drawings\b|\bas (?:(?:has|have|was|were) )?(?:previously|already|earlier|before)\b|\bas will be (?:described|explained|discussed|shown|seen)\b|\bhereinafter\b|^at this (?:time|point|stage)\b|\bas (?:noted|mentioned|described|discussed|stated|explained|indicated|set forth|shown) (?:above|earlier|before|previously)\b|\b(?:aforementioned|aforesaid|above-(?:mentioned|described|noted)|previously (?:noted|mentioned|described|discussed))\b|^once [a-z]+(?:ed|en)\b|\bthe following\b(?:\s+\S+){0,5}[.!?]$|\bas follows[.!?]$|:$|\b(?:shown|illustrated|depicted|represented|given|drawn|set out) below\b/i;

/** Words that end the noun phrase a sentence opens with ("The plurality of metal layers are …"). */
const PHRASE_END =
  /^(?:is|are|was|were|has|have|had|may|can|could|will|would|shall|should|must|includes?|including|comprises?|comprising|contains?|containing|provides?|being|which|that|in|on|at|to|for|with|by|from|and|or|into|between|within|when|where|while|is|over|under|through|across|along|about|against|around|via|toward|towards|onto|upon|after|before|during|as|than|the|so|such|whereby|wherein)$/i;

/** The words of the noun phrase a text opens with ("plurality of metal layers" of "plurality of metal layers are …"). */
function phraseWords(text: string, inner = false): string[] {
  const phrase: string[] = [];
  let verbs: Set<number> | null = null;
  for (const [k, w] of text.split(' ').entries()) {
    const word = w.replace(/[,;:.]+$/, '');
    // A participle after the noun ends it: "the heat received at …"; inside a sentence so does a verb in -s, as
    // wink-nlp reads the words ("… of the plurality of telephone lines remains unanswered", US7643624).
    if (
      PHRASE_END.test(word) ||
      phrase.length >= 5 ||
      (phrase.length > 0 && /[a-z]{3}(?:ed|ing)$/.test(word)) ||
      (inner && phrase.length > 0 && /[a-z]s$/.test(word) && (verbs ??= verbWords(`The ${text}`)).has(k + 1))
    )
      break;
    phrase.push(word);
    if (word !== w) break;
  }
  return phrase;
}

/**
 * The terms of the noun phrase a sentence opens with when it is definite ("The plurality of metal layers …",
 * "Said housing …"); [] when it opens otherwise.
 */
function definiteOpening(s: string): string[] {
  const m = /^(?:The|Said|Each of the|Both of the)\s+(.*)$/.exec(s);
  return m ? terms(phraseWords(m[1]).join(' ')) : [];
}

/** Whether what a sentence opens on ("The plurality of metal layers …") is known: named before, or the invention. */
const introduced = (s: string, known: ReadonlySet<string>) =>
  FIELD.test(s) || definiteOpening(s).every((t) => known.has(t));

/** A text's terms and each pair of adjacent terms ("cut assembl"): what a definite phrase may refer back to. */
const vocabulary = (ts: readonly string[]) => [...ts, ...ts.slice(1).map((t, i) => `${ts[i]} ${t}`)];

/** Definite phrases that need no referent: the invention itself, the art, a whole named by its part ("the top of a …"). */
const NEEDS_NO_REFERENT =
  /^(?:same|present|invention|disclosure|art|other|former|latter|following|foregoing|like|user|users|time|case|way|use|need|world|rest|most|least|prior|above|below|instant|subject|inventive|presently|inventors?|applicants?)\b/i;

/** Definite phrases naming the invention itself (strict reading of unintroducedTerms). */
const INVENTION_ITSELF = /^(?:present|presently|invention|disclosure|instant|subject|inventive)\b/i;

/** "The device of the present invention …", "the compounds according to the invention": the invention's own. */
const OF_THE_INVENTION =
  /^(?:\S+\s+){1,4}?(?:of|according to|in accordance with) (?:the|this) (?:present )?(?:invention|disclosure)\b/i;

/** Words of a definite phrase that name no part: counts and reference numerals ("the two contacts", "the valve (34)"). */
const NOT_NAMING = /^(?:\(?\d[\w,]*\)?|two|three|four|five|six|both|all|each|several)$/i;

/**
 * The terms of a sentence's definite noun phrases ("the cutting assembly", "said blade") that neither the title, a
 * sentence shown before it, nor its own words before the phrase introduce (attorney review of issue 23, US8418590:
 * "… coupled with … the cutting assembly" in a summary that never named one). The phrase a sentence opens on, and one
 * inside it naming a part the claims name (`claimed`, "cutting assembly"), needs all its terms and its last two
 * together. A phrase followed by "of a …" names a part of what it introduces ("the top of a table"), as, inside a
 * sentence, one followed by "of the …" does.
 */
function unintroducedTerms(
  s: string,
  known: ReadonlySet<string>,
  claimed: ReadonlySet<string> = new Set(),
  strict = false,
): string[] {
  const missing = new Set<string>();
  for (const m of s.matchAll(/\b(?:the|said)\s+/gi)) {
    const after = s.slice(m.index + m[0].length);
    if ((strict ? INVENTION_ITSELF : NEEDS_NO_REFERENT).test(after) || OF_THE_INVENTION.test(after)) continue;
    const raw = phraseWords(after, m.index > 0);
    const next = after.split(' ').slice(raw.length, raw.length + 2);
    // "the upper and lower surfaces": coordinated words, the noun after them.
    if (raw.length === 1 && /^(?:and|or)$/i.test(next[0] ?? '')) continue;
    const of = raw.findIndex((w) => /^of$/i.test(w));
    const whole = m.index === 0 ? /^(?:an?|one)$/i : /^(?:an?|one|each|any|some|the|said|its|their)$/i;
    const ofNext = of >= 0 ? (raw[of + 1] ?? next[0]) : /^of$/i.test(next[0] ?? '') ? next[1] : undefined;
    if (!strict && of !== 0 && whole.test(ofNext ?? '')) continue;
    const phrase = terms(raw.filter((w) => !NOT_NAMING.test(w)).join(' '));
    if (phrase.length === 0) continue;
    const pair = phrase.slice(-2).join(' ');
    // Inside a sentence, only a part the claims name ("the cutting assembly") or the process or method a sentence
    // refers to ("compositions made from the process", US8088834); everyday phrases ("the vertical direction", "the
    // pipe") read as they are.
    const kindWord = raw.length === 1 && /^(?:process|method)$/i.test(raw[0]);
    const claimedWord = strict && phrase.length === 1 && claimed.has(phrase[0]);
    if (m.index > 0 && !(phrase.length > 1 && claimed.has(pair)) && !kindWord && !claimedWord) continue;
    // "the cutting assembly" needs a cutting assembly, not a title's "locking assemblies for … cutting blades".
    const needed = phrase.length > 1 ? [...phrase, pair] : phrase;
    const before = new Set(vocabulary(terms(s.slice(0, m.index))));
    for (const t of needed) if (!known.has(t) && !before.has(t)) missing.add(t);
  }
  return [...missing];
}

/**
 * Content the text lost in parsing (attorney review of issue 23, US7642270: "… the novel compounds of Formula I: or a
 * solvate, hydrate …", the structure drawn as an image): a colon running straight on into "or"/"and"/"wherein", a
 * preposition into "wherein" (US8088834: "made from the process of wherein …", the claim reference lost), empty
 * parentheses, or variables left to the specification ("W, A, Y … are described in the specification").
 */
const LOST_CONTENT =
  /:\s+(?:or|and|wherein|in which)\b|\b(?:of|from|by|to|with) (?:wherein|in which)\b|\(\s*\)|\bare (?:as )?(?:described|defined) in the (?:specification|description)\b/i;
/**
 * Leans on text not shown (attorney review of issue 23, US7642321: "A telechelic polymer that is the reaction product
 * of these components is also described."): "these"/"those" before a noun the sentence has not named before.
 */
function leansOnThese(s: string): boolean {
  for (const m of s.matchAll(/\b(?:these|those)\s+([A-Za-z-]+)/gi)) {
    if (m.index === 0) continue;
    const [t] = terms(m[1]);
    if (t && !terms(s.slice(0, m.index)).includes(t)) return true;
  }
  return false;
}

/** Whether a sentence lost content in parsing (LOST_CONTENT): never a summary sentence. */
export const lostContent = (s: string) => LOST_CONTENT.test(s);

/**
 * A whole sentence usable out of context. The abstract's first sentence defines the invention (`defining`): it may be
 * short ("A step-down converter is provided.") or open with "There is provided".
 */
const complete = (s: string, defining = false) =>
  /^[A-Z]/.test(s) &&
  /[.!?]$/.test(s) &&
  s.split(' ').length >= (defining ? 4 : 6) &&
  (!DANGLING.test(s) ||
    (defining && /^there (?:is|are) (?:provided|disclosed|described)\b/i.test(s)) ||
    // "This present invention relates to a life jacket …" (US7641529) points at nothing before it.
    /^this (?:present )?(?:invention|disclosure)\b/i.test(s)) &&
  !UNUSABLE.test(s) &&
  !REFERS_ELSEWHERE.test(s) &&
  !DANGLING_INSIDE.test(s) &&
  !lostContent(s) &&
  !leansOnThese(s) &&
  // "Applicants have further discovered that …": a sequel to a discovery not shown.
  !/^(?:the )?(?:applicants?|inventors?|we) (?:have|has) (?:further|also|additionally) /i.test(s) &&
  // A list item's number run on ("… when they are linearized; 3."): a fragment of a list.
  !/[;,]\s*\d{1,2}[.)]$/.test(s) &&
  // Balanced parentheses: a sentence cut inside one is not whole.
  (s.match(/\(/g)?.length ?? 0) === (s.match(/\)/g)?.length ?? 0);

/** Words that name no part and no effect of an invention, only announce one. */
const ANNOUNCING = new Set(
  terms(
    'method methods process processes system systems apparatus apparatuses device devices arrangement technique ' +
      'techniques embodiment embodiments example examples invention inventions present disclosure disclosed provided ' +
      'provides described presented set forth shown taught proposed introduced relates related relating relate ' +
      'pertains directed concerns generally particularly herein novel improved new various certain same aspect ' +
      'aspects exemplary accordance according',
  ),
);
/** A sentence that only announces the invention: "… is disclosed.", "Provided herein are …". */
const ANNOUNCES =
  /\b(?:is|are|be|been)\s+(?:herein\s+|also\s+)?(?:disclosed|provided|described|presented|set forth|shown|taught|proposed|introduced)(?:\s+herein)?[.!]$|^(?:disclosed|provided|described|presented)\s+(?:herein\s+)?(?:is|are)\b/i;

/**
 * A sentence that says nothing the title does not (attorney review of issue 23, US7643973: "Method and systems for
 * analyzing the linearization of a model in a modeling environment are disclosed."): no word beyond the title's and
 * announcing words, or at most two when it only announces ("Methods and apparatus for genome analysis are provided.").
 */
export function saysNothing(sentence: string, title: string): boolean {
  const titled = new Set(terms(title));
  const extra = new Set(terms(sentence).filter((t) => !titled.has(t) && !ANNOUNCING.has(t)));
  return extra.size === 0 || (extra.size <= 2 && ANNOUNCES.test(sentence));
}

/** An abstract sentence on the prior art rather than the invention ("Conventional smokers burn …"). */
const ON_KNOWN_ART = (s: string) => KNOWN_ART.test(s) && !FIELD.test(s);

/** The specification's boilerplate: its numerals, the scope it does not limit itself to. */
const BOILERPLATE =
  /\blike (?:reference )?(?:numerals|characters|designations)\b|\bnot (?:necessarily )?drawn to scale\b|\bspirit and scope\b|\bnot (?:intended to be |to be )?(?:limited|restricted) (?:in scope )?to\b/i;

/**
 * A glossary line, defining a word rather than stating the invention (attorney re-review, defect 11, US7862893:
 * '"Free flowing" means: is capable of being in a flowing or running consistency.').
 */
const GLOSSARY =
  /["“][^"”]{1,60}["”],?\s+(?:means|refers to|is defined as|shall mean)\b|\bin the context of this (?:disclosure|invention|application|specification)\b|\bas used (?:herein|in this (?:disclosure|specification|application))\b/i;

/** Opens as a sequel to a statement before it: no lead of a summary. */
const LEADS_ON =
  /^(?:another|yet another|an?other|further|also|additionally|we also|for (?:example|instance)|e\.g\.|(?:the|this) (?:present )?(?:invention|disclosure) (?:also|further)|(?:one|another|other|some|an?) (?:[\w-]+ )?embodiments?)\b/i;
/**
 * No lead either (attorney review of issue 23): an example's or a preference's opener ("An example method …",
 * US7641038; "Preferably, …"), the applicants' finding ("Applicants have discovered …", US8420883), another aspect
 * ("According to another aspect …"), or a sequel ("The wireless device further includes …", US6983169; "… is also
 * described", US7642321; "…, further comprising …"; US8090467's "The present invention provides the apparatus …").
 */
const NOT_A_LEAD =
  /^(?:(?:an?|one|the) (?:example|exemplary|illustrative|disclosed example)\b|(?:an?|one) (?:[\w-]+ )?examples?\b|(?:the )?(?:applicants?|inventors?|we) (?:have|has) (?:now |surprisingly )?(?:discovered|found)\b|(?:preferabl[ey]|optionally|advantageously|if desired)\b|(?:in|according to|in accordance with) (?:another|yet another|a further|other|an? (?:second|third|fourth|fifth|sixth|additional)) (?:[\w-]+ )?(?:aspects?|embodiments?)\b)|^(?:\S+ ){0,5}?(?:further|also|additionally) (?:includes?|comprises?|has|have|contains?|provides?)\b|\b(?:is|are) (?:also|further) (?:described|disclosed|provided|presented)\b|\bfurther (?:comprising|including)\b|^(?:the|this) (?:present )?(?:invention|disclosure) (?:provides|is directed to) the (?!(?:use|field|art)\b)/i;
const noLead = (s: string) => LEADS_ON.test(s) || NOT_A_LEAD.test(s);
/**
 * A statement of a problem the invention meets rather than of the invention (attorney review of issue 23, US6983169:
 * "Users often miss calls when the wireless device is not attached to the user …").
 */
const PROBLEM_STATEMENT =
  /^(?:users|people|persons|consumers|customers|patients|operators|drivers|many users|most users) (?:\w+ )?(?:often|frequently|sometimes|typically|commonly|usually|cannot|can not|are unable|fail|miss|need|have to)\b|\b(?:often|frequently) (?:miss|fail|forget|lose|suffer|struggle|have difficulty)\b/i;
/** A preference or an option ("Preferably, if the administration is not simultaneous, …"): a detail, not claim 1. */
const PREFERENCE =
  /^(?:preferabl[ey]|optionally|advantageously|if desired|ideally|alternatively|typically)\b/i;
/** The first of a series of steps: it needs the sentence saying what they are steps of. */
const SEQUENCE_START = /^(?:first(?:ly)?|initially|at first)\b/i;

/** Description sentences that may say what the invention is: not its background, drawings, examples or claims. */
const DESCRIBING: ReadonlySet<SectionKind> = new Set([
  'front',
  'field',
  'summary',
  'detailed description',
  'other',
]);

/**
 * The sentence of the record before a lead that introduces what the lead opens on ("A steering wheel … has an
 * airbag-apparatus." before "The airbag apparatus has …"): it opens indefinitely and names all the opening's terms.
 */
function introductionOf<T extends { s: string; i: number }>(
  lead: T,
  among: readonly T[],
  agrees: (s: string) => boolean,
): T | null {
  const opening = definiteOpening(lead.s);
  return (
    among.find(
      (x) =>
        x.i < lead.i &&
        /^(?:An?|One|There (?:is|are))\s/.test(x.s) &&
        !noLead(x.s) &&
        agrees(x.s) &&
        opening.every((t) => vocabulary(terms(x.s)).includes(t)),
    ) ?? null
  );
}

/**
 * Extractive summary: the invention's first statement that says something (the abstract's sentence naming its parts
 * or its effect, else the summary section's "The present invention provides …"), then complete sentences of the
 * abstract and description, the most central to title + abstract, in their order, never cut. Left out: sentences
 * that only announce the invention (saysNothing), open by pointing back ("This determination…"), carry enumerators
 * such as "(c)", cite figures or claims, or repeat a sentence already picked; and description sentences of the
 * background (description-sections.ts), stating a problem, or captioning a drawing by its reference numerals.
 */
export function extractiveSummary(
  title: string,
  abstract: string,
  description: string,
  maxWords = 90,
  claims: readonly string[] = [],
): string {
  return summarySentences(title, abstract, description, maxWords, claims).join(' ');
}

/**
 * The sentences extractiveSummary joins, in their order. `claims`: the independent claims, claim 1 first; the first
 * sentence then names what claim 1 claims where a sentence of the record does, and no sentence states the invention
 * as a kind (process, composition, thing) that no independent claim claims (attorney review of issue 23).
 */
export function summarySentences(
  title: string,
  abstract: string,
  description: string,
  maxWords = 90,
  claims: readonly string[] = [],
): string[] {
  const subject = claims.length > 0 ? claimedSubject(claims[0]) : null;
  const claimed = claims.flatMap((c) => {
    const k = claimedSubject(c);
    return k ? [k] : [];
  });
  const abs = wholeSentences(abstract);
  // Description sentences that state the problem or the prior art, or caption a drawing by its reference numerals
  // ("The bonding layer 31 is located around the display unit 20"), say nothing of the invention as claimed.
  // The summary reads the description's first 80 describing sentences: its first 60,000 characters hold them.
  const described = sectionSentences(description.slice(0, 60_000))
    .filter(({ kind }) => DESCRIBING.has(kind))
    .slice(0, 80)
    .filter(
      ({ sentence: s }) =>
        !PROBLEM.test(s) && !REFERENCE_NUMERAL.test(s) && !DISCLAIMER.test(s) && !BOILERPLATE.test(s),
    );
  const candidates = [
    ...abs.map((s, i) => ({
      s: withoutOpener(withoutNumerals(withoutHeading(s))),
      i,
      inAbstract: true,
      kind: 'abstract',
    })),
    ...described.map(({ sentence, kind }, k) => ({
      s: withoutOpener(withoutNumerals(sentence)),
      i: abs.length + k,
      inAbstract: false,
      kind,
    })),
  ].filter(
    // The abstract's boilerplate too ("In one embodiment, a data structure is employed, although, of course, the
    // invention is not limited in scope to …", US6982661).
    (x) =>
      complete(x.s, x.i === 0) &&
      !(x.inAbstract && ON_KNOWN_ART(x.s)) &&
      !BOILERPLATE.test(x.s) &&
      !GLOSSARY.test(x.s) &&
      // A preference's detail or the problem met, not the invention (US8420690, US6983169).
      !PREFERENCE.test(x.s) &&
      !PROBLEM_STATEMENT.test(x.s),
  );
  // A statement of the invention as a kind no independent claim claims ("The invention relates to a process …" of
  // composition claims, US8088834) misstates what is claimed.
  const whole = candidates.filter(
    (x) => !statesInvention(x.s) || claimed.length === 0 || claimed.some((c) => agreesWith(x.s, c)),
  );
  // Where that leaves no sentence naming what claim 1 claims, claim 1 itself says it (attorney re-review, US8088834:
  // "The invention also relates to compositions made from the process." was all that was left).
  const quoted = subject && claims[0] ? claimQuote(claims[0]) : null;
  const naming = (s: string) => subject !== null && namesSubject(s, subject);
  const fallback = () => [abs.find((s) => complete(s, true)) ?? abs.find((s) => /[.!?]$/.test(s)) ?? title];
  let quoteFirst = false;
  const withQuote = (rest: string[]) => {
    // …and where what is left says nothing the title does not (US6982661: "Embodiments of a method of performing
    // Huffman decoding are disclosed." once its boilerplate sentence is left out).
    const thin = rest.every((s) => saysNothing(s, title));
    const all =
      quoted && (quoteFirst || (whole.length < candidates.length && !rest.some(naming)) || thin)
        ? [quoted, ...rest]
        : rest;
    return all.length > 0 ? all : fallback();
  };
  if (whole.length === 0) return withQuote([]);
  // Announcements of the invention go, unless nothing else is left.
  // …but an announcement followed by the steps it announces ("A method for … is disclosed. First, …") names what
  // they are steps of, so it stays (attorney review, US7473606).
  // …and one naming what claim 1 claims stays when no other sentence names it (attorney re-review, US7861515: "A method
  // of monitoring a performance of an oxygen sensor is disclosed.").
  const onlyNaming = whole.filter((x) => naming(x.s)).length === 1;
  const telling = whole.filter(
    (x) =>
      !saysNothing(x.s, title) ||
      (x.inAbstract && SEQUENCE_START.test(abs[x.i + 1] ?? '')) ||
      (onlyNaming && naming(x.s)),
  );
  const pool = telling.length > 0 ? telling : whole;
  const focus = terms(`${title} ${title} ${abstract}`);
  const ranked = pool.map((x) => ({ ...x, t: terms(x.s), score: 0 }));
  for (const r of ranked) r.score = cosine(r.t, focus) + (r.inAbstract ? 0.15 : 0);
  // The invention's first statement comes first, whatever its score (attorney review of issue 23): the abstract's,
  // else the summary or field section's, not one that reads as a sequel ("Another aspect …").
  // A lead after left-out sentences opens on what the title names ("The data structure …" of a sentence left out is not).
  const titled = new Set([...terms(title), ...ANNOUNCING]);
  // It says what claim 1 claims where a sentence does (US7643624: "a multi-line residential telephone system …", not
  // how a caller dials), and never names it as another kind (a process for a composition).
  const leads = ranked.filter(
    (r) => !noLead(r.s) && (r.i === 0 || introduced(r.s, titled)) && (!subject || agreesWith(r.s, subject)),
  );
  const stating = (r: (typeof ranked)[number]) => r.kind === 'summary' || r.kind === 'field';
  const firstLead =
    leads.find((r) => r.inAbstract && naming(r.s)) ??
    leads.find((r) => stating(r) && naming(r.s)) ??
    leads.find((r) => FIELD.test(r.s) && naming(r.s)) ??
    leads.find((r) => r.inAbstract) ??
    leads.find(stating);
  // A weak lead (attorney review of issue 23): one that opens on a part no sentence introduced ("The step-down
  // converter includes …", US8421436) gets the record's sentence introducing it first, unless that only announces
  // the invention ("A step-down converter is provided."); one stating the invention only as kinds ("The present
  // invention provides methods and systems for …", US7643973) does not lead. Either gives way to a sentence naming
  // what claim 1 claims, else to claim 1 quoted.
  const needsIntro = (r: { s: string }) =>
    !FIELD.test(r.s) &&
    !NEEDS_NO_REFERENT.test(r.s.replace(/^(?:The|Said)\s+/, '')) &&
    !OF_THE_INVENTION.test(r.s) &&
    definiteOpening(r.s).length > 0;
  const kindsOnly = (r: { s: string }) => namesKindsOnly(r.s, subject);
  const intro =
    firstLead && needsIntro(firstLead) && !kindsOnly(firstLead)
      ? introductionOf(
          firstLead,
          whole,
          (s) => !saysNothing(s, title) && (!subject || agreesWith(s, subject)),
        )
      : null;
  // …and one not naming what claim 1 claims where a sentence left out as a lead names it ("An example method of
  // making a handrail …", US7641038) gives way too.
  const unnamed = (r: { s: string }) => !naming(r.s) && ranked.some((x) => noLead(x.s) && naming(x.s));
  const weak = firstLead && !intro && (needsIntro(firstLead) || kindsOnly(firstLead) || unnamed(firstLead));
  const other = weak
    ? leads.find(
        (r) =>
          (r.inAbstract || stating(r)) &&
          statesInvention(r.s) &&
          naming(r.s) &&
          !needsIntro(r) &&
          !kindsOnly(r),
      )
    : undefined;
  // Claim 1 quoted goes first; the weak lead still follows it.
  quoteFirst = !!weak && !other && quoted !== null;
  const lead = other ?? firstLead;
  if (lead) {
    lead.score = Infinity;
    lead.i = -1;
  }
  ranked.sort((a, b) => b.score - a.score);
  const picked: typeof ranked = [];
  let count = 0;
  const repeats = (r: (typeof ranked)[number], among: typeof ranked) =>
    among.some((p) => p.s.toLowerCase() === r.s.toLowerCase() || cosine(p.t, r.t) > 0.6) ||
    // One sentence states the invention: a second "The present invention …" restates it (US8088102's two leads).
    (STATES_INVENTION.test(r.s) && among.some((p) => STATES_INVENTION.test(p.s)));
  for (const r of ranked) {
    const n = r.s.split(' ').length;
    if (count + n > maxWords && picked.length > 0) continue;
    if (repeats(r, picked)) continue;
    picked.push(r);
    count += n;
    if (count >= maxWords * 0.8) break;
  }
  // The lead's introduction goes before it, over the budget if need be.
  if (intro) picked.unshift({ ...intro, i: -2, t: terms(intro.s), score: Infinity });
  // Then what claim 1 requires (attorney re-review of issue 23: US7643624's summary left out the ring count after
  // which claim 1's module switches lines, US7644137 the proportional allocation of its claim 1): where a sentence of
  // the abstract or of the summary or field section states CLAIM_GAIN of claim 1's terms that none picked states,
  // each weighed by how few sentences name it ("remains unanswered for a predetermined number of rings" over "line",
  // "call"), it joins, in place of the least central sentences picked if the budget needs (the lead stays), up to
  // CLAIM_BUDGET times the budget. Not a variant ("In another embodiment", "the fifth aspect") nor a formula's detail.
  const claimTerms = new Set(claims[0] ? terms(claims[0].replace(/^\s*\d+\s*[.)]\s*/, '')) : []);
  const named = new Map<string, number>();
  for (const r of ranked)
    for (const t of new Set(r.t)) if (claimTerms.has(t)) named.set(t, (named.get(t) ?? 0) + 1);
  const rarity = (t: string) => Math.log(1 + ranked.length / (named.get(t) ?? 1));
  // Of the terms some sentence states: a formula's variables no sentence has weigh nothing.
  const claimWeight = [...named.keys()].reduce((sum, t) => sum + rarity(t), 0);
  const stated = new Set(picked.flatMap((p) => p.t));
  const gain = (r: (typeof ranked)[number]) =>
    [...new Set(r.t)]
      .filter((t) => claimTerms.has(t) && !stated.has(t))
      .reduce((sum, t) => sum + rarity(t), 0) / (claimWeight || 1);
  const claimedParts = new Set(claims.flatMap((c) => vocabulary(terms(c))));
  const wordsOf = (xs: typeof ranked) => xs.reduce((sum, x) => sum + x.s.split(' ').length, 0);
  // The sentences it keeps, the least central left out first (picked is in rank order), never the lead; null when
  // it would still run over, or name a part (strictly read) that neither the title nor the lead introduces.
  const room = (r: (typeof ranked)[number]) => {
    const stay = picked.filter((p) => p === lead || !repeats(r, [p]));
    const n = r.s.split(' ').length;
    while (stay.length > 1 && wordsOf(stay) + n > maxWords * CLAIM_BUDGET) stay.splice(stay.length - 1, 1);
    const known = new Set(vocabulary(terms([title, lead?.s ?? ''].join(' '))));
    return wordsOf(stay) + n <= maxWords * CLAIM_BUDGET &&
      unintroducedTerms(r.s, known, claimedParts, true).length === 0
      ? stay
      : null;
  };
  const claimed1 = ranked
    .filter(
      (r) =>
        !picked.includes(r) &&
        (r.inAbstract || stating(r)) &&
        !(lead && repeats(r, [lead])) &&
        !OTHER_ASPECT.test(r.s) &&
        !VARIANT.test(r.s) &&
        !PROBLEM.test(r.s) &&
        !PROBLEM_STATEMENT.test(r.s) &&
        !PREFERENCE.test(r.s) &&
        gain(r) >= CLAIM_GAIN &&
        room(r) !== null,
    )
    .sort((x, y) => gain(y) - gain(x))[0];
  if (claimed1) picked.splice(0, picked.length, ...room(claimed1)!, claimed1);
  // A sentence's definite noun phrases need their referent: each of a phrase's terms in the title, a sentence shown
  // before it or its own words before the phrase (attorney re-review, US8421353; US8418590's "the cutting assembly").
  // Where sentences of the pool introduce them (at most two), they go just before it, over the budget if need be.
  const shown: typeof ranked = [];
  const known = new Set(vocabulary(terms(title)));
  const quotedTerms = new Set(vocabulary(terms(quoted ?? '')));
  let words = 0;
  const show = (x: (typeof ranked)[number]) => {
    shown.push(x);
    words += x.s.split(' ').length;
    for (const t of vocabulary(x.t)) known.add(t);
  };
  for (const p of picked.sort((a, b) => a.i - b.i)) {
    if (p === lead) {
      // After claim 1 quoted, a lead opening on what the quote does not name either is left out ("The drill bit
      // comprises …" after "A spade bit comprising …", US7473056).
      if (quoteFirst && needsIntro(p) && !definiteOpening(p.s).every((t) => quotedTerms.has(t))) continue;
      show(p);
      continue;
    }
    if (shown.length === 0 && noLead(p.s)) continue;
    const missing = unintroducedTerms(p.s, known, claimedParts);
    if (missing.length === 0) {
      show(p);
      continue;
    }
    // The sentences that introduce them, earliest first, each standing on what is known by then.
    const intros: typeof ranked = [];
    const after = new Set(known);
    for (const x of [...ranked].sort((a, b) => a.i - b.i)) {
      if (x.i >= p.i || intros.length >= 2 || unintroducedTerms(p.s, after, claimedParts).length === 0) break;
      if (shown.includes(x) || LEADS_ON.test(x.s) || unintroducedTerms(x.s, after, claimedParts).length > 0)
        continue;
      const v = vocabulary(x.t);
      if (!unintroducedTerms(p.s, after, claimedParts).some((t) => v.includes(t))) continue;
      intros.push(x);
      for (const t of v) after.add(t);
    }
    if (unintroducedTerms(p.s, after, claimedParts).length > 0) continue;
    const n = [...intros, p].reduce((sum, x) => sum + x.s.split(' ').length, 0);
    if (words + n > maxWords * 1.6) continue;
    for (const x of intros) show(x);
    show(p);
  }
  const result = withQuote(shown.map((x) => x.s));
  // A claim 1 to one compound or sequence under a summary of a genus (attorney re-review, US7863250: "oligonucleotides
  // … comprising at least one modified purine" of a claim to 5′-TCTGTC1GTTCT-X-TCTTGC1TGTCT-5′) says so after the lead.
  const narrower = claims[0] && !result[0]?.startsWith('Claim 1') ? narrowerClaim(claims[0]) : null;
  return narrower ? [result[0], narrower, ...result.slice(1)] : result;
}

/** Claim 1 quoted whole up to QUOTE_WHOLE words; else its opening and first elements, at least QUOTE_MIN words, cut at QUOTE_WORDS. */
const QUOTE_MIN = 20;
const QUOTE_WORDS = 45;
const QUOTE_WHOLE = 70;

interface Quote {
  /** Claim 1's own words, verbatim but for the claim number and collapsed spaces; "…" where cut. */
  text: string;
  abridged: boolean;
  /** Elements after the quoted text that the quote leaves out entirely. */
  further: number;
}

/**
 * Where `tail`'s words end in `text`, searching from `from`; -1 when they are not found in order. As many of its last
 * words as are found, so that "… of the polymer materials" ends where the element ends, not at an earlier repeat.
 */
function endOfWords(text: string, tail: string, from: number): number {
  const words = tail
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  for (let n = words.length; n >= Math.min(4, words.length) && n > 0; n--) {
    const m = new RegExp(words.slice(-n).join('\\s+')).exec(text.slice(from));
    if (m) return from + m.index + m[0].length;
  }
  return -1;
}

/**
 * Claim 1 as a quotation that never misrepresents it (attorney re-check of issue 23: US7641038's two-step claim was
 * quoted as its first step, its "a)" labels and colons left out): the claim whole where it is short, else its
 * opening and first elements verbatim, marked abridged, with "…" where cut and the count of elements left out.
 */
function quotedOpening(claim: string): Quote | null {
  const split = splitClaimElements(claim);
  if (!split.preamble || split.elements.length === 0) return null;
  const body = claim
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/^\s*\d+\s*[.)]\s*/, '')
    .replace(/\s+/g, ' ')
    .trim();
  const all = body.split(' ');
  if (all.length <= QUOTE_WHOLE) return { text: body.replace(/\.$/, ''), abridged: false, further: 0 };
  // The opening and first elements, each found in the claim's own text so that what is quoted is verbatim.
  let end = endOfWords(body, split.preamble, 0);
  let taken = 0;
  for (const e of split.elements) {
    if (taken > 0 && body.slice(0, end).split(' ').length >= QUOTE_MIN) break;
    const next = endOfWords(body, e.text, Math.max(end, 0));
    if (end < 0 || next < 0) {
      end = -1;
      break;
    }
    end = next;
    taken += 1;
  }
  const prefix = end > 0 ? body.slice(0, end).replace(/[\s,;:]+$/, '') : '';
  const words = prefix ? prefix.split(' ') : all;
  if (!prefix || words.length > QUOTE_WORDS) {
    // Cut inside an element: the elements wholly after the cut are counted.
    const cut = words
      .slice(0, QUOTE_WORDS)
      .join(' ')
      .replace(/[\s,;:]+$/, '');
    let at = 0;
    let whole = 0;
    for (const e of split.elements) {
      const next = endOfWords(body, e.text, at);
      if (next < 0 || next > cut.length) break;
      at = next;
      whole += 1;
    }
    return { text: `${cut} …`, abridged: true, further: Math.max(0, split.elements.length - whole - 1) };
  }
  return { text: `${prefix} …`, abridged: true, further: split.elements.length - taken };
}

/** A quote's label and text: 'Claim 1 claims (quoted): "…".' or 'Claim 1 (quoted, abridged): "… …" and 2 further elements.' */
function quoteLine(q: Quote, whole: string, abridged: string): string {
  if (!q.abridged) return `${whole} "${q.text}".`;
  const rest = q.further > 0 ? ` and ${q.further} further element${q.further === 1 ? '' : 's'}` : '';
  return `${abridged} "${q.text}"${rest}.`;
}

/**
 * Claim 1 quoted and labelled as such ("Claim 1 claims (quoted): "…"", or "Claim 1 (quoted, abridged): "A composition
 * comprising a non-yellow modified polybutylene terephthalate, … …" and 2 further elements"); null when the claim does
 * not split.
 */
export function claimQuote(claim: string): string | null {
  const q = quotedOpening(claim);
  return q ? quoteLine(q, 'Claim 1 claims (quoted):', 'Claim 1 (quoted, abridged):') : null;
}

/** A claim to one structure or sequence: "… having the structure 5′-…", "… of SEQ ID NO: 3", "…GTTCT…". */
const ONE_SPECIES =
  /^[^;:]{0,200}?\b(?:having|of|with|consisting of|comprising) (?:the )?(?:nucleotide |amino acid |chemical )?(?:structure|sequence)(?: of)? (?:[35]['′]-|SEQ ID NO)|^[^;:]{0,120}?\b(?:consisting of|having|of) SEQ ID NO:? ?\d+(?!\s*(?:or|and|,|-|to))/i;

/** Whether a claim claims one compound or sequence (ONE_SPECIES): "… having the structure 5′-…", "… of SEQ ID NO: 3". */
export const claimsOneSpecies = (claim: string) => ONE_SPECIES.test(claim.replace(/^\s*\d+\s*[.)]\s*/, ''));

/**
 * The line saying claim 1 claims one compound or sequence (ONE_SPECIES), quoting its opening; null for any other
 * claim. The local engine does not compare scopes beyond this.
 */
export function narrowerClaim(claim: string): string | null {
  if (!claimsOneSpecies(claim)) return null;
  const q = quotedOpening(claim);
  return q
    ? quoteLine(
        q,
        'Claim 1 is narrower: it claims (quoted)',
        'Claim 1 is narrower: it claims (quoted, abridged)',
      )
    : null;
}

export const __dbg = (s: string, known: string, c: string) =>
  unintroducedTerms(s, new Set(vocabulary(terms(known))), new Set(vocabulary(terms(c))));
