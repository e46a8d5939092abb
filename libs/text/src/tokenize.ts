/** Tokens for BM25: lower-cased words and numbers, English stop words removed, light suffix stemming. */
export const STOPWORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as at be been being but by can could did do does for from had has have he her his how i if in into is it its ' +
    'may more most no nor not of on one or other our said same she should so some such than that the their them then there these they this ' +
    'those to under upon was we were what when where which while who will with within would you your wherein thereof therein whereby herein ' +
    'first second least each'
  ).split(' '),
);

const endsWith2 = (w: string, a: string, b: string) =>
  w.charCodeAt(w.length - 2) === a.charCodeAt(0) && w.charCodeAt(w.length - 1) === b.charCodeAt(0);
const DOUBLE = new Set('bdfglmnprt');

export function stem(word: string): string {
  let w = word;
  const n = w.length;
  if (n > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (n > 4 && w.endsWith('sses')) w = w.slice(0, -2);
  else if (
    n > 3 &&
    w.charCodeAt(n - 1) === 115 &&
    !endsWith2(w, 's', 's') &&
    !endsWith2(w, 'u', 's') &&
    !endsWith2(w, 'i', 's')
  )
    w = w.slice(0, -1);
  if (w.length > 6 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 5 && w.endsWith('ed') && !w.endsWith('eed')) w = w.slice(0, -2);
  else if (w.length > 5 && w.endsWith('ly')) w = w.slice(0, -2);
  // 'controlled' → 'controll' → 'control': undouble a final consonant left by the cut.
  const m = w.length;
  if (m > 4 && w !== word && w[m - 1] === w[m - 2] && DOUBLE.has(w[m - 1])) w = w.slice(0, -1);
  if (w.length > 4 && w.charCodeAt(w.length - 1) === 101) w = w.slice(0, -1);
  return w;
}

// ASCII letters and digits plus every non-ASCII letter-ish code point; cheaper than \p{L} on large corpora.
const SPLIT = /[^a-z0-9\u00c0-\u024f\u0370-\u03ff\u0400-\u04ff\u3040-\u9fff\uac00-\ud7af]+/;

/**
 * What the XML ingest writes where a formula is printed only as an image (attorney review, issue 23): shown to the
 * reader, never a term of the text (its words would match every other grant with a formula image).
 */
export const FORMULA_IMAGE = '[formula: image in the grant, not reproduced]';

/** Stemmed tokens of a text, at most `limit`; `stop` (matched before stemming) defaults to STOPWORDS. */
export function tokenize(text: string, limit = 100_000, stop: ReadonlySet<string> = STOPWORDS): string[] {
  const out: string[] = [];
  for (const raw of text.replaceAll(FORMULA_IMAGE, ' ').toLowerCase().split(SPLIT)) {
    if (raw.length < 2 || raw.length > 40 || stop.has(raw)) continue;
    out.push(stem(raw));
    if (out.length >= limit) break;
  }
  return out;
}

/** The words tokenize() keeps (lower-cased, `stop` left out), not stemmed, at most `limit`. */
export function tokenWords(text: string, limit = 100_000, stop: ReadonlySet<string> = STOPWORDS): string[] {
  const out: string[] = [];
  for (const raw of text.toLowerCase().split(SPLIT)) {
    if (raw.length < 2 || raw.length > 40 || stop.has(raw)) continue;
    if (out.push(raw) >= limit) break;
  }
  return out;
}

/** Plain words of a query leaf, for tsquery building: letters and digits only, never operators. */
export function queryWords(text: string, limit = 32): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0 && w.length <= 60)
    .slice(0, limit);
}
