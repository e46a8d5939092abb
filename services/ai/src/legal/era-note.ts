import { AIA_FIRST_INVENTOR_TO_FILE } from '@patent-hub/contracts';
import { filingDate, lawEra } from './filing-era.js';
import { applicationFiled, readQuestion, type DatedPaper } from './question-reader.js';
import { citationLabel, type LegalHit, type LegalKnowledgeBase } from './legal-kb.js';
import { withStatuteWords } from './vocabulary.js';

/** The MPEP sentences stating which applications each version governs, quoted from the texts (never restated). */
const GOVERNS = {
  'pre-AIA': {
    section: '2159.01',
    holds: /any application filed before March 16, 2013, is governed by pre-AIA/,
  },
  AIA: {
    section: '2159.02',
    holds: /^AIA 35 U\.S\.C\. 102 and 103 apply to any patent application that contains/,
  },
} as const;

function governs(kb: LegalKnowledgeBase, era: keyof typeof GOVERNS): string {
  const { section, holds } = GOVERNS[era];
  const s = kb.get('MPEP', section);
  const sentence = s?.text.split(/(?<=\.)\s+(?=[A-Z])/).find((x) => holds.test(x));
  return s && sentence ? ` **MPEP ${section}** (${s.revision}): “${sentence}”` : '';
}

/**
 * Which version of the law an answer quotes when the question gives a filing date or only its year (attorney review,
 * issue 25): 2012 pre-AIA, 2014 AIA, 2013 either (both quoted, and why, said first). Null when the question names the
 * law itself, gives no date, or no cited text depends on the first-inventor-to-file change.
 */
export function eraNote(
  kb: LegalKnowledgeBase,
  question: string,
  hits: LegalHit[],
): { text: string; first: boolean } | null {
  const text = eraText(kb, question, hits);
  // Which law applies is the first thing to say when the year alone leaves it open.
  return text ? { text, first: lawEra(withStatuteWords(question))?.era === 'either' } : null;
}

function eraText(kb: LegalKnowledgeBase, question: string, hits: LegalHit[]): string | null {
  const reading = lawEra(withStatuteWords(question));
  if (!reading || reading.from === 'words') return null;
  // The texts the change is about: 35 U.S.C. 102 and 103, and those whose note limits them to one side (not a
  // current section the AIA amended elsewhere, 35 U.S.C. 119 for a provisional's deadline).
  const bound = hits.filter(
    (h) => h.section.fitf || (h.section.source === '35 USC' && /^10[23]$/.test(h.section.section)),
  );
  if (!bound.length) return null;
  const filed = reading.from === 'year' ? `in ${reading.filed}` : `on ${reading.filed}`;
  const labels = (era: 'pre-AIA' | 'AIA') => [
    ...new Set(
      bound
        .filter((h) => kb.eraOf(h.section) === era)
        .map((h) => citationLabel(h.section, h.passage.pinpoint)),
    ),
  ];
  const quoted = (era: 'pre-AIA' | 'AIA') =>
    labels(era).length ? ` (quoted: ${labels(era).join(', ')})` : '';
  if (reading.era === 'either')
    return (
      `**Which version applies:** filed ${filed}, the year alone does not say — the AIA's first-inventor-to-file ` +
      'provisions govern an application with a claim whose effective filing date is on or after March 16, 2013, ' +
      `pre-AIA law one filed before that day. Both versions are quoted: pre-AIA${quoted('pre-AIA')} and AIA${quoted('AIA')}; ` +
      `give the filing date (or the earliest priority or benefit date) to know which applies.${governs(kb, 'pre-AIA')}${governs(kb, 'AIA')}`
    );
  const before = reading.era === 'pre-AIA';
  return (
    `**Version applied: ${before ? 'pre-AIA' : 'AIA (first inventor to file)'}** — filed ${filed}, ` +
    `${before ? 'before' : 'on or after'} March 16, 2013${quoted(reading.era)}` +
    (before
      ? '.'
      : '; an application claiming the benefit or priority of one filed before that day can still be pre-AIA if none of its claims was ever effectively filed on or after it.') +
    governs(kb, reading.era)
  );
}

/** A benefit or priority claimed of an earlier application. */
const CLAIMS_EARLIER = /\b(?:benefit|priority)\b/i;

/** The papers whose date a later application's claims can take (a priority or a benefit claimed). */
const EARLIER_PAPERS = new Set(['provisional', 'foreign', 'pct', 'continuation', 'cip']);

/** How a dated paper is said: its day, or its month as written with "(day not given)". */
export const saidDate = (d: { date: string | null; written: string }) =>
  d.date ?? `${d.written} (day not given)`;

/**
 * Which law governs an application when a question asks it (attorney review, issue 25: "Filed 2014-03-10 claiming a
 * 2012-11-05 provisional — is it AIA or pre-AIA?"), read from the question's dates by their papers (question-reader):
 * filed before 2013-03-16, pre-AIA; on or after it with no earlier application claimed, AIA; claiming one filed before
 * it, a transition application, AIA if it ever contained a claim effectively filed on or after that day (AIA § 3(n)(1),
 * as MPEP 2159.02 states it), pre-AIA otherwise. Null when the question does not ask which law, or gives no filing date.
 */
export function eraAnswer(kb: LegalKnowledgeBase, question: string): string | null {
  const r = readQuestion(question);
  if (!r.asks.has('era')) return null;
  const earlier: DatedPaper[] = r.dated.filter((d) => EARLIER_PAPERS.has(d.paper));
  const earlierDays = new Set(earlier.map((d) => d.date ?? d.month));
  // The application asked about: its own filing date, not the date of the paper it claims.
  const dated =
    r.dated.find((d) => d.paper === 'non-provisional' && d.date)?.date ??
    r.events.find((e) => applicationFiled(e) && e.date && !earlierDays.has(e.date))?.date ??
    null;
  // Only its year given ("Filed 2015, claims benefit of …"): a year after 2013 is on or after the day, one before it
  // before; 2013 leaves it open (the era note says so).
  const own = dated ? null : filingDate(question);
  const year = own?.yearOnly ? own.date : null;
  const day = AIA_FIRST_INVENTOR_TO_FILE;
  if (year && year === day.slice(0, 4)) return null;
  const filed = dated ?? (year ? (year < day.slice(0, 4) ? `${year}-01-01` : `${year}-12-31`) : null);
  if (!filed) return null;
  const filedSaid = year ? `in ${year}` : `on ${filed}`;
  // The earlier application a benefit or priority claim names by its date alone ("a January 2012 application").
  if (!earlier.length && CLAIMS_EARLIER.test(question))
    for (const e of r.events) {
      const d = e.date ?? (e.month ? `${e.month.month}-01` : null);
      if (!d || d >= filed || (year && d.startsWith(year))) continue;
      earlier.push({
        paper: 'continuation',
        date: e.date,
        month: e.month?.month ?? null,
        written: e.month?.written ?? d,
      });
    }
  const cite = (section: string) => {
    const s = kb.get('MPEP', section);
    return s ? `MPEP ${section}, ${s.revision}` : `MPEP ${section}`;
  };
  if (filed < day)
    return (
      `**Pre-AIA (first to invent)** — filed ${filedSaid}, before March 16, 2013: the AIA’s first-inventor-to-file ` +
      `provisions do not apply to any application filed before that day, whatever it claims (${cite('2159.01')}).`
    );
  const before = earlier
    .filter((d) => (d.date ?? `${d.month}-31`) < day)
    .sort((a, b) => (a.date ?? a.month ?? '').localeCompare(b.date ?? b.month ?? ''));
  if (!before.length)
    return (
      `**AIA (first inventor to file)** — filed ${filedSaid}, on or after March 16, 2013${earlier.length ? `, and the earlier application it claims (${earlier.map(saidDate).join(', ')}) was filed on or after that day too` : ', claiming no application filed before that day'}: ` +
      `every claim’s effective filing date is on or after it, so AIA 35 U.S.C. 102 and 103 apply (${cite('2159.02')}).`
    );
  const [first] = before;
  const what =
    first.paper === 'provisional'
      ? 'provisional'
      : first.paper === 'foreign'
        ? 'foreign application'
        : 'earlier application';
  return (
    `**A transition application: AIA if any claim it contains or ever contained has an effective filing date on or after ` +
    `March 16, 2013; pre-AIA only if every claim is entitled to the ${what}’s date** — filed ${filedSaid}, on or after ` +
    `March 16, 2013, claiming the ${what} filed ${first.date ? `on ${first.date}` : `in ${first.written}`}, before it. A claim’s effective filing date is the ` +
    `filing date of the earliest application it is entitled to for that invention (35 U.S.C. 100(i)(1)(B)): a claim the ` +
    `${what} fully supports has its date, ${saidDate(first)}; a claim to matter it does not support has the application’s own ` +
    `filing date (${filedSaid}). Under AIA § 3(n)(1) (not among the loaded texts; stated in ${cite('2159.02')}), one such later claim, ` +
    `even if cancelled, or a benefit claim to an application that ever contained one, makes the whole application AIA; ` +
    `then the applicant must also say so in a statement (37 CFR 1.78(a)(6) for a provisional, 1.55(j) for a foreign ` +
    `priority, 1.78(c)(6) for an earlier non-provisional). If every claim ever presented is supported by the ${what}, ` +
    `pre-AIA 35 U.S.C. 102 and 103 apply.`
  );
}
