import type { Analysis } from '@/api/types';
import { usNumber } from '@/lib/scores';

const scoreText = (s: number | null) => (s === null ? 'Not assessed' : `${s}/10`);

/** SPEC §9: patent-analysis-{number}-{timestamp}.txt */
export const reportFileName = (patentNumber: string, now = Date.now()) =>
  `patent-analysis-${patentNumber}-${now}.txt`;

/**
 * SPEC §9 report: Summary, Key Claims, Prior Art Comparison, Patent Strength Analysis and
 * Recommendations. Prior art is written as reference, similarity out of 10 and description.
 */
export function buildAnalysisReport(patentNumber: string, a: Analysis): string {
  const lines = [
    `Patent Analysis Report: ${usNumber(patentNumber)}`,
    `Generated: ${new Date().toISOString()}`,
    '',
  ];
  lines.push('Summary', '-------', a.summary, ...(a.summarySource ? [`(${a.summarySource})`] : []), '');
  lines.push('Key Claims', '----------', ...a.keyClaims.map((c) => `Claim ${c.number}: ${c.text}`), '');
  lines.push('Prior Art Comparison', '--------------------');
  const search = a.priorArtSearch;
  if (a.priorArtCutoff)
    lines.push(`Cut-off: before ${a.priorArtCutoff}${search ? ` (${search.cutoffBasis})` : ''}`);
  if (a.priorArt.length === 0 && search?.message) lines.push(search.message);
  for (const p of a.priorArt) {
    const claim = p.chartClaim ?? p.mappings[0]?.claim;
    lines.push(
      `Reference: ${usNumber(p.patent)}${p.title ? ` — ${p.title}` : ''}${p.date ? ` (${p.date})` : ''}`,
      `Similarity: ${(p.similarity / 10).toFixed(1)}/10`,
      `Description: ${p.difference}`,
      ...p.mappings
        .filter((m) => m.claim === claim)
        .map((m) => `  Claim ${m.claim}: "${m.element}" → "${m.passage}" (${Math.round(m.score * 100)}%)`),
      '',
    );
  }
  lines.push('Patent Strength Analysis', '------------------------');
  lines.push(
    `Novelty Score: ${scoreText(a.noveltyScore)}${a.scoreSignals ? ` — ${a.scoreReasons.noveltyScore}` : ''}`,
    `Technical Merit: ${scoreText(a.technicalMerit)}${a.scoreSignals ? ` — ${a.scoreReasons.technicalMerit}` : ''}`,
    `Commercial Potential: ${scoreText(a.commercialPotential)}${a.scoreSignals ? ` — ${a.scoreReasons.commercialPotential}` : ''}`,
    '',
  );
  lines.push('Recommendations', '---------------', ...a.recommendations.map((r, i) => `${i + 1}. ${r}`), '');
  return lines.join('\n');
}

export function downloadText(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
