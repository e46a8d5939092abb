import type { PriorityLink, PriorityRelation } from '@patent-hub/contracts';
import { isValid, parse } from 'date-fns';

/**
 * Benefit claims a grant states only in its description's cross-reference paragraph ("This application claims the
 * benefit of U.S. Provisional Application No. 60/777,901, filed Mar. 1, 2006"). Attorney review (issue 23, defect 1):
 * US8088834's bibliographic data lists only its parent division, while its description claims two provisionals up to
 * eleven months earlier, so the prior-art cut-off came out late and was labelled exact.
 */

/** How many leading paragraphs can hold the cross-reference (a heading, the paragraph, a second paragraph). */
const LEADING_PARAGRAPHS = 4;
/**
 * A paragraph that states this application's own benefit claims; a "cross-reference is made to the co-pending
 * application …, a divisional of …" paragraph (US8090141) names other applications and claims nothing.
 */
const CLAIMS_BENEFIT =
  /\b(?:this|the\s+present|the\s+instant)\s+(?:patent\s+)?application\b|\bclaims?\s+(?:the\s+)?(?:benefit|priority)\b/i;
/** A claim of benefit, not a mere mention: "is related to U.S. application …" (US8419496) claims nothing. */
const CLAIM_WORD = /\b(?:benefit|priority|continuation|division(?:al)?)\b/i;
/** A US application number "60/777,901" (series code, serial) followed by its filing date "filed on Mar. 1, 2006". */
const APPLICATION_FILED =
  /\b(\d{2})\/(\d{3}),?(\d{3})\b[^.;]{0,80}?\bfiled\s+(?:on\s+)?([A-Z][a-z]{2,8}\.?\s+\d{1,2},?\s+\d{4})/g;
/** Series codes 60-63 are provisional applications (USPTO application number series). */
const PROVISIONAL_SERIES = /^6[0-3]$/;
/** The relation words nearest before a number, in the text since the previous number. */
const RELATIONS: [RegExp, PriorityRelation][] = [
  [/continuation[-\s]in[-\s]part/i, 'continuation-in-part'],
  [/division(?:al)?/i, 'division'],
  [/continuation/i, 'continuation'],
  [/provisional/i, 'provisional'],
];

/** "Mar. 1, 2006", "March 1 2006", "Sept. 2, 2010" → "2006-03-01"; null when it is not a date. */
export function descriptionDate(text: string): string | null {
  const cleaned = text
    .replace(/\./g, '')
    .replace(/,/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^Sept\b/i, 'Sep');
  for (const format of ['MMM d yyyy', 'MMMM d yyyy']) {
    const d = parse(cleaned, format, new Date(2000, 0, 1));
    if (isValid(d)) {
      const mm = String(d.getMonth() + 1).padStart(2, '0');
      const dd = String(d.getDate()).padStart(2, '0');
      return `${d.getFullYear()}-${mm}-${dd}`;
    }
  }
  return null;
}

/** The relation the text states before a number; null when it states none ("… claim the benefit of … 11/097,073"). */
function relationBefore(text: string, series: string): PriorityRelation | null {
  if (PROVISIONAL_SERIES.test(series)) return 'provisional';
  // The last relation word before the number: "a continuation of 11/111,111, which claims the benefit of provisional …".
  let best: { at: number; relation: PriorityRelation } | null = null;
  for (const [re, relation] of RELATIONS) {
    if (relation === 'provisional') continue;
    const global = new RegExp(re.source, 'gi');
    for (const m of text.matchAll(global)) {
      // "continuation" inside "continuation-in-part" is the CIP, listed first.
      if (!best || m.index > best.at) best = { at: m.index, relation };
    }
  }
  return best?.relation ?? null;
}

/**
 * A benefit claim read from the description. `relationStated` false: the paragraph names no relation (US7862893: "…
 * both of which claim the benefit of U.S. patent application Ser. No. 11/097,073"); the link carries 'continuation'
 * for the date rules, which are the same for a continuation, division or continuation-in-part (35 U.S.C. 120), and
 * its text says the relation is not stated.
 */
export type DescriptionClaim = PriorityLink & { relationStated: boolean };

/**
 * The US applications the description's cross-reference paragraph claims with a filing date, each as a link with
 * `counts_for_term: false` (read from text, never used for the term). Foreign and PCT applications are not read.
 */
export function descriptionClaims(description: string | null | undefined): DescriptionClaim[] {
  if (!description) return [];
  const paragraphs = description.split(/\n+/).slice(0, LEADING_PARAGRAPHS);
  const out: DescriptionClaim[] = [];
  for (const p of paragraphs) {
    if (!CLAIMS_BENEFIT.test(p) || !CLAIM_WORD.test(p)) continue;
    let from = 0;
    for (const m of p.matchAll(APPLICATION_FILED)) {
      const filed = descriptionDate(m[4]);
      const series = m[1];
      const number = `${series}${m[2]}${m[3]}`;
      // Since the number before it, matched or not ("a continuation of … 12/030,673 and 12/030,688, now U.S. Pat. …;
      // both of which claim the benefit of … 11/097,073": no relation stated for 11/097,073, US7862893).
      const since = p.slice(from, m.index);
      const lastNumber = [...since.matchAll(/\b\d{2}\/\d{3},?\d{3}\b/g)].at(-1);
      const relation = relationBefore(
        lastNumber ? since.slice(lastNumber.index + lastNumber[0].length) : since,
        series,
      );
      from = m.index + m[0].length;
      if (!filed || out.some((l) => l.application_number === number)) continue;
      out.push({
        relation: relation ?? 'continuation',
        relationStated: relation !== null,
        application_number: number,
        country: 'US',
        filing_date: filed,
        counts_for_term: false,
      });
    }
  }
  return out;
}

const digits = (n: string) => n.replace(/\D/g, '');

/** The description's claims that the structured links (related documents, priority claims) do not hold. */
export function claimsOnlyInDescription(
  description: string | null | undefined,
  links: PriorityLink[],
): DescriptionClaim[] {
  const known = new Set(links.map((l) => digits(l.application_number)));
  return descriptionClaims(description).filter((l) => !known.has(digits(l.application_number)));
}
