import type { Analysis } from '@/api/types';

/** SPEC §9: patent-analysis-{number}-{timestamp}.txt */
export const reportFileName = (patentNumber: string, now = Date.now()) =>
  `patent-analysis-${patentNumber}-${now}.txt`;

/**
 * SPEC §9 report: Summary, Key Claims, Prior Art Comparison, Patent Strength Analysis and
 * Recommendations. Prior art is written as reference, similarity out of 10 and description.
 */
export function buildAnalysisReport(patentNumber: string, a: Analysis): string {
  const lines = [`Patent Analysis Report: US${patentNumber}`, `Generated: ${new Date().toISOString()}`, ''];
  lines.push('Summary', '-------', a.summary, '');
  lines.push('Key Claims', '----------', ...a.keyClaims.map((c) => `Claim ${c.number}: ${c.text}`), '');
  lines.push('Prior Art Comparison', '--------------------');
  for (const p of a.priorArt) {
    lines.push(
      `Reference: US${p.patent}${p.title ? ` — ${p.title}` : ''}`,
      `Similarity: ${(p.similarity / 10).toFixed(1)}/10`,
      `Description: ${p.difference}`,
      '',
    );
  }
  lines.push('Patent Strength Analysis', '------------------------');
  lines.push(
    `Novelty Score: ${a.noveltyScore}/10`,
    `Technical Merit: ${a.technicalMerit}/10`,
    `Commercial Potential: ${a.commercialPotential}/10`,
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
