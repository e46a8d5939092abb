import { lawEra } from './filing-era.js';
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
