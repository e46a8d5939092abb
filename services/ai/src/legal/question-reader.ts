import winkNLP, { type ItemSentence } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import { DATE_FORMS, datesIn } from './text-dates.js';
import { readDates } from './relative-dates.js';

/**
 * The question reader (issue 25, attorney re-review): the roles of a procedural question — what happened and who did
 * it, when, and what is asked — read from wink-nlp's lemmas and parts of speech, so that "sold", "selling" and "offered
 * it for sale" are one event and "can we still", "are we barred" and "is it too late" one aspect. The answers route on
 * these roles, not on the question's phrases. The lexicons below are the reviewed part: each entry must hold for any
 * question using the word.
 */

export type EventKind =
  | 'disclosed' // the invention made public: published, shown, sold, offered for sale, used in public, presented
  | 'filed' // an application filed (its paper says which), or an IDS (paper 'ids')
  | 'office-action' // an Office action, a rejection
  | 'final-rejection'
  | 'allowed' // a notice of allowance, an application allowed
  | 'issue-fee-paid'
  | 'issued' // a patent granted, a parent issued
  | 'abandoned'
  | 'fee-missed' // a fee not paid
  | 'assigned';
export type Paper =
  | 'provisional'
  | 'non-provisional'
  | 'pct'
  | 'foreign'
  | 'continuation'
  | 'cip'
  | 'design'
  // An information disclosure statement: a paper filed in an application, not an application.
  | 'ids';
/** Who did it: the asker's side, another (a competitor, a third party), or the Office. */
export type Actor = 'self' | 'other' | 'office';
export type Aspect =
  | 'still' // can it still be done, is it too late, am I barred
  | 'deadline' // when, by when, how long do I have
  | 'term' // when a patent expires, how long it lasts
  | 'cost'
  | 'definition'
  | 'difference'
  | 'consequence'
  | 'conditions' // who qualifies, what is required
  | 'era' // which law applies: AIA (first inventor to file) or pre-AIA (first to invent)
  | 'options' // what can be done now: the options, the next steps
  | 'yes-no';

export interface ReadEvent {
  kind: EventKind;
  actor: Actor | null;
  paper: Paper | null;
  /** The date written in the event's sentence (after it, else before it), ISO; null when none. */
  date: string | null;
  /**
   * The month written in the event's sentence without its day ("showed it at a trade show in March 2025"), as
   * `month` ('2025-03') and as written; null when a day is given or none is written.
   */
  month: { month: string; written: string } | null;
  /** The word it was read from, as written. */
  word: string;
  /**
   * The timing word the question puts before the event ("before the first office action", "after receiving the final
   * rejection"): what the question tells happens before or after it, not that it happened; null when none.
   */
  relation: 'before' | 'after' | null;
}

/**
 * A paper with the date written next to it ("a 2012-11-05 provisional", "provisional in May 2025", "the provisional,
 * filed 2025-03-01"): `date` when the day is given, else `month` ('2025-05') when only the month and year are.
 */
export interface DatedPaper {
  paper: Paper;
  date: string | null;
  month: string | null;
  /** The date as written ("May 2025"), for the answer to say it as read. */
  written: string;
}

/** A sale or showing of something other than the invention ("I sold my car"): no disclosure of it. */
export interface UnrelatedEvent {
  word: string;
  /** What was sold or shown, and what the question asks to patent. */
  thing: string;
  invention: string;
  date: string | null;
}

export interface QuestionReading {
  events: ReadEvent[];
  /** Sales or showings of another thing than the one to be patented, not read as events (see UnrelatedEvent). */
  unrelated: UnrelatedEvent[];
  /** The papers the question dates (see DatedPaper), in the order written. */
  dated: DatedPaper[];
  /** An error the question says makes the patent invalid or inoperative (wholly or partly), not a clerical one. */
  invalidating: boolean;
  asks: Set<Aspect>;
  /**
   * What the term asked is of (the lemma: "patent", "application", "it", "period"), when a term is asked: "the term of
   * a US patent", "the patent term", "when will the resulting patent expire", "how long does it last".
   */
  termOf: string | null;
  /** The papers the question names, whatever happened to them. */
  papers: Set<Paper>;
  /** How relative dates were read ("“two months ago” read as …"). */
  readAs: string[];
  /**
   * Whether the question asks to find documents (a search, not a question of law): a verb of finding as a request
   * ("find", "can you list", "search for", "show me", "looking for"), or "any patents" asked for.
   */
  search: boolean;
  /** Whether a sentence opens asking whether there is something ("Is there prior art for …?", "Are there any …"). */
  existential: boolean;
}

let nlp: ReturnType<typeof winkNLP> | null = null;
const wink = () => (nlp ??= winkNLP(model));

export interface Tok {
  lower: string;
  lemma: string;
  pos: string;
  start: number;
  /** The sentence (or clause after a semicolon) the token is in. */
  s: number;
}

// --- the lexicons ---------------------------------------------------------------------------------------------

const words = (list: string) => new Set(list.split(' '));

/** Verbs (by lemma) naming an event; `disclosed` verbs make the invention public. */
const EVENT_VERBS: Record<string, EventKind> = Object.fromEntries([
  ...'publish disclose show demo demonstrate present exhibit display sell market advertise launch ship blog blogged post tweet upload unveil reveal pitch'
    .split(' ')
    .map((w) => [w, 'disclosed']),
  ...'file submit lodge'.split(' ').map((w) => [w, 'filed']),
  ['allow', 'allowed'],
  ['approve', 'allowed'],
  ['grant', 'issued'],
  ['issue', 'issued'],
  ['patent', 'issued'],
  ['abandon', 'abandoned'],
  ['lapse', 'abandoned'],
  ['assign', 'assigned'],
  ['reject', 'office-action'],
]);
/** Nouns (by lemma) naming an event without its verb: "in a blog post", "a talk", "our first filing", "after allowance". */
const EVENT_NOUNS: Record<string, EventKind> = Object.fromEntries([
  ...'publication disclosure demo demonstration presentation exhibition expo blog talk webinar video youtube poster thesis article kickstarter crowdfunding conference'
    .split(' ')
    .map((w) => [w, 'disclosed']),
  ['filing', 'filed'],
  ['allowance', 'allowed'],
  ['noa', 'allowed'],
  ['rejection', 'office-action'],
  ['action', 'office-action'],
  ['nfoa', 'office-action'],
  ['foa', 'final-rejection'],
  ['abandonment', 'abandoned'],
  ['assignment', 'assigned'],
]);
/** Words naming the asker's side, another's, and the Office, as the subject or owner of an event. */
const ACTORS: Record<string, Actor> = Object.fromEntries([
  ...'i we me us my our mine ours you your inventor inventors founder cofounder cto ceo team client'
    .split(' ')
    .map((w) => [w, 'self']),
  ...'competitor competitors rival someone somebody another they their them stranger'
    .split(' ')
    .map((w) => [w, 'other']),
  ...'examiner uspto office pto'.split(' ').map((w) => [w, 'office']),
]);
/** Words before an actor's noun making it another's: "another inventor", "a different company", "a third party". */
const OTHERS = words('another other different third else');
/** Words that refer back to the last subject ("… filed in 2024 that was published in 2025", "once it is published"). */
const REFER_BACK = words('it that which this its');
/** Papers by the words naming them; a country or office abroad makes a filing foreign. */
const PAPER_WORDS: [RegExp, Paper][] = [
  [/^(?:non-?provisional|utility|regular|real|formal|nonprovisional)$/, 'non-provisional'],
  [/^provisionals?$/, 'provisional'],
  [/^(?:pct|international)$/, 'pct'],
  [/^(?:cip|continuation-in-part)$/, 'cip'],
  [/^(?:continuation|continuing|child|divisional)$/, 'continuation'],
  [/^design$/, 'design'],
  [
    /^(?:foreign|abroad|overseas|paris|convention|epo?|euipo|eu|europe|european|germany|german|dpma|france|french|uk|british|japan|japanese|jpo|china|chinese|cnipa|korea|korean|kipo|canada|canadian|australia|australian|india|indian|taiwan|israel|brazil|brazilian|switzerland|swiss|sweden|swedish|italy|italian|spain|spanish|netherlands|dutch)$/,
    'foreign',
  ],
];
/** Words that make an event not (yet) a fact: "has not issued", "until it issues", "if we publish". */
const NOT_A_FACT = words("not n't never nothing no until unless if before once whether without yet");
/** A verb written in its past form (a fact), regular or not. */
const PAST =
  /ed$|^(?:sold|shown|sent|went|became|given|gave|written|made|done|brought|told|paid|put|lent|led)$/;
/**
 * An information disclosure statement ("IDS", 37 CFR 1.97-1.98): a paper filed with the Office citing art, never a
 * public disclosure of the invention. Its "disclosure" is no event, nor is disclosing art in it or to the Office.
 */
const idsAt = (t: Tok[], j: number) =>
  t[j]?.lemma === 'ids' ||
  (t[j]?.lemma === 'disclosure' && (t[j + 1]?.lemma === 'statement' || t[j - 1]?.lemma === 'information'));
/** What is disclosed to the Office, not to the public: the art cited, the references. */
const CITED_ART = words('art reference citation document');
/** Verbs (by lemma) of finding documents; "show", "give" and "get" when asked for "me". */
const FIND = words('find search list identify retrieve locate');
/** A request to find documents at `i`: a verb of finding in its base form (an imperative, after a modal or "to"). */
const findAt = (t: Tok[], i: number) => {
  const { lemma, lower, pos } = t[i];
  const opens = i === 0 || t[i - 1].s !== t[i].s || t[i - 1].lemma === 'please';
  return (
    (FIND.has(lemma) && lower === lemma && (pos === 'VERB' || (opens && pos !== 'NOUN'))) ||
    (['show', 'give', 'get'].includes(lemma) && t[i + 1]?.lower === 'me') ||
    (lemma === 'look' && t[i + 1]?.lemma === 'for') ||
    (lemma === 'any' && ['patent', 'patents'].includes(t[i + 1]?.lemma ?? ''))
  );
};
/** What a grant or an issue is of: a patent or an application, not a petition or an extension. */
const GRANTED = words('patent parent application app case it one continuation they');

/** What a term is of: "how long does a patent last", "when does protection end". */
const PROTECTION = words('patent protection right exclusivity it');
/** Words asking whether it can still be done, and whether two things differ. */
const STILL = words('still bar barred possible chance forfeit forfeited preclude jeopardize');
const DIFFER = words('differ difference versus vs vs. compare distinguish contrast unlike');

/** The names of the two versions of the patentability law (wink reads "pre-AIA" as one word). */
const ERA_WORDS = words('aia pre-aia fitf first-to-file first-to-invent first-inventor-to-file');

/** A name of one version: "AIA", "pre-AIA", "first-to-file", "first inventor to file", "first to invent". */
const eraWordAt = (t: Tok[], i: number) =>
  // A version in parentheses qualifies what is asked ("… a bar? (pre-AIA)"); it is not asked about.
  (ERA_WORDS.has(t[i].lemma) && !(t[i - 1]?.lower === '(' && t[i + 1]?.lower === ')')) ||
  (t[i].lemma === 'first' &&
    t.slice(i + 1, i + 6).some((x) => x.lemma === 'to') &&
    t.slice(i + 2, i + 8).some((x) => ['file', 'invent'].includes(x.lemma)));

/** The aspects a question asks, by the lemmas (and neighbours) that ask them. */
const ASKS: [Aspect, (t: Tok[], i: number) => boolean][] = [
  [
    'still',
    (t, i) =>
      STILL.has(t[i].lemma) ||
      (t[i].lemma === 'way' && t[i - 1]?.lemma === 'any') ||
      // "out of luck", "out of reach", "time left", "missed the window", "are we able to".
      (t[i].lemma === 'out' && ['luck', 'reach'].includes(t[i + 2]?.lemma ?? '')) ||
      (t[i].lemma === 'time' && t[i + 1]?.lemma === 'left') ||
      (t[i].lemma === 'miss' && ['window', 'boat', 'chance'].includes(t[i + 2]?.lemma ?? '')) ||
      (t[i].lemma === 'able' && ACTORS[t[i - 1]?.lower ?? ''] === 'self') ||
      (t[i].lemma === 'late' && t[i - 1]?.lemma === 'too') ||
      (t[i].lemma === 'lose' &&
        /^(?:right|protection|chance)/.test(t[i + 2]?.lemma ?? t[i + 1]?.lemma ?? '')) ||
      // "can we get a patent", "could I patent it": a modal asking of the asker's side.
      (['can', 'could'].includes(t[i].lemma) && ACTORS[t[i + 1]?.lower ?? ''] === 'self'),
  ],
  [
    'deadline',
    (t, i) =>
      ['when', 'deadline', 'due', 'until'].includes(t[i].lemma) ||
      (t[i].lemma === 'last' && t[i + 1]?.lemma === 'day') ||
      (t[i].lemma === 'how' &&
        ['long', 'much', 'soon'].includes(t[i + 1]?.lemma ?? '') &&
        t[i + 2]?.lemma !== 'be'),
  ],
  [
    'term',
    (t, i) =>
      ['term', 'expire', 'expiry', 'expiration', 'outlive', 'outlast'].includes(t[i].lemma) ||
      // "when does protection end", "how long is the exclusivity".
      (['protection', 'exclusivity'].includes(t[i].lemma) &&
        t.some((x) => x.s === t[i].s && ['end', 'last', 'long', 'until', 'longer'].includes(x.lemma))) ||
      (t[i].lemma === 'in' && t[i + 1]?.lemma === 'force') ||
      (t[i].lemma === 'run' && t[i + 1]?.lemma === 'out') ||
      // "how long does a patent last", "when does protection end".
      (['last', 'end'].includes(t[i].lemma) &&
        (t[i].pos === 'VERB' || t[i + 1]?.lower === '?') &&
        (t[i + 1]?.lemma === 'longer' ||
          t.slice(0, i).some((x) => x.s === t[i].s && PROTECTION.has(x.lemma)))),
  ],
  [
    'cost',
    (t, i) =>
      // A fee paid or not paid is an event, not a price asked.
      (['fee', 'cost', 'price', 'surcharge'].includes(t[i].lemma) &&
        !t.slice(Math.max(0, i - 4), i).some((x) => ['pay', 'payment'].includes(x.lemma))) ||
      (t[i].lemma === 'how' &&
        t[i + 1]?.lemma === 'much' &&
        !['time', 'long'].includes(t[i + 2]?.lemma ?? '')),
  ],
  [
    'definition',
    (t, i) =>
      ['define', 'definition', 'meaning'].includes(t[i].lemma) ||
      (i === 0 && t[i].lemma === 'what' && t[i + 1]?.lemma === 'be' && t.length - i < 8),
  ],
  ['difference', (t, i) => DIFFER.has(t[i].lemma) || (t[i].lemma === 'which' && t[i + 1]?.lemma === 'one')],
  [
    'consequence',
    (t, i) =>
      ['consequence', 'effect'].includes(t[i].lemma) ||
      (t[i].lemma === 'what' && ['happen', 'if'].includes(t[i + 1]?.lemma ?? '')),
  ],
  [
    'conditions',
    (t, i) =>
      [
        'qualify',
        'eligible',
        'eligibility',
        'requirement',
        'condition',
        'criterion',
        'criteria',
        'entitle',
      ].includes(t[i].lemma) ||
      (t[i].lemma === 'who' && ['can', 'may'].includes(t[i + 1]?.lemma ?? '')) ||
      (t[i].lemma === 'count' && t[i + 1]?.lemma === 'as') ||
      // "what do I need to …", "what must be true", "am I allowed to …".
      (t[i].lemma === 'what' && t.slice(i + 1, i + 4).some((x) => ['need', 'must'].includes(x.lemma))) ||
      (t[i].lemma === 'allow' && ACTORS[t[i - 1]?.lower ?? ''] === 'self'),
  ],
  [
    'era',
    (t, i) =>
      eraWordAt(t, i) &&
      // Both versions named ("AIA or pre-AIA?"), or one said to apply ("does the AIA apply", "subject to AIA").
      t.some(
        (x, j) =>
          x.s === t[i].s &&
          (j < i || j > i + (t[i].lemma === 'first' ? 7 : 0)) &&
          (eraWordAt(t, j) || ['apply', 'govern', 'subject', 'transitional'].includes(x.lemma)),
      ),
  ],
  [
    'options',
    (t, i) =>
      ['option', 'choice', 'alternative'].includes(t[i].lemma) ||
      (t[i].lemma === 'next' && ['step', 'move'].includes(t[i + 1]?.lemma ?? '')) ||
      (t[i].lemma === 'how' && ['proceed', 'respond'].includes(t[i + 2]?.lemma ?? t[i + 1]?.lemma ?? '')) ||
      // "what can I do now", "what should we do".
      (t[i].lemma === 'what' &&
        ['can', 'could', 'should'].includes(t[i + 1]?.lemma ?? '') &&
        ACTORS[t[i + 2]?.lower ?? ''] === 'self' &&
        t[i + 3]?.lemma === 'do'),
  ],
  // A sentence opening with an auxiliary or a modal asks yes or no ("Is it …?", "Can the examiner …?").
  ['yes-no', (t, i) => (i === 0 || t[i - 1].s !== t[i].s || t[i - 1].lemma === ',') && t[i].pos === 'AUX'],
];

// --- reading ----------------------------------------------------------------------------------------------------

/** A text's tokens with their lemmas, parts of speech, offsets and sentences (read once per text by its callers). */
export function tokens(text: string): Tok[] {
  const doc = wink().readDoc(text);
  const its = wink().its;
  const out: Tok[] = [];
  let cursor = 0;
  let s = 0;
  doc.sentences().each((sentence: ItemSentence) => {
    const values = sentence.tokens().out(its.value) as string[];
    const tags = sentence.tokens().out(its.pos) as string[];
    // The typings of wink-nlp 2 give its.lemma a signature `out` does not accept; it works as documented.
    const lemmas = sentence.tokens().out(its.lemma as unknown as typeof its.value) as string[];
    values.forEach((v, i) => {
      const at = text.indexOf(v, cursor);
      const start = at >= 0 && at - cursor < 40 ? at : cursor;
      cursor = start + v.length;
      out.push({ lower: v.toLowerCase(), lemma: (lemmas[i] ?? v).toLowerCase(), pos: tags[i], start, s });
      if (v === ';') s++;
    });
    s++;
  });
  return out;
}

/** The event a token names, if any: a verb of the lexicon, or a noun of it ("offered … for sale" is a sale). */
function eventAt(t: Tok[], i: number): EventKind | null {
  const { lemma, pos } = t[i];
  // "issue fee": a fee, and paid or not; "office action" and "final rejection" by the noun that ends them.
  if (lemma === 'issue' && t[i + 1]?.lemma === 'fee') return null;
  // The fee that issues the patent, written before or after its payment ("paid the issue fee", "the issuance fee is paid").
  const near = t.slice(Math.max(0, i - 4), i + 5);
  const ofIssueFee =
    near.some((x) => x.lemma === 'fee') && near.some((x) => ['issue', 'issuance', 'grant'].includes(x.lemma));
  if (lemma === 'pay' && negated(t, i)) return 'fee-missed';
  if ((lemma === 'pay' && ofIssueFee && fact(t, i)) || (lemma === 'payment' && ofIssueFee && !negated(t, i)))
    return 'issue-fee-paid';
  if (
    ['miss', 'forget', 'fail'].includes(lemma) &&
    // "missed the 7.5-year maintenance fee": the fee a few words on, its kind and period between.
    t.slice(i + 1, i + 8).some((x) => x.s === t[i].s && /^(?:fee|pay)$/.test(x.lemma))
  )
    return 'fee-missed';
  // "became a patent", "matured into a patent": the application issued.
  if (['become', 'mature', 'turn'].includes(lemma) && t.slice(i + 1, i + 4).some((x) => x.lemma === 'patent'))
    return fact(t, i) ? 'issued' : null;
  // "am I allowed to …" asks a permission; no application was allowed.
  if (lemma === 'allow' && t[i + 1]?.lemma === 'to') return null;
  // "granted", "issued" of a patent or an application (a petition granted is no patent).
  if (['grant', 'issue'].includes(lemma) && pos === 'VERB' && !GRANTED.has(subjectOf(t, i))) return null;
  if (
    (lemma === 'rejection' || lemma === 'action') &&
    (t[i - 1]?.lemma === 'final' || (t[i - 1]?.lemma === 'office' && t[i - 2]?.lemma === 'final'))
  )
    return 'final-rejection';
  // "made the rejection final", "the case went final": the action made final, as a fact.
  if (lemma === 'final' && !['rejection', 'action', 'office'].includes(t[i + 1]?.lemma ?? '')) {
    const v = t
      .slice(Math.max(0, i - 4), i)
      .findLastIndex((x) => ['make', 'go', 'become', 'turn'].includes(x.lemma));
    return v >= 0 && fact(t, Math.max(0, i - 4) + v) ? 'final-rejection' : null;
  }
  // An action of the Office: an "office action", the "first action", an "action on the merits".
  const onMerits = t[i + 1]?.lemma === 'on' && /^merits?$/.test(t[i + 3]?.lemma ?? '');
  if (
    lemma === 'action' &&
    t[i - 1]?.lemma !== 'office' &&
    t[i - 2]?.lemma !== 'office' &&
    t[i - 1]?.lemma !== 'first' &&
    !onMerits
  )
    return null;
  if (idsAt(t, i)) return null;
  // "We disclosed the references in an IDS", "disclosed the prior art to the examiner": art cited to the Office.
  if (
    lemma === 'disclose' &&
    (CITED_ART.has(objectOf(t, i)?.lemma ?? '') ||
      t
        .slice(i + 1, i + 8)
        .some((x, k) => x.s === t[i].s && (idsAt(t, i + 1 + k) || ACTORS[x.lower] === 'office')))
  )
    return null;
  const offered = lemma === 'offer' && t.slice(i + 1, i + 5).some((x) => x.lemma === 'sale');
  const usedPublicly = lemma === 'use' && t.slice(i - 2, i + 3).some((x) => /^public/.test(x.lemma));
  const verb = offered || usedPublicly ? 'disclosed' : pos === 'VERB' ? EVENT_VERBS[lemma] : undefined;
  const noun = pos === 'NOUN' || pos === 'PROPN' || pos === 'ADJ' ? EVENT_NOUNS[lemma] : undefined;
  // A verb names a fact in its past form ("issued", "we sold", "we have been selling"), not as asked ("until it
  // issues", "can I publish").
  if (verb && !noun) return fact(t, i) ? verb : null;
  return noun ?? null;
}

/** What may be the invention when it is sold, shown or used: the thing, its prototype, its units, or a pronoun for it. */
const INVENTION = words(
  'invention product prototype device unit sample model version kit gadget widget tool machine apparatus system app software program code design item good thing it them this that one batch copy idea technology method process composition formulation ' +
    // What describes it: a paper, a talk, a poster, its drawings or results.
    'thesis paper article poster slide video talk result finding work demo presentation post publication abstract manuscript preprint report drawing photo picture image description detail feature concept solution',
);
/** Whom a thing is shown or sold to ("showed investors the prototype"): not what was shown. */
const AUDIENCE = words(
  'investor customer client partner people public audience buyer company manufacturer friend family team user distributor retailer',
);

/** The direct object of a verb: the first noun or pronoun after it (past articles, owners, adjectives, numbers). */
function objectOf(t: Tok[], i: number): Tok | null {
  if (i < 0) return null;
  for (let j = i + 1; j < Math.min(t.length, i + 5) && t[j].s === t[i].s; j++) {
    // A compound's head is its last noun ("our old delivery van" is a van).
    if (['NOUN', 'PROPN'].includes(t[j].pos)) {
      if (AUDIENCE.has(t[j].lemma)) continue;
      while (['NOUN', 'PROPN'].includes(t[j + 1]?.pos ?? '') && t[j + 1].s === t[i].s) j++;
      return t[j];
    }
    if (t[j].pos === 'PRON') {
      if (/^(?:my|our|your|his|her|their|its)$/.test(t[j].lower)) continue;
      return t[j];
    }
    if (!['DET', 'ADJ', 'NUM'].includes(t[j].pos)) return null;
  }
  return null;
}

/** The lemma of the nearest noun or pronoun before a verb in its sentence (its subject, as a rule). */
function subjectOf(t: Tok[], i: number): string {
  for (let j = i - 1; j >= 0 && t[j].s === t[i].s; j--)
    if (['NOUN', 'PROPN', 'PRON'].includes(t[j].pos)) return t[j].lemma;
  return '';
}

/** Whether a verb states what happened: a past form, or an ongoing one ("have been selling"), not denied. */
function fact(t: Tok[], i: number): boolean {
  const ongoing =
    /ing$/.test(t[i].lower) &&
    ['been', 'was', 'were', 'began', 'begun', 'started', 'kept'].includes(t[i - 1]?.lower ?? '');
  return (PAST.test(t[i].lower) || ongoing) && !negated(t, i);
}

/** Whether a word is denied or put in the future: "not", "never", "until", "if" just before it in its clause. */
function negated(t: Tok[], i: number): boolean {
  for (let j = i - 1; j >= Math.max(0, i - 4) && t[j].s === t[i].s; j--) {
    if (NOT_A_FACT.has(t[j].lemma) || NOT_A_FACT.has(t[j].lower)) return true;
    if (t[j].pos === 'PUNCT') break;
  }
  return ['yet', 'not', 'nothing'].includes(t[i + 1]?.lemma ?? '');
}

/**
 * The timing word an event is introduced by, in its clause ("before the first office action", "after we received the
 * final rejection", "prior to allowance", "once the notice is mailed"), read back to a punctuation mark or a conjunction.
 */
function relationOf(t: Tok[], i: number): 'before' | 'after' | null {
  for (let j = i - 1; j >= Math.max(0, i - 7) && t[j].s === t[i].s; j--) {
    const { lemma, lower, pos } = t[j];
    if (pos === 'PUNCT' || pos === 'CCONJ') return null;
    if (
      lemma === 'before' ||
      lemma === 'until' ||
      (lemma === 'prior' && t[j + 1]?.lemma === 'to') ||
      (lemma === 'ahead' && t[j + 1]?.lemma === 'of')
    )
      return 'before';
    if (['after', 'since', 'once', 'upon'].includes(lemma) || (lower === 'following' && pos !== 'ADJ'))
      return 'after';
  }
  return null;
}

/** The actor of a word naming one, "another inventor" and "someone else" read as another's. */
function actorAt(t: Tok[], j: number): Actor | null {
  const a = ACTORS[t[j].lower];
  // "US" the country is no "us".
  if (!a || (t[j].lower === 'us' && t[j].pos !== 'PRON')) return null;
  if (OTHERS.has(t[j - 1]?.lemma ?? '') || OTHERS.has(t[j + 1]?.lemma ?? '')) return 'other';
  return a;
}

/**
 * Who did the event at `i`: the agent of a passive ("filed by someone else"), else the nearest actor before it in its
 * sentence ("a competitor's application was filed"); a subject referring back ("that was published", "once it is
 * published") takes the actor of the event before.
 */
function actorOf(t: Tok[], i: number, previous: Actor | null): Actor | null {
  if (t[i + 1]?.lemma === 'by')
    for (const j of [i + 2, i + 3]) if (t[j] && actorAt(t, j)) return actorAt(t, j);
  for (let j = i - 1; j >= 0 && t[j].s === t[i].s; j--) {
    const a = actorAt(t, j);
    if (a) return a;
    if (REFER_BACK.has(t[j].lower) && t[j].pos !== 'DET') return previous;
  }
  return null;
}

/**
 * The paper of an event: an IDS when it is what was filed (the verb's object, or its subject: "an IDS was filed"),
 * else an application's paper word in its clause (the nearest to it).
 */
function paperOf(t: Tok[], i: number): Paper | null {
  const object = objectOf(t, i);
  const subject = t.slice(0, i).findLast((x) => x.s === t[i].s && ['NOUN', 'PROPN', 'PRON'].includes(x.pos));
  const isIds = (x: Tok | null | undefined) => !!x && (idsAt(t, t.indexOf(x)) || idsAt(t, t.indexOf(x) - 1));
  if (t[i].pos === 'VERB' && (isIds(object) || (!object && isIds(subject)))) return 'ids';
  let best: { d: number; p: Paper } | null = null;
  for (let j = 0; j < t.length; j++) {
    if (t[j].s !== t[i].s) continue;
    const p = paperAt(t, j);
    if (p && (!best || Math.abs(j - i) < best.d)) best = { d: Math.abs(j - i), p };
  }
  return best?.p ?? null;
}

function paperAt(t: Tok[], j: number): Paper | null {
  // "non - provisional" as wink may split it.
  if (t[j].lemma === 'provisional' && t[j - 1]?.lemma === '-' && t[j - 2]?.lemma === 'non')
    return 'non-provisional';
  const found = PAPER_WORDS.find(([re]) => re.test(t[j].lower));
  // "continuation - in - part" split by wink.
  if (found?.[1] === 'continuation' && t[j + 2]?.lemma === 'in' && t[j + 4]?.lemma === 'part') return 'cip';
  return found?.[1] ?? null;
}

const DATE_AT = new RegExp(DATE_FORMS, 'g');
const MONTH_NAMES =
  'january february march april may june july august september october november december'.split(' ');
/** A month and year without a day ("May 2025", "in Nov. 2024"). */
const MONTH_YEAR =
  /\b(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?,? ((?:19|20)\d{2})\b/gi;
/** How many months a text dates without their day ("May 2025"). */
export const monthYears = (text: string) => [...text.matchAll(MONTH_YEAR)].length;
/** What an error makes a patent when only a reissue corrects it (35 U.S.C. 251(a)): invalid or inoperative. */
const INVALID = words('invalid inoperative invalidate invalidity inoperable void');
/** Words that may stand between a paper and its date ("the provisional, filed on 2025-03-01", "provisional in May"). */
const PAPER_TO_DATE = words(
  'in on of filed file dated be from made , ( submitted lodged back around app application go',
);

interface DateAt {
  at: number;
  s: number;
  day: string | null;
  month: string | null;
  written: string;
}

/**
 * The papers dated in a question: a date written just after the paper word (only linking words between: "provisional
 * in May 2025", "the provisional, filed 2025-03-01") or just before it ("a 2012-11-05 provisional", "our May 2025
 * provisional"), in its sentence.
 */
function datedPapers(t: Tok[], dates: DateAt[]): DatedPaper[] {
  const out: DatedPaper[] = [];
  for (let j = 0; j < t.length; j++) {
    const paper = paperAt(t, j);
    if (!paper) continue;
    const after = dates.find(
      (d) =>
        d.s === t[j].s &&
        d.at > j &&
        d.at <= j + 5 &&
        t.slice(j + 1, d.at).every((x) => PAPER_TO_DATE.has(x.lemma)),
    );
    const before = dates.find(
      (d) =>
        d.s === t[j].s &&
        d.at < j &&
        d.at >= j - 3 &&
        t
          .slice(d.at + 1, j)
          .every((x) => x.pos === 'NUM' || x.pos === 'ADJ' || /^(?:us|u\.s\.)$/.test(x.lower)),
    );
    const d = after ?? before;
    if (d) out.push({ paper, date: d.day, month: d.month, written: d.written });
  }
  return out;
}
/**
 * The readings of the latest questions: one answer reads its question from several rules. Bounded, so that a server
 * answering many users does not keep every question it was asked.
 */
const cache = new Map<string, QuestionReading>();
const CACHE_SIZE = 64;

/** The roles of a question (see the file's comment); relative dates are read against `today` when given. */
export function readQuestion(question: string, today?: string): QuestionReading {
  const key = `${today ?? ''}|${question}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const { text, readings } = readDates(question, today);
  const t = tokens(text);
  const dates = [...text.matchAll(DATE_AT)].flatMap((m) => {
    const [day] = datesIn(m[0]);
    const at = t.findIndex((x) => x.start >= m.index);
    return day && at >= 0 ? [{ day, at, s: t[at].s }] : [];
  });
  const months = [...text.matchAll(MONTH_YEAR)].flatMap((m) => {
    const at = t.findIndex((x) => x.start >= m.index);
    const month = MONTH_NAMES.findIndex((n) => n.startsWith(m[1].toLowerCase().slice(0, 3))) + 1;
    // A day written before the month ("2 May 2025") makes it a full date, read above.
    if (at < 0 || !month || /\d\s*$/.test(text.slice(0, m.index))) return [];
    return [{ at, s: t[at].s, month: `${m[2]}-${String(month).padStart(2, '0')}`, written: m[0].trim() }];
  });
  const events: ReadEvent[] = [];
  const unrelated: UnrelatedEvent[] = [];
  // The thing to be patented: "patent my invention", "protect the gadget", "a patent on our gadget".
  const patentAt = t.findIndex(
    (x, j) =>
      ['patent', 'protect'].includes(x.lemma) &&
      (x.pos === 'VERB' || ['on', 'for'].includes(t[j + 1]?.lemma ?? '')),
  );
  const patented = objectOf(t, t[patentAt]?.pos === 'VERB' ? patentAt : patentAt + 1);
  for (let i = 0; i < t.length; i++) {
    const kind = eventAt(t, i);
    if (!kind) continue;
    // What was sold or shown: a thing other than the one to be patented ("I sold my car; can I patent my invention?")
    // discloses nothing of the invention.
    const shown = kind === 'disclosed' && t[i].pos === 'VERB' ? objectOf(t, i) : null;
    if (shown && patented && shown.lemma !== patented.lemma && !INVENTION.has(shown.lemma)) {
      const inSentence = dates.filter((d) => d.s === t[i].s);
      const date = (inSentence.find((d) => d.at > i) ?? inSentence.at(-1))?.day ?? null;
      unrelated.push({ word: t[i].lower, thing: shown.lower, invention: patented.lower, date });
      continue;
    }
    const inSentence = dates.filter((d) => d.s === t[i].s);
    const date = (inSentence.find((d) => d.at > i) ?? inSentence.at(-1))?.day ?? null;
    const actor = actorOf(t, i, events.at(-1)?.actor ?? null);
    const monthsIn = date ? [] : months.filter((m) => m.s === t[i].s);
    const m = monthsIn.find((x) => x.at > i) ?? monthsIn.at(-1);
    const month = m ? { month: m.month, written: m.written } : null;
    events.push({
      kind,
      actor,
      paper: paperOf(t, i),
      date,
      month,
      word: t[i].lower,
      relation: relationOf(t, i),
    });
  }
  // What is asked is read from the sentences that ask (end with a question mark), else from all of them.
  const asking = new Set(t.filter((x) => x.lower === '?').map((x) => x.s));
  const asks = new Set<Aspect>();
  for (let i = 0; i < t.length; i++)
    if (!asking.size || asking.has(t[i].s))
      for (const [aspect, test] of ASKS) if (test(t, i)) asks.add(aspect);
  const termTest = ASKS.find(([a]) => a === 'term')![1];
  const termAt = t.findIndex((_, i) => (!asking.size || asking.has(t[i].s)) && termTest(t, i));
  const papers = new Set(t.flatMap((_, j) => paperAt(t, j) ?? []));
  const dated = datedPapers(t, [
    ...dates.map((d) => ({ ...d, month: null, written: d.day })),
    ...months.map((m) => ({ ...m, day: null })),
  ]);
  const invalidating = t.some(
    (x, i) =>
      INVALID.has(x.lemma) &&
      !negated(t, i) &&
      t.some(
        (y) => y.s === x.s && ['error', 'mistake', 'defect', 'flaw', 'wrong', 'fault'].includes(y.lemma),
      ),
  );
  const out = {
    events,
    unrelated,
    asks,
    termOf: termAt >= 0 ? termSubject(t, termAt) : null,
    papers,
    dated,
    invalidating,
    readAs: readings,
    search: t.some((_, i) => findAt(t, i)),
    existential: t.some(
      (x, i) =>
        x.pos === 'AUX' && x.lemma === 'be' && (i === 0 || t[i - 1].s !== x.s) && t[i + 1]?.lower === 'there',
    ),
  };
  if (cache.size > 2000) cache.clear();
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(key, out);
  return out;
}

/**
 * What a term word is of: "term of (the) X" and "X term" name it; a verb ("expire", "last", "end") is of its subject,
 * the first noun or pronoun after the clause's auxiliary ("when will [the resulting patent] expire"), else the nearest
 * one before it.
 */
function termSubject(t: Tok[], i: number): string | null {
  if (['term', 'expiry', 'expiration', 'life'].includes(t[i].lemma)) {
    if (t[i + 1]?.lemma === 'of') return objectOf(t, i + 1)?.lemma ?? null;
    if (t[i - 1]?.lemma === 'patent' || ['NOUN', 'PROPN'].includes(t[i - 1]?.pos ?? ''))
      return t[i - 1].lemma;
  }
  let aux = -1;
  for (let j = i - 1; j >= 0 && t[j].s === t[i].s; j--) if (t[j].pos === 'AUX') aux = j;
  if (aux >= 0) {
    const head = objectOf(t, aux);
    if (head && t.indexOf(head) < i) return head.lemma;
  }
  return subjectOf(t, i) || null;
}

/** Whether the term asked is a patent's (not an application's, a period's or a provisional's). */
export const asksPatentTerm = (r: QuestionReading) =>
  asksTerm(r) && ['patent', 'it', 'protection', 'right', 'exclusivity', 'they'].includes(r.termOf ?? '');

/** Whether the question tells of an event of this kind done by the asker's side or by nobody named (not another's). */
export const toldOwn = (r: QuestionReading, kind: EventKind) =>
  r.events.some((e) => e.kind === kind && e.actor !== 'other');
/** An application filed (not an IDS filed in one): its date is an application's filing date. */
export const applicationFiled = (e: ReadEvent) => e.kind === 'filed' && e.paper !== 'ids';
/** Whether the question tells of an event of this kind, by anyone. */
export const told = (r: QuestionReading, kind: EventKind) => r.events.some((e) => e.kind === kind);
/** Whether the question asks a patent's term or expiry, however worded ("how long will it last", "when does it end"). */
export const asksTerm = (r: QuestionReading) => r.asks.has('term');
