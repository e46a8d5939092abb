import { AIA_FIRST_INVENTOR_TO_FILE, type PatentDetail, withCountry } from '@patent-hub/contracts';
import { documentStatus } from '../engine/document-kind.js';
import { damagesText } from '../engine/recommendations.js';
import { checkDate, dateNote, filedAs, recordDate } from '../engine/references-of-record.js';
import { toPatentForAnalysis } from '../patents/patents.gateway.js';
import { isPriorArtLawQuestion } from './question.js';

/**
 * Questions on a named patent that its data card cannot answer (attorney review, issue 25): the damages it can
 * bring, or which of its references could be prior art under a provision (pre-AIA 102(e), 102(a)(2)). The assistant
 * answers them from what the analysis computes with the same engine functions, then from the law.
 */
export type BeyondCard = 'damages' | 'references-as-art' | 'as-prior-art';

const DAMAGES = /\bdamages\b|\broyalt(?:y|ies)\b|\blost profits\b|\bcompensat\w*\b|\b(?:sue|suing)\b/i;
const REFERENCES_AS_ART =
  /\b102\s?\([abe]\)|\b(?:references?|citations?|cited|cites|documents?)\b[^?]{0,60}\b(?:prior art|art)\b/i;

export function beyondCard(question: string): BeyondCard | null {
  if (DAMAGES.test(question)) return 'damages';
  if (REFERENCES_AS_ART.test(question)) return 'references-as-art';
  // "Is US… prior art against my application?": a question of law on the patent's own dates.
  if (isPriorArtLawQuestion(question)) return 'as-prior-art';
  return null;
}

/**
 * The question as the law is searched for it: a patent filed before March 16, 2013 is named pre-AIA, so that the
 * pre-AIA 102(e) texts answer "which references could be 102(e) art?" (the record's era, not the question's words).
 */
export function lawQuestion(question: string, p: PatentDetail | null): string {
  const efd = p?.dates?.effective_filing_date?.date;
  return efd && efd < AIA_FIRST_INVENTOR_TO_FILE && beyondCard(question) === 'references-as-art'
    ? `${question} (a pre-AIA patent)`
    : question;
}

/** The damages a suit filed today could reach, as the analysis computes them (engine/recommendations.ts). */
export function damagesLines(p: PatentDetail, today: string): string[] {
  const pa = toPatentForAnalysis(p);
  const st = documentStatus(pa, new Date(`${today}T12:00:00Z`));
  return [
    `**Damages** (as the analysis computes them, today ${today}): ${damagesText(pa, st, new Date(`${today}T12:00:00Z`))}`,
  ];
}

/**
 * Which references of record could be prior art by their filing date (pre-AIA 35 U.S.C. 102(e), or 102(a)(2) for an
 * AIA patent), dated against the effective filing date as the analysis dates them (engine/references-of-record.ts).
 */
export function referencesAsArtLines(p: PatentDetail, max = 8): string[] {
  const cutoff = p.dates?.effective_filing_date?.date ?? null;
  const preAia = !!cutoff && cutoff < AIA_FIRST_INVENTOR_TO_FILE;
  const law = preAia ? 'pre-AIA 35 U.S.C. 102(e)' : '35 U.S.C. 102(a)(2)';
  const head = cutoff
    ? `**References of record as prior art** (cut-off: the effective filing date ${cutoff}; ${
        preAia
          ? 'filed before March 16, 2013, the patent is judged under pre-AIA law, where a US patent or published US application of another is prior art under 102(e) as of its US filing date (MPEP 2136)'
          : 'filed on or after March 16, 2013, the patent is judged under the AIA: 102(e) does not apply to it; a US patent or published application effectively filed before the cut-off is prior art under 102(a)(2) (MPEP 2154)'
      }):`
    : '**References of record as prior art:** the record gives no effective filing date to date them against.';
  if (!p.citations.length) return [head, '- the record lists no references cited'];
  const lines = p.citations.slice(0, max).map((c) => {
    const kind = filedAs(c);
    const date = c.kind === 'npl' ? null : recordDate(c.date);
    const name =
      c.kind === 'npl'
        ? `Non-patent: ${c.document_number.replace(/\s+/g, ' ').trim().slice(0, 80)}`
        : withCountry(c.country, c.document_number, '');
    if (kind === 'public')
      return `- ${name}: not ${law} art (not a US patent or application); prior art only from the date it was made public`;
    const check = checkDate(date, cutoff);
    const note = dateNote(date, check, cutoff, false, kind);
    const by =
      check === 'before'
        ? kind === 'us'
          ? `; a US patent issued before the cut-off was also filed before it, so it is ${law} art too (besides its publication date)`
          : `; as an international application it is ${law} art only if it designates the United States${preAia ? ' and was published in English' : ''}`
        : '';
    return `- ${name}: ${note}${by}`;
  });
  const more = p.citations.length > max ? [`- … and ${p.citations.length - max} more of record`] : [];
  return [
    head,
    ...lines,
    ...more,
    `What the record cannot determine: the filing dates of references dated after the cut-off${
      preAia ? ', and the date of invention, which can antedate a 102(e) reference (37 CFR 1.131)' : ''
    }; whether an exception applies (${preAia ? 'common ownership, pre-AIA 103(c)' : '102(b)(2)'}) is not assessed.`,
  ];
}

/**
 * The dates a patent is prior art from, against another's application (35 U.S.C. 102(a)(1) from its publication or
 * grant, 102(a)(2) from its effective filing date; pre-AIA 102(e) from its US filing date for an application filed
 * before March 16, 2013). Whether it is against a given application depends on that application's date.
 */
export function asPriorArtLines(p: PatentDetail): string[] {
  const efd = p.dates?.effective_filing_date?.date ?? null;
  const filed = p.app_filing_date ?? null;
  const granted = p.grant_date ?? p.patent_date ?? null;
  // Filed on or after March 16, 2013, it was filed after every pre-AIA application: it is no prior art against one.
  const afterAia = !!filed && filed >= AIA_FIRST_INVENTOR_TO_FILE;
  return [
    `**As prior art** (from the record: filed ${filed ?? 'on a date not recorded'}, effective filing date ${efd ?? 'not computed'}, granted ${granted ?? 'on a date not recorded'}):`,
    `- against an application effectively filed on or after March 16, 2013: prior art under 35 U.S.C. 102(a)(1) if granted (or published) before that application's effective filing date, and under 102(a)(2) if its own effective filing date ${efd ?? '(not computed)'} is earlier (MPEP 2152, 2154), unless an exception of 102(b) applies;`,
    afterAia
      ? '- against one filed before March 16, 2013 (pre-AIA): not prior art, since it was filed after that application;'
      : `- against one filed before March 16, 2013 (pre-AIA): prior art under pre-AIA 102(e) as of its US filing date ${filed ?? '(not recorded)'} if that precedes the applicant's date of invention (a foreign priority date gives it no earlier one, MPEP 2136.03), and under 102(a)/(b) by its grant on ${granted ?? 'a date not recorded'};`,
    "What the record cannot determine: your application's effective filing date (or date of invention, pre-AIA), and whether it and this patent share an inventor or an owner (the exceptions): give your filing date to have the dates compared.",
  ];
}
