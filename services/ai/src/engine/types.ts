import type { PatentDetail, ReferenceBenefit } from '@patent-hub/contracts';

/** What the analysis needs of a patent, adapted from the patents service's detail. */
/**
 * A span after the cut-off where art is prior art unless a condition holds, and the condition (issue 23 reviews):
 * 'description' (absent kind): the cut-off rests on benefit claims read from the description's cross-reference
 * paragraph, `date` the structured date without them, `claims` those applications; 'foreign': on a foreign or
 * international priority (`claims`: "KR 10-2008-0125387"), `date` the US filing date; 'cip': on a parent of a
 * continuation-in-part (`claims`: the parents), `date` the CIP's filing date, `added` the CIP applications.
 */
export interface ConditionalSpan {
  date: string | null;
  claims: string[];
  kind?: 'description' | 'foreign' | 'cip';
  added?: string[];
}

export interface PatentForAnalysis {
  number: string;
  title: string;
  abstract: string;
  description: string;
  claims: { number: number; text: string; dependsOn?: number[] }[];
  /** Earliest of priority/filing dates (ISO); prior art must predate it. */
  earliestDate: string | null;
  familyNumbers: string[];
  cpc: string[];
  /** Its IPC codes (IPCR, or edition-7 IPC before 2006): the 2005–2012 grants print these, not CPC (absent: none read). */
  ipc?: string[];
  /** The prior-art cut-off and how it was reached (issue 23); absent = earliestDate, stated as a fallback. */
  cutoff?: {
    date: string | null;
    basis: string;
    exact: boolean;
    /**
     * The cut-off rests on a condition: art dated between it and `date` is prior art unless the condition holds
     * (ConditionalSpan: a benefit claim read only from the description, a foreign priority, a CIP's parent).
     */
    unlessBenefit?: ConditionalSpan;
  };
  /** Expiry from the patents service's computed dates, with its basis. */
  /** `qualifier`: "not exact" or "at the latest: …" when the record cannot make the date exact; '' or absent when it is. */
  expiry?: {
    date: string | null;
    basis: string;
    lapsed: boolean;
    qualifier?: string;
    /** The date runs from a benefit claim read from the description: the expiry without it, and that claim. */
    unlessBenefit?: { date: string | null; claims: string[] };
  } | null;
  entityStatus?: string | null;
  /** Continuity family: parent and child applications in the record. */
  continuityFamilySize?: number;
  /**
   * False when the record names no child application, which a grant's XML never does: the family size counts its
   * parents only. Absent: not known either way.
   */
  continuityChildrenKnown?: boolean;
  /** Its own US application number ("12030688"): not a member of its family count. Absent: not known. */
  applicationNumber?: string | null;
  /**
   * The patent's own continuity as the record gives it: patent (and pre-grant publication) numbers of its parents
   * and children, and their application numbers. A reference of record among them is not prior art against it.
   */
  continuity?: { patents: string[]; applications: string[]; cipFiled?: string };
  /** The record's type: 'utility', 'design', 'plant', 'reissue' … (absent: not known, read as utility). */
  documentType?: string;
  /** True when the record gives a pre-grant publication (35 U.S.C. 122(b)); null or absent: not known. */
  publishedBeforeGrant?: boolean | null;
  /** A granted patent (true) or an application (false); absent: not known. */
  granted?: boolean;
  grantDate?: string | null;
  /** A reissue's original patent and its grant date, which its maintenance fees run from (37 CFR 1.362). */
  originalPatent?: { number: string; grantDate: string | null } | null;
  /** The patent's own US filing date (maintenance fees depend on it). */
  filingDate?: string | null;
  /** Its references cited, as the patent detail gives them (absent: not known). */
  citations?: CitationOfRecord[];
  /** Its inventors' names: art filed before the cut-off must be "by another" (102(a)(2); pre-AIA 102(e)). */
  inventors?: string[];
}

/** A reference of record as the patents service gives it (patent detail `citations`). */
export type CitationOfRecord = PatentDetail['citations'][number];

/** What the corpus holds of a candidate beyond its card (claims and description; empty when it has none). */
export interface CandidateFullText {
  claims: string[];
  description: string;
  /** Its card, when the corpus gave it (a reference of record is charted from it; issue 23). */
  card?: { title: string; abstract: string; date: string | null; cpc?: string[]; ipc?: string[] };
}

/** What the prior-art search was run among (patents.priorArtCorpus). */
export interface CorpusCounts {
  total: number;
  datedBefore: number | null;
  undated: number;
  /** 'candidates': only the undated documents that would have been candidates; 'corpus': all of them. */
  undatedScope?: 'candidates' | 'corpus';
  forwardCitations: number | null;
  /** Corpus IDF of the requested terms (the claim terms are weighted by it). */
  idf?: Record<string, number>;
}

export interface PriorArtCandidate {
  patentNumber: string;
  title: string;
  abstract: string;
  date: string | null;
  cpc: string[];
  /** Its IPC codes, as for PatentForAnalysis.ipc. */
  ipc?: string[];
  score: number;
  /** Mean cosine similarity to the query texts, when the semantic re-rank ran. */
  semantic?: number;
  /** Which ranking placed it (set by the prior-art retrieval). */
  ranking?: PriorArtRanking;
  /** Its US application filing date (not a foreign priority date), application number and inventors, when known. */
  filingDate?: string | null;
  applicationNumber?: string | null;
  inventors?: string[];
  /** A national stage of an international application (35 U.S.C. 371): filingDate is the international filing date. */
  nationalStage?: boolean;
  /** Its kind code as the record gives it ('B1', 'B2', 'A', 'S', 'E', 'A1'); absent or null: not given. */
  kind?: string | null;
  /** The pre-grant publication of its application (35 U.S.C. 122(b)), when the record gives one. */
  publicationDate?: string | null;
  publicationNumber?: string | null;
  /**
   * Its earliest claim to the benefit of an earlier US application (a provisional, 119(e), or a parent, 120, 121,
   * 365(c)) and its earliest foreign or international priority (119(a), 365(a)-(b)), each dated before filingDate:
   * they can date it as prior art earlier (pre-AIA 102(e): the US one only; AIA 102(d): both). Null: the record gives
   * none; absent: not known.
   */
  usBenefit?: ReferenceBenefit | null;
  foreignPriority?: ReferenceBenefit | null;
}

export type PriorArtRanking = 'lexical' | 'semantic';

/** The corpus search the engine needs (patents.similar over RPC; an in-memory BM25 in tests and the bench). */
export interface CorpusSearch {
  similar(q: {
    text: string;
    before?: string;
    /** With `before`: also US documents dated on or after it but filed in the US before it (patents.similar). */
    byFilingDate?: boolean;
    exclude?: string[];
    limit?: number;
    timeoutMs?: number;
  }): Promise<PriorArtCandidate[]>;
  /** Claims and description of candidates (patents.fullTexts, one call); optional: without it only title + abstract are charted. */
  fullText?(numbers: string[]): Promise<Map<string, CandidateFullText>>;
  /** Corpus counts for the cut-off and forward citations of the patent; optional. */
  corpusCounts?(q: { before?: string; patentNumber?: string; terms?: string[] }): Promise<CorpusCounts>;
}
