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
]);

/** A method step's act: the gerund it opens with ("determining"), its wink-nlp lemma and the words' families. */
export interface StepAct {
  gerund: string;
  lemma: string;
  families: ReadonlySet<string>;
}

let nlp: ReturnType<typeof winkNLP> | null = null;
const wink = () => (nlp ??= winkNLP(model));
const acts = new Map<string, StepAct | null>();

/**
 * The act of a method step (attorney re-review of issue 23, defect 14): the element opens with a gerund that
 * wink-nlp reads as a verb ("determining a first air/fuel ratio from a signal …" → determine). Null for an
 * apparatus element ("a piezoelectric substrate"), a "wherein" clause, or a general act (GENERAL_ACTS). Memoised.
 */
export function stepAct(element: string): StepAct | null {
  const key = element.slice(0, 80);
  const known = acts.get(key);
  if (known !== undefined) return known;
  let act: StepAct | null = null;
  const first = /^\s*(?:\(?[a-z0-9]{1,3}[.)]\s+)?([A-Za-z]+ing)\b/.exec(key);
  if (first) {
    // Read as a clause with a subject ("we are heating the wafer"): alone, wink-nlp tags an opening gerund a noun.
    const doc = wink().readDoc(`We are ${key.slice(first.index + first[0].length - first[1].length)}`);
    const its = wink().its;
    const values = doc.tokens().out(its.value) as string[];
    const tags = doc.tokens().out(its.pos) as string[];
    // The typings of wink-nlp 2 give its.lemma a signature `out` does not accept; it works as documented.
    const lemmas = doc.tokens().out(its.lemma as unknown as typeof its.value) as string[];
    const i = values.findIndex((v) => v === first[1]);
    const gerund = first[1].toLowerCase();
    const lemma = (lemmas[i] ?? gerund).toLowerCase();
    if (i >= 0 && tags[i] === 'VERB' && !GENERAL_ACTS.has(lemma))
      act = { gerund, lemma, families: new Set([family(gerund), family(lemma)]) };
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
