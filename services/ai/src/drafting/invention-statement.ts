import { sentences } from '../engine/text.js';
import type { Mention } from './description-facts.js';

/**
 * What a description says its invention is and is not (issue 24 review): the method it states ("the present invention
 * relates to a method of detecting a water leak") and the steps or parts it says the invention does without ("while
 * eliminating the needs of performing any pre-amorphorized implantation", "without a separate fastener", "instead of
 * a screw"). A drafted claim never recites what the description removes.
 */
const REMOVES =
  /\b(?:eliminat(?:es|ed|ing|e)|avoid(?:s|ed|ing)?|obviat(?:es|ed|ing|e)|dispens(?:es|ed|ing|e) with|without|instead of|rather than|in place of|replac(?:es|ed|ing|e))\s+(?:(?:the|any)\s+)?(?:needs?\s+(?:of|for)\s+)?(?:(?:the|any)\s+)?(?:[a-z]+ing\s+)?(?:(?:a|an|the|any)\s+)?((?:[a-z][a-z-]*\s+){0,3}[a-z][a-z-]*)/gi;
/** Words that end the removed thing's name ("without departing from the spirit": "departing" is no thing). */
const STOP =
  /^(?:and|or|of|in|on|to|for|with|from|by|at|as|into|while|which|that|is|are|be|being|can|may|so|such|thus|to|than|having|during|when|through|the|a|an)$/;

/** The names of the things the description says its invention removes, avoids or does without, in lower case. */
export function removedThings(text: string): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(REMOVES)) {
    const words: string[] = [];
    for (const w of m[1].toLowerCase().split(/\s+/)) {
      // "the conventional dopants implanted into …": a participle after the name ends it.
      if (STOP.test(w) || (words.length > 0 && /ed$/.test(w))) break;
      words.push(w);
    }
    // "without departing", "replacing conventional": a verb or a modifier alone names nothing.
    if (words.length === 0 || /(?:ing|ly)$/.test(words[words.length - 1])) continue;
    if (/^replac/i.test(m[0]) && words[0] === 'conventional') words.shift();
    if (words.length > 0) out.add(words.join(' '));
  }
  return [...out];
}

/**
 * Whether a mention names a removed thing: the same phrase, or for a name of two or more words, one the mention's
 * phrase contains ("pre-amorphorized implantation" in "pre-amorphorized implantation process"); a single word only as
 * the whole phrase, so "without a screw" removes "a screw", not "a set screw".
 */
export function removedBy(removed: string[]): (m: Pick<Mention, 'phrase'>) => boolean {
  const named = removed.map((r) => ({ r, many: r.includes(' ') }));
  return (m) => named.some(({ r, many }) => m.phrase === r || (many && ` ${m.phrase} `.includes(` ${r} `)));
}

const STATED_METHOD_PURPOSE =
  /\b(?:method|process)\s+(?:of|for)\s+([a-z]+ing(?:\s+(?:an?|the)?\s*[a-z][a-z-]*)+?)(?=\s*(?:[,.;]|\s(?:and|which|that|wherein|using|by|with|for|so|thereby|while)\b))/i;
const NAMES_INVENTION =
  /\b(?:present (?:invention|disclosure)|this (?:invention|disclosure)|the invention)\b/i;

/**
 * "a method of detecting a water leak in a building": the purpose of the method the invention statement names. With
 * `anyStatement`, the first statement of the invention that names a method's purpose ("The present invention provides
 * methods and apparatus …. In one aspect, the invention features a method for sharing resources …", US7644137).
 */
export function statedPurpose(text: string, anyStatement = false): string | null {
  const said = sentences(text.slice(0, 20_000)).filter((s) => NAMES_INVENTION.test(s));
  for (const s of anyStatement ? said : said.slice(0, 1)) {
    const m = STATED_METHOD_PURPOSE.exec(s);
    if (m) return m[1].toLowerCase().replace(/\s+/g, ' ');
  }
  return null;
}

/** Whether the description states a method of its own: in its invention statement, or in ordered acts. */
export const STATES_METHOD =
  /\b(?:(?:the|this|a|an|present|inventive)\s+(?:method|process)\s+(?:comprises|includes|involves|begins|starts|of the (?:present )?invention)|(?:method|process)\s+(?:of|for)\s+[a-z]+ing\b|steps?\s+(?:of|S\s*\d|\d+\b))/i;

/** An apparatus the description states its invention is, with the elements that statement lists. */
export interface StatedApparatus {
  subject: string;
  elements: string[];
}

/**
 * Where a statement of the invention turns to what it is: "In accordance with an aspect, …", "In one embodiment of
 * the present invention, …", "The present invention provides …", "there is provided …".
 */
const STATEMENT =
  /\b(?:(?:aspects?|embodiments?|invention|disclosure)(?: of (?:the|this) (?:present )?(?:invention|disclosure))?,\s+(?:there is provided\s+)?|(?:invention|disclosure|embodiments?|aspects?)\s+(?:provides|features|is)\s+|there is provided\s+)/gi;
/** The statement's subject and its list: "an LED assembly can comprise a …", "an LED assembly comprising a …". */
const STATED =
  /^(?:an?|one)\s+((?:[a-z][\w-]*\s+){0,4}?[a-z][\w-]*)\s+(?:(?:can|may|could|will)\s+(?:comprise|include)|comprises|includes|comprising|including)\s*:?\s+(.+)\.$/i;
/** Where one listed element ends and the next begins: a comma or "and" before an article or a count. */
const NEXT =
  /\s*,\s*(?:and\s+)?(?=(?:an?|at least one|one or more|a plurality of)\s)|\s+and\s+(?=(?:an?|at least one|one or more)\s)/i;
/** A list whose last element follows ", and". */
const SERIAL = /,\s+and\s+(?:an?|at least one|one or more|a plurality of)\s/i;
const NEXT_COMMA = /\s*,\s*(?:and\s+)?(?=(?:an?|at least one|one or more|a plurality of)\s)/i;
/** Elements a claim cannot state as written: a means, an example, a pointer back to unnamed text. */
const UNCLAIMABLE =
  /\b(?:means for|such as|for example|etc|thereto|therein|thereon|thereof|therefrom|and\/or)\b|\b(?:e\.g|i\.e)\.|[()]/i;
/** "a heat sink attached the heat sink base": a participle missing its preposition is not claim text. */
const BARE_OBJECT =
  /\b(?:attached|connected|coupled|mounted|secured|fixed|fastened|joined|bolted|welded)\s+(?:the|an?)\b/i;
const THING = /^(?:method|process|invention|disclosure|aspect|embodiment|example|step)s?$/i;

/**
 * The apparatus the description states in its statements of the invention ("In accordance with an aspect, an LED
 * assembly can comprise a heat sink base, at least one LED die attached to the heat sink base, and a heat sink
 * attached to the heat sink base"): subject and elements in the description's words, in the order said.
 */
export function statedApparatus(text: string): StatedApparatus[] {
  const out: StatedApparatus[] = [];
  for (const s of sentences(text.slice(0, 60_000))) {
    const m = [...s.matchAll(STATEMENT)]
      .map((lead) => STATED.exec(s.slice(lead.index + lead[0].length)))
      .find((x) => x !== null);
    if (!m || THING.test(m[1].split(/\s+/).pop() ?? '')) continue;
    const subject = m[1].replace(/^(?:present|inventive|novel|improved)\s+/i, '');
    // "a converter using a boost capacitor and a NMOS transistor, and an electric discharge circuit …": a list closed
    // by ", and" is split at its commas only; a bare "and" joins words of one element (issue 24 review: US8421436).
    const elements = m[2].split(SERIAL.test(m[2]) ? NEXT_COMMA : NEXT).map((e) => e.trim());
    // A list set out after a colon is claim-like, so its elements may be as long as a claim's.
    const longest = /\b(?:comprise|include|comprises|includes|comprising|including)\s*:/i.test(s) ? 30 : 16;
    if (elements.length < 2 || elements.length > 6) continue;
    if (!elements.every((e) => /^(?:an?|at least one|one or more|a plurality of)\s/i.test(e))) continue;
    if (elements.some((e) => UNCLAIMABLE.test(e) || BARE_OBJECT.test(e) || e.split(/\s+/).length > longest))
      continue;
    out.push({ subject: subject.replace(/^[A-Z](?=[a-z])/, (c) => c.toLowerCase()), elements });
  }
  return out;
}

/** "a method for making an LED assembly can comprise attaching …": the subject made and the list of acts. */
const STATED_MAKING =
  /^(?:an?|one)\s+(?:method|process)\s+(?:of|for)\s+(?:making|manufacturing|assembling|fabricating|producing)\s+(?:an?|the)\s+((?:[a-z][\w-]*\s+){0,4}?[a-z][\w-]*)\s+(?:(?:can|may|could|will)\s+(?:comprise|include)|comprises|includes|comprising|including)\s+(.+)\.$/i;
/** Where one act of the list ends and the next begins: a comma or "and" before the next gerund. */
const NEXT_ACT = /\s*,\s*(?:and\s+)?(?=[a-z]+ing\s)|\s+and\s+(?=[a-z]+ing\s)/i;

/**
 * The method of making the description states in its statements of the invention ("In accordance with an aspect, a
 * method for making an LED assembly can comprise attaching at least one LED die to a heat sink base and attaching
 * heat sink fins to the heat sink base"): the subject made and the acts, in the description's words and order.
 */
export function statedMaking(text: string): { subject: string; steps: string[] }[] {
  const out: { subject: string; steps: string[] }[] = [];
  for (const s of sentences(text.slice(0, 60_000))) {
    const m = [...s.matchAll(STATEMENT)]
      .map((lead) => STATED_MAKING.exec(s.slice(lead.index + lead[0].length)))
      .find((x) => x !== null);
    if (!m) continue;
    const steps = m[2].split(NEXT_ACT).map((e) => e.trim());
    if (steps.length < 2 || steps.length > 6) continue;
    if (!steps.every((e) => /^[a-z]+ing\s/i.test(e))) continue;
    if (steps.some((e) => UNCLAIMABLE.test(e) || BARE_OBJECT.test(e) || e.split(/\s+/).length > 16)) continue;
    out.push({ subject: m[1].replace(/^[A-Z](?=[a-z])/, (c) => c.toLowerCase()), steps });
  }
  return out;
}

/** What a statement of the invention says it is: "relates to a method of …", "provides a composition …". */
const STATED_KIND =
  /\b(?:present|this|the)\s+(?:invention|disclosure)\s+(?:(?:generally|particularly|specifically|more particularly)\s+)?(?:relates|is directed|is related|pertains|provides|concerns)\s+(?:to\s+)?(?:(?:an?|the)\s+)?(?:(?:new|novel|improved)\s+)?((?:[a-z][\w-]*\s+){0,4}?[a-z][\w-]*?)s?(?=\s+(?:of|for|and|or|that|which|to|in|with|having|comprising|including|used|wherein|whereby)\b|\s*[,.;])/i;
const APPARATUS_NOUN =
  /^(?:apparatus|device|system|assembly|machine|structure|circuit|element|arrangement|kit|tool|unit|equipment|instrument|mechanism)$/i;

export interface StatedCategory {
  kind: 'apparatus' | 'method' | 'composition';
  /** The statement's words from the category's noun on ("method of identifying and selecting a polyolefin …"). */
  said: string;
}

/**
 * The category a description's statement of the invention gives it: a method ("The present invention relates to a
 * method of detecting …"), a composition, an apparatus (a device, a system …, or an apparatus it lists), or null where
 * it states none or names two ("a method, system, and apparatus").
 */
export function statedCategory(text: string): StatedCategory | null {
  const listed = statedApparatus(text)[0];
  if (listed) return { kind: 'apparatus', said: `${listed.subject} ${listed.elements.join(' ')}` };
  const said = sentences(text.slice(0, 20_000)).find((s) => STATED_KIND.test(s));
  const m = said && STATED_KIND.exec(said);
  if (!m) return null;
  // "a device and a method for …", "a method, system, and apparatus": both, so neither decides.
  const rest = said.slice(m.index + m[0].length);
  if (
    /^\s*(?:,\s*)?(?:(?:and|or)\s+)?(?:an?\s+)?(?:[a-z][\w-]*\s+){0,3}?(?:methods?|process(?:es)?|apparatus|devices?|systems?|compositions?)\b/i.test(
      rest,
    )
  )
    return null;
  const head = m[1].toLowerCase().split(/\s+/).pop() ?? '';
  const kind = /^(?:method|process)$/.test(head)
    ? 'method'
    : /^(?:composition|formulation|mixture|compound)$/.test(head)
      ? 'composition'
      : APPARATUS_NOUN.test(head)
        ? 'apparatus'
        : null;
  return kind ? { kind, said: `${m[1]}${rest}` } : null;
}

/**
 * The invention statement as an abstract's opening: "The invention provides methods for modulating the immune
 * response …" → "Methods for modulating the immune response … are provided." (issue 24 review: an abstract of
 * definitions, "A “hybrid oligonucleotide” is an oligonucleotide …", in place of what the invention is).
 */
export function providedOpening(text: string): string | null {
  for (const s of sentences(text.slice(0, 20_000))) {
    const m =
      /^(?:(?:in|according to) (?:a|one|an|another|the) [\w -]{1,40}?,\s*(?:therefore,\s*)?)?the (?:present )?(?:invention|disclosure) provides ((?:an?\s+)?[a-z][\w -]*?[a-z])\s*\.$/i.exec(
        // A heading run into the sentence ("BRIEF SUMMARY OF THE INVENTION The invention provides …") is no part of it.
        s.trim().replace(/^(?:[A-Z]{2,}[A-Z\s,-]*\s+)+(?=[A-Z][a-z])/, ''),
      );
    if (!m || /\b(?:field|area|art)\b/i.test(m[1]) || m[1].split(' ').length > 30) continue;
    const thing = m[1].replace(/^an?\s+/i, '');
    const head =
      thing
        .split(/\s+(?:for|of|in|to|that|which|comprising|having|with)\s+/)[0]
        .split(' ')
        .pop() ?? '';
    // "methods for …", "oligonucleotides or immunomers comprising …": plural by its head, else one thing.
    const many = !/^an?\s/i.test(m[1]) && /[^s]s$/.test(head);
    if (
      !/^(?:methods?|process(?:es)?|apparatus|devices?|systems?|compositions?|compounds?|[a-z]+s)$/i.test(
        head,
      )
    )
      continue;
    const opened = /^an?\s/i.test(m[1]) ? m[1] : thing;
    return `${opened[0].toUpperCase()}${opened.slice(1)} ${many ? 'are' : 'is'} provided.`;
  }
  return null;
}

/** "there is provided a step-down converter including: …", "One embodiment of the present invention is an alloy …". */
const ASPECT =
  /^(?:(?:(?:in|according to)\s+(?:an?|one|another|the)\s+[\w -]{1,40}?,\s*)?there is provided|(?:one|an?)\s+(?:embodiment|aspect)\s+of\s+the\s+(?:present\s+)?(?:invention|disclosure)\s+is)\s+(an?\s+(?:[\w-]+\s+){0,6}?[\w-]+)\s+(including|comprising|having|which\s+(?:includes|comprises|has))\s*:?\s+(.+)\.$/i;
const ASPECT_VERB: Record<string, string> = { including: 'includes', comprising: 'includes', having: 'has' };

/**
 * The description's statement of what an aspect of the invention is, recast as an abstract's opening (issue 24
 * attorney review, 3.4): "According to an aspect of the present invention, there is provided a step-down converter
 * including: a DC-DC converter …, and an electric discharge circuit …" → "A step-down converter includes a DC-DC
 * converter …, and an electric discharge circuit …" (US8421436). The first such statement of at most `maxWords`.
 */
export function aspectOpening(text: string, maxWords = 70): string | null {
  for (const s of sentences(text.slice(0, 30_000))) {
    // "… about 1000° C. Some physical properties …": the splitter keeps "C." inside; the statement ends there.
    const first = s.trim().split(/(?<=\.)\s+(?=[A-Z][a-z])/)[0];
    const m = ASPECT.exec(first.replace(/^(?:[A-Z]{2,}[A-Z\s,-]*\s+)+(?=[A-Z][a-z])/, ''));
    if (!m || /\b(?:method|process|invention|embodiment)\b/i.test(m[1])) continue;
    const verb = ASPECT_VERB[m[2].toLowerCase()] ?? m[2].toLowerCase().replace(/^which\s+/, '');
    const said = `${m[1][0].toUpperCase()}${m[1].slice(1)} ${verb} ${m[3]}.`;
    if (said.split(/\s+/).length <= maxWords) return said;
  }
  return null;
}
