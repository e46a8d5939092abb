/** Small text utilities shared by the local engine: tokenising, stemming-lite, sentence splitting. */
const STOP = new Set(
  ('a an the and or of to in on for with by at from as is are was were be been being this that these those it its ' +
    'said wherein which whereby such than then there their thereof therein each any all one more least plurality ' +
    'first second third into onto over under between within via having has have including includes include ' +
    'comprising comprises comprise consisting consists can may claim claims according not no so if when while ' +
    'also other same least about upon based least further configured used using use being where what how who why ' +
    'i you we our your my me do does did will would should could what please about tell').split(/\s+/),
);

export function isStopword(word: string): boolean {
  return STOP.has(word);
}

/** Lower-case word tokens with a light plural/suffix stem, stopwords removed. */
export function terms(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.toLowerCase().match(/[a-z][a-z0-9-]*[a-z0-9]|[a-z]/g) ?? []) {
    if (raw.length < 2 || STOP.has(raw)) continue;
    out.push(stem(raw));
  }
  return out;
}

export function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && word.endsWith('sses')) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us') && !word.endsWith('is')) return word.slice(0, -1);
  return word;
}

export function sentences(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?;])\s+(?=[A-Z(\d])/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

export function words(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

/** Cuts text to at most `max` words, at a sentence end when one is near. */
export function cutWords(text: string, max: number): string {
  const w = words(text);
  if (w.length <= max) return text.trim();
  const cut = w.slice(0, max).join(' ');
  const end = Math.max(cut.lastIndexOf('. '), cut.endsWith('.') ? cut.length - 1 : -1);
  return end > cut.length * 0.5 ? cut.slice(0, end + 1) : `${cut.replace(/[,;:]$/, '')}…`;
}

/** Cosine similarity of two term-frequency bags. */
export function cosine(a: string[], b: string[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  const fa = freq(a);
  const fb = freq(b);
  let dot = 0;
  for (const [t, n] of fa) dot += n * (fb.get(t) ?? 0);
  const norm = (f: Map<string, number>) => Math.sqrt([...f.values()].reduce((s, n) => s + n * n, 0));
  return dot / (norm(fa) * norm(fb));
}

export function freq(list: string[]): Map<string, number> {
  const f = new Map<string, number>();
  for (const t of list) f.set(t, (f.get(t) ?? 0) + 1);
  return f;
}
