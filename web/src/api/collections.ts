import { apiRequest, getJson } from './http';
import type { Collection, ListResponse } from './types';

export const fetchCollections = () => getJson<ListResponse<Collection>>('/api/collections');

export const createCollection = (body: { name: string; description: string }) =>
  apiRequest<{ data?: Collection }>('POST', '/api/collections', body);

export const updateCollection = (id: string, changes: Partial<Pick<Collection, 'name' | 'description'>>) =>
  apiRequest<unknown>('PATCH', `/api/collections/${encodeURIComponent(id)}`, changes);

export const deleteCollection = (id: string) =>
  apiRequest<unknown>('DELETE', `/api/collections/${encodeURIComponent(id)}`);

export const addPatentToCollection = (id: string, patentId: string) =>
  apiRequest<unknown>(
    'POST',
    `/api/collections/${encodeURIComponent(id)}/patents/${encodeURIComponent(patentId)}`,
  );

export const removePatentFromCollection = (id: string, patentId: string) =>
  apiRequest<unknown>(
    'DELETE',
    `/api/collections/${encodeURIComponent(id)}/patents/${encodeURIComponent(patentId)}`,
  );
