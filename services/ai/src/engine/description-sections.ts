/**
 * A description's sections, read from its headings and cue phrases: one reader of what is background (the problem
 * and the prior art) and what states the invention, for the analysis summary and the drafter (issue 23, item 6).
 */
export type SectionKind =
  | 'front'
  | 'related applications'
  | 'field'
  | 'background'
  | 'summary'
  | 'drawings'
  | 'detailed description'
  | 'examples'
  | 'claims'
  | 'other';

export interface DescriptionSection {
  kind: SectionKind;
  /** The heading as printed ('' for the text before the first heading). */
  heading: string;
  /** Where the heading starts in the description, white space collapsed. */
  start: number;
  /** The section's text after its heading. */
  text: string;
}

/** Abbreviations a sentence does not end at ("FIG. 1", "No. 5", "e.g. A", "approx. 5"). */
const ABBREVIATION =
  /\b(?:FIGS?|Fig|No|Nos|e\.g|i\.e|etc|approx|ca|vs|U\.S|Ser|Pat|Appl|al|Ref|Eq|Nr|min|max|wt|vol|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec|Inc|Corp|Ltd)\.$/i;

/** Whether a text ends at an abbreviation (ABBREVIATION) or a single capital's initial ("J."), not a sentence. */
export function abbreviated(text: string): boolean {
  // The last few characters hold any abbreviation (an anchored-at-end test would scan the whole text).
  const tail = text.length > 16 ? text.slice(-16) : text;
  return ABBREVIATION.test(tail) || /(?:^|\s)[A-Z]\.$/.test(tail);
}

/**
 * Whole sentences: split at . ! ? followed by a capital, not after an abbreviation or a single letter. A formula image's
 * placeholder after a sentence's end ("… applications. [formula: image …]", US8420588's abstract) stands apart.
 */
export function wholeSentences(text: string): string[] {
  const flat = text.replace(/\s+/g, ' ').trim();
  const out: string[] = [];
  let start = 0;
  for (const m of flat.matchAll(/[.!?](?=\s+(?:["(]?[A-Z]|\[formula: ))/g)) {
    const end = m.index + 1;
    const candidate = flat.slice(start, end);
    if (abbreviated(candidate)) continue;
    out.push(candidate.trim());
    start = end;
  }
  const last = flat.slice(start).trim();
  if (last) out.push(last);
  return out;
}

/**
 * A heading the text runs into the next sentence ("SUMMARY OF THE INVENTION An object of …", "1. Field of the
 * Invention The present …", "BACKGROUND The present …", "OPERATING ENVIRONMENT The …"): two or more capitalised
 * words, a usual heading word in capitals (one word alone may be an acronym, so only these), or a usual title-case
 * heading.
 */
const GLUED_HEADING =
  /^(?:\d+\.\s*)?[A-Z][A-Z0-9'&/-]{2,}\s+(?:(?:[A-Z][A-Z0-9'&/-]+|OF|THE|AND|TO|IN|FOR|A|AN)\s+)+(?=[A-Z][a-z]|A\s)|^(?:\d+\.\s*)?(?:BACKGROUND|SUMMARY|FIELD|DESCRIPTION|INTRODUCTION|OVERVIEW|EMBODIMENTS?)\s+(?=[A-Z][a-z]|A\s)|^(?:\d+\.\s*)?(?:Technical Field|Field(?: of the (?:Invention|Disclosure))?|Background(?: of the (?:Invention|Disclosure))?(?: Art)?|(?:Description of (?:the )?)?Related Art|Summary(?: of the (?:Invention|Disclosure))?|Brief Summary|Detailed Description(?: of the (?:Invention|Preferred Embodiments?))?)\s+(?=[A-Z][a-z])/;

/** The sentence without a heading glued to its start. */
export function withoutHeading(sentence: string): string {
  let s = sentence;
  for (let prev = ''; prev !== s;) {
    prev = s;
    s = s.replace(GLUED_HEADING, '');
  }
  return s;
}

const OF_INVENTION = '(?: (?:OF|TO) (?:THE )?(?:PRESENT )?(?:INVENTIONS?|DISCLOSURE|TECHNOLOGY))?';
const EMBODIMENTS =
  '(?:(?:PREFERRED|EXEMPLARY|ILLUSTRATIVE|ILLUSTRATED|SPECIFIC|EXAMPLE|CERTAIN|EXAMPLARY) )?(?:EMBODIMENTS?|IMPLEMENTATIONS?)';
/** The kinds of the section headings printed in capitals, each read from the heading's start. */
const UPPER: Array<[SectionKind, RegExp]> = [
  [
    'related applications',
    /^(?:CROSS[- ]?REFERENCES?|RELATED (?:U\.S\. )?(?:APPLICATIONS?|PATENTS?)|CLAIMS? (?:OF|FOR|TO) PRIORITY|PRIORITY (?:CLAIMS?|INFORMATION|APPLICATIONS?)|STATEMENT (?:REGARDING|AS TO)|(?:FEDERALLY|GOVERNMENT)[- ]SPONSORED|GOVERNMENT (?:INTEREST|RIGHTS|SUPPORT|LICENSE)|REFERENCE TO)\b/,
  ],
  ['field', new RegExp(`^(?:TECHNICAL )?FIELD${OF_INVENTION}(?! OF)\\b`)],
  [
    'background',
    /^(?:BACKGROUND|(?:DESCRIPTION|DISCUSSION) OF (?:THE )?(?:RELATED|PRIOR|BACKGROUND|CONVENTIONAL) ART|(?:RELATED|PRIOR|BACKGROUND) ARTS?|TECHNICAL PROBLEMS?|PROBLEMS? TO BE SOLVED)\b/,
  ],
  [
    'summary',
    /^(?:(?:BRIEF |GENERAL )?SUMMARY|DISCLOSURE(?: OF (?:THE )?INVENTION)?\b|OBJECTS?(?: AND (?:SUMMARY|ADVANTAGES))?(?: OF (?:THE )?(?:PRESENT )?INVENTION)?\b|BRIEF DESCRIPTION OF (?:THE )?(?:PRESENT )?INVENTION|TECHNICAL SOLUTION|MEANS FOR SOLVING|STATEMENT OF (?:THE )?INVENTION|ADVANTAGEOUS EFFECTS?)/,
  ],
  [
    'drawings',
    /^(?:BRIEF )?DESCRIPTION OF (?:THE )?(?:DRAWINGS?|FIGURES?|SEVERAL VIEWS|ILLUSTRATIONS|ACCOMPANYING DRAWINGS?)\b/,
  ],
  [
    'detailed description',
    new RegExp(
      `^(?:DETAILED DESCRIPTION|DESCRIPTION OF (?:THE )?${EMBODIMENTS}|BEST MODES?|MODES? FOR CARRYING|EMBODIMENTS?${OF_INVENTION}$|DESCRIPTION${OF_INVENTION}$)`,
    ),
  ],
  [
    'examples',
    /^(?:(?:WORKING|COMPARATIVE|SPECIFIC) )?(?:EXAMPLES?|EXPERIMENTS?|EXPERIMENTAL(?: SECTION| EXAMPLES?| RESULTS)?|TEST RESULTS?)(?: \d+| [IVX]+)?$/,
  ],
  ['claims', /^(?:WHAT IS CLAIMED IS|CLAIMS|I CLAIM|WE CLAIM)$/],
  ['other', /^(?:INDUSTRIAL (?:APPLICABILITY|APPLICATION|UTILITY)|INCORPORATION BY REFERENCE)$/],
];

/**
 * A run of capitalised words and the numbers of a heading ("BACKGROUND OF THE INVENTION", "COMPARATIVE EXAMPLE 3"),
 * at the start or after white space, the next sentence opening after it.
 */
const UPPER_RUN = /\b[A-Z][A-Z'&/-]+(?:\s+(?:[A-Z][A-Z'&/,-]+|\d{1,3}))*(?=\s+["(]?[A-Z0-9])/g;

/** Title-case headings, read after a sentence's end (or a number: "2. Description of the Related Art"). */
const TITLE: Array<[SectionKind, string]> = [
  [
    'field',
    '(?:Technical )?Field of (?:the )?(?:Present )?(?:Invention|Disclosure)|Filed of the Invention|Technical Field',
  ],
  [
    'background',
    '(?:Description|Discussion) of (?:the )?(?:Related|Prior|Background) Art|(?:Related|Prior|Background) Art(?: of the Invention)?|Background (?:of|to) (?:the )?(?:Present )?(?:Invention|Disclosure)(?: Art)?|Discussion of (?:the )?Background|Background Art',
  ],
  [
    'summary',
    '(?:Brief )?Summary of (?:the )?(?:Present )?(?:Invention|Disclosure)|Brief Summary|Objects?(?: and Summary)? of the (?:Present )?Invention|(?:Identification|Statement) of (?:the )?(?:Objects of the )?Invention|Disclosure of (?:the )?Invention',
  ],
  ['drawings', '(?:Brief )?Description of (?:the )?(?:Drawings?|Figures?|Several Views)'],
  [
    'detailed description',
    '(?:Detailed Description|Description of (?:the )?(?:Preferred |Exemplary |Illustrative |Specific )?Embodiments?)(?: of (?:the )?(?:Present )?(?:Invention|Disclosure|(?:Preferred |Exemplary )?Embodiments?))?',
  ],
];
/** One-word title-case headings, only before a usual sentence opening ("Background The …", not "Field effect …"). */
const TITLE_WORD: Array<[SectionKind, string]> = [
  ['field', 'Field'],
  ['background', 'Background'],
  ['summary', 'Summary|Overview'],
];
const OPENING_WORD =
  '(?:The|This|These|A|An|In|It|Embodiments|Various|Many|Conventionally|Generally|Certain|Some|One|Aspects|According|Recently|Currently|There|With|As|Modern|Today)\\b';
/** Where a title-case heading may start: after a sentence's end or a number, on one of the headings' first words. */
const TITLE_START =
  /\b(?:Technical|Field|Filed|Description|Discussion|Related|Prior|Background|Brief|Summary|Objects?|Identification|Statement|Disclosure|Detailed|Overview)\b/g;
/** What precedes a title-case heading: the start or a sentence's end (a number's: "2. Description of …"). */
const AFTER_SENTENCE = /(?:^|[.:;!?)\]"”]\s)$/;
/** A heading's number ("2. Description of …"), after a sentence's or heading's end; not a numeral ending one ("magnet 12. EXAMPLE"). */
const NUMBER_BEFORE = /(?:^|[.:;!?)\]"”A-Z] )(\d{1,2}\. ?)$/;
const numberBefore = (flat: string, index: number) =>
  NUMBER_BEFORE.exec(flat.slice(Math.max(0, index - 6), index))?.[1].length ?? 0;
/** The title-case heading at a start, each kind in a named group. */
const TITLE_AT = new RegExp(
  `(?:${TITLE.map(([k, re]) => `(?<${groupOf(k)}>${re})(?=\\s+(?:\\d+\\.\\s+)?["(]?[A-Z])`)
    .concat(TITLE_WORD.map(([k, re]) => `(?<${groupOf(k)}1>${re})(?=\\s+${OPENING_WORD})`))
    .join('|')})`,
  'y',
);
function groupOf(kind: SectionKind): string {
  return kind.replace(/\W/g, '_');
}

interface Heading {
  kind: SectionKind;
  start: number;
  end: number;
}

/** The headings of the (flat) description that open a section, in order. */
const SENTENCE_GOES_ON = /\s+[a-z]/y;
/** What a heading in capitals follows: a sentence's end, a heading's or a table's last word or number. */
const HEADING_FOLLOWS = /[.:;!?)\]"”A-Z0-9] $/;

function headingsOf(flat: string): Heading[] {
  const out: Heading[] = [];
  for (const m of flat.matchAll(UPPER_RUN)) {
    // A heading follows a sentence's or a heading's end, not a word ("as set out in the BACKGROUND OF THE …").
    if (m.index > 0 && !HEADING_FOLLOWS.test(flat.slice(Math.max(0, m.index - 2), m.index))) continue;
    let run = m[0];
    // A capitalised word the sentence opens with ("SUMMARY LED lamps are …") is no part of the heading.
    SENTENCE_GOES_ON.lastIndex = m.index + run.length;
    if (SENTENCE_GOES_ON.test(flat)) {
      if (!/\s/.test(run) || /,$/.test(run)) continue;
      run = run.replace(/\s+\S+$/, '');
    } else if (!/^\s+["(]?[A-Z0-9]/.test(flat.slice(m.index + run.length, m.index + run.length + 4)))
      continue;
    const kind = UPPER.find(([, re]) => re.test(run))?.[0];
    if (kind) out.push({ kind, start: m.index - numberBefore(flat, m.index), end: m.index + run.length });
  }
  for (const start of flat.matchAll(TITLE_START)) {
    if (!AFTER_SENTENCE.test(flat.slice(Math.max(0, start.index - 2), start.index))) continue;
    TITLE_AT.lastIndex = start.index;
    const m = TITLE_AT.exec(flat);
    if (!m) continue;
    const group = Object.entries(m.groups ?? {}).find(([, v]) => v !== undefined)![0];
    const kind = [...TITLE, ...TITLE_WORD].find(([k]) => group.replace(/1$/, '') === groupOf(k))![0];
    out.push({ kind, start: m.index - numberBefore(flat, m.index), end: m.index + m[0].length });
  }
  return out.sort((a, b) => a.start - b.start).filter((h, i, all) => i === 0 || h.start >= all[i - 1].end);
}

/** The description's sections by their headings, the text before the first heading its 'front'. */
export function descriptionSections(description: string): DescriptionSection[] {
  const flat = description.replace(/\s+/g, ' ').trim();
  const headings = headingsOf(flat);
  const out: DescriptionSection[] = [];
  const front = flat.slice(0, headings[0]?.start ?? flat.length).trim();
  if (front) out.push({ kind: 'front', heading: '', start: 0, text: front });
  headings.forEach((h, i) => {
    const text = flat.slice(h.end, headings[i + 1]?.start ?? flat.length).trim();
    const end = h.kind === 'drawings' ? drawingsEnd(text) : text.length;
    out.push({
      kind: h.kind,
      heading: flat.slice(h.start, h.end),
      start: h.start,
      text: text.slice(0, end).trim(),
    });
    // The drawing list's end without a heading of its own: the embodiments' description.
    if (end < text.length)
      out.push({
        kind: 'detailed description',
        heading: '',
        start: h.end + end,
        text: text.slice(end).trim(),
      });
  });
  return out;
}

/** A sentence of the list of drawings: it names a figure or a view. */
const OF_DRAWINGS = /\bFIGS?\b|\bFigures?\b|\bdrawings?\b|\bviews?\b|\billustrat/i;

/** Where a list of drawings ends: at the first two sentences after a figure's that name none. */
function drawingsEnd(text: string): number {
  const sentences = wholeSentences(text);
  let seen = false;
  let at = 0;
  for (let k = 0; k < sentences.length; k++) {
    at = text.indexOf(sentences[k], at);
    if (OF_DRAWINGS.test(sentences[k])) seen = true;
    else if (seen && k + 1 < sentences.length && !OF_DRAWINGS.test(sentences[k + 1])) return at;
  }
  return text.length;
}

/** The words that open a passage on known art (issue 24 review: "Conventionally, …", "It is known …"). */
export const KNOWN_ART =
  /^(?:technical problems?|problems? to be solved|conventionally|traditionally|typically|historically|heretofore|in the past|in (?:the )?(?:prior|related) art|in known|generally)\b|\b(?:(?:it|is|are|as is)\s+(?:well[- ]|commonly\s+|generally\s+)?known|known in the art|(?:prior|related) art|state of the art|conventional(?:ly)?|known\s+(?:devices?|systems?|methods?|apparatus(?:es)?|techniques?|arrangements?|processes|structures?|approaches)|existing\s+(?:devices?|systems?|methods?|techniques?|approaches))\b/i;
/** The document's disclaimer that it leaves well-known matters out is no passage on known art. */
export const DISCLAIMER =
  /\bnumerous specific details\b|\bso as not to (?:unnecessarily )?obscure\b|\bnot (?:been )?(?:described|shown) in detail\b/i;
/** The description turning to the invention: "In an embodiment of …", "According to the present invention, …". */
export const TURN =
  /^(?:technical solution|means for solving|solution to (?:the )?problem)\b|^(?:(?:in|according to|in accordance with)\s+(?:(?:an?|one|the|this|some|another|certain|various|present|first|second|preferred|exemplary|illustrative|illustrated|particular|example)\s+){0,3}(?:embodiments?|inventions?|aspects?|implementations?|disclosure)\b)|\b(?:the|this)\s+(?:present\s+)?(?:invention|disclosure)\s+(?:provides|relates|is directed|overcomes|solves|addresses|proposes|uses|employs)\b/i;
/** The words that open a statement of the problem: "A drawback of …", "Unfortunately, …". */
const PROBLEM_OPENS =
  /^(?:unfortunately\b|(?:an?|one|the|another)\s+(?:(?:additional|alternative|further|main|major|serious|significant|common|particular|or)\s+)*(?:drawbacks?|disadvantages?|problems?|shortcomings?|limitations?|difficult(?:y|ies)|deficienc(?:y|ies))\b)/i;
/** A statement of the invention's object: "It is therefore an object of the present invention to provide …". */
const OBJECT =
  /^(?:it is\s+(?:therefore\s+|thus\s+|accordingly\s+)?(?:an?|the|one|another)\s+|(?:an?|the|one|another)\s+)(?:(?:primary|principal|main|general|further|important|additional)\s+)?(?:objects?|objectives?|aims?|purposes?)\s+of\s+(?:the|this)\s+(?:present\s+)?(?:invention|disclosure)\b/i;
/** What the invention provides: "A system, method, and computer product are provided that …", "There is provided …". */
const PROVIDED =
  /^(?:an?|one|the)\s[^;]*?\b(?:is|are)\s+(?:herein\s+)?(?:provided|disclosed|described|presented)\b|^(?:there\s+(?:is|are)|herein)\s+(?:provided|disclosed|described)\b/i;
/** A statement of the field: "The present invention relates to …", "This disclosure pertains to …". */
const FIELD_STATEMENT =
  /\b(?:present|this) (?:invention|disclosure)\b|\b(?:invention|disclosure|application)s? (?:generally |particularly )?(?:relates?|pertains?|is directed|concerns?)\b|\b(?:relates?|pertains?) (?:generally |particularly |more particularly |specifically )?to\b/i;
/** How many sentences of a section count as its opening: a known-art word later is a remark, not the opening. */
const OPENING = 3;
/** Sections whose opening may be a passage on known art without a heading of its own. */
const OPENS_ON_ART: SectionKind[] = ['front', 'summary', 'detailed description', 'other'];

export interface SectionSentence {
  sentence: string;
  /** What the sentence is by its section and the cue phrases (a field section's remark on the art is background). */
  kind: SectionKind;
}

/**
 * The description's sentences (headings left out), each with what it is: its section's kind, refined by cue phrases.
 * A field section's sentences after its statement of the field are background ("Laminated safety glass is generally
 * composed of …"), a background section's first statement of the field is the field, and its turn to the invention
 * ("It is an object of the present invention …", "The present invention provides …") opens the summary; an opening
 * on known art or the problem ("Conventionally, …", "A drawback of …") is background until the turn.
 */
export function sectionSentences(
  description: string,
  split: (text: string) => string[] = wholeSentences,
): SectionSentence[] {
  const turns = (s: string) => TURN.test(s) || OBJECT.test(s) || PROVIDED.test(s);
  // Under a background heading the turn names the invention ("In one embodiment described in WO 00/09441, …" is the
  // art's), and "the present invention relates to …" states the field.
  const turnsFromBackground = (s: string) =>
    turns(s) && FIELD_STATEMENT.test(s) && !/\b(?:invention|disclosure)\s+relates\b/i.test(s);
  return descriptionSections(description).flatMap((section) => {
    const sentences = split(section.text).map(withoutHeading);
    // Where a passage on known art that did not start at a heading returns to: the section's own kind.
    const after: SectionKind =
      section.kind === 'background' || section.kind === 'field' ? 'summary' : section.kind;
    let kind: SectionKind = section.kind;
    let leading = true;
    // The opening: its first sentences but the disclaimer that well-known matters are left out.
    const opening = new Set(sentences.flatMap((s, i) => (DISCLAIMER.test(s) ? [] : [i])).slice(0, OPENING));
    return sentences.map((sentence, i) => {
      leading &&= FIELD_STATEMENT.test(sentence);
      if (kind === 'background') {
        if (section.kind === 'background' && leading) return { sentence, kind: 'field' as const };
        if (section.kind === 'background' ? turnsFromBackground(sentence) : turns(sentence)) kind = after;
      } else if (kind === 'field') {
        if (i > 0 && !leading) kind = turns(sentence) ? 'summary' : 'background';
      } else if (
        OPENS_ON_ART.includes(section.kind) &&
        opening.has(i) &&
        (KNOWN_ART.test(sentence) || PROBLEM_OPENS.test(sentence)) &&
        !turns(sentence) &&
        (section.kind === 'front' || sentences.slice(i).some(turns))
      )
        kind = 'background';
      return { sentence, kind };
    });
  });
}
