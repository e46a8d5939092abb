import { AIA_FIRST_INVENTOR_TO_FILE, AIA_MAY_APPLY } from '@patent-hub/contracts';
import type { CitationOfRecord, ConditionalSpan } from './types.js';

/**
 * References of record (issue 23): the documents the grant lists as "references cited", chosen during examination.
 * They are read from the patent's record, not retrieved, so they are shown whatever their chart coverage; what the
 * corpus holds of them is charted like a retrieved reference.
 */
export type CitedBy = 'examiner' | 'applicant' | 'other' | 'not stated';

/** Who cited it, from the citation's category ("cited by examiner", "cited by applicant", "cited by other"). */
export function citedByOf(category: string | null | undefined): CitedBy {
  const c = (category ?? '').toLowerCase();
  if (c.includes('examiner')) return 'examiner';
  if (c.includes('applicant')) return 'applicant';
  // "cited by other": grants before 2006 or so did not mark the examiner's citations; the printed "*" is lost.
  if (c.includes('other')) return 'other';
  return 'not stated';
}

/**
 * The number a US patent document of record has in the corpus: "07654321" → "7654321", "D0513425" → "D513425"; a
 * pre-grant publication keeps its 11 digits. Null for foreign documents and non-patent literature.
 */
export function corpusNumberOf(
  c: Pick<CitationOfRecord, 'document_number' | 'country' | 'kind'>,
): string | null {
  if (c.kind === 'npl') return null;
  if (c.country && c.country.trim().toUpperCase() !== 'US') return null;
  const s = c.document_number
    .toUpperCase()
    .replace(/[\s,./-]/g, '')
    .replace(/^US/, '');
  if (/^20\d{9}$/.test(s)) return s;
  const m = /^(D|PP|RE|H|T)?0*(\d{1,9})$/.exec(s);
  return m ? `${m[1] ?? ''}${m[2]}` : null;
}

/** A record's date as precise as it is: "19870600" → "1987-06" (the XML prints day 00 when only the month is known). */
export function recordDate(raw: string | null | undefined): string | null {
  const s = (raw ?? '').trim();
  const iso = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(s);
  const packed = /^(\d{4})(\d{2})(\d{2})$/.exec(s);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : packed ? [packed[1], packed[2], packed[3]] : [];
  if (!y) return /^\d{4}$/.test(s) ? s : null;
  if (m === '00') return y;
  return d && d !== '00' ? `${y}-${m}-${d}` : `${y}-${m}`;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** "Jun. 15, 1998", "June 1998", "Apr. 2004": a month, an optional day, a year. */
const MONTH_DATE =
  /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)[a-z]*\.?\s+(?:(\d{1,2}),?\s+)?((?:1[89]|20)\d{2})\b/gi;
/** A year on its own ("1998", "(1988)"): not part of a page range, a number or a page ("pp. 1985-1990", "No. 2001"). */
const YEAR = /(?<![\d\-–/.:]|\b(?:pp?|no|nos|vol|col|ch)\.?\s)((?:1[89]|20)\d{2})(?![\d\-–/])/gi;
/** Where a web citation's retrieval date starts: not the date of publication. */
const RETRIEVED = /\b(?:retrieved|accessed|downloaded|printed|visited)\b/i;

/**
 * The date a non-patent citation prints (attorney review, issue 23 fix 5: "…, J. Appl. Phys., vol. 12, 1998"), as
 * precise as it is: the last month date ("Apr. 2004" → "2004-04"), else the last year on its own ("1998"). A retrieval
 * date is not one. Null when the text holds none.
 */
export function nplDate(text: string, today = new Date().toISOString().slice(0, 10)): string | null {
  const cut = text.search(RETRIEVED);
  const body = cut >= 0 ? text.slice(0, cut) : text;
  const year = today.slice(0, 4);
  const months = [...body.matchAll(MONTH_DATE)].filter((m) => m[3] <= year);
  const last = months.at(-1);
  if (last) {
    const month = String(MONTHS.indexOf(last[1].slice(0, 3).toLowerCase()) + 1).padStart(2, '0');
    const day = last[2] ? `-${last[2].padStart(2, '0')}` : '';
    return `${last[3]}-${month}${day}`;
  }
  return (
    [...body.matchAll(YEAR)]
      .map((m) => m[1])
      .filter((y) => y <= year)
      .at(-1) ?? null
  );
}

export type DateCheck = 'before' | 'unclear' | 'after' | 'undated' | 'no cut-off';

/** Whether a date (day, month or year precision) precedes the cut-off: a month equal to the cut-off's cannot tell. */
export function checkDate(date: string | null, cutoff: string | null): DateCheck {
  if (!date) return 'undated';
  if (!cutoff) return 'no cut-off';
  const head = cutoff.slice(0, date.length);
  if (date < head) return 'before';
  if (date > head) return 'after';
  return date.length === cutoff.length ? 'after' : 'unclear';
}

/**
 * How a reference of record could be prior art by a date other than its publication's: a US patent or published
 * application, or a PCT (WO) application designating the United States, by its earlier filing date (35 U.S.C.
 * 102(a)(2), 102(d); pre-AIA 102(e)); an article, a book or a foreign national document counts only from the date it
 * was made public (102(a)(1); pre-AIA 102(a), (b)).
 */
export function filedAs(c: Pick<CitationOfRecord, 'country' | 'kind'>): 'us' | 'wo' | 'public' {
  if (c.kind === 'npl') return 'public';
  const country = (c.country ?? 'US').trim().toUpperCase();
  if (country === 'US' || country === '') return 'us';
  return country === 'WO' ? 'wo' : 'public';
}

type FiledAs = ReturnType<typeof filedAs>;

/** The sections of 35 U.S.C. 102 a document counts under after the cut-off, by its kind: [AIA, pre-AIA]. */
const SECTIONS: Record<FiledAs, [string, string]> = {
  us: ['102(a)(2)', '102(e)'],
  wo: ['102(a)(2) and 102(d)', '102(e), which also asks for an English-language publication'],
  public: ['102(a)(1)', '102(a) or (b)'],
};

/**
 * The law a reference of record is weighed under, as prior-art-basis.ts decides it: pre-AIA 35 U.S.C. 102 for an
 * effective filing date before 2013-03-16, the AIA's for one on or after it, and both when the cut-off's basis says the
 * AIA may apply (AIA 3(n)(1)). Attorney review (issue 23): an AIA section was cited against pre-AIA patents.
 */
export function sectionsFor(filed: FiledAs, cutoff: string, cutoffBasis = ''): string {
  const [aia, preAia] = SECTIONS[filed];
  if (cutoff >= AIA_FIRST_INVENTOR_TO_FILE) return `35 U.S.C. ${aia}`;
  const may = cutoffBasis.includes(AIA_MAY_APPLY) ? `, or ${aia} if the AIA applies` : '';
  return `pre-AIA 35 U.S.C. ${preAia}${may}`;
}

const AFTER_BY_FILING: Record<Exclude<FiledAs, 'public'>, string> = {
  us: 'as a US patent or application it may be by an earlier filing date',
  wo: 'as an international application it may be by an earlier filing date if it designates the United States',
};

/**
 * A date on or after the cut-off and before the date without the description's benefit claims: prior art unless
 * those claims hold (attorney re-review, issue 23 defect 2). A month or year that reaches that date is not in the gap.
 */
export function inBenefitGap(date: string | null, unlessBenefit: ConditionalSpan | undefined): boolean {
  const until = unlessBenefit?.date;
  return !!date && !!until && date < until && !until.startsWith(date);
}

/**
 * "prior art unless the benefit claim to 11/097,073 holds", with the two dates; for a foreign priority "unless the
 * foreign priority claim to KR 10-2008-0125387 holds", for a CIP "unless the claim is supported by 08/884,069".
 */
export function benefitGapNote(date: string, cutoff: string, span: ConditionalSpan): string {
  const claims = span.claims.join(' and ');
  const dated = `dated ${date}, on or after the cut-off ${cutoff} but before ${span.date}: prior art unless`;
  if (span.kind === 'foreign')
    return (
      `${dated} the foreign priority claim to ${claims} holds (the cut-off is its priority date, which counts only ` +
      `for claims that application supports and a priority claim perfected under 35 U.S.C. 119(b); without it the ` +
      `cut-off is the US filing date ${span.date})`
    );
  if (span.kind === 'cip')
    return (
      `${dated} the claim is supported by ${claims} (a claim relying on matter first added in continuation-in-part ` +
      `${(span.added ?? []).join(' and ') || 'the CIP'} dates from ${span.date}, 35 U.S.C. 120)`
    );
  return (
    `${dated} the benefit claim to ${claims} holds (the cut-off rests on that claim, read from the description; ` +
    `without it the cut-off is ${span.date})`
  );
}

/**
 * What the gap after a conditional cut-off is prior art unless: "the foreign priority claim to KR … holds", "the claim
 * is supported by 09/901,749", "the benefit claim to 11/097,073 holds".
 */
function gapCondition(span: ConditionalSpan): string {
  const claims = span.claims.join(' and ');
  if (span.kind === 'foreign') return `the foreign priority claim to ${claims} holds`;
  if (span.kind === 'cip') return `the claim is supported by ${claims}`;
  return `the benefit claim to ${claims} holds`;
}

/**
 * The line saying the gap after a conditional cut-off was searched, found or not (attorney re-check of issue 23: a
 * gap with nothing over the floor was silent): its dates, its condition, the documents dated in it and how many
 * cleared the floor. Only documents published in the gap are searched there: a US patent or application filed in it
 * and published later (prior art as of its filing date) is not, and the line says so.
 */
export function benefitGapSearchedLine(
  from: string,
  span: ConditionalSpan & { date: string },
  documents: number | null,
  shown: number,
): string {
  const count =
    documents === null ? 'the documents dated in it (count not available)' : `${documents} documents`;
  const found = shown === 0 ? 'none over the floor' : `${shown} over the floor, listed below as conditional`;
  return (
    `Also searched ${from} → ${span.date} (prior art unless ${gapCondition(span)}): ${count}, ${found}. ` +
    'US patents and applications filed in this period but published later (prior art as of their US filing date) ' +
    'were not searched.'
  );
}

/**
 * The date line of a reference of record: a date on or after the cut-off is said, not hidden. One of the patent's own
 * continuity (`family`) is never prior art against it, so no earlier filing date is suggested for it; nor for an
 * article or a foreign national document (`filed` 'public'), which has no filing date that counts.
 */
export function dateNote(
  date: string | null,
  check: DateCheck,
  cutoff: string | null,
  family = false,
  filed: FiledAs = 'us',
  /** The cut-off's basis: whether the AIA may apply to a pre-AIA date (AIA_MAY_APPLY). */
  cutoffBasis = '',
  /** The cut-off rests on a condition: the span after it where art is prior art unless it holds (PatentForAnalysis). */
  unlessBenefit?: ConditionalSpan,
): string {
  if (family && check === 'after') return `dated ${date}, on or after the cut-off ${cutoff}`;
  if (check === 'after' && inBenefitGap(date, unlessBenefit))
    return benefitGapNote(date!, cutoff!, unlessBenefit!);
  switch (check) {
    case 'before':
      return `dated ${date}, before the cut-off ${cutoff}`;
    case 'unclear': {
      const unclear = `dated ${date} only, the cut-off's ${date!.length === 4 ? 'year' : 'month'}: the record cannot tell whether it precedes ${cutoff}`;
      // A month or year that ends before the date without the cut-off's condition is at least conditional art
      // (attorney re-check of issue 23: US5362488, 1994-11, against 1994-11-28 with a CIP gap to 1997-09-10).
      const last = date!.length === 4 ? `${date}-12-31` : `${date}-31`;
      return unlessBenefit?.date && last < unlessBenefit.date
        ? `${unclear}; if it does not, it is dated before ${unlessBenefit.date} and so prior art unless ${gapCondition(unlessBenefit)}: at least conditional art`
        : unclear;
    }
    case 'after':
      return filed === 'public'
        ? `dated ${date}, on or after the cut-off ${cutoff}: not prior art against this patent, since it counts only from the date it was made public (${sectionsFor(filed, cutoff!, cutoffBasis)})`
        : `dated ${date}, on or after the cut-off ${cutoff}: not prior art by its publication date; ${AFTER_BY_FILING[filed]} (${sectionsFor(filed, cutoff!, cutoffBasis)}), which the record does not give`;
    case 'undated':
      return 'no date in the record: it cannot be dated against the cut-off';
    case 'no cut-off':
      return `dated ${date}; the patent has no cut-off to compare it with`;
  }
}

/**
 * Why a reference of record under the relevance floor does not set the novelty score: the floor is where term
 * coverage stops telling a related document from an unrelated one (calibrated on random corpus documents), and an
 * examiner's citation does not make the term evidence any stronger. A granted patent's claims were, moreover,
 * allowed over its references of record.
 */
export const OF_RECORD_RULE =
  'References of record are listed from the patent\'s "references cited" and charted when the corpus holds their text, ' +
  'whatever their coverage. One dated before the cut-off that clears the relevance floor is compared like a retrieved ' +
  'reference, and may set the novelty score; one under the floor, or not dated before the cut-off, does not: under ' +
  'the floor the term evidence does not tell it from an unrelated document, whoever cited it.';

/** Why a design patent's references of record the corpus holds are not charted (its search is not run either). */
export const DESIGN_NOT_CHARTED = "a design patent's claim is its drawing";

/** The granted claims were allowed over the references of record: a chart that finds every element is to be read. */
export const ALLOWED_OVER =
  'The claims were allowed over the references of record: a chart finding every element of a claim in one of them ' +
  'more likely overstates the match than shows the claim anticipated.';

/** An application number as printed ("10/293,187", "09704380", "US 10293187"): its 8 digits, else null. */
export function applicationNumberOf(raw: string): string | null {
  const s = raw
    .toUpperCase()
    .replace(/[\s,./-]/g, '')
    .replace(/^US/, '');
  return /^\d{8}$/.test(s) ? s : null;
}

/**
 * Whether a reference of record is in the patent's own continuity (issue 23): its number is that of a parent's or a
 * child's patent or publication, or, when the citation prints an application serial number ("10/293,187"), that of an
 * application of the chain. Such a document is not prior art against the patent.
 */
export function inContinuity(
  c: Pick<CitationOfRecord, 'document_number' | 'country' | 'kind'>,
  continuity: { patents: string[]; applications: string[] } | undefined,
): boolean {
  if (!continuity) return false;
  const n = corpusNumberOf(c);
  const patents = new Set(
    continuity.patents.map((p) => corpusNumberOf({ document_number: p, country: 'US', kind: null })),
  );
  if (n && patents.has(n)) return true;
  // An application is cited by its serial number only in the "NN/NNN,NNN" form; a bare 8-digit number is a patent's.
  if (!c.document_number.includes('/')) return false;
  const app = applicationNumberOf(c.document_number);
  return !!app && continuity.applications.some((a) => applicationNumberOf(a) === app);
}
