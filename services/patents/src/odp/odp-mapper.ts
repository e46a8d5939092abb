import { validIsoDate } from '../domain/dates.js';
import {
  emptyRecord,
  type AssignmentRecord,
  type ContinuityRecord,
  type InventorRecord,
  type PatentRecord,
} from '../domain/patent-record.js';
import { normalizeCpc } from '../domain/names.js';
import { parsePatentNumber } from '../domain/patent-number.js';
import type { SourceItem } from '../ingest/source-item.js';
import type { OdpAssignment, OdpMetaData, OdpPerson, OdpRecord, OdpSearchResponse } from './odp-types.js';

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
const day = (v: unknown): string | null => {
  const m = str(v)?.match(/^(\d{4})-(\d{2})-(\d{2})/);
  return m ? validIsoDate(m[1], m[2], m[3]) : null;
};

export function looksLikeOdp(value: unknown): value is OdpSearchResponse {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as OdpSearchResponse).patentFileWrapperDataBag)
  );
}

const TYPES: Record<string, string> = {
  utility: 'utility',
  design: 'design',
  plant: 'plant',
  're-issue': 'reissue',
  reissue: 'reissue',
};

function inventorOf(p: OdpPerson): InventorRecord | null {
  const fullName =
    str(p.inventorNameText) ?? [p.firstName, p.middleName, p.lastName].filter(Boolean).join(' ');
  if (!fullName) return null;
  const addresses = p.correspondenceAddressBag ?? [];
  const addr =
    addresses.find((a) => a.postalAddressCategory === 'residence') ??
    addresses.find((a) => a.postalAddressCategory === 'postal') ??
    addresses[0];
  return {
    firstName: str([p.firstName, p.middleName].filter(Boolean).join(' ')),
    lastName: str(p.lastName),
    fullName,
    city: str(addr?.cityName),
    state: str(addr?.geographicRegionCode),
    country: str(addr?.countryCode),
  };
}

function assignmentOf(a: OdpAssignment): AssignmentRecord {
  const executions = (a.assignorBag ?? [])
    .map((x) => day(x.executionDate))
    .filter((d): d is string => !!d)
    .sort();
  return {
    reelFrame: str(a.reelAndFrameNumber),
    assignor: str(
      (a.assignorBag ?? [])
        .map((x) => x.assignorName)
        .filter(Boolean)
        .join('; '),
    ),
    assignee: str(
      (a.assigneeBag ?? [])
        .map((x) => x.assigneeNameText)
        .filter(Boolean)
        .join('; '),
    ),
    conveyance: str(a.conveyanceText),
    executionDate: executions.at(-1) ?? null,
    recordedDate: day(a.assignmentRecordedDate),
  };
}

/** Current owner: the assignee of the latest recorded transfer of title (not security interests or releases). */
function currentOwner(assignments: AssignmentRecord[]): string | null {
  const transfers = assignments
    .filter(
      (a) =>
        a.assignee &&
        /^(ASSIGNMENT OF ASSIGNOR|MERGER|CHANGE OF NAME|NUNC PRO TUNC ASSIGNMENT)/i.test(a.conveyance ?? ''),
    )
    .sort((a, b) => (a.recordedDate ?? '').localeCompare(b.recordedDate ?? ''));
  return transfers.at(-1)?.assignee ?? null;
}

/**
 * One ODP file-wrapper record → a record. A record without metadata (a continuity or assignment
 * response) has an empty patentNumber: the repository attaches it by application number.
 */
export function odpRecordToPatent(rec: OdpRecord): PatentRecord | string {
  const m: OdpMetaData = rec.applicationMetaData ?? {};
  const appNo = str(rec.applicationNumberText);
  const granted = parsePatentNumber(m.patentNumber ?? '');
  const published = parsePatentNumber(m.earliestPublicationNumber ?? '');
  const number = granted?.number ?? (rec.applicationMetaData ? published?.number : '') ?? null;
  if (number === null) return `application ${appNo ?? '?'} has neither a patent nor a publication number`;
  if (!number && !appNo) return 'record without an application number';
  const r = emptyRecord('odp', number);
  r.applicationNumber = appNo;
  if (rec.applicationMetaData) {
    r.kind = granted ? null : (published?.kind ?? null);
    r.title = str(m.inventionTitle) ?? '';
    r.patentType = TYPES[(m.applicationTypeLabelName ?? '').toLowerCase()] ?? 'utility';
    r.grantDate = day(m.grantDate);
    r.patentDate = r.grantDate;
    r.filingDate = day(m.filingDate);
    r.publicationNumber = str(m.earliestPublicationNumber);
    r.publicationDate = day(m.earliestPublicationDate);
    r.applicationStatus = str(m.applicationStatusDescriptionText);
    r.applicationStatusCode = typeof m.applicationStatusCode === 'number' ? m.applicationStatusCode : null;
    const examiner = str(m.examinerNameText);
    r.examinerName = examiner && examiner !== 'CENTRAL, DOCKET' ? examiner : null;
    r.artUnit = str(m.groupArtUnitNumber);
    r.docketNumber = str(m.docketNumber);
    r.entityStatus = str(m.entityStatusData?.businessEntityStatusCategory);
    r.uspcClass = str(m.uspcSymbolText) ?? (m.class ? [m.class, m.subclass].filter(Boolean).join('/') : null);
    r.cpc = (m.cpcClassificationBag ?? []).map(normalizeCpc);
    r.inventors = (m.inventorBag ?? []).map(inventorOf).filter((i) => i !== null);
    r.assignee = str(m.firstApplicantName) ?? str(m.applicantBag?.[0]?.applicantNameText);
  }
  r.continuity = [
    ...(rec.parentContinuityBag ?? [])
      .filter((p) => p.parentApplicationNumberText)
      .map((p): ContinuityRecord => ({
        direction: 'parent',
        applicationNumber: p.parentApplicationNumberText!,
        patent: str(p.parentPatentNumber),
        type: str(p.claimParentageTypeCode),
        typeText:
          p.childApplicationNumberText && p.childApplicationNumberText !== appNo
            ? `${p.claimParentageTypeCodeDescriptionText ?? ''} (via ${p.childApplicationNumberText})`.trim()
            : str(p.claimParentageTypeCodeDescriptionText),
        filingDate: day(p.parentApplicationFilingDate),
        status: str(p.parentApplicationStatusDescriptionText),
      })),
    ...(rec.childContinuityBag ?? [])
      .filter((c) => c.childApplicationNumberText)
      .map((c): ContinuityRecord => ({
        direction: 'child',
        applicationNumber: c.childApplicationNumberText!,
        patent: str(c.childPatentNumber),
        type: str(c.claimParentageTypeCode),
        typeText: str(c.claimParentageTypeCodeDescriptionText),
        filingDate: day(c.childApplicationFilingDate),
        status: str(c.childApplicationStatusDescriptionText),
      })),
  ];
  r.priorityClaims = (rec.foreignPriorityBag ?? [])
    .filter((f) => str(f.applicationNumberText))
    .map((f) => ({
      kind: null,
      country: str(f.ipOfficeName),
      number: str(f.applicationNumberText)!,
      date: day(f.filingDate),
    }));
  const pta = rec.patentTermAdjustmentData?.adjustmentTotalQuantity;
  r.termExtensionDays = typeof pta === 'number' && Number.isInteger(pta) && pta >= 0 ? pta : null;
  r.assignments = (rec.assignmentBag ?? []).map(assignmentOf);
  r.assignee = currentOwner(r.assignments) ?? r.assignee;
  r.grantDocumentUrl = str(rec.grantDocumentMetaData?.fileLocationURI);
  r.publicationDocumentUrl = str(rec.pgpubDocumentMetaData?.fileLocationURI);
  return r;
}

export function odpToRecords(response: OdpSearchResponse, file: string): SourceItem[] {
  return (response.patentFileWrapperDataBag ?? []).map((rec, i) => {
    const r = odpRecordToPatent(rec);
    return typeof r === 'string'
      ? { kind: 'skip' as const, file, position: `patentFileWrapperDataBag[${i}]`, reason: r }
      : { kind: 'record' as const, record: r };
  });
}
