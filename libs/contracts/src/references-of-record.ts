// How a reference of record reads (issue 23), shared by the analysis panel, the server's text report and the
// evidence given to a model, so the three say the same. Types only from the schema file: the browser carries no zod.
import type { Analysis, ReferenceOfRecord } from './ai.js';
import { designNumberText } from './values.js';

/**
 * What a reference of record the corpus does not hold says (attorney review, issue 23): neither its text nor its title
 * or classification codes are known here, only what the patent's record prints.
 */
export const OF_RECORD_NOT_HELD = 'not in this corpus (no text, title or classification codes of it here)';

/** What a reference of record in the patent's own continuity (a parent or child) says: never possible prior art. */
export const OF_RECORD_FAMILY = "in this patent's own continuity: not prior art against it";

/**
 * A parent's document when a continuation-in-part is in the chain (attorney re-review, US11646472): not prior art
 * against claims entitled to the parent's date, but against a claim relying on matter first added in the CIP it is,
 * when made public more than a year before the CIP's filing (pre-AIA 35 U.S.C. 102(b); under the AIA 102(a)(1), the
 * inventor's own disclosure within the year excepted by 102(b)(1)(A); MPEP 2133.01).
 */
export function familyAfterCip(r: Pick<ReferenceOfRecord, 'date'>, cipFiled: string): string {
  const base = `in this patent's own continuity: not prior art against claims entitled to the parent's date; against a claim relying on matter first added in the continuation-in-part filed ${cipFiled}`;
  const yearBefore = `${Number(cipFiled.slice(0, 4)) - 1}${cipFiled.slice(4)}`;
  const law =
    "(pre-AIA 35 U.S.C. 102(b); AIA 102(a)(1), the inventor's own disclosure within the year excepted by 102(b)(1)(A); MPEP 2133.01)";
  if (!r.date)
    return `${base}, it is prior art if it was made public more than a year before that date ${law}`;
  const when = r.date.length === 10 ? r.date < yearBefore : r.date < yearBefore.slice(0, r.date.length);
  return when
    ? `${base}, it is prior art: dated ${r.date}, more than a year before that filing ${law}`
    : `${base}, it is prior art only if it was made public more than a year before that date ${law}`;
}

/** Who cited it: "cited by other" (grants before about 2006) does not say whether it was the examiner. */
export function citedByText(by: ReferenceOfRecord['citedBy']): string {
  return by === 'examiner'
    ? 'cited by the examiner'
    : by === 'applicant'
      ? 'cited by the applicant'
      : by === 'other'
        ? 'cited during examination (the record does not say by whom)'
        : 'cited during examination (no category in the record)';
}

/**
 * A cited document's number with its country once: "JP 2001-123456", and "WO 2005/080928" when the record's number
 * already starts with its country (it printed "WOWO 2005/080928"; attorney re-review).
 */
export function withCountry(country: string | null | undefined, number: string, sep = ' '): string {
  const c = (country ?? '').trim();
  if (!c || number.replace(/\s+/g, '').toUpperCase().startsWith(c.toUpperCase())) return number;
  return `${c}${sep}${number}`;
}

/** Its number as printed: "US6111611 A", "JP 2001-123456 A", or non-patent literature's citation text. */
export function ofRecordNumber(r: ReferenceOfRecord): string {
  // A design's as printed: "US D382,617 S" (attorney re-review, defect 24).
  if (r.corpusNumber)
    return `${designNumberText(r.corpusNumber) ?? `US${r.corpusNumber}`}${r.kind ? ` ${r.kind}` : ''}`;
  if (r.kind === 'npl') return `Non-patent literature: ${r.number}`;
  return `${withCountry(r.country, r.number)}${r.kind ? ` ${r.kind}` : ''}`.trim();
}

/** What the corpus holds of it and how it was used. */
export function heldText(r: ReferenceOfRecord): string {
  if (r.family) return r.cipFiled ? familyAfterCip(r, r.cipFiled) : OF_RECORD_FAMILY;
  if (r.held === 'not held') return OF_RECORD_NOT_HELD;
  // A held reference that is not charted says why on its own line, not only in the counts line (attorney review).
  if (!r.chart) return `${r.held} in this corpus${r.notCharted ? `, not charted: ${r.notCharted}` : ''}`;
  const use = r.inPriorArt
    ? 'also shown as prior art'
    : r.overFloor
      ? 'clears the relevance floor but is not dated before the cut-off, so it does not set the novelty score'
      : 'under the relevance floor: shown because it is of record; it does not set the novelty score';
  const claim = r.chart.chartClaim ?? r.chart.mappings[0]?.claim;
  // Claim 0 is the patent's title and abstract, charted when the record gives no claims (attorney re-review).
  const on = claim ? `claim ${claim}` : "this patent's title and abstract (the record gives no claims)";
  return `${r.held} in this corpus, charted on ${on}: ${coverageText(r.chart)} (${use})`;
}

/**
 * A chart's coverage in the words of the analysis panel's badge (attorney review, issue 23): "0 of 7 elements disclosed
 * · term coverage 24%", the elements first (attorney re-review, defect 17). The percentage is term coverage of the
 * charted claim, not a match.
 */
export function coverageText(p: Analysis['priorArt'][number]): string {
  const elements = elementsDisclosedText(p);
  return `${elements ? `${elements} · ` : ''}term coverage ${p.similarity}%`;
}

/**
 * The corpus's record of a reference of record it holds (attorney review, issue 23: the examiner's art had no codes):
 * 'corpus record: "Connector", dated 2006-01-03, IPC H01R13/648'; null when the corpus does not hold it.
 */
export function corpusCardText(r: Pick<ReferenceOfRecord, 'corpusCard'>): string | null {
  const c = r.corpusCard;
  if (!c) return null;
  const codes = [
    ...(c.cpc.length ? [`CPC ${c.cpc.join(', ')}`] : []),
    ...(c.ipc.length ? [`IPC ${c.ipc.join(', ')}`] : []),
  ];
  return `corpus record: "${c.title}", ${c.date ? `dated ${c.date}` : 'undated'}, ${codes.length ? codes.join('; ') : 'no CPC or IPC code in the corpus'}`;
}

/**
 * What the similarity (the reference's term coverage) measures, as the report and the analysis panel say it (attorney
 * review: "6/10" beside "4 of 5 elements not disclosed" read as "fairly close"): word overlap, not elements disclosed.
 */
export function similarityMeaning(p: Pick<Analysis['priorArt'][number], 'chartClaim' | 'mappings'>): string {
  const claim = p.chartClaim ?? p.mappings[0]?.claim;
  const of = claim ? `claim ${claim}'s element terms` : "the terms of this patent's title and abstract";
  return `term overlap: the mean share of ${of} found in this reference, not how many elements it discloses`;
}

/**
 * The reference's headline figure (attorney re-review, defect 17: "5.4/10" for a reference that discloses nothing read
 * as "half anticipated"): how many elements of the charted claim the chart labels disclosed; null with no chart.
 */
export function elementsDisclosedText(
  p: Pick<Analysis['priorArt'][number], 'chartClaim' | 'mappings'>,
): string | null {
  const claim = p.chartClaim ?? p.mappings[0]?.claim;
  const rows = p.mappings.filter((m) => m.claim === claim);
  if (rows.length === 0) return null;
  return `${rows.filter((m) => m.disclosed).length} of ${rows.length} elements disclosed`;
}

/**
 * The date a reference is prior art from, with the document that is the art (attorney re-review, defect 16: US7157991
 * was shown with its 2007 grant date under a 2005 cut-off; the art is US 2005/0003790 A1, published 2005-01-06): its
 * publication, its application's publication before its grant, or its US filing date (pre-AIA 102(e), AIA
 * 102(a)(2)); the date as given when no basis was worked out.
 */
export function priorArtDateText(
  p: Pick<Analysis['priorArt'][number], 'date' | 'priorArtBasis'>,
): string | null {
  const b = p.priorArtBasis;
  if (!b) return p.date ? `dated ${p.date}` : null;
  const granted = p.date && p.date !== b.date ? `; granted ${p.date}` : '';
  if (b.kind === 'filed') return `prior art as of its US filing date ${b.date}${granted}`;
  const as = b.document ? ` as ${b.document}` : b.preGrant ? ' (its application)' : '';
  return `prior art as published ${b.date}${as}${granted}`;
}

/** One line: number, title or name, who cited it, what the corpus holds (and its record), its date against the cut-off. */
export function ofRecordLine(r: ReferenceOfRecord): string {
  const title = r.chart?.title || r.name;
  const card = corpusCardText(r);
  return `${ofRecordNumber(r)}${title ? ` — ${title}` : ''}; ${citedByText(r.citedBy)}; ${heldText(r)}${card ? `; ${card}` : ''}; ${r.dateNote}.`;
}

/**
 * "14 listed (5 cited by the examiner); 1 held by this corpus and charted, 2 in this patent's own continuity (not prior
 * art against it), 11 not in this corpus; 2 dated on or after the cut-off (flagged below)". The numbers after
 * "listed" account for every reference once (attorney review, issue 23): one of the patent's continuity counts as such
 * whatever the corpus holds of it; one held but not charted says why ("a design patent's claim is its drawing").
 */
export function ofRecordCounts(refs: ReferenceOfRecord[]): string {
  const examiner = refs.filter((r) => r.citedBy === 'examiner').length;
  const family = refs.filter((r) => r.family);
  const others = refs.filter((r) => !r.family);
  const charted = others.filter((r) => r.chart).length;
  const uncharted = others.filter((r) => !r.chart && r.held !== 'not held');
  const notHeld = others.filter((r) => !r.chart && r.held === 'not held').length;
  const reasons = [...new Set(uncharted.map((r) => r.notCharted ?? ''))];
  const late = others.filter((r) => r.dateCheck === 'after').length;
  const unclear = refs.filter((r) => r.dateCheck === 'unclear').length;
  // Counted, not hidden (attorney review, issue 23 fix 5): what neither the record nor the citation's text dates.
  const undated = others.filter((r) => r.dateCheck === 'undated').length;
  const parts = [
    ...(charted || !uncharted.length ? [`${charted} held by this corpus and charted`] : []),
    ...reasons.map((why) => {
      const n = uncharted.filter((r) => (r.notCharted ?? '') === why).length;
      return `${n} held by this corpus (not charted${why ? `: ${why}` : ''})`;
    }),
    ...(family.length
      ? [
          `${family.length} in this patent's own continuity (${family.some((r) => r.cipFiled) ? "not prior art against claims entitled to the parent's date" : 'not prior art against it'})`,
        ]
      : []),
    `${notHeld} not in this corpus`,
  ];
  return [
    `${refs.length} listed (${examiner} cited by the examiner)`,
    parts.join(', '),
    ...(late ? [`${late} dated on or after the cut-off (flagged below)`] : []),
    ...(unclear ? [`${unclear} dated only to the cut-off's month or year`] : []),
    ...(undated ? [`${undated} undated (no date in the record or in the citation's text)`] : []),
  ].join('; ');
}
