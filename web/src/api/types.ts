// The shapes of SPEC §3/§7 the web app reads, all from the contracts' browser entry (no zod in the bundle).
export type {
  AiEngine,
  Analysis,
  AnalysisStatus,
  ChatMessage,
  CheckClaimsResult,
  ClaimCounts,
  ClaimFees,
  ClaimFinding,
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
  StrategyAnalysisResult,
  StrategyItem,
  ScenarioAnswer,
  StrategyEvidenceItem,
  DeadlineItem,
  DeadlineReport,
  AnalysisSummary,
  StrategySession,
  StreamEvent,
  AnswerSource,
  User,
  DateRange,
  StatusFilter,
} from '@patent-hub/contracts/web';
import type { SavedPatentListItem, SearchQueryInput } from '@patent-hub/contracts/web';

export type SavedPatent = SavedPatentListItem;

/**
 * The search form's values: the contract's search query (SPEC §3) without paging and sort, with the choices
 * the form always sets; the server fills defaults for what is left out.
 */
export type SearchCriteria = Omit<SearchQueryInput, 'page' | 'limit' | 'sort'> &
  Required<Pick<SearchQueryInput, 'dateRange' | 'status' | 'enableAiAnalysis'>>;

export interface ListResponse<T> {
  data?: T[];
}
