import {
  DISCLAIMER,
  KNOWN_ART,
  sectionSentences,
  type SectionKind,
  wholeSentences,
  withoutHeading,
} from './description-sections.js';
import { cosine, terms } from './text.js';

/** How the local engine's summary is labelled in the result and the panel. */
export const SUMMARY_SOURCE =
  'Extracted by the local engine: whole sentences of the abstract and description, unchanged (no language model).';

/** Opens with a word that points back at a sentence not shown ("This determination…", "Such a…"). */
const DANGLING =
  /^(?:this|these|that|those|such|it|its|they|their|thus|therefore|hence|accordingly|however|further|furthermore|additionally|also|moreover|then|here|there|in this|in that|for (?:this|that|these|those) reasons?|in (?:one|a|an|each|another) such|as such|in contrast|by contrast|in other words|on the other hand|instead|conversely|similarly|likewise|in addition|alternatively|otherwise|the above|the foregoing|said|more particularly|in particular|particularly|specifically|more specifically)\b/i;
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

/**
 * Refers back to text not shown ("As previously noted, …", "as already described above", "Once registered, …") or
 * leads in to what follows ("the following approach may be employed.", "… as follows."): not usable on its own
 * (attorney re-review of issue 23). "At this time, …" points at a step not shown.
 */
const REFERS_ELSEWHERE =
  /\bas (?:(?:has|have|was|were) )?(?:previously|already|earlier|before)\b|\bas will be (?:described|explained|discussed|shown|seen)\b|\bhereinafter\b|^at this (?:time|point|stage)\b|\bas (?:noted|mentioned|described|discussed|stated|explained|indicated|set forth|shown) (?:above|earlier|before|previously)\b|\b(?:aforementioned|aforesaid|above-(?:mentioned|described|noted)|previously (?:noted|mentioned|described|discussed))\b|^once [a-z]+(?:ed|en)\b|\bthe following\b(?:\s+\S+){0,5}[.!?]$|\bas follows[.!?]$|:$/i;

/** Words that end the noun phrase a sentence opens with ("The plurality of metal layers are …"). */
const PHRASE_END =
  /^(?:is|are|was|were|has|have|had|may|can|could|will|would|shall|should|must|includes?|including|comprises?|comprising|contains?|containing|provides?|being|which|that|in|on|at|to|for|with|by|from|and|or|into|between|within|when|where|while|is)$/i;

/**
 * The terms of the noun phrase a sentence opens with when it is definite ("The plurality of metal layers …",
 * "Said housing …"); [] when it opens otherwise.
 */
function definiteOpening(s: string): string[] {
  const m = /^(?:The|Said|Each of the|Both of the)\s+(.*)$/.exec(s);
  if (!m) return [];
  const phrase: string[] = [];
  for (const w of m[1].split(' ')) {
    const word = w.replace(/[,;:.]+$/, '');
    if (PHRASE_END.test(word) || phrase.length >= 5) break;
    phrase.push(word);
    if (word !== w) break;
  }
  return terms(phrase.join(' '));
}

/** Whether what a sentence opens on ("The plurality of metal layers …") is known: named before, or the invention. */
const introduced = (s: string, known: ReadonlySet<string>) =>
  FIELD.test(s) || definiteOpening(s).every((t) => known.has(t));

/**
 * Content the text lost in parsing (attorney review of issue 23, US7642270: "… the novel compounds of Formula I: or a
 * solvate, hydrate …", the structure drawn as an image): a colon running straight on into "or"/"and"/"wherein", empty
 * parentheses, or variables left to the specification ("W, A, Y … are described in the specification").
 */
const LOST_CONTENT =
  /:\s+(?:or|and|wherein|in which)\b|\(\s*\)|\bare (?:as )?(?:described|defined) in the (?:specification|description)\b/i;
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
  (!DANGLING.test(s) || (defining && /^there (?:is|are) (?:provided|disclosed|described)\b/i.test(s))) &&
  !UNUSABLE.test(s) &&
  !REFERS_ELSEWHERE.test(s) &&
  !lostContent(s) &&
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

/** Opens as a sequel to a statement before it: no lead of a summary. */
const LEADS_ON =
  /^(?:another|yet another|an?other|further|also|additionally|we also|for (?:example|instance)|e\.g\.)\b/i;
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
): string {
  return summarySentences(title, abstract, description, maxWords).join(' ');
}

/** The sentences extractiveSummary joins, in their order. */
export function summarySentences(
  title: string,
  abstract: string,
  description: string,
  maxWords = 90,
): string[] {
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
  const whole = [
    ...abs.map((s, i) => ({ s: withoutHeading(s), i, inAbstract: true, kind: 'abstract' })),
    ...described.map(({ sentence, kind }, k) => ({
      s: sentence,
      i: abs.length + k,
      inAbstract: false,
      kind,
    })),
  ].filter((x) => complete(x.s, x.i === 0) && !(x.inAbstract && ON_KNOWN_ART(x.s)));
  if (whole.length === 0) return [abs.find((s) => /[.!?]$/.test(s)) ?? title];
  // Announcements of the invention go, unless nothing else is left.
  // …but an announcement followed by the steps it announces ("A method for … is disclosed. First, …") names what
  // they are steps of, so it stays (attorney review, US7473606).
  const telling = whole.filter(
    (x) => !saysNothing(x.s, title) || (x.inAbstract && SEQUENCE_START.test(abs[x.i + 1] ?? '')),
  );
  const pool = telling.length > 0 ? telling : whole;
  const focus = terms(`${title} ${title} ${abstract}`);
  const ranked = pool.map((x) => ({ ...x, t: terms(x.s), score: 0 }));
  for (const r of ranked) r.score = cosine(r.t, focus) + (r.inAbstract ? 0.15 : 0);
  // The invention's first statement comes first, whatever its score (attorney review of issue 23): the abstract's,
  // else the summary or field section's, not one that reads as a sequel ("Another aspect …").
  // A lead after left-out sentences opens on what the title names ("The data structure …" of a sentence left out is not).
  const titled = new Set([...terms(title), ...ANNOUNCING]);
  const leads = ranked.filter((r) => !LEADS_ON.test(r.s) && (r.i === 0 || introduced(r.s, titled)));
  const lead =
    leads.find((r) => r.inAbstract) ?? leads.find((r) => r.kind === 'summary' || r.kind === 'field');
  if (lead) {
    lead.score = Infinity;
    if (!lead.inAbstract) lead.i = -1;
  }
  ranked.sort((a, b) => b.score - a.score);
  const picked: typeof ranked = [];
  let count = 0;
  for (const r of ranked) {
    const n = r.s.split(' ').length;
    if (count + n > maxWords && picked.length > 0) continue;
    if (picked.some((p) => p.s.toLowerCase() === r.s.toLowerCase() || cosine(p.t, r.t) > 0.6)) continue;
    picked.push(r);
    count += n;
    if (count >= maxWords * 0.8) break;
  }
  // A sentence opening with a definite noun phrase ("The plurality of metal layers …") needs its referent: each of
  // the phrase's terms in the title or a sentence shown before it (attorney re-review, US8421353).
  const shown: string[] = [];
  const known = new Set(terms(title));
  for (const p of picked.sort((a, b) => a.i - b.i)) {
    if (p !== lead && (!introduced(p.s, known) || (shown.length === 0 && LEADS_ON.test(p.s)))) continue;
    shown.push(p.s);
    for (const t of p.t) known.add(t);
  }
  return shown;
}
