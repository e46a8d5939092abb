import type { AnswerSource } from '@patent-hub/contracts';
import type { ComputedDeadline } from './deadlines.js';
import {
  ASKS_FACT,
  citationLabel,
  FACT,
  legalTerms,
  type LegalHit,
  type LegalKnowledgeBase,
} from './legal-kb.js';

export const OUT_OF_DATE_NOTE =
  'These texts are snapshots of 35 U.S.C. (about 2022), 37 CFR (late 2013) and the MPEP (2014 and R-07.2022) ' +
  'and may be out of date: check the current law before relying on them. This is not legal advice.';

/** The sentences of a passage, kept with their order; enumerations split on '; ' stay in their sentence. */
function sentencesOf(text: string): string[] {
  return text
    .split('\n')
    .flatMap((para) => para.split(/(?<=[.?!])\s+(?=[A-Z(])/))
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/**
 * The operative sentence(s) of a passage for a question: the sentences sharing most (idf-free) stems with it, a
 * sentence stating a period or count preferred when the question asks for one; at most two, in text order.
 */
export function operativeSentences(passage: string, question: string, max = 2): string[] {
  const q = new Set(legalTerms(question));
  const wantsFact = ASKS_FACT.test(question);
  const all = sentencesOf(passage);
  const scored = all.map((s, i) => {
    const words = legalTerms(s, 2000);
    const overlap = new Set(words.filter((w) => q.has(w))).size;
    const fact = wantsFact && FACT.test(s) ? 3 : 0;
    // Very long sentences are cut when quoted; prefer the sentence that says it in fewer words.
    const length = words.length > 90 ? -1 : 0;
    return { s, i, score: overlap + fact + length };
  });
  const top = scored
    .filter((x) => x.s.split(/\s+/).length >= 4)
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, max)
    .filter((x, k) => k === 0 || x.score >= 2);
  // A lead-in ending with ':' is quoted with the items it introduces (up to four).
  const picked = new Set(top.map((x) => x.i));
  for (const x of top)
    if (x.s.endsWith(':')) for (let j = x.i + 1; j < Math.min(all.length, x.i + 5); j++) picked.add(j);
  return [...picked].sort((a, b) => a - b).map((i) => cutQuote(all[i]));
}

function cutQuote(s: string, words = 80): string {
  const w = s.split(/\s+/);
  return w.length <= words ? s : `${w.slice(0, words).join(' ')} […]`;
}

export function lawSource(h: LegalHit): AnswerSource {
  return {
    kind: 'law',
    label: citationLabel(h.section, h.passage.pinpoint),
    title: h.section.title,
    revision: h.section.revision,
    date: null,
    url: h.section.url,
  };
}

export interface LegalEvidence {
  hits: LegalHit[];
  quotes: string[][];
  deadline: ComputedDeadline | null;
}

/** The passages that answer a legal question, with their operative sentences (and the deadline, when dated). */
export function legalEvidence(
  kb: LegalKnowledgeBase,
  question: string,
  opts: { focus?: string; deadline: ComputedDeadline | null },
): LegalEvidence {
  const hits = kb.search(question, 3, opts.focus);
  // A computed deadline puts the section it rests on first.
  if (opts.deadline) {
    const s = kb.get(opts.deadline.rule.cite.source, opts.deadline.rule.cite.section);
    if (s && !hits.some((h) => h.section.id === s.id)) {
      hits.unshift({ section: s, ...kb.bestPassage(s, legalTerms(question), true) });
      hits.length = Math.min(hits.length, 3);
    }
  }
  const quoteFor = `${opts.focus ?? ''} ${question}`;
  return {
    hits,
    quotes: hits.map((h) => operativeSentences(h.passage.text, quoteFor)),
    deadline: opts.deadline,
  };
}

/** The local engine's answer to a legal question, piece by piece: deadline, quotes with citations, the caution. */
export function* legalAnswer(e: LegalEvidence): Generator<string> {
  if (e.deadline) {
    const d = e.deadline;
    const moved =
      d.due !== d.date
        ? ` (${d.date} falls on a weekend, so the period runs to the next business day, 35 U.S.C. 21(b); federal holidays are not checked)`
        : '';
    yield `**Deadline: ${d.due}**${moved}: the last day to ${d.rule.label}, counted from ${d.from} — ${d.rule.basis}.\n\n`;
  }
  if (e.hits.length === 0) {
    yield 'I found no passage of the patent-law texts that answers this question.\n\n';
    return;
  }
  yield e.deadline ? 'What the texts say:\n\n' : 'The patent-law texts say:\n\n';
  for (const [i, h] of e.hits.entries()) {
    const s = lawSource(h);
    const quote = e.quotes[i].map((q) => `“${q}”`).join(' … ');
    yield `- **${s.label}** (${h.section.title}; ${s.revision})${s.url ? ` [link](${s.url})` : ''}: ${quote}\n`;
  }
  yield `\n${OUT_OF_DATE_NOTE}\n`;
}
