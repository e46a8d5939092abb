/**
 * A reference numeral in brackets after its part: "a layer (1)", "a cover (12a)", as the product's text of a grant that
 * set its numerals in their own tags reads (about one grant in six), and "( 1 )", "( 12 a )" as a text with the tags
 * merely dropped reads. Written "1" and "12a" as the description means them, so "a layer (1)" is the drawn "layer 1".
 * Only after a word that can name a part: "(1) mixing" opening a list, "comprising (1) mixing" or "steps of (2)
 * heating" enumerate steps, and "edges (10, 12)" stays a pair.
 */
export function readNumerals(text: string): string {
  return text.replace(
    /(?<=\b([A-Za-z][\w-]*)) ?\(\s*(\d{1,4})(?:\s*([a-z]))?\s*(['′]?)\s*\)/g,
    (all, before: string, n: string, letter = '', prime = '') =>
      ENUMERATING.test(before) ? all : ` ${n}${letter}${prime}`,
  );
}

/** Words after which "(1)" counts steps or items, not a drawn part: verbs, prepositions, conjunctions. */
const ENUMERATING =
  /^(?:of|and|or|to|by|in|on|at|with|for|from|as|which|that|then|is|are|be|being|was|were|steps?|comprises?|comprising|includes?|including|consists?|consisting|has|have|having|namely|either|both|wherein|whereby|where|when|if|i\.e|e\.g)$/i;
