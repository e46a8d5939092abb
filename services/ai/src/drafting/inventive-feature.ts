import { indefiniteArticle } from './inflect.js';

/**
 * What the description says distinguishes the invention (issue 24): a spacing, a dimension compared with another, a
 * ratio or a range, stated in its summary (or its first embodiment) as "A distance between the first protrusion and the
 * second protrusion is greater than a height of the reel" or "the weight ratio of the first sunscreen to the second
 * sunscreen is from about 0.8 to about 2.0". Claim 1 carries it as a wherein clause in the description's words.
 */
const QUANTITY =
  '(?:(?:weight|mass|molar|mole|volume|atomic)\\s+)?(?:ratio|proportion|distance|spacing|gap|clearance|depth|height|width|length|thickness|diameter|radius|angle|pitch|separation)';
const NUMBER = '(?:about\\s+|approximately\\s+)?\\d+(?:\\.\\d+)?\\s*(?:%|mm|cm|µm|nm|m|degrees?|°)?';
const COMPARED =
  '(?:(?:substantially|approximately|about|at\\s+least)\\s+)?(?:greater|larger|less|smaller|longer|shorter|wider|narrower|higher|lower|equal)\\s+(?:than|to)\\s+';
const RANGE = `(?:from\\s+${NUMBER}\\s+to\\s+${NUMBER}|between\\s+${NUMBER}\\s+and\\s+${NUMBER}|(?:at\\s+least|at\\s+most|less\\s+than|greater\\s+than|more\\s+than)\\s+${NUMBER})`;
const FEATURE = new RegExp(
  `\\b(?:an?|the)\\s+(${QUANTITY})\\s+(between|of)\\s+([a-z][^.;,]*?)\\s+(?:is|are)\\s+(${COMPARED}[^.;,]+?|${RANGE})(?=\\s+and\\s+(?:an?|the)\\s|\\s*[.;,]|\\s*$)`,
  'gi',
);
/** An article and the words of its noun phrase, up to a word that joins or compares. */
const NP =
  /\b(the|an?|said)\s+((?:(?!(?:and|or|is|are|to|than|of|between|from|with|in|on)\b)[a-z][a-z0-9-]*\s*){1,5})/gi;
const QUANTITY_HEAD = new RegExp(`^${QUANTITY}$`, 'i');

export interface Feature {
  /** The clause as claim 1 states it, after "wherein ". */
  clause: string;
  /** The description's sentence it came from. */
  source: string;
}

/**
 * The first distinguishing relation of the description's lead text whose things claim 1 can name: each "the X" the
 * claim names (its own phrase, or one ending the description's longer phrase: "the pen tether retracting reel" → "the
 * retracting reel") is "the" that phrase, another thing is introduced with "a" the first time, and a quantity ("a
 * height of …") keeps "a". `named` gives claim 1's phrase for a description phrase, or null.
 */
export function inventiveFeature(
  lead: string,
  named: (phrase: string) => string | null,
  accept: (clause: string) => boolean = () => true,
): Feature | null {
  for (const m of lead.matchAll(FEATURE)) {
    const introduced = new Set<string>();
    let ok = true;
    const clause = m[0].replace(NP, (np: string, _det: string, words: string) => {
      const phrase = words.trim().toLowerCase();
      const trail = words.slice(words.trimEnd().length);
      if (QUANTITY_HEAD.test(phrase) || /^(?:height|depth|width|length|thickness|diameter)$/.test(phrase))
        return `${introduced.has(phrase) ? 'the' : 'a'} ${phrase}${trail}`;
      const own = named(phrase);
      if (own) return `the ${own}${trail}`;
      // A thing claim 1 does not name: introduced here, in the description's words.
      if (!/^[a-z][a-z0-9 -]*$/.test(phrase)) ok = false;
      const det = introduced.has(phrase) ? 'the' : indefiniteArticle(phrase);
      introduced.add(phrase);
      return `${det} ${phrase}${trail}`;
    });
    // The description's words only: a bare noun left in the clause ("of oxybenzone to avobenzone") must be claimed.
    const text = clause.replace(/\s+/g, ' ').trim();
    if (ok && accept(text)) return { clause: text, source: m[0] };
  }
  return null;
}
