import { checkAbstract, firstMentions, midSentenceMentions, orphanReason } from './abstract-checker.js';
import { definiteNps } from './antecedent.js';
import { withArticle } from './inflect.js';

/**
 * Why a description sentence is no abstract sentence by what it says (issue 24 review, drafting): the background or
 * the prior art ("Some plasticizers have only limited compatibility …"), criticism of a figure or a known design
 * ("… diagnosis of the problem will be more difficult"), a merit ("minimizes the size of the incision"), an orphan
 * leaning on a sentence the abstract will not have ("Alternatively, in the above case, …", "Either embodiment described
 * so far …"), or filler ("In accordance with an embodiment of the invention, it is provided that …", "The size of the
 * apparatus depends upon …"), a name given in passing ("One approach, referred to as a constant input rate decoder, …",
 * US6982661), or a figure ("Referring to FIG. 3, …"). Stricter than
 * the checker: a description's sentence taken alone must say what the invention is or has.
 */
export type StrikeReason = 'background' | 'criticism' | 'merit' | 'orphan' | 'filler' | 'figure';

const FILLER =
  /\b(?:in\s+accordance\s+with|according\s+to)\s+(?:an?|one|another|the|this|some|certain|a\s+preferred)\s+(?:\w+\s+)?(?:embodiments?|aspects?|examples?|invention|disclosure)\b|\bas\s+(?:described|disclosed|explained|shown)\s+(?:herein|so\s+far|here)\b|\bthere\s+(?:is|are)\s+(?:thus\s+)?(?:provided|disclosed|described)\b|\bit\s+is\s+provided\s+that\b|\b(?:either|both|any|all|each|the)\s+(?:of\s+the\s+)?embodiments?\b|\bdescribed\s+so\s+far\b|\b(?:mentioned|described|discussed)\s+at\s+the\s+outset\b|\bby\s+way\s+of\s+example\b|\b(?:following|detailed)\s+description\b|\bthorough\s+understanding\b|\b(?:is|are)\s+(?:also\s+)?referred\s+to\b|\breferred\s+to\s+(?:[\w-]+\s+){0,3}?as\b|\b(?:hereinafter|herein|also)\s+(?:called|termed|designated|denoted)\b|\bin\s+this\s+context\b|\bspecific\s+details\b|\b(?:depends?\s+(?:up)?on|(?:is|are)\s+not\s+critical|(?:can|may|will)\s+vary)\b/i;
/** What others made or what went wrong: a statement of the art or of its problem, not of the invention. */
const BACKGROUND =
  /^(?:some|many|most|several|various|certain|numerous)\s+(?!of\s+the\s+(?:parts|elements))|\b(?:prior|related)\s+art\b|\b(?:conventional(?:ly)?|traditional(?:ly)?|heretofore|hitherto|in\s+the\s+past|until\s+now|previously\s+known)\b|\bin\s+the\s+(?:great\s+|vast\s+)?majority\s+of\s+(?:instances|cases)\b|\b(?:usually|commonly|generally|typically|widely|often)\s+(?:used|employed|made)\b/i;
const CRITICISM =
  /\b(?:problems?|difficult(?:y|ies)?|drawbacks?|disadvantages?|shortcomings?|deficienc\w+|unfortunately|insufficient|inadequate|limited\s+(?:compatibility|use|success)|suffers?|(?:is|are)\s+not\s+(?:possible|desirable|suitable)|must\s+(?:be\s+)?(?:respond|remove|replace|clear)\w*|(?:have|has)\s+to\s+(?:completely\s+)?\w+)\b/i;
const MERIT =
  /\b(?:substantially|significantly|greatly|considerably|dramatically|markedly)\s+(?:reduc|improv|increas|enhanc|lower|minimi[sz]|decreas|simplif)\w*|\b(?:better|easier|simpler|cheaper|faster|safer|superior|advantageous\w*|beneficial|convenient(?:ly)?|economical(?:ly)?)\b|\bminimi[sz]es\s+the\s+(?:size|cost|risk|number|need|amount)\b|\brequires?\s+(?:less|fewer|no)\b|\bwithout\s+(?:waking|the\s+need|having\s+to)\b/i;
/** A reference to the drawings, which the abstract does not have. */
const FIGURE = /\b(?:FIGS?|Figs?|Figures?)\.?\s*\d|\breferring\s+(?:now\s+|again\s+)?to\b/i;
/**
 * Words tying a sentence to one before it in the description ("And, …", "… are thereby kept away"), a condition on
 * what happened before ("After party B has picked up …"), or the persons of a story ("the users A and B").
 */
const TIED =
  /^(?:and|but|or|nor|either|neither|both|alternatively|otherwise|instead|likewise|similarly|here|there|in\s+(?:that|such\s+a|this|the\s+(?:above|latter|former))\s+(?:case|way|manner|event))\b|^(?:after|before|once|until|when|whenever|while|if|unless|as\s+soon\s+as|at\s+(?:that|this|the\s+same)\s+time|thereafter|subsequently)\b|\b(?:is|are|was|were|be)\s+thereby\b|\b(?:the\s+latter|the\s+former|so\s+far)\b|\b(?:users?|party|parties|persons?|subscribers?)\s+[A-Z]\b/i;

export function strikeReason(sentence: string): StrikeReason | null {
  const s = sentence.trim();
  if (FILLER.test(s)) return 'filler';
  if (FIGURE.test(s)) return 'figure';
  if (TIED.test(s) || orphanReason(s, true)) return 'orphan';
  if (BACKGROUND.test(s)) return 'background';
  if (CRITICISM.test(s)) return 'criticism';
  if (MERIT.test(s) || checkAbstract(s).some((f) => f.code === 'ABSTRACT_MERIT')) return 'merit';
  return null;
}

/** A sentence saying what the invention is or has ("The film comprises …", "A port has …") ranks first. */
export const STATES_WHAT_IT_IS =
  /\b(?:comprises|comprising|includes|including|has|having|consists|contains|containing|is\s+provided\s+with|is\s+formed\s+(?:of|from|by)|is\s+made\s+(?:of|from))\b/i;

/**
 * The abstract's sentences in order, each kept only where it stands after the ones kept before it: no finding of the
 * checker (an "info" on a first mention included: "The first device" with no device before it, or "… to the tank" in
 * mid-sentence with no tank before it), judged in the abstract
 * as it grows with the title as its subject. A first sentence opening on "the" ("The foil comprises …") introduces
 * its subject ("A foil comprises …").
 */
export function standingAbstract(sentences: readonly string[], title: string, strict = true): string[] {
  const kept: string[] = [];
  for (const raw of sentences) {
    let s = raw;
    if (kept.length === 0) {
      const np = definiteNps(s, 'wink').find((x) => x.start === 0 && /^the\s/i.test(x.phrase));
      if (np) {
        const phrase = np.phrase.replace(/^the\s+/i, '');
        s = `${withArticle(phrase).replace(/^./, (c) => c.toUpperCase())}${s.slice(np.end)}`;
      }
    }
    const before = kept.join(' ');
    const text = before ? `${before} ${s}` : s;
    const from = before ? before.length + 1 : 0;
    const wrong = [
      ...checkAbstract(text, title),
      ...firstMentions(text, title),
      ...(strict ? midSentenceMentions(text, title) : []),
    ].some((f) => f.end > from && (f.severity !== 'info' || f.code === 'ANTECEDENT_BASIS'));
    if (!wrong) kept.push(s);
  }
  // A "the X" in mid-sentence is a note, not a defect of the abstract's form: when no sentence stands without one,
  // the abstract is drafted from those that stand otherwise (as before the note), not left undrafted.
  return kept.length === 0 && strict ? standingAbstract(sentences, title, false) : kept;
}

/**
 * A description sentence without the words that only say it is the invention's ("The inventive foil", "the port of
 * the present invention", "In one preferred embodiment of the invention, the surfactant …"): what is left says what the
 * invention is.
 */
export function withoutFiller(sentence: string): string {
  // "The object of the invention is …" states an aim, which the checker must still see.
  if (/\b(?:objects?|aims?|purposes?|goals?|essence)\s+of\s+the\s+(?:present\s+)?invention\b/i.test(sentence))
    return sentence;
  const s = sentence
    .replace(
      /^(?:In|According\s+to)\s+(?:an?|one|another|this|the)\s+(?:(?:preferred|further|particular|exemplary|specific)\s+)?(?:embodiment|aspect)(?:\s+of\s+the\s+(?:present\s+)?(?:invention|disclosure))?,\s*/i,
      '',
    )
    // "(ii) The addition of …": a list's marker, the list gone.
    .replace(/^\((?:[ivx]+|\d{1,2}|[a-z])\)\s+(?=[A-Z])/, '')
    .replace(/^(?:In|With|For)\s+the\s+(?:present\s+)?invention,\s*/i, '')
    .replace(/\s+(?:according\s+to|of|in\s+accordance\s+with)\s+the\s+(?:present\s+)?invention\b/gi, '')
    .replace(/\b(?:the|an?)\s+inventive\s+/gi, (m) => m.replace(/inventive\s+/i, ''));
  return s === sentence ? s : s.replace(/^./, (c) => c.toUpperCase());
}
