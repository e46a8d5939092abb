import { cosine, terms } from './text.js';

/** How the local engine's summary is labelled in the result and the panel. */
export const SUMMARY_SOURCE =
  'Extracted by the local engine: whole sentences of the abstract and description, unchanged (no language model).';

const ABBREVIATION =
  /\b(?:FIGS?|Fig|No|Nos|e\.g|i\.e|etc|approx|ca|vs|U\.S|Ser|Pat|Appl|al|Ref|Eq|Nr|min|max|wt|vol)\.$/i;
/** Opens with a word that points back at a sentence not shown ("This determination…", "Such a…"). */
const DANGLING =
  /^(?:this|these|that|those|such|it|its|they|their|thus|therefore|hence|accordingly|however|further|furthermore|additionally|also|moreover|then|here|there|in this|in that|as such|similarly|likewise|in addition|alternatively|otherwise|the above|the foregoing|said|more particularly|in particular|particularly|specifically|more specifically)\b/i;
/** Claim-style enumerators and references to figures or claims make a sentence unusable out of context. */
const UNUSABLE = /(?:^|\s)\(?(?:[a-z]|[ivx]{1,4}|\d{1,2})\)\s|\bFIGS?\.|\bclaims? \d|\bsee\b|^\W|\[\d{4}\]/i;

/**
 * A section heading the description's text runs into the next sentence ("SUMMARY OF THE INVENTION An object of …",
 * "1. Field of the Invention The present …", "BACKGROUND The present …"): two or more capitalised words, a usual
 * heading word in capitals (one word alone may be an acronym, so only these), or a usual title-case heading.
 */
const HEADING =
  /^(?:\d+\.\s*)?[A-Z][A-Z0-9'&/-]{2,}\s+(?:(?:[A-Z][A-Z0-9'&/-]+|OF|THE|AND|TO|IN|FOR|A|AN)\s+)+(?=[A-Z][a-z]|A\s)|^(?:\d+\.\s*)?(?:BACKGROUND|SUMMARY|FIELD|DESCRIPTION|INTRODUCTION|OVERVIEW|EMBODIMENTS?)\s+(?=[A-Z][a-z]|A\s)|^(?:\d+\.\s*)?(?:Technical Field|Field(?: of the (?:Invention|Disclosure))?|Background(?: of the (?:Invention|Disclosure))?(?: Art)?|(?:Description of (?:the )?)?Related Art|Summary(?: of the (?:Invention|Disclosure))?|Brief Summary|Detailed Description(?: of the (?:Invention|Preferred Embodiments?))?)\s+(?=[A-Z][a-z])/;

/** The sentence without a heading glued to its start. */
export function withoutHeading(sentence: string): string {
  let s = sentence;
  for (let prev = ''; prev !== s;) {
    prev = s;
    s = s.replace(HEADING, '');
  }
  return s;
}

/** Whole sentences: split at . ! ? followed by a capital, not after an abbreviation or a single letter. */
export function wholeSentences(text: string): string[] {
  const flat = text.replace(/\s+/g, ' ').trim();
  const out: string[] = [];
  let start = 0;
  for (const m of flat.matchAll(/[.!?](?=\s+["(]?[A-Z])/g)) {
    const end = m.index + 1;
    const candidate = flat.slice(start, end);
    if (ABBREVIATION.test(candidate) || /(?:^|\s)[A-Z]\.$/.test(candidate)) continue;
    out.push(candidate.trim());
    start = end;
  }
  const last = flat.slice(start).trim();
  if (last) out.push(last);
  return out;
}

const complete = (s: string) =>
  /^[A-Z]/.test(s) &&
  /[.!?]$/.test(s) &&
  s.split(' ').length >= 6 &&
  !DANGLING.test(s) &&
  !UNUSABLE.test(s) &&
  // Balanced parentheses: a sentence cut inside one is not whole.
  (s.match(/\(/g)?.length ?? 0) === (s.match(/\)/g)?.length ?? 0);

/**
 * Extractive summary: complete sentences of the abstract and description, the most central to title + abstract,
 * in their order, never cut; sentences that open by pointing back ("This determination…"), carry enumerators such as
 * "(c)", cite figures or claims, or repeat a sentence already picked are left out.
 */
export function extractiveSummary(
  title: string,
  abstract: string,
  description: string,
  maxWords = 90,
): string {
  return summarySentences(title, abstract, description, maxWords).join(' ');
}

/** The sentences extractiveSummary joins, in their order. */
export function summarySentences(
  title: string,
  abstract: string,
  description: string,
  maxWords = 90,
): string[] {
  const abs = wholeSentences(abstract);
  const pool = [...abs, ...wholeSentences(description).slice(0, 80)]
    .map((s, i) => ({ s: withoutHeading(s), i, inAbstract: i < abs.length }))
    .filter((x) => complete(x.s));
  if (pool.length === 0) return [abs.find((s) => /[.!?]$/.test(s)) ?? title];
  const focus = terms(`${title} ${title} ${abstract}`);
  const ranked = pool.map((x) => ({ ...x, t: terms(x.s), score: 0 }));
  for (const r of ranked) r.score = cosine(r.t, focus) + (r.inAbstract ? 0.15 : 0);
  ranked.sort((a, b) => b.score - a.score);
  const picked: typeof ranked = [];
  let count = 0;
  for (const r of ranked) {
    const n = r.s.split(' ').length;
    if (count + n > maxWords && picked.length > 0) continue;
    if (picked.some((p) => p.s.toLowerCase() === r.s.toLowerCase() || cosine(p.t, r.t) > 0.6)) continue;
    picked.push(r);
    count += n;
    if (count >= maxWords * 0.8) break;
  }
  return picked.sort((a, b) => a.i - b.i).map((p) => p.s);
}
