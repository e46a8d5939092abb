import { cosine, cutWords, sentences, terms, words } from './text.js';

/** Extractive abstract: title-relevant, non-redundant description sentences, at most 150 words. */
export function localAbstract(title: string, description: string, maxWords = 150): string {
  const pool = sentences(description).filter((s) => words(s).length >= 5 && words(s).length <= 60);
  if (pool.length === 0) return cutWords(description, maxWords);
  const focus = terms(`${title} ${title} ${description.slice(0, 2000)}`);
  const ranked = pool
    .map((s, i) => ({ s, i, score: cosine(terms(s), focus) + (i === 0 ? 0.2 : 0) }))
    .sort((a, b) => b.score - a.score);
  const picked: typeof ranked = [];
  let n = 0;
  for (const r of ranked) {
    const len = words(r.s).length;
    if (n + len > maxWords) continue;
    if (picked.some((p) => cosine(terms(p.s), terms(r.s)) > 0.6)) continue;
    picked.push(r);
    n += len;
    if (n > maxWords * 0.75 || picked.length >= 6) break;
  }
  return cutWords(
    picked
      .sort((a, b) => a.i - b.i)
      .map((p) => p.s.replace(/;$/, '.'))
      .join(' '),
    maxWords,
  );
}

const SUBJECT =
  /\b(?:relates? (?:generally )?to|provides?|discloses?|describes?|is directed to|present invention is)\s+(?:an?|the)?\s*((?:improved |novel |new )?[a-z][a-z -]{2,60}?)(?=[,.;]| for | that | which | having | with | comprising | to )/i;
const HAS =
  /\b(?:comprises|comprising|includes|including|has|having|consists of|is made up of)\s+([^.;]{8,300})/i;

function subjectOf(description: string): string {
  const m = SUBJECT.exec(description);
  const s = (m?.[1] ?? 'apparatus').trim().replace(/^(a|an|the)\s+/i, '');
  return words(s).slice(-4).join(' ').toLowerCase();
}

const article = (np: string) =>
  /^(a|an|one|two|three|at least|a plurality|plurality)\b/i.test(np)
    ? np
    : `${/^[aeiou]/i.test(np) ? 'an' : 'a'} ${np}`;

/** Template claims from the description: one independent claim of its listed parts, dependents from its optional features. */
export function localClaims(description: string, existingClaims: string[]): string[] {
  const subject = subjectOf(description);
  const head = words(subject).slice(-1)[0];
  const parts: string[] = [];
  for (const s of sentences(description)) {
    const m = HAS.exec(s);
    if (!m) continue;
    for (const p of m[1].split(/,\s*(?:and\s+)?|\s+and\s+/)) {
      const np = p
        .trim()
        .replace(/^(?:the|said)\s+/i, '')
        .replace(/\s+(?:which|that|wherein)\b.*$/i, '');
      if (
        words(np).length >= 1 &&
        words(np).length <= 8 &&
        !parts.some((x) => x.toLowerCase() === np.toLowerCase())
      )
        parts.push(np);
      if (parts.length >= 5) break;
    }
    if (parts.length >= 5) break;
  }
  if (parts.length === 0)
    parts.push(
      ...terms(description)
        .slice(0, 3)
        .map((t) => `${t} component`),
    );
  const existing = existingClaims
    .map((c) => c.trim())
    .filter(Boolean)
    .map((c) => c.replace(/^\s*\d+\s*[.)]\s*/, ''));
  const claims: string[] =
    existing.length > 0
      ? existing
      : [
          `${article(subject).replace(/^a/, 'A')} comprising: ${parts.map((p, i) => `${article(p)}${i === parts.length - 1 ? '.' : i === parts.length - 2 ? '; and' : ';'}`).join(' ')}`,
        ];
  const features = sentences(description)
    .filter((s) => /\b(?:may|can|optionally|preferably|in (?:one|some|another) embodiments?)\b/i.test(s))
    .map((s) =>
      s
        .replace(/^.*?\b(?:in (?:one|some|another) embodiments?,?\s*)/i, '')
        .replace(/\b(?:may|can)\s+(?:be\s+)?/i, 'is ')
        .replace(/\b(?:optionally|preferably)\s+/i, '')
        .replace(/[.;]\s*$/, ''),
    )
    .filter((s) => words(s).length >= 4 && words(s).length <= 40)
    .slice(0, Math.max(0, 6 - claims.length));
  for (const f of features)
    claims.push(`The ${head} of claim 1, wherein ${f.charAt(0).toLowerCase()}${f.slice(1)}.`);
  return claims.map((c, i) => `${i + 1}. ${c}`);
}
