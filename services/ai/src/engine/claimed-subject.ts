import { categoryOf, COMPOSITION_HEAD, subjectOf } from '../drafting/claim-structure.js';
import { terms } from './text.js';

/** The statutory kind of what a claim claims, as a summary names it (35 U.S.C. 101): a process, a composition, a thing. */
export type SubjectKind = 'method' | 'composition' | 'product';

export interface ClaimedSubject {
  /** The preamble's subject ("multi-line residential telephone system", "composition"). */
  phrase: string;
  /** Its head noun's term and the terms of the words before it. */
  head: string;
  modifiers: string[];
  kind: SubjectKind;
  /** A computer-readable medium: a thing, whose program performs a method a summary may name. */
  medium: boolean;
}

/** What a claim claims: its preamble's subject and kind ("1. A composition comprising …" → composition). */
export function claimedSubject(claim: string): ClaimedSubject | null {
  const body = claim.replace(/^\s*\d+\s*[.)]\s*/, '');
  const subject = subjectOf(body, 0);
  if (!subject) return null;
  // A participle after the noun is no part of it: "A compound selected from …", "A polymer obtained by …".
  const words = subject.chunk.replace(/^(?:a|an|the|one|said)\s+/, '').split(' ');
  while (words.length > 1 && /[a-z]{3}ed$/.test(words.at(-1)!)) words.pop();
  const phrase = words.join(' ');
  const [head] = terms(words.at(-1)!);
  if (!head) return null;
  const category = categoryOf(subject);
  return {
    phrase,
    head,
    modifiers: terms(phrase).filter((t) => t !== head),
    kind: category === 'method' ? 'method' : COMPOSITION_HEAD.test(words.at(-1)!) ? 'composition' : 'product',
    medium: category === 'medium',
  };
}

const METHOD_WORD = /^(?:methods?|process(?:es)?|procedures?)$/i;
const PRODUCT_WORD =
  /^(?:apparatus(?:es)?|devices?|systems?|assembl(?:y|ies)|machines?|articles?|products?|media|medium|kits?|tools?|equipment|instruments?|circuits?|structures?|arrangements?|units?|mechanisms?)$/i;
/** Words that end the noun phrase naming the invention ("Methods and apparatus, including …, for …"). */
const PHRASE_STOP =
  /^(?:for|of|to|in|on|at|from|that|which|wherein|whereby|with|by|used|using|comprising|comprises|including|includes|having|has|is|are|was|were|can|may|made|according|being|when|whenever|if|while|although|because|since|once|unless)$/i;
/**
 * A statement of the invention ("The present invention relates to a process …", "In one embodiment, the …",
 * "Disclosed is a method …": US8420883's method of articles claimed).
 */
const STATEMENT =
  /^(?:(?:in|according to) (?:a|an|one|another|some|certain|the) (?:[\w-]+ ){0,3}(?:embodiments?|aspects?|examples?)(?: of the (?:present )?(?:invention|disclosure))?,\s*)?(?:the (?:present )?(?:invention|disclosure) (?:also |further )?(?:(?:generally|particularly|specifically|more particularly|broadly) )?(?:relates|is directed|is related|pertains|provides|concerns|includes|comprises|is)(?: to)?\s+|(?:disclosed|provided|described|presented) (?:herein |here )?(?:is|are)\s+|there (?:is|are) (?:herein )?(?:provided|disclosed|described)\s+)?/i;

/**
 * The noun phrase a sentence names the invention by and its kinds ("The invention relates to a process for …" →
 * "a process", method; "Methods and apparatus, including …" → method and product; "A miter saw includes …", the
 * claimed head "saw" → the claim's kind); no kind and no words when its opening names none ("Using a remote telephone,
 * a calling party dials …").
 */
function inventionPhrase(sentence: string, subject: ClaimedSubject | null) {
  const kinds = new Set<SubjectKind>();
  const rest = sentence.slice(STATEMENT.exec(sentence)?.[0].length ?? 0);
  const said: string[] = [];
  let started = false;
  for (const raw of rest.split(/\s+/).slice(0, 14)) {
    const w = raw.replace(/[,;:.]+$/, '');
    if (PHRASE_STOP.test(w) || (!started && said.length >= 7)) break;
    said.push(w);
    const kind = METHOD_WORD.test(w)
      ? 'method'
      : COMPOSITION_HEAD.test(w.toLowerCase())
        ? 'composition'
        : PRODUCT_WORD.test(w)
          ? 'product'
          : subject && terms(w)[0] === subject.head
            ? subject.kind
            : null;
    if (kind) {
      kinds.add(kind);
      started = true;
    }
    if (started && raw !== w && !/,$/.test(raw)) break;
  }
  return {
    kinds,
    terms: started ? new Set(terms(said.join(' '))) : new Set<string>(),
    words: said.map((w) => w.replace(/[,;:.]+$/, '')),
  };
}

/** The kinds a sentence names the invention as (inventionPhrase); empty when it names none. */
export const namedKinds = (sentence: string, subject: ClaimedSubject | null): Set<SubjectKind> =>
  inventionPhrase(sentence, subject).kinds;

const GENERIC_HEAD =
  /^(?:methods?|process(?:es)?|apparatus|devices?|systems?|compositions?|compounds?|formulations?|mixtures?|products?|articles?|media|medium|kits?)$/i;

/**
 * Whether a sentence states the invention only as kinds ("The present invention provides methods and systems for …",
 * "Disclosed is a system, method and computer readable medium for …"): it names two kinds and no claimed thing.
 */
export function namesKindsOnly(sentence: string, subject: ClaimedSubject | null): boolean {
  if (!statesInvention(sentence)) return false;
  const { kinds, words } = inventionPhrase(sentence, subject);
  return (
    kinds.size >= 2 &&
    words.every(
      (w) =>
        KIND_ONLY_WORD.test(w) ||
        METHOD_WORD.test(w) ||
        PRODUCT_WORD.test(w) ||
        COMPOSITION_HEAD.test(w.toLowerCase()),
    )
  );
}
/** Words a kinds-only statement has besides its kinds ("a system, method and computer readable medium"). */
const KIND_ONLY_WORD =
  /^(?:an?|the|and|or|and\/or|novel|improved|new|computer|computer-readable|readable|program|products?|various|related|corresponding|associated)$/i;

/** Whether a sentence names the invention as a kind the claim claims, or names no kind. */
export function agreesWith(sentence: string, subject: ClaimedSubject): boolean {
  const kinds = namedKinds(sentence, subject);
  return kinds.size === 0 || kinds.has(subject.kind) || (subject.medium && kinds.has('method'));
}

/** A sentence that states what the invention is ("The invention relates to …", "A method for … is provided."). */
export const statesInvention = (sentence: string) =>
  (STATEMENT.exec(sentence)?.[0].length ?? 0) > 0 ||
  /^(?:An?|One or more|Methods?|Process(?:es)?)\s/.test(sentence);

/**
 * Whether a sentence names the claimed subject as what it is about: the noun phrase it opens on (inventionPhrase) has
 * the subject's head noun and, when the subject has them, one of the words before it.
 */
export function namesSubject(sentence: string, subject: ClaimedSubject): boolean {
  const t = inventionPhrase(sentence, subject).terms;
  // A generic head ("computer-implemented method", "composition") is named by its noun alone.
  const generic = GENERIC_HEAD.test(subject.phrase.split(' ').at(-1)!);
  return (
    t.has(subject.head) &&
    (generic || subject.modifiers.length === 0 || subject.modifiers.some((m) => t.has(m)))
  );
}
