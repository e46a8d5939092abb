import type { PriorArtItem, PriorArtSearch } from '@patent-hub/contracts';
import { parseClaims, type ParsedClaim } from './claims-parser.js';
import { chartPriorArt, type ChartedClaimSplit, type PriorArtFindings } from './prior-art-chart.js';
import { commercialPotential, noveltyScore, technicalMerit, usNumber, type Signal } from './scores.js';
import { extractiveSummary, SUMMARY_SOURCE } from './summary.js';
import type { PatentForAnalysis, PriorArtCandidate } from './types.js';
import { words } from './text.js';

export interface AnalysisDraft {
  summary: string;
  keyClaims: { number: number; text: string; independent: boolean; dependsOn: number[] }[];
  priorArt: PriorArtItem[];
  /** Null = "Not assessed". */
  noveltyScore: number | null;
  technicalMerit: number | null;
  commercialPotential: number | null;
  scoreReasons: { noveltyScore: string; technicalMerit: string; commercialPotential: string };
  recommendations: string[];
  priorArtCutoff: string | null;
  priorArtSearch: PriorArtSearch;
  claimCharts: ChartedClaimSplit[];
  scoreSignals: { noveltyScore: Signal[]; technicalMerit: Signal[]; commercialPotential: Signal[] };
  summarySource: string;
}

/**
 * The local engine's analysis, every part resting on evidence: the claim charts of the references over the
 * relevance floor, scores from listed signals (or Not assessed), an extractive summary. `found` is the prior-art
 * search's result; a plain candidate list is charted on the candidates' title and abstract.
 */
export function buildLocalAnalysis(
  patent: PatentForAnalysis,
  found: PriorArtFindings | PriorArtCandidate[],
  opts: { now?: Date } = {},
): AnalysisDraft {
  const findings = Array.isArray(found) ? chartPriorArt(patent, found, new Map(), null) : found;
  const claims = parseClaims(patent.claims);
  const independents = claims.filter((c) => c.independent);
  const keyClaims = [...independents, ...claims.filter((c) => !c.independent).slice(0, 3)].map((c) => ({
    number: c.number,
    text: c.text,
    independent: c.independent,
    dependsOn: c.dependsOn,
  }));
  const priorArt: PriorArtItem[] = findings.shown.map((r) => {
    const chart = r.charts.find((c) => c.claim === r.bestClaim);
    const rows = chart?.rows ?? [];
    const missing = rows.filter((m) => !m.disclosed).map((m) => m.element);
    const difference =
      rows.length === 0
        ? 'No independent claim elements to compare.'
        : missing.length === 0
          ? `Discloses every element of claim ${r.bestClaim} at the term level${r.fullText ? '' : ' (title and abstract only)'}; read the passages before relying on it.`
          : `Does not disclose ${missing.length} of ${rows.length} elements of claim ${r.bestClaim}${r.fullText ? '' : ' (title and abstract only)'}: ${missing.map((e) => `"${cutPhrase(e)}"`).join('; ')}.`;
    return {
      patent: r.candidate.patentNumber,
      title: r.candidate.title,
      date: r.candidate.date,
      similarity: Math.round(r.relevance * 100),
      difference,
      missingElements: missing,
      mappings: r.charts.flatMap((c) =>
        c.rows.map((row) => ({
          claim: c.claim,
          element: row.element,
          passage: row.passage,
          score: row.score,
          disclosed: row.disclosed,
          elementIndex: row.elementIndex,
          ...(row.source ? { source: row.source } : {}),
          highlights: row.highlights,
        })),
      ),
      chartClaim: r.bestClaim,
      relevance: r.relevance,
      fullText: r.fullText,
    };
  });
  const now = opts.now ?? new Date();
  const novelty = noveltyScore(findings);
  const merit = technicalMerit(patent, claims, findings.forwardCitations);
  const commercial = commercialPotential(patent, findings.forwardCitations, now);
  return {
    summary: extractiveSummary(patent.title, patent.abstract, patent.description),
    keyClaims,
    priorArt,
    noveltyScore: novelty.score,
    technicalMerit: merit.score,
    commercialPotential: commercial.score,
    scoreReasons: {
      noveltyScore: novelty.reason,
      technicalMerit: merit.reason,
      commercialPotential: commercial.reason,
    },
    scoreSignals: {
      noveltyScore: novelty.signals,
      technicalMerit: merit.signals,
      commercialPotential: commercial.signals,
    },
    recommendations: recommend(claims, priorArt, findings),
    priorArtCutoff: findings.search.cutoff,
    priorArtSearch: findings.search,
    claimCharts: findings.claims,
    summarySource: SUMMARY_SOURCE,
  };
}

function cutPhrase(e: string): string {
  const w = words(e);
  return w.length > 12 ? `${w.slice(0, 12).join(' ')}…` : e;
}

function recommend(claims: ParsedClaim[], priorArt: PriorArtItem[], found: PriorArtFindings): string[] {
  const out: string[] = [];
  const close = priorArt.filter((p) => p.similarity > 70);
  if (close.length > 0)
    out.push(
      `Review ${close.map((p) => usNumber(p.patent)).join(', ')} closely: they cover most elements of the charted claim.`,
    );
  const gap = priorArt[0]?.missingElements[0];
  if (gap)
    out.push(
      `Build the novelty argument around the element "${cutPhrase(gap)}", which the closest reference does not disclose.`,
    );
  const indep = claims.filter((c) => c.independent);
  if (indep.length === 1)
    out.push('Consider an additional independent claim in another category (method, system or medium).');
  if (indep[0] && words(indep[0].text).length > 200)
    out.push('Claim 1 is long; a shorter independent claim would give broader protection.');
  if (claims.length < 10) out.push('Add dependent claims as fall-back positions for the key features.');
  if (priorArt.length === 0 && found.search.message)
    out.push(
      `${found.search.message} Novelty is not assessed; run a professional search before filing decisions.`,
    );
  out.push('This analysis is machine-generated and not legal advice; have a patent professional confirm it.');
  return out;
}
