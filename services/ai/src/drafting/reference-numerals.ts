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

/** Words that join alternatives, not two names of one part ("and/or"), and units ("mg/kg"). */
const NOT_A_NAME = /^(?:and|or|nor|not|either|mg|kg|ml|g|l|mm|cm|m|s|h|min)$/;
const plural = (w: string) =>
  /(?:s|x|z|ch|sh)$/.test(w) ? `${w}es` : /[^aeiou]y$/.test(w) ? `${w.slice(0, -1)}ies` : `${w}s`;
const singular = (w: string) =>
  /ies$/.test(w)
    ? `${w.slice(0, -3)}y`
    : /(?:ches|shes|sses|xes)$/.test(w)
      ? w.slice(0, -2)
      : w.replace(/s$/, '');

/**
 * One drawn part given two names joined by a slash before its numeral, "retention members/fasteners 30" (issue 24:
 * US7862546 read a retention member and a fastener, and claimed neither): the part is its first name, and the second
 * name with that numeral ("each fastener 30", "fasteners 30") is written as the first ("each retention member 30"), so
 * the description's facts see one part. The first name keeps the word before it when the description writes the two
 * words together elsewhere ("retention member"). Case and number are kept.
 */
export function oneNameANumeral(text: string): string {
  let out = text;
  const seen = new Set<string>();
  for (const m of text.matchAll(
    /\b(?:([a-z][a-z-]+)\s+)?([a-z][a-z-]+)\/([a-z][a-z-]+)\s+(\d{1,4}[a-z]?)\b/g,
  )) {
    const [all, before, a, b, n] = m;
    if (NOT_A_NAME.test(a) || NOT_A_NAME.test(b) || a.length < 3 || b.length < 3) continue;
    const [a1, b1] = [singular(a), singular(b)];
    if (a1 === b1 || seen.has(`${b1}|${n}`)) continue;
    seen.add(`${b1}|${n}`);
    const compound =
      before && new RegExp(`\\b${before}\\s+(?:${a1}|${plural(a1)})\\b`, 'gi').exec(text.replace(all, ''))
        ? `${before} `
        : '';
    out = out.replace(new RegExp(`\\b${a}/${b}(?=\\s+${n}\\b)`, 'g'), a);
    out = out.replace(new RegExp(`\\b(${b1}|${plural(b1)})(?=\\s+${n}\\b)`, 'gi'), (w: string) => {
      const name = `${compound}${w.toLowerCase() === b1 ? a1 : plural(a1)}`;
      return /^[A-Z]/.test(w) ? name[0].toUpperCase() + name.slice(1) : name;
    });
  }
  return out;
}
