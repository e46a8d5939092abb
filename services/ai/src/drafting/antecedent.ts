import { key, tokenize, type TaggerName, type Token } from './claim-nlp.js';

/** A definite noun phrase ("the mid-dialog SIP message", "said first and second arms") and its head noun. */
export interface DefiniteNp {
  phrase: string;
  head: string;
  /** When the head may be a verb the tagger took for a noun, the noun before it. */
  alternative: string | null;
  start: number;
  end: number;
  /**
   * The phrase is followed by "of" ("the end of the shaft") or by an adjective saying which one ("the parts movable
   * with respect to each other"): an inherent part or one defined in place, with implicit basis (MPEP 2173.05(e)).
   */
  ofFollows: boolean;
}

/**
 * Heads after "the"/"said" that name no claim element: fixed phrases ("the group consisting of", "the same"),
 * the claim machinery itself ("the steps of", "the method of claim 1") and things that exist without being
 * introduced ("the ground", "the atmosphere").
 */
export const EXEMPT_HEADS = new Set(
  [
    'same',
    'group',
    'following',
    'foregoing',
    'invention',
    'art',
    'claim',
    'step',
    'form',
    'range',
    'order',
    'case',
    'extent',
    'way',
    'manner',
    'like',
    'type',
    'time',
    'use',
    'presence',
    'absence',
    'basis',
    'effect',
    'purpose',
    'sum',
    'total',
    'rest',
    'remainder',
    'remaining',
    'other',
    'others',
    'former',
    'latter',
    'respective',
    'ground',
    'earth',
    'atmosphere',
    'air',
    'wind',
    'sea',
    'environment',
    'world',
    'internet',
    'sun',
    'horizontal',
    'vertical',
    'horizon',
    'gravity',
    'outside',
    'inside',
    'whole',
    'entirety',
    'end',
    'number',
    'amount',
    'one',
    'two',
    'each',
    'both',
    'all',
    'following',
    'above',
    'below',
    'first',
    'second',
    'third',
    'fourth',
    'last',
    'only',
    'instant',
    'moment',
    'past',
    'future',
    'direction',
    'event',
    'help',
    'formula',
    'balance',
    'proviso',
    'vicinity',
    'top',
    'bottom',
    'front',
    'rear',
    'back',
    'periphery',
    'center',
    'centre',
    'middle',
    'specification',
    'description',
    'drawing',
    'figure',
    'fig',
    'interior',
    'exterior',
    'left',
    'right',
    'upstream',
    'downstream',
    'surroundings',
    'majority',
    'minority',
    'level',
  ].map(key),
);

/**
 * Nouns in "-ing" that name a part a claim must introduce ("a housing", "a bearing", "an opening"), though "-ing" is also
 * the ending of an act ("the mounting of the lid", "the heating"). A thing when listed here or when the "-ing" is no
 * suffix at all: "spring", "ring", "string", "wing" have no vowel before it (as gerund() in description-facts.ts reads
 * them). Other "-ing" nouns are taken as acts, as before (issue 24, attorney review: "the spring", "said ring" and "the
 * housing", introduced nowhere, were only noted).
 */
const THING_ING = new Set(
  'housing bearing bushing casing coupling fitting tubing piping lining winding opening railing siding sheathing padding webbing wiring ceiling building footing grating molding moulding packing netting flooring decking roofing shelving'.split(
    ' ',
  ),
);
/** A head noun ending in "-ing" that names an act ("heating", "mounting"), not a thing ("spring", "housing"). */
export function isActNoun(head: string): boolean {
  if (!/ing$/.test(head)) return false;
  const stem = head.slice(0, -3).replace(/^.*-/, '');
  return /[aeiouy]/.test(stem) && !THING_ING.has(head);
}
/** A noun in "-ing" that names a thing, whatever the tagger says ("the fitting is removable": read as an adjective). */
export const isThingIng = (head: string) => /ing$/.test(head) && !isActNoun(head);

/**
 * Parts whose ending is that of an act, a property or an adjective ("-al": "removal", "-ive": "objective", "-ure":
 * "pressure", "-ed": "heated", "-ic": "ceramic" read as an adjective, "-ment": "movement", "-ence": "difference",
 * "-ity": "capacity"), reviewed one by one: a claim must introduce each ("a pedal", "a fixture", "a compartment", "a
 * fence", "a cavity"). The tagger cannot tell them apart, nor can their stems: wink-nlp's lexicon knows "compart" and
 * "cave" as verbs and not "capac" or "veloc" (docs/benchmarks.md). Other heads with those endings are still taken as acts or
 * properties (issue 24, attorney review: "the pedal", "the aperture", "the drive", introduced nowhere, were only noted).
 */
const PART_NOUNS = new Set(
  [
    // -al
    'pedal terminal seal signal dial vial petal canal decal medal crystal cymbal pedestal journal sandal',
    // -ive
    'drive adhesive explosive additive abrasive preservative locomotive hive',
    // -ure
    'fixture aperture enclosure closure armature ligature suture sculpture denture',
    // -ed
    'bed seabed flatbed roadbed shed sled seed reed',
    // -ic
    'ceramic',
    // -ment, -ence, -ance, -ity: things among the acts and properties ("movement", "difference", "capacity")
    'compartment element segment filament fragment garment instrument implement pigment sediment cement ligament',
    'abutment document ornament pavement basement embankment fence appliance lance protuberance cavity concavity',
  ]
    .join(' ')
    .split(' '),
);
/** A listed part noun with an act's or a property's ending ("pedal", "fixture", "drive"); after a hyphen too. */
export const isPartNoun = (head: string) => PART_NOUNS.has(head.replace(/^.*-/, ''));

const QUANT =
  /^(?:at least one|at least two|one or more|two or more|or more|plurality of|plural|multiple|several|number of|set of|pair of|series of)\s+/i;
const NP_POS = new Set(['NOUN', 'PROPN', 'ADJ', 'NUM', 'X', 'SYM']);
/** Words the tagger may call nouns that never sit inside a claim noun phrase. */
const NEVER_IN_NP =
  /^(?:therethrough|thereby|thereafter|comprising|comprises|including|includes|having|consisting|wherein|whereby|which|that|being|is|are|was|were|has|have|thereof|therein|thereon|therebetween|thereto|respectively|configured|adapted|operable|arranged|when|where|so|such)$/;
/** "the same X", "the following steps", "the other end": the modifier itself says what is meant. */
const SELF_EXPLAINING =
  /^(?:same|following|foregoing|other|aforesaid|respective|entire|whole|opposite|remaining)$/;
/** After the head: "the end of the shaft", "the distance between A and B": an inherent property, implicitly based. */
const INHERENT_NEXT = /^(?:of|between|thereof|therebetween|therein|therefrom)$/;

const DEFINITE = new Set(['the', 'said']);
const INDEFINITE = new Set([
  'a',
  'an',
  'one',
  'two',
  'three',
  'four',
  'several',
  'multiple',
  'plural',
  'another',
  'additional',
]);

/** Every definite noun phrase in `text`; the head is its last noun (`wink`) or its last word before a stop (`rules`). */
export function definiteNps(text: string, tagger: TaggerName, tokens = tokenize(text, tagger)): DefiniteNp[] {
  return nounPhrases(text, tagger, tokens, DEFINITE);
}

/** The heads of every element introduced with "a/an", "one or more", "a plurality of"… in `text`. */
export function introducedHeads(
  text: string,
  tagger: TaggerName,
  tokens = tokenize(text, tagger),
): Set<string> {
  return new Set(
    nounPhrases(text, tagger, tokens, INDEFINITE).flatMap((np) =>
      np.alternative ? [np.head, np.alternative] : [np.head],
    ),
  );
}

/** An element introduced with "a/an" (or another indefinite word): its head and the qualifying words before it. */
export interface Introduction {
  head: string;
  words: string[];
  phrase: string;
  end: number;
}

/** Every "a/an …" phrase of a text with its qualifying words ("a local light source" → source: local, light). */
export function introductions(
  text: string,
  tagger: TaggerName,
  tokens = tokenize(text, tagger),
): Introduction[] {
  return nounPhrases(text, tagger, tokens, INDEFINITE).map((np) => ({
    head: np.head,
    words: qualifiers(np, tokens, np.head).filter((w) => !INDEFINITE.has(w)),
    phrase: np.phrase,
    end: np.end,
  }));
}

/** A word joined by a hyphen, with no space, to the word before it ("like" in "comb-like", "shaped" in "L-shaped"). */
const hyphenJoined = (tokens: Token[], j: number) =>
  j > 1 &&
  j < tokens.length &&
  tokens[j - 1].text === '-' &&
  tokens[j - 2].end === tokens[j - 1].start &&
  tokens[j - 1].end === tokens[j].start &&
  /^[A-Za-z]+$/.test(tokens[j].text) &&
  /^[A-Za-z0-9]+$/.test(tokens[j - 2].text);

/**
 * A variable's label after a noun ("a first depth d1", "a transistor Q1", "a thickness t1"): one letter and a number,
 * naming the thing before it, neither a word of its phrase nor its noun (as "d 1" reads when the tags are only dropped).
 */
const LABEL = /^[A-Za-z]\d{1,3}$/;
const isLabel = (t: Token | undefined) => t !== undefined && LABEL.test(t.text);

function nounPhrases(text: string, tagger: TaggerName, tokens: Token[], dets: Set<string>): DefiniteNp[] {
  const out: DefiniteNp[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (!dets.has(tokens[i].lower)) continue;
    if (
      tokens[i].lower === 'said' &&
      i > 0 &&
      /^(?:is|are|was|were|be|been|being)$/.test(tokens[i - 1].lower)
    )
      continue;
    let j = i + 1;
    if (tokens[j]?.lower === 'said') j++;
    if (tokens[j] && SELF_EXPLAINING.test(tokens[j].lower)) continue;
    // "the at least one sensor", "said plurality of arms": skip the quantifier.
    const rest = text.slice(tokens[j]?.start ?? text.length, (tokens[j]?.start ?? text.length) + 30);
    const q = QUANT.exec(rest);
    if (q) while (j < tokens.length && tokens[j].start < tokens[i + 1].start + q[0].trimEnd().length) j++;
    const run: Token[] = [];
    for (; j < tokens.length && run.length < 8; j++) {
      const t = tokens[j];
      const first = run.length === 0;
      if (t.text === '-' && run.length > 0) continue;
      if (NEVER_IN_NP.test(t.lower)) break;
      if (isLabel(t) && run.some((r) => r.pos === 'NOUN' || r.pos === 'PROPN')) break;
      // "the parts movable with respect to each other", "the force resistible by …": an adjective after the noun.
      // "the computer-readable medium": joined by a hyphen, the adjective qualifies the noun after it.
      if (
        POSTPOSITIVE_ABLE.test(t.lower) &&
        run.some((r) => r.pos === 'NOUN' || r.pos === 'PROPN') &&
        !(tokens[j - 1]?.text === '-' && tokens[j - 1].end === t.start)
      )
        break;
      const nominal =
        tagger === 'wink'
          ? NP_POS.has(t.pos) ||
            (first && t.pos === 'VERB') ||
            nounReadAsVerb(tokens, j) ||
            (t.pos === 'VERB' &&
              /(?:ing|ed)$/.test(t.lower) &&
              NP_POS.has(tokens[j + 1]?.pos ?? '') &&
              tokens[j + 1]?.pos !== 'ADJ') ||
            // "said light emitting diode": wink reads "light" before a participle as an adverb.
            (first &&
              t.pos === 'ADV' &&
              tokens[j + 1]?.pos === 'VERB' &&
              /(?:ing|ed)$/.test(tokens[j + 1].lower) &&
              (tokens[j + 2]?.pos === 'NOUN' || tokens[j + 2]?.pos === 'PROPN'))
          : t.pos === 'NOUN' || t.pos === 'NUM';
      // "the first comb-like electrode", "the L-shaped arm": a word joined by a hyphen to the word before stays in
      // the phrase, whatever its tag, so the compound is kept whole (as joinHyphenated reads it).
      const joined =
        (run.length > 0 && hyphenJoined(tokens, j)) ||
        // "the in-vehicle device", "the on-board unit": a preposition opening a hyphenated compound is its first word.
        (first &&
          /^(?:ADP|ADV|PART)$/.test(t.pos) &&
          /^[a-z]+$/i.test(t.text) &&
          hyphenJoined(tokens, j + 2));
      if ((nominal || joined) && !/^\d/.test(t.text)) {
        run.push(t);
        continue;
      }
      // "said first and second arms": a conjunction inside the modifiers.
      if (
        (t.lower === 'and' || t.lower === 'or') &&
        run.length > 0 &&
        !run.some((r) => r.pos === 'NOUN' || r.pos === 'PROPN') &&
        tagger === 'wink'
      )
        continue;
      break;
    }
    if (run.length === 0) continue;
    const nouns =
      tagger === 'wink'
        ? run.filter(
            (t) =>
              t.pos === 'NOUN' ||
              t.pos === 'PROPN' ||
              (t.pos === 'VERB' && t === run[0] && !nounReadAsVerb(tokens, tokens.indexOf(t) + 1)) ||
              nounReadAsVerb(tokens, tokens.indexOf(t)) ||
              (t === run.at(-1) && (THING_ING.has(key(t.lower)) || isPartNoun(key(t.lower)))) ||
              // "the n-well": the last part of a hyphenated compound ending the phrase is its noun, whatever its tag.
              (t === run.at(-1) &&
                hyphenJoined(tokens, tokens.indexOf(t)) &&
                !/(?:ed|like|type)$/.test(t.lower)),
          )
        : run;
    if (nouns.length === 0 || run.some((t) => /^steps?$/i.test(t.text))) continue;
    // "said controller drives the motor": a verb the tagger took for a noun, known by the article after it; the
    // phrase ends at the noun before it, so its span and message name "said controller", not the verb.
    if (
      nouns.length > 1 &&
      run.at(-1) === nouns.at(-1) &&
      /[^s]s$/.test(nouns[nouns.length - 1].lower) &&
      // A singular noun before it, as a verb in "-s" needs ("the communications devices the session" is no verb).
      !/s$/.test(nouns[nouns.length - 2].lower) &&
      // "the first and second communication devices a …": coordinated words name several, a plural noun.
      !run.some((t) => /^(?:and|or)$/.test(t.lower)) &&
      !/\b(?:and|or)\s/i.test(text.slice(tokens[i].start, run[run.length - 1].start)) &&
      ARTICLE_NEXT.test(tokens[tokens.indexOf(run[run.length - 1]) + 1]?.lower ?? '')
    ) {
      run.pop();
      if (nouns !== run) nouns.pop();
      // "the processor further comprises a", "the temperature sufficiently matches the": the adverb goes too.
      while (run.length > 1 && /(?:ly|^further|^also|^then)$/i.test(run[run.length - 1].lower)) {
        if (nouns !== run && nouns.at(-1) === run.at(-1)) nouns.pop();
        run.pop();
      }
      if (nouns.length === 0) continue;
    }
    // "the first flute forms part of the first cutting edge" (US7473056 claim 2): the tagger reads "forms part" as
    // two more nouns. A word in "-s" after a singular noun, then one singular noun and "of", is a verb with its
    // object ("forms part of", "defines an end of" has its article and is caught above): the phrase ends before it.
    const verbAt = run.length - 2;
    if (
      tagger === 'wink' &&
      run.length >= 3 &&
      nouns.length >= 3 &&
      run.slice(verbAt).every((t) => nouns.includes(t)) &&
      /^[a-z]+[^s]s$/.test(run[verbAt].lower) &&
      /^[a-z]+$/.test(run[verbAt - 1].lower) &&
      !/s$/.test(run[verbAt - 1].lower) &&
      !/s$/.test(run[verbAt + 1].lower) &&
      !run.some((t) => /^(?:and|or)$/.test(t.lower)) &&
      tokens[tokens.indexOf(run[verbAt + 1]) + 1]?.lower === 'of'
    ) {
      run.splice(verbAt);
      nouns.splice(nouns.indexOf(run[verbAt - 1]) + 1);
    }
    const headTok = nouns[nouns.length - 1];
    if (!/[a-z]/i.test(headTok.text)) continue;
    const last = run[run.length - 1];
    // "the bead ( 36 ) of a piston": a reference numeral in brackets stands between the phrase and its "of".
    let after = tokens.indexOf(last) + 1;
    if (
      tokens[after]?.text === '(' &&
      /^\d/.test(tokens[after + 1]?.text ?? '') &&
      tokens[after + 2]?.text === ')'
    )
      after += 3;
    const next = tokens[after];
    // "the cutting blade moves": a verb the tagger took for a noun; the noun before it is the head's alternative.
    const alt = nouns.length > 1 && VERB_FORM.test(headTok.lower) ? nouns[nouns.length - 2] : null;
    out.push({
      phrase: text.slice(tokens[i].start, last.end),
      head: headKey(headTok.text),
      alternative: alt ? headKey(alt.text) : null,
      start: tokens[i].start,
      end: last.end,
      // "the parts movable with respect to each other": an adjective after the noun says which, as "of" does.
      ofFollows: INHERENT_NEXT.test(next?.lower ?? '') || POSTPOSITIVE_ABLE.test(next?.lower ?? ''),
    });
  }
  return out;
}

/**
 * "the heat sink", "a drain pump", "the selected block": a word in its base form that the tagger read as a verb, after
 * a determiner and a singular noun, an adjective or a participle, is the phrase's noun: a singular noun takes no
 * base-form verb, so "heat sink" is a compound, and a participle before a noun is an adjective, not the noun. Read so
 * where nothing follows that a verb would govern ("the heat sink.", "the heat sink 12 is", "the heat sink of"), and
 * elsewhere in the claim where the same two words were read so ("the heat sink base"); else a verb may end a plural
 * or coordinated subject ("the sections of the wing create forces", "the first layer and the third layer comprise
 * silicon"). Never before an object ("the motor drive the wheel") nor as a participle ("the frequency set by").
 */
export function nounReadAsVerb(tokens: Token[], j: number): boolean {
  // Two words read as a compound elsewhere in the set stay one before "by" or an article too: "relative to the ring
  // burr by the motor" after "a ring burr" (attorney review, issue 24).
  const known =
    j > 0 && j < tokens.length && compounds(tokens).has(`${tokens[j - 1].lower} ${tokens[j].lower}`);
  if (!compoundAt(tokens, j, known)) return false;
  return ungoverned(tokens[j + 1]) || known;
}

/** Nothing a verb would govern: the end, a stop, a conjunction, another verb, a numeral or "of" (not "to": "operate to"). */
const ungoverned = (next: Token | undefined) =>
  !next || /^(?:PUNCT|CCONJ|AUX|NUM|VERB|SCONJ)$/.test(next.pos) || next.lower === 'of';

/** A base-form "verb" after a determiner and a singular noun, an adjective or a participle, with no object after it. */
function compoundAt(tokens: Token[], j: number, known = false): boolean {
  const t = tokens[j];
  const prev = tokens[j - 1];
  const next = tokens[j + 1];
  if (!t || !prev || t.pos !== 'VERB' || t.lemma !== t.lower || !/^[a-z]+$/.test(t.lower)) return false;
  // Never an inflected or auxiliary verb ("comprises", "is", "have"; the word-list tagger gives no lemma).
  if (/[^s]s$|^(?:be|been|are|were|have|had|do|can|may|will|shall|must)$/.test(t.lower)) return false;
  if (/(?:ed|ing)$/.test(t.lower)) return false;
  if (!known && (/^(?:DET|PRON)$/.test(next?.pos ?? '') || /^(?:by|forth)$/.test(next?.lower ?? '')))
    return false;
  const det = (x: Token) => DEFINITE.has(x.lower) || INDEFINITE.has(x.lower) || x.pos === 'DET';
  let d = j - 1;
  while (
    d > 0 &&
    j - d < 6 &&
    !det(tokens[d]) &&
    /^(?:NOUN|ADJ|VERB|PUNCT)$/.test(tokens[d].pos) &&
    tokens[d].text !== ','
  )
    d--;
  if (!det(tokens[d])) return false;
  if (prev.pos === 'VERB') return /[a-z](?:ed|ing)$/.test(prev.lower);
  return (
    prev.pos === 'ADJ' ||
    (prev.pos === 'NOUN' && /^[a-z]+$/.test(prev.lower) && key(prev.lower) === prev.lower)
  );
}

/**
 * The two-word compounds read as nouns where nothing follows them ("heat sink"), in the claim's tokens or, once
 * `shareCompounds` has run, in any claim of its set: "the heat sink base" of a dependent claim reads as its parent's.
 */
const compoundsOf = new WeakMap<Token[], Set<string>>();
function compounds(tokens: Token[]): Set<string> {
  let found = compoundsOf.get(tokens);
  if (!found) {
    found = new Set<string>();
    for (let j = 1; j < tokens.length; j++)
      if (ungoverned(tokens[j + 1]) && compoundAt(tokens, j))
        found.add(`${tokens[j - 1].lower} ${tokens[j].lower}`);
    compoundsOf.set(tokens, found);
  }
  return found;
}

/** Every claim of a set reads the compounds any of them reads (their tokens, one array per claim). */
export function shareCompounds(claims: Token[][]): void {
  const all = new Set(claims.flatMap((tokens) => [...compounds(tokens)]));
  for (const tokens of claims) compoundsOf.set(tokens, all);
}

/**
 * Adjectives in "-able"/"-ible" ("movable", "rotatable", "resistible", "non-removable"), which the tagger may read as
 * nouns; nouns with those endings ("cable", "table", "variable", "consumable") are left out.
 */
const POSTPOSITIVE_ABLE =
  /^(?!(?:cable|table|stable|variable|vegetable|turntable|timetable|worktable|fable|gable|sable|constable|receivable|deliverable|consumable|disposable|wearable|collectible|convertible|edible|crucible|bible|dirigible|comestible|combustible|marble|bubble|cable-?\w*)s?$)[a-z-]{2,}(?:able|ible)$/;
/** Endings of a word the tagger may have taken for a noun when it is a verb or a modifier ("moves", "cutting"). */
const VERB_FORM = /(?:[^s]s|ed|ing|ible|able|ous|ive|ant)$/i;
/** Words that begin a new noun phrase: a noun is never followed by one inside its own phrase. */
const ARTICLE_NEXT = /^(?:the|said|a|an|each|every|its|their)$/;

/** A word of letters (accented ones too: "appliqué"), digits, "_" and "-", starting with a letter. */
const WORD = /^\p{L}[\p{L}\p{N}_-]*$/u;
/** "non-polar", "non polar" and "nonpolar" are one word ("the non-polar activator" after "a nonpolar activator"). */
const joinNon = (w: string) => w.replace(/\bnon[\s-]+(?=[a-z])/gi, 'non');
const headKey = (w: string) =>
  key(joinNon(w).replace(/^.*-/, (m) => (/^(?:sub|pre|re|co|inter|multi)-$/i.test(m) ? m : '')));

/** Word keys of a text, for "has this noun appeared before?". */
export function wordKeys(text: string): Set<string> {
  const s = new Set<string>();
  for (const m of joinNon(text).matchAll(/\p{L}[\p{L}\p{N}_'’]*(?:-\p{L}[\p{L}\p{N}_]*)*/gu)) {
    const w = m[0];
    s.add(key(w));
    for (const part of w.split('-')) s.add(key(part));
  }
  return s;
}

const ORDINAL =
  /^(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|primary|secondary|tertiary)$/;
const QUANT_WORDS =
  /^(?:at|least|one|two|three|four|five|six|both|each|or|more|plurality|plural|multiple|several|number|set|pair|series|of|and)$/;
const MODIFIER_POS = new Set(['NOUN', 'PROPN', 'ADJ', 'X', 'SYM']);
/** Heads that only say "a thing of that kind": "an antenna device" may be called "the antenna". */
const GENERIC_HEAD =
  /^(?:devices?|apparatus|apparatuses|systems?|assembly|assemblies|units?|arrangements?|structures?|mechanisms?|modules?|equipment|machines?|means|elements?|members?|parts?|portions?|components?|steps?|sections?|body|bodies|material|materials|layers?)$/;

/** Keys of a word and of its hyphenated parts ("pill-dispensing" → pill-dispensing, pill, dispensing). */
const keysOf = (w: string) => [
  key(joinNon(w)),
  ...(w.includes('-') ? joinNon(w).split('-').filter(Boolean).map(key) : []),
];

/**
 * Where a text names each noun as the head of a phrase ("a first gear", "gears", "the pill dispenser" names
 * "dispenser", not "pill"), with the words that stood before it in any of those phrases ("first"). `upTo` cuts the
 * text (basis must come before the definite phrase in its own claim).
 */
export function phraseHeads(tokens: Token[], upTo = Infinity): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  const add = (h: string, mods: Iterable<string>) => {
    const s = out.get(h) ?? new Set<string>();
    for (const m of mods) s.add(m);
    out.set(h, s);
  };
  // "a first and a second frame": the first ordinal waits for the head after the conjunction.
  let pending: string[] = [];
  for (let i = 0; i < tokens.length && tokens[i].end <= upTo; i++) {
    const t = tokens[i];
    if (ORDINAL.test(t.lower) && /^(?:and|or|,)$/.test(tokens[i + 1]?.lower ?? '')) pending.push(t.lower);
    if (!WORD.test(t.text) || NEVER_IN_NP.test(t.lower) || DEFINITE.has(t.lower)) continue;
    const next = tokens[i + 1];
    const compound =
      next !== undefined &&
      next.end <= upTo &&
      !isLabel(next) &&
      (next.text === '-' ||
        nounReadAsVerb(tokens, i + 1) ||
        ((next.pos === 'NOUN' || next.pos === 'PROPN') &&
          WORD.test(next.text) &&
          next.text.length > 1 &&
          // "a housing defining", "a valve disposed": a participle the tagger took for a noun ends the phrase.
          !/(?:ing|ed)$/i.test(next.text) &&
          !POSTPOSITIVE_ABLE.test(next.lower) &&
          !NEVER_IN_NP.test(next.lower)));
    // "an antenna device", "a display step": a generic head may be dropped ("said antenna").
    if (compound && GENERIC_HEAD.test(next.lower)) add(headKey(t.text), []);
    if (compound) continue;
    const mods = new Set<string>();
    for (let j = i - 1, n = 0; j >= 0 && n < 8; j--, n++) {
      const m = tokens[j];
      if (m.text === '-' || m.lower === 'and' || m.lower === 'or' || m.text === ',') continue;
      if (!(
        MODIFIER_POS.has(m.pos) ||
        hyphenJoined(tokens, j) ||
        (m.pos === 'VERB' && /(?:ing|ed)$/.test(m.lower)) ||
        ORDINAL.test(m.lower)
      ))
        break;
      for (const k of keysOf(m.text)) mods.add(k);
    }
    if (t.pos === 'NOUN' || t.pos === 'PROPN') {
      for (const p of pending) mods.add(p);
      pending = [];
    }
    for (const h of new Set([headKey(t.text), key(t.text)])) add(h, mods);
  }
  return out;
}

/**
 * The words a definite phrase puts before its head that an earlier phrase with that head must have had: ordinals
 * always ("the second gear" needs "a second gear", not "a first gear"); with `strict`, every qualifying word.
 */
export function qualifiers(np: DefiniteNp, tokens: Token[], head: string): string[] {
  const inside = tokens.filter((t) => t.start >= np.start && t.end <= np.end && WORD.test(t.text));
  const at = inside.findLastIndex((t) => headKey(t.text) === head || key(t.text) === head);
  return (
    inside
      .slice(0, at < 0 ? inside.length : at)
      .filter((t) => !DEFINITE.has(t.lower) && !QUANT_WORDS.test(t.lower))
      // "light-emitting" as one token (word-list tagger) needs what "light emitting" needs: hyphen or space alike.
      .flatMap((t) => t.text.split('-').filter(Boolean))
      // "non" and the word after it are one word, however the tokens split them ("non", "-", "polar").
      .reduce<string[]>((ws, w) => (ws.at(-1) === 'non' ? [...ws.slice(0, -1), `non${w}`] : [...ws, w]), [])
      .map((w) => key(w))
  );
}

/**
 * Has some earlier phrase named `head`, with each ordinal of `words` before it ("a second gear" for "the second
 * gear")? Other qualifying words need only have been used somewhere in that text (`seen`): claims often name an
 * element by a fuller phrase built from words already used ("a shaft … driven by the motor … the motor shaft").
 */
export function hasBasis(
  heads: Map<string, Set<string>>,
  head: string,
  words: string[],
  seen: Set<string>,
): boolean {
  const mods = heads.get(head);
  return (
    mods !== undefined &&
    words.every((w) => (ORDINAL.test(w) ? mods.has(w) : mods.has(w) || seen.has(w) || doneBefore(w, seen)))
  );
}

/**
 * "selecting a block … the selected block", "modifying the information … the modified information": a participle
 * before the noun says what an earlier step did to the element, so the step's verb is the word's basis.
 */
function doneBefore(word: string, seen: Set<string>): boolean {
  if (!/[a-z]ed$/.test(word)) return false;
  const stem = word.replace(/ied$/, 'y').replace(/e?d$/, '');
  if (stem.length < 4) return false;
  for (const w of seen) if (w.startsWith(stem) && /^(?:e|ing|ion)?$/.test(w.slice(stem.length))) return true;
  return false;
}
