import { z } from 'zod';
import {
  citedByText,
  ofRecordCounts,
  ofRecordLine,
  SCORE_BASIS,
  type AiEngine,
  type PartEngine,
  type PriorArtItem,
} from '@patent-hub/contracts';
import type { AnalysisDraft, WrittenBy } from '../engine/local-analysis.js';
import type { PatentForAnalysis } from '../engine/types.js';
import { usNumber } from '../engine/scores.js';
import { JEPSON_PREAMBLE } from '../engine/prior-art-chart.js';
import { LOCAL_ENGINE } from '../providers/local.provider.js';
import { analysisKey } from './patent-key.js';

/** What the model writes: words only. Scores, charts and prior art stay the local engine's (ARCHITECTURE decision 7). */
export const narrativeSchema = z.object({
  summary: z.string().min(1),
  differences: z.array(z.object({ patent: z.string(), difference: z.string().min(1) })),
  recommendations: z.array(z.string().min(1)).min(1),
});
export type Narrative = z.infer<typeof narrativeSchema>;

/** The part of a model provider the narrative needs: a structured (JSON-schema) completion. */
export interface StructuredWriter {
  readonly engine: AiEngine;
  structured<S extends z.ZodType>(
    name: string,
    schema: S,
    prompt: string,
    signal?: AbortSignal,
  ): Promise<z.infer<S>>;
}

export type NarrativePart = keyof WrittenBy;

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n)}…` : s);

/**
 * The evidence the model receives: the patent's dates, type and status; each charted claim's elements; each
 * reference's number, title, date, abstract and per-element best passage with its coverage; the references of
 * record (charted ones with their chart, the others one line each); every score with its reason and signals; and
 * the local engine's own text to improve on.
 */
export function analysisEvidence(patent: PatentForAnalysis, draft: AnalysisDraft) {
  return {
    patent: {
      number: usNumber(patent.number),
      title: patent.title,
      abstract: clip(patent.abstract, 2000),
      documentType: draft.status.design ? 'design' : (patent.documentType ?? 'utility'),
      status: draft.status.state,
      grantDate: draft.status.grantDate,
      expiry: draft.status.expiry ? { date: draft.status.expiry, basis: draft.status.expiryBasis } : null,
      priorArtCutoff: { date: draft.priorArtSearch.cutoff, basis: draft.priorArtSearch.cutoffBasis },
    },
    claims: draft.claimCharts.map((c) => ({
      claim: c.claim,
      preamble: c.jepson ? `${JEPSON_PREAMBLE}: ${c.preamble}` : c.preamble,
      elements: c.elements.map((e) => e.text),
    })),
    references: draft.priorArt.map((p) => ({
      ...referenceEvidence(p, draft),
      ...(p.ofRecord ? { ofRecord: citedByText(p.ofRecord) } : {}),
      // Art in the gap of a description-read cut-off: the model is told it is conditional (issue 23 re-review).
      ...(p.unlessBenefit ? { conditional: `${p.unlessBenefit}; it sets no score` } : {}),
    })),
    ...(draft.referencesOfRecord?.length ? { referencesOfRecord: ofRecordEvidence(draft) } : {}),
    priorArtSearch: draft.priorArtSearch.message,
    scores: {
      novelty: {
        score: draft.noveltyScore,
        reason: draft.scoreReasons.noveltyScore,
        signals: draft.scoreSignals.noveltyScore,
      },
      technicalMerit: {
        score: draft.technicalMerit,
        reason: draft.scoreReasons.technicalMerit,
        signals: draft.scoreSignals.technicalMerit,
        whatItIs: SCORE_BASIS.technicalMerit,
      },
      commercialPotential: {
        score: draft.commercialPotential,
        reason: draft.scoreReasons.commercialPotential,
        signals: draft.scoreSignals.commercialPotential,
        whatItIs: SCORE_BASIS.commercialPotential,
      },
    },
    localDraft: { summary: draft.summary, recommendations: draft.recommendations },
  };
}

/** A charted reference as the model receives it: its chart rows on the best-charted claim, clipped. */
function referenceEvidence(p: PriorArtItem, draft: AnalysisDraft) {
  return {
    patent: usNumber(p.patent),
    title: p.title,
    date: p.date,
    // Why it is prior art and as of which date: a date after the cut-off is a filing-date reference (102(e)).
    ...(p.priorArtBasis ? { priorArtBasis: p.priorArtBasis.text } : {}),
    abstract: clip(draft.referenceAbstracts[p.patent] ?? '', 1500),
    // Term coverage is not a match: the count of elements the chart found disclosed says that (issue 23).
    termCoverage: `${p.similarity}%`,
    elementsDisclosed: `${p.mappings.filter((m) => m.claim === p.chartClaim && m.disclosed).length} of ${p.mappings.filter((m) => m.claim === p.chartClaim).length}`,
    chartedClaim: p.chartClaim,
    chart: p.mappings
      .filter((m) => m.claim === p.chartClaim)
      .map((m) => ({
        element: m.element,
        passage: clip(m.passage, 600),
        source: m.source,
        where: m.where,
        coverage: m.score,
        label: m.label ?? (m.disclosed ? 'disclosed' : 'not found'),
        disclosed: m.disclosed,
      })),
    chartMethod: draft.priorArtSearch.chartMethod,
    elementsNotDisclosed: p.missingElements,
  };
}

/** At most this many references of record not charted are listed for the model, one line each. */
const OF_RECORD_LINES = 40;

/** The references of record (issue 23): the rule, counts, the charted ones with their chart, the others as lines. */
function ofRecordEvidence(draft: AnalysisDraft) {
  const refs = draft.referencesOfRecord;
  if (!refs || refs.length === 0) return undefined;
  const others = refs.filter((r) => !r.chart || r.inPriorArt);
  return {
    rule: draft.referencesOfRecordRule,
    counts: ofRecordCounts(refs),
    charted: refs
      .filter((r) => r.chart && !r.inPriorArt)
      .map((r) => ({
        ...referenceEvidence(r.chart!, draft),
        citedBy: citedByText(r.citedBy),
        date: r.dateNote,
        underRelevanceFloor: !r.overFloor,
        setsNoveltyScore: false,
      })),
    others: [
      ...others.slice(0, OF_RECORD_LINES).map(ofRecordLine),
      ...(others.length > OF_RECORD_LINES ? [`and ${others.length - OF_RECORD_LINES} more`] : []),
    ],
  };
}

const PATENT_NUMBER =
  /\b(?:U\.?S\.?\s*(?:Pat(?:ent)?\.?\s*(?:No\.?\s*)?)?)?(?:RE|D|PP)?\s?\d{1,2},\d{3},\d{3}\b|\bU\.?S\.?\s*(?:RE|D|PP)?\s?\d{5,11}(?:\s?[A-Z]\d?)?\b|\b(?:RE|D|PP)\d{5,6}\b|\b\d{7,8}\b/g;

/** The patent numbers a text cites, normalised ("US 7,000,001 B2", "7000001" → "7000001"). */
export function citedNumbers(text: string): string[] {
  return [...text.matchAll(PATENT_NUMBER)].map((m) =>
    analysisKey(m[0].replace(/^U\.?S\.?\s*(?:Pat(?:ent)?\.?\s*(?:No\.?\s*)?)?/i, '').replace(/[\s,]/g, '')),
  );
}

/** Per part, the numbers cited that are not the patent, its family or a reference of the evidence. */
export function inventedCitations(
  n: Narrative,
  allowed: ReadonlySet<string>,
): Record<NarrativePart, string[]> {
  const bad = (texts: string[]) => [...new Set(texts.flatMap(citedNumbers).filter((x) => !allowed.has(x)))];
  return {
    summary: bad([n.summary]),
    differences: [
      ...new Set([
        ...bad(n.differences.map((d) => d.difference)),
        ...n.differences.map((d) => analysisKey(d.patent)).filter((x) => !allowed.has(x)),
      ]),
    ],
    recommendations: bad(n.recommendations),
  };
}

const PARTS: NarrativePart[] = ['summary', 'differences', 'recommendations'];

const OF_RECORD_PROMPT =
  'References of record (referencesOfRecord) were cited during examination and the claims were allowed over them; write no difference for them, and do not call one anticipating: only the chart rows say what it discloses, and one under the relevance floor does not set the novelty score.';

function prompt(
  evidence: { referencesOfRecord?: unknown },
  design: boolean,
  granted: boolean,
  retryNote: string | null,
): string {
  const ofRecord = evidence.referencesOfRecord !== undefined;
  const advice = design
    ? 'This is a design patent: give no claim-element, dependent-claim or amendment advice and no novelty judgement on text.'
    : granted
      ? 'This is a granted patent: recommendations cover the remaining term, maintenance fees (when in force), and licensing and design-around facts from the charts (which elements no passage of the closest reference matches by their words).'
      : 'This is an application: recommendations are amendments anchored on the elements whose words no passage of a reference shares, quoting them.';
  return [
    'Write the summary, one difference statement per reference, and the recommendations of this patent analysis, using only the evidence below.',
    'Do not give or change scores: they are computed from the listed signals. Cite patents only by the numbers in the evidence (US followed by the number); cite no other patent.',
    'Each difference says, from the chart, which claim elements the reference does and does not disclose: only rows labelled "disclosed" are disclosed; "partly" rows are not (say so, citing where the passage is), and a "not found" row quotes the closest passage, which is not a match. Word an element without a match as what the word matching found ("no passage shares the element\'s distinctive words"), never as a legal finding ("the reference lacks …"). The summary says what the patent claims in complete sentences.',
    advice,
    ...(ofRecord ? [OF_RECORD_PROMPT] : []),
    ...(retryNote ? [retryNote] : []),
    `Evidence: ${JSON.stringify(evidence)}`,
  ].join('\n');
}

/**
 * The model writes the summary, the differences and the recommendations from the evidence; every patent number it
 * cites must be the patent's, its family's or one of the references'. An answer citing anything else is asked for
 * once more (naming what was wrong); a part still citing an unknown number is the local engine's text, with a note.
 * Scores, charts and prior art are not asked for and stay the local engine's.
 */
export async function writeNarrative(
  writer: StructuredWriter,
  patent: PatentForAnalysis,
  draft: AnalysisDraft,
  signal?: AbortSignal,
): Promise<AnalysisDraft> {
  const allowed = new Set(
    [
      patent.number,
      ...patent.familyNumbers,
      ...draft.priorArt.map((p) => p.patent),
      ...(draft.referencesOfRecord ?? []).flatMap((r) => (r.corpusNumber ? [r.corpusNumber] : [])),
    ].map(analysisKey),
  );
  const evidence = analysisEvidence(patent, draft);
  const ask = (note: string | null) =>
    writer.structured(
      'patent_analysis',
      narrativeSchema,
      prompt(evidence, draft.status.design, draft.status.granted, note),
      signal,
    );
  const first = await ask(null);
  const firstBad = inventedCitations(first, allowed);
  let chosen: Record<NarrativePart, Narrative | null> = {
    summary: first,
    differences: first,
    recommendations: first,
  };
  const badParts = PARTS.filter((p) => firstBad[p].length > 0);
  const notes: Partial<Record<NarrativePart, string>> = {};
  if (badParts.length > 0) {
    const wrong = [...new Set(badParts.flatMap((p) => firstBad[p]))].map(usNumber);
    const second = await ask(
      `Your previous answer cited ${wrong.join(', ')}, which ${wrong.length > 1 ? 'are' : 'is'} not in the evidence. Cite only ${[...allowed].map(usNumber).join(', ')}.`,
    );
    const secondBad = inventedCitations(second, allowed);
    chosen = { ...chosen };
    for (const part of badParts) {
      if (secondBad[part].length === 0) chosen[part] = second;
      else {
        chosen[part] = null;
        const cited = [...new Set([...firstBad[part], ...secondBad[part]])].map(usNumber);
        notes[part] =
          `The model ${writer.engine.model} cited ${cited.join(', ')}, not among the evidence's references, in two answers; the local engine's text is shown instead.`;
      }
    }
  }
  const differences = chosen.differences
    ? new Map(chosen.differences.differences.map((d) => [analysisKey(d.patent), d.difference]))
    : null;
  const unwritten = draft.priorArt.filter((p) => !differences?.has(analysisKey(p.patent)));
  const model: PartEngine = { ...writer.engine };
  const by = (p: NarrativePart): PartEngine =>
    chosen[p] ? model : { ...LOCAL_ENGINE, ...(notes[p] ? { note: notes[p] } : {}) };
  const writtenBy: WrittenBy = {
    summary: by('summary'),
    differences: by('differences'),
    recommendations: by('recommendations'),
  };
  if (differences && unwritten.length > 0)
    writtenBy.differences = {
      ...model,
      note: `The model gave no difference for ${unwritten.map((p) => usNumber(p.patent)).join(', ')}; the local engine's text is shown for ${unwritten.length > 1 ? 'them' : 'it'}.`,
    };
  return {
    ...draft,
    summary: chosen.summary?.summary ?? draft.summary,
    summarySource: chosen.summary
      ? `Written by ${writer.engine.label} from the evidence.`
      : draft.summarySource,
    priorArt: draft.priorArt.map((p) => {
      const written = differences?.get(analysisKey(p.patent));
      return written ? { ...p, difference: written } : p;
    }),
    recommendations: chosen.recommendations?.recommendations ?? draft.recommendations,
    writtenBy,
  };
}

/** Every part by one engine (the local provider, or a provider that does not say). */
export function allBy(engine: AiEngine): WrittenBy {
  return { summary: { ...engine }, differences: { ...engine }, recommendations: { ...engine } };
}
