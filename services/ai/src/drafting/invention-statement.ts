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

/** "a method of detecting a water leak in a building": the purpose of the method the invention statement names. */
export function statedPurpose(text: string): string | null {
  const said = sentences(text.slice(0, 20_000)).find((s) =>
    /\b(?:present (?:invention|disclosure)|this (?:invention|disclosure)|the invention)\b/i.test(s),
  );
  const m =
    said &&
    /\b(?:method|process)\s+(?:of|for)\s+([a-z]+ing(?:\s+(?:an?|the)?\s*[a-z][a-z-]*)+?)(?=\s*(?:[,.;]|\s(?:and|which|that|wherein|using|by|with|for|so|thereby|while)\b))/i.exec(
      said,
    );
  return m ? m[1].toLowerCase().replace(/\s+/g, ' ') : null;
}

/** Whether the description states a method of its own: in its invention statement, or in ordered acts. */
export const STATES_METHOD =
  /\b(?:(?:the|this|a|an|present|inventive)\s+(?:method|process)\s+(?:comprises|includes|involves|begins|starts|of the (?:present )?invention)|(?:method|process)\s+(?:of|for)\s+[a-z]+ing\b|steps?\s+(?:of|S\s*\d|\d+\b))/i;
