import type { ClaimFinding } from '@patent-hub/contracts';
import { chains, type ClaimUnit } from './claim-structure.js';
import { MPEP_608_01_N_REVISION } from './markush.js';

/** A method's transition, or a dependent claim's "further comprising [the steps of]". */
const OWN_STEPS =
  /\b(?:comprising|comprises|including|includes|consisting\s+(?:essentially\s+)?of)\b(?:\s+the\s+(?:following\s+)?steps?\s+of)?\s*:?\s*/i;
const ADDED_STEPS =
  /\b(?:further|also|additionally)\s+(?:comprising|comprises|including|includes)\b(?:\s+the\s+(?:following\s+)?steps?\s+of)?\s*:?\s*/gi;
const ADDED_LEAD = new RegExp(String.raw`^\s*,?\s*${ADDED_STEPS.source}`, 'i');
/**
 * Where one step ends and the next begins: a semicolon or a line, then within it a comma (with "and") before the next
 * act. "And" alone joins two acts of one step ("heating and pressing the workpieces", "dividing … and determining …").
 * A clause after a step ("…, wherein the signal is digital", "wherein removing …, forming … are performed after …")
 * says more of it and is not read for steps.
 */
const LINE = /[^;\n]+/g;
const CLAUSE = /,?\s+(?:wherein|whereby|such\s+that|so\s+that)\b/i;
const STEP_CUT = /,\s+(?:and\s+)?(?=(?:then\s+)?[a-z]+ing\s+(?:the|said|an?)\s)/gi;
/** A step's lead-in: "and", "then", a label ("(a)", "b)"), "the step of". */
const LEAD = /^\s*(?:(?:and|then)\s+)*(?:\(?[a-z0-9]{1,3}[.)]\s*)?(?:(?:the\s+)?step\s+of\s+)?/i;
/** Words that open no act though they end in "-ing". */
const NOT_AN_ACT =
  /^(?:comprising|including|having|being|according|containing|consisting|using|following|during|bring|string|spring|ring|thing|nothing|something)$/i;
/** The object ends at a word that says where, how or why the act is done. */
const OBJECT_END =
  /^(?:to|from|in|into|on|onto|at|with|by|for|through|using|and|or|until|so|such|wherein|when|while|based|after|before|over|under|between|of|that|which|whereby|thereby|as|if|upon|within|across|along)$/i;

interface Step {
  /** The step's words, articles dropped: "heating mixture to 80 °c". */
  words: string;
  /** The act and its object: "heating mixture". */
  act: string;
  text: string;
  start: number;
  end: number;
}

function stepsIn(text: string, from: number): Step[] {
  const out: Step[] = [];
  const pieces: { at: number; piece: string }[] = [];
  for (const line of text.slice(from).matchAll(LINE)) {
    const kept = line[0].split(CLAUSE)[0];
    // A step that opens a list of its own ("configuring a controller to:") is read only with that list.
    if (/:\s*$/.test(kept)) continue;
    const cuts = [...kept.matchAll(STEP_CUT)];
    const starts = [0, ...cuts.map((m) => m.index + m[0].length)];
    const ends = [...cuts.map((m) => m.index), kept.length];
    starts.forEach((s, i) => pieces.push({ at: from + line.index + s, piece: kept.slice(s, ends[i]) }));
  }
  for (const { at, piece } of pieces) {
    const lead = LEAD.exec(piece)![0];
    // "… and introducing a reducing agent": a second act joined by "and" ends the first.
    const step = piece
      .slice(lead.length)
      .split(/\s+and\s+(?=[a-z]+ing\s+(?:the|said|an?)\s)/i)[0]
      .replace(/[\s,;.]+$/, '');
    const gerund = /^([a-z]+ing)\s/i.exec(step)?.[1];
    if (!gerund || NOT_AN_ACT.test(gerund)) continue;
    const words = step
      .toLowerCase()
      .replace(/\b(?:the|said|an?)\s+/g, '')
      .replace(/[,:;]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    // The object: the words after the act up to one saying where, how or why, or a stop ("heating the mixture, …").
    const object: string[] = [];
    const tokens = step.toLowerCase().split(/\s+/);
    for (const [k, w] of tokens.entries()) {
      const plain = w.replace(/[,:;()]+$/, '');
      if (k === 0 || /^(?:the|said|an?)$/.test(plain)) continue;
      // "via" is a place before an article ("via a network"), a part before a noun ("a via hole").
      if (OBJECT_END.test(plain) || (plain === 'via' && /^(?:the|said|an?)$/.test(tokens[k + 1] ?? '')))
        break;
      if (/[,:;()]/.test(plain)) break;
      object.push(plain);
      if (plain !== w) break;
    }
    if (object.length === 0) continue;
    const start = at + lead.length;
    out.push({
      words,
      act: [gerund.toLowerCase(), ...object].join(' '),
      text: step,
      start,
      end: start + step.length,
    });
  }
  return out;
}

/** One step repeats another: the same act on the same object, the words of one beginning the other's. */
const repeats = (a: Step, b: Step) =>
  a.act === b.act &&
  (a.words === b.words || a.words.startsWith(`${b.words} `) || b.words.startsWith(`${a.words} `));

/** The steps a claim recites itself: an independent claim's after its transition, a dependent claim's after "further comprising". */
function ownSteps(u: ClaimUnit): Step[] {
  if (u.dependsOn.length === 0) {
    const t = OWN_STEPS.exec(u.text.slice(u.bodyStart));
    return t ? stepsIn(u.text, u.bodyStart + t.index + t[0].length) : [];
  }
  const from = u.ref?.end ?? u.bodyStart;
  // The first "further comprising" only: a later one ("the step of X further comprises: …") is read with it.
  const m = ADDED_STEPS.exec(u.text.slice(from));
  ADDED_STEPS.lastIndex = 0;
  return m ? stepsIn(u.text, from + m.index + m[0].length) : [];
}

/**
 * The same method step recited twice: in one claim ("heating the mixture; … heating the mixture"), or again in a
 * dependent claim ("further comprising heating the mixture" under a claim 1 that heats the mixture). Read as the same
 * step, the dependent adds nothing (35 U.S.C. 112(d), MPEP 608.01(n) III); read as a second one, whether the method
 * does it twice is unclear (double inclusion, MPEP 2173.05(o)). Only the same act on the same object, with the words
 * of one step beginning the other's: "heating the mixture to 50 °C" and "heating the mixture to 80 °C" are two acts.
 */
export function repeatedSteps(c: ClaimUnit, byNumber: Map<number, ClaimUnit>): ClaimFinding[] {
  if (c.category !== 'method' || c.ownCategory || c.dependsOn.some((n) => n >= c.number || !byNumber.has(n)))
    return [];
  const mine = ownSteps(c);
  if (mine.length === 0) return [];
  const parents = [...new Set(chains(c, byNumber).flat())].filter((n) => n !== c.number);
  const theirs = parents.flatMap((n) => ownSteps(byNumber.get(n)!).map((s) => ({ s, n })));
  const out: ClaimFinding[] = [];
  const found = new Set<Step>();
  // Nothing but steps after the reference: a dependent claim whose steps only repeat its parent's adds nothing.
  const stepsOnly =
    c.ref !== null &&
    ADDED_LEAD.test(c.text.slice(c.ref.end)) &&
    !/\b(?:wherein|whereby|such\s+that|so\s+that)\b/i.test(c.text.slice(c.ref.end));
  const within = (x: Step, y: Step) => x.words === y.words || y.words.startsWith(`${x.words} `);
  for (const [i, s] of mine.entries()) {
    const earlier = mine.slice(0, i).find((e) => !found.has(e) && repeats(e, s));
    const parent = earlier ? undefined : theirs.find((t) => repeats(t.s, s));
    if (!earlier && !parent) continue;
    found.add(s);
    const other = earlier ?? parent!.s;
    const quoted = `"${s.text}"`;
    const same = other.text === s.text ? '' : ` ("${other.text}")`;
    const double = `double inclusion, MPEP 2173.05(o) [R-08.2012]`;
    const opening = other.text.split(/\s+/).slice(0, 3).join(' ');
    const message = !parent
      ? `${quoted} is recited twice in claim ${c.number}${same}: whether the method does it twice or the step is repeated by mistake is unclear (35 U.S.C. 112(b), ${double}). Delete the repeat, or say that the step is done again ("… a second time").`
      : within(s, parent.s)
        ? `Claim ${c.number} recites ${quoted} again, a step claim ${parent.n} already recites${same}: read as the same step, it adds nothing to claim ${parent.n} (35 U.S.C. 112(d), MPEP 608.01(n) III, ${MPEP_608_01_N_REVISION}); read as a second one, whether the method does it twice is unclear (${double}). To limit that step, write "wherein ${opening} … comprises …"; for another, say so ("… again after …").`
        : `Claim ${c.number} recites ${quoted}, the step "${parent.s.text}" of claim ${parent.n} with more words: whether it narrows that step or adds a second one is unclear (35 U.S.C. 112(b), ${double}). To narrow the step, write "wherein ${opening} comprises …"; for another, say so ("… again after …").`;
    const nothing = stepsOnly && mine.every((x) => theirs.some((t) => repeats(t.s, x) && within(x, t.s)));
    out.push({
      claim: c.number,
      code: nothing ? 'NO_FURTHER_LIMITATION' : 'DOUBLE_INCLUSION',
      severity: 'warning',
      message,
      start: s.start,
      end: s.end,
    });
  }
  return out;
}
