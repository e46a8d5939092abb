/** Tokens for BM25: lower-cased words and numbers, English stop words removed, light suffix stemming. */
const STOP = new Set(('a an and are as at be been being but by can could did do does for from had has have he her his how i if in into is it its '
  + 'may more most no nor not of on one or other our said same she should so some such than that the their them then there these they this '
  + 'those to under upon was we were what when where which while who will with within would you your wherein thereof therein whereby herein '
  + 'first second least each').split(' '));

export function stem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 6 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 5 && w.endsWith('ed') && !w.endsWith('eed')) w = w.slice(0, -2);
  else if (w.length > 5 && w.endsWith('ly')) w = w.slice(0, -2);
  // 'controlled' → 'controll' → 'control': undouble a final consonant left by the cut.
  if (w.length > 4 && /([bdfglmnprt])\1$/.test(w) && w !== word) w = w.slice(0, -1);
  if (w.length > 4 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

export function tokenize(text: string, limit = 100_000): string[] {
  const out: string[] = [];
  for (const raw of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (raw.length < 2 || raw.length > 40 || STOP.has(raw)) continue;
    out.push(stem(raw));
    if (out.length >= limit) break;
  }
  return out;
}

/** Plain words of a query leaf, for tsquery building: letters and digits only, never operators. */
export function queryWords(text: string, limit = 32): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 0 && w.length <= 60).slice(0, limit);
}
