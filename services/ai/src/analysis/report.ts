import {
  citedByText,
  earlierFiledExcluded,
  elementsDisclosedText,
  ofRecordCounts,
  ofRecordLine,
  PARTIAL_MATCHES_ONLY,
  partialMatchesOnly,
  priorArtDateText,
  priorArtScope,
  scoreBasisOf,
  similarityMeaning,
  type Analysis,
} from '@patent-hub/contracts';
import { inForceUntil } from '../engine/recommendations.js';
import { shownNumber } from '../engine/scores.js';
import { NOT_SEARCHED } from '../engine/prior-art-chart.js';

const scoreText = (s: number | null) => (s === null ? 'Not assessed' : `${s}/10`);
type Part = NonNullable<Analysis['writtenBy']>['summary'];
const writtenBy = (p: Part | undefined) =>
  p ? [`(Written by: ${p.label}${p.note ? ` — ${p.note}` : ''})`] : [];

function statusLines(a: Analysis): string[] {
  const s = a.patentStatus;
  if (!s) return [];
  const state =
    s.state === 'in force'
      ? inForceUntil(s.expiry, s.maintenanceFees.length > 0)
      : s.state === 'expired'
        ? (s.stateText ?? `expired ${s.expiry}`)
        : s.state === 'lapsed'
          ? `lapsed for unpaid maintenance fees (statutory expiry ${s.expiry})`
          : s.state === 'pending'
            ? 'pending application'
            : (s.stateText ?? 'expiry not known');
  return [
    `Document: ${s.documentType} ${s.granted ? 'patent' : 'application'}, ${state}${s.expiryBasis && s.expiry ? ` (${s.expiryBasis})` : ''}${s.grantDate ? `; granted ${s.grantDate}` : ''}.`,
    ...s.maintenanceFees.map((f) => {
      const moves = [f.dueMoved, f.graceMoved].filter(Boolean).join('; ');
      return `Maintenance fee ${f.label}: window ${f.windowOpens} to ${f.due}, with surcharge until ${f.graceEnds}${moves ? ` (${moves})` : ''}.`;
    }),
  ];
}

const familyText = (search: NonNullable<Analysis['priorArtSearch']>) =>
  search.familyExcluded
    ? `; ${search.familyExcluded} probable family member${search.familyExcluded > 1 ? 's' : ''} (same title and abstract) left out, not prior art`
    : '';

/** A row's passage as quoted, with where it is; a row without one says so rather than quoting nothing. */
const passageText = (m: Analysis['priorArt'][number]['mappings'][number]) =>
  m.passage.trim()
    ? `${m.where || m.source ? `[${m.where || m.source}] ` : ''}"${m.passage}"`
    : "no passage shares the element's distinctive words";

const chartLines = (p: Analysis['priorArt'][number]) =>
  p.mappings
    .filter((m) => m.claim === (p.chartClaim ?? p.mappings[0]?.claim))
    .map(
      (m) =>
        `  Claim ${m.claim} element ${(m.elementIndex ?? 0) + 1}: ${m.label ?? (m.disclosed ? 'disclosed' : 'not found')} (terms ${Math.round(m.score * 100)}%${m.semantic == null ? '' : `, meaning ${m.semantic.toFixed(2)}`}${m.labelNote ? `; ${m.labelNote}` : ''}) — "${m.element}" → ${passageText(m)}`,
    );

/** The references of record in the Prior Art Comparison section (issue 23): counts, the rule, each one. */
function ofRecordLines(a: Analysis): string[] {
  const refs = a.referencesOfRecord;
  if (!refs || refs.length === 0) return [];
  return [
    `References of record (cited during examination): ${ofRecordCounts(refs)}.`,
    ...(a.referencesOfRecordRule ? [a.referencesOfRecordRule] : []),
    ...refs.flatMap((r) => [
      `Reference of record: ${ofRecordLine(r)}`,
      ...(r.chart && !r.inPriorArt ? [`  Description: ${r.chart.difference}`, ...chartLines(r.chart)] : []),
    ]),
    '',
  ];
}

/**
 * SPEC §9 report, the one the web downloads: patent-analysis-{number}-{timestamp}.txt (timestamp: milliseconds since
 * the epoch) with sections Summary, Key Claims, Prior Art Comparison, Patent Strength Analysis and Recommendations.
 * It carries the engine (and per part who wrote it), the document's type, status and dates, the cut-off and its
 * basis, each reference with its date and claim chart, and each score's reason and signals; scores without
 * evidence read "Not assessed". Prior art: reference = US{patent} — title (date), similarity/10 = similarity % / 10,
 * description = difference.
 */
/**
 * What the similarity measures, beside it (attorney review: "6/10" next to "4 of 5 elements not disclosed" read as
 * "fairly close"): the mean share of the charted claim's element terms found in the reference, word overlap and not
 * a count of elements disclosed, which the line before it gives (attorney re-review, defect 17).
 */
function similarityMeans(p: Analysis['priorArt'][number]): string {
  return elementsDisclosedText(p) ? ` — ${similarityMeaning(p)}` : '';
}

export function buildReport(a: Analysis, now: Date): { fileName: string; content: string } {
  const search = a.priorArtSearch;
  const notRun = search?.ranking === NOT_SEARCHED;
  const by = a.writtenBy;
  const lines: string[] = [
    `Patent Analysis Report: ${shownNumber(a.patentNumber)}`,
    `Generated: ${now.toISOString()} (analysis version ${a.version}, ${a.createdAt})`,
    `Engine: ${a.engine.label} [${a.engine.provider}/${a.engine.model}]`,
    ...statusLines(a),
    '',
    'Summary',
    '=======',
    a.summary,
    ...(a.summarySource ? [`(${a.summarySource})`] : []),
    ...(by?.summary.note ? writtenBy(by.summary) : []),
    '',
    'Key Claims',
    '==========',
    // A claim's sub-list parts (one per line since the ingest keeps nested claim-text) are indented under it.
    ...a.keyClaims.map(
      (c) =>
        `Claim ${c.number}${c.independent ? ' (independent)' : c.dependsOn.length ? ` (depends on ${c.dependsOn.join(', ')})` : ' (dependency not known: it names no claim, yet begins as a dependent claim does)'}: ${c.text.replace(/^\s*\d+\s*[.)]\s*/, '').replace(/\n/g, '\n    ')}`,
    ),
    '',
    'Prior Art Comparison',
    '====================',
    ...(a.priorArtCutoff
      ? [
          `Cut-off: before ${a.priorArtCutoff}${search ? ` (${search.cutoffBasis}${search.cutoffExact ? '' : '; not exact'})` : ''}.`,
          // A search not run (a design patent) says so in the one "Searched:" line, with its reason (attorney re-review).
          notRun
            ? `Searched: nothing. ${search.message}`
            : (search?.scope ?? priorArtScope(a.priorArtCutoff, search?.cutoffBasis)),
        ]
      : []),
    ...(search && a.priorArtCutoff && !notRun
      ? [
          `Corpus: ${search.consideredDocuments ?? 'unknown number of'} documents dated before the cut-off; ${search.undatedExcluded ?? 'unknown number of'} undated documents left out; ${search.notCompared ? `${search.notCompared} (${search.candidates} candidates compared on title and abstract only)` : `${search.candidates} candidates charted, ${search.belowFloor} under the relevance floor (${Math.round(search.relevanceFloor * 100)}% element coverage and a quarter of the elements matched on their terms)`}${familyText(search)}${earlierFiledExcluded(search)}.`,
          ...(search.benefitGapSearched ? [search.benefitGapSearched] : []),
          ...(search.chartMethod ? [`Chart labels: ${search.chartMethod}`] : []),
        ]
      : []),
    ...(by && a.priorArt.length > 0 ? writtenBy(by.differences) : []),
    '',
    ...(a.priorArt.every((p) => p.unlessBenefit) && !(notRun && a.priorArtCutoff)
      ? [search?.message ?? 'No earlier documents found in the corpus.', '']
      : []),
    ...a.priorArt.flatMap((p) => [
      // The date it is prior art from and the document that is the art, not a grant after the cut-off (re-review 16).
      `Reference: ${shownNumber(p.patent)} — ${p.title}${priorArtDateText(p) ? ` (${priorArtDateText(p)})` : ''}`,
      ...(p.unlessBenefit ? [`Conditional: ${p.unlessBenefit}; it sets no score.`] : []),
      ...(p.priorArtBasis ? [`Prior-art basis: ${p.priorArtBasis.text}.`] : []),
      ...(elementsDisclosedText(p)
        ? [
            `${elementsDisclosedText(p)} (claim ${p.chartClaim ?? p.mappings[0]?.claim}; labels from word matching).`,
          ]
        : []),
      `Similarity: ${(p.similarity / 10).toFixed(1)}/10${partialMatchesOnly(p) ? ` (${PARTIAL_MATCHES_ONLY})` : ''}${similarityMeans(p)}`,
      `Description: ${p.difference}`,
      ...(p.ofRecord ? [`(A reference of record: ${citedByText(p.ofRecord)}.)`] : []),
      ...chartLines(p),
      '',
    ]),
    ...ofRecordLines(a),
    'Patent Strength Analysis',
    '========================',
    ...(
      [
        ['Novelty Score', a.noveltyScore, 'noveltyScore'],
        ['Technical Merit', a.technicalMerit, 'technicalMerit'],
        ['Commercial Potential', a.commercialPotential, 'commercialPotential'],
      ] as const
    ).flatMap(([label, score, key]) => [
      `${label}: ${scoreText(score)} — ${a.scoreReasons[key]}`,
      ...(key === 'noveltyScore' || !scoreBasisOf(a, key) ? [] : [`  ${scoreBasisOf(a, key)}`]),
      ...(a.scoreSignals?.[key] ?? []).map((s) => `  ${s.name}: ${s.value ?? 'not available'}`),
    ]),
    '(Scores are computed by the local engine from the signals listed.)',
    '',
    'Recommendations',
    '===============',
    ...(by ? writtenBy(by.recommendations) : []),
    ...a.recommendations.map((r, i) => `${i + 1}. ${r}`),
    '',
  ];
  return {
    fileName: `patent-analysis-${a.patentNumber}-${now.getTime()}.txt`,
    content: lines.join('\n'),
  };
}
