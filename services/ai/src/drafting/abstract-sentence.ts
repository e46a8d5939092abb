import { tokenize } from './claim-nlp.js';

/**
 * Why a description sentence cannot be an abstract sentence (issue 24 review): it cites a related application or
 * patent ("No.10/293,187 titled …", "incorporated herein by reference"), is a fragment the sentence splitter cut at an
 * abbreviation ("… filed on Nov."), starts with a heading ("Drain Phase After …"), speaks of the document ("as described
 * above"), introduces a list or a legend of reference numerals ("… is as follows."), names a company, a web or e-mail
 * address or a trademark, or has no verb (a heading, a table row). An abstract says what the invention is; these say
 * where it came from or who sells what.
 */
export type UnfitReason =
  | 'citation'
  | 'fragment'
  | 'heading'
  | 'document'
  | 'listing'
  | 'url'
  | 'email'
  | 'company'
  | 'trademark'
  | 'verbless';

/** Related applications, patents and publications, and the words that introduce them. */
const CITATION =
  /\b(?:Ser(?:ial)?\.?\s*Nos?\b|(?:Appl?(?:ication)?|Pat(?:ent)?|Pub(?:lication)?)\.?\s*Nos?\.?\s*\d|Nos?\.\s*\d)|\b\d{1,2}\/\d{3},\d{3}\b|\b\d{1,2},\d{3},\d{3}\b|\bU\.\s?S\.\s*(?:Pat|Provisional|Application|Publication)|\bprovisional\s+(?:patent\s+)?applications?\b|\b(?:co-?pending|commonly[\s-](?:owned|assigned)|cross[\s-]references?|related\s+applications?|priority\s+(?:to|of|from)|(?:continuation|divisional)(?:-in-part)?\s+of)\b|\bincorporated\s+(?:herein\s+)?(?:in\s+(?:its|their)\s+entirety\s+)?by\s+reference\b|\b(?:en)?titled\s+["“]|\bfiled\s+(?:on\s+)?(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?(?:\s|$)/i;
/** A sentence the splitter cut after an abbreviation ("filed on Nov.", "U.S. Pat.") or one that starts inside another. */
const CUT_END =
  /(?:\b(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec|Nos?|Ser|Pat|Appl|Pub|Inc|Corp|Co|Ltd|al|Fig|Figs|vs|approx|Dr|Mr|Ms|St|Ref|Eq|Vol|pp|U\.S)|\b[eEiI]\.[gGeE])\.$/;
const CUT_START = /^(?:No\.|Nos\.|[a-z]|\d|[,;:)\]])/;
/**
 * A heading run into the sentence after it ("Drain Phase After a predetermined exposure period, …", "Operating
 * Environment The following …"), or a table's row of labels ("Structure B1 B2 B3 B4 …").
 */
const HEADING =
  /^(?!(?:The|A|An|In|On|At|For|To|As|By|With|When|While|If|After|Before|During|Each|This|These|Once|Then|Thus)\s)(?:[A-Z][\w-]*\s+){1,4}(?:The|A|An|After|Before|During|In|When|While|This|These|Each|Once|For|To|As)\s|^(?:[A-Z][\w-]*\s+){5,}/;
/** The document speaking of itself: "as described above", "hereinafter", "the following discussion". */
const DOCUMENT_TALK =
  /\b(?:described|discussed|mentioned|explained|noted|set\s+forth)\s+(?:(?:in\s+)?(?:more\s+|greater\s+|further\s+)?detail\s+)?(?:above|below|hereinafter|previously|earlier|later)\b|\bas\s+previously\s+(?:described|discussed|mentioned|noted)\b|\bhereinafter\b|\bthe\s+following\s+(?:discussion|description)\b/i;
/**
 * A sentence that introduces what follows it, a list or the legend of reference numerals ("The explanation of reference
 * numbers is as follows.", "The components are listed below:"): without its list it says nothing of the invention. So
 * does a list of examples ("Examples of fibrate drugs include …", "Useful acrylate oligomers include …").
 */
const LISTING =
  /\b(?:as\s+follows|the\s+following(?:\s+(?:scheme|schemes|table|tables|formulae?|equations?|examples?|list|steps?|reactions?))?|(?:listed|given|tabulated|enumerated|summari[sz]ed)\s+(?:below|hereunder|in\s+the\s+following))\s*[.:]?$|:$|\b(?:reference|component)\s+(?:numerals?|numbers?|signs?|characters?|symbols?|labels?)\b|^(?:(?:(?:non-limiting|specific|particular|further|other|preferred|typical)\s+)?examples?\b|suitable|useful|exemplary|typical|representative|illustrative)\b[^.]*?\b(?:include|includes|are|is)\b|\b(?:list|legend|key)\s+(?:of|to)\s+(?:the\s+)?(?:reference|symbols?|numerals?|parts?|components?)\b/i;
const URL = /\b(?:https?:\/\/|ftp:\/\/|www\.)\S+|\b[a-z0-9-]+\.(?:com|org|net|edu|gov|biz|info|io)\b/i;
const EMAIL = /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
/** A company by its legal form ("Artemis Industries, Inc.", "Gavarti Associates Ltd.") or by what it supplies. */
const COMPANY =
  /\b[A-Z][\w&.'-]*,?\s+(?:Inc|Corp|Co(?=\.)|Ltd|LLC|L\.L\.C|LLP|GmbH|AG|KG|plc|PLC|Limited|Corporation|Company|Industries|Associates|S\.A|N\.V|B\.V|K\.K|S\.p\.A|S\.r\.l|Pty|Oy|AB)\b\.?|\bcommercially\s+available\b|\b(?:(?:commercially\s+)?available|obtained|obtainable|purchased|supplied|sold|manufactured|marketed|distributed|made)\s+(?:commercially\s+)?(?:from|by)\s+[A-Z]|\b(?:from|by)\s+(?:[A-Z][\w&-]+\s+){1,4}of\s+(?:[A-Z][\w-]+\s*){1,3}\b/;
const TRADEMARK =
  /[®™℠]|\((?:R|TM)\)|\b(?:trade\s*marks?|trade\s+names?|brand\s+names?|registered\s+marks?)\b/i;

/**
 * Words the description marks as trademarks ("TEFLON®", "Kapton™"): the same word without the mark later on is the
 * mark all the same.
 */
export function marksOf(description: string): Set<string> {
  return new Set(
    [...description.matchAll(/\b([A-Za-z][\w-]{2,})\s?(?:[®™℠]|\((?:R|TM)\))/g)].map((m) =>
      m[1].toLowerCase(),
    ),
  );
}

/** The reason a sentence is no abstract sentence, or null when it can be one. */
export function unfitForAbstract(
  sentence: string,
  marks: ReadonlySet<string> = new Set(),
): UnfitReason | null {
  const s = sentence.trim();
  if (CITATION.test(s)) return 'citation';
  if (EMAIL.test(s)) return 'email';
  if (URL.test(s)) return 'url';
  if (COMPANY.test(s)) return 'company';
  if (TRADEMARK.test(s) || (s.match(/[A-Za-z][\w-]{2,}/g) ?? []).some((w) => marks.has(w.toLowerCase())))
    return 'trademark';
  if (CUT_END.test(s) || CUT_START.test(s)) return 'fragment';
  if (HEADING.test(s)) return 'heading';
  if (DOCUMENT_TALK.test(s)) return 'document';
  if (LISTING.test(s)) return 'listing';
  if (!hasVerb(s)) return 'verbless';
  return null;
}

/**
 * Whether the sentence has a verb (or an auxiliary: "is", "has"); a heading or a table row has none. The tagger reads
 * a verb after a compound subject as a plural noun ("the system controller initiates a drain phase"): a word in -s
 * after a noun and before an article or a name is read as the verb.
 */
export function hasVerb(sentence: string): boolean {
  const tokens = tokenize(sentence, 'wink');
  return tokens.some(
    (t, i) =>
      t.pos === 'VERB' ||
      t.pos === 'AUX' ||
      (t.pos === 'NOUN' &&
        /[^s]s$/.test(t.lower) &&
        /^(?:NOUN|NUM)$/.test(tokens[i - 1]?.pos ?? '') &&
        /^(?:DET|PROPN|NUM)$/.test(tokens[i + 1]?.pos ?? '')),
  );
}
