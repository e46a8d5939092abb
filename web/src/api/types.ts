// Shapes of SPEC §3/§7 the web app reads. AI types come from the contracts; the patents, library
// and user shapes are kept minimal here until libs/contracts publishes them.
export type {
  AiEngine,
  Analysis,
  AnalysisStatus,
  ChatMessage,
  ClaimWarning,
  PriorArtItem,
  StreamEvent,
} from '@patent-hub/contracts';
export type { LocalChat, LocalChatMessage, PatentDraft, StrategyAnalysis, StrategySession } from '@patent-hub/contracts';

export interface User {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  profileImageUrl: string | null;
  createdAt?: string | null;
}

export type DateRange = 'last_year' | 'last_5_years' | 'last_10_years' | 'all_time' | 'custom';
export type StatusFilter = 'all' | 'granted' | 'pending' | 'expired';

export interface SearchCriteria {
  keywords?: string;
  patentNumber?: string;
  applicationNumber?: string;
  inventor?: string;
  assignee?: string;
  dateRange: DateRange;
  customStartDate?: string;
  customEndDate?: string;
  classification?: string;
  status: StatusFilter;
  enableAiAnalysis: boolean;
}

export interface Inventor {
  name: string;
  city?: string | null;
  state?: string | null;
  country?: string | null;
}
export interface ParentApplication {
  parent_number: string;
  parent_patent?: string | null;
  parent_type?: string | null;
  parent_filing_date?: string | null;
}
export interface ChildApplication {
  child_number: string;
  child_type?: string | null;
  child_filing_date?: string | null;
  child_status?: string | null;
}
export interface Assignment {
  assignor?: string | null;
  assignee?: string | null;
  execution_date?: string | null;
  recorded_date?: string | null;
}

/** The per-result explanation a search with enableAiAnalysis adds (shape kept loose on purpose). */
export interface MatchExplanation {
  summary?: string;
  reasons?: string[];
  score?: number;
}

export interface Patent {
  patent_number: string;
  patent_title: string;
  patent_abstract?: string | null;
  patent_date?: string | null;
  patent_type?: string | null;
  assignee_organization?: string | null;
  application_number?: string | null;
  app_filing_date?: string | null;
  grant_date?: string | null;
  application_status?: string | null;
  application_status_code?: string | null;
  examiner_name?: string | null;
  entity_status?: string | null;
  art_unit?: string | null;
  grant_document_url?: string | null;
  publication_document_url?: string | null;
  publication_number?: string | null;
  publication_date?: string | null;
  docket_number?: string | null;
  uspc_class?: string | null;
  cpc_section_id?: string | null;
  cpc_classifications?: string[] | null;
  inventor_first_name?: string | null;
  inventor_last_name?: string | null;
  inventor_names?: string[] | string | null;
  inventors?: Inventor[] | null;
  parent_applications?: ParentApplication[] | null;
  child_applications?: ChildApplication[] | null;
  assignments?: Assignment[] | null;
  ai_analysis?: MatchExplanation | string | null;
  match_explanation?: MatchExplanation | string | null;
}

export interface SearchResultSet {
  success: boolean;
  message?: string;
  data?: { patents: Patent[]; total: number; processingTime: number | string; page?: number; limit?: number; corpusSize?: number };
}

export interface SavedPatent {
  id: string;
  patentNumber: string;
  title: string;
  abstract?: string | null;
  publicationDate?: string | null;
  createdAt?: string | null;
  status?: string | null;
  assignee?: string | null;
  applicationNumber?: string | null;
  filingDate?: string | null;
  grantDate?: string | null;
  applicationStatus?: string | null;
  classifications?: string[] | null;
  inventors?: string[] | null;
  notes?: string | null;
  hasAnalysis?: boolean;
}

export interface Collection {
  id: string;
  name: string;
  description?: string | null;
  patentIds: string[];
}

export interface ListResponse<T> {
  data?: T[];
}
