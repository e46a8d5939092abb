import {
  AIA_FIRST_INVENTOR_TO_FILE,
  cipFilings,
  ErrorCode,
  PATENTS,
  PATENTS_LANDSCAPE,
  RpcError,
  type LandscapeFact,
  type LandscapeResult,
  type PatentDetail,
} from '@patent-hub/contracts';
import type { RpcClient } from '@patent-hub/service-kit';
import { NO_FILING_DATE } from '../engine/prior-art-chart.js';
import type {
  CandidateFullText,
  CorpusCounts,
  ConditionalSpan,
  CorpusSearch,
  PatentForAnalysis,
  PriorArtCandidate,
} from '../engine/types.js';

/** The part of the service-kit RpcClient the ai service uses. */
export type RpcCaller = Pick<RpcClient, 'call'>;

/** Everything the ai service asks of the patents service (it never reads the patents tables). */
export interface PatentsPort extends CorpusSearch {
  get(number: string): Promise<PatentForAnalysis>;
  landscape(text: string, limit?: number): Promise<LandscapeResult>;
}

export class RpcPatentsPort implements PatentsPort {
  constructor(private readonly rpc: RpcCaller) {}

  async get(number: string): Promise<PatentForAnalysis> {
    return toPatentForAnalysis(await this.rpc.call(PATENTS.get, { id: number }, { timeoutMs: 10_000 }));
  }

  async similar(q: {
    text: string;
    before?: string;
    byFilingDate?: boolean;
    exclude?: string[];
    limit?: number;
    timeoutMs?: number;
  }): Promise<PriorArtCandidate[]> {
    const payload = {
      text: q.text.slice(0, 50_000),
      ...(q.before ? { before: q.before } : {}),
      ...(q.before && q.byFilingDate ? { byFilingDate: true } : {}),
      ...(q.exclude ? { exclude: q.exclude } : {}),
      limit: q.limit ?? 10,
    };
    const res = await this.rpc.call(PATENTS.similar, payload, { timeoutMs: q.timeoutMs ?? 10_000 });
    return res.results.map((r) => ({
      patentNumber: r.patentNumber,
      title: r.title,
      abstract: r.abstract ?? '',
      date: r.date ?? null,
      cpc: r.cpc,
      ...(r.ipc?.length ? { ipc: r.ipc } : {}),
      score: r.score,
      filingDate: r.filingDate ?? null,
      applicationNumber: r.applicationNumber ?? null,
      ...(r.inventors ? { inventors: r.inventors } : {}),
      ...(r.nationalStage ? { nationalStage: true } : {}),
      ...(r.kind ? { kind: r.kind } : {}),
      publicationDate: r.publicationDate ?? null,
      publicationNumber: r.publicationNumber ?? null,
      ...(r.usBenefit !== undefined ? { usBenefit: r.usBenefit } : {}),
      ...(r.foreignPriority !== undefined ? { foreignPriority: r.foreignPriority } : {}),
    }));
  }

  /** One patents.fullTexts call per 100 numbers; candidates it cannot give are charted on title and abstract. */
  async fullText(numbers: string[]): Promise<Map<string, CandidateFullText>> {
    const out = new Map<string, CandidateFullText>();
    const chunks: string[][] = [];
    for (let i = 0; i < numbers.length; i += 100) chunks.push(numbers.slice(i, i + 100));
    await Promise.all(
      chunks.map(async (chunk) => {
        try {
          const { results } = await this.rpc.call(
            PATENTS.fullTexts,
            { numbers: chunk },
            { timeoutMs: 10_000 },
          );
          for (const r of results)
            out.set(r.patentNumber, {
              claims: r.claims,
              description: r.description,
              ...(r.title === undefined
                ? {}
                : {
                    card: {
                      title: r.title,
                      abstract: r.abstract ?? '',
                      date: r.date ?? null,
                      ...(r.cpc ? { cpc: r.cpc } : {}),
                      ...(r.ipc ? { ipc: r.ipc } : {}),
                    },
                  }),
            });
        } catch {
          // Left out: those candidates are charted on their title and abstract.
        }
      }),
    );
    return out;
  }

  async corpusCounts(q: { before?: string; patentNumber?: string; terms?: string[] }): Promise<CorpusCounts> {
    return this.rpc.call(PATENTS.priorArtCorpus, q, { timeoutMs: 10_000 });
  }

  /** Assignee, filing date and CPC of patents the caller chose (the strategy's relevant set, issue 26). */
  async landscapeFacts(numbers: string[]): Promise<LandscapeFact[]> {
    const res = await this.rpc.call(PATENTS_LANDSCAPE.facts, { numbers }, { timeoutMs: 10_000 });
    return res.patents;
  }

  async landscape(text: string, limit = 10): Promise<LandscapeResult> {
    return this.rpc.call(PATENTS.landscape, { text: text.slice(0, 50_000), limit }, { timeoutMs: 10_000 });
  }
}

export function toPatentForAnalysis(d: PatentDetail): PatentForAnalysis {
  if (!d?.patent_number) throw new RpcError(ErrorCode.NOT_FOUND, 'Patent not found');
  const cipFiled = d.dates?.effective_filing_date?.earliest_possible ? cipsOf(d).cipDate : null;
  const dates = [d.app_filing_date, ...d.parent_applications.map((p) => p.parent_filing_date)]
    .filter((x): x is string => !!x)
    .sort();
  const family = [
    ...d.family,
    ...d.parent_applications.flatMap((p) => [p.parent_number, p.parent_patent]),
    ...d.child_applications.map((c) => c.child_number),
  ].filter((x): x is string => !!x);
  return {
    number: d.patent_number,
    title: d.patent_title,
    abstract: d.patent_abstract ?? '',
    description: d.description ?? '',
    claims: d.claims,
    earliestDate: dates[0] ?? null,
    familyNumbers: [...new Set(family)],
    cpc: d.cpc_classifications,
    ipc: d.ipc_classifications ?? [],
    ...analysisDates(d, dates[0] ?? null),
    entityStatus: d.entity_status ?? null,
    continuityFamilySize: d.parent_applications.length + d.child_applications.length,
    // A record from a grant's XML names its parents only; one that names a child has its children from ODP.
    continuityChildrenKnown: d.child_applications.length > 0,
    continuity: {
      // A CIP in the chain: a claim relying on its new matter dates from its filing (cipWindow).
      ...(cipFiled ? { cipFiled } : {}),
      patents: d.parent_applications.map((p) => p.parent_patent).filter((x): x is string => !!x),
      applications: [
        ...d.parent_applications.map((p) => p.parent_number),
        ...d.child_applications.map((c) => c.child_number),
      ],
    },
    documentType: d.patent_type,
    // B2: a grant with a previous publication; B1: without one (WIPO ST.16).
    publishedBeforeGrant:
      d.publication_number || d.kind?.toUpperCase() === 'B2'
        ? true
        : d.kind?.toUpperCase() === 'B1'
          ? false
          : null,
    granted: d.status === 'Granted' || d.status === 'Expired' || !!d.grant_date,
    grantDate: d.grant_date ?? (d.status === 'Granted' ? d.patent_date : null),
    originalPatent: d.dates?.original_patent
      ? { number: d.dates.original_patent.number, grantDate: d.dates.original_patent.grant_date }
      : null,
    filingDate: d.app_filing_date,
    citations: d.citations,
    inventors: (d.inventors ?? []).map((i) => i.name),
  };
}

/** The fields of the patent's dates the analysis reads: the prior-art cut-off and the expiry (benches use it too). */
export type DatesOfDetail = Pick<
  PatentDetail,
  'dates' | 'app_filing_date' | 'application_number' | 'patent_date'
>;

/** The cut-off and expiry the analysis gets from the patents service's computed dates (`computePatentDates`). */
export function analysisDates(
  d: DatesOfDetail,
  earliestFiling: string | null,
): Pick<PatentForAnalysis, 'cutoff' | 'expiry'> {
  return {
    cutoff: cutoffOf(d, earliestFiling),
    expiry: d.dates
      ? {
          date: d.dates.expiry.date,
          basis: d.dates.expiry.basis,
          lapsed: d.dates.expiry.lapsed,
          qualifier: expiryCaveat(d.dates),
          ...(d.dates.expiry.without_description
            ? { unlessBenefit: d.dates.expiry.without_description }
            : {}),
        }
      : null,
  };
}

/**
 * The span after the cut-off where art is prior art only on a condition, and that condition: the benefit claims read
 * from the description (without them the cut-off is later), a foreign or international priority (its date counts
 * only for claims the priority application supports, the claim perfected: until the US filing date), or a
 * continuation-in-part (claims relying on its new matter date from its filing). Attorney review, issue 23: art in the
 * last two spans was said "not prior art by its publication date" and never searched.
 */
function conditionalGap(d: DatesOfDetail, cutoff: string): { unlessBenefit?: ConditionalSpan } {
  const eff = d.dates!.effective_filing_date;
  if (eff.without_description) return { unlessBenefit: { ...eff.without_description, kind: 'description' } };
  const claimed = d.dates?.claimed ?? [];
  const priority = claimed.find(
    (l) => (l.relation === 'foreign' || l.relation === 'international') && l.filing_date === cutoff,
  );
  if (priority) {
    const us = [
      d.app_filing_date,
      ...claimed
        .filter((l) => l.relation !== 'foreign' && l.relation !== 'international')
        .map((l) => l.filing_date),
    ]
      .filter((x): x is string => !!x)
      .sort()[0];
    return us && us > cutoff
      ? {
          unlessBenefit: {
            date: us,
            claims: [`${priority.country ? `${priority.country} ` : ''}${priority.application_number}`],
            kind: 'foreign',
          },
        }
      : {};
  }
  if (!eff.earliest_possible) return {};
  const { cips, cipDate } = cipsOf(d);
  return cipDate && cipDate > cutoff && cips.length > 0
    ? {
        unlessBenefit: {
          date: cipDate,
          claims: [...new Set(cips.map((c) => c.parent))],
          kind: 'cip',
          added: cips.map((c) => c.application),
        },
      }
    : {};
}

/** The continuations-in-part of the chain and the latest one's filing date (else the patent's own). */
function cipsOf(d: DatesOfDetail) {
  const cips = cipFilings(d.dates?.claimed ?? [], {
    applicationNumber: d.application_number,
    filingDate: d.app_filing_date,
  });
  const cipDate =
    cips
      .map((c) => c.filingDate)
      .filter((x): x is string => !!x)
      .sort()
      .at(-1) ??
    d.app_filing_date ??
    null;
  return { cips, cipDate };
}

/**
 * A continuation-in-part in the chain: the cut-off is the earliest date a claim can have, that of claims supported by
 * the parent. Claims relying on the CIP's new matter have the CIP's own filing date (attorney review, issue 23 fix 4):
 * art dated between the two is not searched, yet it is prior art to them. Said as a condition, with the date used.
 */
function cipWindow(earliest: string, d: DatesOfDetail): string {
  const { cips, cipDate } = cipsOf(d);
  const which = cips.length
    ? `continuation-in-part ${cips.map((c) => c.application).join(' and ')}`
    : 'the continuation-in-part';
  return (
    `; the cut-off used is ${earliest}, the date of claims supported by the parent application; a claim relying on ` +
    `matter first added in ${which} has that CIP's own filing date${cipDate ? ` (${cipDate})` : ''} as its cut-off ` +
    `instead: art dated from ${earliest} to ${cipDate ?? 'its own filing date'} is searched too and listed apart, as ` +
    'prior art to any claim not supported by the application whose date it claims (35 U.S.C. 120, MPEP 2133.01)'
  );
}

/**
 * Why an expiry is not exact, in words ('' when it is). A CIP in the chain does not make the term uncertain: it runs
 * from the earliest non-provisional claimed under 120/121/365(c) (154(a)(2)). When the term start and the adjustment
 * are known, a terminal disclaimer is the only open point, and it makes the date the latest day, not an unknown one.
 */
export function expiryCaveat(d: PatentDetail['dates']): string {
  const e = d?.expiry;
  if (!e || e.exact) return '';
  return e.terminal_disclaimer && d.term_start.exact && e.pta_days !== null
    ? 'at the latest: a terminal disclaimer may end it earlier'
    : 'not exact';
}

/** The expiry's caveat as it follows a date: " (not exact)", or '' when the date is exact. */
export function expiryQualifier(d: PatentDetail['dates']): string {
  const caveat = expiryCaveat(d);
  return caveat ? ` (${caveat})` : '';
}

/**
 * "Effective filing date" is the AIA's term (35 U.S.C. 100(i)); for a pre-AIA patent whose earliest date is a foreign
 * priority it is the priority date claimed, which gives it no earlier 102(e) date (attorney review 2026-11-29b). The
 * analysis's cut-off and the assistant's card say it so.
 */
export function effectiveDateLabel(p: DatesOfDetail): string {
  const filed = p.app_filing_date;
  return filed && filed < AIA_FIRST_INVENTOR_TO_FILE && foreignPriorityDate(p)
    ? 'Earliest priority date claimed (pre-AIA; not a 102(e) date)'
    : 'Effective filing date';
}

/** The foreign (119(a), 365(a)/(b)) priority date that is a record's earliest date, before its US filing; else null. */
export function foreignPriorityDate(p: DatesOfDetail): string | null {
  const eff = p.dates?.effective_filing_date;
  const filed = p.app_filing_date;
  return eff?.date && filed && eff.date < filed && /119\(a\)|365\([ab]\)|foreign/i.test(eff.basis)
    ? eff.date
    : null;
}

/** The prior-art cut-off: the computed effective filing date when there is one, else a stated fallback. */
function cutoffOf(d: DatesOfDetail, earliestFiling: string | null): PatentForAnalysis['cutoff'] {
  const eff = d.dates?.effective_filing_date;
  if (eff?.date)
    return {
      date: eff.date,
      exact: eff.exact && !eff.earliest_possible,
      basis: `${effectiveDateLabel(d).replace(/^E/, 'e')}: ${eff.basis}${eff.earliest_possible ? cipWindow(eff.date, d) : ''}`,
      ...conditionalGap(d, eff.date),
    };
  if (earliestFiling)
    return {
      date: earliestFiling,
      exact: false,
      basis:
        'fallback: earliest filing date in the record (no effective filing date computed; foreign priority not considered)',
    };
  // Never the grant date: it would take in art published between filing and grant, the patent's parents included.
  return {
    date: null,
    exact: false,
    basis: d.patent_date ? `${NO_FILING_DATE} (granted ${d.patent_date})` : NO_FILING_DATE,
  };
}
