import { tokenize } from '@patent-hub/text';
import { readQuestion, tokens } from '../legal/question-reader.js';
import { MAINTENANCE_WORDS, withStatuteWords } from '../legal/vocabulary.js';

/** The conversation turns an answer takes into account (the ai service applies it; gateway and web do not). */
export const HISTORY_TURNS = 10;

export type QuestionKind = 'legal' | 'patent' | 'prior-art' | 'claims' | 'other';
export interface Turn {
  role: 'user' | 'assistant';
  content: string;
}

/** A design number: 'D656,416', 'D656416', 'D1,000,000' (the D is written; 'design patent 656,416' names none). */
const DESIGN_NO = String.raw`(\d{1,3},\d{3}|\d,\d{3},\d{3}|\d{5,7})`;
const PAT_NO = String.raw`(?:Pat(?:ent)?\.?\s*(?:No\.?|Number)?\s*)?`;

/** The ways a patent is written, each with how its bare number is read. */
const PATENT_FORMS: { re: RegExp; number: (m: RegExpMatchArray) => string }[] = [
  // 'US10000000', 'US 10,000,000 B2', 'USRE44891', 'U.S. Pat. No. 7,473,056', 'US Patent 7,473,056'.
  {
    re: new RegExp(
      String.raw`\b(?:US|U\.S\.)\s?${PAT_NO}(?:(RE|PP)\s?)?(\d{1,2},?\d{3},?\d{3}|\d{5,6})(?:\s?[AB]\d|\s?[E]\d?)?\b`,
      'gi',
    ),
    number: (m) => `${(m[1] ?? '').toUpperCase()}${m[2]}`,
  },
  // 'USD656416', 'US D531,781', 'U.S. Pat. No. D656,416', 'U.S. Design Patent No. D656,416'.
  {
    re: new RegExp(String.raw`\b(?:US|U\.S\.)\s?(?:Design\s+)?${PAT_NO}D\s?${DESIGN_NO}(?:\s?S\d?)?\b`, 'gi'),
    number: (m) => `D${m[1]}`,
  },
  // 'patent 7,000,001', 'Patent No. 7000001', 'patent no. RE44891', 'design patent D656,416'.
  {
    re: /\bpatent(?:\s+no\.?|\s+number)?\s+((?:RE|PP)?\d{1,2},\d{3},\d{3}|(?:RE|PP)?\d{7,8})\b/gi,
    number: (m) => m[1].toUpperCase(),
  },
  {
    re: new RegExp(String.raw`\bpatent(?:\s+no\.?|\s+number)?\s+D\s?${DESIGN_NO}\b`, 'gi'),
    number: (m) => `D${m[1]}`,
  },
  // A utility number in its grouped form alone, in a text naming a patent ("who is the patent owner of 8,420,530?"):
  // not an amount ("$1,000,000") nor a count ("2,000,000 units").
  {
    re: /(?<=\bpatent[\s\S]*)(?<![$\d.,]|\$\s)\b(\d{1,2},\d{3},\d{3})\b(?!\s*(?:dollars|usd|euros?|units|copies|people|users|patents|applications|words|pages)\b)/gi,
    number: (m) => m[1],
  },
  // A design number alone, capital D only: 'D656,416', 'D 656,416'.
  { re: new RegExp(String.raw`\bD\s?${DESIGN_NO}\b`, 'g'), number: (m) => `D${m[1]}` },
];

/** Every patent reference of a text with where it stands, the number bare ('10000000', 'RE44891', 'D531781'). */
export function patentRefs(text: string): { start: number; end: number; number: string }[] {
  const all = PATENT_FORMS.flatMap((f) =>
    [...text.matchAll(f.re)].map((m) => ({
      start: m.index,
      end: m.index + m[0].length,
      number: f.number(m).replace(/,/g, ''),
    })),
  ).sort((a, b) => a.start - b.start || b.end - a.end);
  // One reference read by two forms ('US D531,781' and its 'D531,781') counts once: the longer, written first.
  const out: typeof all = [];
  for (const r of all) if (!out.length || r.start >= out[out.length - 1].end) out.push(r);
  return out;
}

/** Patent numbers a text names, bare ('10000000', 'RE44891', 'D531781'), in order, without repeats. */
export function patentNumbersIn(text: string): string[] {
  return [...new Set(patentRefs(text).map((r) => r.number))];
}

/** The claim a question asks about ('claim 1', 'claim no. 3'), or null. */
export function claimAsked(text: string): number | null {
  const m = text.match(/\bclaim\s+(?:no\.?\s*|number\s*|#\s*)?(\d{1,3})\b/i);
  return m ? Number(m[1]) : null;
}

// Wording that asks to set a claim against another: "read on", "compare", "versus", "infringe", "differ".
const COMPARES =
  /\b(?:reads?|reading) on\b|\bcompar\w*|\bversus\b|\bvs\.?(?=\s)|\binfring\w*|\bsame as\b|\bdiffer\w*|\boverlap\w*|\bcover(?:s|ed)?\b|\banticipat\w*|\bagainst\b/i;

/** A request to compare claim text with a patent's claim: the patent, and the claim number when the question gives one. */
export interface ComparisonAsked {
  patent: string;
  claim: number | null;
}

/**
 * Whether a question asks to compare the claim it gives with a claim of a named patent ("Does claim 1 of US10000000
 * read on this claim: 1. A …?", "compare my claim with claim 3 of US 7,000,001: A …", "US10000000 claim 1 versus:
 * …"); null otherwise. The claim is the one written next to the patent ("claim 3 of US…", "US…'s claim 3").
 */
export function comparisonAsked(question: string): ComparisonAsked | null {
  if (!COMPARES.test(question)) return null;
  for (const ref of patentRefs(question)) {
    const before = /\bclaim\s+(?:no\.?\s*)?(\d{1,3})\s+(?:of|in|from)\s+(?:the\s+)?$/i.exec(
      question.slice(Math.max(0, ref.start - 40), ref.start),
    );
    const after = /^(?:['’]s)?\s*,?\s*claim\s+(?:no\.?\s*)?(\d{1,3})\b/i.exec(question.slice(ref.end));
    const n = before?.[1] ?? after?.[1];
    return { patent: ref.number, claim: n ? Number(n) : null };
  }
  return null;
}

// A request to search, not a question about what prior art is. "What prior art is there before US…?" asks for the
// documents too (review 11: it got the generic patent card).
const PRIOR_ART =
  /\b(?:find|search(?! reports?\b)|(?<!trade |road )show|list|look(?:ing)? for|give me|identify|get me)\b.{0,40}\b(?:prior art|patents?|documents|references)\b|\bprior art (?:for|to|against|on|about|search|before|predating|older than)\b|\bwhat (?:prior art|earlier (?:patents|documents))\s+(?:is|are|was|were|exists?)\s+there\b|\b(?:similar|related|earlier) (?:patents|documents)\b|\bpatents? (?:about|covering|related to|on the topic of)\b|\bany patents (?:on|for|about)\b/i;

// Words of patent law and procedure; a question with one of them is a legal question unless it names a patent.
const LEGAL =
  /\b(file|filing|filed|provisional|non-?provisional|deadline|how long|how many|months?|years?|term|fees?|priority|disclaimer|examiner|office action|rejections?|rejected|objections?|reply|replies|respond\w*|response|interview|elect(?:ion)?|appeal|ptab|mpep|cfr|u\.?s\.?c|statute|rule|applicant|inventor(?:ship)?|oath|declaration|continuation|divisional|reissue|reexamination|restriction|interference|derivation|grace period|novelty|obviousness|obvious|anticipat\w*|patentab\w*|eligib\w*|enablement|written description|indefinite\w*|specification|drawings?|abstract|claims?|dependent|independent|means[- ]plus[- ]function|micro entity|small entity|maintenance|expire|expiry|expiration|extension|adjustment|pta|pte|abandon\w*|revive|petition|allowance|issue fee|publication|publish\w*|assignment|ownership|infringe\w*|design patent|plant patent|utility patent|pct|international application|national stage|paris|foreign|ids|information disclosure|duty of disclosure|terminal|double patenting|candor|correction|mark\w*|nonobvious\w*|damages|royalt\w*|license|prior art|amend\w*|rce|request for continued examination|patent|inventions?|applications?|uspto|patent office|appellant|board|hearing|confidential\w*|secre(?:t|cy)|reexamination)\b/i;

const REFERS_TO_PATENT =
  /\b(?:this|the|that) (?:patent|invention|one)\b|\b(?:it|its)\b|\bclaims? \d+|\b(?:assignee|owner|owns|inventors?|expires?|expiry|expiration|status|cover|covers|cites|cited|citations)\b/i;
/**
 * Words that can only mean the patent the conversation is about ("this patent"). "Its" is not among them: in "I
 * received a notice of allowance … how do I claim its benefit?" it stands for the question's own subject.
 */
const NAMES_THE_PATENT = /\b(?:this|that) (?:patent|one)\b/i;
/**
 * A subject of the question's own, not the patent of the context: "a US provisional application", "my application",
 * "a continuation", "I filed …", "we received a notice of allowance", "a US patent granted in 2006". "It" and "its"
 * then stand for that subject (attorney review, issue 25): a paper of prosecution (a notice of allowance, an Office
 * action) is the asker's, since a granted patent has none to come.
 */
const OWN_SUBJECT =
  /\b(?:a|an|my|our)\s+(?:(?:us|u\.s\.|new|pending|earlier|later|foreign|pct|international|utility|design|plant|provisional|non-?provisional|continuation|divisional|patent)\s+){0,3}(?:applications?|provisionals?|patents?|filings?|inventions?|continuations?(?:-in-part)?|divisionals?|cips?)\b|\b(?:a|an|my|our|the)\s+(?:notices? of allowance|(?:(?:non-?)?final\s+)?(?:office actions?|rejections?)|restriction requirements?)\b|\b(?:i|we)\s+(?:have\s+|had\s+|just\s+)?(?:filed|submitted|invented|disclosed|published|received|got)\b/i;

/** The words naming the application something is asked about as prior art against: "against my application", "… to our US application". */
const AGAINST_AN_APPLICATION = String.raw`(?:against|to|for|versus|vs\.?)\s+(?:a|an|my|our|the|your|their|this|that)?\s*(?:[\w.-]+\s+){0,3}?(?:applications?|app|filings?|inventions?|case|claims?)\b`;
/** The application a patent is asked about as prior art against ("… to our application filed on 2009-03-01"). */
export const AGAINST_APPLICATION = new RegExp(String.raw`\b${AGAINST_AN_APPLICATION}`, 'i');
/** "Prior art against my application", "prior art to our US application": the asker's application, not the subject. */
const PRIOR_ART_AGAINST = new RegExp(String.raw`\bprior[- ]art\s+${AGAINST_AN_APPLICATION}`, 'gi');

/** "Is it prior art against my application …?", "Could it be cited as prior art to our filing?": "it" is a patent. */
export const IT_AS_PRIOR_ART =
  /\b(?:is|was|could|can|would|might|may|will)\s+it\s+(?:\w+\s+){0,4}?prior[- ]art\s+(?:against|to|for)\b/i;

// A question about prior art as a legal notion ("my duty to disclose prior art", "what counts as prior art").
const ABOUT_PRIOR_ART =
  /\b(?:disclos\w*|duty|cite|citing|submit\w*|counts? as|qualif\w*|definition|define)\b.{0,30}\bprior art\b/i;

/**
 * The art a named patent cites, asked (attorney review 2: "What prior art is cited for US7863991?" ran a search): the
 * references cited on its grant, read from its record, not a search for art against it.
 */
const CITED_OF_RECORD =
  /\b(?:is|are|was|were|been|has|have)\s+(?:\w+\s+)?cited\b|\bcited\s+(?:by|in)\s+(?:the\s+)?(?:examiner|applicant|patent|grant)\b|\breferences?\s+cited\b|\bexaminer\b[^.?]{0,30}\bcit(?:e|ed)\b|\b(?:does|did)\s+(?:it|us\s?[\d,]+|the patent)\s+cite\b|\bof record\b/i;

// A question of law about what is prior art ("Is a later-published, earlier-filed application prior art?", "Can
// my own blog post be used as prior art against me?"): asks whether something is, counts as or can be used as prior
// art, and asks nobody to find anything (the reader's `search`). "Is there prior art for …?" asks for documents.
/** A sentence opening with a question word of law ("when", "how", "under which …", "as of what date", "what counts"). */
const WH_OF_LAW =
  /^\s*(?:when|how|why|under|at what|as of|what (?:counts|qualifies|makes|is|are))\b(?!\s+there\b)/i;
/** A sentence asking a question of law: yes or no (the reader's reading, not "is there …?"), or by a question word. */
const asksOfLaw = (sentence: string) => {
  const r = readQuestion(sentence);
  return (r.asks.has('yes-no') && !r.existential) || WH_OF_LAW.test(sentence);
};
const IS_PRIOR_ART =
  /\b(?:is|are|was|were|be|becomes?|counts?|qualif\w*|considered|treated|available|used|usable|cited|citable|effective)\b[^?]{0,100}?\bprior art\b/i;

/**
 * A question whether something is prior art, under which provision or as of when: a legal question. The facts may come
 * first ("Their application was filed on … Is it prior art against us?"): any sentence of it may ask.
 */
/** A patent (or paper) asked about as cited against an application ("can the examiner cite US… as prior art …?"). */
const CITED_AS_ART = /\b(?:cite|use|apply|rely (?:up)?on)\b[^?]{0,60}?\bas (?:valid )?prior art\b/i;

/**
 * A patent asked about as usable against an application without the words "prior art" (attorney re-review): "Could
 * US… be used / cited / relied on against my application filed …?", "Would US… anticipate a claim in an application
 * filed …?".
 */
const USED_AGAINST = new RegExp(
  String.raw`\b(?:used|cited|citable|relied (?:up)?on|applied|raised|asserted)\s+${AGAINST_AN_APPLICATION}|\banticipat\w*\b[^?]{0,60}?\b(?:applications?|claims?|inventions?)\b[^?]{0,60}?\bfiled\b`,
  'i',
);

export function isPriorArtLawQuestion(q: string): boolean {
  if (readQuestion(q).search) return false;
  // A clause after a dash or a semicolon asks as a sentence does ("A US patent … filed in 2001 — is it prior art …?").
  return q
    .split(/(?<=[.?!;])\s+|\s+[—–-]{1,2}\s+/)
    .some((s) => (IS_PRIOR_ART.test(s) || CITED_AS_ART.test(s) || USED_AGAINST.test(s)) && asksOfLaw(s));
}

// Prior art the user has, to be sent to the Office ("Can I send it to the examiner?"): a question of procedure.
const TO_THE_OFFICE =
  /\b(?:send|submit|give|file|cite|bring|show)\b.{0,40}\b(?:examiner|uspto|patent office|the office)\b/i;

/** The verbs of a request in PRIOR_ART ("find", "list", "show me …"). */
const REQUEST_VERBS = new Set(['find', 'search', 'show', 'list', 'look', 'give', 'identify', 'get']);

/**
 * Whether PRIOR_ART asks for documents: not when its verb is a noun after a determiner or an owner, as wink-nlp reads
 * it ("when should I send in the list of earlier patents I know about": the list is a paper sent to the Office, an
 * IDS, not a request to list).
 */
function asksForDocuments(q: string): boolean {
  const t = tokens(q);
  return [...q.matchAll(new RegExp(PRIOR_ART.source, 'gi'))].some((m) => {
    const k = t.findIndex((x) => x.start === m.index);
    const before = t[k - 1];
    const noun =
      k > 0 &&
      REQUEST_VERBS.has(t[k].lemma) &&
      t[k].pos === 'NOUN' &&
      before.s === t[k].s &&
      (before.pos === 'DET' || /^(?:my|our|your|his|her|their|its)$/.test(before.lower));
    return !noun;
  });
}

/** A claim of a named patent asked to be shown ("show me claim 2 of patent 8419845"): a question on that patent. */
const SHOWS_CLAIM_OF_PATENT = (q: string) =>
  /\bclaims?\s+(?:no\.?\s*|number\s*)?\d{1,3}\s+(?:of|in|from)\b/i.test(q) &&
  patentRefs(q).length > 0 &&
  !/\bprior[- ]art\b/i.test(q);

export function isPriorArtRequest(q: string): boolean {
  return (
    ((PRIOR_ART.test(q) && asksForDocuments(q) && !SHOWS_CLAIM_OF_PATENT(q)) || priorArtAgainstPatent(q)) &&
    !ABOUT_PRIOR_ART.test(q) &&
    !(CITED_OF_RECORD.test(q) && patentNumbersIn(q).length > 0) &&
    !TO_THE_OFFICE.test(q) &&
    !isPriorArtLawQuestion(q)
  );
}

// What stands just before a named patent in a request for art against it: "What prior art is there against US…",
// "anything earlier than US…", "invalidate (claim 1 of) US…".
const BEFORE_TARGET = [
  /\bprior[- ]art\b[^.?!]{0,40}?\b(?:against|for|to|on)\s+(?:the\s+)?$/i,
  /\b(?:anything|something|art|patents?|documents?|references?)\s+(?:earlier|older)\s+than\s+(?:the\s+)?$/i,
  /\b(?:predat\w*)\s+$/i,
  /\binvalidat\w*\s+(?:the\s+)?(?:(?:independent\s+)?claims?\s+(?:\d+\s+)?(?:of|in)\s+(?:the\s+)?)?$/i,
];

/** Claims named just before their patent: "claim 1 of ", "claims 1-3 and 7 in the ", "independent claim 12 of ". */
const CLAIMS_OF =
  /\b(?:(?:independent|dependent)\s+)?claims?\s+(?:no\.?\s*)?\d{1,3}(?:\s*(?:-|–|to|and|or|,)\s*\d{1,3})*\s+(?:of|in|from)\s+(?:the\s+)?$/i;

/** A request for prior art against a patent the question names (the patent follows the request's words). */
export function priorArtAgainstPatent(q: string): boolean {
  return patentRefs(q).some((r) => {
    // The claims named before the patent ("… against claim 1 of US…", attorney review 3) stand for the patent.
    const before = q.slice(Math.max(0, r.start - 100), r.start).replace(CLAIMS_OF, '');
    return BEFORE_TARGET.some((re) => re.test(before));
  });
}

/**
 * The kind of question (issue 25): a prior-art or search request; a question about a named patent; a legal or
 * procedural question; anything else. `patent` is the patent the question or its context names.
 */
export function classify(question: string, patent: string | null, named = true): QuestionKind {
  if (isPriorArtRequest(question)) return 'prior-art';
  // A patent only in the context (the page) or the conversation: a law question that does not refer to it stays legal.
  // "It" refers to the context's patent only when the question names no subject of its own; "this patent" always does.
  // The application a thing is asked about as prior art against ("is it prior art to my application?") is not what
  // "it" stands for.
  const own = OWN_SUBJECT.test(question.replace(PRIOR_ART_AGAINST, 'prior art'));
  const refers = NAMES_THE_PATENT.test(question) || (REFERS_TO_PATENT.test(question) && !own);
  // Read with the texts' words for its lay words too ("knocking off my product" is an infringement).
  const legal = LEGAL.test(question) || LEGAL.test(withStatuteWords(question));
  if (patent && (named || refers || !legal)) return 'patent';
  if (legal) return 'legal';
  return 'other';
}

const FOLLOW_UP = /^\s*(and|or|but|what about|how about|what if|same for|also|then|so)\b/i;
/**
 * Words pointing back to the previous question's date or period ("that date", "the same deadline", "miss it"): the
 * question has no subject without it. A question naming a subject of its own (a date, a patent) does not point back.
 */
const POINTS_BACK =
  /\b(?:that|this|the same|said)\s+(?:date|deadline|day|period|time limit|cut-?off)\b|\b(?:miss|missed|misses|missing|blow|blew|pass|passed)\s+(?:it|that|this|them)\b(?!\s+(?:patent|application|fee|office|claim)s?\b)/i;
const ASKS = /\b(what|how|when|who|which|why|where|can|could|does|do|is|are|must|should|may)\b/i;

/**
 * A question that continues the previous one ("and for a design patent?", "what about claim 2?"): starts with a
 * connecting word, or is too short to stand alone. Returns the previous user question it continues, or null.
 */
export function previousQuestion(question: string, history: Turn[]): string | null {
  const prev = [...history].reverse().find((t) => t.role === 'user' && t.content.trim() !== question.trim());
  if (!prev) return null;
  // "And what happens if I miss that date?" names the previous question's date: it continues it (attorney review 3).
  if (POINTS_BACK.test(question) && !patentRefs(question).length && !/\b\d{4}\b/.test(question))
    return prev.content;
  // "And what is a terminal disclaimer?" asks something of its own; "and for a design patent?" does not.
  const rest = question.replace(/^\s*(and|or|but|so|also|then)\b\s*/i, '');
  // "And what if it's a design application?" asks the previous question again of another case (attorney review).
  const standalone =
    !/^\s*(?:(?:what|how) about|what if)\b/i.test(rest) && ASKS.test(rest) && tokenize(rest).length >= 2;
  if (standalone) return null;
  return FOLLOW_UP.test(question) || tokenize(question).length <= 3 ? prev.content : null;
}

/** The patent the conversation is about: the latest one a user turn named, or an answer was about. */
export function patentInHistory(history: Turn[]): string | null {
  for (const t of [...history].reverse()) {
    const about = t.content.match(/^Answering about \*\*US([A-Z]*\d+)\*\*/);
    if (about) return about[1];
    const named = patentNumbersIn(t.content);
    if (t.role === 'user' && named.length) return named[0];
  }
  return null;
}

/** The kind of patent a question is about ("a design patent", "plant applications", "designs", "the utility one"). */
const SUBJECT =
  /\b(utility|design|plant|reissue)(?:s\b|(?=\s+(?:patents?|applications?|ones?|cases?|filings?)\b))/gi;

/**
 * The previous question asked again of the follow-up's subject ("When are maintenance fees due for a utility patent?"
 * then "and for a design patent?": "… for a design patent?"): the asked thing stays, the subject changes. Unchanged
 * when the follow-up names no kind of patent, or the previous question names none to replace.
 */
export function withSubjectOf(prev: string, followUp: string): string {
  const subject = [...followUp.matchAll(SUBJECT)][0]?.[1];
  if (!subject) return prev;
  return prev.replace(
    SUBJECT,
    (m) =>
      (/^[A-Z]/.test(m) ? subject[0].toUpperCase() : subject[0].toLowerCase()) +
      subject.slice(1).toLowerCase(),
  );
}

/** A follow-up naming only a new object: "and for a final rejection?", "what about a restriction requirement?". */
const NEW_OBJECT =
  /^\s*(?:and|or|but|what about|how about|same for|also|then|so)\s+(?:(?:for|to|with|in|on|about|after)\s+)?((?:an?|the)\s+[\w\s-]{2,60}?)\s*[?.!]*\s*$/i;
/** The last object of a question after its preposition ("… respond to a non-final office action?"). */
const LAST_OBJECT = /\b(to|for|with|in|on|about|after|of)\s+(?:an?|the)\s+[\w\s-]{2,60}?(\s*[?.!]*\s*)$/i;
/** Words naming an entity size or a kind of patent: the fee and term follow-ups keep their question as it stands. */
const SUBJECT_WORDS = /\b(?:micro|small|large)\b|\b(?:utility|design|plant|reissue|provisional)\b/i;

/**
 * The previous question restated for its follow-up, so that the follow-up keeps what was asked (a period stays a
 * period, a fee a fee): the kind of patent replaced ("… for a design patent?"), or the last object replaced by the one
 * the follow-up names ("How long do I have to respond to a non-final office action?" then "and for a final
 * rejection?": "How long do I have to respond to a final rejection?"). Otherwise the previous question as it is.
 */
export function restated(prev: string, followUp: string): string {
  const subject = withSubjectOf(prev, followUp);
  if (!restatesObject(prev, followUp)) return subject;
  const object = NEW_OBJECT.exec(followUp)![1];
  return prev.replace(LAST_OBJECT, (_m, prep: string, end: string) => `${prep} ${object}${end}`);
}

/** Whether a follow-up only swaps the previous question's last object (see restated): it is then asked as restated. */
export function restatesObject(prev: string, followUp: string): boolean {
  return (
    withSubjectOf(prev, followUp) === prev &&
    !SUBJECT_WORDS.test(followUp) &&
    NEW_OBJECT.test(followUp) &&
    LAST_OBJECT.test(prev)
  );
}

/**
 * The question a follow-up continues, through a chain of follow-ups ("What is the filing fee?", "and for a design
 * patent?", "and for a micro entity?"): each earlier follow-up restated into the question it followed, its own
 * words kept beside it. Null when the question is no follow-up.
 */
export function followedQuestion(question: string, history: Turn[]): string | null {
  const asked = previousQuestion(question, history);
  if (!asked) return null;
  const at = history.map((t) => t.content).lastIndexOf(asked);
  const earlier = followedQuestion(asked, history.slice(0, Math.max(0, at)));
  if (!earlier) return asked;
  const merged = restated(earlier, asked);
  return merged === earlier ? `${earlier} ${asked}` : merged;
}

/** What depends on the kind of patent: its term, its maintenance fees (in the texts' word or lay words). */
const KIND_DEPENDENT = new RegExp(String.raw`${MAINTENANCE_WORDS.source}|\bterm\b|\bexpir\w*`, 'i');

/**
 * A question on what depends on the kind of patent, naming no kind and no patent, right after a question on a design
 * or plant patent ("How long is the term of a design patent?", then "Are maintenance fees due?"): asked of that kind
 * (attorney review, issue 25). Any other question is returned as it is.
 */
export function withKindOfConversation(question: string, history: Turn[]): string {
  if (!KIND_DEPENDENT.test(question) || /\b(?:utility|design|plant|reissue)\b/i.test(question))
    return question;
  if (patentRefs(question).length) return question;
  const prev = [...history].reverse().find((t) => t.role === 'user' && t.content.trim() !== question.trim());
  const kind = prev?.content.match(/\b(design|plant)(?=\s+(?:patents?|applications?)\b)/i)?.[1];
  return kind ? `${question.trim().replace(/[?.!]+$/, '')} for a ${kind.toLowerCase()} patent?` : question;
}
