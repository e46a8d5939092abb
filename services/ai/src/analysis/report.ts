import type { Analysis } from '@patent-hub/contracts';
import { usNumber } from '../engine/scores.js';
const scoreText = (s: number | null) => (s === null ? 'Not assessed' : `${s}/10`);

/**
 * SPEC §9 report: patent-analysis-{number}-{timestamp}.txt with sections Summary, Key Claims,
 * Prior Art Comparison, Patent Strength Analysis and Recommendations. Prior art is rendered from the
 * stored shape: reference = US{patent} — title (date), similarity/10 = similarity % / 10, description = difference,
 * then the claim chart (element → best passage, coverage). Scores without evidence read "Not assessed".
 */
export function buildReport(a: Analysis, now: Date): { fileName: string; content: string } {
  const search = a.priorArtSearch;
  const lines: string[] = [
    `Patent Analysis Report: ${usNumber(a.patentNumber)}`,
    `Generated: ${now.toISOString()} (analysis version ${a.version}, ${a.createdAt})`,
    `Engine: ${a.engine.label} [${a.engine.provider}/${a.engine.model}]`,
    '',
    'Summary',
    '=======',
    a.summary,
    ...(a.summarySource ? [`(${a.summarySource})`] : []),
    '',
    'Key Claims',
    '==========',
    ...a.keyClaims.map(
      (c) =>
        `Claim ${c.number}${c.independent ? ' (independent)' : ` (depends on ${c.dependsOn.join(', ')})`}: ${c.text.replace(/^\s*\d+\s*[.)]\s*/, '')}`,
    ),
    '',
    'Prior Art Comparison',
    '====================',
    ...(a.priorArtCutoff
      ? [
          `Cut-off: documents published or granted before ${a.priorArtCutoff}${search ? ` (${search.cutoffBasis}${search.cutoffExact ? '' : '; not exact'})` : ''}.`,
        ]
      : []),
    ...(search
      ? [
          `Searched: ${search.consideredDocuments ?? 'unknown number of'} documents dated before the cut-off; ${search.undatedExcluded ?? 'unknown number of'} undated documents left out; ${search.candidates} candidates charted, ${search.belowFloor} under the relevance floor (${Math.round(search.relevanceFloor * 100)}% element coverage).`,
        ]
      : []),
    '',
    ...(a.priorArt.length === 0 ? [search?.message ?? 'No earlier documents found in the corpus.', ''] : []),
    ...a.priorArt.flatMap((p) => [
      `Reference: ${usNumber(p.patent)} — ${p.title}${p.date ? ` (${p.date})` : ''}`,
      `Similarity: ${(p.similarity / 10).toFixed(1)}/10`,
      `Description: ${p.difference}`,
      ...p.mappings
        .filter((m) => m.claim === (p.chartClaim ?? p.mappings[0]?.claim))
        .map(
          (m) =>
            `  Claim ${m.claim} element ${(m.elementIndex ?? 0) + 1}: ${Math.round(m.score * 100)}%${m.disclosed ? ' (disclosed)' : ''} — "${m.element}" → ${m.source ? `[${m.source}] ` : ''}"${m.passage}"`,
        ),
      '',
    ]),
    'Patent Strength Analysis',
    '========================',
    `Novelty: ${scoreText(a.noveltyScore)} — ${a.scoreReasons.noveltyScore}`,
    `Technical Merit: ${scoreText(a.technicalMerit)} — ${a.scoreReasons.technicalMerit}`,
    `Commercial Potential: ${scoreText(a.commercialPotential)} — ${a.scoreReasons.commercialPotential}`,
    '',
    'Recommendations',
    '===============',
    ...a.recommendations.map((r, i) => `${i + 1}. ${r}`),
    '',
  ];
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  return { fileName: `patent-analysis-${a.patentNumber}-${stamp}.txt`, content: lines.join('\n') };
}
