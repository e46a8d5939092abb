/** The raw ODP shapes this service reads (USPTO-DATA.md §1.5–1.8; fields not listed are ignored). */
export interface OdpAddress {
  cityName?: string;
  geographicRegionCode?: string;
  countryCode?: string;
  postalAddressCategory?: string;
}
export interface OdpPerson {
  firstName?: string;
  middleName?: string;
  lastName?: string;
  inventorNameText?: string;
  applicantNameText?: string;
  correspondenceAddressBag?: OdpAddress[];
}
export interface OdpParent {
  parentApplicationNumberText?: string;
  childApplicationNumberText?: string;
  parentPatentNumber?: string;
  parentApplicationFilingDate?: string;
  parentApplicationStatusDescriptionText?: string;
  claimParentageTypeCode?: string;
  claimParentageTypeCodeDescriptionText?: string;
}
export interface OdpChild {
  childApplicationNumberText?: string;
  childPatentNumber?: string;
  childApplicationFilingDate?: string;
  childApplicationStatusDescriptionText?: string;
  claimParentageTypeCode?: string;
  claimParentageTypeCodeDescriptionText?: string;
}
export interface OdpAssignment {
  reelAndFrameNumber?: string;
  conveyanceText?: string;
  assignmentRecordedDate?: string;
  assignorBag?: { assignorName?: string; executionDate?: string }[];
  assigneeBag?: { assigneeNameText?: string }[];
}
export interface OdpMetaData {
  patentNumber?: string;
  inventionTitle?: string;
  filingDate?: string;
  grantDate?: string;
  earliestPublicationNumber?: string;
  earliestPublicationDate?: string;
  applicationStatusCode?: number;
  applicationStatusDescriptionText?: string;
  applicationTypeLabelName?: string;
  applicationTypeCode?: string;
  examinerNameText?: string;
  groupArtUnitNumber?: string;
  docketNumber?: string;
  firstApplicantName?: string;
  entityStatusData?: { businessEntityStatusCategory?: string };
  uspcSymbolText?: string;
  class?: string;
  subclass?: string;
  cpcClassificationBag?: string[];
  inventorBag?: OdpPerson[];
  applicantBag?: OdpPerson[];
}
export interface OdpFileMeta {
  fileLocationURI?: string;
}
export interface OdpForeignPriority {
  ipOfficeName?: string;
  filingDate?: string;
  applicationNumberText?: string;
}
export interface OdpTermAdjustment {
  adjustmentTotalQuantity?: number;
}
export interface OdpRecord {
  applicationNumberText?: string;
  applicationMetaData?: OdpMetaData;
  parentContinuityBag?: OdpParent[];
  childContinuityBag?: OdpChild[];
  assignmentBag?: OdpAssignment[];
  grantDocumentMetaData?: OdpFileMeta;
  pgpubDocumentMetaData?: OdpFileMeta;
  foreignPriorityBag?: OdpForeignPriority[];
  patentTermAdjustmentData?: OdpTermAdjustment;
}
export interface OdpSearchResponse {
  count?: number;
  patentFileWrapperDataBag?: OdpRecord[];
}

/** POST /api/v1/patent/applications/search body (USPTO-DATA.md §1.4); every member optional. */
export interface OdpSearchRequest {
  q?: string;
  filters?: { name: string; value: string[] }[];
  rangeFilters?: { field: string; valueFrom: string; valueTo: string }[];
  sort?: { field: string; order: 'asc' | 'desc' }[];
  fields?: string[];
  pagination?: { offset: number; limit: number };
}
