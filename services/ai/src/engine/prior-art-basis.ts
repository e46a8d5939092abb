import { AIA_FIRST_INVENTOR_TO_FILE, AIA_MAY_APPLY, type PriorArtItem } from '@patent-hub/contracts';
import type { PatentForAnalysis, PriorArtCandidate } from './types.js';

export type PriorArtBasis = NonNullable<PriorArtItem['priorArtBasis']>;

/** The MPEP sections the bases cite (their revisions are read with those of 102). */
export const MPEP_CITED = ['2136.03', '2136.04', '2136.05', '2154.01(c)'] as const;

/** The revision labels of 35 U.S.C. 102, pre-AIA 102 and the MPEP_CITED sections in the legal texts (null: not in them). */
export interface Section102Revisions {
  aia: string | null;
  preAia: string | null;
  mpep?: Partial<Record<(typeof MPEP_CITED)[number], string | null>>;
}

/** A pre-grant publication's number (2004/0123456 as 20040123456); other corpus numbers are grants. */
const isPublication = (n: string) => /^(?:US)?\d{11}$/i.test(n);

const revised = (section: string, revision: string | null) =>
  `${section} (${revision ?? 'revision of the text not available'})`;

/**
 * Why a candidate is prior art against a patent with this cut-off, and as of which date (issue 23), or null when it
 * is not: published before the cut-off (AIA 35 U.S.C. 102(a)(1); pre-AIA 102(a), (b)), or a US patent or published
 * application filed in the US before the cut-off and published on or after it, art as of its US filing date (AIA
 * 102(a)(2), 102(d); pre-AIA 102(e)). Its own foreign priority is not read: under pre-AIA 102(e) it gives no earlier
 * date (MPEP 2136.03); under the AIA it may (102(d)), so the date stated is the latest it can be. Undated: null.
 */
export function priorArtBasisOf(
  c: PriorArtCandidate,
  cutoff: { date: string | null; basis: string },
  revisions: Section102Revisions = { aia: null, preAia: null },
  /** It names some, not all, of the patent's inventors: still by another, which the text says. */
  sharesInventors = false,
): PriorArtBasis | null {
  if (!cutoff.date || !c.date) return null;
  const preAia = cutoff.date < AIA_FIRST_INVENTOR_TO_FILE;
  const mayBeAia = preAia && cutoff.basis.includes(AIA_MAY_APPLY);
  if (c.date < cutoff.date) {
    const section = preAia ? 'pre-AIA 35 U.S.C. 102(a) or (b)' : '35 U.S.C. 102(a)(1)';
    return {
      kind: 'published',
      date: c.date,
      section,
      text: `published ${c.date}, before the cut-off (${revised(section, preAia ? revisions.preAia : revisions.aia)})`,
    };
  }
  if (!c.filingDate || c.filingDate.length !== 10 || c.filingDate >= cutoff.date) return null;
  // An international application filed before 2000-11-29 has no pre-AIA 102(e) date of its own (MPEP 2136.03).
  if (c.nationalStage && preAia && c.filingDate < PCT_102E_FROM) return null;
  const section = preAia ? 'pre-AIA 35 U.S.C. 102(e)' : '35 U.S.C. 102(a)(2)';
  const how = isPublication(c.patentNumber) ? 'published' : 'granted';
  const law = preAia
    ? revised(section, revisions.preAia) +
      (mayBeAia ? `, or ${revised('35 U.S.C. 102(a)(2)', revisions.aia)} if the AIA applies` : '')
    : `${revised(section, revisions.aia)}; an earlier priority or benefit claim of it (102(d)), not read here, may date it earlier`;
  const filed = c.nationalStage
    ? `filed ${c.filingDate} as an international application (a US national stage, 35 U.S.C. 371)`
    : `filed ${c.filingDate} in the US`;
  const mpep = (s: (typeof MPEP_CITED)[number]) => revised(`MPEP ${s}`, revisions.mpep?.[s] ?? null);
  const condition = !c.nationalStage
    ? ''
    : preAia
      ? `, if the international application designated the US and was published in English under PCT Article 21(2) (${mpep('2136.03')}), which the record does not show`
      : ', as an international application designating the US (35 U.S.C. 363, 374)';
  const shared = !sharesInventors
    ? ''
    : preAia
      ? `; it names an inventor of this patent, yet a different inventive entity is "by another" (${mpep('2136.04')}) ` +
        `unless the matter relied on is shown to be the inventors' own (${mpep('2136.05')})`
      : `; it names an inventor of this patent, yet also another one (${mpep('2154.01(c)')}); the exceptions of 35 ` +
        'U.S.C. 102(b)(2) (disclosure from the inventors, common ownership) are not assessed';
  return {
    kind: 'filed',
    date: c.filingDate,
    section,
    text: `${filed}, ${how} ${c.date}: prior art as of its filing date under ${law}${condition}${shared}`,
  };
}

/** International filing dates from which a national stage can have a pre-AIA 102(e) date (MPEP 2136.03, II.A). */
const PCT_102E_FROM = '2000-11-29';

/**
 * How a reference's date reads in a sentence: its publication date, or for art dated by its filing "filed {date},
 * granted {date}", so "the closest earlier reference" is never followed by a date after the cut-off alone.
 */
export function referenceDate(r: { candidate: PriorArtCandidate; basis: PriorArtBasis | null }): string {
  const { candidate: c, basis } = r;
  if (basis?.kind !== 'filed') return c.date ?? 'date unknown';
  return `filed ${basis.date}, ${isPublication(c.patentNumber) ? 'published' : 'granted'} ${c.date}; ${basis.section}`;
}

const nameKey = (name: string) =>
  name
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .sort()
    .join(' ');

/**
 * How the candidate's inventors compare with the patent's (names matched in any order of their parts): 'same' is the
 * same inventive entity, not "by another" (pre-AIA 102(e)) and naming no other inventor (102(a)(2)); 'some' (one or
 * more in common) is still by another (MPEP 2136.04, 2154.01(c)); 'none' also when either list is not known.
 */
export function inventorOverlap(patent: PatentForAnalysis, c: PriorArtCandidate): 'same' | 'some' | 'none' {
  const own = new Set((patent.inventors ?? []).map(nameKey).filter(Boolean));
  const theirs = new Set((c.inventors ?? []).map(nameKey).filter(Boolean));
  const common = [...theirs].filter((n) => own.has(n)).length;
  if (common === 0) return 'none';
  return common === own.size && common === theirs.size ? 'same' : 'some';
}

const appKey = (n: string) => n.replace(/[^0-9]/g, '').replace(/^0+/, '');

/** Whether the candidate's application is one of the patent's continuity (a parent or a child application). */
export function inContinuity(patent: PatentForAnalysis, c: PriorArtCandidate): boolean {
  if (!c.applicationNumber) return false;
  const key = appKey(c.applicationNumber);
  return key !== '' && (patent.continuity?.applications ?? []).some((a) => appKey(a) === key);
}

/**
 * Whether a shown reference is dated as prior art before the cut-off: its prior-art date (the publication date for
 * art published before it, the US filing date for art filed before it and published on or after it) is before the
 * cut-off, and that date is the one its basis names. The benches and tests hold every analysis to it.
 */
export function priorArtDateHolds(
  p: Pick<PriorArtItem, 'date' | 'priorArtBasis'>,
  cutoff: string | null | undefined,
): boolean {
  const b = p.priorArtBasis;
  if (!cutoff || !p.date || !b || b.date >= cutoff) return false;
  return b.kind === 'published' ? b.date === p.date : p.date >= cutoff;
}
