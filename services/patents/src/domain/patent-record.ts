/** The service's own normalised patent, produced by every ingest source and by the ODP client. */
export type RecordSource = 'xml' | 'jsonl' | 'odp' | 'csv';

export interface InventorRecord {
  firstName: string | null;
  lastName: string | null;
  fullName: string;
  city: string | null;
  state: string | null;
  country: string | null;
}
export interface ClaimRecord {
  number: number;
  text: string;
  dependsOn: number[];
}
export interface CitationRecord {
  documentNumber: string;
  country: string | null;
  kind: string | null;
  name: string | null;
  date: string | null;
  category: string | null;
}
export interface ContinuityRecord {
  direction: 'parent' | 'child';
  applicationNumber: string;
  patent: string | null;
  type: string | null;
  typeText: string | null;
  filingDate: string | null;
  status: string | null;
  /** The grant date of the parent's patent when the source gives it (XML parent-grant-document); absent from ODP. */
  patentDate?: string | null;
}
/** A foreign (119(a)) or international (365(a)-(b)) priority claim; kind as in the XML priority-claim. */
export interface PriorityClaimRecord {
  kind: 'national' | 'regional' | 'international' | null;
  country: string | null;
  number: string;
  date: string | null;
}
export interface AssignmentRecord {
  reelFrame: string | null;
  assignor: string | null;
  assignee: string | null;
  conveyance: string | null;
  executionDate: string | null;
  recordedDate: string | null;
}

export interface PatentRecord {
  source: RecordSource;
  /** Normalised: no 'US', no padding, D/PP/RE/H/T prefixes kept; publications keep 11 digits. */
  patentNumber: string;
  kind: string | null;
  patentType: string;
  title: string;
  abstract: string | null;
  description: string | null;
  patentDate: string | null;
  grantDate: string | null;
  filingDate: string | null;
  applicationNumber: string | null;
  publicationNumber: string | null;
  publicationDate: string | null;
  docketNumber: string | null;
  applicationStatus: string | null;
  applicationStatusCode: number | null;
  examinerName: string | null;
  artUnit: string | null;
  entityStatus: string | null;
  uspcClass: string | null;
  cpc: string[];
  /** IPC codes as the grant prints them ('H01L21/461'): IPCR, or the edition-7 IPC of 2005 and earlier grants. */
  ipc: string[];
  /** At issue (XML), every assignee in the order printed, joined by "; "; or the current owner when ODP assignments say so. */
  assignee: string | null;
  inventors: InventorRecord[];
  claims: ClaimRecord[];
  numClaims: number | null;
  citations: CitationRecord[];
  continuity: ContinuityRecord[];
  assignments: AssignmentRecord[];
  priorityClaims: PriorityClaimRecord[];
  /** us-term-of-grant (XML) or the ODP's patent term adjustment: days added to the term (35 U.S.C. 154(b)). */
  termExtensionDays: number | null;
  /** Design grants print their term in years (us-term-of-grant/length-of-grant). */
  grantTermYears: number | null;
  /** true when the grant says it is subject to a terminal disclaimer; null when the data says nothing. */
  terminalDisclaimer: boolean | null;
  grantDocumentUrl: string | null;
  publicationDocumentUrl: string | null;
}

export function emptyRecord(source: RecordSource, patentNumber: string): PatentRecord {
  return {
    source,
    patentNumber,
    kind: null,
    patentType: 'utility',
    title: '',
    abstract: null,
    description: null,
    patentDate: null,
    grantDate: null,
    filingDate: null,
    applicationNumber: null,
    publicationNumber: null,
    publicationDate: null,
    docketNumber: null,
    applicationStatus: null,
    applicationStatusCode: null,
    examinerName: null,
    artUnit: null,
    entityStatus: null,
    uspcClass: null,
    cpc: [],
    ipc: [],
    assignee: null,
    inventors: [],
    claims: [],
    numClaims: null,
    citations: [],
    continuity: [],
    assignments: [],
    priorityClaims: [],
    termExtensionDays: null,
    grantTermYears: null,
    terminalDisclaimer: null,
    grantDocumentUrl: null,
    publicationDocumentUrl: null,
  };
}

/** Several assignees as one record's `assignee`: each named once, in the order given, joined by "; ". */
export function joinAssignees(names: readonly (string | null | undefined)[]): string | null {
  const seen = [...new Set(names.map((n) => n?.trim()).filter((n): n is string => !!n))];
  return seen.length ? seen.join('; ') : null;
}
