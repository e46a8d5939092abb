import type { Analysis } from '@patent-hub/contracts';

/**
 * SPEC §9 report: patent-analysis-{number}-{timestamp}.txt with sections Summary, Key Claims,
 * Prior Art Comparison, Patent Strength Analysis and Recommendations. Prior art is rendered from the
 * stored shape: reference = US{patent} — title, similarity/10 = similarity % / 10, description = difference.
 */
export function buildReport(a: Analysis, now: Date): { fileName: string; content: string } {
  const lines: string[] = [
    `Patent Analysis Report: US${a.patentNumber}`,
    `Generated: ${now.toISOString()} (analysis version ${a.version}, ${a.createdAt})`,
    `Engine: ${a.engine.label} [${a.engine.provider}/${a.engine.model}]`,
    '',
    'Summary',
    '=======',
    a.summary,
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
    ...(a.priorArt.length === 0 ? ['No earlier documents found in the corpus.'] : []),
    ...a.priorArt.flatMap((p) => [
      `Reference: US${p.patent} — ${p.title}${p.date ? ` (${p.date})` : ''}`,
      `Similarity: ${(p.similarity / 10).toFixed(1)}/10`,
      `Description: ${p.difference}`,
      '',
    ]),
    ...(a.priorArtCutoff ? [`Prior art limited to documents dated before ${a.priorArtCutoff}.`, ''] : []),
    'Patent Strength Analysis',
    '========================',
    `Novelty: ${a.noveltyScore}/10 — ${a.scoreReasons.noveltyScore}`,
    `Technical Merit: ${a.technicalMerit}/10 — ${a.scoreReasons.technicalMerit}`,
    `Commercial Potential: ${a.commercialPotential}/10 — ${a.scoreReasons.commercialPotential}`,
    '',
    'Recommendations',
    '===============',
    ...a.recommendations.map((r, i) => `${i + 1}. ${r}`),
    '',
  ];
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  return { fileName: `patent-analysis-${a.patentNumber}-${stamp}.txt`, content: lines.join('\n') };
}
