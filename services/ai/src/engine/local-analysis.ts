import type { PartEngine, PriorArtItem, PriorArtSearch, ReferenceOfRecord } from '@patent-hub/contracts';
import { parseClaims, type ParsedClaim } from './claims-parser.js';
import {
  chartableClaims,
  chartPriorArt,
  type ChartedClaimSplit,
  type ChartedReference,
  type PriorArtFindings,
} from './prior-art-chart.js';
import {
  checkDate,
  benefitGapNote,
  citedByOf,
  corpusNumberOf,
  dateNote,
  DESIGN_NOT_CHARTED,
  inContinuity,
  OF_RECORD_RULE,
  nplDate,
  recordDate,
  type CitedBy,
  filedAs,
} from './references-of-record.js';
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
import { termsThereText, thatPassage, undisclosedGroups } from './undisclosed-elements.js';
import type { ChartRow } from './claim-chart.js';

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
  /** The references of record (absent: the record gives none) and how they are used. */
  referencesOfRecord?: ReferenceOfRecord[];
  referencesOfRecordRule?: string;
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
  const citedBy = citedByNumber(patent);
  const gap = findings.benefitGap;
  const priorArt: PriorArtItem[] = [
    ...findings.shown.map((r) => priorArtItem(r, findings, citedBy)),
    // Published between the cut-off and the date without the description's benefit claims (issue 23 re-review).
    ...(gap?.shown ?? []).map((r) => ({
      ...priorArtItem(r, findings, citedBy),
      unlessBenefit: benefitGapNote(
        r.candidate.date!,
        gap!.from,
        gap!.span ?? { date: gap!.until, claims: gap!.claims },
      ),
    })),
  ];
  const now = opts.now ?? new Date();
  const status = documentStatus(patent, now);
  // A design is judged on its drawings: no score from its text (issue 23).
  const novelty = status.design ? designNotAssessed('novelty') : noveltyScore(findings);
  const merit = status.design
    ? designNotAssessed('technical merit')
    : technicalMerit(patent, claims, findings.forwardCitations);
  const commercial = commercialPotential(patent, findings.forwardCitations, now, status);
  return {
    summary: status.design
      ? designSummary(patent, claims)
      : extractiveSummary(
          patent.title,
          patent.abstract,
          patent.description,
          undefined,
          independents.map((c) => c.text),
        ),
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
      [...(findings.ofRecord?.charted ?? []), ...findings.shown].map((r) => [
        r.candidate.patentNumber,
        r.candidate.abstract,
      ]),
    ),
    ...(patent.citations && patent.citations.length > 0
      ? {
          referencesOfRecord: referencesOfRecord(
            patent,
            findings,
            citedBy,
            status.design ? DESIGN_NOT_CHARTED : undefined,
          ),
          referencesOfRecordRule: OF_RECORD_RULE,
        }
      : {}),
  };
}

/** What a chart row without a match rests on: word matching, which cannot show that a reference lacks an element. */
const WORDS_ONLY = 'This is what the word matching found, not a finding that the reference lacks them.';

/** A charted reference as the analysis shows it: its chart, coverage and the difference from the best-charted claim. */
function priorArtItem(
  r: ChartedReference,
  findings: PriorArtFindings,
  citedBy: Map<string, CitedBy>,
): PriorArtItem {
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
        : // What the word matching found, not a legal finding that the reference lacks them (attorney review, fix 6).
          `${notShownText(rows, `${ofClaim}${r.fullText ? '' : ' (title and abstract only)'}`)} ${WORDS_ONLY}${form}`;
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
        ...(row.labelNote ? { labelNote: row.labelNote } : {}),
        elementIndex: row.elementIndex,
        ...(row.source ? { source: row.source, where: row.where } : {}),
        highlights: row.highlights,
        ...(row.antecedents.length > 0 ? { antecedents: row.antecedents } : {}),
      })),
    ),
    chartClaim: r.bestClaim,
    relevance: r.relevance,
    fullText: r.fullText,
    ...(r.ofRecord ? { ofRecord: citedBy.get(r.candidate.patentNumber) ?? 'not stated' } : {}),
    ...(r.basis ? { priorArtBasis: r.basis } : {}),
  };
}

/** Who cited each US reference of record, by corpus number (the first listing wins). */
function citedByNumber(patent: PatentForAnalysis): Map<string, CitedBy> {
  const out = new Map<string, CitedBy>();
  for (const c of patent.citations ?? []) {
    const n = corpusNumberOf(c);
    if (n && !out.has(n)) out.set(n, citedByOf(c.category));
  }
  return out;
}

/**
 * The references of record as the analysis lists them (issue 23): every citation of the record once, those the
 * corpus holds first (charted, by coverage), then the others in the record's order, "text not in this corpus".
 * Each carries who cited it and its date against the cut-off; a date on or after it is flagged, not dropped.
 * `notCharted`: why one the corpus holds is not charted, when the whole list is not (a design patent).
 */
function referencesOfRecord(
  patent: PatentForAnalysis,
  findings: PriorArtFindings,
  citedBy: Map<string, CitedBy>,
  notCharted?: string,
): ReferenceOfRecord[] {
  const cutoff = findings.search.cutoff;
  const charted = new Map((findings.ofRecord?.charted ?? []).map((r) => [r.candidate.patentNumber, r]));
  const shown = new Set(findings.shown.map((r) => r.candidate.patentNumber));
  const seen = new Set<string>();
  const items = (patent.citations ?? []).flatMap((c): ReferenceOfRecord[] => {
    const corpusNumber = corpusNumberOf(c);
    const key = corpusNumber ?? `${c.country ?? ''}:${c.document_number}`;
    if (seen.has(key) || corpusNumber === patent.number) return [];
    seen.add(key);
    const held = (corpusNumber && findings.ofRecord?.held.get(corpusNumber)) || 'not held';
    const family =
      (!!corpusNumber && !!findings.ofRecord?.family.has(corpusNumber)) || inContinuity(c, patent.continuity);
    const r = corpusNumber && !family ? charted.get(corpusNumber) : undefined;
    // The corpus's date is the day of publication; the record's is often a month ("1987-06").
    // A non-patent citation carries its date in its text, if anywhere (attorney review, issue 23 fix 5).
    const printed = !r && !recordDate(c.date) && c.kind === 'npl' ? nplDate(c.document_number) : null;
    const date = r?.candidate.date ?? recordDate(c.date) ?? printed;
    const check = checkDate(date, cutoff);
    const card =
      held !== 'not held' && corpusNumber ? findings.ofRecord?.cards?.get(corpusNumber) : undefined;
    return [
      {
        number: c.document_number,
        corpusNumber,
        country: c.country,
        kind: c.kind,
        name: c.name,
        date,
        citedBy: citedByOf(c.category),
        held,
        dateCheck: check,
        dateNote: `${dateNote(date, check, cutoff, family, filedAs(c), findings.search.cutoffBasis, patent.cutoff?.unlessBenefit)}${printed ? ' (date read from the citation text)' : ''}`,
        ...(card
          ? { corpusCard: { title: card.title, date: card.date, cpc: card.cpc, ipc: card.ipc ?? [] } }
          : {}),
        ...(family ? { family: true } : {}),
        ...(family && patent.continuity?.cipFiled ? { cipFiled: patent.continuity.cipFiled } : {}),
        ...(r
          ? {
              chart: priorArtItem(r, findings, citedBy),
              overFloor: r.overFloor === true,
              inPriorArt: shown.has(corpusNumber!),
            }
          : notCharted && !family && held !== 'not held'
            ? { notCharted }
            : {}),
      },
    ];
  });
  const rank = (x: ReferenceOfRecord) => (x.chart ? 0 : x.held !== 'not held' ? 1 : 2);
  return items
    .map((x, i) => ({ x, i }))
    .sort(
      (a, b) =>
        rank(a.x) - rank(b.x) || (b.x.chart?.relevance ?? 0) - (a.x.chart?.relevance ?? 0) || a.i - b.i,
    )
    .map(({ x }) => x);
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
  // One sentence (attorney review, issue 23: "Design patent." stood alone as a fragment).
  return `A design patent claiming ${text.charAt(0).toLowerCase()}${text.slice(1)}`;
}

/** How many undisclosed rows still have some evidence: the passages to read before relying on the difference. */
/**
 * The elements a chart does not show outright, each group as its rows are labelled (undisclosedGroups): an element
 * whose terms are all in one passage is never said to share no words with it (attorney review, issue 23, defect 2).
 */
function notShownText(rows: ChartRow[], ofClaim: string): string {
  const g = undisclosedGroups(rows);
  const quote = (e: string) => `"${cutPhrase(e)}"`;
  const list = (xs: ChartRow[]) => xs.map((x) => quote(x.element)).join('; ');
  const open = g.none.length + g.some.length + g.termsThere.length;
  return [
    `${open} of ${rows.length} elements of ${ofClaim} are not shown in one passage each as the claim has them.`,
    g.none.length ? `No passage shares the distinctive words of ${g.none.length}: ${list(g.none)}.` : '',
    g.some.length
      ? `No passage has all the distinctive words of ${g.some.length} (partly: some of the element's terms in one passage; read ${thatPassage(g.some.length)}): ${list(g.some)}.`
      : '',
    termsThereText(g.termsThere, quote),
  ]
    .filter(Boolean)
    .join(' ');
}

function cutPhrase(e: string): string {
  const w = words(e);
  return w.length > 12 ? `${w.slice(0, 12).join(' ')}…` : e;
}

const capitalised = (s: string) => `${s[0].toUpperCase()}${s.slice(1)}`;
