import { AIA_FIRST_INVENTOR_TO_FILE } from '@patent-hub/contracts';
import { dateAfter } from './text-dates.js';
import type { LegalKnowledgeBase } from './legal-kb.js';

/**
 * The dates of a question on whether another's US application is prior art under 35 U.S.C. 102(a)(2) (review A4):
 * the filing date after "filed" in a sentence naming us ("our", "my", "we") is ours, in any other sentence theirs;
 * the date after "published" is their publication. Null unless both filing dates are given.
 */
export function priorArtDates(
  question: string,
): { ours: string; theirs: string; published: string | null } | null {
  if (!/\bprior art\b/i.test(question)) return null;
  let ours: string | null = null;
  let theirs: string | null = null;
  let published: string | null = null;
  // Each "filed" in turn, its date the first after it (a day, else a year: "filed in 2001"); it is ours when the words
  // since the sentence's start or the previous "filed" name us ("… is it prior art against my application filed in 2003?").
  for (const s of question.split(/(?<=[.?!])\s+/)) {
    let from = 0;
    for (const m of s.matchAll(/\bfiled\b/gi)) {
      const date = dateAfter(s.slice(m.index));
      if (date && /\b(?:our|my|we)\b/i.test(s.slice(from, m.index))) ours ??= date;
      else if (date) theirs ??= date;
      from = m.index + m[0].length;
    }
    const pub = /\bpublished\b/i.exec(s);
    if (pub) published ??= dateAfter(s.slice(pub.index));
  }
  return ours && theirs ? { ours, theirs, published } : null;
}

/** Whether a filing date precedes another, at the precision both have ("2001" before "2003-05-01"); null when unknown. */
function filedBefore(a: string, b: string): boolean | null {
  const n = Math.min(a.length, b.length);
  if (a.slice(0, n) === b.slice(0, n)) return a.length === b.length ? false : null;
  return a.slice(0, n) < b.slice(0, n);
}

/** "on 2001-05-01" or "in 2001". */
const onDate = (d: string) => (d.length === 4 ? `in ${d}` : `on ${d}`);

/**
 * The dates compared under 35 U.S.C. 102(a)(2) and (d), with the exceptions of 102(b)(2) quoted from our text; for
 * an application of ours filed before 2013-03-16, under pre-AIA 35 U.S.C. 102(e) instead (attorney review J).
 */
export function priorArtDatesNote(kb: LegalKnowledgeBase, question: string): string | null {
  const d = priorArtDates(question);
  if (!d) return null;
  if (d.ours < AIA_FIRST_INVENTOR_TO_FILE) return preAiaDatesNote(d);
  const s = kb.get('35 USC', '102');
  const exceptions = s?.text.match(
    /A disclosure shall not be prior art to a claimed invention under subsection \(a\)\(2\) if[\s\S]*?(?=\n\([c-z]\) )/,
  )?.[0];
  const quote = exceptions
    ? ` The exceptions, **35 U.S.C. 102(b)(2)** (${s!.revision}): “${exceptions.replace(/\n/g, ' ')}”`
    : ' The exceptions of 35 U.S.C. 102(b)(2) are not in our texts.';
  const assumed =
    'The dates are taken as the effective filing dates (an earlier priority or benefit claim of either application ' +
    'moves them, 35 U.S.C. 102(d)); whether an exception applies depends on facts the question does not give: not assessed.';
  if (filedBefore(d.theirs, d.ours)) {
    const pub = d.published
      ? `, although it was published only on ${d.published}`
      : ' once it is published (35 U.S.C. 122(b)) or issues as a patent';
    return (
      `**Dates compared:** the other application was filed on ${d.theirs}, before yours (${d.ours}). A US application ` +
      `naming another inventor is prior art under 35 U.S.C. 102(a)(2) as of the date it was effectively filed ` +
      `(102(d); MPEP 2154)${pub}, unless an exception of 102(b)(2) applies.${quote} ${assumed}`
    );
  }
  return (
    `**Dates compared:** the other application was filed on ${d.theirs}, not before yours (${d.ours}): it is not prior ` +
    `art under 35 U.S.C. 102(a)(2), which reaches only applications effectively filed before the claimed invention's ` +
    `effective filing date; it is prior art under 102(a)(1) only if published before that date.${quote} ${assumed}`
  );
}

/**
 * The dates compared under pre-AIA 35 U.S.C. 102(e), for an application filed before 2013-03-16 (the answer leads with
 * 102(e) and MPEP 2136 quoted: see the topic 'pre-aia-us-reference').
 */
function preAiaDatesNote(d: { ours: string; theirs: string }): string {
  const law =
    `yours, filed before March 16, 2013, is under pre-AIA law (MPEP 2159.01), where a US application of another ` +
    'is prior art under pre-AIA 35 U.S.C. 102(e) as of its US filing date once published or patented (MPEP 2136); a ' +
    'foreign priority date it claims gives it no earlier date (MPEP 2136.03)';
  const assumed =
    'The dates are taken as the US filing dates; an earlier date of invention of yours can antedate the reference ' +
    '(37 CFR 1.131), which depends on facts the question does not give: not assessed.';
  const before = filedBefore(d.theirs, d.ours);
  if (before === null)
    return `**Dates compared:** the other application was filed ${onDate(d.theirs)} and yours ${onDate(d.ours)}: the dates given cannot tell which was filed first. Under pre-AIA law ${law}. ${assumed}`;
  return before
    ? `**Dates compared:** the other application was filed ${onDate(d.theirs)}, before yours (${onDate(d.ours)}): it is prior art against yours as of its US filing date — ${law}. ${assumed}`
    : `**Dates compared:** the other application was filed ${onDate(d.theirs)}, not before yours (${onDate(d.ours)}): ${law}; ` +
        `filed after yours, it is prior art only if it was filed before your date of invention. ${assumed}`;
}
