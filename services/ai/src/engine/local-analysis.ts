import type { PartEngine, PriorArtItem, PriorArtSearch } from '@patent-hub/contracts';
import { parseClaims, type ParsedClaim } from './claims-parser.js';
import {
  chartableClaims,
  chartPriorArt,
  type ChartedClaimSplit,
  type PriorArtFindings,
} from './prior-art-chart.js';
import { documentStatus, type DocumentStatus } from './document-kind.js';
import { recommend } from './recommendations.js';
import {
  commercialPotential,
  designNotAssessed,
  noveltyScore,
  technicalMerit,
  type Signal,
} from './scores.js';
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
  /** Type and status the recommendations and scores were chosen by. */
  status: DocumentStatus;
  /** Abstracts of the shown references, by number (evidence for a model; not stored). */
  referenceAbstracts: Record<string, string>;
  /** Per part, the engine that wrote it; absent = the local engine wrote everything. */
  writtenBy?: WrittenBy;
}

export interface WrittenBy {
  summary: PartEngine;
  differences: PartEngine;
  recommendations: PartEngine;
}

/**
 * The local engine's analysis, every part resting on evidence: the claim charts of the references over the
 * relevance floor, scores from listed signals (or Not assessed), an extractive summary. `found` is the prior-art
 * search's result; a plain candidate list is charted on the candidates' title and abstract.
 */
export function buildLocalAnalysis(
  patent: PatentForAnalysis,
  found: PriorArtFindings | PriorArtCandidate[],
  opts: { now?: Date; claims?: ParsedClaim[] } = {},
): AnalysisDraft {
  const claims = opts.claims ?? parseClaims(patent.claims);
  const findings = Array.isArray(found)
    ? chartPriorArt(patent, found, new Map(), null, { claims: chartableClaims(patent, claims) })
    : found;
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
    // A Jepson claim's elements are its improvement's (the preamble is admitted prior art, not charted).
    const jepson = findings.claims.find((c) => c.claim === r.bestClaim)?.jepson === true;
    const ofClaim = `${jepson ? 'the improvement of ' : ''}claim ${r.bestClaim}`;
    const form = jepson
      ? ` Claim ${r.bestClaim} is in Jepson form: its preamble is admitted prior art and is not charted.`
      : '';
    const difference =
      rows.length === 0
        ? `${capitalised(findings.search.notCompared ?? 'no independent claim elements to compare')}; compared on title and abstract only.`
        : missing.length === 0
          ? `Discloses every element of ${ofClaim} (distinctive terms and qualifiers matched in one passage each)${r.fullText ? '' : ' (title and abstract only)'}; read the passages before relying on it.${form}`
          : `Does not disclose ${missing.length} of ${rows.length} elements of ${ofClaim}${r.fullText ? '' : ' (title and abstract only)'}${weaker(rows)}: ${missing.map((e) => `"${cutPhrase(e)}"`).join('; ')}.${form}`;
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
          label: row.label,
          elementIndex: row.elementIndex,
          ...(row.source ? { source: row.source, where: row.where } : {}),
          highlights: row.highlights,
          ...(row.antecedents.length > 0 ? { antecedents: row.antecedents } : {}),
        })),
      ),
      chartClaim: r.bestClaim,
      relevance: r.relevance,
      fullText: r.fullText,
    };
  });
  const now = opts.now ?? new Date();
  const status = documentStatus(patent, now);
  // A design is judged on its drawings: no score from its text (issue 23).
  const novelty = status.design ? designNotAssessed('novelty') : noveltyScore(findings);
  const merit = status.design
    ? designNotAssessed('technical merit')
    : technicalMerit(patent, claims, findings.forwardCitations);
  const commercial = commercialPotential(patent, findings.forwardCitations, now);
  return {
    summary: status.design
      ? designSummary(patent, claims)
      : extractiveSummary(patent.title, patent.abstract, patent.description),
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
    recommendations: recommend(patent, status, claims, findings, now),
    priorArtCutoff: findings.search.cutoff,
    priorArtSearch: findings.search,
    claimCharts: findings.claims,
    summarySource: status.design ? DESIGN_SUMMARY_SOURCE : SUMMARY_SOURCE,
    status,
    referenceAbstracts: Object.fromEntries(
      findings.shown.map((r) => [r.candidate.patentNumber, r.candidate.abstract]),
    ),
  };
}

const DESIGN_SUMMARY_SOURCE =
  "Taken by the local engine from the design patent's claim and title (its drawings are not in the corpus; no language model).";

/** A design patent's summary: its single claim, as printed, which names the article; else its title. */
function designSummary(patent: PatentForAnalysis, claims: ParsedClaim[]): string {
  const claim = claims[0]?.text.replace(/^\s*\d+\s*[.)]\s*/, '').trim();
  const text =
    claim && /[.!?]$/.test(claim)
      ? claim
      : `The ornamental design for ${patent.title.toLowerCase()}, as shown.`;
  return `Design patent. ${text}`;
}

/** How many undisclosed rows still have some evidence: the passages to read before relying on the difference. */
function weaker(rows: { label: string }[]): string {
  const n = rows.filter((r) => r.label === 'partly').length;
  return n
    ? ` (of these, ${n} partly: some of the element's terms in one passage; read ${n === 1 ? 'that passage' : 'those passages'})`
    : '';
}

function cutPhrase(e: string): string {
  const w = words(e);
  return w.length > 12 ? `${w.slice(0, 12).join(' ')}…` : e;
}

const capitalised = (s: string) => `${s[0].toUpperCase()}${s.slice(1)}`;
