import { cosine, cutWords, sentences, terms } from './text.js';

/** Extractive summary: the sentences of abstract and description most central to title + abstract, in order. */
export function extractiveSummary(
  title: string,
  abstract: string,
  description: string,
  maxWords = 90,
): string {
  const pool = [...sentences(abstract), ...sentences(description).slice(0, 60)].filter(
    (s) => s.split(' ').length >= 6,
  );
  if (pool.length === 0) return cutWords(abstract || title, maxWords);
  const focus = terms(`${title} ${title} ${abstract}`);
  const ranked = pool.map((s, i) => ({
    s,
    i,
    score: cosine(terms(s), focus) + (i < sentences(abstract).length ? 0.15 : 0),
  }));
  ranked.sort((a, b) => b.score - a.score);
  const picked: typeof ranked = [];
  let count = 0;
  for (const r of ranked) {
    const n = r.s.split(' ').length;
    if (count + n > maxWords && picked.length > 0) continue;
    if (picked.some((p) => cosine(terms(p.s), terms(r.s)) > 0.7)) continue;
    picked.push(r);
    count += n;
    if (count >= maxWords * 0.8) break;
  }
  return cutWords(
    picked
      .sort((a, b) => a.i - b.i)
      .map((p) => p.s)
      .join(' '),
    maxWords,
  );
}
