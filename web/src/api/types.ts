// The shapes of SPEC §3/§7 the web app reads, all from the contracts (types only: no zod in the bundle).
export type {
  AiEngine,
  Analysis,
  AnalysisStatus,
  ChatMessage,
  ClaimWarning,
  Collection,
  LocalChat,
  LocalChatMessage,
  MatchExplanation,
  Patent,
  PatentDates,
  PatentDetail,
  PatentDraft,
  DatedFact,
  PriorArtItem,
  SavePatentInput,
  SearchResultSet,
  StrategyAnalysis,
  StrategySession,
  StreamEvent,
  User,
} from '@patent-hub/contracts';
import type { DATE_RANGES, STATUS_FILTERS, SavedPatentListItem } from '@patent-hub/contracts';

export type SavedPatent = SavedPatentListItem;
export type DateRange = (typeof DATE_RANGES)[number];
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** The search form's values (SPEC §3 search query); the server fills defaults for what is left out. */
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

export interface ListResponse<T> {
  data?: T[];
}
