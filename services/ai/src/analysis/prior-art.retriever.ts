import { parseClaims } from '../engine/claims-parser.js';
import type { CorpusSearch, PatentForAnalysis, PriorArtCandidate } from '../engine/types.js';

/**
 * Prior art published before the earliest filing date: one query per independent claim plus the abstract
 * (title + abstract), fused by reciprocal rank so a document found by several queries rises.
 */
export async function retrievePriorArt(search: CorpusSearch, patent: PatentForAnalysis, limit = 8): Promise<PriorArtCandidate[]> {
  const independents = parseClaims(patent.claims).filter((c) => c.independent).slice(0, 3);
  const queries = [`${patent.title}. ${patent.abstract}`, ...independents.map((c) => c.text)].filter((q) => q.trim().length > 0);
  const exclude = [patent.number, ...patent.familyNumbers];
  const lists = await Promise.all(queries.map((text) => search.similar({ text, before: patent.earliestDate ?? undefined, exclude, limit: 20 })));
  const fused = new Map<string, { doc: PriorArtCandidate; score: number }>();
  for (const list of lists) {
    list.forEach((doc, rank) => {
      if (exclude.includes(doc.patentNumber)) return;
      const prev = fused.get(doc.patentNumber);
      fused.set(doc.patentNumber, { doc, score: (prev?.score ?? 0) + 1 / (60 + rank + 1) });
    });
  }
  return [...fused.values()].sort((a, b) => b.score - a.score).slice(0, limit).map((f) => ({ ...f.doc, score: f.score }));
}
