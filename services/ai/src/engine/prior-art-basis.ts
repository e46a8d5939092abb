import {
  addMonths,
  AIA_FIRST_INVENTOR_TO_FILE,
  AIA_MAY_APPLY,
  nextOfficeDay,
  type PriorArtItem,
  type ReferenceBenefit,
} from '@patent-hub/contracts';
import type { PatentForAnalysis, PriorArtCandidate } from './types.js';

export type PriorArtBasis = NonNullable<PriorArtItem['priorArtBasis']>;

/** The MPEP sections the bases cite (their revisions are read with those of 102). */
export const MPEP_CITED = ['2136.03', '2136.04', '2136.05', '2154.01(b)', '2154.01(c)'] as const;

/** The revision labels of 35 U.S.C. 102, pre-AIA 102 and the MPEP_CITED sections in the legal texts (null: not in them). */
export interface Section102Revisions {
  aia: string | null;
  preAia: string | null;
  mpep?: Partial<Record<(typeof MPEP_CITED)[number], string | null>>;
}

/** A pre-grant publication's number (2004/0123456 as 20040123456); other corpus numbers are grants. */
const isPublication = (n: string) => /^(?:US)?\d{11}$/i.test(n);

/** 'US20060049879A1' → 'US 2006/0049879 A1'; another form as it is. */
export const publicationName = (n: string) => n.replace(/^US(\d{4})(\d{7})([A-Z]\d?)$/, 'US $1/$2 $3');

/** The first day US documents carry the WIPO ST.16 kind codes (B1, B2, S, E); earlier utility grants are kind A. */
const KIND_CODES_FROM = '2001-01-02';

/**
 * A US document's kind code: the record's, else what its number and dates tell for certain (a utility grant before
 * 2001-01-02 is A; one whose application was published before it is B2; a design is S, a reissue E, from that day);
 * null when neither tells (a utility grant without a known publication is B1 or B2).
 */
export function kindOf(
  c: Pick<PriorArtCandidate, 'patentNumber' | 'kind' | 'date' | 'publicationDate'>,
): string | null {
  // The XML writes a design's, a reissue's and a SIR's kind S1, E1, H1; the document prints S, E, H.
  const recorded = c.kind
    ?.trim()
    .toUpperCase()
    .replace(/^([SEH])1$/, '$1');
  if (recorded) return recorded;
  if (!c.date || isPublication(c.patentNumber)) return null;
  const coded = c.date >= KIND_CODES_FROM;
  if (/^D/i.test(c.patentNumber)) return coded ? 'S' : null;
  if (/^RE/i.test(c.patentNumber)) return coded ? 'E' : null;
  if (!/^\d+$/.test(c.patentNumber)) return null;
  if (!coded) return 'A';
  return publishedBeforeGrant(c.publicationDate, null, c.date) ? 'B2' : null;
}

/** 'US 7315219 B2', 'US D513425 S', 'US 2004/0029410 A1': the number as printed with its kind when known (kindOf). */
export function documentName(
  c: Pick<PriorArtCandidate, 'patentNumber' | 'kind' | 'date' | 'publicationDate'>,
): string {
  const n = c.patentNumber.replace(/^US/i, '').replace(/^([A-Z]+)0+(?=\d)/i, '$1');
  const kind = kindOf(c);
  const number = isPublication(n) ? `${n.slice(0, 4)}/${n.slice(4)}` : n;
  return `US ${number}${kind ? ` ${kind}` : ''}`;
}

/** How a reference is dated by its own publication: "granted 2008-01-01 as US 7315219 B2", "published … as US 2004/… A1". */
const datedBy = (c: PriorArtCandidate) =>
  `${isPublication(c.patentNumber) ? 'published' : 'granted'} ${c.date} as ${documentName(c)}`;

/**
 * A disclosure on `date` is more than one year before `filed`: the grace period of 102(b)(1) and the bar of pre-AIA
 * 102(b) both count a year, whose last day on a weekend or federal holiday runs to the next business day (35 U.S.C.
 * 21(b); MPEP 2133, 2152.01).
 */
export const overAYearBefore = (date: string, filed: string) =>
  nextOfficeDay(addMonths(date, 12)).due < filed;

/** The publication of a patent's application before its grant (35 U.S.C. 122(b)), when the record gives one. */
export function publishedBeforeGrant(
  date: string | null | undefined,
  number: string | null | undefined,
  granted: string | null | undefined,
): { date: string; number: string | null } | null {
  return date && (!granted || date < granted) ? { date, number: number ?? null } : null;
}

const revised = (section: string, revision: string | null) =>
  `${section} (${revision ?? 'revision of the text not available'})`;

/** What the analysed patent brings to a reference's basis. */
export interface BasisOfPatent {
  /** Its own US filing date (not a foreign priority): a pre-AIA 102(b) bar counts the year back from it. */
  filed?: string | null;
  /** The reference is by the patent's own inventive entity: its publication within the year is not art against it. */
  sameInventors?: boolean;
}

/**
 * Why a candidate is prior art against a patent with this cut-off, and as of which date (issue 23), or null when it
 * is not: published before the cut-off (AIA 35 U.S.C. 102(a)(1); pre-AIA 102(a), (b)), or a US patent or published
 * application filed in the US before the cut-off and published on or after it, art as of its US filing date (AIA
 * 102(a)(2), 102(d); pre-AIA 102(e)). Its own foreign priority is not read: under pre-AIA 102(e) it gives no earlier
 * date (MPEP 2136.03); under the AIA it may (102(d)), so the date stated is the latest it can be. Undated: null.
 * A patent whose application was published before the cut-off and before its grant (35 U.S.C. 122(b)), whether granted
 * before or after the cut-off, is art as of that publication (the A1; the grant is the B2), the stronger basis (attorney review): a pre-AIA 102(b) bar when more than a year before the
 * patent's US filing date (no earlier date of invention overcomes it), else 102(a) (AIA: 102(a)(1)); the text also
 * names its basis by its filing date.
 */
export function priorArtBasisOf(
  c: PriorArtCandidate,
  cutoff: { date: string | null; basis: string },
  revisions: Section102Revisions = { aia: null, preAia: null },
  /** It names some, not all, of the patent's inventors: still by another, which the text says. */
  sharesInventors = false,
  patent: BasisOfPatent = {},
): PriorArtBasis | null {
  if (!cutoff.date || !c.date) return null;
  const preAia = cutoff.date < AIA_FIRST_INVENTOR_TO_FILE;
  const pub = publishedBeforeGrant(c.publicationDate, c.publicationNumber, c.date);
  // Granted before the cut-off but published earlier as an application: the earliest public date decides (attorney
  // review, US7863991 against US7315219: its 2006 A1 is a 102(b) bar that the 2008 grant alone would not be).
  if (c.date < cutoff.date && !(pub && pubBasisApplies(pub.date, preAia, cutoff.date, patent))) {
    if (!preAia || !patent.filed) {
      const section = preAia ? 'pre-AIA 35 U.S.C. 102(a) or (b)' : '35 U.S.C. 102(a)(1)';
      return {
        kind: 'published',
        date: c.date,
        section,
        document: documentName(c),
        text: `${datedBy(c)}, before the cut-off (${revised(section, preAia ? revisions.preAia : revisions.aia)})`,
      };
    }
    // Pre-AIA with the patent's US filing date known: a 102(b) bar or 102(a) art (attorney review: not "(a) or (b)").
    const { section, why } = preAiaPublication(c.date, patent.filed, cutoff.basis, revisions);
    return {
      kind: 'published',
      date: c.date,
      section,
      document: documentName(c),
      text: `${datedBy(c)}: ${why}`,
    };
  }
  const filed = byFiling(c, cutoff.date, cutoff.basis, revisions, sharesInventors);
  if (!pub || pub.date >= cutoff.date) return filed;
  // Pre-AIA: the bar counts from the US filing date; AIA: the grace period of 102(b)(1) from the effective filing date.
  const from = preAia ? patent.filed : cutoff.date;
  const overYear = !!from && overAYearBefore(pub.date, from);
  if (patent.sameInventors && !overYear) return filed;
  // The patent's own inventive entity: a bar, but not art "by another" (pre-AIA 102(e); 102(a)(2)).
  const also = patent.sameInventors ? null : filed;
  const how =
    `its application published ${pub.date}${pub.number ? ` as ${publicationName(pub.number)}` : ' (the A1 publication)'}, ` +
    `granted ${c.date} as ${documentName(c)}`;
  const { section, why } = preAia
    ? preAiaPublication(pub.date, from, cutoff.basis, revisions)
    : {
        section: '35 U.S.C. 102(a)(1)',
        why: `prior art under ${revised('35 U.S.C. 102(a)(1)', revisions.aia)}${
          overYear
            ? `, more than a year before the effective filing date ${from}, so the exceptions of 102(b)(1) cannot apply`
            : `, within the year before the effective filing date ${from}: not prior art if an exception of 102(b)(1) applies (not assessed)`
        }`,
      };
  return {
    kind: 'published',
    date: pub.date,
    preGrant: true,
    section,
    ...(pub.number ? { document: publicationName(pub.number) } : {}),
    text: `${how}: ${why}${also ? `; and, ${also.text}` : ''}`,
  };
}

/**
 * Whether a pre-grant publication on `date`, before the cut-off, dates the reference (else its grant does): not when
 * it is the patent's own inventive entity's within the year, which is not art "by another" (pre-AIA 102(a), MPEP
 * 2132.01; 102(b)(1)(A)), as for a reference granted after the cut-off.
 */
function pubBasisApplies(date: string, preAia: boolean, cutoff: string, patent: BasisOfPatent): boolean {
  if (date >= cutoff) return false;
  const from = preAia ? patent.filed : cutoff;
  return !patent.sameInventors || (!!from && overAYearBefore(date, from));
}

/**
 * A publication on `date` against a pre-AIA cut-off: more than one year before the patent's US filing date (35 U.S.C.
 * 21(b) roll-over) a 102(b) bar that no earlier date of invention overcomes, else 102(a) art unless an earlier date of
 * invention is shown; the AIA's 102(a)(1) is named too when it may apply.
 */
function preAiaPublication(
  date: string,
  filed: string | null | undefined,
  cutoffBasis: string,
  revisions: Section102Revisions,
): { section: string; why: string } {
  const bar = !!filed && overAYearBefore(date, filed);
  const section = `pre-AIA 35 U.S.C. 102(${bar ? 'b' : 'a'})`;
  const law =
    revised(section, revisions.preAia) +
    (cutoffBasis.includes(AIA_MAY_APPLY)
      ? `, or ${revised('35 U.S.C. 102(a)(1)', revisions.aia)} if the AIA applies`
      : '');
  const why = bar
    ? `more than one year before this patent's US filing date ${filed}, a bar under ${law} that no earlier date of invention overcomes (37 CFR 1.131 does not reach it); also prior art under pre-AIA 102(a)`
    : `before the cut-off, prior art under ${law} unless an earlier date of invention is shown (37 CFR 1.131); ${
        filed
          ? `not a 102(b) bar: within the year before this patent's US filing date ${filed}`
          : "whether a 102(b) bar: this patent's US filing date is not in the record"
      }`;
  return { section, why };
}

/** How a benefit claim reads: "US provisional application 61/123,456 filed 2010-01-05 (35 U.S.C. 119(e))". */
function benefitName(b: ReferenceBenefit): string {
  const what: Record<ReferenceBenefit['relation'], string> = {
    provisional: 'US provisional application',
    continuation: 'parent application',
    'continuation-in-part': 'parent application (a continuation-in-part of it)',
    division: 'parent application (a division of it)',
    'national-stage': 'international application',
    international: 'international application',
    foreign: `${b.country && b.country !== 'US' ? `${b.country} ` : 'foreign '}application`,
    reissue: 'original application',
  };
  const pct = b.country === 'WO' || /^PCT/i.test(b.applicationNumber);
  const kind = pct && b.relation !== 'international' ? 'international application (PCT)' : what[b.relation];
  const section =
    b.relation === 'provisional'
      ? '119(e)'
      : b.relation === 'foreign'
        ? '119(a)'
        : b.relation === 'international'
          ? '365(a)-(b)'
          : pct
            ? '365(c)'
            : b.relation === 'division'
              ? '121'
              : '120';
  return `${kind} ${b.applicationNumber} filed ${b.date} (35 U.S.C. ${section})`;
}

/** A dated benefit claim before `before` (the candidate's own filing date), else null. */
const earlier = (b: ReferenceBenefit | null | undefined, before: string) =>
  b && /^\d{4}-\d{2}-\d{2}$/.test(b.date) && b.date < before ? b : null;

/**
 * Art as of its effective US filing date (AIA 102(a)(2) with 102(d); pre-AIA 102(e)), or null: its own US filing
 * date, or the earlier one of a US application it claims the benefit of (a provisional, 119(e), or a parent, 120,
 * 121, 365(c); pre-AIA 102(e) and MPEP 2136.03, AIA 102(d)(2) and MPEP 2154.01(b)), and under the AIA also of a
 * foreign or international application it claims priority to (119(a), 365(a)-(b)); under pre-AIA 102(e) a foreign
 * priority gives no earlier date (MPEP 2136.03, I), which the text says. An earlier date holds only if the earlier
 * application supports the subject matter relied on, which is not assessed.
 */
function byFiling(
  c: PriorArtCandidate,
  cutoff: string,
  cutoffBasis: string,
  revisions: Section102Revisions,
  sharesInventors: boolean,
): PriorArtBasis | null {
  const preAia = cutoff < AIA_FIRST_INVENTOR_TO_FILE;
  const mayBeAia = preAia && cutoffBasis.includes(AIA_MAY_APPLY);
  if (!c.filingDate || c.filingDate.length !== 10) return null;
  // An international application filed before 2000-11-29 has no pre-AIA 102(e) date of its own (MPEP 2136.03).
  if (c.nationalStage && preAia && c.filingDate < PCT_102E_FROM) return null;
  const us = earlier(c.usBenefit, c.filingDate);
  // A US benefit claim of an international application filed before 2000-11-29 gives no pre-AIA 102(e) date.
  const usOk = us && !(preAia && isInternational(us) && us.date < PCT_102E_FROM) ? us : null;
  const foreign = earlier(c.foreignPriority, c.filingDate);
  const claimed = [usOk, preAia ? null : foreign]
    .filter((b): b is ReferenceBenefit => !!b)
    .sort((a, b) => a.date.localeCompare(b.date))[0];
  const date = claimed?.date ?? c.filingDate;
  if (date >= cutoff) return null;
  const section = preAia ? 'pre-AIA 35 U.S.C. 102(e)' : '35 U.S.C. 102(a)(2)';
  const mpep = (s: (typeof MPEP_CITED)[number]) => revised(`MPEP ${s}`, revisions.mpep?.[s] ?? null);
  const law = preAia
    ? revised(section, revisions.preAia) +
      (mayBeAia ? `, or ${revised('35 U.S.C. 102(a)(2)', revisions.aia)} if the AIA applies` : '')
    : claimed
      ? `${revised(section, revisions.aia)} and 102(d)(2); ${mpep('2154.01(b)')}`
      : c.usBenefit === undefined && c.foreignPriority === undefined
        ? `${revised(section, revisions.aia)}; an earlier priority or benefit claim of it (102(d)), not read here, may date it earlier`
        : `${revised(section, revisions.aia)}; the record gives no priority or benefit claim of it that dates it earlier (102(d))`;
  const filed = c.nationalStage
    ? `filed ${c.filingDate} as an international application (a US national stage, 35 U.S.C. 371)`
    : `filed ${c.filingDate} in the US`;
  const internationalDate = c.nationalStage || (claimed && isInternational(claimed));
  const condition = !internationalDate
    ? ''
    : preAia
      ? `, if the international application designated the US and was published in English under PCT Article 21(2), as pre-AIA 102(e) requires of an international application (${mpep('2136.03')}), which the record does not show`
      : ', as an international application designating the US (35 U.S.C. 363, 374)';
  const otherwise =
    internationalDate && preAia
      ? pctConditionFails(c, cutoff, revised('MPEP 2136.03, II.A', revisions.mpep?.['2136.03'] ?? null))
      : '';
  const shared = !sharesInventors
    ? ''
    : preAia
      ? `; it names an inventor of this patent, yet a different inventive entity is "by another" (${mpep('2136.04')}) ` +
        `unless the matter relied on is shown to be the inventors' own (${mpep('2136.05')})`
      : `; it names an inventor of this patent, yet also another one (${mpep('2154.01(c)')}); the exceptions of 35 ` +
        'U.S.C. 102(b)(2) (disclosure from the inventors, common ownership) are not assessed';
  const benefit = claimed
    ? `, claiming ${claimed.relation === 'foreign' || claimed.relation === 'international' ? 'priority to' : 'the benefit of'} ${benefitName(claimed)}`
    : '';
  const asOf = claimed
    ? preAia
      ? `prior art as of the filing date of that application under ${law}${internationalDate ? '' : `; ${mpep('2136.03')}`}`
      : `prior art, effectively filed as of the filing date of that application, under ${law}`
    : `prior art as of its filing date under ${law}`;
  const supported = claimed
    ? ', if the earlier application supports the subject matter relied on (not assessed)'
    : '';
  // Pre-AIA: a foreign priority before the date it is given is said, and why it does not count.
  const notForeign =
    preAia && foreign && foreign.date < date
      ? `; its priority claim to ${benefitName(foreign)} gives no earlier pre-AIA 102(e) date (${mpep('2136.03')})` +
        (mayBeAia && foreign.date < cutoff ? ', though under the AIA it would (102(d))' : '')
      : '';
  return {
    kind: 'filed',
    date,
    section,
    text: `${filed}${benefit}, ${datedBy(c)}: ${asOf}${condition}${supported}${otherwise}${notForeign}${shared}`,
  };
}

/**
 * What applies when the PCT conditions of pre-AIA 102(e) fail (the international application did not designate the
 * US or was not published in English under PCT Article 21(2); MPEP 2136.03, II.A(B)): the international filing date,
 * the date the 35 U.S.C. 371(c) requirements were met and any date the international application claims give no
 * 102(e) date; a later US application claiming its benefit (a "bypass" continuation) is 102(e) art as of its own US
 * filing date; the reference is otherwise art only from its publication, under pre-AIA 102(a) or (b).
 */
function pctConditionFails(c: PriorArtCandidate, cutoff: string, mpep: string): string {
  const pub = publishedBeforeGrant(c.publicationDate, c.publicationNumber, c.date)?.date ?? c.date!;
  const own = c.filingDate!;
  const noEarlierPublication = `its first US publication, ${pub}, is not before the cut-off: it would not be prior art against this patent (its WIPO publication, which the record here does not give, may be earlier)`;
  const fallback = c.nationalStage
    ? `it has no pre-AIA 102(e) date (neither the international filing date nor the date the 35 U.S.C. 371(c) requirements were met counts), ${
        pub < cutoff
          ? `and is prior art only as of its publication ${pub} under pre-AIA 102(a) or (b)`
          : `and ${noEarlierPublication}`
      }`
    : own < cutoff
      ? `it is prior art under pre-AIA 102(e) only as of its own US filing date ${own}${pub < cutoff ? `, and under pre-AIA 102(a) or (b) as of its publication ${pub}` : ''}`
      : `it has no pre-AIA 102(e) date before the cut-off (its own US filing date is ${own}), ${
          pub < cutoff
            ? `and is prior art only as of its publication ${pub} under pre-AIA 102(a) or (b)`
            : `and ${noEarlierPublication}`
        }`;
  return `; if the international application did not designate the US or was not published in English under Article 21(2), ${fallback} (${mpep})`;
}

/**
 * The earliest date a candidate may be art as of by its filing, for a search's byFilingDate pre-filter (the patents
 * service's index takes the same: IndexDoc.filed, and with `aia` IndexDoc.filedAia): its US filing date, or the earlier
 * one of a US application it claims, and under the AIA of a foreign or international priority. Null without its own
 * filing date. A pre-filter: byFiling dates it (a PCT filed before 2000-11-29 gives no pre-AIA 102(e) date).
 */
export function earliestClaimedFiling(
  c: Pick<PriorArtCandidate, 'filingDate' | 'usBenefit' | 'foreignPriority'>,
  aia = false,
): string | null {
  if (!c.filingDate) return null;
  const foreign = aia ? earlier(c.foreignPriority, c.filingDate)?.date : undefined;
  return [c.filingDate, earlier(c.usBenefit, c.filingDate)?.date, foreign]
    .filter((d): d is string => !!d)
    .sort()[0];
}

const isInternational = (b: ReferenceBenefit) => b.country === 'WO' || /^PCT/i.test(b.applicationNumber);

/** International filing dates from which a national stage can have a pre-AIA 102(e) date (MPEP 2136.03, II.A). */
const PCT_102E_FROM = '2000-11-29';

/**
 * How a reference's date reads in a sentence: its publication date, or for art dated by its filing "filed {date},
 * granted {date}" (by an application it claims: "an earlier application it claims filed {date}, granted {date}"), so "the closest earlier reference" is never followed by a date after the cut-off alone.
 */
export function referenceDate(r: { candidate: PriorArtCandidate; basis: PriorArtBasis | null }): string {
  const { candidate: c, basis } = r;
  if (basis?.preGrant) return `published ${basis.date}, granted ${c.date}; ${basis.section}`;
  if (basis?.kind !== 'filed') return c.date ?? 'date unknown';
  // Dated by an application it claims: not its own filing date.
  const filed = basis.date === c.filingDate ? 'filed' : 'an earlier application it claims filed';
  return `${filed} ${basis.date}, ${isPublication(c.patentNumber) ? 'published' : 'granted'} ${c.date}; ${basis.section}`;
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
 * art published before it, the publication date of its application when that is earlier than its grant, or else its
 * US filing date for art filed before it and granted on or after it) is before the cut-off, and that date is the one its basis names. The benches and
 * tests hold every analysis to it.
 */
export function priorArtDateHolds(
  p: Pick<PriorArtItem, 'date' | 'priorArtBasis'>,
  cutoff: string | null | undefined,
): boolean {
  const b = p.priorArtBasis;
  if (!cutoff || !p.date || !b || b.date >= cutoff) return false;
  // Published: as of its own date, or of its application's publication when it was granted on or after the cut-off.
  if (b.kind === 'filed') return p.date >= cutoff;
  return b.preGrant ? b.date < p.date : b.date === p.date;
}
