import { key, tokenize, type Token } from './claim-nlp.js';
import { joinHyphenated } from './hyphen-compounds.js';
import { oppositesOf } from './opposite-qualifier.js';
import { oneNameANumeral, readNumerals } from './reference-numerals.js';
import { isParticiple, mannerBefore, reciprocalEnd, verbAfterSubject, verbIndex } from './part-relations.js';

/**
 * What a description says about its own parts, read with wink-nlp tags: the noun phrases it names (with a reference
 * numeral or not), the role each plays in its sentences (subject of a verb, object of "comprises", drawn part), how
 * the parts relate ("mounted on", "configured to heat", "comprises") and the acts it describes ("receives a request").
 * The local claim drafter builds claims from these facts only, so every element is the description's own words.
 */
export interface Mention {
  /** The phrase without its article ("transaction request"). */
  phrase: string;
  head: string;
  /** What tells this thing from others of its head: "contact module" and "campaign module", but "disc" for "rotatable disc". */
  id: string;
  /** A quantity, a side or a view ("thickness", "upper face"): an object of acts, never a claimed part. */
  abstract: boolean;
  /** Token indices [from, to) of the phrase's words. */
  from: number;
  to: number;
  numbered: boolean;
  /** A noun the description never counts ("heat", "user information"): named without an article. */
  mass: boolean;
  /** The phrase's words end in a plural the description never writes in the singular. */
  pluralOnly: boolean;
}

export interface Part {
  id: string;
  phrase: string;
  pluralOnly: boolean;
  head: string;
  count: number;
  numbered: number;
  /** Times the phrase is the subject of a verb or the object of "comprises/includes/has". */
  roles: number;
  first: number;
  score: number;
}

export interface Relation {
  /** Id of the subject part. */
  a: string;
  b: Mention;
  kind: 'connect' | 'act' | 'has';
  /** "mounted on" (connect), the verb's dictionary form (act), '' (has). */
  how: string;
  /** An act's preposition and second object ("compare the card number with a stored value"). */
  tail: { adp: string; object: Mention } | null;
}

/** Particles that complete a verb's sense ("brings … back", "pulls … apart"): an act cut before one is no step. */
const PARTICLE =
  /^(?:back|away|off|out|up|down|apart|aside|together|forward|backward|backwards|home|open|closed|shut)$/;
/**
 * Verbs that say nothing without the place they lead to ("bring the thimble", "put the lid") or what they join the
 * object to ("connecting a terminal", "mounting a ligature": to what?).
 */
const NEEDS_PLACE =
  /^(?:bring|put|lay|set|subject|connect|interconnect|couple|attach|mount|fit|secure|fasten|join|link|insert|place|position|pass)$/;
/**
 * Verbs of a thing going somewhere ("the refrigerant enters the line", "the gas leaves the chamber"): the object is
 * where it goes, nothing acted on, so the act is no step of a method ("entering a refrigerant line").
 */
const GOING = /^(?:enter|leave|exit|reach|cross|approach|arrive|escape)$/;
/**
 * Words before a gerund that make it a step written without its actor ("the method comprises searching a table",
 * "by heating the plate", "then cooling the wall"), not a participle of the noun before it ("the centre serving the
 * terminal") nor a purpose ("a code for closing a vehicle").
 */
const STEP_LEAD =
  /^(?:comprises|comprising|comprise|includes|including|include|involves|involve|involving|by|then|of|while|after|before|first|next|finally|[,:;])$/;

export interface Act {
  verb: string;
  gerund: string;
  object: Mention;
  tail: { adp: string; object: Mention } | null;
  subject: string | null;
  at: number;
}

/** A thing and the parts one sentence says it includes, comprises or has, in the sentence's order. */
export interface Structure {
  body: Mention;
  parts: Mention[];
}

export interface DescriptionFacts {
  text: string;
  /** The invention text's wink-nlp tokens, hyphenated words joined: what mentions and acts index. */
  tokens: Token[];
  parts: Part[];
  mentions: Mention[];
  relations: Relation[];
  acts: Act[];
  /**
   * What the description says a thing is made of, sentence by sentence, in its order: "The indicating device 10
   * includes a generally planar annular body 20", "injection port 18 includes housing 20 …, and a metal base member 27".
   */
  structures: Structure[];
  /** "processor", "computer", "controller"… the description's own name for what executes its software, if any. */
  executor: string | null;
  memory: string | null;
  software: boolean;
}

/** Qualifiers of degree that tell two parts of one name apart ("a high pressure switch", "a low pressure switch"). */
const RANKS = [['high', 'low']];

/** Persons: who uses, operates or receives the invention, never a part of it (issue 24). */
export const PERSON =
  /^(?:user|operator|person|people|customer|patient|subscriber|caller|individual|human|wearer|consumer|owner|technician|caregiver|carer|doctor|physician|nurse|clinician|surgeon|dentist|driver|passenger|pilot|player|child|adult|resident|worker|employee|student|teacher|viewer|reader|listener|administrator|attendant|recipient|buyer|seller|merchant|vendor|shopper|retailer|purchaser|client|patron|guest|visitor|cashier|clerk|installer|someone|anyone|elderly)$/;

/**
 * Words about the document, options or quantities, and what is no structure (persons, the environment, results):
 * never a claimed part, whatever the modifier (issue 24: "a caregiver configured to enter a code").
 */
const NOT_A_PART = new Set(
  'invention embodiment figure fig example disclosure art claim application patent aspect advantage object purpose means view mode process method step characteristic field loss transfer state condition manner effect result function operation direction axis plane diagram flowchart graph embodiment variation modification reference combination problem need attraction change phase heat pause call configuration option performance distribution operator person customer patient subscriber caller individual human wearer consumer owner technician number amount type kind form time case way order use user respect regard addition detail description summary background instance number thickness length width height depth diameter radius size shape weight temperature pressure volume ratio rate angle distance speed velocity frequency degree extent quantity quality property range level value values percent percentage total sum majority plurality variety set series pair group part portion section area region side end face edge surface underside top bottom front rear center middle environment surroundings atmosphere outcome'
    .split(' ')
    .map(key),
);
const notAPart = (head: string) => NOT_A_PART.has(head) || PERSON.test(head);
/**
 * A head naming no structure ("mode", "message", "function"): an invention of that name is what a program does. An
 * "application" is the program itself (NOT_A_PART has the word for a patent application).
 */
export const namesNoThing = (head: string) =>
  key(head) !== 'application' && (NOT_A_PART.has(key(head)) || INFORMATION.has(key(head)));
/** Words about the document itself: neither a part nor the object of an act. */
const DOCUMENT = new Set(
  'invention embodiment figure fig example disclosure art claim patent aspect advantage purpose means view method step variation version modification reference manner way case respect regard addition detail description summary background instance kind type form formula disadvantage drawback problem effect scope appeal benefit need teaching'
    .split(' ')
    .map(key),
);
/** Information a system handles: an object of its acts, never one of its parts. */
const INFORMATION = new Set(
  'data information number identifier id request message record score signal parameter code key file list query response notification report transaction address name status date packet instruction command threshold rule profile account setting content entry indication flag count text document page event input output result string payload header token password credential image'
    .split(' ')
    .map(key),
);
/** Verbs that tell of the document or of being, not an act of the invention. */
// Verbs that say no act of the invention; ordinals and position words the tagger reads as verbs ("and second fluid
// inlet line 126", "on front panel 634"); verbs of having ("incorporates a magnet" says what a part has).
export const NO_ACT =
  /^(?:feature|exhibit|first|second|third|fourth|front|rear|top|bottom|upper|lower|inner|outer|left|right|incorporate|experience|be|have|show|illustrate|depict|refer|denote|represent|correspond|describe|mean|allow|enable|provide|make|take|become|remain|see|let|need|include|comprise|contain|consist|use|define|do|get|give|say|call|know|note|understand|appreciate|contemplate|discuss|follow|relate|utilize|employ|permit|require|result|involve|design|shown|embody|apply|like|want|seem|tend|exist|occur|go|come|put|set|keep|help|lead|indicate|reflect|form|constitute|accord|base|depend|illustrated|mention|present|implement|achieve|prevent|reduce|increase|improve|facilitate|ensure|affect|solve|cause|damage|minimize|maximize|avoid|eliminate|overcome|suffer|fail|lack|try|attempt|wish|seek)$/;
const PARTICIPLE_LINKS =
  /^(?:connected|coupled|attached|mounted|secured|fixed|disposed|positioned|located|arranged|received|inserted|supported|held|fastened|joined|bonded|welded|formed|provided|housed|embedded|carried|engaged|fitted|seated|placed|installed|integrated|linked|wired|guided|routed|screwed|shrunk|pressed|clamped|tightened|compressed|bolted|riveted|glued|pivoted|hinged|journaled|journalled)$/;
const LINK_ADPS =
  /^(?:to|on|in|within|with|onto|into|at|by|around|over|under|inside|against|from|through|across|along|upon)$/;
const CONFIGURED = /^(?:configured|adapted|operable|arranged|designed|programmed|operative)$/;
// "The connecting pin features a bolt head", "the ring land exhibits slots": having, as translated descriptions say it.
const HAS = /^(?:comprise|include|have|contain|incorporate|feature|exhibit)$/;
/** A participle saying what the part named before it has ("a shaft 2 having a hex connection 4"). */
const HAVING = /^(?:having|comprising|including|containing)$/;
/** Verbs of where a part stands ("a tip extends from the shoulders", "the pin projects into the bore"). */
const POSITION = /^(?:extend|project|protrude)$/;
/** Verbs of a part moving along or about another ("a movable jaw slides along the bar"): where it stands, too. */
const GUIDED = /^(?:slide|glide|ride|travel|rotate|pivot|swing|pass)$/;
/** "Two upright arms", "one end of the bar": a count before a phrase introduces it as an article does. */
const COUNT = /^(?:one|two|three|four|five|six|seven|eight|nine|ten|both)$/;
/** "a pair of shoulders": the things counted, not the count. */
const GROUP = /^(?:pair|plurality|set|number|series|array)$/;
const DETS = /^(?:a|an|the|said|each|one|every)$/;
const ORDINAL = /^(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)$/;

const PROCESSORS = [
  'processor',
  'microprocessor',
  'controller',
  'microcontroller',
  'computer',
  'processing unit',
  'server',
];

/**
 * The description without its background (prior art) and drawing list: what the invention itself is. The invention's
 * text resumes at the next heading of its own ("SUMMARY", "OBJECT", "DESCRIPTION OF THE INVENTION": US6982296's
 * composition is stated under the last, after "PRIOR ART").
 */
export function inventionText(description: string): string {
  let t = description.slice(0, 60_000);
  const heading =
    /\b(?:SUMMARY|BRIEF (?:DESCRIPTION|SUMMARY)|DETAILED DESCRIPTION|DESCRIPTION OF (?:THE )?(?:PREFERRED|ILLUSTRATED|EXAMPLE|SPECIFIC|(?:PRESENT )?INVENTION)|OBJECTS? (?:AND SUMMARY )?OF THE INVENTION|OBJECTS?(?= [A-Z][a-z])|DISCLOSURE OF (?:THE )?INVENTION)\b/;
  const bg =
    /\b(?:BACKGROUND(?: OF THE INVENTION| ART)?|DESCRIPTION OF (?:THE )?(?:RELATED|PRIOR) ART|PRIOR ART)\b/.exec(
      t,
    );
  if (bg) {
    const after = heading.exec(t.slice(bg.index + bg[0].length));
    t = t.slice(0, bg.index) + (after ? t.slice(bg.index + bg[0].length + after.index) : '');
  }
  const drawings = /\bBRIEF DESCRIPTION OF (?:THE )?(?:DRAWINGS?|FIGURES?|SEVERAL VIEWS)\b/.exec(t);
  if (drawings) {
    const rest = t.slice(drawings.index + drawings[0].length);
    const next =
      /\b(?:DETAILED DESCRIPTION|DESCRIPTION OF (?:THE )?(?:PREFERRED|ILLUSTRATED|EXAMPLE|SPECIFIC)|BEST MODE|MODES? FOR CARRYING)\b/.exec(
        rest,
      );
    if (next) t = t.slice(0, drawings.index) + rest.slice(next.index);
  }
  return t.slice(0, 40_000);
}

/** Nouns English does not count, whatever a description's article says ("an information element" is countable). */
const MASS =
  /^(?:information|data|software|hardware|equipment|traffic|signaling|signalling|feedback|knowledge|water|air|heat|electricity|power|energy|light|noise|oil|fuel|gas|steam|money|furniture|clothing|research|evidence|advice|content|storage|memory)$/;

const isWord = (t: Token | undefined) => !!t && /^[a-z][a-z-]*[a-z]$/.test(t.text);
/** "VCO cell", "LED die": an acronym the tagger reads as a proper noun, kept in capitals before the noun it names. */
const isAcronym = (t: Token | undefined) =>
  !!t && /^(?:NOUN|PROPN|ADJ)$/.test(t.pos) && /^[A-Z]{2,6}$/.test(t.text);
/**
 * "the 32 connecting nodes", "comprises 32 resistors": a count written in figures, read by its tags (a number after a
 * determiner, a verb or a preposition, before the noun it counts), not a reference numeral after its noun.
 */
const isCountNumeral = (tokens: Token[], k: number) =>
  tokens[k]?.pos === 'NUM' &&
  /^\d{1,4}$/.test(tokens[k].text) &&
  /^(?:DET|VERB|AUX|ADP|CCONJ)$/.test(tokens[k - 1]?.pos ?? '') &&
  !/^(?:fig|figs|figure|figures|step|steps|claim|claims|table|example)$/i.test(tokens[k - 1]?.text ?? '') &&
  (tokens[k + 1]?.pos === 'NOUN' ||
    (/^(?:ADJ|VERB)$/.test(tokens[k + 1]?.pos ?? '') && tokens[k + 2]?.pos === 'NOUN')) &&
  isWord(tokens[k + 1]) &&
  !isGrade(tokens, k);
const isNumeral = (t: Token | undefined) => !!t && /^\d{1,4}[a-z]?'?$/.test(t.text);
/**
 * A drawn label of capitals and figures the product's text writes as one word ("the fifth switch element SW35", "node
 * N31", "transistor T1"): it follows the part's name, it cuts no name (issue 24: read as "SW 35" with the tags dropped).
 */
const isLabel = (t: Token | undefined) => !!t && /^[A-Z]{1,4}\d{1,4}[a-z]?'?$/.test(t.text);
/** A reference numeral ("housing 12"), not a quantity ("contains 3 to 7 members", "5 mm"). */
const isRef = (tokens: Token[], k: number) =>
  isNumeral(tokens[k]) &&
  !/^(?:to|-|–|%|percent|mm|cm|nm|µm|um|m|kg|g|mg|ml|l|s|ms|hz|khz|mhz|ghz|v|kv|a|ma|w|kw|degrees?|°|wt|parts|times|or|through|members?|atoms?|carbon|carbons|minutes?|hours?|seconds?|days?)$/i.test(
    tokens[k + 1]?.text ?? '',
  );

/**
 * A grade or a size, not a reference numeral: "a semi-rigid 95A polyvinyl chloride" (the tagger splits "95 A"), "a
 * new 2″×4″ piece" (issue 24 review: they drafted an abstract of "a semi-rigid and a new").
 */
const isGrade = (tokens: Token[], k: number) =>
  /^[″"'×]$/.test(tokens[k + 1]?.text ?? '') ||
  (/^[A-Z]$/.test(tokens[k + 1]?.text ?? '') && /^(?:NOUN|ADJ|PROPN)$/.test(tokens[k + 2]?.pos ?? ''));

const lastFacts = { key: '', facts: null as DescriptionFacts | null };

/** The description's facts, from one wink-nlp pass over the invention text (the last one is kept for reuse). */
export function describe(description: string, title = ''): DescriptionFacts {
  const cacheKey = `${title}\u0000${description}`;
  if (lastFacts.key === cacheKey && lastFacts.facts) return lastFacts.facts;
  const facts = readFacts(description, title);
  Object.assign(lastFacts, { key: cacheKey, facts });
  return facts;
}

function readFacts(description: string, title: string): DescriptionFacts {
  const text = inventionText(oneNameANumeral(readNumerals(description)));
  const tokens = joinHyphenated(tokenize(text, 'wink'));
  const lowerText = text.toLowerCase();
  const textWords = new Set(lowerText.match(/[a-z][a-z-]*/g) ?? []);
  const singularSeen = (w: string) => textWords.has(w);
  /** What a word reads as in this description, read once per word. */
  const memo = (test: (w: string) => boolean) => {
    const seen = new Map<string, boolean>();
    return (w: string) => seen.get(w) ?? seen.set(w, test(w)).get(w)!;
  };
  const phraseSeen = memo((p) => new RegExp(`\\b${p}\\b(?!s\\b)`).test(lowerText));
  const usedAsVerb = memo((w) => new RegExp(`\\bto\\s+${w}\\s+(?:a|an|the)\\b`).test(lowerText));
  /** Named with "a/an/one" somewhere, or in the plural: a thing one can count. */
  // A concrete noun the description names only with "the" ("the floor", "the valve") counts too: abstract nouns
  // ("the moisture", "the friction") end as such words do (issue 24 review: "closing valve on supply pipe").
  const countable = memo(
    (w) =>
      new RegExp(
        `\\b(?:a|an|one|each)\\s+(?:[a-z-]+\\s+){0,3}${w}\\b|\\b${w.replace(/y$/, 'ie')}s\\b|\\b${w}es\\b`,
      ).test(lowerText) ||
      (!/(?:ness|ity|ance|ence|ion|ism|ure|th|ing|age|ment|ics|ry|cy)$/.test(w) &&
        new RegExp(`\\bthe\\s+(?:[a-z-]+\\s+){0,2}${w}\\b`).test(lowerText)) ||
      // "the new reading", "the recorded reading": a thing of an act ("-ing") the description tells apart is counted.
      (/ing$/.test(w) &&
        new Set([...lowerText.matchAll(new RegExp(`\\bthe\\s+([a-z]+)\\s+${w}\\b`, 'g'))].map((m) => m[1]))
          .size >= 2),
  );
  /** "heat sink": two words the description names together after an article at least twice, the second no verb form. */
  const compounded = memo(
    (pair) =>
      !/(?:s|ed|ing)$/.test(pair.split(' ')[1]) &&
      (lowerText.match(new RegExp(`\\b(?:a|an|the|said)\\s+(?:[a-z-]+\\s+){0,2}${pair}\\b`, 'g'))?.length ??
        0) >= 2,
  );
  const compound = (first: string, second: string) => compounded(`${first} ${second}`);
  /**
   * "A movable jaw slides along the bar": right after a sentence's subject (opening at i) and before a preposition, a
   * plural the description never names as a thing again ("the jaw slides") is the verb the tagger read as a noun.
   */
  const subjectVerb = (i: number, j: number) =>
    (tokens[j]?.pos === 'NOUN' &&
      /[^s]s$/.test(tokens[j].lower) &&
      tokens[j - 1]?.pos === 'NOUN' &&
      !/s$/.test(tokens[j - 1].lower) &&
      tokens[j + 1]?.pos === 'ADP' &&
      (i === 0 || /^[.;:]$/.test(tokens[i - 1].text)) &&
      !compound(tokens[j - 1].lower, tokens[j].lower)) ||
    // "Third, the technician pumps air into the pipe": before a bare noun, the clause read again (part-relations.ts).
    ((i === 0 || /^[.;:,]$/.test(tokens[i - 1].text)) &&
      /^(?:NOUN|ADJ)$/.test(tokens[j + 1]?.pos ?? '') &&
      verbAfterSubject(tokens, j, text) &&
      !compound(tokens[j - 1].lower, tokens[j].lower));
  const mentions: Mention[] = [];
  const mentionAt = new Map<number, Mention>();
  /**
   * "Lanyard 16 includes …", "secured to lanyard 16": a drawn part named without an article, its words right before
   * its reference numeral; the index of that numeral, or -1.
   */
  const drawnEnd = (i: number) => {
    const prev = tokens[i - 1];
    if (prev && (DETS.test(prev.lower) || /^(?:NOUN|ADJ|PROPN|NUM)$/.test(prev.pos) || isNumeral(prev)))
      return -1;
    for (let k = i; k < i + 4 && k < tokens.length; k++) {
      const t = tokens[k];
      if (isNumeral(t)) return k > i && isRef(tokens, k) ? k : -1;
      if (!/^[A-Za-z][a-z-]*[a-z]$/.test(t.text) || (k > i && /^[A-Z]/.test(t.text))) return -1;
      if (t.pos !== 'NOUN' && t.pos !== 'ADJ' && t.pos !== 'PROPN') return -1;
    }
    return -1;
  };
  // A description with reference numerals names its parts with articles; a plain one also with counts ("two arms").
  const drawnText = tokens.some((t, k) => isWord(tokens[k - 1]) && isRef(tokens, k) && !isGrade(tokens, k));
  // "The step is pivotally connected to the frame": a step joined to something is a thing (a stool's, a ladder's),
  // not a step of a method (issue 24).
  const joinedStep = tokens.some((t, k) => {
    if (t.pos !== 'NOUN' || key(t.lower) !== 'step') return false;
    const v = verbIndex(tokens, k + (isNumeral(tokens[k + 1]) ? 2 : 1), () => false);
    const joins =
      PARTICIPLE_LINKS.test(tokens[v]?.lower ?? '') ||
      (isParticiple(tokens[v]) && mannerBefore(tokens, v) !== '' && !NO_ACT.test(tokens[v].lemma));
    return v > k + 1 && joins && LINK_ADPS.test(tokens[v + 1]?.lower ?? '');
  });
  const documentWord = (h: string) => DOCUMENT.has(h) && !(joinedStep && h === 'step');
  // "A first and a second VCO cell": the first of a coordinated pair of ordinals, named by the second's noun.
  const pairedOrdinal = new Map<number, number>();
  const paired = new Set<string>();
  const pairedFirst = new Set<Mention>();
  for (let i = 0; i + 4 < tokens.length; i++) {
    const w = (k: number) => tokens[k]?.lower ?? '';
    if (!/^(?:a|an|the)$/.test(w(i)) || !ORDINAL.test(w(i + 1)) || w(i + 2) !== 'and') continue;
    const second = /^(?:a|an|the)$/.test(w(i + 3)) ? i + 4 : i + 3;
    if (ORDINAL.test(w(second)) && w(second) !== w(i + 1)) pairedOrdinal.set(second, i + 1);
  }
  for (let i = 0; i < tokens.length; i++) {
    const numeral = isCountNumeral(tokens, i);
    const bareEnd = DETS.test(tokens[i].lower) || COUNT.test(tokens[i].lower) || numeral ? -1 : drawnEnd(i);
    if (!DETS.test(tokens[i].lower) && !COUNT.test(tokens[i].lower) && !numeral && bareEnd < 0) continue;
    // "one or more", "two arms", "one end of the bar"; not "one of", "two of", "one skilled in the art", nor "execute
    // one application" (the count of a thing an act uses, no part).
    const counted =
      numeral ||
      // "At least one retention member is integrally attached to the housing": a claim's own count (issue 24).
      (tokens[i].lower === 'one' &&
        tokens[i - 1]?.lower === 'least' &&
        tokens[i - 2]?.lower === 'at' &&
        /^(?:NOUN|ADJ)$/.test(tokens[i + 1]?.pos ?? '')) ||
      (!drawnText &&
        COUNT.test(tokens[i].lower) &&
        /^(?:NOUN|ADJ)$/.test(tokens[i + 1]?.pos ?? '') &&
        (tokens[i].lower !== 'one' || tokens[i + 2]?.lower === 'of' || tokens[i + 3]?.lower === 'of'));
    if (tokens[i].lower === 'one' && tokens[i + 1]?.lower !== 'or' && !counted) continue;
    if (!DETS.test(tokens[i].lower) && bareEnd < 0 && !counted) continue;
    let j = i + 1;
    if (tokens[i].lower === 'one' && tokens[j]?.lower === 'or') j += 2;
    if (DETS.test(tokens[i].lower) && isCountNumeral(tokens, j)) j++;
    const joinedWords = new Set<Token>();
    const run: Token[] = bareEnd >= 0 ? tokens.slice(i, bareEnd) : [];
    if (bareEnd >= 0) j = tokens.length;
    for (; j < tokens.length && run.length < 4; j++) {
      const t = tokens[j];
      // "a generally planar annular body", "circumferentially spaced retention members": an adverb of the modifier
      // after it is no end of the phrase, and no word of the part's name.
      if (
        t.pos === 'ADV' &&
        /^[a-z]+ly$/.test(t.lower) &&
        tokens[j + 1]?.pos === 'ADJ' &&
        !/ing$/.test(tokens[j + 1].lower) &&
        /^(?:ADJ|NOUN|VERB)$/.test(tokens[j + 2]?.pos ?? '')
      )
        continue;
      const modifierVerb =
        t.pos === 'VERB' && /(?:ing|ed)$/.test(t.lower) && tokens[j + 1]?.pos === 'NOUN' && run.length < 3;
      // "a token 20", "a door frame 14": before a reference numeral the word is a drawn part, whatever the tag.
      // "the contact module stores a record": a plural-looking noun before an article is the verb.
      if (
        run.length > 0 &&
        t.pos === 'NOUN' &&
        /[^s]s$/.test(t.lower) &&
        DETS.test(tokens[j + 1]?.lower ?? '') &&
        // "the 32 connecting nodes a 1 -a 32": a label after the noun, no article.
        !isNumeral(tokens[j + 2])
      )
        break;
      if (run.length > 0 && subjectVerb(i, j)) break;
      // A grade or a size is no numeral: "a semi-rigid 95A polyvinyl chloride", "a new 2″×4″ piece" (issue 24 review).
      const drawn =
        isRef(tokens, j + 1) &&
        !isGrade(tokens, j + 1) &&
        isWord(t) &&
        !/s$/.test(t.lower) &&
        t.pos !== 'ADP' &&
        t.pos !== 'DET';
      // "the heat sink", "a heat pipe": a compound noun whose second word the tagger took for a verb.
      const joined = run.length > 0 && t.pos === 'VERB' && compound(run[run.length - 1].lower, t.lower);
      if (joined) joinedWords.add(t);
      const acronym =
        isAcronym(t) && /^(?:NOUN|PROPN)$/.test(tokens[j + 1]?.pos ?? '') && isWord(tokens[j + 1]);
      // "the second connecting nodes": an ordinal opens the phrase whatever its tag (the tagger reads adverbs).
      const ordinalWord =
        run.length === 0 &&
        ORDINAL.test(t.lower) &&
        /^(?:NOUN|ADJ|VERB|PROPN)$/.test(tokens[j + 1]?.pos ?? '');
      if (
        ((t.pos === 'NOUN' || t.pos === 'ADJ' || modifierVerb || drawn || joined || ordinalWord) &&
          isWord(t)) ||
        acronym
      )
        run.push(t);
      else break;
      if (drawn) break;
    }
    // A word before a numeral stays (a drawn part), not before a grade: "a p-doped 4H SiC substrate".
    const beforeNumeral = (t: Token) => {
      const at = tokens.indexOf(t) + 1;
      return isNumeral(tokens[at]) && !isGrade(tokens, at);
    };
    while (
      run.length > 0 &&
      (run[run.length - 1].pos !== 'NOUN' || !isWord(run[run.length - 1])) &&
      !joinedWords.has(run[run.length - 1]) &&
      !beforeNumeral(run[run.length - 1])
    )
      run.pop();
    if (run.length === 0) continue;
    // "an information handling system": the tagger closed the phrase too early.
    const nx = tokens[tokens.indexOf(run[run.length - 1]) + 1];
    const nxVerb =
      (!!nx &&
        /[^s]s$/.test(nx.lower) &&
        DETS.test(tokens[tokens.indexOf(run[run.length - 1]) + 2]?.lower ?? '')) ||
      subjectVerb(i, tokens.indexOf(run[run.length - 1]) + 1);
    if (nx?.pos === 'NOUN' && isWord(nx) && !nxVerb) continue;
    // "a first bi-directional DC-to-DC voltage converter": a name cut at a word the phrase cannot hold is no mention.
    if (
      /^(?:NOUN|PROPN)$/.test(nx?.pos ?? '') &&
      /^[A-Za-z][A-Za-z0-9-]*[A-Za-z0-9]$/.test(nx.text) &&
      /[A-Z]/.test(nx.text) &&
      !isAcronym(nx) &&
      !isLabel(nx)
    )
      continue;
    while (
      run.length > 1 &&
      /^(?:while|when|where|whereby|then|thus|also|only|both|either|neither)$/.test(run[0].lower)
    )
      run.shift();
    while (
      run.length > 1 &&
      /^(?:several|more|many|few|highest|lowest|largest|smallest|present|corresponding|respective|following|above|same|other|certain|such|various|particular|specific|exemplary|conventional|known|typical|new|novel|inventive|improved|entire|whole|given|suitable|preferred|illustrated|desired|additional|further|single|general)$/.test(
        run[0].lower,
      )
    )
      run.shift();
    const head = run[run.length - 1].lower;
    if (
      head.length < 3 ||
      /^(?:and|or|nor|but|the|of|for|with|not|all|any|its|their|such|this|that|these|those)$/.test(head) ||
      documentWord(key(head)) ||
      /^(?:highest|lowest|present|same|other|following)$/.test(run[0].lower)
    )
      continue;
    // One form for the whole claim set: the singular where the description writes it ("a wheel"), else
    // "a plurality of wheels"; a noun it never counts ("the heat", "water") is no element.
    const singular = key(head);
    const plural = singular !== head;
    // "a plurality of phase-delay elements": the singular of the phrase, not of its head alone ("a delay element").
    const before = run.length > 1 ? run[run.length - 2].lower : '';
    const singularUsed =
      plural && (/^[a-z-]+$/.test(before) ? phraseSeen(`${before} ${singular}`) : singularSeen(singular));
    // "a system contain…": a verb the tagger took for the phrase's noun ("to contain the …" elsewhere).
    if (!plural && usedAsVerb(head)) continue;
    const mass = !plural && (MASS.test(head) || !countable(head));
    const words = run.map((t) => (isAcronym(t) ? t.text : t.lower));
    if (singularUsed) words[words.length - 1] = singular;
    // "Traction system 10 includes …": a noun capitalized as a sentence opens, tagged a proper noun, is the modifier the
    // description writes "traction system 10" with elsewhere (issue 24: US8421271 read "system" for it).
    const opening = (t: Token) => t === run[0] && t.pos === 'PROPN' && /^[A-Z][a-z-]+$/.test(t.text);
    const modifier =
      run.length > 1 &&
      (run[run.length - 2].pos === 'NOUN' || isAcronym(run[run.length - 2]) || opening(run[run.length - 2]))
        ? `${key(run[run.length - 2].lower)} `
        : '';
    // "first base" and "second base" are two parts: a relation to one is no relation to the other (issue 24).
    const ordinal = words.slice(0, -1).find((w) => ORDINAL.test(w));
    const after = tokens.indexOf(run[run.length - 1]) + 1;
    const m: Mention = {
      phrase: words.join(' '),
      head: key(singular),
      // "ground-plane" and "groundplane": one part, however the description spells it.
      id: `${ordinal && `${ordinal} ` !== modifier ? `${ordinal} ` : ''}${modifier}${key(singular).replace(/-/g, '')}`,
      abstract: notAPart(key(singular)) && !(joinedStep && key(singular) === 'step'),
      from: tokens.indexOf(run[0]),
      to: tokens.indexOf(run[run.length - 1]) + 1,
      numbered: isNumeral(tokens[after]) && !isGrade(tokens, after),
      pluralOnly: plural && !singularUsed,
      mass,
    };
    // "A first and a second VCO cell are coupled to each other": the first VCO cell, too, at its ordinal.
    const first = pairedOrdinal.get(m.from);
    if (first !== undefined && ordinal === tokens[m.from].lower) {
      const swap = (x: string) => x.replace(new RegExp(`^${ordinal} `), `${tokens[first].lower} `);
      const m1: Mention = {
        ...m,
        phrase: swap(m.phrase),
        id: swap(m.id),
        from: first,
        to: first + 1,
        numbered: false,
      };
      mentions.push(m1);
      mentionAt.set(first, m1);
      paired.add(m1.id).add(m.id);
      pairedFirst.add(m1);
    }
    // "a generally planar annular body 20": read once, after its article, not again as a drawn part.
    if (mentionAt.get(m.from)?.phrase === m.phrase) continue;
    mentions.push(m);
    mentionAt.set(m.from, m);
  }
  // "a fixed jaw … a movable jaw": in a plain description (no numerals tell parts apart) one noun introduced twice, each
  // time with another adjective, names two parts (issue 24 review: the bar clamp's jaws were read as one).
  const plain = !mentions.some((m) => m.numbered);
  const adjectiveOf = (m: Mention) =>
    m.to - m.from >= 2 && m.id === m.head && tokens[m.to - 2].pos === 'ADJ' ? tokens[m.to - 2].lower : '';
  const introduced = new Map<string, Set<string>>();
  for (const m of mentions) {
    const adj = adjectiveOf(m);
    if (adj && /^(?:a|an)$/.test(tokens[m.from - 1]?.lower ?? ''))
      introduced.set(m.id, (introduced.get(m.id) ?? new Set()).add(adj));
  }
  for (const m of mentions) {
    const kinds = introduced.get(m.id);
    if (plain && kinds && kinds.size >= 2 && kinds.has(adjectiveOf(m))) m.id = `${adjectiveOf(m)} ${m.id}`;
  }
  // "Two upright arms … a slot in the other arm": in a plain description (no numerals tell parts apart) the bare noun
  // names the one part of that noun the description introduced with a modifier.
  // With numerals, the same of a bare noun without one where only one drawn part has that noun ("attached to a hub"
  // beside "the brake disk hub 6"; issue 24: claim 1 of US7472777 lacked the hub).
  const modified = new Map<string, Set<string>>();
  for (const m of mentions)
    if (m.id !== m.head && (plain || m.numbered))
      modified.set(m.head, (modified.get(m.head) ?? new Set()).add(m.id));
  for (const m of mentions) {
    // With numerals, only as what a part is joined to ("attached to a hub"), never an object of an act.
    const joined =
      PARTICIPLE_LINKS.test(tokens[m.from - 3]?.lower ?? '') &&
      LINK_ADPS.test(tokens[m.from - 2]?.lower ?? '');
    // "an effective source of hydrocarbonaceous material": introduced with an article and a modifier of its own, a new
    // thing, not the heat source named before (issue 24: US7862706).
    const introducedAnew = adjectiveOf(m) !== '' && /^(?:a|an)$/.test(tokens[m.from - 1]?.lower ?? '');
    const only =
      m.id === m.head && !introducedAnew && (plain || (!m.numbered && joined))
        ? modified.get(m.head)
        : undefined;
    if (only?.size === 1 && (plain || !mentions.some((o) => o.id === m.head && o.numbered)))
      m.id = [...only][0];
  }
  // "a high pressure switch 28 … a low pressure switch 30": parts of one name told apart by opposite qualifiers are two
  // parts, as "first" and "second" ones are (issue 24: US7861545 read one "pressure switch" and claimed no relay).
  const qualified = new Map<string, Set<string>>();
  const qualifierOf = (m: Mention) => {
    const w = m.phrase.split(' ')[0];
    return m.phrase.includes(' ') && oppositesOf(w, RANKS).length > 0 && !m.id.startsWith(`${w} `) ? w : '';
  };
  for (const m of mentions)
    if (qualifierOf(m)) qualified.set(m.id, (qualified.get(m.id) ?? new Set()).add(qualifierOf(m)));
  for (const m of mentions) {
    const w = qualifierOf(m);
    if (w && oppositesOf(w, RANKS).some((o) => qualified.get(m.id)?.has(o))) m.id = `${w} ${m.id}`;
  }
  // "a first groove 12 … the groove 12": one reference numeral is one part, whichever words name it.
  const numeralOf = (m: Mention) => (m.numbered ? `${m.head}|${tokens[m.to].lower}` : '');
  // The ordinal name a numeral is given most often: "second subset 10" once among thirteen "first subset 10" is a slip
  // of the pen, and "the subset 10" the first subset (issue 24: US6836979 tied the third insole to the second).
  const ordinalUses = new Map<string, Map<string, number>>();
  for (const m of mentions)
    if (m.numbered && ORDINAL.test(m.id.split(' ')[0])) {
      const uses = ordinalUses.get(numeralOf(m)) ?? new Map<string, number>();
      ordinalUses.set(numeralOf(m), uses.set(m.id, (uses.get(m.id) ?? 0) + 1));
    }
  const ordinalIds = new Map(
    [...ordinalUses].map(([at, uses]) => [at, [...uses].sort((a, b) => b[1] - a[1])[0][0]] as const),
  );
  for (const m of mentions) {
    const id = m.numbered && !ORDINAL.test(m.id.split(' ')[0]) ? ordinalIds.get(numeralOf(m)) : undefined;
    if (id) m.id = id;
  }
  // "second halt-cylinder shell 12" once among many "second half-cylinder shell 12": a slip of the pen, the same part.
  const idUses = new Map<string, number>();
  for (const m of mentions) idUses.set(m.id, (idUses.get(m.id) ?? 0) + 1);
  const usualId = new Map<string, string>();
  for (const m of mentions) {
    const at = numeralOf(m);
    if (at && (idUses.get(m.id) ?? 0) >= 3 && (idUses.get(usualId.get(at) ?? '') ?? 0) < idUses.get(m.id)!)
      usualId.set(at, m.id);
  }
  for (const m of mentions) {
    const usual = usualId.get(numeralOf(m));
    if (usual && idUses.get(m.id) === 1) m.id = usual;
  }

  /** The mention that starts after an article at token i, if any. */
  const npAt = (i: number): Mention | undefined => {
    if (!tokens[i]) return undefined;
    // "secured to lanyard 16": a drawn part without its article.
    if (mentionAt.has(i) && mentionAt.get(i)!.numbered) return mentionAt.get(i);
    if (DETS.test(tokens[i].lower) || COUNT.test(tokens[i].lower) || isCountNumeral(tokens, i)) {
      // Never across a noun's "of": "to perform a recharge of energy storage device 56" acts on no storage device
      // (issue 24); "each of the detector elements", "a plurality of wheels" are the elements, the wheels.
      const nounOf = (k: number) => k > i + 1 && tokens[k].lower === 'of' && !GROUP.test(tokens[k - 1].lower);
      for (let k = i + 1; k <= i + 3 && k < tokens.length && !nounOf(k); k++)
        if (mentionAt.has(k)) return mentionAt.get(k);
    }
    return undefined;
  };
  /** Index after a mention's phrase and its numeral. */
  const after = (m: Mention) => m.to + (m.numbered ? 1 : 0);
  /**
   * The part named after a mention's "of": the drawn part whose drawn part it is ("the ring land 10 of the brake
   * disk hub 6"), or the part whose side, end or output it is ("one or more outputs of each of the detector
   * elements", "the leading portion of each blade face": the blade).
   */
  const ownerOf = (m: Mention): Mention | undefined => {
    const of = after(m);
    if (tokens[of]?.lower !== 'of') return undefined;
    const each = tokens[of + 1]?.lower === 'each' && tokens[of + 2]?.lower === 'of' ? of + 3 : of + 1;
    let owner = npAt(each);
    if (!m.abstract && !INFORMATION.has(m.head) && !(m.numbered && owner?.numbered)) return undefined;
    if (owner?.abstract && owner.to - owner.from >= 2 && tokens[owner.to - 2].pos === 'NOUN') {
      const word = tokens[owner.to - 2].lower;
      owner = { ...owner, phrase: word, head: key(word), id: key(word), abstract: notAPart(key(word)) };
      owner = { ...owner, from: owner.to - 2, to: owner.to - 1, numbered: false, pluralOnly: false };
    }
    return owner && !owner.abstract && !INFORMATION.has(owner.head) ? owner : undefined;
  };

  /** "the occupying time of the …", "the processing time of a …": a phrase at `i` the object of an act's measure. */
  const measureOfAct = (i: number) =>
    DETS.test(tokens[i - 1]?.lower ?? '') &&
    tokens[i - 2]?.lower === 'of' &&
    notAPart(key(tokens[i - 3]?.lower ?? '')) &&
    /^[a-z]{3,}ing$/.test(tokens[i - 4]?.lower ?? '');

  const roles = new Map<string, number>();
  const relations: Relation[] = [];
  /**
   * A relation of a part to another; never of a part to itself or to a part of the same name ("First leg 20 is secured
   * to first leg 32": two legs the description tells apart by numeral only, which a claim cannot).
   */
  const relate = (m: Mention, r: Relation) => {
    if (m.id === r.b.id || m.phrase === r.b.phrase) return;
    relations.push(r);
  };
  const acts: Act[] = [];
  const structures: Structure[] = [];
  /** A comma between listed parts, or for a drawn part's list also a bare "and" ("housing 20 and a base 27"). */
  const isListJoint = (j: number, drawn: boolean) =>
    tokens[j]?.text === ',' || (drawn && tokens[j]?.lower === 'and');
  const addRole = (m: Mention) => roles.set(m.phrase, (roles.get(m.phrase) ?? 0) + 1);
  /** "… with a stored value": a preposition and a second object right after the first. */
  const tailAt = (k: number) => {
    const adp = tokens[k];
    if (!adp || !/^(?:with|to|from|in|into|on|for|against|at|by)$/.test(adp.lower)) return null;
    const object = npAt(k + 1);
    return object && !DOCUMENT.has(object.head) ? { adp: adp.lower, object } : null;
  };
  for (const m of mentions) {
    // "the ring land 8 of the friction ring 4": the friction ring has the ring land, wherever the two are named so;
    // not after an act's measure ("the occupying time of the high-pressure vessel 2 of the workpiece 5": the time the
    // workpiece occupies the vessel, issue 24: US6837086 claimed "a workpiece comprising a high-pressure vessel").
    const drawnOwner =
      m.numbered && !m.abstract && !INFORMATION.has(m.head) && !measureOfAct(m.from) ? ownerOf(m) : undefined;
    if (drawnOwner) relate(drawnOwner, { a: drawnOwner.id, b: m, kind: 'has', how: '', tail: null });
    // "a valve in the housing 12 controls …": the object of a preposition is not the subject.
    const det = tokens[m.from - 1]?.lower === 'said' ? m.from - 2 : m.from - 1;
    // "consists of a shaft 2 having a hex connection 4": what a drawn part has is said of it wherever it is named
    // (not "a device for a wheel including a sensor": without the numeral "including" may belong to the device).
    const having = m.numbered && HAVING.test(tokens[after(m)]?.lower ?? '');
    if (!having && (tokens[det - 1]?.pos === 'ADP' || tokens[m.from - 2]?.pos === 'ADP')) continue;
    if (!having && !DETS.test(tokens[m.from - 1]?.lower ?? '') && tokens[m.from - 1]?.pos === 'ADP') continue;
    // "emitted from the detection and transmission unit 52 are received by …": a coordinated object is no subject.
    if (/^(?:and|or)$/.test(tokens[m.from - 1]?.lower ?? '')) {
      let d = m.from - 2;
      while (d > m.from - 6 && d > 0 && !DETS.test(tokens[d].lower)) d--;
      if (DETS.test(tokens[d]?.lower ?? '') && tokens[d - 1]?.pos === 'ADP') continue;
    }
    let k = after(m);
    // "The ring land 8 of the friction ring 4 exhibits slots 34": the subject's verb comes after its owner.
    if (drawnOwner) k = after(drawnOwner);
    // Between the subject and what it does: "is", "which is", an adverb ("slidably").
    // "The blade 8 has a pair of shoulders": the tagger's auxiliary "has" before an article is the verb of having, of
    // a drawn part ("… in a case in which the body has a first structure" is a state, not a part it has).
    // "the annular body has a first face 76": of a part named without its numeral too, when what it has is drawn.
    const hasAux = (t: Token | undefined, next: Token | undefined, at: number) =>
      t?.pos === 'AUX' &&
      /^(?:has|have)$/.test(t.lower) &&
      DETS.test(next?.lower ?? '') &&
      (m.numbered || !!npAt(at + 1)?.numbered);
    // "A and B are coupled to each other": the second of a coordinated subject, joined to the first by the verb.
    const pair = tokens[k]?.lower === 'and' ? npAt(k + 1) : undefined;
    const paired = !!pair && tokens[after(pair)]?.pos === 'AUX';
    if (paired) k = after(pair);
    k = verbIndex(tokens, k, (i) => hasAux(tokens[i], tokens[i + 1], i));
    // "A tip 26, having converging sides 28 and 30, extends from …": the clause set off by commas is passed over.
    if (tokens[k]?.text === ',' && tokens[k + 1]?.lower === 'having') {
      let c = k + 2;
      while (tokens[c] && tokens[c].text !== ',' && !/^[.;]$/.test(tokens[c].text) && c < k + 12) c++;
      if (tokens[c]?.text === ',' && POSITION.test(tokens[c + 1]?.lemma ?? '')) k = c + 1;
    }
    const v = tokens[k];
    if (!v) continue;
    // "extends from between shoulders 14 and 16", "projects into the bore": where a part stands, as a connection.
    // Of a part without a numeral, only as its sentence's subject: "Two upright arms extend from the base", "A movable
    // jaw slides along the bar" (a noun the tagger misread right after the subject, too).
    const opening = m.from <= 1 || /^[.;:]$/.test(tokens[m.from - 2]?.text ?? '');
    const placed = m.numbered
      ? POSITION.test(v.lemma)
      : opening && (POSITION.test(v.lemma) || GUIDED.test(v.lemma)) && (v.pos === 'VERB' || k === after(m));
    const plural = key(tokens[m.to - 1].lower) !== tokens[m.to - 1].lower;
    if (
      placed &&
      (/s$/.test(v.lower) || (plural && v.lower === v.lemma)) &&
      LINK_ADPS.test(tokens[k + 1]?.lower ?? '')
    ) {
      const between = tokens[k + 2]?.lower === 'between' ? 1 : 0;
      const b = npAt(k + 2 + between);
      if (b && !b.abstract && !INFORMATION.has(b.head) && !(b.mass && !b.phrase.includes(' '))) {
        addRole(m);
        // "from between shoulders 14 and 16": the claim names one shoulder, so "from" alone.
        const how = `${gerund(v.lemma)} ${tokens[k + 1].lower}`;
        relate(m, { a: m.id, b, kind: 'connect', how, tail: null });
        // "extends through the recess 22 of the support ring 18": through the support ring, too.
        const owner = ownerOf(b);
        if (owner) {
          addRole(owner);
          relate(m, { a: m.id, b: owner, kind: 'connect', how, tail: null });
        }
      }
      continue;
    }
    // "comprises a housing": what the subject has.
    // "The connecting pin 20 features a thread": the tagger's plural noun right after a drawn part is the verb.
    const hasNoun =
      m.numbered &&
      v.pos === 'NOUN' &&
      /^(?:features|exhibits)$/.test(v.lower) &&
      DETS.test(tokens[k + 1]?.lower ?? '');
    if ((v.pos === 'VERB' && HAS.test(v.lemma)) || hasAux(v, tokens[k + 1], k) || hasNoun) {
      addRole(m);
      // "is comprised of a housing": the passive says the same; "has a pair of shoulders 14 and 16": the shoulders.
      let b = npAt(tokens[k + 1]?.lower === 'of' ? k + 2 : k + 1);
      if (b && GROUP.test(b.phrase) && tokens[after(b)]?.lower === 'of') b = npAt(after(b) + 1) ?? b;
      // Of a drawn part, what the auxiliary "has" introduces must be drawn too ("shoulders 14 and 16").
      if (b && v.pos === 'AUX' && !b.numbered) b = undefined;
      if (b) {
        addRole(b);
        relate(m, { a: m.id, b, kind: 'has', how: '', tail: null });
        // "includes a drain 36, a source 38, a floating gate 32 …": each part the list names has a role as the first
        // has, so the first of a list does not outrank the others for its place alone (issue 24: US6982907, the drain
        // ranked over the floating gate).
        const listed = [b];
        for (let j = after(b), n = 0; n < 6 && isListJoint(j, m.numbered); n++) {
          const k = tokens[j].text === ',' && /^(?:and|or)$/.test(tokens[j + 1]?.lower ?? '') ? j + 2 : j + 1;
          const c =
            DETS.test(tokens[k]?.lower ?? '') || (m.numbered && mentionAt.get(k)?.numbered)
              ? npAt(k)
              : undefined;
          if (!c || c.abstract || INFORMATION.has(c.head) || c.numbered !== b.numbered) break;
          addRole(c);
          listed.push(c);
          j = after(c);
        }
        // "Injection port 18 includes housing 20, and a metal base member 27": a drawn part has every drawn part its
        // list names, not only the first (issue 24: the described device's structure); a plain list may run on into a
        // clause of its own, so only its first is related.
        if (m.numbered && b.numbered)
          for (const c of listed.slice(1)) relate(m, { a: m.id, b: c, kind: 'has', how: '', tail: null });
        structures.push({ body: m, parts: listed });
      }
      continue;
    }
    // "mounted on the body", "connected to the piston".
    // "… are coupled to each other", "… are connected to one another through the nodes": to the other of the pair, or
    // through what the sentence names.
    const mutual = PARTICIPLE_LINKS.test(v.lower) ? reciprocalEnd(tokens, k + 1) : -1;
    if (mutual > 0) {
      const via = LINK_ADPS.test(tokens[mutual]?.lower ?? '') ? npAt(mutual + 1) : undefined;
      const b = paired ? pair : via && !via.abstract && !INFORMATION.has(via.head) ? via : undefined;
      const manner = mannerBefore(tokens, k);
      const how = `${manner ? `${manner} ` : ''}${v.lower} ${paired ? 'to' : tokens[mutual].lower}`;
      if (b) {
        addRole(m);
        // "A first and a second VCO cell are coupled to each other": both are parts.
        if (paired) addRole(b);
        // Of "a first and a second VCO cell", the second is coupled to the first, so claim 1 names the first first.
        if (paired && pairedFirst.has(m)) relate(b, { a: b.id, b: m, kind: 'connect', how, tail: null });
        else relate(m, { a: m.id, b, kind: 'connect', how, tail: null });
      }
      continue;
    }
    // "is pivotally connected to the frame", "is rotatably journaled in the housing": a joining participle, or any
    // participle a manner adverb qualifies, keeps its adverb in the relation (issue 24).
    const manner = mannerBefore(tokens, k);
    const linked =
      PARTICIPLE_LINKS.test(v.lower) || (manner !== '' && isParticiple(v) && !NO_ACT.test(v.lemma));
    if (linked && LINK_ADPS.test(tokens[k + 1]?.lower ?? '')) {
      const b = npAt(k + 2);
      addRole(m);
      const how = `${manner ? `${manner} ` : ''}${v.lower} ${tokens[k + 1].lower}`;
      // "attached to heat": a lone uncounted noun is nothing a part is attached to.
      if (b && !(b.mass && !b.phrase.includes(' '))) {
        // What a part is joined to is a part as well ("a wheel is rotatably mounted on the frame": the frame),
        // in a plain description only: with numerals, the drawn parts are the parts.
        // With numerals, a group told apart by its ordinal ("connected to the first connecting nodes"), not one
        // point of a circuit ("coupled to a first node": where the terminals of several elements meet, issue 24).
        const group = key(tokens[b.to - 1].lower) !== tokens[b.to - 1].lower;
        if ((plain || (group && ORDINAL.test(b.id.split(' ')[0]))) && !b.abstract && !INFORMATION.has(b.head))
          addRole(b);
        relate(m, {
          a: m.id,
          b,
          kind: 'connect',
          how,
          tail: null,
        });
        // "coupled to one or more outputs of each of the detector elements", "tightened against the ring land 10 of
        // the brake disk hub 6": to the part whose output or ring land it is, too; not to what a person is of ("a
        // mobile unit 2 carried by a user of the vehicle" is no unit carried by the vehicle, issue 24: US8089342).
        const owner = PERSON.test(b.head) ? undefined : ownerOf(b);
        if (owner) {
          addRole(owner);
          relate(m, {
            a: m.id,
            b: owner,
            kind: 'connect',
            how,
            tail: null,
          });
        }
        // "A processor coupled to the data bus receives the serialized components": what it does, too.
        const w = tokens[after(b)];
        const object = npAt(after(b) + 1);
        if (
          w?.pos === 'VERB' &&
          /[^s]s$/.test(w.lower) &&
          w.lemma !== w.lower &&
          !NO_ACT.test(w.lemma) &&
          object &&
          !DOCUMENT.has(object.head)
        )
          relate(m, { a: m.id, b: object, kind: 'act', how: w.lemma, tail: tailAt(after(object)) });
        // "… is located inside the tire 42 and is integrally fitted to the air valve 47": the second link, too.
        let c = after(b);
        if (tokens[c]?.lower === 'and') {
          c++;
          while (tokens[c] && (tokens[c].pos === 'AUX' || tokens[c].pos === 'ADV')) c++;
          const second =
            PARTICIPLE_LINKS.test(tokens[c]?.lower ?? '') && LINK_ADPS.test(tokens[c + 1]?.lower ?? '');
          const b2 = second ? npAt(c + 2) : undefined;
          if (b2 && !(b2.mass && !b2.phrase.includes(' ')))
            relate(m, {
              a: m.id,
              b: b2,
              kind: 'connect',
              how: `${tokens[c].lower} ${tokens[c + 1].lower}`,
              tail: null,
            });
        }
      }
      continue;
    }
    // "configured to heat the body", or a present-tense verb: "the heater heats the body".
    let verb: Token | undefined;
    let objAt = -1;
    if (CONFIGURED.test(v.lower) && tokens[k + 1]?.lower === 'to' && tokens[k + 2]?.pos === 'VERB') {
      verb = tokens[k + 2];
      objAt = k + 3;
    } else if (
      // Right after its subject and before an article, "stores" is the verb even where the tagger says noun.
      (v.pos === 'VERB' || (v.pos === 'NOUN' && k === after(m) && DETS.test(tokens[k + 1]?.lower ?? ''))) &&
      /s$/.test(v.lower) &&
      v.lemma !== v.lower &&
      !/(?:ing|ed)$/.test(v.lower)
    ) {
      verb = v;
      objAt = k + 1;
    }
    if (!verb || NO_ACT.test(verb.lemma) || !/^[a-z]+$/.test(verb.lemma)) continue;
    addRole(m);
    while (tokens[objAt]?.pos === 'ADV') objAt++;
    let b = npAt(objAt);
    // "configured to support a plurality of pipes": the pipes; a count alone is nothing to act on.
    if (b && GROUP.test(b.phrase)) b = tokens[after(b)]?.lower === 'of' ? npAt(after(b) + 1) : undefined;
    if (!b || DOCUMENT.has(b.head) || verb.lemma === b.head) continue;
    const tail = tailAt(after(b));
    relate(m, { a: m.id, b, kind: 'act', how: verb.lemma, tail });
  }
  // "a first face 76 from which a plurality of fingers 22 extend", "a housing 12 in which a motor 14 is mounted": a
  // relative clause telling where a part stands joins it to the drawn part before it (issue 24: US7640884's fingers).
  for (const m of mentions) {
    if (!m.numbered || INFORMATION.has(m.head)) continue;
    // "the annular body has a first face 76 from which … fingers 22 extend": a face stands for the part that has it.
    const owner = m.abstract
      ? mentions.find(
          (o) => !o.abstract && relations.some((r) => r.kind === 'has' && r.a === o.id && r.b.id === m.id),
        )
      : m;
    if (!owner) continue;
    const adp = tokens[after(m)];
    if (!adp || !LINK_ADPS.test(adp.lower) || adp.lower === 'by' || tokens[after(m) + 1]?.lower !== 'which')
      continue;
    let n = npAt(after(m) + 2);
    if (n && GROUP.test(n.phrase) && tokens[after(n)]?.lower === 'of') n = npAt(after(n) + 1);
    if (!n || n.abstract || INFORMATION.has(n.head) || n.mass) continue;
    const v = tokens[verbIndex(tokens, after(n), () => false)];
    if (!v) continue;
    const how =
      POSITION.test(v.lemma) || GUIDED.test(v.lemma)
        ? `${gerund(v.lemma)} ${adp.lower}`
        : PARTICIPLE_LINKS.test(v.lower)
          ? `${v.lower} ${adp.lower}`
          : '';
    if (!how) continue;
    addRole(n);
    relate(n, { a: n.id, b: owner, kind: 'connect', how, tail: null });
  }
  // The words the description writes as verbs: an inflected verb ("rotates", "rotated", "rotating"), any form before
  // an article, a pronoun or an adverb ("to rotate the skewer"), or a verb before a bare noun ("to expose lid 420")
  // when the description never uses the word as a noun. A word it also names things with ("connected to worm gear
  // 50" beside "the worm gear") modifies that noun: read as a verb it would make a step of a name ("worming a gear").
  const nouns = new Set(tokens.filter((t) => t.pos === 'NOUN' || t.pos === 'PROPN').map((t) => t.lower));
  const verbal = new Set<string>();
  tokens.forEach((t, k) => {
    const inflected = t.pos === 'VERB' && t.lower !== t.lemma && /(?:s|ed|ing|en|wn)$/.test(t.lower);
    const next = tokens[k + 1];
    const framed = !!next && (DETS.test(next.lower) || /^(?:PRON|ADV)$/.test(next.pos));
    if (inflected || framed || (t.pos === 'VERB' && !nouns.has(t.lower))) verbal.add(t.lemma);
  });
  /**
   * Whether the gerund at k is a step the description writes without its actor (STEP_LEAD before it, an adverb passed
   * over: "then selectively removing the portion", "prior to searching the data structure"); after "and"/"or", as its
   * first gerund is ("comprises heating the plate and cooling the wall", not "a code for opening or closing a vehicle").
   */
  const leadsStep = (k: number): boolean => {
    let at = k - 1;
    while (at > 0 && tokens[at].pos === 'ADV' && /ly$/.test(tokens[at].lower)) at--;
    const lead = tokens[at]?.lower ?? '';
    if (lead === 'to') return tokens[at - 1]?.lower === 'prior';
    if (!/^(?:and|or)$/.test(lead)) return STEP_LEAD.test(lead);
    for (let g = at - 1; g > at - 10 && g > 0; g--)
      if (/ing$/.test(tokens[g].lower) && tokens[g].pos === 'VERB') return leadsStep(g);
    return false;
  };
  // Acts anywhere: a present-tense verb or "to <verb>" with its object ("the server receives a request").
  for (let k = 0; k < tokens.length; k++) {
    const v = tokens[k];
    // "the server 10 stores the request": after a reference numeral and before an article, a verb the tagger missed.
    const missedVerb =
      v.pos === 'NOUN' &&
      /[^s]s$/.test(v.lower) &&
      (isNumeral(tokens[k - 1]) || tokens[k - 1]?.pos === 'NOUN') &&
      DETS.test(tokens[k + 1]?.lower ?? '');
    if (
      (v.pos !== 'VERB' && !missedVerb) ||
      NO_ACT.test(v.lemma) ||
      !/^[a-z]+$/.test(v.lemma) ||
      v.lemma.length < 3
    )
      continue;
    const finite = /s$/.test(v.lower) && v.lemma !== v.lower && !/(?:ing|ed)$/.test(v.lower);
    const infinitive =
      tokens[k - 1]?.lower === 'to' || /^(?:may|can|will|then|also)$/.test(tokens[k - 1]?.lower ?? '');
    // "… comprises searching a table": a step the description itself writes as a gerund (not "a cooling fan").
    const stepGerund = /ing$/.test(v.lower) && DETS.test(tokens[k + 1]?.lower ?? '') && leadsStep(k);
    if (!finite && !stepGerund && !(infinitive && v.lower === v.lemma)) continue;
    if (!verbal.has(v.lemma) || GOING.test(v.lemma)) continue;
    let o = k + 1;
    while (tokens[o]?.pos === 'ADV') o++;
    const object = npAt(o);
    // "producing effect", "carrying information": a lone uncounted noun says too little to be a step.
    if (!object || DOCUMENT.has(object.head) || (object.mass && !object.phrase.includes(' '))) continue;
    // "serves the company's extensions": the company owns what is served; it is not acted on.
    if (/^['’]s?$/.test(tokens[after(object)]?.text ?? '')) continue;
    // "configured to tube the tube": a noun the tagger read as a verb before its own noun.
    if (v.lemma === object.head) continue;
    // "brings the thimble back to its original position": without its particle or place the act is no step
    // ("bringing the thimble" says nothing), so it is left out rather than cut short (issue 24).
    const tail = tailAt(after(object));
    if (PARTICLE.test(tokens[after(object)]?.lower ?? '') || (NEEDS_PLACE.test(v.lemma) && !tail)) continue;
    // The actor: the first phrase of the sentence before the verb that is no preposition's object ("The campaign
    // module selects a record from the contact module and sends …": the campaign module).
    let sentenceStart = k;
    while (sentenceStart > 0 && tokens[sentenceStart - 1].text !== '.' && k - sentenceStart < 60)
      sentenceStart--;
    const actor = stepGerund
      ? undefined
      : mentions.find(
          (m) => m.from >= sentenceStart && m.to <= k && tokens[m.from - 2]?.pos !== 'ADP' && m.from > 0,
        );
    const subject = actor?.id ?? null;
    // "While waiting, the subscriber listens to and/or watches an audiovisual source that he …": a person's act is no
    // step of the invention.
    const byPerson = tokens
      .slice(sentenceStart, k)
      .some((t) => /^(?:he|she|they|we|you|who|his|her|their)$/.test(t.lower) || PERSON.test(key(t.lower)));
    // "… with the end 14 he intends the card 12 to be …": the pronoun just before the verb acts, whatever came first.
    const pronoun = tokens
      .slice(Math.max(sentenceStart, k - 2), k)
      .some((t) => /^(?:he|she|they|we|you|i)$/.test(t.lower));
    if (pronoun || (actor ? PERSON.test(actor.head) : !stepGerund && byPerson)) continue;
    acts.push({
      verb: v.lemma,
      gerund: stepGerund ? v.lower : gerund(v.lemma, lowerText),
      object,
      tail,
      subject,
      at: k,
    });
  }

  // Parts: the phrases the description uses as things, drawn parts first, then by role and use.
  const titleKeys = new Set(
    title
      .toLowerCase()
      .split(/[^a-z-]+/)
      .map(key),
  );
  // "Device for holding an absorbent napkin": what the invention acts on is no part of it.
  const worked =
    /\bfor\s+(?:[a-z]+ly\s+)?[a-z]+ing\s+(?:(?:an?|the)\s+)?((?:[a-z-]+\s+){0,3}?[a-z-]+?)(?=\s+(?:across|in|on|to|from|with|of|and|by|at|into|onto|under|over)\b|$)/i.exec(
      title.trim(),
    );
  // "Cork extractor for corks of bottles …": the things, in the plural, a tool is for are what it works on.
  const servedPlural =
    /^[^,;]*?\bfor\s+(?:[a-z-]+\s+){0,2}?([a-z-]+s)(?=\s+(?:of|in|on|and|or|with)\b|\s*[,;]|\s*$)/i.exec(
      title.trim(),
    )?.[1];
  const worker = worked?.[1].split(/\s+/).pop() ?? servedPlural;
  const workedHead =
    worker && (worked || key(worker.toLowerCase()) !== worker.toLowerCase())
      ? key(worker.toLowerCase())
      : null;
  const byHead = new Map<
    string,
    Part & { phrases: Map<string, number>; uses: Map<string, number>; intro?: string }
  >();
  mentions.forEach((m, idx) => {
    if (INFORMATION.has(m.head) || m.head === workedHead || m.mass || m.abstract) return;
    const e =
      byHead.get(m.id) ??
      ({
        id: m.id,
        phrase: m.phrase,
        pluralOnly: true,
        head: m.head,
        count: 0,
        numbered: 0,
        roles: 0,
        first: idx,
        score: 0,
        phrases: new Map(),
        uses: new Map(),
      } as Part & {
        phrases: Map<string, number>;
        uses: Map<string, number>;
        intro?: string;
      });
    e.count++;
    if (m.numbered) e.numbered++;
    e.uses.set(m.phrase, (e.uses.get(m.phrase) ?? 0) + 1);
    // "includes a generally planar annular body 20": the words the part is introduced with (an adverb skipped).
    let before = m.from - 1;
    while (before > 0 && tokens[before].pos === 'ADV' && /ly$/.test(tokens[before].lower)) before--;
    if (m.numbered && e.intro === undefined && /^(?:a|an)$/.test(tokens[before]?.lower ?? ''))
      e.intro = m.phrase;
    if (!e.phrases.has(m.phrase)) e.roles += roles.get(m.phrase) ?? 0;
    e.phrases.set(m.phrase, (e.phrases.get(m.phrase) ?? 0) + 1 + (m.numbered ? 2 : 0));
    if (!m.pluralOnly) e.pluralOnly = false;
    byHead.set(m.id, e);
  });
  // "the first light emission layer", "the second light emission layer": parts told apart by an ordinal are named
  // as often as their name is, so each ranks by the name's count, not by half of it (issue 24: US7158161).
  const unordered = (id: string) =>
    id.replace(/^(?:first|second|third|fourth|fifth|sixth|seventh|eighth) /, '');
  const named = new Map<string, number>();
  for (const e of byHead.values()) named.set(unordered(e.id), (named.get(unordered(e.id)) ?? 0) + e.count);
  const parts: Part[] = [...byHead.values()]
    // A plain description without reference numerals names a part once as often as twice ("a logo piece is inserted
    // in the slot"); with numerals, an unnumbered phrase named once is seldom a part.
    .filter((e) => e.count >= 2 || e.numbered > 0 || plain || paired.has(e.id))
    .map((e) => {
      const ranked = [...e.phrases.entries()].sort((x, y) => y[1] - x[1] || y[0].length - x[0].length);
      // "heat sink fins" over "fins": the whole compound the description uses about as often as the short form.
      const usual =
        ranked.find(([p, n]) => p.endsWith(` ${ranked[0][0]}`) && n * 2 >= ranked[0][1])?.[0] ?? ranked[0][0];
      // "a generally planar annular body 20 …; the annular body has …; the body 20": a drawn part's modifier it is
      // introduced with and named with again is its name, the bare "body" a short form (issue 24: US7640884).
      const phrase = modifiedName(e.intro, usual, e.uses) ?? usual;
      const words = phrase.split(' ').slice(-3);
      // "metal strip-lines" of a part also named in the singular: the singular, never "a metal strip-lines".
      if (!e.pluralOnly) words[words.length - 1] = key(words[words.length - 1]);
      const inTitle = words.some((w) => titleKeys.has(key(w)));
      const score =
        3 * Math.min(e.numbered, 3) +
        2 * Math.min(e.roles, 4) +
        Math.log2(1 + (named.get(unordered(e.id)) ?? e.count)) +
        (inTitle ? 2 : 0);
      return {
        id: e.id,
        phrase: words.join(' '),
        pluralOnly: e.pluralOnly,
        head: e.head,
        count: e.count,
        numbered: e.numbered,
        roles: e.roles,
        first: e.first,
        score,
      };
    })
    .filter((p) => p.roles > 0 || p.numbered > 0)
    .sort((a, b) => b.score - a.score || a.first - b.first);

  const executor = PROCESSORS.find((p) => new RegExp(`\\b(?:a|an|the)\\s+${p}\\b`, 'i').test(text)) ?? null;
  const memory = /\b(?:a|an|the)\s+memory\b/i.test(text) ? 'memory' : null;
  // Software only where the description says so: software, firmware, a program or instructions a processor runs
  // ("application", "module" or "algorithm" alone is no program a medium could store).
  const softwareWords = (
    text.match(
      /\b(?:software|firmware|programs?|programmed|instructions|program code|computer code|executable)\b/gi,
    ) ?? []
  ).length;
  return {
    text,
    tokens,
    parts,
    mentions,
    relations,
    acts,
    structures,
    executor,
    memory,
    software: executor !== null && softwareWords >= 1,
  };
}

/**
 * The longest ending of a drawn part's introducing phrase that adds words to its usual name and that the description
 * writes at least twice (the introduction counted): "annular body" of "planar annular body" over "body".
 */
function modifiedName(
  intro: string | undefined,
  usual: string,
  uses: Map<string, number>,
): string | undefined {
  if (!intro || !intro.endsWith(` ${usual}`)) return undefined;
  const words = intro.split(' ');
  for (let k = 0; k < words.length - usual.split(' ').length; k++) {
    const name = words.slice(k).join(' ');
    const n = [...uses].reduce((sum, [p, c]) => sum + (p === name || p.endsWith(` ${name}`) ? c : 0), 0);
    if (n >= 2) return name;
  }
  return undefined;
}

const wordCache = { text: '', words: new Set<string>() };

/** "receive" → "receiving", "emit" → "emitting": the spelling the description itself uses, else the rule. */
export function gerund(lemma: string, lowerText = ''): string {
  // "tensioning" (a tagger lemma that is already the gerund of "tension"): kept, never "tensioninging". The verbs in
  // "-ing" ("bring", "string", "spring") are one syllable: no vowel before their "-ing".
  if (/ing$/.test(lemma) && /[aeiouy]/.test(lemma.slice(0, -3))) return lemma;
  const candidates = [
    /ie$/.test(lemma) ? `${lemma.slice(0, -2)}ying` : null,
    /[^aeioy]e$/.test(lemma) ? `${lemma.slice(0, -1)}ing` : null,
    /[^aeiou][aeiou][bdgklmnprt]$/.test(lemma) ? `${lemma}${lemma.slice(-1)}ing` : null,
    `${lemma}ing`,
  ].filter((c): c is string => c !== null);
  if (wordCache.text !== lowerText)
    Object.assign(wordCache, { text: lowerText, words: new Set(lowerText.match(/[a-z][a-z-]*/g) ?? []) });
  const used = candidates.find((c) => wordCache.words.has(c));
  if (used) return used;
  if (/ie$/.test(lemma)) return candidates[0];
  if (/[^aeioy]e$/.test(lemma)) return `${lemma.slice(0, -1)}ing`;
  // One syllable ending consonant-vowel-consonant, or a stressed last syllable ("emit", "control"): doubled.
  if (/^[^aeiou]*[aeiou][bdgmnpt]$/.test(lemma) || /(?:sfer|nfer|[^i]mit|trol|pel|cur|set)$/.test(lemma))
    return `${lemma}${lemma.slice(-1)}ing`;
  return `${lemma}ing`;
}
