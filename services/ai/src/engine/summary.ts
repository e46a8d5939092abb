import { cosine, terms } from './text.js';

/** How the local engine's summary is labelled in the result and the panel. */
export const SUMMARY_SOURCE =
  'Extracted by the local engine: whole sentences of the abstract and description, unchanged (no language model).';

const ABBREVIATION =
  /\b(?:FIGS?|Fig|No|Nos|e\.g|i\.e|etc|approx|ca|vs|U\.S|Ser|Pat|Appl|al|Ref|Eq|Nr|min|max|wt|vol)\.$/i;
/** Opens with a word that points back at a sentence not shown ("This determination…", "Such a…"). */
const DANGLING =
  /^(?:this|these|that|those|such|it|its|they|their|thus|therefore|hence|accordingly|however|further|furthermore|additionally|also|moreover|then|here|there|in this|in that|as such|similarly|likewise|in addition|alternatively|otherwise|the above|the foregoing|said|more particularly|in particular|particularly|specifically|more specifically)\b/i;
/** Claim-style enumerators and references to figures or claims make a sentence unusable out of context. */
const UNUSABLE = /(?:^|\s)\(?(?:[a-z]|[ivx]{1,4}|\d{1,2})\)\s|\bFIGS?\.|\bclaims? \d|\bsee\b|^\W|\[\d{4}\]/i;

/**
 * A section heading the description's text runs into the next sentence ("SUMMARY OF THE INVENTION An object of …",
 * "1. Field of the Invention The present …", "BACKGROUND The present …"): two or more capitalised words, a usual
 * heading word in capitals (one word alone may be an acronym, so only these), or a usual title-case heading.
 */
const HEADING =
  /^(?:\d+\.\s*)?[A-Z][A-Z0-9'&/-]{2,}\s+(?:(?:[A-Z][A-Z0-9'&/-]+|OF|THE|AND|TO|IN|FOR|A|AN)\s+)+(?=[A-Z][a-z]|A\s)|^(?:\d+\.\s*)?(?:BACKGROUND|SUMMARY|FIELD|DESCRIPTION|INTRODUCTION|OVERVIEW|EMBODIMENTS?)\s+(?=[A-Z][a-z]|A\s)|^(?:\d+\.\s*)?(?:Technical Field|Field(?: of the (?:Invention|Disclosure))?|Background(?: of the (?:Invention|Disclosure))?(?: Art)?|(?:Description of (?:the )?)?Related Art|Summary(?: of the (?:Invention|Disclosure))?|Brief Summary|Detailed Description(?: of the (?:Invention|Preferred Embodiments?))?)\s+(?=[A-Z][a-z])/;

/** The sentence without a heading glued to its start. */
export function withoutHeading(sentence: string): string {
  let s = sentence;
  for (let prev = ''; prev !== s;) {
    prev = s;
    s = s.replace(HEADING, '');
  }
  return s;
}

/** Whole sentences: split at . ! ? followed by a capital, not after an abbreviation or a single letter. */
export function wholeSentences(text: string): string[] {
  const flat = text.replace(/\s+/g, ' ').trim();
  const out: string[] = [];
  let start = 0;
  for (const m of flat.matchAll(/[.!?](?=\s+["(]?[A-Z])/g)) {
    const end = m.index + 1;
    const candidate = flat.slice(start, end);
    if (ABBREVIATION.test(candidate) || /(?:^|\s)[A-Z]\.$/.test(candidate)) continue;
    out.push(candidate.trim());
    start = end;
  }
  const last = flat.slice(start).trim();
  if (last) out.push(last);
  return out;
}

/**
 * A statement of the problem or of the prior art, not of the invention (attorney review of issue 23: "If the napkin
 * has instead been tied with a cord …, it must now be untied.").
 */
const PROBLEM =
  /\bPat(?:ent)?\.? Nos?\.|\b(?:prior art|related art|conventional(?:ly)?|drawbacks?|disadvantages?|problems?|shortcomings?|deficienc(?:y|ies)|inconvenien(?:t|ce)|cumbersome|must now|heretofore|has been proposed|have been proposed|(?:is|are) well known|known in the art)\b/i;
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

/** A statement of the field ("The present invention relates to …"): kept even under a background heading. */
const FIELD = /\b(?:present|this) (?:invention|disclosure)\b/i;

/** A heading that opens the background section, glued to the start of a sentence (or a sentence by itself). */
const BACKGROUND_OPENS =
  /^(?:\d+\.\s*)?(?:BACKGROUND|Background\b|(?:Description of (?:the )?)?(?:Prior|Related|Background) Art\b|DESCRIPTION OF (?:THE )?(?:PRIOR|RELATED) ART)/;
/** A heading that closes it: the summary, the description of the drawings or of the embodiments, the objects. */
const BACKGROUND_CLOSES =
  /^(?:\d+\.\s*)?(?:SUMMARY|Summary of the|BRIEF (?:SUMMARY|DESCRIPTION)|Brief (?:Summary|Description)|DETAILED DESCRIPTION|Detailed Description|DESCRIPTION OF (?:THE )?(?:PREFERRED |ILLUSTRATIVE )?EMBODIMENTS?|Description of (?:the )?(?:Preferred |Illustrative )?Embodiments?|OBJECTS? (?:AND|OF)|Objects? (?:and|of) the)/;

/**
 * Whether each description sentence is in the background (its problem and prior art, left out of the summary but for
 * statements of the field): from a BACKGROUND or "Description of the Related Art" heading to a SUMMARY, DETAILED
 * DESCRIPTION or like heading.
 */
function inBackground(sentences: string[]): boolean[] {
  let background = false;
  return sentences.map((s) => {
    if (BACKGROUND_OPENS.test(s)) background = true;
    else if (BACKGROUND_CLOSES.test(s)) background = false;
    return background;
  });
}

/**
 * Refers back to text not shown ("As previously noted, …", "as already described above", "Once registered, …") or
 * leads in to what follows ("the following approach may be employed.", "… as follows."): not usable on its own
 * (attorney re-review of issue 23). "At this time, …" points at a step not shown.
 */
const REFERS_ELSEWHERE =
  /\bas (?:previously|already|earlier|before)\b|^at this (?:time|point|stage)\b|\bas (?:noted|mentioned|described|discussed|stated|explained|indicated|set forth|shown) (?:above|earlier|before|previously)\b|\b(?:aforementioned|aforesaid|above-(?:mentioned|described|noted)|previously (?:noted|mentioned|described|discussed))\b|^once [a-z]+(?:ed|en)\b|\bthe following\b(?:\s+\S+){0,5}[.!?]$|\bas follows[.!?]$|:$/i;

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
  // Balanced parentheses: a sentence cut inside one is not whole.
  (s.match(/\(/g)?.length ?? 0) === (s.match(/\)/g)?.length ?? 0);

/**
 * Extractive summary: the abstract's first (defining) sentence, then complete sentences of the abstract and
 * description, the most central to title + abstract, in their order, never cut; sentences that open by pointing back
 * ("This determination…"), carry enumerators such as "(c)", cite figures or claims, or repeat a sentence already picked
 * are left out, and so are description sentences of the background, stating a problem, or captioning a drawing by
 * its reference numerals.
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
  const desc = wholeSentences(description).slice(0, 80);
  const background = inBackground(desc);
  // Description sentences that state the problem or the prior art, or caption a drawing by its reference numerals
  // ("The bonding layer 31 is located around the display unit 20"), say nothing of the invention as claimed.
  const described = desc
    .map((s, k) => ({ s: withoutHeading(s), k }))
    .filter(
      ({ s, k }) => (!background[k] || FIELD.test(s)) && !PROBLEM.test(s) && !REFERENCE_NUMERAL.test(s),
    );
  const pool = [
    ...abs.map((s, i) => ({ s: withoutHeading(s), i, inAbstract: true })),
    ...described.map(({ s, k }) => ({ s, i: abs.length + k, inAbstract: false })),
  ].filter((x) => complete(x.s, x.i === 0));
  if (pool.length === 0) return [abs.find((s) => /[.!?]$/.test(s)) ?? title];
  const focus = terms(`${title} ${title} ${abstract}`);
  const ranked = pool.map((x) => ({ ...x, t: terms(x.s), score: 0 }));
  for (const r of ranked) r.score = cosine(r.t, focus) + (r.inAbstract ? 0.15 : 0);
  // The abstract's first sentence defines the invention (attorney review of issue 23): it comes first, whatever its score.
  for (const r of ranked) if (r.i === 0) r.score = Infinity;
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
    if (shown.length > 0 && !FIELD.test(p.s) && !definiteOpening(p.s).every((t) => known.has(t))) continue;
    shown.push(p.s);
    for (const t of p.t) known.add(t);
  }
  return shown;
}
