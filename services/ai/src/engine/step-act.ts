import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import { family, termFamilies } from './text.js';

/**
 * Acts too general to tell a step by ("providing a substrate", "forming a layer", "using a filter"): a passage about
 * the thing seldom repeats them, and the chart's terms already leave them out (claim-chart.ts GENERIC).
 */
const GENERAL_ACTS = new Set([
  'provide',
  'form',
  'use',
  'have',
  'include',
  'comprise',
  'make',
  'perform',
  'do',
  'be',
]);
/** The families of GENERAL_ACTS: a gerund wink-nlp does not lemmatise ("forming" read as a noun) still matches. */
const GENERAL_FAMILIES = new Set([...GENERAL_ACTS].map(family));

/**
 * A step's or a capability's act: the word as the claim writes it ("determining", or "store" of "configured to
 * store"), its wink-nlp lemma and the words' families.
 */
export interface StepAct {
  written: string;
  lemma: string;
  families: ReadonlySet<string>;
}

let nlp: ReturnType<typeof winkNLP> | null = null;
const wink = () => (nlp ??= winkNLP(model));
const acts = new Map<string, StepAct | null>();

/** Words that open a gerund's object: a gerund followed by one takes it, as a verb does ("bonding the back face"). */
const OBJECT_START =
  /^(?:the|a|an|said|each|every|at|one|two|first|second|third|all|both|any|it|them|its|their|this|these|that|those|\d+)$/i;
/** "configured to store …", "adapted to receive …": an apparatus element's capability, and the act it names. */
const CAPABILITY = /\b(?:configured|adapted|arranged|operable|programmed|designed)\s+to\s+([a-z]+)\b/i;

/** A text's tokens as wink-nlp reads them: values, part-of-speech tags and lemmas. */
function tagged(text: string) {
  const doc = wink().readDoc(text);
  const its = wink().its;
  return {
    values: doc.tokens().out(its.value) as string[],
    tags: doc.tokens().out(its.pos) as string[],
    // The typings of wink-nlp 2 give its.lemma a signature `out` does not accept; it works as documented.
    lemmas: doc.tokens().out(its.lemma as unknown as typeof its.value) as string[],
  };
}

/**
 * The words of a text, split at spaces, that wink-nlp reads as verbs in it ("remains" of "the plurality of telephone
 * lines remains unanswered"): their indexes.
 */
export function verbWords(text: string): Set<number> {
  const known = verbsRead.get(text);
  if (known) return known;
  const doc = wink().readDoc(text);
  const its = wink().its;
  const tags = doc.tokens().out(its.pos) as string[];
  const spaces = doc.tokens().out(its.precedingSpaces) as string[];
  const out = new Set<number>();
  let word = -1;
  tags.forEach((tag, k) => {
    if (k === 0 || spaces[k].length > 0) word++;
    if (tag === 'VERB' || tag === 'AUX') out.add(word);
  });
  if (verbsRead.size > 20_000) verbsRead.clear();
  verbsRead.set(text, out);
  return out;
}
const verbsRead = new Map<string, Set<number>>();

const actOf = (written: string, lemma: string): StepAct | null =>
  GENERAL_ACTS.has(lemma) || GENERAL_FAMILIES.has(family(written))
    ? null
    : { written, lemma, families: new Set([family(written), family(lemma)]) };

/**
 * The act of a method step (attorney re-review of issue 23, defect 14): the element opens with a gerund that
 * wink-nlp reads as a verb ("determining a first air/fuel ratio from a signal …" → determine), or that takes an
 * object as a verb does (wink-nlp tags "bonding" in "bonding the back face …" a noun). Else the act an apparatus
 * element is "configured to" (or adapted, arranged, operable to) perform, where wink-nlp reads the word as a verb
 * ("a storage unit configured to store information …" → store). Null for an element naming a thing only ("a
 * piezoelectric substrate"), a "wherein" clause, or a general act (GENERAL_ACTS). Memoised.
 */
export function stepAct(element: string): StepAct | null {
  const key = element.slice(0, 160);
  const known = acts.get(key);
  if (known !== undefined) return known;
  let act: StepAct | null = null;
  const first = /^\s*(?:\(?[a-z0-9]{1,3}[.)]\s+)?([A-Za-z]+ing)\b/.exec(key);
  if (first) {
    // Read as a clause with a subject ("we are heating the wafer"): alone, wink-nlp tags an opening gerund a noun.
    const { values, tags, lemmas } = tagged(
      `We are ${key.slice(first.index + first[0].length - first[1].length, first.index + 80)}`,
    );
    const i = values.findIndex((v) => v === first[1]);
    const gerund = first[1].toLowerCase();
    if (i >= 0 && (tags[i] === 'VERB' || OBJECT_START.test(values[i + 1] ?? '')))
      act = actOf(gerund, (lemmas[i] ?? gerund).toLowerCase());
  } else {
    const capability = CAPABILITY.exec(key);
    if (capability) {
      const { values, tags, lemmas } = tagged(`It is ${capability[0]}`);
      const i = values.length - 1;
      const verb = capability[1].toLowerCase();
      if (tags[i] === 'VERB' || tags[i] === 'AUX') act = actOf(verb, (lemmas[i] ?? verb).toLowerCase());
    }
  }
  if (acts.size > 20_000) acts.clear();
  acts.set(key, act);
  return act;
}

/**
 * Whether a passage states a step's act, in any form of the word ("determines", "determined", "determination"; the
 * families of text.ts family()). `written`: the passage's families when already known.
 */
export function statesAct(act: StepAct, text: string, written?: ReadonlySet<string>): boolean {
  const fs = written ?? new Set(termFamilies(text));
  return [...act.families].some((f) => fs.has(f));
}
