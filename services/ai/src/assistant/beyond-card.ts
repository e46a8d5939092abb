import {
  AIA_FIRST_INVENTOR_TO_FILE,
  type DeadlineBasis,
  type PatentDetail,
  withCountry,
} from '@patent-hub/contracts';
import { documentStatus } from '../engine/document-kind.js';
import { overAYearBefore, publicationName, publishedBeforeGrant } from '../engine/prior-art-basis.js';
import { damagesText } from '../engine/recommendations.js';
import { checkDate, dateNote, filedAs, recordDate } from '../engine/references-of-record.js';
import { datesIn } from '../legal/text-dates.js';
import { foreignPriorityDate, toPatentForAnalysis } from '../patents/patents.gateway.js';
import { AGAINST_APPLICATION, isPriorArtLawQuestion, patentRefs } from './question.js';

/**
 * Questions on a named patent that its data card cannot answer (attorney review, issue 25): the damages it can
 * bring, or which of its references could be prior art under a provision (pre-AIA 102(e), 102(a)(2)). The assistant
 * answers them from what the analysis computes with the same engine functions, then from the law.
 */
export type BeyondCard = 'damages' | 'references-as-art' | 'as-prior-art';

const DAMAGES = /\bdamages\b|\broyalt(?:y|ies)\b|\blost profits\b|\bcompensat\w*\b|\b(?:sue|suing)\b/i;
const REFERENCES_AS_ART =
  /\b102\s?\([abe]\)|\b(?:references?|citations?|cited|cites|documents?)\b[^?]{0,60}\b(?:prior art|art)\b/i;

/**
 * The words after a named patent that ask whether the patent itself is prior art ("Could US 7315219 be cited as prior
 * art against …", "Is US8089085 prior art to my application …", "Can the examiner cite US8089085 as prior art …"): "cited"
 * is then the patent's use, not its references.
 */
const ITSELF_AS_ART =
  /^\s*(?:(?:still|also|really|even)\s+)?(?:be\s+)?(?:(?:cited|used|considered|applied|treated|relied\s+(?:up)?on)\s+(?:as\s+)?|counts?\s+as\s+|qualif(?:y|ies)\s+as\s+|as\s+)?(?:valid\s+)?prior[- ]art\b|^\s*(?:be\s+)?(?:used|cited|relied\s+(?:up)?on|applied|raised|asserted)\s+against\b|^\s*anticipat\w*\b/i;

/**
 * Whether a question asks if the patent it names ("US…", or "the patent" once the law is searched for it) is itself
 * prior art (against an application, a filing).
 */
export function asksIfPriorArt(question: string): boolean {
  const ends = [
    ...patentRefs(question).map((r) => r.end),
    ...[...question.matchAll(/\b(?:the|this|that) patent\b/gi)].map((m) => m.index + m[0].length),
  ];
  return isPriorArtLawQuestion(question) && ends.some((end) => ITSELF_AS_ART.test(question.slice(end)));
}

export function beyondCard(question: string): BeyondCard | null {
  if (DAMAGES.test(question)) return 'damages';
  if (asksIfPriorArt(question)) return 'as-prior-art';
  if (REFERENCES_AS_ART.test(question)) return 'references-as-art';
  // "Is US… prior art against my application?": a question of law on the patent's own dates.
  if (isPriorArtLawQuestion(question)) return 'as-prior-art';
  return null;
}

/**
 * The question as the law is searched for it: a patent filed before March 16, 2013 is named pre-AIA, so that the
 * pre-AIA 102(e) texts answer "which references could be 102(e) art?" (the record's era, not the question's words).
 */
export function lawQuestion(
  question: string,
  p: PatentDetail | null,
  kind: BeyondCard | null,
  /** The date of the application the patent is asked about as prior art against (applicationDate), if given. */
  filed: string | null,
): string {
  const efd = p?.dates?.effective_filing_date?.date;
  // A patent asked about as prior art against an application of a given date: the provisions of that date's law.
  if (filed)
    return filed < AIA_FIRST_INVENTOR_TO_FILE
      ? `Under pre-AIA 35 U.S.C. 102(b) and 102(e), when is a US patent effective as prior art against an application filed on ${filed}?`
      : `${question} (102(a)(1) and 102(a)(2): a US patent as prior art)`;
  return efd && efd < AIA_FIRST_INVENTOR_TO_FILE && kind === 'references-as-art'
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
    const eff = p.dates?.effective_filing_date;
    const note = dateNote(
      date,
      check,
      cutoff,
      false,
      kind,
      eff?.basis,
      eff?.without_description ?? undefined,
    );
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

/**
 * The date of the application a patent is asked about as prior art against (attorney review, issue 25): the first
 * calendar date after the words naming that application ("against a US application filed on 2008-06-01"), else the
 * date after "filed" when the question gives one date only. Null when it gives none (a year alone is no date).
 */
export function applicationDate(question: string): string | null {
  const m = AGAINST_APPLICATION.exec(question);
  const after = m ? datesIn(question.slice(m.index + m[0].length))[0] : undefined;
  if (after) return after;
  const all = datesIn(question);
  return all.length === 1 && /\b(?:filed|filing date|priority date)\b/i.test(question) ? all[0] : null;
}

/** Where the pre-AIA text of 35 U.S.C. 102(b) is found, and the sentence stating the bar. */
export const PRE_AIA_BAR = {
  source: '35 USC',
  section: '102 (pre-AIA)',
  pinpoint: '(b)',
  holds: /more than one year prior to the date of the application/,
} as const;

/** The bar in the loaded text's words with its revision; when the texts lack it, said so, and no other text quoted. */
export function barText(bar: DeadlineBasis | null): string {
  return bar?.inKb && bar.quote
    ? `- the bar as **${bar.label}** states it (${bar.revision ?? 'revision unknown'}): “${bar.quote}”;`
    : '- the pre-AIA text of 35 U.S.C. 102(b) is not among the loaded texts: the bar is concluded from the dates above, not quoted;';
}

/** A disclosure of the patent with its date: the publication of its application, its grant. */
/** What gives a patent an earlier US date: "the provisional application" (119(e)) or "the earlier US application" (120). */
function usBenefit(p: PatentDetail): string {
  return /119\(e\)|provisional/i.test(p.dates?.effective_filing_date?.basis ?? '')
    ? 'the provisional application'
    : 'the earlier US application';
}

interface Disclosure {
  what: string;
  date: string;
}

/**
 * Whether the patent is prior art against an application filed on `filed` (the date taken as its effective filing
 * date), with the conclusion drawn from the record's dates: under 35 U.S.C. 102(a)(1) and (a)(2) for an application
 * filed on or after March 16, 2013; under pre-AIA 102(a), (b) and (e) for an earlier one. Then what the record
 * cannot tell (the exceptions, the date of invention, a publication it does not hold).
 */
export function asPriorArtAgainst(
  p: PatentDetail,
  filed: string,
  /** Pre-AIA 35 U.S.C. 102(b) as the loaded texts hold it (preAiaBar), quoted under a 102(b) bar. */
  bar: DeadlineBasis | null = null,
): string[] {
  const name = `US${p.patent_number}`;
  const granted = p.grant_date ?? p.patent_date ?? null;
  const usFiled = p.app_filing_date ?? null;
  const efd = p.dates?.effective_filing_date?.date ?? usFiled;
  const pub = publishedBeforeGrant(p.publication_date, p.publication_number, granted);
  const published = pub
    ? {
        what: `its application was published${pub.number ? ` as ${publicationName(pub.number)}` : ''}`,
        date: pub.date,
      }
    : null;
  const disclosures: Disclosure[] = [
    ...(published ? [published] : []),
    ...(granted ? [{ what: 'it was granted', date: granted }] : []),
  ];
  const before = disclosures.filter((d) => d.date < filed);
  const overYear = (d: Disclosure) => overAYearBefore(d.date, filed);
  const said = (d: Disclosure) => `${d.what} on ${d.date}`;
  const noPublication = published
    ? []
    : [
        `The record shows no publication of its application before grant (35 U.S.C. 122(b)): if one was published, it is prior art from its publication date too.`,
      ];
  if (filed >= AIA_FIRST_INVENTOR_TO_FILE) {
    const a1 = before.length
      ? `under 35 U.S.C. 102(a)(1): ${before.map(said).join(', and ')} — ${
          overYear(before[0])
            ? `more than a year before your application's date (${filed}), so the exceptions of 102(b)(1) (a disclosure made 1 year or less before it by the inventor, or by another who obtained the subject matter from the inventor) cannot apply`
            : `within the year before your application's date (${filed}): it is not prior art if an exception of 102(b)(1) applies (a disclosure by the inventor or by another who obtained the subject matter from the inventor, or after the inventor's own public disclosure)`
        }`
      : null;
    const a2 =
      efd && efd < filed
        ? `under 35 U.S.C. 102(a)(2): a US patent naming another inventor, effectively filed on ${efd} (35 U.S.C. 102(d)), before your application's date — unless an exception of 102(b)(2) applies (the subject matter obtained from the inventor, disclosed by the inventor first, or owned by the same person, or subject to an obligation of assignment to the same person, not later than your effective filing date)`
        : null;
    const verdict =
      a1 || a2
        ? `**Yes — ${name} is prior art against an application effectively filed on ${filed}** (AIA: filed on or after March 16, 2013, it is judged under 35 U.S.C. 102 as amended):`
        : `**No — ${name} is not prior art against an application effectively filed on ${filed}** under 35 U.S.C. 102(a)(1) or (a)(2): it was effectively filed on ${efd ?? 'a date not recorded'} and ${disclosures.map(said).join(' and ') || 'made public on no date recorded'}, none of them before that date.`;
    return [
      verdict,
      ...(a1 ? [`- ${a1};`] : []),
      ...(a2 ? [`- ${a2}.`] : []),
      `What the record cannot tell: whether an exception of 35 U.S.C. 102(b)(1) or (b)(2) applies (who disclosed what, common ownership): not assessed; your date is taken as your effective filing date (an earlier priority or benefit claim moves it, 102(d)).`,
      ...noPublication,
    ];
  }
  // Pre-AIA: a publication or patent more than a year before the US filing date is a bar (102(b)); an earlier one
  // is art if it precedes the date of invention (102(a)); another's US application from its US filing date (102(e)).
  const bars = before.filter(overYear);
  const a = before.filter((d) => !overYear(d));
  const priority = foreignPriorityDate(p);
  const foreign = priority
    ? ` (not its foreign priority date ${priority}: a foreign priority gives it no earlier 102(e) date, MPEP 2136.03)`
    : '';
  const e = usFiled && usFiled < filed ? usFiled : null;
  // A US provisional or earlier US application it claims gives it an earlier 102(e) date, provided that application
  // supports the subject matter relied on and at least one of its claims (MPEP 2136.03 III; attorney review: a flat
  // "No" for US7473606, whose provisional of 2006-02-22 precedes the application asked about).
  const earlierUs =
    !e && efd && usFiled && efd < filed && efd < usFiled && !foreign
      ? { date: efd, basis: usBenefit(p) }
      : null;
  const verdict = bars.length
    ? `**Yes — ${name} is prior art against a US application filed on ${filed}, a pre-AIA 35 U.S.C. 102(b) bar** (filed before March 16, 2013, the application is judged under pre-AIA 35 U.S.C. 102):`
    : a.length || e
      ? `**Yes, unless you show an earlier date of invention — ${name} is prior art against a US application filed on ${filed}** (filed before March 16, 2013, the application is judged under pre-AIA 35 U.S.C. 102):`
      : earlierUs
        ? `**Possibly — ${name} is prior art against a US application filed on ${filed} as of ${earlierUs.date}, the filing date of ${earlierUs.basis} it claims, if that application supports the subject matter relied on** (pre-AIA 35 U.S.C. 102(e); filed before March 16, 2013, the application is judged under pre-AIA 35 U.S.C. 102):`
        : `**No — ${name} is not prior art against a US application filed on ${filed}** under pre-AIA 35 U.S.C. 102(a), (b) or (e): it was filed in the US on ${usFiled ?? 'a date not recorded'} and ${disclosures.map(said).join(' and ') || 'made public on no date recorded'}, none of them before that date.`;
  return [
    verdict,
    ...bars.map(
      (d) =>
        `- pre-AIA 102(b): ${said(d)}, more than one year before your US filing date — a statutory bar no earlier date of invention overcomes (37 CFR 1.131 does not reach it);`,
    ),
    ...(bars.length ? [barText(bar)] : []),
    ...a.map(
      (d) =>
        `- pre-AIA 102(a): ${said(d)}, before your filing date — prior art if before your date of invention (taken as your filing date unless you show an earlier one, 37 CFR 1.131);`,
    ),
    ...(e
      ? [
          `- pre-AIA 102(e): as of its US filing date ${e}${foreign}, a patent granted on another's US application filed before your filing date (MPEP 2136) — unless you show an earlier date of invention (37 CFR 1.131) or the patent is your inventors' own work (102(e) needs "another").`,
        ]
      : []),
    ...(earlierUs
      ? [
          `- pre-AIA 102(e): its own US filing date ${usFiled} is after your filing date, but the 102(e) date of a patent claiming ${earlierUs.basis} is that application's filing date, ${earlierUs.date}, if it supports the subject matter relied on and at least one claim of the patent (MPEP 2136.03 III) — check that application's text; otherwise it is not prior art by 102(e). Unless you show an earlier date of invention (37 CFR 1.131) or the patent is your inventors' own work.`,
        ]
      : []),
    `What the record cannot tell: your date of invention and whether the patent's inventors are yours (not assessed).`,
    ...noPublication,
  ];
}
