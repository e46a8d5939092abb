import { tokens, type Tok } from './question-reader.js';

/**
 * Plain inventor wording read by its lemmas (issue 25, set P): phrases an inventor types for a thing the texts name
 * otherwise ("go over the examiner's head" is an appeal, "a follow-up application" a continuation, "not new" a lack of
 * novelty). A phrase is matched on wink-nlp's lemmas, so that every inflection and pronoun is one entry ("pushed back",
 * "pushing back"; "his head", "their heads"), and the texts' words are added after it as vocabulary.ts adds them after
 * a lay word. Reviewed as a table, never keyed on a question: an entry must hold for any question using the phrase.
 *
 * A pattern is a list of positions separated by spaces: `a|b` matches a token whose lemma or word is one of them, a
 * trailing `?` makes the position optional, and `*` skips up to three tokens of the same sentence. Hyphens are skipped
 * ("follow-up" reads as "follow up").
 */
export interface LayPhrase {
  pattern: string;
  /** The texts' words the phrase stands for. */
  words: string;
  /** A lemma or word that must also be in the question (`a|b`): the phrase means the thing only there. */
  within?: string;
}

export const LAY_PHRASES: LayPhrase[] = [
  // Asking someone above the examiner to decide: an appeal to the Board (35 U.S.C. 134).
  { pattern: 'go|get|escalate over|above * head', words: 'appeal to the Patent Trial and Appeal Board' },
  { pattern: 'overrule|overturn the? examiner', words: 'appeal to the Patent Trial and Appeal Board' },
  // Arguing against an examiner's requirement or rejection: traversing it, asking reconsideration (37 CFR 1.143).
  { pattern: 'push|fight|argue back', words: 'traverse reconsideration' },
  { pattern: 'pushback', words: 'traverse reconsideration' },
  // Made to pick one of several inventions: an election under a restriction requirement (37 CFR 1.142).
  {
    pattern: 'choose|pick|select|elect only? one|a invention|group|species',
    words: 'elect election restriction requirement',
  },
  // A later application on the same disclosure: a continuing application (35 U.S.C. 120).
  {
    pattern: 'follow|follow-up up|on|onto? application|filing|case',
    words: 'continuation continuing application',
  },
  // Lacking novelty in plain words: anticipation under 35 U.S.C. 102 (MPEP 2131).
  {
    pattern: 'not|no|nothing|never new|novel|original',
    words: 'novelty anticipation prior art',
    within: 'invention|idea|patent|examiner|claim|gadget|product|device',
  },
  {
    pattern: 'already exist|know|invent|do|patent',
    words: 'novelty anticipation prior art',
    within: 'invention|idea',
  },
  // Only a small step from what exists: obviousness (35 U.S.C. 103).
  {
    pattern:
      'only|just? a? little|slightly|bit|tiny|marginally|somewhat different|difference|variation|tweak|improvement',
    words: 'obvious obviousness',
    within: 'patent|prior|old|existing|earlier|product|gadget|invention',
  },
  // Which kinds of things a patent can be had on: patent-eligible subject matter (35 U.S.C. 101).
  {
    pattern:
      'kind|kinds|type|types|sort|sorts|category|categories of thing|things|invention|inventions|idea|ideas',
    words: 'patent-eligible eligible subject matter',
    within: 'patent|patentable',
  },
  { pattern: 'what can be patent', words: 'patent-eligible eligible subject matter' },
  // Something found as it occurs in nature: a product of nature (MPEP 2106.04(b)).
  {
    pattern:
      'find|found|discover|isolate * in the? human? nature|soil|wild|ground|ocean|sea|forest|river|lake|body',
    words: 'natural product product of nature',
  },
  { pattern: 'naturally occur|occurring', words: 'natural product product of nature' },
  // Art an applicant knows of and sends, or tells the examiner about: an information disclosure statement (37 CFR
  // 1.97, 1.98).
  {
    pattern: 'tell|inform|notify the? patent? examiner|office|uspto about|of',
    words: 'information disclosure statement',
    within: 'art|reference|article|publication|document|paper|find|found',
  },
  {
    pattern: 'list of * patent|article|reference|publication|paper|document',
    words: 'information disclosure statement',
    within: 'know|aware|find|found|send|submit|file|give',
  },
  // A fresh 20 years asked of a later application: the patent term, counted from the earliest filing (35 U.S.C. 154).
  { pattern: 'fresh|new|own|full|separate|another 20|twenty year', words: 'patent term' },
  // Fees paid to keep a granted patent in force: maintenance fees (35 U.S.C. 41(b)).
  {
    pattern: 'keep my|our|the? it|patent alive|active|valid|going|enforceable',
    words: 'maintenance fee',
    within: 'fee|pay',
  },
  { pattern: 'keep my|our|the? it|patent in force', words: 'maintenance fee', within: 'fee|pay|payment' },
  // Paid for after the grant: maintenance fees, not the issue fee paid before it.
  { pattern: 'pay|payment|fee * after|once * grant|issue', words: 'maintenance fee' },
  // Several designs in one application: more than one claim, which a design application may not have (37 CFR 1.153).
  {
    pattern:
      'several|multiple|many|two|three|different|various * design go|fit|be? in|into one|a|the single|same? design? patent? application|patent',
    words: 'design application with more than one claim',
  },
  // A plant bred by the asker: a new variety of plant, which a plant patent protects (35 U.S.C. 161).
  {
    pattern: 'new kind|variety|type|strain|cultivar',
    words: 'new variety of plant',
    within: 'breed|bred|hybridize|hybridise|cross|crossed',
  },
  // A provisional that runs out: it lapses, abandoned 12 months after its filing date (35 U.S.C. 111(b)(5)).
  { pattern: 'run out', words: 'lapse', within: 'provisional' },
  // A letter from the Office rejecting claims: an Office action (its period for reply, 37 CFR 1.134).
  { pattern: 'letter|notice|email reject|rejecting', words: 'office action' },
];

interface Position {
  alts: Set<string>;
  optional: boolean;
  gap: boolean;
}

const compiled = LAY_PHRASES.map((p) => ({
  ...p,
  positions: p.pattern.split(' ').map((w): Position => ({
    alts: new Set(w.replace(/\?$/, '').split('|')),
    optional: w.endsWith('?'),
    gap: w === '*',
  })),
  within: p.within ? new Set(p.within.split('|')) : null,
}));

const hit = (alts: Set<string>, t: Tok) => alts.has(t.lemma) || alts.has(t.lower);

/** The index after the last token matched from `i` by positions `k…`, or -1. */
function matchFrom(t: Tok[], i: number, positions: Position[], k: number, s: number): number {
  if (k === positions.length) return i;
  const p = positions[k];
  if (p.gap) {
    for (let skip = 0; skip <= 3 && i + skip <= t.length; skip++) {
      if (skip > 0 && t[i + skip - 1].s !== s) break;
      const end = matchFrom(t, i + skip, positions, k + 1, s);
      if (end >= 0) return end;
    }
    return -1;
  }
  if (i < t.length && t[i].s === s && hit(p.alts, t[i])) {
    const end = matchFrom(t, i + 1, positions, k + 1, s);
    if (end >= 0) return end;
  }
  return p.optional ? matchFrom(t, i, positions, k + 1, s) : -1;
}

const cache = new Map<string, string>();

/** A text with the texts' words added after each plain phrase it uses (see LAY_PHRASES). */
export function withPhraseWords(text: string): string {
  const known = cache.get(text);
  if (known !== undefined) return known;
  // Hyphens are skipped: "follow-up" is "follow up".
  const t = tokens(text).filter((x) => x.lower !== '-');
  const inserts: { at: number; words: string }[] = [];
  for (const p of compiled)
    for (let i = 0; i < t.length; i++) {
      const end = matchFrom(t, i, p.positions, 0, t[i].s);
      if (end <= i) continue;
      if (p.within && !t.some((x) => hit(p.within!, x))) continue;
      const last = t[end - 1];
      const at = last.start + last.lower.length;
      // A phrase whose words the text already says adds nothing.
      if (!text.includes(`(${p.words})`)) inserts.push({ at, words: p.words });
      break;
    }
  let out = text;
  for (const { at, words } of inserts.sort((a, b) => b.at - a.at))
    out = `${out.slice(0, at)} (${words})${out.slice(at)}`;
  if (cache.size > 500) cache.clear();
  cache.set(text, out);
  return out;
}
