import type { SortOption } from '@patent-hub/contracts/web';
import { apiRequest, getJson } from './http';
import type {
  ListResponse,
  Patent,
  PatentDetail,
  PatentDraft,
  SavePatentInput,
  SavedPatent,
  SearchCriteria,
  SearchResultSet,
} from './types';

export const PAGE_SIZE = 20;

/** The sort travels in the body with the criteria; the server orders the whole result set before paging. */
export function searchPatents(
  criteria: SearchCriteria & { sort?: SortOption },
  page = 1,
  limit = PAGE_SIZE,
): Promise<SearchResultSet> {
  return apiRequest('POST', `/api/patents/search?page=${page}&limit=${limit}`, criteria);
}

export const fetchPatent = (id: string) =>
  getJson<{ data?: Patent }>(`/api/patents/${encodeURIComponent(id)}`);

/** The full patent of the detail RPC (SPEC §7 GET /api/patents/:id), with its dates. */
export const fetchPatentDetail = (id: string) =>
  getJson<PatentDetail>(`/api/patents/${encodeURIComponent(id)}`);

export const fetchSavedPatents = () => getJson<ListResponse<SavedPatent>>('/api/patents/saved');

export const savePatent = (payload: SavePatentInput) =>
  apiRequest<unknown>('POST', '/api/patents/save', payload);

export const updateSavedPatent = (id: string, changes: Partial<Pick<SavedPatent, 'notes'>>) =>
  apiRequest<unknown>('PATCH', `/api/patents/${encodeURIComponent(id)}`, changes);

export const removeSavedPatent = (id: string) =>
  apiRequest<unknown>('DELETE', `/api/patents/${encodeURIComponent(id)}`);

/** Sends the whole browser-kept draft; the answer is not read (SPEC §7). */
export const saveDraft = (draft: PatentDraft) => apiRequest<unknown>('POST', '/api/patents/drafts', draft);

/** The drafts saved to the user's account, most recently updated first. */
export const fetchDrafts = () => getJson<ListResponse<PatentDraft>>('/api/patents/drafts');

/** Deletes the server copy of a draft; a draft never saved there answers 404 (see useDeleteDraft). */
export const deleteDraft = (id: string) =>
  apiRequest<unknown>('DELETE', `/api/patents/drafts/${encodeURIComponent(id)}`);
