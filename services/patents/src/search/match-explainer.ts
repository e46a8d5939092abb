import type { MatchExplanation } from '@patent-hub/contracts';
import { stem, tokenize } from '@patent-hub/text';

export interface ExplainInput {
  title: string;
  abstract: string | null;
  claims: { number: number; text: string }[];
  description: string | null;
}

const WINDOW = 280;

/** The part of a text around its first query term, cut at word boundaries. */
export function snippet(text: string, stems: Set<string>): string {
  const re = /[\p{L}\p{N}]+/gu;
  let at = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (stems.has(stem(m[0].toLowerCase()))) {
      at = m.index;
      break;
    }
  }
  if (text.length <= WINDOW) return text;
  const start = Math.max(0, text.lastIndexOf(' ', Math.max(0, at - 80)) + 1);
  const end = Math.min(
    text.length,
    text.indexOf(' ', start + WINDOW) === -1 ? text.length : text.indexOf(' ', start + WINDOW),
  );
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}

/**
 * Why a patent matched: the query terms it contains and the passage (title, abstract, a claim or a
 * description paragraph) holding most of them; earlier fields win ties because they weigh more.
 */
export function explainMatch(queryText: string, doc: ExplainInput, score: number): MatchExplanation {
  const queryTokens = [...new Set(tokenize(queryText, 64))];
  const wanted = new Set(queryTokens);
  type Passage = { field: MatchExplanation['field']; claimNumber: number | null; text: string };
  const passages: Passage[] = [
    { field: 'title', claimNumber: null, text: doc.title },
    ...(doc.abstract ? [{ field: 'abstract' as const, claimNumber: null, text: doc.abstract }] : []),
    ...doc.claims.map((c) => ({ field: 'claims' as const, claimNumber: c.number, text: c.text })),
    ...(doc.description ?? '')
      .split('\n\n')
      .slice(0, 2000)
      .map((t) => ({ field: 'description' as const, claimNumber: null, text: t })),
  ];
  let best: { p: Passage; hits: Set<string> } | null = null;
  for (const p of passages) {
    const hits = new Set(tokenize(p.text).filter((t) => wanted.has(t)));
    if (hits.size > (best?.hits.size ?? 0)) best = { p, hits };
    if (best && best.hits.size === wanted.size) break;
  }
  const rounded = Math.round(score * 1000) / 1000;
  if (!best)
    return {
      terms: [],
      field: 'metadata',
      claimNumber: null,
      passage: 'Matched on the number, party, classification or date criteria, not on text.',
      score: rounded,
    };
  return {
    terms: queryTokens.filter((t) => best.hits.has(t)),
    field: best.p.field,
    claimNumber: best.p.claimNumber,
    passage: snippet(best.p.text, best.hits),
    score: rounded,
  };
}
